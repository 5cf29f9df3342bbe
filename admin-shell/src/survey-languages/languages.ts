/**
 * The languages surveys are offered in (BCP 47 tags, issue 34) as the admin names, offers and
 * takes them: a language's name in the admin's language (`Intl.DisplayNames`), the common
 * languages every picker offers, a typed tag checked and put in its canonical form, and which way
 * a language is written. (The admin's own language is `src/language/`'s.)
 */
import { SURVEY_LANGUAGE_STRINGS as S } from './strings';
import { currentLocale } from '../language/catalogue';

/** The languages the widget speaks its own words in (widget/locales/): offered in every picker. */
export const COMMON_LANGUAGES: readonly string[] = [
  'ar', 'de', 'en', 'es', 'fa', 'fr', 'he', 'hi', 'id', 'it', 'ja',
  'ko', 'nl', 'pl', 'pt', 'pt-BR', 'ru', 'sv', 'tr', 'uk', 'zh-CN', 'zh-TW',
];

/** Languages written right to left, by their primary subtag (the widget's four and a few more). */
const RIGHT_TO_LEFT = new Set(['ar', 'ckb', 'dv', 'fa', 'he', 'ps', 'sd', 'ug', 'ur', 'yi']);

const displayNames = new Map<string, Intl.DisplayNames | null>();

function namesIn(locale: string): Intl.DisplayNames | null {
  if (!displayNames.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
    } catch {
      // A browser without Intl.DisplayNames shows tags.
    }
    displayNames.set(locale, names);
  }
  return displayNames.get(locale) ?? null;
}

/** 'German' for 'de' in the admin's language; the tag itself when it has no name or is not a tag. */
export function languageName(tag: string, locale: string = currentLocale()): string {
  try {
    return namesIn(locale)?.of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** 'German (de)': a name with the tag the API and the widget use. */
export function languageLabel(tag: string): string {
  return S.withTag(languageName(tag), tag);
}

/** The longest tag the host takes. */
const MAX_TAG = 35;

/**
 * A typed tag in its canonical form ('PT_br' → 'pt-BR'), or null when it is not one the host takes:
 * BCP 47 with a language of two or three letters, at most 35 characters (host/src/surveys/translations.rs).
 */
export function canonicalTag(text: string): string | null {
  const typed = text.trim().replaceAll('_', '-');
  if (typed.length > MAX_TAG || !/^[a-z]{2,3}(-|$)/i.test(typed)) return null;
  try {
    return Intl.getCanonicalLocales(typed)[0] ?? null;
  } catch {
    return null;
  }
}

/** 'rtl' for a language written right to left, else 'ltr'. */
export function directionOf(tag: string): 'ltr' | 'rtl' {
  const primary = tag.split('-')[0]?.toLowerCase() ?? '';
  return RIGHT_TO_LEFT.has(primary) ? 'rtl' : 'ltr';
}

/** The common languages and `extra` (offered or stored ones), each once, by name. */
export function languageChoices(extra: readonly string[] = []): string[] {
  const tags = [...new Set([...COMMON_LANGUAGES, ...extra])];
  return tags.sort((a, b) => languageName(a).localeCompare(languageName(b), currentLocale()));
}
