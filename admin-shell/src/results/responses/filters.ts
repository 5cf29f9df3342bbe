/**
 * The list's search and filters as `GET surveys/{id}/responses` takes them (`search`, `from`, `to`,
 * `question` with `answer` or `min`/`max`, `completion`, `language`), and what a question can be filtered by.
 * Every value is the address's text as typed; blank means "not filtered".
 */
import { HearkenApiError } from '@hearken/addon-sdk';
import { NPS_MAX, STARS } from '../figures';

export type Completion = '' | 'complete' | 'incomplete';

export interface ResponsesFilters {
  search: string;
  /** Days `YYYY-MM-DD` in the site's zone, inclusive. */
  from: string;
  to: string;
  /** A question id; with `answer`, or `min` and/or `max`, how it was answered. */
  question: string;
  answer: string;
  min: string;
  max: string;
  completion: Completion;
  /** A BCP 47 tag: the responses answered in that language (issue 34). */
  language: string;
}

/** The query parameters, in the order the request names them. */
export const FILTER_PARAMS = ['search', 'from', 'to', 'question', 'answer', 'min', 'max', 'completion', 'language'] as const satisfies readonly (keyof ResponsesFilters)[];

export const COMPLETIONS: readonly Completion[] = ['', 'complete', 'incomplete'];

export const NO_FILTERS: ResponsesFilters = { search: '', from: '', to: '', question: '', answer: '', min: '', max: '', completion: '', language: '' };

/** Only blanks around the text: `search` with spaces alone filters nothing, as the host reads it. */
export function isFiltered(filters: ResponsesFilters): boolean {
  return FILTER_PARAMS.some((name) => filters[name].trim() !== '');
}

/** The query parameters to send; an answer or score without a question is left out (the host refuses it). */
export function filterQuery(filters: ResponsesFilters): [string, string][] {
  const asked = filters.question.trim() !== '';
  return FILTER_PARAMS.filter((name) => asked || !['answer', 'min', 'max'].includes(name))
    .map((name): [string, string] => [name, filters[name].trim()])
    .filter(([, value]) => value !== '');
}

/** A question as the filters offer it. `options` is empty where the survey's options are not known. */
export interface FilterQuestion {
  id: string;
  title: string;
  type: string;
  options: string[];
}

/** How a question's answer is filtered: one of its options, a range of scores, or just answered. */
export type AnswerFilter =
  | { kind: 'choice'; options: string[] }
  | { kind: 'score'; low: number | undefined; high: number | undefined }
  | { kind: 'answered' };

/** The scales the results know (spec 001 §9): stars 1 to 5, NPS 0 to 10 (older NPS questions 1 to 10). */
const SCALES: Record<string, { low: number; high: number }> = {
  'star-rating': { low: 1, high: STARS },
  nps: { low: 0, high: NPS_MAX },
};

export function answerFilter({ type, options }: FilterQuestion): AnswerFilter {
  const scale = SCALES[type];
  if (scale) return { kind: 'score', ...scale };
  if (type === 'number') return { kind: 'score', low: undefined, high: undefined };
  return options.length > 0 ? { kind: 'choice', options } : { kind: 'answered' };
}

/** A choice option's text: plain text, or an image's or icon's label. */
export function optionText(option: unknown): string {
  if (typeof option === 'string') return option;
  const label = (option as { label?: unknown } | null)?.label;
  return typeof label === 'string' ? label : '';
}

/**
 * The host's 422 about the filters (`invalid_query`, its `fields` naming a parameter), to show
 * beside that field; null for any other failure, which the list shows as a load error.
 */
export function filterErrors(error: unknown): Partial<Record<keyof ResponsesFilters, string>> | null {
  if (!(error instanceof HearkenApiError) || error.status !== 422) return null;
  const named = FILTER_PARAMS.filter((name) => typeof error.fields[name] === 'string');
  return named.length === 0 ? null : Object.fromEntries(named.map((name) => [name, error.fields[name]]));
}
