/**
 * The area's pages and the links between them. The shell mounts the `route` module at
 * /admin/x/heatmaps/* inside its own router (React Router is shared with remotes), and Heatmaps.tsx
 * routes the rest of the path. Every page is a direct child route of the area, so from any page
 * `..` is the area itself: these links hold wherever the shell mounts it.
 */

/** The add-on's slug: its endpoints are `addons/heatmaps/…`. */
export const SLUG = 'heatmaps';

/** The area's page paths, as Heatmaps.tsx routes them. */
export const PAGES = { pages: 'pages', page: 'pages/:id', settings: 'settings' } as const;

/** `path?search`, or `path` alone when the query string is empty. */
function withQuery(path: string, search: string) {
  return search ? `${path}?${search}` : path;
}

/** Links from one of the area's pages to another; `search` is a query string without its `?`. */
export const LINKS = {
  pages: (search = '') => withQuery(`../${PAGES.pages}`, search),
  page: (id: string | number, search = '') => withQuery(`../${PAGES.pages}/${encodeURIComponent(String(id))}`, search),
  settings: `../${PAGES.settings}`,
  /** The add-on's tab in the shell's Settings (automated deletion and retention), below its router's /admin. */
  retentionSettings: '/settings/heatmaps',
} as const;
