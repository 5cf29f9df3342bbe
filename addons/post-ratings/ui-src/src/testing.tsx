/**
 * Test helpers: the area mounted the way the shell mounts a `route` remote (the SDK's
 * `renderRoute`), and the add-on's settings and results as the host answers them. APIs answering
 * by path are the SDK's (`fakeApi`, and `answersApi` with the query).
 */
import type { HearkenApi } from '@hearken/addon-sdk';
import { fakeApi, renderRoute, type FakeApi } from '@hearken/addon-sdk/testing';
import remote from './PostRatings';
import { SLUG } from './area';
import { DEFAULT_SETTINGS, type PostRatingsSettings } from './settings/settings';
import type { Pagination, PostResult } from './results/types';

/** Where the shell mounts the area, below its router's basename. */
export const AREA = `/x/${SLUG}`;

/**
 * Renders the area at `path` (below /admin/x/post-ratings/). `location()` is the router's path and
 * query now, below /admin.
 */
export function renderArea(path: string, api: HearkenApi) {
  return renderRoute(remote.component, { slug: SLUG, path, api });
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
