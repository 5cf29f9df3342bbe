/** A survey, its responses and list answers as the host sends them, for the responses tests. */
import type { ResponsesList, ResponseStatusFilter, SurveyResponse } from '../types';
import { responsesPath, type ResponsesQuery } from './api';
import { NO_FILTERS, type ResponsesFilters } from './filters';

export const SURVEY: ResponsesList['survey'] = {
  id: 7,
  title: 'Checkout feedback',
  questions: [
    { id: 'q1', title: 'How was checkout?', type: 'radio-button' },
    { id: 'q2', title: 'Which features did you use?', type: 'checkbox' },
    { id: 'q3', title: 'Your email', type: 'email' },
    { id: 'q4', title: 'Anything else?', type: 'long-text' },
  ],
};

function response(fields: Partial<SurveyResponse> & Pick<SurveyResponse, 'id'>): SurveyResponse {
  return {
    language: null,
    survey_id: SURVEY.id,
    status: 'publish',
    submitted_at: '2026-03-04T10:00:00Z',
    page_submitted: { name: 'Home', url: null, link: null, title: null },
    user_ip: null,
    user_browser: null,
    user_os: null,
    user_device: null,
    answers: [],
    ...fields,
  };
}

/** Newest: every kind of answer, a page with a url, the visitor's details. */
export const FULL = response({
  id: 42,
  submitted_at: '2026-03-06T09:30:00Z',
  page_submitted: { name: 'Pricing', url: 'https://shop.example/pricing', link: null, title: 'Pricing' },
  user_ip: '203.0.113.9',
  user_browser: 'Firefox',
  user_os: 'Linux',
  user_device: 'Desktop',
  answers: [
    { question_id: 'q1', value: 'Easy', extra: { comments: 'The coupon field was hidden.' } },
    { question_id: 'q2', value: ['Wishlist', 'Gift cards'] },
    { question_id: 'q3', value: 'ada@example.com', extra: { name: 'Ada' } },
  ],
});
/** A page without a url; only the first question answered. */
export const PLAIN = response({
  id: 41,
  submitted_at: '2026-03-05T12:00:00Z',
  page_submitted: { name: 'Contact', url: null, link: null, title: null },
  answers: [{ question_id: 'q1', value: 'Hard' }],
});
/** Stored past a full quota (issue 35). */
export const OVER_QUOTA = response({ id: 39, status: 'over_quota', answers: [{ question_id: 'q1', value: 'Easy' }] });
/** A visitor's first page of answers, before they finished (issue 35). */
export const PARTIAL = response({ id: 38, status: 'partial', answers: [{ question_id: 'q1', value: 'Hard' }] });
/** In the trash, with no submission date. */
export const TRASHED = response({ id: 40, status: 'trash', submitted_at: '' });

/** `status_filters` by status; the host leaves `partial` out while it is 0 (so does COUNTS). */
export type Counts = Partial<Record<ResponseStatusFilter, number>>;
export const COUNTS: Counts = { all: 3, publish: 2, over_quota: 0, trash: 1 };

export function listOf(
  items: SurveyResponse[],
  { counts = COUNTS, pagination = {} }: { counts?: Counts; pagination?: Partial<ResponsesList['pagination']> } = {},
): { body: ResponsesList } {
  return {
    body: {
      survey: SURVEY,
      items,
      pagination: { page: 1, pages: 1, per_page: 10, total: items.length, ...pagination },
      status_filters: (Object.keys(counts) as ResponseStatusFilter[]).map((status) => ({ status, count: counts[status] ?? 0 })),
    },
  };
}

/** The route key of `GET surveys/{id}/responses` for `query` (page 1, All otherwise). */
export function listKey(query: Partial<ResponsesQuery> = {}, surveyId = SURVEY.id): string {
  return `GET ${responsesPath(surveyId, { page: 1, filter: 'all', ...query })}`;
}

export const SURVEYS_KEY = 'GET surveys?per_page=100&select=id,title';
export const SURVEY_CHOICES = {
  body: {
    items: [
      { id: 7, title: 'Checkout feedback' },
      { id: 8, title: 'Exit survey' },
    ],
    pagination: { page: 1, pages: 1, per_page: 100, total: 2 },
    status_filters: [],
  },
};

/** `GET surveys/7` as the filters read it: the questions with their options. */
export const SURVEY_KEY = `GET surveys/${SURVEY.id}`;
export const SURVEY_DETAILS = {
  body: {
    id: SURVEY.id,
    title: SURVEY.title,
    questions: [
      { id: 'q1', title: 'How was checkout?', type: 'radio-button', config: { options: ['Easy', 'Hard'] } },
      { id: 'q2', title: 'Which features did you use?', type: 'checkbox', config: { options: ['Wishlist', 'Gift cards', ''] } },
      { id: 'q3', title: 'Your email', type: 'email', config: { options: [] } },
      { id: 'q4', title: 'Anything else?', type: 'long-text', config: { options: [] } },
      { id: 'q5', title: 'Rate the checkout', type: 'star-rating', config: { options: [] } },
      { id: 'q6', title: 'Would you recommend us?', type: 'nps', config: { options: [] } },
    ],
  },
};

/** The search and filters `change` sets, nothing else. */
export function filtersOf(change: Partial<ResponsesFilters>): ResponsesFilters {
  return { ...NO_FILTERS, ...change };
}
