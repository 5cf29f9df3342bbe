/**
 * The add-on's `GET /overlay?token=…&viewport=…` (../../README.md): the heatmap of the page the
 * admin area's signed token names, for one viewport class. Sent like the capture's requests, with
 * the page view's nonce and no cookies: the token is the only credential.
 */
import type { WidgetPublicApi } from '@hearken/addon-sdk';
import type { Viewport } from '../viewport';
import { TEXT } from './strings';

export interface Heatmap {
  url: string;
  viewport: Viewport;
  from: string;
  to: string;
  views: number;
  clicks: number;
  rage_clicks: number;
  /** The cells' grid: `columns` across the document's width, rows `row_height` CSS px high. */
  columns: number;
  row_height: number;
  /** `[col, row, clicks]`. */
  cells: [number, number, number][];
  /** The most clicked elements, most first. */
  elements: { selector: string; clicks: number; rage_clicks: number; grid: number[] }[];
  /** Depth 0 to 100 in steps of 5: how many page views reached it, and their share in percent. */
  scroll: { depth: number; reached: number; percent: number }[];
  expires_at: string;
}

/** The heatmap, or the message to show instead (the add-on's own for a bad token). */
export type Answer = { heatmap: Heatmap } | { message: string };

export async function fetchHeatmap(api: WidgetPublicApi, token: string, viewport: Viewport): Promise<Answer> {
  try {
    const res = await fetch(`${api.base}/overlay?token=${encodeURIComponent(token)}&viewport=${viewport}`, {
      credentials: 'omit',
      headers: { 'X-Hearken-Nonce': api.nonce },
    });
    const body = (await res.json().catch(() => null)) as Partial<Heatmap & { message: string }> | null;
    if (res.ok && body && Array.isArray(body.cells)) {
      const list = <T>(items: T[] | undefined) => (Array.isArray(items) ? items : []);
      return { heatmap: { ...(body as Heatmap), elements: list(body.elements), scroll: list(body.scroll) } };
    }
    if (res.status == 403) return { message: typeof body?.message == 'string' ? body.message : TEXT.invalidToken };
  } catch {
    // No connection: the message below.
  }
  return { message: TEXT.failed };
}
