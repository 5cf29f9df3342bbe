/**
 * The Post Ratings area (spec 001 §2, "own router"): the `route` module the shell mounts at
 * /admin/x/post-ratings/*, which routes the rest of the path itself with the shell's React Router.
 *
 * | path | page |
 * | --- | --- |
 * | `/` | redirects to `/settings` |
 * | `/settings` | the settings form and its live preview |
 * | `/results` | the rated posts |
 * | `/results/{postId}` | one post's ratings |
 *
 * Any other path goes to `/settings` too. The shell passes the same path as `path`; the routes
 * below match it on the router's location, which is what their links change.
 */
import { defineRemote, type RouteProps } from '@hearken/addon-sdk';
import { Navigate, Route, Routes } from 'react-router';
import { LINKS, PAGES } from './area';
import { ResultsDetailsPage } from './results/ResultsDetailsPage';
import { ResultsPage } from './results/ResultsPage';
import { SettingsPage } from './settings/SettingsPage';

export function PostRatings({ api }: RouteProps) {
  return (
    <Routes>
      <Route index element={<Navigate to={PAGES.settings} replace />} />
      <Route path={PAGES.settings} element={<SettingsPage api={api} />} />
      <Route path={PAGES.results} element={<ResultsPage api={api} />} />
      <Route path={PAGES.post} element={<ResultsDetailsPage api={api} />} />
      {/* A splat route resolves `..` from its parent, the area, as the pages do. */}
      <Route path="*" element={<Navigate to={LINKS.settings} replace />} />
    </Routes>
  );
}

export default defineRemote('route', PostRatings);
