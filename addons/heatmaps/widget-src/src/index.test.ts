import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_KEY } from './config';
import module, { start } from './index';
import { loadOverlay } from './load-overlay';
import { BASE, NONCE, beacon, beaconBatches, fakeAddon, json, layout, navigatorHas, pageContext, resetPage, settle } from './testing';

vi.mock('./load-overlay', () => ({ loadOverlay: vi.fn() }));

/** The add-on: `GET /config` answers `config`. */
const addon = (config: unknown = { sample_rate: 100, honor_dnt: true }) =>
  fakeAddon((url) => (url.pathname.endsWith('/config') ? json(config) : json({ code: 'not_found' }, 404)));

/** A pointer click on `el`. */
const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 5, clientY: 5, detail: 1 }));

// The listeners a page view adds stay on the window and document (a page view lasts as long as
// the page): each test's are removed after it, as a new page would.
const listeners: [EventTarget, string, EventListenerOrEventListenerObject, unknown][] = [];
beforeEach(() => {
  for (const target of [window, document]) {
    const add = target.addEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      if (listener) listeners.push([target, type, listener, options]);
      add(type, listener, options);
    });
  }
  history.replaceState(null, '', '/blog/hello?utm=x');
  layout({ width: 1280, height: 800, docHeight: 4000 });
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});
afterEach(() => {
  for (const [target, type, listener, options] of listeners.splice(0)) {
    target.removeEventListener(type, listener, options as EventListenerOptions);
  }
  vi.mocked(loadOverlay).mockReset();
  resetPage();
});

describe('the heatmaps page module', () => {
  it('is the page hook of the heatmaps feature', () => {
    expect(module.features).toEqual(['heatmaps']);
    expect(typeof module.page).toBe('function');
  });

  it('asks the add-on’s config with the page view’s nonce and no cookies, then counts the page view', async () => {
    const fetch = addon();
    const send = beacon();
    await start(pageContext());
    expect(fetch).toHaveBeenCalledWith(`${BASE}/config`, { credentials: 'omit', headers: { 'X-Hearken-Nonce': NONCE } });
    expect(await beaconBatches(send)).toEqual([
      {
        url: 'http://localhost:3000/blog/hello',
        viewport: 'desktop',
        view: true,
        width: 1280,
        height: 4000,
        events: [5, 10, 15, 20].map((depth) => ({ t: 'scroll', depth })),
      },
    ]);
  });

  it('keeps the config in the tab for 10 minutes, and asks again after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetch = addon();
    beacon();
    await start(pageContext());
    expect(JSON.parse(sessionStorage.getItem(CONFIG_KEY)!)).toEqual({
      at: Date.now(),
      config: { sample_rate: 100, honor_dnt: true },
    });
    vi.advanceTimersByTime(9 * 60 * 1000);
    await start(pageContext());
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * 1000);
    await start(pageContext());
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('without client storage (ctx.storage false) keeps nothing in the tab, nor reads a copy left there: each page view asks', async () => {
    const stored = vi.spyOn(Storage.prototype, 'setItem');
    const read = vi.spyOn(Storage.prototype, 'getItem');
    sessionStorage.setItem(CONFIG_KEY, JSON.stringify({ at: Date.now(), config: { sample_rate: 100, honor_dnt: true } }));
    stored.mockClear();
    const fetch = addon();
    const send = beacon();
    await start(pageContext({ storage: false }));
    await start(pageContext({ storage: false }));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenCalledTimes(2);
    expect(stored).not.toHaveBeenCalled();
    expect(read).not.toHaveBeenCalled();
  });

  it.each([
    ['storage: true', { storage: true }],
    ['a widget that says nothing of storage', {}],
  ])('with %s keeps the config in the tab, as before', async (_, more) => {
    const fetch = addon();
    beacon();
    await start(pageContext(more));
    await start(pageContext(more));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CONFIG_KEY)).not.toBeNull();
  });

  it('asks every time where the tab’s storage fails', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const fetch = addon();
    const send = beacon();
    await start(pageContext());
    await start(pageContext());
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('records clicks and sends them when the page is hidden or left', async () => {
    addon();
    const send = beacon();
    document.body.innerHTML = '<main><a href="#">Hello</a></main>';
    await start(pageContext());
    click(document.querySelector('a')!);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    delete (document as { visibilityState?: unknown }).visibilityState;
    click(document.querySelector('a')!);
    window.dispatchEvent(new Event('pagehide'));
    const sent = await beaconBatches(send);
    expect(sent.map((b) => [b.view, b.events.map((e) => e.t)])).toEqual([
      [true, ['scroll', 'scroll', 'scroll', 'scroll']],
      [false, ['click']],
      [false, ['click']],
    ]);
    expect(sent[1]?.events[0]).toMatchObject({ selector: 'main > a' });
  });

  it('measures the scroll depth at most every 200 ms while the visitor scrolls', async () => {
    vi.useFakeTimers();
    addon();
    const send = beacon();
    const started = start(pageContext());
    await vi.runOnlyPendingTimersAsync();
    await started;
    const height = vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(4000);
    vi.stubGlobal('scrollY', 3200);
    for (let i = 0; i < 10; i++) window.dispatchEvent(new Event('scroll'));
    expect(height).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(height).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pagehide'));
    const depths = (await beaconBatches(send)).flatMap((b) => b.events.map((e) => e.depth));
    expect(depths).toEqual(Array.from({ length: 20 }, (_, i) => (i + 1) * 5));
  });

  it('counts the page view once the page has loaded, when it has not yet', async () => {
    addon();
    const send = beacon();
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    await start(pageContext());
    expect(send).not.toHaveBeenCalled();
    delete (document as { readyState?: unknown }).readyState;
    window.dispatchEvent(new Event('load'));
    expect((await beaconBatches(send)).map((b) => b.view)).toEqual([true]);
  });

  for (const [name, optOut] of [
    ['Do Not Track', () => navigatorHas('doNotTrack', '1')],
    ['Do Not Track (window)', () => vi.stubGlobal('doNotTrack', '1')],
    ['Global Privacy Control', () => navigatorHas('globalPrivacyControl', true)],
  ] as const) {
    it(`captures nothing from a visitor whose browser sends ${name}, unless the add-on ignores it`, async () => {
      const fetch = addon();
      const send = beacon();
      optOut();
      document.body.innerHTML = '<button type="button">Go</button>';
      await start(pageContext());
      for (let i = 0; i < 25; i++) click(document.querySelector('button')!);
      window.dispatchEvent(new Event('pagehide'));
      expect(send).not.toHaveBeenCalled();
      expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([`${BASE}/config`]);

      sessionStorage.clear();
      addon({ sample_rate: 100, honor_dnt: false });
      await start(pageContext());
      expect(send).toHaveBeenCalled();
    });
  }

  it('captures the sampling rate’s share of page views, decided once per page view', async () => {
    addon({ sample_rate: 50, honor_dnt: true });
    const send = beacon();
    document.body.innerHTML = '<button type="button">Go</button>';
    await start(pageContext()); // 0.5 × 100 is not under 50
    for (let i = 0; i < 25; i++) click(document.querySelector('button')!);
    expect(send).not.toHaveBeenCalled();
    expect(Math.random).toHaveBeenCalledTimes(1);
    vi.mocked(Math.random).mockReturnValue(0.49);
    await start(pageContext());
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('captures nothing when the add-on does not answer its config, and throws nothing', async () => {
    addon({ code: 'internal' });
    const send = beacon();
    await start(pageContext());
    fakeAddon(() => json({ code: 'internal' }, 500));
    await start(pageContext());
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    expect(() => module.page?.(pageContext())).not.toThrow();
    await settle();
    await start(pageContext({ public: null }));
    expect(send).not.toHaveBeenCalled();
  });
});

describe('a page opened from the admin area with a heatmap token', () => {
  it('captures nothing, takes the token out of the address and draws the overlay', async () => {
    const show = vi.fn(async () => {});
    vi.mocked(loadOverlay).mockResolvedValue({ default: show });
    const fetch = addon();
    const send = beacon();
    history.replaceState({ router: 1 }, '', '/blog/hello?utm=x#hearken-heatmap=tok.EN_1-2');
    const ctx = pageContext();
    await start(ctx);
    expect(location.href).toBe('http://localhost:3000/blog/hello?utm=x');
    expect(history.state).toEqual({ router: 1 });
    expect(show).toHaveBeenCalledWith(ctx, 'tok.EN_1-2');
    expect(fetch).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
    document.body.innerHTML = '<button type="button">Go</button>';
    for (let i = 0; i < 25; i++) click(document.querySelector('button')!);
    window.dispatchEvent(new Event('pagehide'));
    expect(send).not.toHaveBeenCalled();
  });

  it('throws nothing into the page when the overlay cannot be loaded', async () => {
    vi.mocked(loadOverlay).mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    history.replaceState(null, '', '/#hearken-heatmap=abc');
    expect(() => module.page?.(pageContext())).not.toThrow();
    await settle();
    expect(location.hash).toBe('');
  });
});
