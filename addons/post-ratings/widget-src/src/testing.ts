/** A page view and a fake add-on for the tests: `GET /post` through `ctx.public.get`, `POST /rate` through `ctx.public.post`. */
import type { WidgetPageContext, WidgetPublicApi } from '@hearken/addon-sdk';
import { vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../ui-src/src/settings/settings';
import type { Post, Settings } from './api';

export const BASE = 'https://hearken.example/api/v1/public/addons/post-ratings';
export const PAGE_URL = 'https://bakery.example/blog/hello-world/';

/** The manifest's defaults, with every line of the block shown: those the admin's form starts from. */
export const SETTINGS: Settings = DEFAULT_SETTINGS;

export function postAnswer(settings: Partial<Settings> = {}, post: Partial<Post> = {}): Post {
  return {
    settings: { ...SETTINGS, ...settings },
    post_id: '12',
    post_title: 'Hello, world',
    total_ratings: 12,
    average_rating: 4.3,
    rated: false,
    ...post,
  };
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/**
 * A page view of post 12 whose `GET /post` answers `answer` (a Post, or a Response as is), and whose
 * `POST /rate` is `rate` (by default: counted, 13 ratings averaging 4.4).
 */
export function pageView(
  answer: Post | Response = postAnswer(),
  rate: WidgetPublicApi['post'] = async () => json({ total_ratings: 13, average_rating: 4.4 }),
  page: Partial<WidgetPageContext> = {},
) {
  const get = vi.fn<WidgetPublicApi['get']>(async () => (answer instanceof Response ? answer : json(answer)));
  const post = vi.fn(rate);
  const ctx: WidgetPageContext = {
    url: PAGE_URL,
    title: 'Hello, world | Bakery',
    referrer: '',
    page_type: 'post',
    post_type: 'post',
    post_id: '12',
    terms: [],
    logged_in: null,
    role: null,
    host: 'https://hearken.example',
    public: { base: BASE, nonce: 'n0nce', get, post },
    ...page,
  };
  return { ctx, get, post };
}

/** The page's markup, as a theme would write it. */
export function page(html: string): void {
  document.body.innerHTML = html;
}

export function clearPage(): void {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; max-age=0; path=/`;
  }
}

/** The rating buttons of the first block. */
export const icons = () => [...document.querySelectorAll<HTMLButtonElement>('.hearken-post-ratings [role="radio"]')];

/** Lets a click's promise chain (post, then the answer) run. */
export const settle = () => new Promise((r) => setTimeout(r, 0));
