import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api';
import { licensedConfig } from '../../test/config';
import { renderSignedIn } from '../../test/render';
import { choicesOf, CHOICES_KEY, NOW, question, surveyResults } from '../fixtures';
import { RESULTS_STRINGS } from '../strings';
import SurveyResultsScreen from '../survey/SurveyResultsScreen';
import type { QuotaFill, SurveyResults } from '../types';
import { RESULTS_QUOTAS_STRINGS as S } from './strings';

const RANGE = 'from=2026-02-09&to=2026-03-10';
const PLAN = question({ id: 2, title: 'Which plan are you on?', type: 'radio-button', is_quantitative: true });

const PRO_QUOTA: QuotaFill = { question_id: 2, value: 'Pro', limit: 100, action: 'end', filled: 40 };
const FREE_QUOTA: QuotaFill = { question_id: 2, value: 'Free', limit: 50, action: 'continue', filled: 50 };

function showResults(answer: SurveyResults) {
  mockApi({
    'GET config': { body: licensedConfig('pro') },
    [CHOICES_KEY]: choicesOf([{ id: 1, title: 'Customer feedback' }]),
    [`GET surveys/1/results?${RANGE}`]: { body: answer },
    'GET preload-ai-summary/1': { body: { success: true, summary: null, error: null } },
  });
  renderSignedIn(
    <Routes>
      <Route path="/results/survey/:id" element={<SurveyResultsScreen />} />
    </Routes>,
    { route: '/results/survey/1' },
  );
}

describe('the quotas of a survey’s results', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one named bar per quota with its fill, its question and what happens when it is full', async () => {
    showResults(surveyResults({ id: 1, title: 'Customer feedback', question_stats: [PLAN], quotas: [PRO_QUOTA, FREE_QUOTA] }));
    const card = await screen.findByRole('region', { name: S.heading });

    expect(S.fill('Pro', 40, 100)).toBe('Pro: 40 of 100');
    const pro = within(card).getByRole('progressbar', { name: 'Pro: 40 of 100' });
    expect(pro).toHaveAttribute('max', '100');
    expect(pro).toHaveAttribute('value', '40');
    expect(pro).toHaveAccessibleDescription(S.about(PLAN.title, S.actions.end));

    const free = within(card).getByRole('progressbar', { name: S.fill('Free', 50, 50) });
    expect(S.fill('Free', 50, 50)).toBe('Free: 50 of 50, full');
    expect(free).toHaveAttribute('value', '50');
    expect(free).toHaveAccessibleDescription(S.about(PLAN.title, S.actions.continue));
    expect(card).toHaveTextContent(S.note);
  });

  it('a survey without quotas shows no quotas card', async () => {
    showResults(surveyResults({ id: 1, title: 'Customer feedback', question_stats: [PLAN] }));
    await screen.findByRole('heading', { name: RESULTS_STRINGS.survey.questionsHeading });
    expect(screen.queryByRole('region', { name: S.heading })).not.toBeInTheDocument();
  });
});
