/**
 * What the language picker says. The languages' names are each in its own language (an
 * administrator who cannot read the admin's language still finds theirs), so every catalogue
 * writes them the same.
 */
import { catalogue, type Language } from './catalogue';
import en from './locales/en.json';

const m = catalogue('language', en);

export const LANGUAGE_STRINGS = m.strings({
  heading: 'heading',
  label: 'label',
  hint: 'hint',
  /** The choice that follows the browser, naming the language it gives now. */
  browser: (language: string) => m.format('browser', { language }),
  names: { en: 'names.en', de: 'names.de' } satisfies Record<Language, keyof typeof en>,
});
