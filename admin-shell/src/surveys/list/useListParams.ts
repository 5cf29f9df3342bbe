/**
 * The list's page, sort and quick filter live in the address (`?status=trash&page=2&orderby=title&order=asc`),
 * so Back, reload and a shared link show the same list. Anything unreadable falls back to the defaults.
 */
import { useSearchParams } from 'react-router';
import { DEFAULT_PARAMS, QUICK_FILTERS, type ListParams, type QuickFilter, type SortColumn, type SortOrder } from './queries';

const SORT_COLUMNS: readonly SortColumn[] = ['id', 'title', 'status', 'created_at'];

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((a) => a === value) ?? fallback;
}

export function readParams(search: URLSearchParams): ListParams {
  const page = Number(search.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_PARAMS.page,
    orderby: oneOf(search.get('orderby'), SORT_COLUMNS, DEFAULT_PARAMS.orderby),
    order: oneOf<SortOrder>(search.get('order'), ['asc', 'desc'], DEFAULT_PARAMS.order),
    filter: oneOf<QuickFilter>(search.get('status'), QUICK_FILTERS, DEFAULT_PARAMS.filter),
  };
}

function writeParams(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.filter !== DEFAULT_PARAMS.filter) search.set('status', params.filter);
  if (params.page !== DEFAULT_PARAMS.page) search.set('page', String(params.page));
  if (params.orderby !== DEFAULT_PARAMS.orderby || params.order !== DEFAULT_PARAMS.order) {
    search.set('orderby', params.orderby);
    search.set('order', params.order);
  }
  return search;
}

/** A column sorts ascending when first chosen, except Created, which starts with the newest. */
function nextSort(current: ListParams, column: SortColumn): Pick<ListParams, 'orderby' | 'order'> {
  if (current.orderby === column) return { orderby: column, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { orderby: column, order: column === 'created_at' ? 'desc' : 'asc' };
}

export function useListParams() {
  const [search, setSearch] = useSearchParams();
  // Read the address again at the time of the change: a change may come after a call finished.
  const change = (recipe: (current: ListParams) => ListParams, replace = false) =>
    setSearch((previous) => writeParams(recipe(readParams(previous))), { replace });
  return {
    params: readParams(search),
    setPage: (page: number, replace = false) => change((p) => ({ ...p, page }), replace),
    sortBy: (column: SortColumn) => change((p) => ({ ...p, ...nextSort(p, column), page: 1 })),
    setFilter: (filter: QuickFilter) => change((p) => ({ ...p, filter, page: 1 })),
  };
}
