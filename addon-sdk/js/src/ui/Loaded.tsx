import type { ReactNode } from 'react';

/** The props of {@link Loaded}. */
export interface LoadedProps<T> {
  /** What the page loads: React Query's `useQuery` result, or anything with these four fields. */
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined };
  /** Said in a status while the query is pending, e.g. 'Loading…'. */
  loading: string;
  /** Said in an alert when the query failed: the words, or the words for the error it failed with. */
  failed: string | ((error: unknown) => string);
  /** What to draw from the data, once there is some. */
  children(data: T): ReactNode;
}

/**
 * One query of a page as the admin draws it: a status while it loads, an alert when it fails, and
 * `children(data)` once it has data. The data stays drawn through a failed refetch, beside the
 * alert, so an admin's edits in a form drawn from it are not lost.
 *
 * ```tsx
 * const settings = useQuery({ queryKey: ['settings'], queryFn: () => api.get<SettingsMap>('settings') });
 * <Loaded query={settings} loading="Loading…" failed="The settings could not be loaded.">
 *   {(map) => <SettingsForm initial={map} />}
 * </Loaded>
 * ```
 */
export function Loaded<T>({ query, loading, failed, children }: LoadedProps<T>) {
  return (
    <>
      {query.isPending && <p role="status">{loading}</p>}
      {query.isError && <p role="alert">{typeof failed === 'function' ? failed(query.error) : failed}</p>}
      {query.data !== undefined && children(query.data)}
    </>
  );
}
