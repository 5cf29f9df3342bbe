import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batches } from './batch';
import type { HeatEvent } from './events';
import { BASE, NONCE, beacon, beaconBatches, layout, pageContext, resetPage, settle } from './testing';

const URL_ = 'https://bakery.example/blog/hello';
const api = pageContext().public!;
const scroll = (depth: number): HeatEvent => ({ t: 'scroll', depth });
const clickAt = (x: number): HeatEvent => ({ t: 'click', x, y: 10, selector: 'main > a', ex: 0.5, ey: 0.5 });

beforeEach(() => {
  vi.useFakeTimers();
  layout({ docWidth: 1280, docHeight: 3400 });
});
afterEach(resetPage);

describe('the page view’s batches', () => {
  it('go by sendBeacon as text/plain, with the nonce in the address', async () => {
    const send = beacon();
    const batch = batches(api, URL_, 'desktop');
    batch.record(scroll(5));
    batch.flush();
    expect(send).toHaveBeenCalledTimes(1);
    const [url, body] = send.mock.calls[0]!;
    expect(url).toBe(`${BASE}/events?nonce=${encodeURIComponent(NONCE)}`);
    expect((body as Blob).type).toBe('text/plain');
    expect(await beaconBatches(send)).toEqual([
      { url: URL_, viewport: 'desktop', view: true, width: 1280, height: 3400, events: [{ t: 'scroll', depth: 5 }] },
    ]);
  });

  it('count the page view in the first batch only, which goes even without events', async () => {
    const send = beacon();
    const batch = batches(api, URL_, 'tablet');
    batch.flush();
    batch.flush();
    batch.record(clickAt(1));
    batch.flush();
    const sent = await beaconBatches(send);
    expect(sent.map((b) => [b.view, b.events.length, b.viewport])).toEqual([
      [true, 0, 'tablet'],
      [false, 1, 'tablet'],
    ]);
  });

  it('go when 20 events are queued, and never hold more than 50', async () => {
    const send = beacon();
    const batch = batches(api, URL_, 'mobile');
    const events = Array.from({ length: 137 }, (_, i) => clickAt(i));
    events.forEach(batch.record);
    const sent = await beaconBatches(send);
    expect(sent.map((b) => b.events.length)).toEqual([20, 20, 20, 20, 20, 20]);
    expect(sent.map((b) => b.view)).toEqual([true, false, false, false, false, false]);
    batch.flush();
    const all = await beaconBatches(send);
    expect(all.flatMap((b) => b.events)).toEqual(events);
    expect(Math.max(...all.map((b) => b.events.length))).toBeLessThanOrEqual(50);
  });

  it('go 5 seconds after an event is queued', () => {
    const send = beacon();
    const batch = batches(api, URL_, 'desktop');
    batch.record(clickAt(1));
    vi.advanceTimersByTime(3000);
    batch.record(clickAt(2));
    vi.advanceTimersByTime(1999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('go by fetch with keepalive where sendBeacon is missing or refuses', async () => {
    vi.useRealTimers();
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const expected = (view: boolean) => [
      `${BASE}/events?nonce=${encodeURIComponent(NONCE)}`,
      {
        method: 'POST',
        body: JSON.stringify({ url: URL_, viewport: 'desktop', view, width: 1280, height: 3400, events: [scroll(5)] }),
        keepalive: true,
        credentials: 'omit',
        headers: { 'Content-Type': 'text/plain' },
      },
    ];
    const batch = batches(api, URL_, 'desktop');
    batch.record(scroll(5));
    batch.flush();
    expect(fetch.mock.calls).toEqual([expected(true)]);

    const refuses = beacon(false);
    batch.record(scroll(5));
    batch.flush();
    expect(refuses).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[1]).toEqual(expected(false));
  });

  it('throw nothing when the request fails', async () => {
    vi.useRealTimers();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    const batch = batches(api, URL_, 'desktop');
    expect(() => batch.flush()).not.toThrow();
    await settle();
  });
});
