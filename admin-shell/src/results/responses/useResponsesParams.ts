/**
 * The list's page and quick filter live in the address (`?status=trash&page=2`), so Back and
 * reload show the same list. Another survey's address starts with neither: page 1, All.
 */
import { choiceParam, pageParam, useUrlParams, type UrlParams } from '@hearken/addon-sdk/ui';
import { useSearchParams } from 'react-router';
import type { ResponseStatusFilter } from '../types';

export const STATUS_FILTERS: readonly ResponseStatusFilter[] = ['all', 'publish', 'trash'];

export interface ResponsesParams {
  page: number;
  filter: ResponseStatusFilter;
}

const FIELDS: UrlParams<ResponsesParams> = { page: pageParam, filter: choiceParam('status', STATUS_FILTERS, 'all') };

export function useResponsesParams() {
  const { params, set } = useUrlParams(FIELDS, useSearchParams());
  return {
    params,
    setPage: (page: number, options?: { replace: boolean }) => set({ page }, options),
    setFilter: (filter: ResponseStatusFilter) => set({ filter, page: 1 }),
  };
}
