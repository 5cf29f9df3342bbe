import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api';
import { licensedConfig } from '../../test/config';
import { renderSignedIn } from '../../test/render';
import { choicesOf, CHOICES_KEY, NOW, surveyResults } from '../fixtures';
import { filtersOf, FULL, listKey, listOf, SURVEY, SURVEY_CHOICES, SURVEY_DETAILS, SURVEY_KEY, SURVEYS_KEY } from '../responses/fixtures';
import ResponseScreen from '../responses/ResponseScreen';
import ResponsesScreen from '../responses/ResponsesScreen';
import { RESPONSES_STRINGS } from '../responses/strings';
import SurveyResultsScreen from '../survey/SurveyResultsScreen';
import type { SurveyResults } from '../types';
import { languageShares } from './languages';
import { RESULTS_LANGUAGE_STRINGS as S } from './strings';

const RANGE = 'from=2026-02-09&to=2026-03-10';

function withLanguages(languages: { language: string | null; responses: number }[]): SurveyResults {
  return { ...surveyResults({ id: 1, title: 'Customer feedback' }), languages } as SurveyResults;
}

const SPLIT = [
  { language: 'de', responses: 12 },
  { language: null, responses: 4 },
  { language: 'en', responses: 30 },
];

function showResults(answer: SurveyResults, extra: Record<string, { body: unknown }> = {}) {
  const api = mockApi({
    'GET config': { body: licensedConfig('pro') },
    [CHOICES_KEY]: choicesOf([{ id: 1, title: 'Customer feedback' }]),
    [`GET surveys/1/results?${RANGE}`]: { body: answer },
    'GET preload-ai-summary/1': { body: { success: true, summary: null, error: null } },
    ...extra,
  });
  renderSignedIn(
    <Routes>
      <Route path="/results/survey/:id" element={<SurveyResultsScreen />} />
    </Routes>,
    { route: '/results/survey/1' },
  );
  return api;
}

describe('the language split of a survey’s results', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows each language’s responses and share, "not recorded" last', async () => {
    showResults(withLanguages(SPLIT));
    const split = await screen.findByRole('region', { name: S.splitHeading });
    expect(within(split).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'German 12 (26%)',
      'English 30 (65%)',
      'Not recorded 4 (9%)',
    ]);
    expect(within(split).getByRole('table', { name: S.splitCaption })).toBeInTheDocument();
  });

  it('filters by a language: the request asks for language=de', async () => {
    const api = showResults(withLanguages(SPLIT), {
      [`GET surveys/1/results?${RANGE}&language=de`]: { body: withLanguages(SPLIT) },
    });
    const filter = await screen.findByRole('combobox', { name: S.filter });
    expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual([S.allLanguages, 'German', 'English']);

    await userEvent.selectOptions(filter, 'German');
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain(`surveys/1/results?${RANGE}&language=de`));
    expect(filter).toHaveValue('de');
  });

  it('a survey with no language recorded shows neither the filter nor the split', async () => {
    showResults(withLanguages([{ language: null, responses: 46 }]));
    await screen.findByRole('heading', { level: 1, name: 'Customer feedback' });
    expect(screen.queryByRole('combobox', { name: S.filter })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: S.splitHeading })).not.toBeInTheDocument();
  });
});

describe('the shares of the split', () => {
  it('are whole percentages of every response counted', () => {
    expect(languageShares([{ language: 'ar', responses: 1 }, { language: 'de', responses: 2 }])).toEqual([
      { key: 'ar', label: 'Arabic', responses: 1, percent: 33 },
      { key: 'de', label: 'German', responses: 2, percent: 67 },
    ]);
    expect(languageShares([])).toEqual([]);
  });
});

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

describe('the responses’ language', () => {
  const TRANSLATED = { body: { ...SURVEY_DETAILS.body, language: 'en', translations: { de: {}, ar: {} } } };

  it('the filter bar filters by the survey’s languages: language=de in the request and the address', async () => {
    const api = mockApi({
      'GET config': { body: licensedConfig('pro') },
      [SURVEYS_KEY]: SURVEY_CHOICES,
      [SURVEY_KEY]: TRANSLATED,
      [listKey()]: listOf([FULL]),
      [listKey({ filters: filtersOf({ language: 'de' }) })]: listOf([FULL]),
    });
    renderSignedIn(
      <Routes>
        <Route
          path="/results/survey/:id/responses"
          element={
            <>
              <ResponsesScreen />
              <Address />
            </>
          }
        />
      </Routes>,
      { route: `/results/survey/${SURVEY.id}/responses` },
    );
    const filter = await screen.findByRole('combobox', { name: S.filter });
    await waitFor(() => expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual([S.allLanguages, 'English', 'German', 'Arabic']));

    await userEvent.selectOptions(filter, 'German');
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain(`surveys/${SURVEY.id}/responses?page=1&language=de`));
    expect(new URLSearchParams(screen.getByTestId('address').textContent ?? '').get('language')).toBe('de');
  });

  it('a one-language survey’s responses have no language filter', async () => {
    mockApi({
      'GET config': { body: licensedConfig('pro') },
      [SURVEYS_KEY]: SURVEY_CHOICES,
      [SURVEY_KEY]: SURVEY_DETAILS,
      [listKey()]: listOf([FULL]),
    });
    renderSignedIn(
      <Routes>
        <Route path="/results/survey/:id/responses" element={<ResponsesScreen />} />
      </Routes>,
      { route: `/results/survey/${SURVEY.id}/responses` },
    );
    await screen.findByRole('table');
    expect(screen.queryByRole('combobox', { name: S.filter })).not.toBeInTheDocument();
  });

  it('a single response says the language it was answered in, or that none was recorded', async () => {
    const german = { ...FULL, language: 'de' };
    const older = { ...FULL, id: 41, submitted_at: '2026-03-05T12:00:00Z', language: null };
    mockApi({ 'GET config': { body: licensedConfig('pro') }, [listKey({ perPage: -1 })]: listOf([german, older]) });
    renderSignedIn(
      <Routes>
        <Route path="/results/survey/:surveyId/responses/:id" element={<ResponseScreen />} />
      </Routes>,
      { route: `/results/survey/${SURVEY.id}/responses/${FULL.id}` },
    );
    const details = await screen.findByRole('complementary');
    const row = within(details).getByText(S.detail).closest('div');
    expect(row).toHaveTextContent('German (de)');

    await userEvent.click(screen.getByRole('button', { name: RESPONSES_STRINGS.single.next }));
    await waitFor(() => expect(within(screen.getByRole('complementary')).getByText(S.detail).closest('div')).toHaveTextContent('Not recorded'));
  });
});
