/**
 * The add-on's two public endpoints (addon.toml's [[public]], answered by ../../src/), as the page
 * module calls them, and the cookie that remembers a rating in this browser where the module may
 * store anything (`ctx.storage`).
 *
 * `GET /post?post_id=…` answers the block's settings, the post's average and count, and whether the
 * add-on already has this visitor's rating. Both go through the SDK's `ctx.public` (the page's
 * nonce, no cookies).
 */
import type { WidgetPublicApi } from '@hearken/addon-sdk';

/** The add-on's settings `post_ratings`, as `GET /post` answers them. */
export interface Settings {
  icon_id: string;
  icon_color: string;
  rating_question: string;
  thank_you_message: string;
  rating_instruction_message: string;
  font: string;
  background_color: string;
  text_color: string;
  show_vote_count: string;
  show_rating: string;
  display_settings: string;
  use_review_schema: string;
  show_uf_logo: string;
}

/** `GET /post`'s answer. */
export interface Post {
  settings: Settings;
  post_id: string;
  /** '' until the add-on has stored a rating of the post. */
  post_title: string;
  total_ratings: number;
  /** One decimal; 0 without ratings. */
  average_rating: number;
  /** The add-on already has a rating of this post from this visitor. */
  rated: boolean;
}

/** The post's numbers after a rating (`POST /rate`'s answer). */
export interface Totals {
  total_ratings: number;
  average_rating: number;
}

/** The post and its rating block's settings, or null when the add-on cannot say. */
export async function fetchPost(api: WidgetPublicApi, postId: string): Promise<Post | null> {
  try {
    const res = await api.get('/post', { post_id: postId });
    const post = res.ok ? ((await res.json()) as Post | null) : null;
    return post && typeof post.settings == 'object' && post.settings ? post : null;
  } catch {
    return null;
  }
}

/**
 * Posts one rating. Answers the new totals (`{}` if the answer had none: the rating still counted),
 * `'rated'` when the add-on already has this visitor's rating of the post (409), or null when it
 * was not counted and may be tried again (no connection, 422, 429, 5xx).
 */
export async function sendRating(
  api: WidgetPublicApi,
  body: { post_id: string; post_title: string; url: string; rating: number },
): Promise<Partial<Totals> | 'rated' | null> {
  try {
    const res = await api.post('/rate', body);
    if (res.status == 409) return 'rated';
    return res.ok ? ((await res.json().catch(() => null)) ?? {}) : null;
  } catch {
    return null;
  }
}

/** The cookie that says this browser rated the post: `hearken_post_rated_<post_id>`. */
export const ratedCookie = (postId: string) => `hearken_post_rated_${encodeURIComponent(postId)}`;

/**
 * Whether the cookie says this browser rated the post. Without client storage (`store` false) the
 * cookie is not read either: reading what a browser keeps needs the same consent as writing it.
 */
export function ratedHere(postId: string, store: boolean): boolean {
  return store && document.cookie.split('; ').some((c) => c.startsWith(`${ratedCookie(postId)}=`));
}

/** Remembers the rating for a year, on the whole site; without client storage (`store` false), not at all. */
export function rememberRated(postId: string, store: boolean): void {
  if (store) document.cookie = `${ratedCookie(postId)}=1; max-age=31536000; path=/; SameSite=Lax`;
}
