import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api';
import { licensedConfig } from '../../test/config';
import { renderSignedIn } from '../../test/render';
import { choicesOf, CHOICES_KEY, NOW, surveyResults } from '../fixtures';
import { RESULTS_STRINGS } from '../strings';
import type { NpsComments } from '../types';
import SurveyResultsScreen from './SurveyResultsScreen';

const S = RESULTS_STRINGS.nps;

const NPS_SURVEY = surveyResults({
  id: 7,
  title: 'How likely are you to recommend us?',
  type: 'nps',
  nps_overview: { detractor: 2, passive: 1, promoter: 5, nps: 38, total: 8 },
  nps_by_date: [
    { date: '2026-03-09', nps: -20 },
    { date: '2026-03-10', nps: 60 },
  ],
});

function comment(n: number) {
  return { response_id: 100 + n, score: n % 11, comment: `Comment number ${n}`, date: '2026-03-09T15:00:00Z' };
}

function pageOf(page: number, items: NpsComments['items']): { body: NpsComments } {
  return { body: { items, pagination: { page, pages: 2, total: 11, per_page: 10 } } };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

function showNps() {
  const api = mockApi({
    'GET config': { body: licensedConfig('pro') },
    [CHOICES_KEY]: choicesOf([NPS_SURVEY]),
    'GET surveys/7/results?from=2026-02-09&to=2026-03-10': { body: NPS_SURVEY },
    'GET surveys/7/nps-comments?page=1': pageOf(1, Array.from({ length: 10 }, (_, i) => comment(i + 1))),
    'GET surveys/7/nps-comments?page=2': pageOf(2, [comment(11)]),
    'GET preload-ai-summary/7': { body: null },
  });
  const view = renderSignedIn(
    <Routes>
      <Route path="/results/survey/:id" element={<SurveyResultsScreen />} />
    </Routes>,
    { route: '/results/survey/7' },
  );
  return { api, ...view };
}

describe('NPS page', () => {
  it('leads with the score, then the detractors, passives and promoters with their scores', async () => {
    showNps();

    const overview = await screen.findByRole('region', { name: S.overviewHeading });
    const score = within(overview).getByText(S.scoreLabel).closest('div');
    expect(score).toHaveTextContent('+38');
    const table = within(overview).getByRole('table');
    expect(within(table).getByRole('row', { name: `${S.detractor} (${S.segmentScores.detractor}) 2 25%` })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: `${S.passive} (${S.segmentScores.passive}) 1 13%` })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: `${S.promoter} (${S.segmentScores.promoter}) 5 63%` })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: RESULTS_STRINGS.survey.questionsHeading })).not.toBeInTheDocument();
    // An nps survey has no other view to offer.
    expect(screen.queryByRole('navigation', { name: RESULTS_STRINGS.views.label })).not.toBeInTheDocument();
  });

  it('plots the score on an axis from -100 to 100', async () => {
    const { container } = showNps();
    await screen.findByRole('region', { name: S.overviewHeading });

    const ticks = [...container.querySelectorAll('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')].map((t) => t.textContent);
    expect(ticks).toEqual(['-100', '-50', '0', '50', '100']);
  });

  it('pages through the comments ten at a time', async () => {
    const { api } = showNps();

    const comments = await screen.findByRole('region', { name: S.commentsHeading });
    expect(await within(comments).findByText('Comment number 10')).toBeInTheDocument();
    expect(within(comments).getAllByRole('listitem')).toHaveLength(10);
    expect(within(comments).getByText(S.pageOf(1, 2))).toBeInTheDocument();
    expect(within(comments).getByRole('button', { name: S.previous })).toBeDisabled();

    await userEvent.click(within(comments).getByRole('button', { name: S.next }));

    expect(await within(comments).findByText('Comment number 11')).toBeInTheDocument();
    expect(within(comments).getAllByRole('listitem')).toHaveLength(1);
    expect(within(comments).getByText(S.pageOf(2, 2))).toBeInTheDocument();
    expect(within(comments).getByRole('button', { name: S.next })).toBeDisabled();
    expect(api.calls.filter((c) => c.path.startsWith('surveys/7/nps-comments')).map((c) => c.path)).toEqual([
      'surveys/7/nps-comments?page=1',
      'surveys/7/nps-comments?page=2',
    ]);
  });
});
