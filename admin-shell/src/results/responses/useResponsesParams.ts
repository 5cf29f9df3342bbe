/**
 * The list's page and quick filter live in the address (`?status=trash&page=2`), so Back and
 * reload show the same list. Another survey's address starts with neither: page 1, All.
 */
import { useSearchParams } from 'react-router';
import type { ResponseStatusFilter } from '../types';

export const STATUS_FILTERS: readonly ResponseStatusFilter[] = ['all', 'publish', 'trash'];

export interface ResponsesParams {
  page: number;
  filter: ResponseStatusFilter;
}

export function readParams(search: URLSearchParams): ResponsesParams {
  const page = Number(search.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    filter: STATUS_FILTERS.find((f) => f === search.get('status')) ?? 'all',
  };
}

function writeParams({ page, filter }: ResponsesParams): URLSearchParams {
  const search = new URLSearchParams();
  if (filter !== 'all') search.set('status', filter);
  if (page !== 1) search.set('page', String(page));
  return search;
}

export function useResponsesParams() {
  const [search, setSearch] = useSearchParams();
  // Read the address again when changing it: a change may come after a call finished.
  const change = (recipe: (current: ResponsesParams) => ResponsesParams, replace = false) =>
    setSearch((previous) => writeParams(recipe(readParams(previous))), { replace });
  return {
    params: readParams(search),
    setPage: (page: number, replace = false) => change((p) => ({ ...p, page }), replace),
    setFilter: (filter: ResponseStatusFilter) => change(() => ({ filter, page: 1 })),
  };
}
