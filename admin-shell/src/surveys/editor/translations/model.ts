/**
 * The survey's languages as the editor changes them (issue 34): which language its texts are in,
 * which languages it is translated into, one text's translation, and how complete a language is.
 * Pure, so each rule is tested on its own.
 */
import type { Survey, SurveyTranslations } from '../../model/types';

/** A survey's translatable text as `POST surveys/texts` lists it: its id and its base text. */
export interface SurveyText {
  id: string;
  base: string;
}

/** The base language when the survey does not say: the one a new translation starts from. */
export const DEFAULT_BASE_LANGUAGE = 'en';

export function baseLanguageOf(survey: Pick<Survey, 'language'>): string {
  return survey.language ?? DEFAULT_BASE_LANGUAGE;
}

export function translationsOf(survey: Pick<Survey, 'translations'>): SurveyTranslations {
  return survey.translations ?? {};
}

/**
 * Sets one text's translation; an emptied one is removed (it shows in the base language). The
 * first translation of a survey that names no base language gives it the default one.
 */
export function setTranslation(survey: Survey, language: string, id: string, text: string): Survey {
  const all = translationsOf(survey);
  const texts = { ...all[language] };
  if (text.trim() === '') delete texts[id];
  else texts[id] = text;
  return { ...survey, language: baseLanguageOf(survey), translations: { ...all, [language]: texts } };
}

/** How many of `texts` `language` has a translation of. */
export function progressOf(texts: readonly SurveyText[], translations: SurveyTranslations, language: string) {
  const given = translations[language] ?? {};
  const translated = texts.filter((text) => (given[text.id] ?? '').trim() !== '').length;
  return { language, translated, total: texts.length };
}

/**
 * The languages the survey can be translated into: those the host named (the site's offered ones
 * and the survey's own) and any the editor added since, each once, but never the base language.
 */
export function targetLanguages(named: readonly string[], survey: Pick<Survey, 'language' | 'translations'>): string[] {
  const base = baseLanguageOf(survey);
  return [...new Set([...named, ...Object.keys(translationsOf(survey))])].filter((tag) => tag !== base);
}

/** Languages that hold a translated text: none of them can become the base language (the host refuses it). */
export function translatedLanguages(survey: Pick<Survey, 'translations'>): string[] {
  return Object.entries(translationsOf(survey))
    .filter(([, texts]) => Object.values(texts).some((text) => text.trim() !== ''))
    .map(([tag]) => tag);
}
