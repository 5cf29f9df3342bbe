/**
 * The area's pages and the links between them. The shell mounts the `route` module at
 * /admin/x/post-ratings/* inside its own router (React Router is shared with remotes), and
 * PostRatings.tsx routes the rest of the path. Every page is a direct child route of the area, so
 * from any page `..` is the area itself: these links hold wherever the shell mounts it.
 */

/** The add-on's slug: its endpoints are `addons/post-ratings/…`. */
export const SLUG = 'post-ratings';

/** The area's page paths, as PostRatings.tsx routes them. */
export const PAGES = { settings: 'settings', results: 'results', post: 'results/:postId' } as const;

/** Links from one of the area's pages to another. */
export const LINKS = {
  settings: `../${PAGES.settings}`,
  results: `../${PAGES.results}`,
  post: (postId: string | number) => `../${PAGES.results}/${encodeURIComponent(String(postId))}`,
} as const;
