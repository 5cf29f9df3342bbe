import { describe, expect, it } from 'vitest';
import { question, survey } from '../editor/questions/testing/fixtures';
import { defaultSettings } from '../model/defaults';
import type { Quota, Survey } from '../model/types';
import { audienceErrors, limitsErrors, limitsValid, nextQuota, quotaQuestions, quotaValues } from './limits';
import { deleteQuestion } from './logic';
import { RULES_STRINGS } from './strings';

const L = RULES_STRINGS.limits;
const PLAN = question('plan', 'radio-button', { config: { options: ['Free', 'Pro', ' ', 'Pro'] } });
const ROLE = question('role', 'checkbox', { config: { options: ['Dev', 'Ops'] } });
const EMAIL = question('mail', 'email');

function withLimits(s: Survey, quotas: Quota[], responses: number | null = null): Survey {
  return { ...s, settings: { ...s.settings, limits: { responses, quotas } } };
}

const quota = (question_id: string, value: string, limit = 100): Quota => ({ question_id, value, limit, action: 'end' });

describe('audience', () => {
  it('takes a sample of 0.1 to 100 percent with one decimal, and a daily limit of 1 to 1,000,000 or none', () => {
    const audience = defaultSettings().audience;
    expect(audienceErrors(audience)).toEqual({});
    expect(audienceErrors({ ...audience, sample_percent: 12.5, daily_limit: 1_000_000 })).toEqual({});
    expect(audienceErrors({ ...audience, sample_percent: 0.05 }).sample_percent).toBe(L.sample);
    expect(audienceErrors({ ...audience, sample_percent: 12.25 }).sample_percent).toBe(L.sample);
    expect(audienceErrors({ ...audience, sample_percent: Number.NaN }).sample_percent).toBe(L.sample);
    expect(audienceErrors({ ...audience, daily_limit: 0 }).daily_limit).toBe(L.dailyLimit(1_000_000));
    expect(audienceErrors({ ...audience, daily_limit: 2.5 }).daily_limit).toBe(L.dailyLimit(1_000_000));
  });
});

describe('quotas', () => {
  it('count questions with options, by their options\' texts without blanks or repeats', () => {
    expect(quotaQuestions([PLAN, EMAIL, ROLE]).map((q) => q.id)).toEqual(['plan', 'role']);
    expect(quotaValues(PLAN)).toEqual(['Free', 'Pro']);
    const images = question('pic', 'image-radio', { config: { options: [{ label: 'Cat', image: 'c.png' }, { label: '', image: '' }] } });
    expect(quotaValues(images)).toEqual(['Cat']);
  });

  it('a new quota takes the first answer that has none yet', () => {
    expect(nextQuota([EMAIL, PLAN, ROLE], [])).toEqual({ question_id: 'plan', value: 'Free', limit: 100, action: 'end' });
    expect(nextQuota([PLAN, ROLE], [quota('plan', 'Free'), quota('plan', 'Pro')])).toMatchObject({ question_id: 'role', value: 'Dev' });
  });

  it('each field of a quota says the host\'s rule it breaks', () => {
    const s = withLimits(survey([PLAN, EMAIL]), [
      quota('plan', 'Pro'),
      quota('plan', 'Pro'),
      { ...quota('plan', 'Gold'), limit: 0 },
      quota('mail', 'x'),
      quota('gone', 'Pro'),
      { ...quota('', ''), question_id: null },
    ]);
    expect(limitsErrors(s.settings.limits, s.questions).quotas).toEqual([
      {},
      { value: L.quotaRepeated },
      { value: L.quotaValue, limit: L.quotaLimit(10_000_000) },
      { question_id: L.quotaQuestionOptions },
      { question_id: L.quotaQuestionGone },
      { question_id: L.quotaQuestion },
    ]);
    expect(limitsValid(s)).toBe(false);
    expect(limitsValid(withLimits(s, [quota('plan', 'Pro')], 500))).toBe(true);
  });

  it('a response limit is 1 to 10,000,000 or none', () => {
    expect(limitsErrors({ responses: 0, quotas: [] }, []).responses).toBe(L.responseLimit(10_000_000));
    expect(limitsErrors({ responses: 10_000_000, quotas: [] }, []).responses).toBeUndefined();
    expect(limitsValid(withLimits(survey(), [], Number.NaN))).toBe(false);
  });

  it('deleting a question removes its quotas, as the host does', () => {
    const s = withLimits(survey([PLAN, ROLE]), [quota('plan', 'Pro'), quota('role', 'Dev')]);
    expect(deleteQuestion(s, 'plan').settings.limits.quotas).toEqual([quota('role', 'Dev')]);
  });
});
