/**
 * Conditional logic of questions (spec 000 §4, §5): which earlier questions a question's logic may
 * use, the operators each type allows (stored as the host's canonical names), and what deleting,
 * reordering or retyping a question does to the conditions that refer to it.
 */
import type { QuestionTypeDefinition } from '@hearken/addon-sdk';
import type { LogicCondition, Question, QuestionLogic, Survey } from '../model/types';
import { changeType, findType, optionLabel } from './questions';
import { RULES_STRINGS } from './strings';
import { pruneRowsAfterTypeChange } from './thankYou';

export interface Choice<V> {
  value: V;
  label: string;
}

/** The stable text form of an id: `"q1"` and `1` compare by their text, as on the host. */
export function idKey(id: unknown): string {
  if (typeof id === 'string') return id.trim();
  if (typeof id === 'number') return String(id);
  return '';
}

export function sameId(a: unknown, b: unknown): boolean {
  const key = idKey(a);
  return key !== '' && key === idKey(b);
}

/** The host's canonical operator: `Is Not` and `is not` are `is_not`. */
export function canonicalOperator(op: string): string {
  return op.trim().toLowerCase().replace(/ /g, '_');
}

/** A type drives logic when it allows any operator: radio, checkbox, NPS, star rating. */
export function drivesLogic(question: Question, types: QuestionTypeDefinition[]): boolean {
  return (findType(types, question.type)?.logic_operators.length ?? 0) > 0;
}

/** The questions before `index` that logic at `index` may refer to. */
export function logicSources(survey: Survey, index: number, types: QuestionTypeDefinition[]): Question[] {
  return survey.questions.slice(0, Math.max(index, 0)).filter((q) => drivesLogic(q, types));
}

/** Logic needs at least one earlier Radio, Checkbox, NPS or Star Rating question. */
export function canUseLogic(survey: Survey, index: number, types: QuestionTypeDefinition[]): boolean {
  return logicSources(survey, index, types).length > 0;
}

/** checkbox: is, is not, includes; star rating and NPS: also lower than, greater than; others is, is not. */
export function operatorsFor(question: Question | undefined, types: QuestionTypeDefinition[]): Choice<string>[] {
  const type = question ? findType(types, question.type) : undefined;
  const ops = type?.logic_operators ?? [];
  return ops.map((op) => ({ value: op, label: RULES_STRINGS.operators[op] ?? op.replace(/_/g, ' ') }));
}

/** The values a condition on `question` can take: its options' text, or 1 to the scale's top. */
export function logicValues(question: Question | undefined, types: QuestionTypeDefinition[]): Choice<string | number>[] {
  if (!question) return [];
  const max = findType(types, question.type)?.scale_max;
  if (max) return Array.from({ length: max }, (_, i) => ({ value: i + 1, label: String(i + 1) }));
  return question.config.options
    .map(optionLabel)
    .filter((label) => label.trim() !== '')
    .map((label) => ({ value: label, label }));
}

/** A new condition on the first question logic may use. */
export function blankCondition(sources: Question[]): LogicCondition {
  return { question_id: sources[0]?.id ?? null, compare: 'is', value: null };
}

/** The condition pointed at another question: its comparison and value no longer apply. */
export function withConditionQuestion(condition: LogicCondition, questionId: string | number | null): LogicCondition {
  return { ...condition, question_id: questionId, compare: 'is', value: null };
}

/** Turning logic on adds a first condition so the host does not turn it off again. */
export function enableLogic(logic: QuestionLogic, enabled: boolean, sources: Question[]): QuestionLogic {
  if (!enabled) return { ...logic, enabled: false };
  const conditions = logic.conditions.length > 0 ? logic.conditions : [blankCondition(sources)];
  return { ...logic, enabled: true, conditions };
}

function prune(logic: QuestionLogic, drop: (c: LogicCondition) => boolean): QuestionLogic {
  const conditions = logic.conditions.filter((c) => !drop(c));
  if (conditions.length === logic.conditions.length) return logic;
  return { ...logic, conditions, enabled: logic.enabled && conditions.length > 0 };
}

/**
 * The survey without any condition on question `id`: question logic, e-mail-notification logic,
 * conditional-redirect rows and quotas (as the host does); a logic block left empty is disabled.
 */
export function removeReferences(survey: Survey, id: string | number): Survey {
  const refers = (c: LogicCondition) => sameId(c.question_id, id);
  const email = survey.notifications.email;
  const conditions = email.logic.conditions.filter((c) => !refers(c));
  const thankYou = survey.settings.thank_you;
  return {
    ...survey,
    questions: survey.questions.map((q) => {
      const logic = prune(q.logic, refers);
      return logic === q.logic ? q : { ...q, logic };
    }),
    notifications: {
      ...survey.notifications,
      email: {
        ...email,
        logic: {
          ...email.logic,
          conditions,
          enable: email.logic.enable && conditions.length > 0,
        },
      },
    },
    settings: {
      ...survey.settings,
      thank_you: { ...thankYou, conditions: thankYou.conditions.filter((row) => !sameId(row.question, id)) },
      limits: { ...survey.settings.limits, quotas: survey.settings.limits.quotas.filter((quota) => !sameId(quota.question_id, id)) },
    },
  };
}

/** Deleting a question removes it and every condition that refers to it (spec 000 §4). */
export function deleteQuestion(survey: Survey, id: string | number): Survey {
  const rest = { ...survey, questions: survey.questions.filter((q) => !sameId(q.id, id)) };
  return removeReferences(rest, id);
}

/**
 * Moves the question at `from` to `to` (spec 000 §4): a question with logic loses conditions on a
 * question now at or after its position, conditions elsewhere on the moved question are removed,
 * and logic left with no conditions turns off.
 */
export function reorderQuestions(survey: Survey, from: number, to: number): Survey {
  const moved = survey.questions[from];
  if (!moved || from === to || to < 0 || to >= survey.questions.length) return survey;
  const order = survey.questions.filter((_, i) => i !== from);
  order.splice(to, 0, moved);
  const position = new Map(order.map((q, i) => [idKey(q.id), i]));
  const questions = order.map((q, i) => {
    const logic = prune(q.logic, (c) => {
      if (q !== moved && sameId(c.question_id, moved.id)) return true;
      const at = position.get(idKey(c.question_id));
      return at !== undefined && at >= i;
    });
    return logic === q.logic ? q : { ...q, logic };
  });
  return { ...survey, questions };
}

/**
 * After question `id` changed type: conditions on it whose operator the new type does not allow
 * are removed (all of them when it no longer drives logic), as the host would refuse them.
 */
export function pruneAfterTypeChange(survey: Survey, id: string | number, types: QuestionTypeDefinition[]): Survey {
  const question = survey.questions.find((q) => sameId(q.id, id));
  const allowed = (question && findType(types, question.type)?.logic_operators) ?? [];
  const invalid = (c: LogicCondition) => sameId(c.question_id, id) && !allowed.includes(canonicalOperator(c.compare));
  const email = survey.notifications.email;
  const conditions = email.logic.conditions.filter((c) => !invalid(c));
  return {
    ...survey,
    questions: survey.questions.map((q) => {
      const logic = prune(q.logic, invalid);
      return logic === q.logic ? q : { ...q, logic };
    }),
    notifications: {
      ...survey.notifications,
      email: { ...email, logic: { ...email.logic, conditions, enable: email.logic.enable && conditions.length > 0 } },
    },
  };
}

/**
 * Changes question `id` to type `key` (config reset except between checkbox and radio-button)
 * and drops the conditions on it the new type no longer allows.
 */
export function retypeQuestion(survey: Survey, id: string | number, key: string, types: QuestionTypeDefinition[]): Survey {
  const current = survey.questions.find((q) => sameId(q.id, id));
  if (!current || current.type === key) return survey;
  const question = changeType(current, key, types);
  const retyped = { ...survey, questions: survey.questions.map((q) => (q === current ? question : q)) };
  const pruned = pruneAfterTypeChange(retyped, id, types);
  return {
    ...pruned,
    settings: { ...pruned.settings, thank_you: pruneRowsAfterTypeChange(pruned.settings.thank_you, question, types) },
  };
}
