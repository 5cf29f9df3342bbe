/**
 * The list's page, quick filter, search and filters live in the address
 * (`?status=trash&page=2&search=coupon&question=q1&answer=Easy`), so Back, reload and a shared
 * link show the same list. Another survey's address starts with none of them: page 1, All,
 * unfiltered. A change of filter starts again at page 1.
 */
import { choiceParam, pageParam, useUrlParams, type UrlParam, type UrlParams } from '@hearken/addon-sdk/ui';
import { useSearchParams } from 'react-router';
import type { ResponseStatusFilter } from '../types';
import { COMPLETIONS, FILTER_PARAMS, NO_FILTERS, type ResponsesFilters } from './filters';

export const STATUS_FILTERS: readonly ResponseStatusFilter[] = ['all', 'publish', 'partial', 'over_quota', 'trash'];

export interface ResponsesParams {
  page: number;
  filter: ResponseStatusFilter;
  filters: ResponsesFilters;
}

/** The filters under their API names; a blank value is left out of the address. */
const filtersParam: UrlParam<ResponsesFilters> = {
  read(search) {
    const text = (name: keyof ResponsesFilters) => search.get(name) ?? '';
    const completion = COMPLETIONS.find((c) => c === search.get('completion')) ?? '';
    return { ...NO_FILTERS, ...Object.fromEntries(FILTER_PARAMS.map((name) => [name, text(name)])), completion };
  },
  write(filters, search) {
    for (const name of FILTER_PARAMS) {
      if (filters[name].trim() === '') search.delete(name);
      else search.set(name, filters[name]);
    }
  },
};

const FIELDS: UrlParams<ResponsesParams> = {
  page: pageParam,
  filter: choiceParam('status', STATUS_FILTERS, 'all'),
  filters: filtersParam,
};

export function useResponsesParams() {
  const { params, set } = useUrlParams(FIELDS, useSearchParams());
  return {
    params,
    setPage: (page: number, options?: { replace: boolean }) => set({ page }, options),
    setFilter: (filter: ResponseStatusFilter) => set({ filter, page: 1 }),
    /** Changes some filters (read from the address at the time, so two quick changes both count). */
    setFilters: (change: Partial<ResponsesFilters>) => set((current) => ({ filters: { ...current.filters, ...change }, page: 1 })),
    clearFilters: () => set({ filters: NO_FILTERS, page: 1 }),
  };
}
