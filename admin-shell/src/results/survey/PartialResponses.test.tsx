import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api';
import { licensedConfig } from '../../test/config';
import { renderSignedIn } from '../../test/render';
import { choicesOf, CHOICES_KEY, NOW, question, surveyResults } from '../fixtures';
import { RESULTS_STRINGS } from '../strings';
import type { SurveyResults } from '../types';
import SurveyResultsScreen from './SurveyResultsScreen';

const S = RESULTS_STRINGS.survey;
const RANGE = 'from=2026-02-09&to=2026-03-10';
const PLAN = question({ id: 'q1', title: 'Which plan are you on?' });

/** The range's 12 partial responses, left out of the figures (the default) or counted in them. */
const COMPLETE_ONLY = surveyResults({ id: 1, title: 'Customer feedback', question_stats: [PLAN], range_responses_count: 30, partial_responses: 12 });
const WITH_PARTIAL: SurveyResults = { ...COMPLETE_ONLY, range_responses_count: 42, include_partial: true };

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function showResults(answer: SurveyResults, route = '/results/survey/1') {
  const api = mockApi({
    'GET config': { body: licensedConfig('pro') },
    [CHOICES_KEY]: choicesOf([{ id: 1, title: 'Customer feedback' }]),
    [`GET surveys/1/results?${RANGE}`]: { body: answer },
    [`GET surveys/1/results?${RANGE}&partial=include`]: { body: WITH_PARTIAL },
    'GET preload-ai-summary/1': { body: { success: true, summary: null, error: null } },
  });
  const element = (
    <>
      <SurveyResultsScreen />
      <Address />
    </>
  );
  renderSignedIn(
    <Routes>
      <Route path="/results/survey/:id" element={element} />
    </Routes>,
    { route },
  );
  return api;
}

const resultsCalls = (api: ReturnType<typeof mockApi>) => api.calls.map((c) => c.path).filter((p) => p.startsWith('surveys/1/results'));
const responsesFigure = () => screen.getByText(S.responses, { selector: 'dt' }).closest('div');

describe('partial responses in a survey’s results', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a switch names the range’s partial responses; turning it on counts them and keeps partial=include in the address', async () => {
    const api = showResults(COMPLETE_ONLY);

    expect(S.includePartial(12)).toBe('Include partial responses (12)');
    const toggle = await screen.findByRole('switch', { name: S.includePartial(12) });
    expect(toggle).not.toBeChecked();
    expect(responsesFigure()).toHaveTextContent('30');

    await userEvent.click(toggle);

    await waitFor(() => expect(responsesFigure()).toHaveTextContent('42'));
    expect(resultsCalls(api)).toEqual([`surveys/1/results?${RANGE}`, `surveys/1/results?${RANGE}&partial=include`]);
    expect(screen.getByRole('switch', { name: S.includePartial(12) })).toBeChecked();
    expect(new URLSearchParams(screen.getByTestId('address').textContent ?? '').get('partial')).toBe('include');

    await userEvent.click(screen.getByRole('switch', { name: S.includePartial(12) }));
    await waitFor(() => expect(responsesFigure()).toHaveTextContent('30'));
    expect(screen.getByTestId('address')).toBeEmptyDOMElement();
  });

  it('an address with partial=include asks for them at once, with the switch on', async () => {
    const api = showResults(COMPLETE_ONLY, '/results/survey/1?partial=include');

    expect(await screen.findByRole('switch', { name: S.includePartial(12) })).toBeChecked();
    expect(resultsCalls(api)).toEqual([`surveys/1/results?${RANGE}&partial=include`]);
  });

  it('the link to the NPS page keeps the choice', async () => {
    const nps = question({ id: 'q2', title: 'How likely are you to recommend us?', type: 'nps', is_quantitative: true });
    const withNps = { ...WITH_PARTIAL, question_stats: [PLAN, nps], nps_overview: { detractor: 0, passive: 0, promoter: 1, nps: 100, total: 1 } };
    mockApi({
      'GET config': { body: licensedConfig('pro') },
      [CHOICES_KEY]: choicesOf([{ id: 1, title: 'Customer feedback' }]),
      [`GET surveys/1/results?${RANGE}&partial=include`]: { body: withNps },
      'GET preload-ai-summary/1': { body: { success: true, summary: null, error: null } },
    });
    renderSignedIn(
      <Routes>
        <Route path="/results/survey/:id" element={<SurveyResultsScreen />} />
      </Routes>,
      { route: '/results/survey/1?partial=include' },
    );

    const views = await screen.findByRole('navigation', { name: RESULTS_STRINGS.views.label });
    expect(within(views).getByRole('link', { name: RESULTS_STRINGS.views.nps })).toHaveAttribute('href', '/results/survey/1/nps?partial=include');
  });

  it('a range without partial responses shows no switch', async () => {
    showResults({ ...COMPLETE_ONLY, partial_responses: 0 });

    await screen.findByRole('heading', { name: S.questionsHeading });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
