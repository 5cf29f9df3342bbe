/**
 * A page view and a fake add-on for the tests: the window's and the document's sizes, the
 * add-on's `GET` endpoints answered through `fetch`, batches caught from `sendBeacon`, and a 2D
 * canvas context that records what is drawn (jsdom has none).
 */
import type { WidgetPageContext } from '@hearken/addon-sdk';
import { vi } from 'vitest';

export const BASE = 'https://hearken.example/api/v1/public/addons/heatmaps';
export const NONCE = 'n0nce/+=';

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** A page view whose module has the add-on's public endpoints. */
export function pageContext(page: Partial<WidgetPageContext> = {}): WidgetPageContext {
  return {
    url: location.href,
    title: 'Hello | Bakery',
    referrer: '',
    page_type: null,
    post_type: null,
    post_id: null,
    terms: [],
    logged_in: null,
    role: null,
    host: 'https://hearken.example',
    public: { base: BASE, nonce: NONCE, get: vi.fn(), post: vi.fn() },
    ...page,
  };
}

/** `fetch` answering each path after BASE (`/config`, `/overlay`) with what `answer` gives for the request's URL. */
export function fakeAddon(answer: (url: URL) => Response | Promise<Response>) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => answer(new URL(String(input))));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The window (CSS px) and the document's size and scroll position. */
export function layout({
  width = 1280,
  height = 800,
  docWidth = width,
  docHeight = 3000,
  scrollY = 0,
}: { width?: number; height?: number; docWidth?: number; docHeight?: number; scrollY?: number } = {}) {
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal('innerHeight', height);
  vi.stubGlobal('scrollY', scrollY);
  vi.stubGlobal('scrollX', 0);
  const root = document.documentElement;
  Object.defineProperty(root, 'scrollWidth', { value: docWidth, configurable: true });
  Object.defineProperty(root, 'scrollHeight', { value: docHeight, configurable: true });
}

/** Sets a property of `navigator` for the test (jsdom has no `sendBeacon`, `doNotTrack` …). */
export function navigatorHas(name: string, value: unknown): void {
  Object.defineProperty(navigator, name, { value, configurable: true });
  cleanups.push(() => delete (navigator as unknown as Record<string, unknown>)[name]);
}

/** `sendBeacon`, accepting every batch (or none, with `accept` false). */
export function beacon(accept = true) {
  const send = vi.fn((_url: string, _body?: BodyInit | null) => accept);
  navigatorHas('sendBeacon', send);
  return send;
}

/** The batches `sendBeacon` was given, parsed. */
export async function beaconBatches(send: ReturnType<typeof beacon>) {
  return Promise.all(send.mock.calls.map(async ([, body]) => JSON.parse(await (body as Blob).text()) as Batch));
}

export interface Batch {
  url: string;
  viewport: string;
  view: boolean;
  width: number;
  height: number;
  events: Record<string, unknown>[];
}

/** A 2D context for every canvas, recording each method called as `[name, ...args]`. */
export function fakeCanvas() {
  const calls: [string, ...unknown[]][] = [];
  const gradient = { addColorStop: () => {} };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    const canvas = this;
    const state: Record<string | symbol, unknown> = {};
    return new Proxy(state, {
      get(_, name) {
        if (name == 'canvas') return canvas;
        if (name in state) return state[name];
        return (...args: unknown[]) => {
          calls.push([String(name), ...args]);
          if (name == 'createRadialGradient' || name == 'createLinearGradient') return gradient;
          if (name == 'measureText') return { width: String(args[0]).length * 7 };
          if (name == 'getImageData') return { data: new Uint8ClampedArray(Math.min(4096, Number(args[2]) * Number(args[3])) * 4).fill(128) };
          return undefined;
        };
      },
      set(_, name, value) {
        state[name] = value;
        return true;
      },
    }) as unknown as CanvasRenderingContext2D;
  } as unknown as typeof HTMLCanvasElement.prototype.getContext);
  return calls;
}

/** The calls of one method. */
export const called = (calls: [string, ...unknown[]][], name: string) => calls.filter((c) => c[0] == name).map((c) => c.slice(1));

const cleanups: (() => void)[] = [];

/** Puts the page back as it was: markup, address, storage, stubs. */
export function resetPage(): void {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const el of [...document.documentElement.children]) if (el != document.head && el != document.body) el.remove();
  delete (document.documentElement as unknown as Record<string, unknown>).scrollWidth;
  delete (document.documentElement as unknown as Record<string, unknown>).scrollHeight;
  history.replaceState(null, '', '/');
  sessionStorage.clear();
  cleanups.splice(0).forEach((cleanup) => cleanup());
  vi.unstubAllGlobals();
  vi.useRealTimers();
}

/** Lets promise chains run. */
export const settle = () => new Promise((r) => setTimeout(r, 0));
