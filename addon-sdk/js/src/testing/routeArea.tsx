/**
 * An add-on's `route` remote (an area of its own pages below /admin/x/{slug}/) mounted the way the
 * shell mounts it: the shell's router with basename /admin, the route `x/:slug/*`, the rest of the
 * path passed as `path`, and a QueryClient as the shell's (without retries, so a failure shows at
 * once).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import type { HearkenApi } from '../api.js';
import type { ExtensionComponent } from '../extension-points.js';

/** How {@link renderRoute} mounts the area. */
export interface RenderRouteOptions {
  /** The add-on's slug: the area is at /admin/x/{slug}/. */
  slug: string;
  /** The path below the area, query included, e.g. `results?page=2`. */
  path: string;
  api: HearkenApi;
}

/**
 * Renders `Area` (a remote's `route` component) at `path`. Besides Testing Library's result it
 * answers `location()`: the router's path and query now, below /admin (`/x/{slug}/results?page=2`).
 *
 * ```tsx
 * const { location } = renderRoute(remote.component, { slug: 'post-ratings', path: 'results', api });
 * ```
 */
export function renderRoute(Area: ExtensionComponent<'route'>, { slug, path, api }: RenderRouteOptions) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let location = '';
  // As the shell's ExtensionRoute: the path below /x/{slug}/ is the `path` prop.
  function ShellRoute() {
    const { '*': below = '' } = useParams();
    return <Area api={api} path={below} />;
  }
  function Address() {
    const { pathname, search } = useLocation();
    location = pathname + search;
    return null;
  }
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter basename="/admin" initialEntries={[`/admin/x/${slug}/${path}`]}>
        <Routes>
          <Route path="x/:slug/*" element={<ShellRoute />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, location: () => location };
}
