/** What the AI summary panel shows for an answer of `ai-summary/{id}` (spec 001 §8). */
import { RESULTS_STRINGS } from '../strings';
import type { AiSummary } from '../types';

const S = RESULTS_STRINGS.ai;

export type AiOutcome = { kind: 'summary'; text: string } | { kind: 'message'; text: string };

/**
 * No data: 'AI Summary is unavailable at this moment.'; a failure with an error text:
 * 'Error: {message}'; one without: 'An error occurred while fetching the AI summary.'
 */
export function aiOutcome(answer: AiSummary | null | undefined): AiOutcome {
  if (!answer) return { kind: 'message', text: S.unavailable };
  if (answer.success) return answer.summary ? { kind: 'summary', text: answer.summary } : { kind: 'message', text: S.unavailable };
  return { kind: 'message', text: answer.error ? S.error(answer.error) : S.failed };
}

/** A call that failed outright reads like an answer carrying the host's message. */
export function aiFailure(error: unknown): AiOutcome {
  const message = error instanceof Error ? error.message : '';
  return { kind: 'message', text: message ? S.error(message) : S.failed };
}
