/**
 * The Post Ratings add-on's widget module (docs/WIDGET_PROTOCOL.md, "Page modules"): on a post's
 * page it asks the add-on for the post's rating block (`GET /post`), draws it where the settings'
 * `display_settings` says (./placement.ts), and posts the visitor's rating (`POST /rate`). A page
 * without a post id is left alone and asks nothing.
 *
 * One rating per visitor and post: the add-on refuses a second (409), and the browser remembers
 * the first in a cookie for a year, so either way the block thanks instead of asking again. Where
 * the site allows no client storage (`ctx.storage` false) there is no cookie: the rating is
 * remembered only by the page view (and by the add-on).
 * Nothing here throws into the page: a failed request draws nothing, or leaves the icons to retry.
 */
import { defineWidgetModule, loadWebFont, mayStore, webFontUrl, type WidgetPageContext } from '@hearken/addon-sdk';
import { fetchPost, ratedHere, rememberRated, sendRating } from './api';
import { ratingBlock, type View } from './block';
import { placesFor } from './placement';
import { writeSchema } from './schema';
import { WORDS } from './strings';

const number = (n: unknown) => (typeof n == 'number' && Number.isFinite(n) ? n : 0);

/** Draws the post's rating block(s); resolves once they are drawn, or when there is nothing to draw. */
export async function showRatings(ctx: WidgetPageContext): Promise<void> {
  const { post_id: postId, public: api } = ctx;
  if (!postId || !api) return;
  const post = await fetchPost(api, postId);
  if (!post) return;
  // The widget loads asynchronously: the anchors may not be parsed yet.
  if (document.readyState == 'loading') {
    await new Promise((done) => document.addEventListener('DOMContentLoaded', done, { once: true }));
  }
  const settings = post.settings;
  const places = placesFor(settings.display_settings);
  if (!places.length) return;

  // A catalogue font comes from the Hearken server's own files, as the widget's does.
  const font = settings.font && (webFontUrl('', settings.font) ? `'${settings.font}', sans-serif` : settings.font);
  if (settings.font) loadWebFont(ctx.host, settings.font);
  const name = post.post_title || ctx.title;
  const store = mayStore(ctx);
  // Every block of the page view draws this one view: a rating in one thanks in all.
  const view: View = {
    rated: post.rated === true || ratedHere(postId, store),
    sending: 0,
    failed: false,
    total: number(post.total_ratings),
    average: number(post.average_rating),
  };

  const refresh = () => {
    blocks.forEach((block) => block.show(view));
    writeSchema(settings.use_review_schema == 'yes' ? { name, url: ctx.url, total: view.total, average: view.average } : null);
  };

  const rate = async (rating: number) => {
    if (view.rated || view.sending) return;
    view.sending = rating;
    view.failed = false;
    refresh();
    const answer = await sendRating(api, { post_id: postId, post_title: name, url: ctx.url, rating });
    view.sending = 0;
    if (answer) {
      view.rated = true;
      rememberRated(postId, store);
      if (answer != 'rated') {
        view.total = number(answer.total_ratings) || view.total;
        view.average = number(answer.average_rating) || view.average;
      }
    } else {
      view.failed = true;
    }
    refresh();
  };

  const blocks = places.map((place) => {
    const block = ratingBlock(settings, font, (rating) => void rate(rating).catch(() => {}), ctx);
    place(block.el);
    return block;
  });
  refresh();
}

export default defineWidgetModule({
  // As the `[widget]` table of ../addon.toml says.
  features: ['post-ratings'],
  page(ctx) {
    void showRatings(ctx).catch(() => {});
  },
  words: WORDS,
});
