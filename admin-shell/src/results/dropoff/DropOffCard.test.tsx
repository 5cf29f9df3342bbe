import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type Route as ApiRoute } from '../../test/api';
import { licensedConfig } from '../../test/config';
import { renderSignedIn } from '../../test/render';
import { UI_STRINGS } from '../../ui/strings';
import { choicesOf, CHOICES_KEY, NOW, question, surveyResults } from '../fixtures';
import { RESULTS_LANGUAGE_STRINGS } from '../language/strings';
import { RESULTS_STRINGS } from '../strings';
import SurveyResultsScreen from '../survey/SurveyResultsScreen';
import type { DropOff, SurveyResults } from '../types';
import { funnelRows } from './funnel';
import { RESULTS_DROPOFF_STRINGS as S } from './strings';

const RANGE = 'from=2026-02-09&to=2026-03-10';
const PLAN = question({ id: 'q1', title: 'Which plan are you on?', type: 'radio-button', is_quantitative: true });
const IMPROVE = question({ id: 'q2', title: 'What should we improve?' });
const EMAIL = question({ id: 'q3', title: 'Your email' });
const SURVEY = surveyResults({ id: 1, title: 'Customer feedback', question_stats: [PLAN, IMPROVE, EMAIL] });

const DROP_OFF: DropOff = {
  from: '2026-02-09',
  to: '2026-03-10',
  shown: 40,
  started: 12,
  completed: 9,
  questions: [
    { id: 'q1', type: 'radio-button', title: PLAN.title, seen: 12, answered: 9 },
    { id: 'q2', type: 'long-text', title: IMPROVE.title, seen: 10, answered: 4 },
    { id: 'q3', type: 'email', title: EMAIL.title, seen: 0, answered: 0 },
  ],
};

function showResults(answer: SurveyResults, dropOff: ApiRoute = { body: DROP_OFF }) {
  const api = mockApi({
    'GET config': { body: licensedConfig('pro') },
    [CHOICES_KEY]: choicesOf([{ id: 1, title: 'Customer feedback' }]),
    [`GET surveys/1/results?${RANGE}`]: { body: answer },
    [`GET surveys/1/drop-off?${RANGE}`]: dropOff,
    'GET preload-ai-summary/1': { body: { success: true, summary: null, error: null } },
  });
  renderSignedIn(
    <Routes>
      <Route path="/results/survey/:id" element={<SurveyResultsScreen />} />
    </Routes>,
    { route: '/results/survey/1' },
  );
  return api;
}

describe('the drop-off of a survey’s results', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows shown, started and completed, then each question in order with what saw and answered it, in words', async () => {
    const api = showResults(SURVEY);
    const card = await screen.findByRole('region', { name: S.heading });

    expect(await within(card).findByText('Shown 40 · Started 12 · Completed 9')).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toContain(`surveys/1/drop-off?${RANGE}`);
    const rows = within(card).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const said = [
      [PLAN.title, '12 saw · 9 answered (75%)'],
      [IMPROVE.title, '10 saw · 4 answered (40%)'],
      [EMAIL.title, '0 saw · 0 answered'],
    ];
    said.forEach(([title, numbers], i) => {
      expect(within(rows[i]!).getByText(title!)).toBeInTheDocument();
      expect(within(rows[i]!).getByText(numbers!)).toBeInTheDocument();
    });
    expect(S.row(12, 9, 75)).toBe('12 saw · 9 answered (75%)');
    const table = within(card).getByRole('table', { name: S.tableCaption });
    expect(within(table).getByRole('row', { name: `${PLAN.title} 12 9 (75%)` })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: `${EMAIL.title} 0 0` })).toBeInTheDocument();
  });

  it('draws each bar as a share of the times shown, in words as well as colour, and hides the drawing from screen readers', async () => {
    showResults(SURVEY);
    const card = await screen.findByRole('region', { name: S.heading });
    await within(card).findByText('Shown 40 · Started 12 · Completed 9');

    const first = within(card).getAllByRole('listitem')[0]!;
    const drawing = first.querySelector('.rs-funnel-bars');
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    expect(drawing).toHaveTextContent(`${S.saw}${S.answered}`);
    const bars = [...first.querySelectorAll<HTMLElement>('.rs-funnel-bar')].map((bar) => bar.getAttribute('style'));
    expect(bars[0]).toContain('inline-size: 30%');
    expect(bars[1]).toContain('inline-size: 22.5%');
  });

  it('a load failure says so in the card and Try again asks again', async () => {
    let fail = true;
    const api = showResults(SURVEY, () =>
      fail ? { status: 500, body: { code: 'internal', message: 'The drop-off could not be counted.' } } : { body: DROP_OFF },
    );
    const card = await screen.findByRole('region', { name: S.heading });

    expect(await within(card).findByRole('alert')).toHaveTextContent('The drop-off could not be counted.');
    fail = false;
    await userEvent.click(within(card).getByRole('button', { name: UI_STRINGS.listKit.retry }));
    expect(await within(card).findByText('Shown 40 · Started 12 · Completed 9')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('surveys/1/drop-off'))).toHaveLength(2);
  });

  it('counts every language: filtered to one, the card says the filter does not apply to it', async () => {
    const german = { ...SURVEY, languages: [{ language: 'de', responses: 5 }, { language: 'en', responses: 7 }] };
    const api = showResults(german);
    api.routes[`GET surveys/1/results?${RANGE}&language=de`] = { body: german };
    const card = await screen.findByRole('region', { name: S.heading });
    await within(card).findByText('Shown 40 · Started 12 · Completed 9');
    expect(card).not.toHaveTextContent(S.everyLanguage);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: RESULTS_LANGUAGE_STRINGS.filter }), 'German');

    await waitFor(() => expect(card).toHaveTextContent(S.everyLanguage));
  });

  it('a one-question survey has no drop-off card and does not ask for one', async () => {
    const api = showResults({ ...SURVEY, question_stats: [PLAN] });

    await screen.findByRole('heading', { name: RESULTS_STRINGS.survey.questionsHeading });
    expect(screen.queryByRole('region', { name: S.heading })).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain('preload-ai-summary/1'));
    expect(api.calls.some((c) => c.path.startsWith('surveys/1/drop-off'))).toBe(false);
  });
});

describe('the drop-off’s bars', () => {
  it('are shares of the times shown, unless a question was seen more often than that', () => {
    expect(funnelRows(DROP_OFF).map((row) => [row.seenWidth, row.answeredWidth, row.answeredOfSeen])).toEqual([
      [30, 22.5, 75],
      [25, 10, 40],
      [0, 0, null],
    ]);
    const undercounted = { ...DROP_OFF, shown: 5, questions: [{ ...DROP_OFF.questions[0]!, seen: 10, answered: 5 }] };
    expect(funnelRows(undercounted).map((row) => [row.seenWidth, row.answeredWidth])).toEqual([[100, 50]]);
    expect(funnelRows({ ...DROP_OFF, shown: 0, questions: [{ ...DROP_OFF.questions[2]! }] })[0]?.seenWidth).toBe(0);
  });
});
