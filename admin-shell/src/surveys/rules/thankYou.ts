/**
 * The thank-you step of a survey (spec 000 §3–§5): message, redirect or conditional redirect; the
 * default message; the comparators and values a conditional-redirect row offers per question type
 * (stored as the host's symbols, question_types.rs); and what a row change resets.
 */
import type { QuestionTypeDefinition } from '@hearken/addon-sdk';
import type { Question, RedirectCondition, ThankYou, ThankYouType } from '../model/types';

export const DEFAULT_THANK_YOU = 'Thanks for your feedback!';

/** The comparators' words in the spec, by the symbol the host stores. */
export const COMPARATOR_LABELS: Record<string, string> = {
  IN: 'Includes',
  '=': 'Is',
  '!=': 'Is not',
  CONTAINS: 'Contains',
  '!CONTAINS': 'Does not contain',
  STARTS_WITH: 'Starts with',
  ENDS_WITH: 'Ends with',
  '>': 'Greater than',
  '<': 'Less than',
};

export interface Comparator {
  value: string;
  label: string;
}

/** What the value of a row is chosen from. */
export type RedirectValues =
  | { kind: 'scale'; values: number[] }
  | { kind: 'choice'; values: string[] }
  | { kind: 'text' };

function typeOf(question: Question | undefined, types: QuestionTypeDefinition[]) {
  return question ? types.find((t) => t.key === question.type) : undefined;
}

/** An empty message is restored to 'Thanks for your feedback!'. */
export function restoreMessage(message: string): string {
  return message.trim() === '' ? DEFAULT_THANK_YOU : message;
}

export function blankRedirectCondition(): RedirectCondition {
  return { question: null, condition_type: '', condition: null, page: null, redirect_url: null };
}

/** Choosing conditional redirect with no conditions adds one blank row. */
export function setThankYouType(thankYou: ThankYou, type: ThankYouType): ThankYou {
  const conditions =
    type === 'conditional_redirect' && thankYou.conditions.length === 0 ? [blankRedirectCondition()] : thankYou.conditions;
  return { ...thankYou, type, conditions };
}

/** Redirect types need the behavior add-on; conditional redirect also needs a question. */
export function thankYouTypeAvailable(type: ThankYouType, behaviorActive: boolean, questionCount: number): boolean {
  if (type === 'message') return true;
  if (!behaviorActive) return false;
  return type === 'redirect' || questionCount > 0;
}

/**
 * checkbox Includes; radio, image and icon choice Is, Is not; email and text types Contains, Does
 * not contain, Starts with, Ends with; star rating Greater than, Less than; NPS Is, Is not,
 * Greater than, Less than: as each type's definition lists them.
 */
export function comparatorsFor(question: Question | undefined, types: QuestionTypeDefinition[]): Comparator[] {
  const comparators = typeOf(question, types)?.redirect_comparators ?? [];
  return comparators.map((c) => ({ value: c, label: COMPARATOR_LABELS[c] ?? c }));
}

/** Star rating 1 to 5, NPS 1 to 10, choice types their options, text types free text. */
export function redirectValues(question: Question | undefined, types: QuestionTypeDefinition[]): RedirectValues {
  const type = typeOf(question, types);
  if (type?.scale_max) return { kind: 'scale', values: Array.from({ length: type.scale_max }, (_, i) => i + 1) };
  if (question && type && type.options !== 'none') {
    const labels = question.config.options
      .map((o) => (typeof o === 'string' ? o : o.label))
      .filter((label) => label.trim() !== '');
    return { kind: 'choice', values: labels };
  }
  return { kind: 'text' };
}

/** A new question empties the comparator and value; a new comparator empties the value. */
export function withRowQuestion(row: RedirectCondition, question: string | number | null): RedirectCondition {
  return { ...row, question, condition_type: '', condition: null };
}

export function withRowComparator(row: RedirectCondition, conditionType: string): RedirectCondition {
  return { ...row, condition_type: conditionType, condition: null };
}

export function withRowValue(row: RedirectCondition, condition: unknown): RedirectCondition {
  return { ...row, condition };
}

/** The destination of a row: a URL, kept as the page and as redirect_url. */
export function withRowPage(row: RedirectCondition, url: string): RedirectCondition {
  const trimmed = url.trim();
  return { ...row, page: trimmed ? { id: trimmed, label: trimmed } : null, redirect_url: trimmed || null };
}

/** The URL a row or a redirect target points to, for its field. */
export function pageUrl(page: unknown): string {
  if (typeof page === 'string') return page;
  if (page && typeof page === 'object' && 'label' in page && typeof page.label === 'string') return page.label;
  return '';
}

/** The row remove button shows only when more than one condition exists. */
export function canRemoveRow(thankYou: ThankYou): boolean {
  return thankYou.conditions.length > 1;
}

/**
 * What the host needs before publishing: a message, a chosen redirect target, or conditional
 * rows with a question and a comparator each (validation.rs `incomplete`).
 */
export function isThankYouComplete(thankYou: ThankYou): boolean {
  switch (thankYou.type) {
    case 'message':
      return thankYou.message.trim() !== '';
    case 'redirect': {
      const id = thankYou.redirect_to?.id;
      const hasTarget = typeof id === 'number' || (typeof id === 'string' && id.trim() !== '');
      return hasTarget || (thankYou.redirect_url ?? '') !== '';
    }
    case 'conditional_redirect':
      return thankYou.conditions.every((row) => row.question !== null && String(row.question) !== '' && row.condition_type !== '');
    default:
      return true;
  }
}

/**
 * After question `id` changed type: its rows keep the question but drop a comparator the new type
 * does not allow, with the value that depended on it.
 */
export function pruneRowsAfterTypeChange(
  thankYou: ThankYou,
  question: Question,
  types: QuestionTypeDefinition[],
): ThankYou {
  const allowed = comparatorsFor(question, types).map((c) => c.value);
  const conditions = thankYou.conditions.map((row) =>
    String(row.question) === String(question.id) && row.condition_type !== '' && !allowed.includes(row.condition_type)
      ? withRowComparator(row, '')
      : row,
  );
  return { ...thankYou, conditions };
}
