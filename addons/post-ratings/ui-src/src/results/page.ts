/** The page of a list shown, kept in the address (`?page=N`) so Back and a reload keep it. */
import { pageParam, useUrlParams } from '@hearken/addon-sdk/ui';
import { useSearchParams } from 'react-router';

/** The page asked for (1 when missing or not a whole number from 1 up), and a way to change it. */
export function usePageParam(): [number, (page: number) => void] {
  const { params, set } = useUrlParams({ page: pageParam }, useSearchParams());
  return [params.page, (page) => set({ page })];
}
