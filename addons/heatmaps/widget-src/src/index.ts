/**
 * The Heatmaps add-on's widget module (docs/WIDGET_PROTOCOL.md, "Page modules"; ../../README.md):
 * on every page view it records where the visitor clicks and how far they scroll, in batches of
 * events for the add-on's `POST /events`, unless the add-on's sampling rate leaves the page view
 * out or the visitor asks not to be tracked. Its only client storage, the config kept in the tab,
 * is left out where the site allows no client storage (`ctx.storage` false).
 *
 * A page opened from the admin area's "Open heatmap" (`…#hearken-heatmap=<token>`) is the site's
 * owner looking, not a visitor: nothing is captured there; the token leaves the address bar and
 * the overlay (./overlay.ts, a module of its own) draws the page's heatmap over it.
 *
 * Nothing here throws into the page, and no listener does more than a few reads per event.
 */
import { defineWidgetModule, mayStore, type WidgetPageContext, type WidgetPublicApi } from '@hearken/addon-sdk';
import { batches } from './batch';
import { captures, loadConfig } from './config';
import { clickRecorder, scrollRecorder } from './events';
import { loadOverlay } from './load-overlay';
import { viewportOf } from './viewport';

/** How often, at most, the scroll depth is measured while the visitor scrolls. */
const SCROLL_EVERY_MS = 200;

const TOKEN = /[#&]hearken-heatmap=([^&]+)/;

/** A listener that swallows its own failures: the page is not ours to break. */
const quiet =
  <A extends unknown[]>(listener: (...args: A) => void) =>
  (...args: A) => {
    try {
      listener(...args);
    } catch {
      // Nothing to do: a lost event is better than a broken page.
    }
  };

/** Records the page view's clicks and scroll depth until the page goes away. */
function capture(api: WidgetPublicApi): void {
  const batch = batches(api, location.origin + location.pathname, viewportOf(innerWidth));
  const measure = scrollRecorder(batch.record);
  let scrolled: number | undefined;
  const leave = quiet(() => {
    measure();
    batch.flush();
  });
  document.addEventListener('click', quiet(clickRecorder(batch.record)), { capture: true, passive: true });
  addEventListener(
    'scroll',
    () => {
      scrolled ??= window.setTimeout(
        quiet(() => {
          scrolled = undefined;
          measure();
        }),
        SCROLL_EVERY_MS,
      );
    },
    { passive: true },
  );
  document.addEventListener('visibilitychange', () => document.visibilityState == 'hidden' && leave());
  addEventListener('pagehide', leave);
  // The page view counts, with its first depth, as soon as the page has loaded: before, the images
  // still loading leave the page too short, and the depth too deep.
  if (document.readyState == 'complete') leave();
  else addEventListener('load', leave, { once: true });
}

/** The page hook: the overlay on a heatmap link, the capture anywhere else (when the add-on and the visitor allow). */
export async function start(ctx: WidgetPageContext): Promise<void> {
  const token = TOKEN.exec(location.hash)?.[1];
  if (token) {
    history.replaceState(history.state, '', location.pathname + location.search);
    await (await loadOverlay()).default(ctx, token);
    return;
  }
  const api = ctx.public;
  const config = api && (await loadConfig(api, mayStore(ctx)));
  if (api && config && captures(config)) capture(api);
}

export default defineWidgetModule({
  // As the `[widget]` table of ../addon.toml says.
  features: ['heatmaps'],
  page(ctx) {
    void start(ctx).catch(() => {});
  },
});
