/**
 * Test helpers: the area mounted the way the shell mounts a `route` remote (its router under
 * /admin, the route `x/:slug/*`, the rest of the path as `path`, the shell's QueryClient), and
 * APIs with no host behind them (the SDK's `fakeApi`).
 */
import type { HearkenApi } from '@hearken/addon-sdk';
import { fakeApi, type FakeApi } from '@hearken/addon-sdk/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import remote from './PostRatings';
import { DEFAULT_SETTINGS, type PostRatingsSettings } from './settings/settings';
import type { Pagination, PostResult } from './results/types';

/** Where the shell mounts the area, below its router's basename. */
export const AREA = '/x/post-ratings';

/**
 * Renders the area at `path` (below /admin/x/post-ratings/). `location()` is the router's path and
 * query now, below /admin.
 */
export function renderArea(path: string, api: HearkenApi) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let location = '';
  // As admin-shell/src/federation/ExtensionRoute.tsx: the path below /x/{slug}/ is the `path` prop.
  function ShellRoute() {
    const { '*': below = '' } = useParams();
    return <remote.component api={api} path={below} />;
  }
  function Address() {
    const { pathname, search } = useLocation();
    location = pathname + search;
    return null;
  }
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter basename="/admin" initialEntries={[`/admin${AREA}/${path}`]}>
        <Routes>
          <Route path="x/:slug/*" element={<ShellRoute />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, location: () => location };
}

/** An API whose `GET settings` answers a map holding `settings` (none at all when left out). */
export function settingsApi(settings?: PostRatingsSettings): FakeApi {
  return fakeApi({ settings: settings ? { uninstall_data: false, post_ratings: settings } : { uninstall_data: false } });
}

/** Saved settings other than the defaults. */
export const SAVED: PostRatingsSettings = {
  ...DEFAULT_SETTINGS,
  icon_id: 'heart',
  icon_color: '#C0392B',
  rating_question: 'Did this recipe work for you?',
  rating_instruction_message: 'Click a heart to rate it.',
  display_settings: 'manual',
};

/**
 * An API that answers `GET` by the whole path, query included (`addons/post-ratings/results?page=2`);
 * an `Error` among the answers is thrown. Any other call rejects.
 */
export function resultsApi(answers: Record<string, unknown>): FakeApi {
  const api = fakeApi();
  api.get.mockImplementation(async (path: string) => {
    if (!(path in answers)) throw new Error(`unexpected GET ${path}`);
    const answer = answers[path];
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return api;
}

/** Posts `first`…`last` as the results list answers them. */
export function posts(first: number, last: number): PostResult[] {
  return Array.from({ length: last - first + 1 }, (_, i) => ({
    post_id: first + i,
    post_title: `Post number ${first + i}`,
    total_ratings: 3,
    average_rating: 4.333,
  }));
}

export function pagination(page: number, pages: number, total: number): Pagination {
  return { page, pages, total, per_page: 10 };
}
