/**
 * The Embed panel's server state: the pages the widget has reported (`GET search`, which reads the
 * host's pages_seen table), asked again every few seconds until one from the site is there, and
 * the published surveys an inline snippet can show.
 */
import { useQuery } from '@tanstack/react-query';
import type { ApiSchemas } from '@hearken/addon-sdk';
import { useApi } from '../session/SessionContext';
import { isPageOf } from './origins';

export type SeenPage = ApiSchemas['PageItem'];

/** How often the panel asks whether the widget has reported a page, while it waits. */
export const PAGES_SEEN_POLL_MS = 5000;

/**
 * The most recent page the widget reported from `site` (or from any allowed origin when `site` is
 * null), or null; polled every {@link PAGES_SEEN_POLL_MS} while none is there and `enabled`.
 */
export function usePageSeen(site: string | null, origins: string[], enabled = true) {
  const api = useApi();
  // The host matches a part of the URL: the site's host name narrows its answer of 20 pages.
  const needle = site ? new URL(site).host : '';
  return useQuery({
    queryKey: ['pages-seen', needle],
    queryFn: () => api.get<SeenPage[]>(`search?title=${encodeURIComponent(needle)}`),
    select: (pages) => pages.find((p) => isPageOf(p.url, site, origins)) ?? null,
    enabled,
    refetchInterval: (query) => {
      const pages = query.state.data ?? [];
      return pages.some((p) => isPageOf(p.url, site, origins)) ? false : PAGES_SEEN_POLL_MS;
    },
  });
}

export interface PublishedSurvey {
  id: number;
  title: string;
}

/** Published surveys, newest first: those an inline snippet can show. */
export function usePublishedSurveys(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: ['surveys', 'published-titles'],
    queryFn: () => api.get<{ items: PublishedSurvey[] }>('surveys?filter[status]=publish&select=title&per_page=100'),
    select: (answer) => answer.items,
    enabled,
  });
}
