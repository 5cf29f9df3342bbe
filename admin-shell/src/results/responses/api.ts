/**
 * React Query hooks for the responses screens (spec 001 §7): `GET surveys/{id}/responses`, the
 * switcher's `GET surveys`, and the transitions trash, restore and delete (all with
 * `{response_ids}`). A transition invalidates every responses query of its survey, so the list and
 * the single response fetch again (spec 001 §4).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../session/SessionContext';
import type { ResponsesList, ResponseStatusFilter } from '../types';
import { filterQuery, type ResponsesFilters } from './filters';

export const RESPONSES_KEY = ['responses'] as const;

export interface ResponsesQuery {
  page: number;
  /** Omitted: the host's page size; -1: every response at once. */
  perPage?: number;
  filter: ResponseStatusFilter;
  /** Search and filters; omitted: none. */
  filters?: ResponsesFilters;
}

/** `surveys/{id}/responses?page=…[&per_page=…][&filter%5Bstatus%5D=…][&search=…&from=…&question=…]`. */
export function responsesPath(surveyId: number, { page, perPage, filter, filters }: ResponsesQuery): string {
  const query = new URLSearchParams({ page: String(page) });
  if (perPage !== undefined) query.set('per_page', String(perPage));
  if (filter !== 'all') query.set('filter[status]', filter);
  for (const [name, value] of filters ? filterQuery(filters) : []) query.set(name, value);
  return `surveys/${surveyId}/responses?${query.toString()}`;
}

/**
 * One page of a survey's responses. The rows shown stay while another page or filter of the same
 * survey loads. `enabled` waits for what decides the query (the licence decides the filter).
 */
export function useResponses(surveyId: number, query: ResponsesQuery, { enabled }: { enabled: boolean }) {
  const api = useApi();
  return useQuery({
    queryKey: [...RESPONSES_KEY, surveyId, query],
    queryFn: () => api.get<ResponsesList>(responsesPath(surveyId, query)),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === surveyId ? previous : undefined),
    enabled,
  });
}

/** Every response of a survey in one answer (page 1, per_page -1): the single response's navigator (spec 001 §4). */
export function useAllResponses(surveyId: number, { enabled }: { enabled: boolean }) {
  const api = useApi();
  const query: ResponsesQuery = { page: 1, perPage: -1, filter: 'all' };
  return useQuery({
    queryKey: [...RESPONSES_KEY, surveyId, query],
    queryFn: () => api.get<ResponsesList>(responsesPath(surveyId, query)),
    enabled,
  });
}

export type ResponseAction = 'trash' | 'restore' | 'delete';

/** Runs one transition on some responses of `surveyId`; its responses are fetched again afterwards. */
export function useResponsesAction(surveyId: number) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ids }: { action: ResponseAction; ids: number[] }) =>
      action === 'delete'
        ? api.delete<unknown>(`surveys/${surveyId}/responses`, { response_ids: ids })
        : api.post<unknown>(`surveys/${surveyId}/responses/${action}`, { response_ids: ids }),
    onSettled: () => client.invalidateQueries({ queryKey: [...RESPONSES_KEY, surveyId] }),
  });
}
