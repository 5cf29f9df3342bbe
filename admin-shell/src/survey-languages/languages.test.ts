import { describe, expect, it } from 'vitest';
import { canonicalTag, directionOf, languageChoices, languageLabel, languageName } from './languages';

describe('language names and tags', () => {
  it('names a language in the admin’s language and keeps a tag it cannot name', () => {
    expect(languageName('de')).toBe('German');
    expect(languageName('pt-BR')).toBe('Brazilian Portuguese');
    expect(languageName('not a tag')).toBe('not a tag');
    expect(languageLabel('ar')).toBe('Arabic (ar)');
  });

  it('takes a typed tag in its canonical form and refuses what is not BCP 47', () => {
    expect(canonicalTag(' PT-br ')).toBe('pt-BR');
    expect(canonicalTag('zh-hant')).toBe('zh-Hant');
    expect(canonicalTag('en_US')).toBe('en-US');
    expect(canonicalTag('english')).toBeNull();
    expect(canonicalTag('de-')).toBeNull();
    expect(canonicalTag('')).toBeNull();
  });

  it('writes Arabic, Hebrew, Persian and Urdu right to left', () => {
    expect(['ar', 'he', 'fa-IR', 'ur'].map(directionOf)).toEqual(['rtl', 'rtl', 'rtl', 'rtl']);
    expect(directionOf('de')).toBe('ltr');
  });

  it('offers the common languages and the extra ones once each, by name', () => {
    const choices = languageChoices(['de', 'gsw']);
    expect(choices.filter((tag) => tag === 'de')).toHaveLength(1);
    expect(choices).toContain('gsw');
    expect(choices.indexOf('ar')).toBeLessThan(choices.indexOf('de'));
  });
});
