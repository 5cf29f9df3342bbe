/**
 * The thank-you step of a survey (spec 000 §3–§5): message, redirect or conditional redirect; the
 * default message; which add-ons unlock the redirect types; the comparators and values a
 * conditional-redirect row offers per question type (stored as the host's symbols,
 * question_types.rs); what a row change resets; and the redirect targets the pickers store.
 */
import type { QuestionTypeDefinition } from '@hearken/addon-sdk';
import { paidValueKey } from '../../upgrade/featureOwners';
import { RULES_STRINGS } from './strings';
import type { FoundPage, Question, RedirectCondition, RedirectTarget, ThankYou, ThankYouType } from '../model/types';

export const DEFAULT_THANK_YOU = 'Thanks for your feedback!';

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

/** The redirect types: paid values of `thank_you.type`, each unlocked by the add-ons that own it. */
export const REDIRECT_TYPES = ['redirect', 'conditional_redirect'] as const satisfies readonly ThankYouType[];

/** The `feature_owners` key of a redirect type: `thank_you.type=redirect`. */
export function thankYouTypeOwnerKey(type: (typeof REDIRECT_TYPES)[number]): string {
  return paidValueKey('thank_you.type', type);
}

/** Redirect types need an add-on that unlocks them in force; conditional redirect also needs a question. */
export function thankYouTypeAvailable(type: ThankYouType, unlocked: boolean, questionCount: number): boolean {
  if (type === 'message') return true;
  if (!unlocked) return false;
  return type === 'redirect' || questionCount > 0;
}

/**
 * checkbox Includes; radio, image and icon choice Is, Is not; email and text types Contains, Does
 * not contain, Starts with, Ends with; star rating Greater than, Less than; NPS Is, Is not,
 * Greater than, Less than: as each type's definition lists them.
 */
export function comparatorsFor(question: Question | undefined, types: QuestionTypeDefinition[]): Comparator[] {
  const comparators = typeOf(question, types)?.redirect_comparators ?? [];
  return comparators.map((c) => ({ value: c, label: RULES_STRINGS.comparators[c] ?? c }));
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

/**
 * The host copies a target's `url` to `redirect_url` on save, but only when there is one: the
 * address follows the target here too, so removing a target does not leave the old address behind.
 */
export function withRowPage(row: RedirectCondition, page: RedirectTarget | null): RedirectCondition {
  return { ...row, page, redirect_url: page?.url ?? null };
}

export function withRedirectTarget(thankYou: ThankYou, target: RedirectTarget | null): ThankYou {
  return { ...thankYou, redirect_to: target, redirect_url: target?.url ?? null };
}

/** A page the search found, as the pickers store it: its title is the label. */
export function targetOfPage(page: FoundPage): RedirectTarget {
  return { id: page.id, label: page.title, url: page.url };
}

/**
 * A full https address typed into a picker, as a target of its own (`{id: url, label: url, url}`).
 * The search only knows the pages the widget has already been shown on, so a new site, or a page
 * no visitor has opened yet, could otherwise never be chosen.
 */
export function typedTarget(text: string): RedirectTarget | null {
  const url = text.trim();
  if (!/^https:\/\/[^\s/]+(\/\S*)?$/.test(url) || !parses(url)) return null;
  return { id: url, label: url, url };
}

function parses(url: string): boolean {
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

/** What a picker offers for `text`: the pages found, after the typed address when no page has it. */
export function redirectChoices(pages: FoundPage[], text: string): RedirectTarget[] {
  const found = pages.map(targetOfPage);
  const typed = typedTarget(text);
  return typed && !found.some((target) => target.url === typed.url) ? [typed, ...found] : found;
}

/**
 * A stored redirect target or row page as a target. Older surveys hold a bare address, or
 * `{id, label}` whose id is the address; a target with no id is no target.
 */
export function storedTarget(stored: unknown): RedirectTarget | null {
  if (typeof stored === 'string') return stored.trim() === '' ? null : { id: stored, label: stored, url: stored };
  if (stored === null || typeof stored !== 'object' || !('id' in stored)) return null;
  const { id, label, url } = stored as { id: unknown; label?: unknown; url?: unknown };
  if (typeof id === 'number' || (typeof id === 'string' && id.trim() !== '')) {
    const address = typeof url === 'string' && url !== '' ? url : typeof id === 'string' ? id : '';
    return { id, label: typeof label === 'string' && label !== '' ? label : String(id), url: address };
  }
  return null;
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
    case 'redirect':
      return storedTarget(thankYou.redirect_to) !== null || (thankYou.redirect_url ?? '') !== '';
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
