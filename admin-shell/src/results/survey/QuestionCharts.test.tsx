import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api';
import { licensedConfig } from '../../test/config';
import { renderSignedIn } from '../../test/render';
import { choicesOf, CHOICES_KEY, NOW, question, surveyResults } from '../fixtures';
import { CHART_MARKS } from '../palette';
import { RESULTS_STRINGS } from '../strings';
import SurveyResultsScreen from './SurveyResultsScreen';

const S = RESULTS_STRINGS.survey;
const N = RESULTS_STRINGS.nps;
const LAST_30_DAYS = 'from=2026-02-09&to=2026-03-10';

const counts = (pairs: [string, number][]) => pairs.map(([value, count]) => ({ value, count }));

const CHECKBOX = question({
  id: 'buy',
  title: 'What did you buy?',
  type: 'checkbox',
  is_quantitative: true,
  total_answers: 5,
  options: counts([['Sourdough', 4], ['Tea', 3], ['Croissant', 1]]),
});
const STARS = question({
  id: 'stars',
  title: 'How was your visit?',
  type: 'star-rating',
  is_quantitative: true,
  total_answers: 6,
  options: counts([['1', 0], ['2', 1], ['3', 0], ['4', 2], ['5', 3]]),
});
const NPS = question({
  id: 'nps',
  title: 'Would you recommend us?',
  type: 'nps',
  is_quantitative: true,
  total_answers: 8,
  options: counts([['1', 1], ['5', 1], ['7', 1], ['9', 2], ['10', 3]]),
});
const OVERVIEW = { detractor: 2, passive: 1, promoter: 5, nps: 38, total: 8 };
const MIXED = surveyResults({
  id: 3,
  title: 'Bakery visit',
  impressions: 9,
  responses_count: 6,
  range_impressions: 8,
  range_responses_count: 6,
  question_stats: [CHECKBOX, STARS, NPS],
  nps_overview: OVERVIEW,
  nps_by_date: [
    { date: '2026-03-09', nps: -20 },
    { date: '2026-03-10', nps: 60 },
  ],
});

/**
 * Each test draws a whole results page with three charts; on a machine busy with builds that has
 * taken more than the default 5 s.
 */
const PAGE = { timeout: 15_000 };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

function showMixed(route = '/results/survey/3', results = MIXED) {
  const api = mockApi({
    'GET config': { body: licensedConfig('pro') },
    [CHOICES_KEY]: choicesOf([results]),
    [`GET surveys/3/results?${LAST_30_DAYS}`]: { body: results },
    'GET surveys/3/results?from=2026-03-04&to=2026-03-10': { body: results },
    'GET surveys/3/nps-comments?page=1': { body: { items: [], pagination: { page: 1, pages: 1, total: 0, per_page: 10 } } },
    'GET preload-ai-summary/3': { body: null },
  });
  const view = renderSignedIn(
    <Routes>
      <Route path="/results/survey/:id" element={<SurveyResultsScreen />} />
      <Route path="/results/survey/:id/nps" element={<SurveyResultsScreen view="nps" />} />
    </Routes>,
    { route },
  );
  return { api, ...view };
}

async function card(title: string) {
  // By its text, not its role: a role query walks the whole accessibility tree, slow on this page.
  const heading = await screen.findByText(title, { selector: 'h3' });
  const article = heading.closest('article');
  if (!article) throw new Error(`no card for ${title}`);
  return article;
}

describe('the chart each question type calls for', PAGE, () => {
  it('a multi-select shows each option as a share of respondents, which may add up to more than 100%', async () => {
    showMixed();
    const article = await card(CHECKBOX.title);

    expect(within(article).getByRole('img', { name: 'Sourdough: 80%, Tea: 60%, Croissant: 20%' })).toBeInTheDocument();
    expect(within(article).getByText(S.multipleNote)).toBeInTheDocument();
    const table = within(article).getByRole('table', { name: S.countsCaption(CHECKBOX.title) });
    expect(within(table).getByRole('columnheader', { name: S.percentOfRespondents })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Sourdough 4 80%' })).toBeInTheDocument();
  });

  it('a star rating leads with its average and shows how many gave 5 down to 1 stars', async () => {
    showMixed();
    const article = await card(STARS.title);

    const average = within(article).getByText(S.stars.average).closest('div');
    expect(average).toHaveTextContent('4.2');
    expect(average).toHaveTextContent(S.stars.outOf(4.2));
    expect(average).toHaveTextContent(S.stars.count(6));
    const table = within(article).getByRole('table', { name: S.stars.chartTitle(STARS.title) });
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([
      '5 stars350%',
      '4 stars233%',
      '3 stars00%',
      '2 stars117%',
      '1 star00%',
    ]);
  });

  it('an NPS question in any survey shows its score and its promoters, passives and detractors', async () => {
    const { container } = showMixed();
    const article = await card(NPS.title);

    // 5 promoters, 2 detractors of 8: +38.
    expect(within(article).getByText(N.scoreLabel).closest('div')).toHaveTextContent('+38');
    const bar = within(article).getByRole('img', { name: /^NPS \+38\. Detractors: 2 \(25%\), Passives: 1 \(13%\), Promoters: 5 \(63%\)$/ });
    const fills = [...bar.querySelectorAll('.recharts-bar-rectangle path')].map((p) => p.getAttribute('fill'));
    expect(fills).toEqual([CHART_MARKS.detractor, CHART_MARKS.passive, CHART_MARKS.promoter]);
    expect(container.querySelector('.recharts-pie')).toBeNull();
  });

  it("shows the chosen range's impressions → responses → completion rate, and the responses of all time", async () => {
    showMixed('/results/survey/3', { ...MIXED, responses_count: 40 });
    const figures = await screen.findByRole('region', { name: S.kpiHeading });

    const value = (label: string) => within(figures).getByText(label, { selector: 'dt' }).parentElement?.querySelector('.rs-kpi-value');
    expect(value(S.impressions)).toHaveTextContent('8');
    expect(value(S.responses)).toHaveTextContent('6');
    expect(value(S.completionRate)).toHaveTextContent('75%');
    expect(value(S.allTimeResponses)).toHaveTextContent('40');
    expect(figures).toHaveTextContent(S.kpiRangeNotes.impressions);
  });

  it('a range with more responses than dated impressions gives no rate rather than one above 100%', async () => {
    showMixed('/results/survey/3', { ...MIXED, range_impressions: 2 });
    const figures = await screen.findByRole('region', { name: S.kpiHeading });

    expect(within(figures).getByText(S.completionRate, { selector: 'dt' }).parentElement).toHaveTextContent(S.rateUnknown);
  });

  it('before any impression the completion rate says so instead of dividing by zero', async () => {
    showMixed('/results/survey/3', { ...MIXED, range_impressions: 0 });
    const figures = await screen.findByRole('region', { name: S.kpiHeading });

    expect(within(figures).getByText(S.completionRate, { selector: 'dt' }).parentElement).toHaveTextContent(S.noImpressions);
  });
});

describe('the NPS page of a survey that is not an nps survey', PAGE, () => {
  it('is one link away, keeps the range, and leads with the score', async () => {
    const { api } = showMixed();
    await card(NPS.title);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: RESULTS_STRINGS.range.preset }), RESULTS_STRINGS.range.presets.last7);

    const views = screen.getByRole('navigation', { name: RESULTS_STRINGS.views.label });
    expect(within(views).getByRole('link', { name: RESULTS_STRINGS.views.questions })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(views).getByRole('link', { name: RESULTS_STRINGS.views.nps }));

    const overview = await screen.findByRole('region', { name: N.overviewHeading });
    const score = within(overview).getByText('+38');
    expect(score).toHaveClass('rs-headline-value');
    expect(screen.queryByRole('heading', { level: 3, name: CHECKBOX.title })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: RESULTS_STRINGS.views.nps })).toHaveAttribute('aria-current', 'page');
    expect(api.calls.map((c) => c.path).filter((p) => p.startsWith('surveys/3/results')).at(-1)).toBe(
      'surveys/3/results?from=2026-03-04&to=2026-03-10',
    );
  });

  it('draws the score per day as bars on an axis from -100 to 100, with the days in a table', async () => {
    const { container } = showMixed('/results/survey/3/nps');
    const chart = await screen.findByRole('region', { name: N.chartTitle });

    const ticks = [...container.querySelectorAll('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')].map((t) => t.textContent);
    expect(ticks).toEqual(['-100', '-50', '0', '50', '100']);
    expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2);
    expect(container.querySelector('.recharts-line')).toBeNull();
    expect(within(chart).getByRole('row', { name: 'March 9, 2026 -20' })).toBeInTheDocument();
  });

  it('is not offered for a survey without an NPS question', async () => {
    showMixed('/results/survey/3', { ...MIXED, question_stats: [CHECKBOX], nps_overview: null, nps_by_date: [] });
    await card(CHECKBOX.title);

    expect(screen.queryByRole('navigation', { name: RESULTS_STRINGS.views.label })).not.toBeInTheDocument();
  });
});

describe('charts and the keyboard', PAGE, () => {
  it('every chart is an image with a name, and Tab never stops inside one', async () => {
    showMixed();
    await card(NPS.title);

    const drawings = screen.getAllByRole('img');
    expect(drawings).toHaveLength(3);
    for (const drawing of drawings) {
      expect(drawing).toHaveAccessibleName();
      expect(drawing.querySelectorAll('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])')).toHaveLength(0);
      expect(drawing.querySelector('svg[tabindex]')).toBeNull();
    }

    const stops: Element[] = [];
    for (let i = 0; i < 60; i++) {
      await userEvent.tab();
      if (document.activeElement === document.body) break;
      stops.push(document.activeElement as Element);
    }
    expect(stops.length).toBeGreaterThan(5);
    expect(stops.filter((el) => el.closest('[role="img"], .recharts-wrapper'))).toEqual([]);
    // Up to 60 key presses through the whole page: more than the default 5 s on a busy machine.
  }, 20_000);

  it('"Show as table" opens the numbers behind a chart and says how to close them', async () => {
    showMixed();
    const article = await card(CHECKBOX.title);

    const toggle = within(article).getByText(RESULTS_STRINGS.charts.showTable);
    expect(toggle.closest('details')).not.toHaveAttribute('open');
    await userEvent.click(toggle);

    expect(toggle.closest('details')).toHaveAttribute('open');
    expect(await within(article).findByText(RESULTS_STRINGS.charts.hideTable)).toBeInTheDocument();
  });
});
