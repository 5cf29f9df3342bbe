/**
 * The results area's wire shapes (spec 001 §3, §7): the host's OpenAPI document's types
 * (`ApiSchemas`, generated into the SDK from docs/openapi.json), narrowed where the results screens
 * know more than the document says (a status's values, an answer's shape). `Narrowed` accepts only
 * a field the document has and a type the document allows, so these cannot drift from the API.
 * Dates are `YYYY-MM-DD` (UTC days); instants are RFC 3339.
 */
import type { ApiSchemas, Narrowed } from '@hearken/addon-sdk';

type SurveyStatus = 'draft' | 'publish' | 'trash';

/** A survey row of the overview table and the switchers' source. */
export type ResultsSurveyRow = Narrowed<ApiSchemas['SurveyRow'], { status: SurveyStatus }>;

/** YYYY-MM-DD; every day of the range is present, zero counts included. */
export type DataPoint = ApiSchemas['DataPoint'];

/**
 * `GET results-summary?start_date&end_date&survey_id&orderby&order`. A range longer than 7 days
 * needs a licence of any paid plan (403 `plan_required` otherwise).
 */
export type ResultsSummary = Narrowed<ApiSchemas['ResultsSummary'], { surveys: ResultsSurveyRow[] }>;

export type OptionCount = ApiSchemas['OptionCount'];

export interface AnswerExtra {
  comments?: string;
  name?: string;
}

/** What a question's answer holds: a choice, choices, a score or text. */
export type AnswerValue = string | string[] | number | null;

export type AnswerItem = Narrowed<ApiSchemas['AnswerItem'], { value: AnswerValue; extra: AnswerExtra | null }>;

/**
 * One question's figures. `is_quantitative` (checkbox, radio-button, star-rating, nps,
 * image-radio, icon-choice): show `options` as a pie; `answers` are the newest 100 in the range;
 * `invalid_options` is the spec 001 §5 warning.
 */
export type QuestionStats = Narrowed<ApiSchemas['QuestionStats'], { answers: AnswerItem[] }>;

/** round((promoters - detractors) / total * 100), -100..100; 0 without answers. */
export type NpsOverview = ApiSchemas['NpsOverview'];

/**
 * A quota of the survey and how full it is (issue 35): at most `limit` responses whose answer to
 * `question_id` is `value`; `filled` counts them over the survey's life.
 */
export interface QuotaFill {
  question_id: string | number | null;
  value: string;
  limit: number;
  action: 'end' | 'continue';
  filled: number;
}

/**
 * What the results say of partial responses (issue 35 item 4): written here, not generated, until
 * docs/openapi.json describes them (the SDK's `api-types.ts` is generated from it).
 */
export interface PartialCounts {
  /** Partial responses submitted in the range, whether the figures count them or not. */
  partial_responses: number;
  /** True when asked with `partial=include`: every figure then counts partial responses too. */
  include_partial: boolean;
}

/** `GET surveys/{id}/results?from&to[&language][&partial=include]` (default: the last 30 days, complete responses). */
export type SurveyResults = Narrowed<
  ApiSchemas['SurveyResults'],
  { status: SurveyStatus; question_stats: QuestionStats[]; quotas: QuotaFill[] }
> &
  PartialCounts;

/** One question of the drop-off, in the survey's order: visitors shown it, and those who answered it. */
export interface DropOffQuestion {
  id: string | number;
  type: string;
  title: string;
  seen: number;
  answered: number;
}

/**
 * `GET surveys/{id}/drop-off?from&to` (issue 35 item 4; written here until docs/openapi.json has
 * it): the range's impressions (`shown`), its responses complete or partial (`started`), the
 * complete ones, and each question's.
 */
export interface DropOff {
  from: string;
  to: string;
  shown: number;
  started: number;
  completed: number;
  questions: DropOffQuestion[];
}

export type Pagination = ApiSchemas['Pagination'];

/** `GET surveys/{id}/nps-comments?page` (10 per page). */
export type NpsComments = ApiSchemas['NpsComments'];

export type PageSubmitted = ApiSchemas['Response']['page_submitted'];

export type ResponseAnswer = Narrowed<
  ApiSchemas['Response']['answers'][number],
  { value: AnswerValue; extra?: AnswerExtra | null }
>;

/**
 * `over_quota`: stored past a response limit or a full quota, and not counted in the results;
 * `partial`: a multi-question survey's pages answered so far, until the visitor finishes (issue 35).
 */
export type ResponseStatus = 'publish' | 'partial' | 'trash' | 'over_quota';

export type SurveyResponse = Narrowed<ApiSchemas['Response'], { status: ResponseStatus; answers: ResponseAnswer[] }>;

export type ResponseStatusFilter = 'all' | ResponseStatus;

/** `GET surveys/{id}/responses?page&per_page(-1 = all)&filter[status]`. */
export type ResponsesList = Narrowed<
  ApiSchemas['ResponsesList'],
  { items: SurveyResponse[]; status_filters: { status: ResponseStatusFilter; count: number }[] }
>;

/** `GET surveys/{id}/responses/{responseId}`: one response and where it sits (newest first). */
export type SingleResponse = Narrowed<ApiSchemas['SingleResponse'], { response: SurveyResponse }>;

/** `GET ai-summary/{id}` and `GET preload-ai-summary/{id}`. */
export type AiSummary = ApiSchemas['AiSummary'];

/**
 * Export URLs (opened, not fetched): `/api/v1/exports?survey_id&report=general|question
 * &question_id&start&end&format=csv|xlsx`. Needs a licence (403 `plan_required` otherwise).
 */
export type ExportFormat = 'csv' | 'xlsx';
