import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api';
import { licensedConfig } from '../../test/config';
import { renderSignedIn } from '../../test/render';
import type { ResponsesList, SurveyResponse } from '../types';
import { listKey, SURVEY_CHOICES, SURVEYS_KEY } from './fixtures';
import ResponseScreen from './ResponseScreen';
import ResponsesScreen from './ResponsesScreen';
import { RESPONSES_STRINGS as S } from './strings';

const SURVEY: ResponsesList['survey'] = {
  id: 7,
  title: 'Bakery visit',
  questions: [
    { id: 'stars', title: 'How was your visit?', type: 'star-rating' },
    { id: 'nps', title: 'Would you recommend us?', type: 'nps' },
    { id: 'why', title: 'Why?', type: 'long-text' },
    { id: 'buy', title: 'What did you buy?', type: 'checkbox' },
  ],
};

const LONG = 'The cardamom buns sold out by nine, and the queue for the sourdough went round the corner twice over.';

function response(id: number, answers: SurveyResponse['answers']): SurveyResponse {
  return {
    id,
    language: null,
    survey_id: 7,
    status: 'publish',
    submitted_at: '2026-03-06T09:30:00Z',
    page_submitted: { name: 'Home', url: null, link: null, title: null },
    user_ip: null,
    user_browser: null,
    user_os: null,
    user_device: null,
    answers,
  };
}

const RATED = response(52, [
  { question_id: 'stars', value: 4 },
  { question_id: 'nps', value: 9 },
  { question_id: 'why', value: LONG },
  { question_id: 'buy', value: ['Sourdough', 'Tea'] },
]);
const SKIPPED = response(51, [{ question_id: 'stars', value: null }]);

function list(items: SurveyResponse[]): { body: ResponsesList } {
  return {
    body: {
      survey: SURVEY,
      items,
      pagination: { page: 1, pages: 1, per_page: 10, total: items.length },
      status_filters: [
        { status: 'all', count: items.length },
        { status: 'publish', count: items.length },
        { status: 'trash', count: 0 },
      ],
    },
  };
}

function show(route: string) {
  mockApi({
    'GET config': { body: licensedConfig('pro') },
    [SURVEYS_KEY]: SURVEY_CHOICES,
    [listKey()]: list([RATED, SKIPPED]),
    [listKey({ perPage: -1 })]: list([RATED, SKIPPED]),
  });
  renderSignedIn(
    <Routes>
      <Route path="/results/survey/:id/responses" element={<ResponsesScreen />} />
      <Route path="/results/survey/:surveyId/responses/:id" element={<ResponseScreen />} />
    </Routes>,
    { route },
  );
}

async function rowOf(id: number) {
  const row = (await screen.findByText(S.responseTitle(id))).closest('tr');
  if (!row) throw new Error(`no row for ${id}`);
  return row;
}

describe('answers in the responses list', () => {
  it('each row shows its first answers under their questions, ratings as stars and scores', async () => {
    show('/results/survey/7/responses');
    const row = await rowOf(RATED.id);

    const list = row.querySelector('.rr-excerpts');
    if (!(list instanceof HTMLElement)) throw new Error('no excerpts');
    const excerpts = within(list).getAllByRole('listitem');
    expect(excerpts.map((li) => li.querySelector('.rr-excerpt-question')?.textContent)).toEqual([
      'How was your visit?',
      'Would you recommend us?',
      'Why?',
      undefined,
    ]);
    expect(excerpts[0]).toHaveTextContent('★★★★☆');
    expect(excerpts[0]).toHaveTextContent(S.rating.stars(4));
    expect(excerpts[1]).toHaveTextContent(`9 ${S.rating.npsScale} · ${S.rating.segments.promoter}`);
    expect(excerpts[3]).toHaveTextContent(S.moreAnswers(1));
    expect(screen.getByRole('columnheader', { name: S.columns.answers })).toBeInTheDocument();
  });

  it('a long answer is cut short in the list', async () => {
    show('/results/survey/7/responses');
    const row = await rowOf(RATED.id);

    const why = within(row).getByText('Why?').closest('li');
    expect(why?.textContent?.endsWith('…')).toBe(true);
    expect(why?.textContent).not.toContain('twice over');
  });

  it('a response with every question skipped says it has no answers', async () => {
    show('/results/survey/7/responses');
    expect(await rowOf(SKIPPED.id)).toHaveTextContent(S.noAnswers);
  });
});

describe('ratings on the single response', () => {
  it('shows a star rating as stars with its score in words, and an NPS score with its segment', async () => {
    show('/results/survey/7/responses/52');

    const stars = (await screen.findByRole('heading', { name: 'How was your visit?' })).closest('li');
    expect(stars).toHaveTextContent('★★★★☆');
    expect(within(stars as HTMLElement).getByText(S.rating.stars(4), { selector: '.visually-hidden' })).toBeInTheDocument();
    const nps = screen.getByRole('heading', { name: 'Would you recommend us?' }).closest('li');
    expect(nps).toHaveTextContent(`9 ${S.rating.npsScale} · ${S.rating.segments.promoter}`);
    expect(screen.getByRole('heading', { name: 'Why?' }).closest('li')).toHaveTextContent('twice over');
  });
});
