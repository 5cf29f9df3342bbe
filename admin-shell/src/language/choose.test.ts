import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './choose';

describe('the admin language', () => {
  it("is the administrator's setting when there is one", () => {
    expect(chooseLanguage('de', ['en-US'])).toBe('de');
    expect(chooseLanguage('en', ['de-DE'])).toBe('en');
  });

  it("follows the browser's first language with a catalogue, by BCP 47 lookup", () => {
    expect(chooseLanguage(null, ['de-AT', 'en'])).toBe('de');
    expect(chooseLanguage(null, ['fr-FR', 'DE_ch', 'en'])).toBe('de');
    expect(chooseLanguage(undefined, ['en-GB', 'de'])).toBe('en');
  });

  it('is English when nothing asked for has a catalogue', () => {
    expect(chooseLanguage(null, ['fr', 'ja-JP'])).toBe('en');
    expect(chooseLanguage('xx', [])).toBe('en');
  });
});
