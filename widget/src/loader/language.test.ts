import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './language';

describe('chooseLanguage (BCP 47 lookup)', () => {
  it.each([
    ['pt-BR', 'pt-BR'],
    ['pt_br', 'pt-BR'],
    ['pt-PT', 'pt'],
    ['pt', 'pt'],
    ['de-AT', 'de'],
    ['DE', 'de'],
    ['en-US', 'en'],
    ['zh-Hant-TW', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hans', 'zh-CN'],
    ['zh-Hans-HK', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['ar-EG', 'ar'],
    ['he-IL', 'he'],
    ['sr-Latn', 'en'],
    ['xx', 'en'],
    ['deu', 'en'],
    ['', 'en'],
  ])('%s is %s', (tag, lang) => {
    expect(chooseLanguage([tag])).toBe(lang);
  });

  it('takes the first wish that names a language it has, else English', () => {
    expect(chooseLanguage(['fr-CA', 'de'])).toBe('fr');
    expect(chooseLanguage([undefined, 'eo', 'de-CH'])).toBe('de');
    expect(chooseLanguage([null, undefined, 'xx'])).toBe('en');
    expect(chooseLanguage([])).toBe('en');
  });
});
