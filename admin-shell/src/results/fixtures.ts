/** Results answers as the host sends them, for the results tests. */
import type { SurveyList } from '../surveys/list/queries';
import { SURVEY_CHOICES_PATH } from './api';
import type { QuestionStats, ResultsSummary, ResultsSurveyRow, SurveyResults } from './types';

/** The tests' clock: 15:00 UTC is 11:00 in New York, the same day (a Tuesday). */
export const NOW = new Date('2026-03-10T15:00:00Z');
export const TODAY = '2026-03-10';

export function surveyRow(fields: Partial<ResultsSurveyRow> & Pick<ResultsSurveyRow, 'id' | 'title'>): ResultsSurveyRow {
  return {
    type: null,
    status: 'publish',
    created_at: '2026-01-05T12:00:00Z',
    publish_at: null,
    responses_count: 40,
    responses_count_7_days: 5,
    responses_count_30_days: 20,
    impressions: 300,
    range_responses_count: 5,
    ...fields,
  };
}

export function summaryOf(surveys: ResultsSurveyRow[], total = 5): ResultsSummary {
  return {
    total_responses: total,
    data_points: [
      { date: '2026-03-09', count: 2 },
      { date: '2026-03-10', count: 3 },
    ],
    surveys,
  };
}

export const CHOICES_KEY = `GET ${SURVEY_CHOICES_PATH}`;

export function choicesOf(surveys: { id: number; title: string }[]): { body: SurveyList } {
  return {
    body: {
      items: surveys.map((s) => ({ ...s, status: 'publish', created_at: '2026-01-05T12:00:00Z', publish_at: null, responses_count: 0 })),
      pagination: { page: 1, pages: 1, per_page: 100, total: surveys.length },
      status_filters: [],
    },
  };
}

export function question(fields: Partial<QuestionStats> & Pick<QuestionStats, 'id' | 'title'>): QuestionStats {
  return {
    type: 'long-text',
    total_answers: 0,
    skipped: 0,
    is_quantitative: false,
    options: [],
    answers: [],
    invalid_options: false,
    ...fields,
  };
}

export function surveyResults(fields: Partial<SurveyResults> & Pick<SurveyResults, 'id' | 'title'>): SurveyResults {
  return {
    languages: [],
    type: null,
    status: 'publish',
    created_at: '2026-01-05T12:00:00Z',
    publish_at: null,
    responses_count: 40,
    impressions: 300,
    range_responses_count: 12,
    range_impressions: 150,
    from: '2026-02-09',
    to: TODAY,
    question_stats: [],
    nps_overview: null,
    data_points: [],
    nps_by_date: [],
    quotas: [],
    over_quota: 0,
    partial_responses: 0,
    include_partial: false,
    ...fields,
  };
}
