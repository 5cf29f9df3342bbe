/**
 * Test helpers: the area mounted the way the shell mounts a `route` remote (the SDK's
 * `renderRoute`), the settings tab the way it mounts a `settings-tab`, and answers of the add-on's
 * endpoints. The API's answers by whole path and `deferred` are the SDK's (`answersApi`,
 * `deferred`).
 */
import { HearkenApiError, type HearkenApi, type LicenseInfo, type RemoteNotice } from '@hearken/addon-sdk';
import { renderRoute } from '@hearken/addon-sdk/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import remote from './Heatmaps';
import tab from './SettingsTab';
import { SLUG } from './area';
import { searchOf, type Filters } from './pages/filters';
import type { PageAnswer, PageRow, Pagination, ScrollStep } from './pages/types';

/** Where the shell mounts the area, below its router's basename. */
export const AREA = `/x/${SLUG}`;

/**
 * Renders the area at `path` (below /admin/x/heatmaps/). `location()` is the router's path and
 * query now, below /admin.
 */
export function renderArea(path: string, api: HearkenApi) {
  return renderRoute(remote.component, { slug: SLUG, path, api });
}

/** The license the shell hands the tab: the add-on's plan, Elite. */
const ELITE: LicenseInfo = { is_pro: true, is_licensed: true, license_type: 'elite' };

/**
 * Renders the settings tab as the shell mounts it: on a QueryClient as the shell's (no retries),
 * with the license and, unless `withNotify` is false (an older shell), a `notify` spy.
 */
export function renderSettingsTab(api: HearkenApi, { withNotify = true }: { withNotify?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const notify = vi.fn<(notice: RemoteNotice) => void>();
  const Tab = tab.component;
  const view = render(
    <QueryClientProvider client={client}>
      <Tab api={api} license={ELITE} {...(withNotify ? { notify } : {})} />
    </QueryClientProvider>,
  );
  return { ...view, notify, client };
}

/** A range of days in the past, so tests do not depend on today. */
export const WEEK: Filters = { from: '2026-11-19', to: '2026-11-25', viewport: 'all' };

/** `GET pages` for `filters` and `page`, as the list asks for it. */
export const listPath = (filters: Filters, page = 1) => `addons/heatmaps/pages?${searchOf(filters, page)}`;

/** `GET pages/{id}` for `filters`, as one page's view asks for it. */
export const pagePath = (id: string | number, filters: Filters) => `addons/heatmaps/pages/${id}?${searchOf(filters)}`;

/** The list's address of `filters` (below the area), as a link or a test opens it. */
export const listAddress = (filters: Filters) => `pages?${searchOf(filters)}`;

/** Pages `first`…`last` as the list answers them: page n is /blog/post-n, id n. */
export function rows(first: number, last: number): PageRow[] {
  return Array.from({ length: last - first + 1 }, (_, i) => ({
    id: first + i,
    url: `https://site.example/blog/post-${first + i}`,
    views: 120,
    clicks: 40,
    rage_clicks: 2,
    average_scroll: 61.5,
  }));
}

export function pagination(page: number, pages: number, total: number): Pagination {
  return { page, pages, total, per_page: 20 };
}

/** `GET pages` answering `items` on one page of `pages`. */
export function listAnswer(filters: Filters, items: PageRow[], page = 1, pages = 1) {
  return { ...filters, items, pagination: pagination(page, pages, items.length + (pages - 1) * 20) };
}

/** 0 %, 5 %, … 100 % of the page: every view reaches the top, and 5 % fewer each step down. */
export const SCROLL: ScrollStep[] = Array.from({ length: 21 }, (_, i) => ({ depth: i * 5, reached: 100 - i * 5, percent: 100 - i * 5 }));

/** One page's view: 100 visitors, two elements, one with rage clicks. */
export const PAGE: PageAnswer = {
  id: 7,
  url: 'https://site.example/pricing',
  views: 100,
  clicks: 1234,
  rage_clicks: 3,
  average_scroll: 52.5,
  viewports: { desktop: { views: 60, clicks: 900 }, tablet: { views: 10, clicks: 34 }, mobile: { views: 30, clicks: 300 } },
  elements: [
    { selector: 'main > section.plans > a.button:nth-of-type(2)', clicks: 800, rage_clicks: 3 },
    { selector: 'header nav > a[href="/signup"]', clicks: 434, rage_clicks: 0 },
  ],
  rage: [{ selector: 'main > section.plans > a.button:nth-of-type(2)', rage_clicks: 3 }],
  scroll: SCROLL,
};

/** The host's 422 for a bad range, naming `fields`. */
export function invalidRange(fields: Record<string, string>) {
  return new HearkenApiError(422, { code: 'invalid_range', message: 'The date range is not valid.', fields });
}
