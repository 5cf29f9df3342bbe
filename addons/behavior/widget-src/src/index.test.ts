import { describe, expect, it } from 'vitest';
import type { WidgetAnswer, WidgetLook, WidgetSurvey } from '@hearken/addon-sdk';
import behavior, { appearance } from './index';
import { redirectUrl } from './redirect';

const survey = (settings: Record<string, unknown>): WidgetSurvey => ({ id: 12, type: null, questions: [], settings });
const look = { startMinimized: false } as WidgetLook;
const ctx = (s: WidgetSurvey) => ({ survey: s, inline: false, preview: false });

describe('the behavior widget module', () => {
  it('declares the features of its manifest', () => {
    expect(behavior.features).toEqual(['timing', 'start_minimized', 'redirect']);
    expect(Object.keys(behavior.triggers ?? {})).toEqual(['delay', 'before_abandon', 'half_page']);
  });

  it("starts a survey minimized when the survey says so, and leaves the site's choice otherwise", () => {
    expect(appearance(look, ctx(survey({ behavior: { start_minimized: true } }))).startMinimized).toBe(true);
    expect(appearance(look, ctx(survey({ behavior: { start_minimized: false } }))).startMinimized).toBe(false);
    const site = { ...look, startMinimized: true };
    expect(appearance(site, ctx(survey({ behavior: { start_minimized: false } }))).startMinimized).toBe(true);
  });
});

describe('thank-you redirects', () => {
  const answers: WidgetAnswer[] = [{ question_id: 'q1', value: 9 }];
  const conditional = survey({
    thank_you: {
      type: 'conditional_redirect',
      conditions: [
        { question: 'q1', condition_type: '<', condition: 5, redirect_url: 'https://site/sorry' },
        { question: 'q1', condition_type: '>', condition: 8, redirect_url: 'https://site/review' },
        { question: 'q1', condition_type: '>', condition: 1, redirect_url: 'https://site/later' },
      ],
    },
  });

  it('takes the first matching condition with a URL', async () => {
    expect(redirectUrl(conditional, answers)).toBe('https://site/review');
    expect(await behavior.afterSubmit?.({ survey: conditional, answers, responseId: 4 })).toEqual({
      redirect: 'https://site/review',
    });
  });

  it('stays on the thank-you when no condition matches', () => {
    expect(redirectUrl(conditional, [{ question_id: 'q1', value: null }])).toBeNull();
    expect(redirectUrl(conditional, [{ question_id: 'q1', value: 1 }])).toBe('https://site/sorry');
    expect(redirectUrl(conditional, [])).toBeNull();
  });

  it('takes the redirect URL of a plain redirect, and nothing for a message', () => {
    const plain = survey({ thank_you: { type: 'redirect', redirect_url: 'https://site/thanks' } });
    expect(redirectUrl(plain, [])).toBe('https://site/thanks');
    expect(redirectUrl(survey({ thank_you: { type: 'redirect', redirect_url: '' } }), [])).toBeNull();
    expect(redirectUrl(survey({ thank_you: { type: 'message', redirect_url: 'https://x' } }), [])).toBeNull();
  });
});
