/**
 * The editor's workflow (spec 000 §2, §4): which steps a survey has, whether the current one lets
 * the editor continue, and where Back and Next go.
 */
import type { QuestionTypeDefinition } from '@hearken/addon-sdk';
import type { Survey } from '../model/types';
import { limitsValid } from './limits';
import { notificationsStepValid } from './notifications';
import { questionsStepValid } from './questions';
import { scheduleComplete, type ScheduleDraft } from './schedule';

export type StepKey = 'setup' | 'questions' | 'settings' | 'notifications' | 'publish';

/** A new survey starts by choosing a template; an existing one has no setup step. */
export const NEW_SURVEY_STEPS: readonly StepKey[] = ['setup', 'questions', 'settings', 'notifications', 'publish'];
export const EXISTING_SURVEY_STEPS: readonly StepKey[] = ['questions', 'settings', 'notifications', 'publish'];

export function stepsFor(isNew: boolean): readonly StepKey[] {
  return isNew ? NEW_SURVEY_STEPS : EXISTING_SURVEY_STEPS;
}

export function isStep(steps: readonly StepKey[], value: string | undefined): value is StepKey {
  return value !== undefined && (steps as readonly string[]).includes(value);
}

export interface StepContext {
  survey: Survey;
  types: QuestionTypeDefinition[];
  schedule: ScheduleDraft;
  saving: boolean;
  /** The step's add-on cards let it continue (each card judges its own part); true when absent. */
  cardsValid?: boolean;
  now?: Date;
}

/** The step's own validation passes (spec 000 §5). */
export function stepValid(step: StepKey, { survey, types, schedule, now }: StepContext): boolean {
  switch (step) {
    case 'setup':
      return Boolean(survey.template);
    case 'questions':
      return questionsStepValid(survey, types);
    case 'settings':
      // Its own rules are the audience's and the limits'; the rest are its add-on cards' (cardsValid): page rules, expiry.
      return limitsValid(survey);
    case 'notifications':
      return notificationsStepValid(survey.notifications);
    case 'publish':
      return scheduleComplete(schedule, now);
  }
}

/** Continuing is blocked while saving, when the step's validation fails, or while one of its add-on cards says so. */
export function canContinue(step: StepKey, context: StepContext): boolean {
  return !context.saving && context.cardsValid !== false && stepValid(step, context);
}

/** Where Back goes: the previous step, the list from the first step of a new survey, or nowhere. */
export function backTarget(steps: readonly StepKey[], step: StepKey, isNew: boolean): StepKey | 'list' | null {
  const index = steps.indexOf(step);
  if (index > 0) return steps[index - 1] ?? null;
  return isNew ? 'list' : null;
}

/** Where Next Step goes; null on the last step. */
export function nextTarget(steps: readonly StepKey[], step: StepKey): StepKey | null {
  const index = steps.indexOf(step);
  return index >= 0 ? (steps[index + 1] ?? null) : null;
}

/** A step of the header can be opened: earlier ones always, later ones only while the current step can continue. */
export function stepReachable(steps: readonly StepKey[], current: StepKey, target: StepKey, currentCanContinue: boolean): boolean {
  return steps.indexOf(target) <= steps.indexOf(current) || currentCanContinue;
}
