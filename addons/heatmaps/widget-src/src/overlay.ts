/**
 * The heatmap overlay (../widget/overlay.js): what a page opened from the admin area's "Open
 * heatmap" shows over itself (`…#hearken-heatmap=<token>`; ./index.ts loads this module only
 * then, so visitors never download it). It asks the add-on for the page's heatmap in the window's
 * viewport class, draws it over the page (./overlay/canvas.ts) and shows a toolbar
 * (./overlay/toolbar.ts) with the numbers, a viewport switch that asks again, and Close, which
 * takes everything away. The drawing follows the window's size, a moment after it changes.
 *
 * A token the add-on refuses (expired after 15 minutes, or not good) shows the add-on's message
 * instead; nothing here throws into the page.
 */
import type { WidgetPageContext } from '@hearken/addon-sdk';
import { type Viewport, viewportOf } from './viewport';
import { type Answer, fetchHeatmap, type Heatmap } from './overlay/api';
import { heatmapCanvas } from './overlay/canvas';
import { TEXT } from './overlay/strings';
import { notice, toolbar } from './overlay/toolbar';

/** How long the window keeps its size before the heatmap is drawn again. */
const REDRAW_AFTER_MS = 200;

export default async function showHeatmap(ctx: WidgetPageContext, token: string): Promise<void> {
  const api = ctx.public;
  if (!api) return;
  let viewport: Viewport = viewportOf(innerWidth);
  const first = await fetchHeatmap(api, token, viewport);
  if (!('heatmap' in first)) {
    document.documentElement.append(notice(first.message));
    return;
  }

  let heatmap: Heatmap | null = null;
  let canvas: HTMLCanvasElement | null = null;
  let redraw: number | undefined;
  /** Counts the requests, so that only the last one asked is drawn. */
  let asked = 0;

  const draw = () => {
    // Measured without the old canvas, which would keep the document as large as it was.
    canvas?.remove();
    canvas = null;
    if (!heatmap) return;
    try {
      canvas = heatmapCanvas(heatmap);
      document.documentElement.append(canvas);
    } catch {
      // A browser that cannot draw this page shows the numbers only.
    }
  };
  const resized = () => {
    clearTimeout(redraw);
    redraw = window.setTimeout(draw, REDRAW_AFTER_MS);
  };
  const show = (answer: Answer) => {
    if ('heatmap' in answer) {
      heatmap = answer.heatmap;
      const { views, clicks, from, to } = heatmap;
      const otherLayout = viewport == viewportOf(innerWidth) ? '' : TEXT.otherLayout(viewport);
      bar.status(TEXT.summary(views, clicks, from, to), otherLayout);
    } else {
      heatmap = null;
      bar.status(answer.message);
    }
    draw();
  };
  const close = () => {
    asked++;
    heatmap = null;
    draw();
    bar.el.remove();
    clearTimeout(redraw);
    removeEventListener('resize', resized);
    removeEventListener('load', resized);
  };
  const bar = toolbar(
    viewport,
    (next) => {
      viewport = next;
      bar.press(next);
      bar.status(TEXT.loading(next));
      const mine = ++asked;
      void fetchHeatmap(api, token, next).then((answer) => mine == asked && show(answer));
    },
    close,
  );

  document.documentElement.append(bar.el);
  show(first);
  addEventListener('resize', resized);
  // Images still loading will make the page taller.
  if (document.readyState != 'complete') addEventListener('load', resized, { once: true });
}
