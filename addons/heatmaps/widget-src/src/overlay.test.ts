import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import showHeatmap from './overlay';
import type { Heatmap } from './overlay/api';
import { TEXT } from './overlay/strings';
import { BASE, NONCE, called, fakeAddon, fakeCanvas, json, layout, pageContext, resetPage, settle } from './testing';

const TOKEN = 'tok/1';

function heatmap(viewport = 'desktop', more: Partial<Heatmap> = {}): Heatmap {
  return {
    url: 'http://localhost:3000/blog/hello',
    viewport: viewport as Heatmap['viewport'],
    from: '2026-11-19',
    to: '2026-11-25',
    views: 12,
    clicks: 40,
    rage_clicks: 1,
    columns: 64,
    row_height: 16,
    cells: [
      [10, 20, 8],
      [32, 5, 2],
    ],
    elements: [
      { selector: '#missing', clicks: 20, rage_clicks: 0, grid: Array(16).fill(0) },
      { selector: 'main > a', clicks: 9, rage_clicks: 1, grid: Array(16).fill(0) },
      { selector: '::not a selector((', clicks: 5, rage_clicks: 0, grid: Array(16).fill(0) },
    ],
    // Everyone reaches 0 %, one percent fewer per percent of the page.
    scroll: Array.from({ length: 21 }, (_, i) => ({ depth: i * 5, reached: 0, percent: 100 - i * 5 })),
    expires_at: '2026-11-25T10:15:00Z',
    ...more,
  };
}

/** The add-on's `GET /overlay`, answering `answer(viewport)`. */
const addon = (answer: (viewport: string) => Response = (viewport) => json(heatmap(viewport))) =>
  fakeAddon((url) => answer(url.searchParams.get('viewport') ?? ''));

const canvases = () => document.querySelectorAll<HTMLCanvasElement>('canvas[data-hearken-heatmap]');
const toolbarRoot = () => document.querySelector('[data-hearken-heatmap-toolbar]')?.shadowRoot ?? null;
const bar = () => toolbarRoot()!.querySelector<HTMLElement>('[role="toolbar"]')!;
const buttons = () => [...bar().querySelectorAll('button')];
const button = (name: string) => buttons().find((b) => b.textContent == name)!;
const status = () => bar().querySelector('[aria-live]')!.textContent;

/** Closes every overlay (its listeners stay on the window otherwise), then puts the page back. */
function reset() {
  document.querySelectorAll('[data-hearken-heatmap-toolbar]').forEach((host) => {
    [...host.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent == TEXT.close)?.click();
  });
  resetPage();
}

let calls: ReturnType<typeof fakeCanvas>;
beforeEach(() => {
  layout({ width: 1280, height: 800, docWidth: 1280, docHeight: 2000 });
  vi.stubGlobal('devicePixelRatio', 2);
  calls = fakeCanvas();
  document.body.innerHTML = '<main><a href="#">Order</a></main>';
  vi.spyOn(document.querySelector('a')!, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 100, y: 50, width: 80, height: 20 }));
});
afterEach(reset);

describe('the heatmap overlay', () => {
  it('asks for the heatmap of the window’s viewport class, with the token and the nonce', async () => {
    const fetch = addon();
    await showHeatmap(pageContext(), TOKEN);
    expect(fetch).toHaveBeenCalledWith(`${BASE}/overlay?token=tok%2F1&viewport=desktop`, {
      credentials: 'omit',
      headers: { 'X-Hearken-Nonce': NONCE },
    });
    reset();
    layout({ width: 800 });
    const tablet = addon();
    await showHeatmap(pageContext(), TOKEN);
    expect(tablet.mock.calls[0]?.[0]).toBe(`${BASE}/overlay?token=tok%2F1&viewport=tablet`);
  });

  it('draws one canvas over the whole document, at the screen’s resolution, that lets clicks through', async () => {
    addon();
    await showHeatmap(pageContext(), TOKEN);
    expect(canvases()).toHaveLength(1);
    const canvas = canvases()[0]!;
    expect(canvas.parentElement).toBe(document.documentElement);
    expect([canvas.width, canvas.height]).toEqual([2560, 4000]);
    expect(canvas.style).toMatchObject({ position: 'absolute', top: '0px', left: '0px', width: '1280px', height: '2000px', pointerEvents: 'none' });
    expect(Number(canvas.style.zIndex)).toBeGreaterThan(1_000_000);
    expect(canvas.getAttribute('aria-hidden')).toBe('true');
    expect(called(calls, 'scale')[0]).toEqual([2, 2]);
  });

  it('draws no larger canvas than browsers allow', async () => {
    layout({ docWidth: 1280, docHeight: 100_000 });
    addon();
    await showHeatmap(pageContext(), TOKEN);
    const canvas = canvases()[0]!;
    expect(canvas.width * canvas.height).toBeLessThanOrEqual(16_000_000);
    expect(canvas.style.height).toBe('100000px');
  });

  it('draws a blob on each cell’s centre, coloured by how busy it is', async () => {
    addon();
    await showHeatmap(pageContext(), TOKEN);
    // A cell is 1280 / 64 = 20 px wide and 16 px high; a blob's radius is 1.5 cells (30 px).
    expect(called(calls, 'drawImage').map(([, x, y]) => [x, y])).toEqual([
      [10.5 * 20 - 30, 20.5 * 16 - 30],
      [32.5 * 20 - 30, 5.5 * 16 - 30],
    ]);
    expect(called(calls, 'createRadialGradient')[0]).toEqual([30, 30, 0, 30, 30, 30]);
    expect(called(calls, 'putImageData')).toHaveLength(1);
  });

  it('outlines the most clicked elements the page has, with their clicks, at most 10', async () => {
    addon();
    await showHeatmap(pageContext(), TOKEN);
    expect(called(calls, 'strokeRect')).toEqual([
      [100, 50, 80, 20],
      [100, 50, 80, 20],
    ]);
    expect(called(calls, 'fillText')[0]).toEqual(['9 clicks', 106, 38]);

    reset();
    layout({ docHeight: 2000 });
    calls = fakeCanvas();
    document.body.innerHTML = `<ul>${'<li>x</li>'.repeat(12)}</ul>`;
    const elements = Array.from({ length: 12 }, (_, i) => ({ selector: `li:nth-of-type(${i + 1})`, clicks: 12 - i, rage_clicks: 0, grid: [] }));
    document.querySelectorAll('li').forEach((li) => vi.spyOn(li, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: 10, height: 10 })));
    addon(() => json(heatmap('desktop', { elements })));
    await showHeatmap(pageContext(), TOKEN);
    expect(called(calls, 'strokeRect')).toHaveLength(20);
  });

  it('draws dashed lines where fewer than 75, 50 and 25 % of the page views reached', async () => {
    addon();
    await showHeatmap(pageContext(), TOKEN);
    // 70 % reached 30 % of the page (600 px of 2000), 45 % reached 55 %, 20 % reached 80 %.
    expect(called(calls, 'moveTo')).toEqual([
      [0, 600],
      [0, 1100],
      [0, 1600],
    ]);
    expect(called(calls, 'lineTo')[0]).toEqual([1280, 600]);
    expect(called(calls, 'setLineDash')[0]).toEqual([[8, 6]]);
    const labels = called(calls, 'fillText').map(([text]) => text);
    expect(labels).toEqual(expect.arrayContaining([TEXT.fold(75), TEXT.fold(50), TEXT.fold(25)]));
    expect(TEXT.fold(75)).toBe('75% of visitors reached here');
  });

  it('draws no fold a page’s views all passed, and none without views', async () => {
    const everyone = Array.from({ length: 21 }, (_, i) => ({ depth: i * 5, reached: 4, percent: i > 18 ? 40 : 100 }));
    addon(() => json(heatmap('desktop', { scroll: everyone })));
    await showHeatmap(pageContext(), TOKEN);
    // Fewer than 75 and fewer than 50 % both at 95 % of the page: one line, two labels side by side.
    expect(called(calls, 'moveTo')).toEqual([[0, 1900]]);
    const labels = called(calls, 'fillText').filter(([text]) => String(text).includes('reached'));
    expect(labels.map(([text]) => text)).toEqual([TEXT.fold(75), TEXT.fold(50)]);
    expect(labels[1]![1]).toBeGreaterThan(Number(labels[0]![1]) + TEXT.fold(75).length * 7);
    reset();
    layout({ docHeight: 2000 });
    calls = fakeCanvas();
    addon(() => json(heatmap('desktop', { views: 0, clicks: 0, cells: [], scroll: everyone.map((s) => ({ ...s, percent: 0 })) })));
    await showHeatmap(pageContext(), TOKEN);
    expect(called(calls, 'moveTo')).toEqual([]);
  });

  it('shows the page’s views and clicks in a toolbar, with the window’s class pressed', async () => {
    addon();
    await showHeatmap(pageContext(), TOKEN);
    expect(bar().getAttribute('aria-label')).toBe('Heatmap');
    expect(status()).toBe('12 views, 40 clicks (2026-11-19 to 2026-11-25)');
    expect(buttons().map((b) => [b.textContent, b.getAttribute('aria-pressed'), b.type])).toEqual([
      ['Desktop', 'true', 'button'],
      ['Tablet', 'false', 'button'],
      ['Mobile', 'false', 'button'],
      ['Close', null, 'button'],
    ]);
  });

  it('is one tab stop whose buttons the arrow keys, Home and End move between', async () => {
    addon();
    await showHeatmap(pageContext(), TOKEN);
    const key = (key: string) =>
      toolbarRoot()!.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    expect(buttons().map((b) => b.tabIndex)).toEqual([0, -1, -1, -1]);
    button('Desktop').focus();
    key('ArrowRight');
    expect(toolbarRoot()!.activeElement).toBe(button('Tablet'));
    expect(buttons().map((b) => b.tabIndex)).toEqual([-1, 0, -1, -1]);
    key('End');
    expect(toolbarRoot()!.activeElement).toBe(button('Close'));
    key('ArrowRight');
    expect(toolbarRoot()!.activeElement).toBe(button('Desktop'));
    key('ArrowLeft');
    expect(toolbarRoot()!.activeElement).toBe(button('Close'));
    key('Home');
    expect(toolbarRoot()!.activeElement).toBe(button('Desktop'));
  });

  it('asks again and redraws for the viewport class switched to', async () => {
    const fetch = addon((viewport) => json(heatmap(viewport, viewport == 'tablet' ? { views: 3, clicks: 1, cells: [[1, 1, 1]] } : {})));
    await showHeatmap(pageContext(), TOKEN);
    const first = canvases()[0];
    calls.length = 0;
    button('Tablet').click();
    expect(button('Tablet').getAttribute('aria-pressed')).toBe('true');
    expect(button('Desktop').getAttribute('aria-pressed')).toBe('false');
    expect(status()).toBe('Loading the tablet heatmap…');
    await settle();
    expect(fetch.mock.calls.at(-1)?.[0]).toBe(`${BASE}/overlay?token=tok%2F1&viewport=tablet`);
    expect(status()).toBe('3 views, 1 click (2026-11-19 to 2026-11-25)');
    expect(bar().querySelector('p')?.textContent).toBe(TEXT.otherLayout('tablet'));
    expect(canvases()).toHaveLength(1);
    expect(canvases()[0]).not.toBe(first);
    expect(called(calls, 'drawImage')).toHaveLength(1);
    button('Tablet').click();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('draws only the last viewport class asked for', async () => {
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    const fetch = fakeAddon(async (url) => {
      const viewport = url.searchParams.get('viewport')!;
      if (viewport == 'tablet') await slow;
      return json(heatmap(viewport, { views: viewport.length }));
    });
    await showHeatmap(pageContext(), TOKEN);
    button('Tablet').click();
    button('Mobile').click();
    await settle();
    release();
    await settle();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(status()).toMatch(/^6 views/);
    expect(button('Mobile').getAttribute('aria-pressed')).toBe('true');
  });

  it('says what the add-on says when it refuses the token, and draws nothing', async () => {
    const message = 'This heatmap link has expired or is not valid. Open the heatmap again from the admin area.';
    addon(() => json({ code: 'invalid_token', message }, 403));
    await showHeatmap(pageContext(), TOKEN);
    expect(canvases()).toHaveLength(0);
    expect(toolbarRoot()).toBeNull();
    const notice = document.querySelector('[data-hearken-heatmap-notice]')!;
    expect(notice.shadowRoot!.querySelector('[role="alert"]')?.textContent).toBe(message);
    notice.shadowRoot!.querySelector('button')!.click();
    expect(document.querySelector('[data-hearken-heatmap-notice]')).toBeNull();
  });

  it('says the heatmap could not be loaded when the add-on cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await showHeatmap(pageContext(), TOKEN);
    const notice = document.querySelector('[data-hearken-heatmap-notice]')!;
    expect(notice.shadowRoot!.textContent).toContain(TEXT.failed);
  });

  it('says so in the toolbar, and clears the drawing, when the token expires before a switch', async () => {
    addon((viewport) => (viewport == 'mobile' ? json({ code: 'invalid_token', message: 'Expired.' }, 403) : json(heatmap())));
    await showHeatmap(pageContext(), TOKEN);
    button('Mobile').click();
    await settle();
    expect(status()).toBe('Expired.');
    expect(canvases()).toHaveLength(0);
  });

  it('redraws the document’s new size a moment after the window is resized', async () => {
    vi.useFakeTimers();
    addon();
    const shown = showHeatmap(pageContext(), TOKEN);
    await vi.runAllTimersAsync();
    await shown;
    layout({ width: 700, docWidth: 700, docHeight: 5000 });
    for (let i = 0; i < 5; i++) window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(199);
    expect(canvases()[0]?.style.height).toBe('2000px');
    vi.advanceTimersByTime(1);
    expect(canvases()).toHaveLength(1);
    expect(canvases()[0]?.style.height).toBe('5000px');
    expect(canvases()[0]?.style.width).toBe('700px');
  });

  it('takes everything away on Close, for good', async () => {
    vi.useFakeTimers();
    addon();
    const shown = showHeatmap(pageContext(), TOKEN);
    await vi.runAllTimersAsync();
    await shown;
    button('Close').click();
    expect(canvases()).toHaveLength(0);
    expect(document.querySelector('[data-hearken-heatmap-toolbar]')).toBeNull();
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(1000);
    expect(canvases()).toHaveLength(0);
  });

  it('does nothing without the add-on’s public endpoints', async () => {
    const fetch = addon();
    await showHeatmap(pageContext({ public: null }), TOKEN);
    expect(fetch).not.toHaveBeenCalled();
    expect(document.querySelector('[data-hearken-heatmap-toolbar]')).toBeNull();
  });
});
