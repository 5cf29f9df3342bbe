/**
 * Which language the admin speaks: the administrator's own setting, else the first of the
 * browser's languages that has a catalogue, by BCP 47 lookup (RFC 4647 §3.4: `de-AT` is tried as
 * `de-AT`, then `de`; case does not matter), else English.
 */
import { LANGUAGES, type Language } from './catalogue';

function lookup(tag: string): Language | null {
  let range = tag.trim().replace(/_/g, '-').toLowerCase();
  while (range) {
    const found = LANGUAGES.find((language) => language === range);
    if (found) return found;
    const cut = range.lastIndexOf('-');
    range = cut < 0 ? '' : range.slice(0, cut);
  }
  return null;
}

/** `setting` is the user's (`null`: follow the browser); `browser` is `navigator.languages`. */
export function chooseLanguage(setting: string | null | undefined, browser: readonly string[]): Language {
  for (const wish of setting ? [setting, ...browser] : browser) {
    const found = lookup(wish);
    if (found) return found;
  }
  return 'en';
}

/** The browser's languages in order of preference. */
export function browserLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
