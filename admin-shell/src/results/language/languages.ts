/**
 * The language responses were answered in (issue 34 item 5), as `GET surveys/{id}/results`
 * (`languages`: the split) and the responses (`language`) carry it, until the OpenAPI document
 * lists them; and the shares the split shows. A null language is "not recorded": a response from
 * before languages existed, or from a one-language site.
 */
import { SURVEY_LANGUAGE_STRINGS } from '../../survey-languages/strings';
import { languageLabel, languageName } from '../../survey-languages/languages';
import { percentOf } from '../figures';

export interface LanguageCount {
  language: string | null;
  responses: number;
}

/** The split of an answer of `GET surveys/{id}/results`; none from a host without languages. */
export function languageCounts(results: object): LanguageCount[] {
  const counts = (results as { languages?: unknown }).languages;
  return Array.isArray(counts) ? (counts as LanguageCount[]) : [];
}

/** The language a response was answered in; null when not recorded. */
export function responseLanguage(response: object): string | null {
  const language = (response as { language?: unknown }).language;
  return typeof language === 'string' && language !== '' ? language : null;
}

/** 'German' for a recorded language, 'Not recorded' for none. */
export function languageOrNone(language: string | null): string {
  return language === null ? SURVEY_LANGUAGE_STRINGS.notRecorded : languageName(language);
}

/** 'German (de)', or 'Not recorded', for a response's details. */
export function languageDetail(language: string | null): string {
  return language === null ? SURVEY_LANGUAGE_STRINGS.notRecorded : languageLabel(language);
}

export interface LanguageShare {
  key: string;
  label: string;
  responses: number;
  percent: number;
}

/** Each language's share of the responses, in the host's order, "not recorded" last. */
export function languageShares(counts: readonly LanguageCount[]): LanguageShare[] {
  const total = counts.reduce((sum, entry) => sum + entry.responses, 0);
  return [...counts.filter((c) => c.language !== null), ...counts.filter((c) => c.language === null)].map((entry) => ({
    key: entry.language ?? '',
    label: languageOrNone(entry.language),
    responses: entry.responses,
    percent: percentOf(entry.responses, total),
  }));
}

/** The split says something only once a language was recorded: a one-language site sees nothing new. */
export function languagesRecorded(counts: readonly LanguageCount[]): boolean {
  return counts.some((entry) => entry.language !== null);
}
