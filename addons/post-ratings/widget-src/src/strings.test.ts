import { WIDGET_LANGUAGES } from '@hearken/addon-sdk';
import { describe, expect, it } from 'vitest';
import widgetModule from './index';
import { WORDS, wordsOf } from './strings';

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe("the module's words", () => {
  it('come in each of the widget’s languages, and the module lists them', () => {
    expect(Object.keys(WORDS).sort()).toEqual([...WIDGET_LANGUAGES].sort());
    expect(widgetModule.words).toBe(WORDS);
  });

  it.each(Object.entries(WORDS))('%s has exactly the keys of English, each with the placeholders of English', (_, words) => {
    expect(Object.keys(words).sort()).toEqual(Object.keys(WORDS.en).sort());
    for (const [key, english] of Object.entries(WORDS.en)) {
      const text = (words as Record<string, string>)[key] ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english));
    }
  });

  it('say the spec’s summary in English', () => {
    const t = wordsOf('en');
    expect(`${t.averageText(5)} ${t.countText(200)}`).toBe('Average rating 5/5. Vote count: 200');
    expect(t.averageText(4.26)).toBe('Average rating 4.3/5.');
  });

  it('write numbers with the language’s separators in Western digits', () => {
    expect(wordsOf('fr').averageText(4.3)).toBe('Note moyenne 4,3/5.');
    expect(wordsOf('ar').countText(1200)).toBe('عدد الأصوات: 1,200');
    expect(wordsOf('zh-TW').rateLabel(3)).toBe('評 3 分（滿分 5 分）');
  });
});
