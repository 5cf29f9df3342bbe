/**
 * Conditions of skip logic and conditional redirects (spec 002 §5): the spec's operators (=, !=,
 * IN, CONTAINS, !CONTAINS, STARTS_WITH, ENDS_WITH, >, <) and the editor's names for them (is,
 * is_not, includes, lower_than, greater_than, with spaces or any case). An unknown operator, or a
 * condition without a value, never matches.
 */
import { answerIdKey, compareAnswer } from '@hearken/addon-sdk';
import type { LogicCondition, WidgetQuestion } from '../protocol';

/** The stable text form of a question id: `"q1"` and `1` compare by their text, as on the host. */
export const idKey = answerIdKey;
/** Whether `answer` (a stored answer's value; null when skipped) passes `op` against `expected`. */
export const compare = compareAnswer;

/** The stored answers' values by question id. */
export type AnswerValues = Map<string, unknown>;

/** Every condition holds for the answers given so far. */
export function conditionsMatch(conditions: LogicCondition[], answers: AnswerValues): boolean {
  return conditions.every((c) => compare(c.compare, answers.get(idKey(c.question_id)), c.value));
}

/**
 * Whether `question` is asked, given the answers so far: logic that is off (or has no
 * conditions) always asks it; `show` asks it when its conditions match, `hide` when they do not.
 */
export function isAsked(question: WidgetQuestion, answers: AnswerValues): boolean {
  const logic = question.logic as { enabled?: boolean; action?: string; conditions?: LogicCondition[] } | undefined;
  const conditions = logic?.conditions ?? [];
  if (!logic?.enabled || conditions.length === 0) return true;
  const match = conditionsMatch(conditions, answers);
  return logic.action === 'hide' ? !match : match;
}
