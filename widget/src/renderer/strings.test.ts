import { describe, expect, it } from 'vitest';
import { STRINGS } from './strings';

const catalogues = import.meta.glob<Record<string, unknown>>('../../locales/*.json', { eager: true, import: 'default' });
const byTag = Object.entries(catalogues).map(([path, words]) => [path.replace(/^.*\/(.+)\.json$/, '$1'), words] as const);
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe('the catalogues of widget/locales/', () => {
  it('include the 22 languages of issue 34, English among them', () => {
    expect(byTag.map(([tag]) => tag)).toEqual(
      expect.arrayContaining('ar de en es fa fr he hi id it ja ko nl pl pt pt-BR ru sv tr uk zh-CN zh-TW'.split(' ')),
    );
  });

  it.each(byTag)('%s has exactly the keys of English, each a string with the placeholders of English', (_, words) => {
    expect(Object.keys(words).sort()).toEqual(Object.keys(STRINGS).sort());
    for (const [key, english] of Object.entries(STRINGS)) {
      const text = words[key];
      expect(typeof text, key).toBe('string');
      expect((text as string).trim(), key).not.toBe('');
      expect(placeholders(text as string), key).toEqual(placeholders(english));
    }
  });

});
