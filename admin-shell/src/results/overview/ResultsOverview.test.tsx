import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '../../config/queries';
import { mockApi, type Route } from '../../test/api';
import { licensedConfig, LITE_CONFIG } from '../../test/config';
import { renderSignedIn } from '../../test/render';
import { CHART_MARKS } from '../palette';
import { choicesOf, CHOICES_KEY, NOW, summaryOf, surveyRow } from '../fixtures';
import { RESULTS_STRINGS } from '../strings';
import ResultsOverview from './ResultsOverview';

const S = RESULTS_STRINGS.overview;
const FEEDBACK = surveyRow({ id: 1, title: 'Customer feedback', range_responses_count: 5 });
const EXIT = surveyRow({ id: 2, title: 'Exit survey', range_responses_count: 0 });
const SEVEN_DAYS = 'GET results-summary?start_date=2026-03-04&end_date=2026-03-10';
const THIRTY_DAYS = 'GET results-summary?start_date=2026-02-09&end_date=2026-03-10';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

function showOverview(routes: Record<string, Route> = {}, config: SiteConfig = licensedConfig('pro')) {
  const api = mockApi({
    'GET config': { body: config },
    [CHOICES_KEY]: choicesOf([FEEDBACK, EXIT]),
    [SEVEN_DAYS]: { body: summaryOf([FEEDBACK, EXIT], 5) },
    ...routes,
  });
  const view = renderSignedIn(<ResultsOverview />, { route: '/results' });
  return { api, ...view };
}

function summaryCalls(api: ReturnType<typeof mockApi>) {
  return api.calls.filter((c) => c.path.startsWith('results-summary')).map((c) => `GET ${c.path}`);
}

describe('Results Overview', () => {
  it('shows the past 7 days of all surveys by default: total and a View Results link per survey', async () => {
    const { api } = showOverview();

    expect(await screen.findByText(S.totalResponses, { selector: '.rs-total-label' })).toBeInTheDocument();
    expect(screen.getByText('5', { selector: '.rs-total-value' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: S.surveyFilter })).toHaveDisplayValue(S.allSurveys);
    expect(screen.getByRole('button', { name: S.past7 })).toHaveAttribute('aria-pressed', 'true');
    expect(summaryCalls(api)).toEqual([SEVEN_DAYS]);


    const row = screen.getByRole('rowheader', { name: FEEDBACK.title }).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByRole('link', { name: S.viewResultsOf(FEEDBACK.title) })).toHaveAttribute('href', '/results/survey/1');
    expect(within(row).getByRole('link', { name: S.viewResultsOf(FEEDBACK.title) })).toHaveTextContent(S.viewResults);
    expect(screen.getByRole('columnheader', { name: S.columns.rangeResponses(S.past7) })).toBeInTheDocument();
  });

  it('draws responses per day as one bar a day, the chart named by what it shows, the counts in a table', async () => {
    const { container } = showOverview();
    await screen.findByText('5', { selector: '.rs-total-value' });

    const figure = container.querySelector('figure.rs-figure');
    if (!(figure instanceof HTMLElement)) throw new Error('no chart');
    expect(figure).toHaveAccessibleName(S.chartTitle);
    const drawing = figure.querySelector('[role="img"]');
    expect(drawing).toHaveAttribute('aria-label', S.chartSummary(5, 2, { day: 'March 10, 2026', count: 3 }));
    const bars = [...figure.querySelectorAll('.recharts-bar-rectangle path')];
    expect(bars.map((b) => b.getAttribute('fill'))).toEqual([CHART_MARKS.bar, CHART_MARKS.bar]);
    expect(container.querySelector('.recharts-line')).toBeNull();
    expect(within(figure).getByRole('table', { name: S.chartTitle })).toHaveTextContent('March 9, 2026');
  });

  it('adds up the listed surveys’ impressions and responses into the completion rate', async () => {
    const { container } = showOverview();
    await screen.findByText('5', { selector: '.rs-total-value' });

    const value = (key: string) => container.querySelector(`.rs-kpi-${key} .rs-kpi-value`);
    // Two surveys of 300 impressions and 40 responses each.
    expect(value('impressions')).toHaveTextContent('600');
    expect(value('responses')).toHaveTextContent('80');
    expect(value('completion')).toHaveTextContent('13%');
  });

  it('at 00:30 UTC with the site in UTC, the past 7 days end on the UTC day that has begun, not New York’s', async () => {
    vi.setSystemTime(new Date('2026-03-11T00:30:00Z'));
    const utcWeek = 'GET results-summary?start_date=2026-03-05&end_date=2026-03-11';
    const { api } = showOverview({ [utcWeek]: { body: summaryOf([FEEDBACK], 1) } });

    expect(await screen.findByText('1', { selector: '.rs-total-value' })).toBeInTheDocument();
    expect(summaryCalls(api)).toEqual([utcWeek]);
  });

  it('at 23:30 in New York with the site in New York, the past 7 days end on New York’s day', async () => {
    // March 10, 23:30 EDT is already March 11 in UTC.
    vi.setSystemTime(new Date('2026-03-11T03:30:00Z'));
    const { api } = showOverview({}, { ...licensedConfig('pro'), timezone: 'America/New_York' });

    expect(await screen.findByText('5', { selector: '.rs-total-value' })).toBeInTheDocument();
    expect(summaryCalls(api)).toEqual([SEVEN_DAYS]);
  });

  it('Past 30 Days asks for the 30 days ending today with a Pro licence', async () => {
    const { api } = showOverview({ [THIRTY_DAYS]: { body: summaryOf([FEEDBACK], 42) } });
    await screen.findByRole('rowheader', { name: FEEDBACK.title });

    await userEvent.click(screen.getByRole('button', { name: S.past30 }));

    expect(await screen.findByText('42', { selector: '.rs-total-value' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: S.past30 })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: S.past7 })).toHaveAttribute('aria-pressed', 'false');
    expect(summaryCalls(api)).toEqual([SEVEN_DAYS, THIRTY_DAYS]);
  });

  it('on Lite, Past 30 Days is locked: it opens the upgrade prompt and asks nothing', async () => {
    const { api } = showOverview({}, LITE_CONFIG);
    await screen.findByRole('rowheader', { name: FEEDBACK.title });

    await userEvent.click(await screen.findByRole('button', { name: `${S.past30} (locked)` }));

    expect(await screen.findByRole('dialog', { name: `${S.past30Feature} is a Pro feature` })).toBeInTheDocument();
    expect(summaryCalls(api)).toEqual([SEVEN_DAYS]);
    expect(screen.getByRole('button', { name: S.past7 })).toHaveAttribute('aria-pressed', 'true');
  });

  it('choosing a survey in the dropdown asks for that survey only', async () => {
    const filtered = `${SEVEN_DAYS}&survey_id=2`;
    const { api } = showOverview({ [filtered]: { body: summaryOf([EXIT], 0) } });
    await screen.findByRole('option', { name: EXIT.title });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: S.surveyFilter }), EXIT.title);

    await waitFor(() => expect(screen.queryByRole('rowheader', { name: FEEDBACK.title })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: EXIT.title })).toBeInTheDocument();
    expect(summaryCalls(api)).toEqual([SEVEN_DAYS, filtered]);
  });

  it('without surveys it says No Results Found instead of the chart and table', async () => {
    const { container } = showOverview({ [SEVEN_DAYS]: { body: summaryOf([], 0) } });

    expect(await screen.findByText(RESULTS_STRINGS.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(container.querySelector('.recharts-bar')).toBeNull();
  });
});
