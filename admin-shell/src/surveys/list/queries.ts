/**
 * React Query hooks for the survey list (spec 000 §7): `GET surveys` with its quick-filter counts,
 * and the bulk transitions `POST surveys/{publish|draft|trash|restore}` and `DELETE surveys`.
 * Every key starts with 'surveys', so a change anywhere invalidates every list and survey.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiSchemas, Narrowed } from '@hearken/addon-sdk';
import { useApi } from '../../session/SessionContext';
import type { SurveyStatus } from '../model/types';

export const SURVEYS_KEY = ['surveys'] as const;

/** The quick filters; the API's `filter[status]` values ('trash' is the spec's 'status:trash'). */
export const QUICK_FILTERS = ['all', 'publish', 'scheduled', 'draft', 'trash'] as const;
export type QuickFilter = (typeof QUICK_FILTERS)[number];

export type SortColumn = 'id' | 'title' | 'status' | 'created_at';
export type SortOrder = 'asc' | 'desc';

export interface ListParams {
  page: number;
  orderby: SortColumn;
  order: SortOrder;
  filter: QuickFilter;
}

/** Spec 000 §7 and §9: page 1, newest first by id, no filter. */
export const DEFAULT_PARAMS: ListParams = { page: 1, orderby: 'id', order: 'desc', filter: 'all' };

/** One row: id and the selected fields (`select` below), which the list always asks for. */
export type SurveyListItem = Narrowed<
  ApiSchemas['SurveyList']['items'][number],
  {
    title: string;
    status: SurveyStatus;
    /** RFC 3339, UTC. */
    created_at: string;
    /** RFC 3339, UTC; published with a future date means scheduled. */
    publish_at: string | null;
    responses_count: number;
    settings?: ApiSchemas['SurveySettings'] & { google_drive?: { enable?: boolean; spreadsheet_id?: string } };
  }
> & {
  /** The response limit is set and reached (issue 35); read-only. */
  closed_by_limit?: boolean;
};

export type Pagination = ApiSchemas['Pagination'];

export type StatusCount = Narrowed<ApiSchemas['StatusCount'], { status: QuickFilter }>;

/** `GET surveys?…&select=…`: the rows have `id` and the selected fields. */
export type SurveyList = Narrowed<ApiSchemas['SurveyList'], { items: SurveyListItem[]; status_filters: StatusCount[] }>;

/** Spec 000 §3: what pagination reads when the answer lacks it. */
export const PAGINATION_FALLBACK: Pagination = { page: 1, pages: 1, per_page: 10, total: 1 };

/**
 * The fields the list shows. The spec's select plus responses_count, which the Responses column
 * needs and the host answers only when asked, and closed_by_limit, said beside the status.
 */
const SELECT = ['title', 'status', 'settings', 'created_at', 'publish_at', 'responses_count', 'closed_by_limit'];

/** `surveys?…` for `params`; brackets and commas are left readable (the host accepts both forms). */
export function listPath({ page, orderby, order, filter }: ListParams): string {
  const query = [`page=${page}`, `orderby=${orderby}`, `order=${order}`, `select=${SELECT.join(',')}`];
  if (filter !== 'all') query.push(`filter[status]=${filter}`);
  return `surveys?${query.join('&')}`;
}

/** The answer with the spec's fallbacks for anything missing. */
function normalize(answer: Partial<SurveyList> | undefined): SurveyList {
  return {
    items: answer?.items ?? [],
    pagination: { ...PAGINATION_FALLBACK, ...answer?.pagination },
    status_filters: answer?.status_filters ?? [],
  };
}

export function countOf(list: SurveyList, filter: QuickFilter): number {
  return list.status_filters.find((s) => s.status === filter)?.count ?? 0;
}

/** No survey in any status, the trash included. */
export function hasNoSurveys(list: SurveyList): boolean {
  return list.status_filters.every((s) => s.count === 0);
}

export function useSurveys(params: ListParams) {
  const api = useApi();
  return useQuery({
    queryKey: [...SURVEYS_KEY, 'list', params],
    queryFn: async () => normalize(await api.get<Partial<SurveyList>>(listPath(params))),
    // The rows stay in place while another page, sort or filter loads.
    placeholderData: keepPreviousData,
  });
}

export type BulkAction = 'publish' | 'draft' | 'trash' | 'restore' | 'delete';

/** What a bulk transition did: the ids it changed and why it skipped the others. */
export type BulkOutcome = ApiSchemas['BulkOutcome'];

/** Runs one transition on some surveys; every list and survey is fetched again afterwards. */
export function useSurveysAction() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ids }: { action: BulkAction; ids: number[] }) =>
      action === 'delete'
        ? api.delete<BulkOutcome>('surveys', { survey_ids: ids })
        : api.post<BulkOutcome>(`surveys/${action}`, { survey_ids: ids }),
    onSettled: () => client.invalidateQueries({ queryKey: SURVEYS_KEY }),
  });
}
