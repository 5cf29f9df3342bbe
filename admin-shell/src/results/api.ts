/**
 * React Query hooks for the overview and a survey's results (spec 001 §7): `results-summary`,
 * `surveys/{id}/results`, `surveys/{id}/drop-off`, `surveys/{id}/nps-comments`, the AI summary and
 * the surveys the switchers list; and the export URLs, which are opened rather than fetched.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../session/SessionContext';
import type { SurveyList } from '../surveys/list/queries';
import type { DayRange } from './dates';
import type { AiSummary, DropOff, ExportFormat, NpsComments, ResultsSummary, SurveyResults } from './types';

export interface SummaryParams {
  start_date: string;
  end_date: string;
  /** null: all surveys. */
  survey_id: number | null;
}

/** What a survey's figures are narrowed or widened to, besides the range. */
export interface ResultsFilters {
  /** '' (the default) for every language. */
  language?: string;
  /** Count partial responses too (issue 35 item 4); complete ones only by default. */
  includePartial?: boolean;
}

export const resultsKeys = {
  all: ['results'] as const,
  summary: (params: SummaryParams) => ['results', 'summary', params] as const,
  survey: (id: number, range: DayRange, { language = '', includePartial = false }: ResultsFilters = {}) =>
    ['results', 'survey', id, range, language, includePartial] as const,
  dropOff: (id: number, range: DayRange) => ['results', 'drop-off', id, range] as const,
  npsComments: (id: number, page: number) => ['results', 'nps-comments', id, page] as const,
  aiSummary: (id: number) => ['results', 'ai-summary', id] as const,
  /** Under 'surveys', so creating, renaming or trashing a survey refreshes the switchers too. */
  surveyChoices: ['surveys', 'choices'] as const,
};

export function summaryPath({ start_date, end_date, survey_id }: SummaryParams): string {
  const query = [`start_date=${start_date}`, `end_date=${end_date}`];
  if (survey_id !== null) query.push(`survey_id=${survey_id}`);
  return `results-summary?${query.join('&')}`;
}

/**
 * `language` ('' for all) keeps the responses answered in that language (issue 34);
 * `includePartial` asks for `partial=include`, which counts partial responses too (issue 35).
 */
export function surveyResultsPath(id: number, { from, to }: DayRange, { language = '', includePartial = false }: ResultsFilters = {}): string {
  let path = `surveys/${id}/results?from=${from}&to=${to}`;
  if (language !== '') path += `&language=${encodeURIComponent(language)}`;
  if (includePartial) path += '&partial=include';
  return path;
}

/** The switchers' list: the first 100 surveys, id and title only. */
export const SURVEY_CHOICES_PATH = 'surveys?per_page=100&select=id,title';

export type SurveyChoice = { id: number; title: string };

/** `GET results-summary`: the previous answer stays on screen while another range or survey loads. */
export function useResultsSummary(params: SummaryParams) {
  const api = useApi();
  return useQuery({
    queryKey: resultsKeys.summary(params),
    queryFn: () => api.get<ResultsSummary>(summaryPath(params)),
    placeholderData: keepPreviousData,
  });
}

/** `GET surveys?per_page=100&select=id,title`, for the survey dropdowns. */
export function useSurveyChoices() {
  const api = useApi();
  return useQuery({
    queryKey: resultsKeys.surveyChoices,
    queryFn: async (): Promise<SurveyChoice[]> => {
      const list = await api.get<Partial<SurveyList>>(SURVEY_CHOICES_PATH);
      return (list.items ?? []).map(({ id, title }) => ({ id, title }));
    },
  });
}

/**
 * `GET surveys/{id}/results?from&to[&language][&partial=include]`. A new range or filter keeps the
 * survey's previous answer on screen while it loads; another survey does not (its charts would be
 * the wrong survey's).
 */
export function useSurveyResults(id: number, range: DayRange, filters: ResultsFilters = {}) {
  const api = useApi();
  return useQuery({
    queryKey: resultsKeys.survey(id, range, filters),
    queryFn: () => api.get<SurveyResults>(surveyResultsPath(id, range, filters)),
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  });
}

/**
 * `GET surveys/{id}/drop-off?from&to` (issue 35 item 4): how far the range's visitors got through
 * the survey. Another range keeps the survey's previous answer on screen while it loads.
 */
export function useDropOff(id: number, range: DayRange) {
  const api = useApi();
  return useQuery({
    queryKey: resultsKeys.dropOff(id, range),
    queryFn: () => api.get<DropOff>(`surveys/${id}/drop-off?from=${range.from}&to=${range.to}`),
    placeholderData: (previous, query) => (query?.queryKey[2] === id ? previous : undefined),
  });
}

/** `GET surveys/{id}/nps-comments?page` (10 a page). */
export function useNpsComments(id: number, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: resultsKeys.npsComments(id, page),
    queryFn: () => api.get<NpsComments>(`surveys/${id}/nps-comments?page=${page}`),
    placeholderData: (previous, query) => (query?.queryKey[2] === id ? previous : undefined),
  });
}

/** `GET preload-ai-summary/{id}`: the summary generated last, if any. Off for plans without it. */
export function usePreloadAiSummary(id: number, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: resultsKeys.aiSummary(id),
    queryFn: () => api.get<AiSummary | null>(`preload-ai-summary/${id}`),
    enabled,
  });
}

/** `POST ai-summary/{id}`: generates a new summary; a success becomes the cached one. */
export function useGenerateAiSummary(id: number) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<AiSummary | null>(`ai-summary/${id}`),
    onSuccess: (answer) => {
      if (answer?.success && answer.summary) client.setQueryData(resultsKeys.aiSummary(id), answer);
    },
  });
}

export interface ExportRequest {
  surveyId: number;
  format: ExportFormat;
  range: DayRange;
  /** Set for a question's own export (report=question). */
  questionId?: string | number | undefined;
}

/** The export page's URL (spec 001 §7): opened by the browser, which downloads the file. */
export function exportUrl({ surveyId, format, range, questionId }: ExportRequest): string {
  const query = new URLSearchParams({ survey_id: String(surveyId) });
  if (questionId === undefined) {
    query.set('report', 'general');
  } else {
    query.set('report', 'question');
    query.set('question_id', String(questionId));
  }
  query.set('format', format);
  query.set('start', range.from);
  query.set('end', range.to);
  return `/api/v1/exports?${query.toString()}`;
}
