/**
 * The results area's wire shapes (spec 001 §3, §7), as the host answers them
 * (host/src/results/). Dates are `YYYY-MM-DD` (UTC days); instants are RFC 3339.
 */

/** A survey row of the overview table and the switchers' source. */
export interface ResultsSurveyRow {
  id: number;
  title: string;
  type: string | null;
  status: 'draft' | 'publish' | 'trash';
  created_at: string;
  publish_at: string | null;
  responses_count: number;
  responses_count_7_days: number;
  responses_count_30_days: number;
  impressions: number;
  /** Responses inside the requested range. */
  range_responses_count: number;
}

export interface DataPoint {
  /** YYYY-MM-DD; every day of the range is present, zero counts included. */
  date: string;
  count: number;
}

/**
 * `GET results-summary?start_date&end_date&survey_id&orderby&order`. A range longer than 7 days
 * needs a licence of any paid plan (403 `plan_required` otherwise).
 */
export interface ResultsSummary {
  total_responses: number;
  data_points: DataPoint[];
  surveys: ResultsSurveyRow[];
}

export interface OptionCount {
  value: string;
  count: number;
}

export interface AnswerExtra {
  comments?: string;
  name?: string;
}

export interface AnswerItem {
  value: string | string[] | number | null;
  /** RFC 3339. */
  date: string;
  response_id: number;
  extra: AnswerExtra | null;
}

export interface QuestionStats {
  id: string | number;
  type: string;
  title: string;
  total_answers: number;
  skipped: number;
  /** checkbox, radio-button, star-rating, nps, image-radio, icon-choice: show `options` as a pie. */
  is_quantitative: boolean;
  /** Every option of the question (zero counts included), in the question's order. */
  options: OptionCount[];
  /** The newest 100 answers in the range (those with comments for quantitative questions). */
  answers: AnswerItem[];
  /** True when the stored options no longer match answers (spec 001 §5 warning). */
  invalid_options: boolean;
}

export interface NpsOverview {
  detractor: number;
  passive: number;
  promoter: number;
  /** round((promoters - detractors) / total * 100), -100..100; 0 without answers. */
  nps: number;
  total: number;
}

/** `GET surveys/{id}/results?from&to` (default: the last 30 days). */
export interface SurveyResults {
  id: number;
  title: string;
  type: string | null;
  status: 'draft' | 'publish' | 'trash';
  created_at: string;
  publish_at: string | null;
  responses_count: number;
  impressions: number;
  range_responses_count: number;
  from: string;
  to: string;
  question_stats: QuestionStats[];
  /** Set when the survey has an nps question. */
  nps_overview: NpsOverview | null;
  /** Responses per day in the range (the NPS chart plots the score per day from `nps_by_date`). */
  data_points: DataPoint[];
  nps_by_date: { date: string; nps: number | null }[];
}

/** `GET surveys/{id}/nps-comments?page` (10 per page). */
export interface NpsComments {
  items: { response_id: number; score: number; comment: string; date: string }[];
  pagination: Pagination;
}

export interface Pagination {
  page: number;
  pages: number;
  total: number;
  per_page: number;
}

export interface PageSubmitted {
  name: string;
  url: string | null;
  link: string | null;
  title: string | null;
}

export interface ResponseAnswer {
  question_id: string | number;
  value: string | string[] | number | null;
  extra?: AnswerExtra | null;
}

export interface SurveyResponse {
  id: number;
  survey_id: number;
  status: 'publish' | 'trash';
  submitted_at: string;
  page_submitted: PageSubmitted;
  user_ip: string | null;
  user_browser: string | null;
  user_os: string | null;
  user_device: string | null;
  answers: ResponseAnswer[];
}

export type ResponseStatusFilter = 'all' | 'publish' | 'trash';

/** `GET surveys/{id}/responses?page&per_page(-1 = all)&filter[status]`. */
export interface ResponsesList {
  survey: { id: number; title: string; questions: { id: string | number; title: string; type: string }[] };
  items: SurveyResponse[];
  pagination: Pagination;
  status_filters: { status: ResponseStatusFilter; count: number }[];
}

/** `GET surveys/{id}/responses/{responseId}`: one response and where it sits (newest first). */
export interface SingleResponse {
  survey: ResponsesList['survey'];
  response: SurveyResponse;
  position: { n: number; total: number; previous_id: number | null; next_id: number | null };
}

/** `GET ai-summary/{id}` and `GET preload-ai-summary/{id}`. */
export interface AiSummary {
  success: boolean;
  summary: string | null;
  error: string | null;
}

/**
 * Export URLs (opened, not fetched): `/api/v1/exports?survey_id&report=general|question
 * &question_id&start&end&format=csv|xlsx`. Needs a licence (403 `plan_required` otherwise).
 */
export type ExportFormat = 'csv' | 'xlsx';
