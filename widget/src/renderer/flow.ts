/**
 * The survey's course as spec 002 §4 and §5 set it: which question comes next, when Skip shows,
 * when Next may be pressed and what is posted at the end.
 * Pure functions, apart from `browser`, the one way out to the page's location.
 */
import type { Answer, Features, PageContext, WidgetQuestion, WidgetSurvey } from '../protocol';
import { idKey, isAsked, type AnswerValues } from './conditions';

/** spec 002 §9 timings. */
export const OPEN_DELAY_MS = 100;
export const WAITING_CLEAR_MS = 150;
export const DEACTIVATE_DELAY_MS = 150;

/** spec 002 §5: long-text answers. */
export const LONG_TEXT_MAX = 400;

/**
 * Types whose answer is saved and advances at once. Checkbox is left out on purpose: a multiple
 * choice that advanced on its first tick could never take a second one, so it advances on Next
 * (widget/README.md). A question with a comment box also waits for Next, so the comment can be typed.
 */
const AUTO_ADVANCE = ['radio-button', 'star-rating', 'nps'];

export function advancesOnAnswer(question: WidgetQuestion): boolean {
  return AUTO_ADVANCE.includes(question.type) && !question.settings.comment_box;
}

export function answerValues(answers: Answer[]): AnswerValues {
  return new Map(answers.map((a) => [idKey(a.question_id), a.value]));
}

/** The index of the next question to ask after `from` (-1 before the first), or -1 to finish. */
export function nextIndex(questions: WidgetQuestion[], from: number, answers: Answer[]): number {
  const values = answerValues(answers);
  for (let i = from + 1; i < questions.length; i++) {
    const q = questions[i];
    if (q && isAsked(q, values)) return i;
  }
  return -1;
}

/** An answer counts when it is not null, not blank text and not an empty selection. */
export function isAnswered(value: unknown): boolean {
  if (value == null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Next may be pressed when the question has an answer or is not required. */
export function canContinue(question: WidgetQuestion, value: unknown): boolean {
  return !question.settings.required || isAnswered(value);
}

/** Skip is hidden for NPS surveys, in preview, when finished, and on required questions when the add-ons say so. */
export function showsSkip(
  survey: WidgetSurvey,
  question: WidgetQuestion,
  opts: { preview: boolean; finished: boolean; features: Features },
): boolean {
  if (survey.type === 'nps' || opts.preview || opts.finished) return false;
  return !(question.settings.required && opts.features.required_hides_skip);
}

export interface ResponseBody {
  answers: Answer[];
  page_submitted: { link: string; title: string; id: string | number | null; type: string | null };
  nonce: string;
  /** The language the survey was shown in: the host stores it with the response. */
  lang?: string | undefined;
  /**
   * false for the pages answered so far of a survey not finished: the host stores (or updates) a
   * partial response under the token, which the final post (absent or true) completes.
   */
  complete?: boolean | undefined;
}

/** `POST surveys/{id}/responses`; null when there is nothing to send (no answer, or all null). */
export function responseBody(survey: WidgetSurvey, answers: Answer[], page: PageContext): ResponseBody | null {
  if (!answers.some((a) => a.value != null)) return null;
  const id = page.id ?? null;
  return {
    answers,
    page_submitted: {
      link: location.href,
      title: document.title,
      id: typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id,
      type: page.type ?? null,
    },
    nonce: survey.nonces?.submission ?? '',
    lang: survey.lang,
  };
}

/** The page's location, behind one object so tests can watch where the widget goes. */
export const browser = {
  go(url: string): void {
    location.assign(url);
  },
};
