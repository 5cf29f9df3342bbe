/**
 * A survey's audience and limits (issue 35, `settings.audience` and `settings.limits`): the ranges
 * the host checks (host/src/surveys/limits.rs `check`, the same sentences), which questions a
 * quota may count and which answers, and what choosing a question or turning a limit on does.
 */
import type { Question, Quota, Survey, SurveyAudience, SurveyLimits } from '../model/types';
import { idKey, sameId } from './logic';
import { optionLabel } from './questions';
import { RULES_STRINGS as S } from './strings';

export const SAMPLE_RANGE = { min: 0.1, max: 100, decimals: 1 } as const;
export const DAILY_LIMIT_RANGE = { min: 1, max: 1_000_000 } as const;
export const RESPONSE_LIMIT_RANGE = { min: 1, max: 10_000_000 } as const;
export const QUOTA_LIMIT_RANGE = RESPONSE_LIMIT_RANGE;
export const MAX_QUOTAS = 20;

/** Where a daily limit, a response limit or a quota starts when it is turned on or added. */
export const FIRST_LIMIT = 100;

function within(value: number, { min, max }: { min: number; max: number }, decimals = 0): boolean {
  if (!Number.isFinite(value) || value < min || value > max) return false;
  const scale = 10 ** decimals;
  return Math.abs(Math.round(value * scale) - value * scale) < 1e-6;
}

/** The options' texts a quota may count, in order: blanks and repeats left out. */
export function quotaValues(question: Question | undefined): string[] {
  if (!question) return [];
  const texts = question.config.options.map((option) => optionLabel(option).trim()).filter((text) => text !== '');
  return [...new Set(texts)];
}

/** The questions a quota may count: those with options (radio, checkbox, dropdown, image choice…). */
export function quotaQuestions(questions: readonly Question[]): Question[] {
  return questions.filter((question) => quotaValues(question).length > 0);
}

/**
 * The quota Add quota adds: on the first answer of a question with options that has no quota yet
 * (else the first answer of the first such question, which then says it is taken), ending the
 * survey once 100 responses gave it.
 */
export function nextQuota(questions: readonly Question[], quotas: readonly Quota[]): Quota {
  const taken = (question: Question, value: string) => quotas.some((q) => sameId(q.question_id, question.id) && q.value === value);
  const eligible = quotaQuestions(questions);
  for (const question of eligible) {
    const value = quotaValues(question).find((v) => !taken(question, v));
    if (value !== undefined) return { question_id: question.id, value, limit: FIRST_LIMIT, action: 'end' };
  }
  const first = eligible[0];
  return { question_id: first?.id ?? null, value: quotaValues(first)[0] ?? '', limit: FIRST_LIMIT, action: 'end' };
}

/** Another question: the answer chosen belonged to the old one. */
export function withQuotaQuestion(quota: Quota, questionId: string | number | null): Quota {
  return { ...quota, question_id: questionId, value: '' };
}

export interface AudienceErrors {
  sample_percent?: string;
  daily_limit?: string;
}

export function audienceErrors(audience: SurveyAudience): AudienceErrors {
  const errors: AudienceErrors = {};
  if (!within(audience.sample_percent, SAMPLE_RANGE, SAMPLE_RANGE.decimals)) errors.sample_percent = S.limits.sample;
  if (audience.daily_limit !== null && !within(audience.daily_limit, DAILY_LIMIT_RANGE)) {
    errors.daily_limit = S.limits.dailyLimit(DAILY_LIMIT_RANGE.max);
  }
  return errors;
}

export interface QuotaErrors {
  question_id?: string;
  value?: string;
  limit?: string;
}

export interface LimitsErrors {
  responses?: string;
  /** One entry per quota, in order. */
  quotas: QuotaErrors[];
}

export function limitsErrors(limits: SurveyLimits, questions: readonly Question[]): LimitsErrors {
  const errors: LimitsErrors = { quotas: [] };
  if (limits.responses !== null && !within(limits.responses, RESPONSE_LIMIT_RANGE)) {
    errors.responses = S.limits.responseLimit(RESPONSE_LIMIT_RANGE.max);
  }
  const counted = new Set<string>();
  for (const quota of limits.quotas) {
    const found: QuotaErrors = {};
    const question = questions.find((q) => sameId(q.id, quota.question_id));
    if (idKey(quota.question_id) === '') found.question_id = S.limits.quotaQuestion;
    else if (!question) found.question_id = S.limits.quotaQuestionGone;
    else if (quotaValues(question).length === 0) found.question_id = S.limits.quotaQuestionOptions;
    else if (!quotaValues(question).includes(quota.value)) found.value = S.limits.quotaValue;
    else {
      const key = `${idKey(quota.question_id)}\u0000${quota.value}`;
      if (counted.has(key)) found.value = S.limits.quotaRepeated;
      counted.add(key);
    }
    if (!within(quota.limit, QUOTA_LIMIT_RANGE)) found.limit = S.limits.quotaLimit(QUOTA_LIMIT_RANGE.max);
    errors.quotas.push(found);
  }
  return errors;
}

/** The settings step can continue: the audience and the limits are what the host accepts. */
export function limitsValid(survey: Survey): boolean {
  const { audience, limits } = survey.settings;
  const found = limitsErrors(limits, survey.questions);
  return (
    Object.keys(audienceErrors(audience)).length === 0 &&
    found.responses === undefined &&
    limits.quotas.length <= MAX_QUOTAS &&
    found.quotas.every((quota) => Object.keys(quota).length === 0)
  );
}
