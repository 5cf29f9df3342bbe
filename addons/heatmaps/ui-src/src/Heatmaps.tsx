/**
 * The Heatmaps area: the `route` module the shell mounts at /admin/x/heatmaps/*, which routes the
 * rest of the path itself with the shell's React Router.
 *
 * | path | page |
 * | --- | --- |
 * | `/` | redirects to `/pages` |
 * | `/pages` | the pages with heatmap data, filtered by days and viewport |
 * | `/pages/{id}` | one page: figures, elements, scroll depth, "Open heatmap" |
 * | `/settings` | the capture settings |
 *
 * Any other path goes to `/pages` too. The shell passes the same path as `path`; the routes below
 * match it on the router's location, which is what their links change.
 */
import { defineRemote, type RouteProps } from '@hearken/addon-sdk';
import { Navigate, Route, Routes } from 'react-router';
import { LINKS, PAGES } from './area';
import { PagesPage } from './pages/PagesPage';
import { PageView } from './pages/PageView';
import { SettingsPage } from './settings/SettingsPage';

export function Heatmaps({ api }: RouteProps) {
  return (
    <Routes>
      <Route index element={<Navigate to={PAGES.pages} replace />} />
      <Route path={PAGES.pages} element={<PagesPage api={api} />} />
      <Route path={PAGES.page} element={<PageView api={api} />} />
      <Route path={PAGES.settings} element={<SettingsPage api={api} />} />
      {/* A splat route resolves `..` from its parent, the area, as the pages do. */}
      <Route path="*" element={<Navigate to={LINKS.pages()} replace />} />
    </Routes>
  );
}

export default defineRemote('route', Heatmaps);
