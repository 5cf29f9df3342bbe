import type { QuestionTypeDefinition } from '@hearken/addon-sdk';
import { describe, expect, it } from 'vitest';
import { newSurvey } from '../model/defaults';
import type { Survey } from '../model/types';
import { SCHEDULE_OFF } from './schedule';
import {
  backTarget,
  canContinue,
  EXISTING_SURVEY_STEPS,
  NEW_SURVEY_STEPS,
  nextTarget,
  stepReachable,
  stepsFor,
  type StepContext,
} from './steps';

const TEXT: QuestionTypeDefinition = {
  key: 'text',
  label: 'Single Line Text',
  default_title: '',
  default_config: {},
  options: 'none',
  min_options: 0,
  max_options: 0,
  quantitative: false,
  scale_max: null,
  settings: ['required'],
  logic_operators: [],
  redirect_comparators: [],
};

function context(survey: Partial<Survey> = {}, extra: Partial<StepContext> = {}): StepContext {
  return {
    survey: { ...newSurvey(), ...survey },
    types: [TEXT],
    schedule: SCHEDULE_OFF,
    saving: false,
    ...extra,
  };
}

describe('editor steps', () => {
  it('a new survey starts with setup; an existing one has no setup step', () => {
    expect(stepsFor(true)).toEqual(['setup', 'questions', 'settings', 'notifications', 'publish']);
    expect(stepsFor(false)).toEqual(['questions', 'settings', 'notifications', 'publish']);
  });

  it('Back goes to the list from the first step of a new survey, and nowhere from the first step of an existing one', () => {
    expect(backTarget(NEW_SURVEY_STEPS, 'setup', true)).toBe('list');
    expect(backTarget(NEW_SURVEY_STEPS, 'questions', true)).toBe('setup');
    expect(backTarget(EXISTING_SURVEY_STEPS, 'questions', false)).toBeNull();
    expect(backTarget(EXISTING_SURVEY_STEPS, 'settings', false)).toBe('questions');
  });

  it('Next goes to the following step and stops at publish', () => {
    expect(nextTarget(EXISTING_SURVEY_STEPS, 'questions')).toBe('settings');
    expect(nextTarget(EXISTING_SURVEY_STEPS, 'notifications')).toBe('publish');
    expect(nextTarget(EXISTING_SURVEY_STEPS, 'publish')).toBeNull();
  });

  it('setup needs a chosen template', () => {
    expect(canContinue('setup', context())).toBe(false);
    expect(canContinue('setup', context({ template: 'blank' }))).toBe(true);
  });

  it('settings is held back while one of its add-on cards says so', () => {
    expect(canContinue('settings', context())).toBe(true);
    expect(canContinue('settings', { ...context(), cardsValid: false })).toBe(false);
    expect(canContinue('settings', { ...context(), cardsValid: true })).toBe(true);
  });

  it('notifications needs a valid address list', () => {
    const survey = newSurvey();
    const bad = { email: { ...survey.notifications.email, addresses: 'nobody' } };
    expect(canContinue('notifications', context({ notifications: bad }))).toBe(false);
    expect(canContinue('notifications', context())).toBe(true);
  });

  it('publish needs complete scheduling', () => {
    expect(canContinue('publish', context({}, { schedule: { enabled: true, date: '', time: '', meridiem: 'AM' } }))).toBe(false);
    expect(canContinue('publish', context())).toBe(true);
  });

  it('nothing can continue while a save runs', () => {
    expect(canContinue('setup', context({ template: 'blank' }, { saving: true }))).toBe(false);
  });

  it('earlier steps are always reachable, later ones only when the current step can continue', () => {
    expect(stepReachable(NEW_SURVEY_STEPS, 'settings', 'questions', false)).toBe(true);
    expect(stepReachable(NEW_SURVEY_STEPS, 'settings', 'publish', false)).toBe(false);
    expect(stepReachable(NEW_SURVEY_STEPS, 'settings', 'publish', true)).toBe(true);
  });
});
