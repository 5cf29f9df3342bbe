import { WIDGET_LANGUAGES } from '@hearken/addon-sdk';
import { describe, expect, it } from 'vitest';
import widgetModule from './index';
import { WORDS, npsPointLabel, starLabel, wordsOf } from './strings';

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

  it('say the spec’s NPS labels in English', () => {
    expect([WORDS.en.npsLow, WORDS.en.npsHigh]).toEqual(['Not Likely', 'Extremely Likely']);
  });

  it('are found for a visitor’s language as the widget finds its own, and English without one', () => {
    expect(starLabel(wordsOf('de'), 3, 5)).toBe('3 von 5 Sternen');
    expect(starLabel(wordsOf('pt-BR'), 1, 5)).toBe('1 de 5 estrelas');
    expect(starLabel(wordsOf('hi'), 3, 5)).toBe('5 में से 3 स्टार');
    expect(npsPointLabel(wordsOf('zh-Hant-HK'), 10, '極有可能')).toBe('10，極有可能');
    expect(starLabel(wordsOf(undefined), 3, 5)).toBe('3 of 5 stars');
  });
});
