/**
 * The list's page, sort and quick filter live in the address (`?status=trash&page=2&orderby=title&order=asc`),
 * so Back, reload and a shared link show the same list. Anything unreadable falls back to the
 * defaults, which the address leaves out.
 */
import { choiceParam, pageParam, useUrlParams, type UrlParams } from '@hearken/addon-sdk/ui';
import { useSearchParams } from 'react-router';
import { DEFAULT_PARAMS, QUICK_FILTERS, type ListParams, type QuickFilter, type SortColumn } from './queries';

const FIELDS: UrlParams<ListParams> = {
  page: pageParam,
  orderby: choiceParam<SortColumn>('orderby', ['id', 'title', 'status', 'created_at'], DEFAULT_PARAMS.orderby),
  order: choiceParam('order', ['asc', 'desc'], DEFAULT_PARAMS.order),
  filter: choiceParam('status', QUICK_FILTERS, DEFAULT_PARAMS.filter),
};

/** A column sorts ascending when first chosen, except Created, which starts with the newest. */
function nextSort(current: ListParams, column: SortColumn): Pick<ListParams, 'orderby' | 'order'> {
  if (current.orderby === column) return { orderby: column, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { orderby: column, order: column === 'created_at' ? 'desc' : 'asc' };
}

export function useListParams() {
  const { params, set } = useUrlParams(FIELDS, useSearchParams());
  return {
    params,
    setPage: (page: number, options?: { replace: boolean }) => set({ page }, options),
    sortBy: (column: SortColumn) => set((current) => ({ ...nextSort(current, column), page: 1 })),
    setFilter: (filter: QuickFilter) => set({ filter, page: 1 }),
  };
}
