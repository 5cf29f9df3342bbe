/**
 * The page view's event queue and its batches (../../README.md, `POST /events`): the first batch,
 * which goes even without an event (`flush()`), says `view: true` and counts the visitor; later
 * ones say `view: false`. A batch goes when 20 events are queued, 5 s after the first one queued,
 * and when the page is hidden or left. So it never holds more than 20 events: within the add-on's
 * 50 and 16 KiB (a click takes a few hundred bytes at most, its selector at most 200 characters).
 *
 * Batches go by `sendBeacon` (which survives the page's unloading, and cannot set a header: the
 * nonce is in the query) as `text/plain`, so that no preflight is needed; a browser without it,
 * or whose beacon queue is full, sends the same request with `fetch(…, {keepalive: true})`.
 */
import type { WidgetPublicApi } from '@hearken/addon-sdk';
import type { HeatEvent } from './events';
import { documentBox, type Viewport } from './viewport';

const FLUSH_AT = 20;
const FLUSH_AFTER_MS = 5000;

export interface Batches {
  record(event: HeatEvent): void;
  /** Sends what is queued, and the page view itself if no batch has gone yet. */
  flush(): void;
}

function send(api: WidgetPublicApi, body: string): void {
  const url = `${api.base}/events?nonce=${encodeURIComponent(api.nonce)}`;
  try {
    if (navigator.sendBeacon(url, new Blob([body], { type: 'text/plain' }))) return;
  } catch {
    // No sendBeacon: fetch below.
  }
  fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'text/plain' },
  }).catch(() => {});
}

/** The batches of the page view at `url` (origin and path), seen in a `viewport` window. */
export function batches(api: WidgetPublicApi, url: string, viewport: Viewport): Batches {
  let queue: HeatEvent[] = [];
  let view = true;
  let timer: number | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!view && !queue.length) return;
    const box = documentBox();
    send(api, JSON.stringify({ url, viewport, view, width: box.scrollWidth, height: box.scrollHeight, events: queue }));
    queue = [];
    view = false;
  };
  return {
    flush,
    record(event) {
      queue.push(event);
      if (queue.length >= FLUSH_AT) flush();
      else timer ??= window.setTimeout(flush, FLUSH_AFTER_MS);
    },
  };
}
