/**
 * Where the rating block goes. Hearken does not render the site, so each `display_settings` value
 * names elements the site's templates are asked to mark (README.md, "Where the block goes"), with
 * the usual markup of a WordPress-like theme as a fallback.
 */

/** The post's content, in order of preference: the block goes right after the first that exists. */
export const CONTENT_SELECTORS = ['[data-hearken-post-content]', 'article .entry-content', 'article'] as const;

/** The comments, in order of preference: the block goes right before or right after the first found. */
export const COMMENTS_SELECTORS = ['[data-hearken-comments]', '#comments'] as const;

/**
 * The `manual` places (the shortcode `hearken-post-ratings` writes `<div data-hearken-post-ratings>`):
 * the block is drawn inside each. The schema.org `<script>` carries the same attribute, hence `:not`.
 */
export const PLACEHOLDER_SELECTOR = '[data-hearken-post-ratings]:not(script)';

/** Puts one block into the page. */
export type Place = (block: HTMLElement) => void;

const ANCHORS: Record<string, [readonly string[], 'before' | 'after']> = {
  after_content: [CONTENT_SELECTORS, 'after'],
  before_comments: [COMMENTS_SELECTORS, 'before'],
  after_comments: [COMMENTS_SELECTORS, 'after'],
};

/**
 * The places for `display`: beside its anchor when the page has one; else (and for `manual`, or
 * a value this module does not know) inside every placeholder; none when the page has neither.
 */
export function placesFor(display: string): Place[] {
  const [selectors, side] = ANCHORS[display] ?? [[], 'after'];
  for (const selector of selectors) {
    const anchor = document.querySelector(selector);
    if (anchor) return [(block) => anchor[side](block)];
  }
  return [...document.querySelectorAll(PLACEHOLDER_SELECTOR)].map((el) => (block) => el.replaceChildren(block));
}
