/**
 * The survey's languages as the editor changes them (issue 34): which language its texts are in,
 * which languages it is translated into, one text's translation, how complete a language is, and
 * how option translations follow their options. Pure, so each rule is tested on its own.
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

/**
 * Where each option of a question went in an edit: `moves[i]` is the new place of the option that
 * was at place `i`, or null when it was removed. An added option has no entry: it has no
 * translation yet.
 */
export type OptionMoves = readonly (number | null)[];

/** The moves of removing the option at `index` from `count` options: the later ones move up. */
export function optionRemoved(count: number, index: number): OptionMoves {
  return Array.from({ length: count }, (_, i) => (i < index ? i : i === index ? null : i - 1));
}

/**
 * The survey with question `qid`'s option translations moved as its options were: an option's id
 * is its place (`questions.{qid}.options.{i}`), so without this a move or a removal would leave
 * each later translation on another option. A removed option's translations go, in every
 * language, and so does one at a place the moves do not cover (it names no option, and could
 * otherwise land on one). A survey whose translations do not change is returned as it is.
 */
export function remapOptionTranslations<S extends Pick<Survey, 'translations'>>(
  survey: S,
  qid: string | number,
  moves: OptionMoves,
): S {
  const all = survey.translations;
  if (!all) return survey;
  // The host's form of the id (`question_key`): a string as it is, a number as its digits.
  const prefix = `questions.${String(qid)}.options.`;
  let changed = false;
  const translations: SurveyTranslations = {};
  for (const [language, texts] of Object.entries(all)) {
    const moved: Record<string, string> = {};
    let languageChanged = false;
    for (const [id, text] of Object.entries(texts)) {
      const place = optionPlace(id, prefix);
      if (place === null) {
        moved[id] = text;
        continue;
      }
      const to = moves[place] ?? null;
      if (to !== null) moved[`${prefix}${to}`] = text;
      if (to !== place) languageChanged = true;
    }
    translations[language] = languageChanged ? moved : texts;
    changed ||= languageChanged;
  }
  return changed ? { ...survey, translations } : survey;
}

/** The option place an id names after `prefix` (`…options.3` → 3), or null for any other id. */
function optionPlace(id: string, prefix: string): number | null {
  if (!id.startsWith(prefix)) return null;
  const rest = id.slice(prefix.length);
  return /^(?:0|[1-9]\d*)$/.test(rest) ? Number(rest) : null;
}
