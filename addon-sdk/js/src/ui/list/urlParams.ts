/**
 * A list's state in the address (`?status=trash&page=2`), so Back, a reload and a shared link show
 * the same list. Each value reads itself from the query string, with its default where the value
 * is missing or malformed, and writes itself back, leaving the default out.
 *
 * The hook does not import a router: it takes the `[search, setSearch]` pair of React Router's
 * `useSearchParams()` (the shell's, which it shares with remotes).
 */
import { useEffect, useRef } from 'react';

/** One value kept in the address: how it reads from the query string and how it writes to it. */
export interface UrlParam<T> {
  /** The value `search` holds, or its default. */
  read(search: URLSearchParams): T;
  /** Puts `value` into `search` (a copy of the address's query), or takes it out. */
  write(value: T, search: URLSearchParams): void;
}

/** `page`: a whole number from 1, 1 by default (and left out then). */
export const pageParam: UrlParam<number> = {
  read(search) {
    const page = Number(search.get('page'));
    return Number.isInteger(page) && page >= 1 ? page : 1;
  },
  write(page, search) {
    if (page === 1) search.delete('page');
    else search.set('page', String(page));
  },
};

/** `name`: one of `choices`, `fallback` by default (and left out then). */
export function choiceParam<T extends string>(name: string, choices: readonly T[], fallback: T): UrlParam<T> {
  return {
    read: (search) => choices.find((choice) => choice === search.get(name)) ?? fallback,
    write(value, search) {
      if (value === fallback) search.delete(name);
      else search.set(name, value);
    },
  };
}

/** The values of a list, each with the {@link UrlParam} that keeps it. */
export type UrlParams<P> = { [K in keyof P]: UrlParam<P[K]> };

/** The `[search, setSearch]` pair of React Router's `useSearchParams()`. */
export type SearchParamsState = readonly [
  URLSearchParams,
  (change: (previous: URLSearchParams) => URLSearchParams, options?: { replace?: boolean }) => void,
];

/** A change: some values, or a recipe from the values the address holds at the time of the change. */
export type UrlParamsChange<P> = Partial<P> | ((current: P) => Partial<P>);

/**
 * The values `fields` keep in the address, and `set`, which changes some of them (the address's
 * other parameters stay as they are). A recipe reads the address when the change happens, not when
 * it was rendered: a change may come after a call finished.
 *
 * ```ts
 * const FIELDS = { page: pageParam, filter: choiceParam('status', ['all', 'trash'], 'all') };
 * const { params, set } = useUrlParams(FIELDS, useSearchParams());
 * set({ filter: 'trash', page: 1 });
 * ```
 */
export function useUrlParams<P extends object>(fields: UrlParams<P>, [search, setSearch]: SearchParamsState) {
  const keys = Object.keys(fields) as (keyof P)[];
  const read = (from: URLSearchParams) => Object.fromEntries(keys.map((key) => [key, fields[key].read(from)])) as P;
  return {
    params: read(search),
    set(change: UrlParamsChange<P>, { replace = false }: { replace?: boolean } = {}) {
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          const patch = typeof change === 'function' ? change(read(previous)) : change;
          for (const key of keys) {
            if (key in patch) fields[key].write(patch[key] as P[typeof key], next);
          }
          return next;
        },
        { replace },
      );
    },
  };
}

/** A list's query as React Query answers it: the list answer (its rows and pages) and whether it is a stale one. */
export interface ListQuery {
  data?: { items: readonly unknown[]; pagination: { pages: number } } | undefined;
  /** The answer shown is the previous page's, while this one loads. */
  isPlaceholderData: boolean;
}

/**
 * Moves a list that asks for a page past its last (a change emptied the last page, or a stale
 * link) to the last page there is, replacing the address rather than adding to the history.
 * Answers whether the page is past the last, so the list shows nothing meanwhile (not its empty
 * state).
 *
 * ```ts
 * const pageTooFar = usePageInRange(params.page, list, (page, options) => set({ page }, options));
 * ```
 */
export function usePageInRange(page: number, list: ListQuery, setPage: (page: number, options: { replace: boolean }) => void): boolean {
  // A list with no rows at all may say it has 0 pages: page 1 is still its last.
  const last = Math.max(list.data?.pagination.pages ?? 1, 1);
  const tooFar = Boolean(list.data) && !list.isPlaceholderData && list.data?.items.length === 0 && page > last;
  // The latest setPage without re-running the effect on each render's new function.
  const latest = useRef(setPage);
  useEffect(() => {
    latest.current = setPage;
  });
  useEffect(() => {
    if (tooFar) latest.current(last, { replace: true });
  }, [tooFar, last]);
  return tooFar;
}
