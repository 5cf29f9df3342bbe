import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '../../config/queries';
import { mockApi, type Route as ApiRoute } from '../../test/api';
import { licensedConfig, LITE_CONFIG } from '../../test/config';
import { renderSignedIn } from '../../test/render';
import type { ResultsPanelProps, UiManifest } from '@hearken/addon-sdk';
import { loadExtension } from '../../federation/loader';
import { FEDERATION_STRINGS } from '../../federation/strings';
import { UPGRADE_STRINGS } from '../../upgrade/strings';
import { CHART_MARKS } from '../palette';
import { choicesOf, CHOICES_KEY, NOW, question, surveyResults } from '../fixtures';
import { RESULTS_STRINGS } from '../strings';
import SurveyResultsScreen from './SurveyResultsScreen';

vi.mock('../../federation/loader', async (original) => ({
  ...(await original<typeof import('../../federation/loader')>()),
  loadExtension: vi.fn(),
}));
const load = vi.mocked(loadExtension);

const S = RESULTS_STRINGS.survey;
const E = RESULTS_STRINGS.exports;
const RESPONSES_SCREEN = 'Responses screen';
const LAST_30_DAYS = 'from=2026-02-09&to=2026-03-10';

const CHOICE = question({
  id: 'q1',
  title: 'Would you recommend us?',
  type: 'radio-button',
  is_quantitative: true,
  total_answers: 4,
  skipped: 1,
  options: [
    { value: 'Yes', count: 3 },
    { value: 'No', count: 1 },
  ],
  answers: [{ value: 'Yes', date: '2026-03-08T15:00:00Z', response_id: 31, extra: { comments: 'Love the new layout' } }],
  invalid_options: true,
});
const TEXT = question({
  id: 'q2',
  title: 'What should we improve?',
  total_answers: 1,
  skipped: 3,
  answers: [{ value: 'Faster pages', date: '2026-03-09T15:00:00Z', response_id: 32, extra: null }],
});
const FEEDBACK = surveyResults({ id: 1, title: 'Customer feedback', question_stats: [CHOICE, TEXT] });
const EXIT = surveyResults({ id: 2, title: 'Exit survey', question_stats: [] });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

function showResults(routes: Record<string, ApiRoute> = {}, config: SiteConfig = licensedConfig('pro')) {
  const api = mockApi({
    'GET config': { body: config },
    [CHOICES_KEY]: choicesOf([FEEDBACK, EXIT]),
    [`GET surveys/1/results?${LAST_30_DAYS}`]: { body: FEEDBACK },
    [`GET surveys/2/results?${LAST_30_DAYS}`]: { body: EXIT },
    [`GET surveys/1/drop-off?${LAST_30_DAYS}`]: { body: { from: '2026-02-09', to: '2026-03-10', shown: 0, started: 0, completed: 0, questions: [] } },
    'GET preload-ai-summary/1': { body: { success: true, summary: null, error: null } },
    'GET preload-ai-summary/2': { body: { success: true, summary: null, error: null } },
    ...routes,
  });
  const view = renderSignedIn(
    <Routes>
      <Route path="/results/survey/:id" element={<SurveyResultsScreen />} />
      <Route path="/results/survey/:id/responses" element={<p>{RESPONSES_SCREEN}</p>} />
    </Routes>,
    { route: '/results/survey/1' },
  );
  return { api, ...view };
}

async function questionCard(title: string) {
  const heading = await screen.findByRole('heading', { level: 3, name: title });
  const card = heading.closest('article');
  if (!card) throw new Error(`no card for ${title}`);
  return card;
}

describe('Survey results', () => {
  it('asks for the last 30 days and shows each option as a bar of its share, with its counts in a table', async () => {
    const { api } = showResults();
    const card = await questionCard(CHOICE.title);

    expect(api.calls.map((c) => c.path)).toContain(`surveys/1/results?${LAST_30_DAYS}`);
    expect(screen.getByRole('heading', { level: 1, name: FEEDBACK.title })).toBeInTheDocument();
    const counts = within(card).getByRole('table', { name: S.countsCaption(CHOICE.title) });
    expect(within(counts).getByRole('row', { name: 'Yes 3 75%' })).toBeInTheDocument();
    expect(within(counts).getByRole('row', { name: 'No 1 25%' })).toBeInTheDocument();
    expect(card).toHaveTextContent(S.total(4));
    expect(card).toHaveTextContent(S.skipped(1));
    const drawing = within(card).getByRole('img', { name: 'Yes: 75%, No: 25%' });
    const bars = [...drawing.querySelectorAll('.recharts-bar-rectangle path')];
    expect(bars.map((b) => b.getAttribute('fill'))).toEqual([CHART_MARKS.bar, CHART_MARKS.bar]);
    expect(drawing).toHaveTextContent('75% (3)');
    expect(card.querySelector('.recharts-pie')).toBeNull();
    expect(within(card).getByText('Love the new layout')).toBeInTheDocument();
  });

  it('lists the answers of other questions with their date, skipped and total', async () => {
    showResults();
    const card = await questionCard(TEXT.title);

    const answer = within(card).getByText('Faster pages').closest('li');
    expect(answer).toHaveTextContent('March 9, 2026');
    expect(card).toHaveTextContent(S.total(1));
    expect(card).toHaveTextContent(S.skipped(3));
  });

  it('warns of invalid options with a link to the editor', async () => {
    showResults();
    const card = await questionCard(CHOICE.title);

    expect(card).toHaveTextContent('This question has invalid options. You can fix it here');
    expect(within(card).getByRole('link', { name: 'here' })).toHaveAttribute('href', '/surveys/edit/1/questions');
    expect((await questionCard(TEXT.title)).textContent).not.toContain('invalid options');
  });

  it('links to the responses list and, with a licence, to each answer’s response', async () => {
    showResults();
    await questionCard(TEXT.title);

    expect(screen.getByRole('link', { name: S.viewResponses })).toHaveAttribute('href', '/results/survey/1/responses');
    expect(screen.getByRole('link', { name: S.viewResponseLabel(32) })).toHaveAttribute('href', '/results/survey/1/responses/32');
  });

  it('gives free users no link to single responses', async () => {
    showResults({}, LITE_CONFIG);
    await questionCard(TEXT.title);
    await screen.findByRole('button', { name: `${E.csv} (locked)` });

    expect(screen.queryByRole('link', { name: S.viewResponseLabel(32) })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: S.viewResponses })).toBeInTheDocument();
  });

  it('choosing another survey in the switcher opens its results', async () => {
    showResults();
    await questionCard(TEXT.title);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: S.switcher }), EXIT.title);

    expect(await screen.findByRole('heading', { level: 1, name: EXIT.title })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: S.switcher })).toHaveDisplayValue(EXIT.title);
    expect(screen.queryByRole('heading', { level: 3, name: TEXT.title })).not.toBeInTheDocument();
  });

  it('a preset asks for its range and the exports follow it', async () => {
    const last7 = 'from=2026-03-04&to=2026-03-10';
    const { api } = showResults({ [`GET surveys/1/results?${last7}`]: { body: { ...FEEDBACK, range_responses_count: 3 } } });
    await questionCard(TEXT.title);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: RESULTS_STRINGS.range.preset }), RESULTS_STRINGS.range.presets.last7);

    await waitFor(() => expect(screen.getByText(S.responses, { selector: 'dt' }).closest('div')).toHaveTextContent('3'));
    expect(api.calls.map((c) => c.path)).toContain(`surveys/1/results?${last7}`);
    expect(screen.getByRole('link', { name: E.csv })).toHaveAttribute('href', expect.stringContaining('start=2026-03-04&end=2026-03-10'));
  });

  it('with a licence, exports link to the export page for the survey, range and question', async () => {
    showResults();
    const card = await questionCard(TEXT.title);

    const range = 'start=2026-02-09&end=2026-03-10';
    expect(await screen.findByRole('link', { name: E.csv })).toHaveAttribute(
      'href',
      `/api/v1/exports?survey_id=1&report=general&format=csv&${range}`,
    );
    expect(screen.getByRole('link', { name: E.xlsx })).toHaveAttribute('href', `/api/v1/exports?survey_id=1&report=general&format=xlsx&${range}`);
    const perQuestion = within(card).getByRole('link', { name: E.questionCsv(TEXT.title) });
    expect(perQuestion).toHaveAttribute('href', `/api/v1/exports?survey_id=1&report=question&question_id=q2&format=csv&${range}`);
    expect(perQuestion).toHaveAttribute('download');
  });

  it('on Lite, export buttons open the upgrade prompt instead of an export', async () => {
    showResults({}, LITE_CONFIG);
    const card = await questionCard(TEXT.title);

    await userEvent.click(await screen.findByRole('button', { name: `${E.csv} (locked)` }));
    expect(await screen.findByRole('dialog', { name: `${E.feature} is a Pro feature` })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    await userEvent.click(within(card).getByRole('button', { name: `${E.questionCsv(TEXT.title)} (locked)` }));
    expect(await screen.findByRole('dialog', { name: `${E.feature} is a Pro feature` })).toBeInTheDocument();
    expect(document.querySelector('a[href*="exports"]')).toBeNull();
  });
});

describe('Results panels of add-ons', () => {
  const manifest: UiManifest = {
    remotes: [
      {
        slug: 'sentiment',
        name: 'Sentiment',
        version: '1.1.0',
        scope: 'sentiment',
        remote_entry: '/addons/sentiment/ui/remoteEntry.js?v=1.1.0',
        extension_points: [{ point: 'results-panel', module: './Panel', label: 'Sentiment' }],
        widget_features: [],
      },
    ],
    locked: [
      {
        slug: 'heatmaps',
        name: 'Heatmaps',
        plan: 'elite',
        installed: true,
        active: false,
        type: 'unlicensed',
        extension_points: [{ point: 'results-panel', label: 'Click Heatmap' }],
      },
    ],
  };

  it('follow the results: a remote gets the survey and the date range, a locked add-on\'s panel is the shell\'s placeholder', async () => {
    load.mockResolvedValue((({ surveyId, range }: ResultsPanelProps) => (
      <p>{`Sentiment of survey ${surveyId} from ${range?.from} to ${range?.to}`}</p>
    )) as never);
    showResults({ 'GET addons/ui-manifest': { body: manifest } });

    expect(await screen.findByText('Sentiment of survey 1 from 2026-02-09 to 2026-03-10', {}, { timeout: 4000 })).toBeInTheDocument();
    const placeholder = (await screen.findByRole('heading', { level: 2, name: `Click Heatmap ${FEDERATION_STRINGS.locked}` })).closest('section');
    expect(placeholder).toHaveClass('rs-card');
    expect(placeholder).toHaveTextContent(UPGRADE_STRINGS.notAvailable('Click Heatmap'));
  });
});
