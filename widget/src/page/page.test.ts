import { fireEvent, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetModule, WidgetPageContext } from '@hearken/addon-sdk';
import type { PageConfig } from '../loader/config';
import type { PageModuleRef } from '../protocol';
import postRatings from '../test/postRatings';
import { run } from '.';

const HOST = 'https://host.test';
const config: PageConfig = {
  host: HOST,
  pageType: 'post',
  postType: 'post',
  postId: '12',
  terms: 'category:news, tag:rust',
  loggedIn: 'false',
  role: 'subscriber',
};
const ref = (slug: string, more: Partial<PageModuleRef> = {}): PageModuleRef => ({
  slug,
  url: `/addons/${slug}/widget/index.js`,
  features: [],
  ...more,
});
const ratingsRef = ref('post-ratings', { public: { base: '/api/v1/public/addons/post-ratings', nonce: 'page-nonce' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('page()', () => {
  it('runs once per module, in load order, with the page, the host and the public endpoints', () => {
    document.title = 'A post';
    const seen: [string, WidgetPageContext][] = [];
    const modules: WidgetModule[] = [
      { features: [], page: (ctx) => void seen.push(['first', ctx]) },
      { features: [], page: (ctx) => void seen.push(['second', ctx]) },
    ];
    run(config, [ratingsRef, ref('heatmaps')], modules, 'he');

    expect(seen.map(([name]) => name)).toEqual(['first', 'second']);
    const [[, first], [, second]] = seen as [[string, WidgetPageContext], [string, WidgetPageContext]];
    expect(first).toEqual({
      lang: 'he',
      dir: 'rtl',
      storage: true,
      url: location.href,
      title: 'A post',
      referrer: '',
      page_type: 'post',
      post_type: 'post',
      post_id: '12',
      terms: ['category:news', 'tag:rust'],
      logged_in: false,
      role: 'subscriber',
      host: HOST,
      public: { base: `${HOST}/api/v1/public/addons/post-ratings`, nonce: 'page-nonce', get: expect.any(Function), post: expect.any(Function) },
    });
    expect(second.public).toBeNull();
  });

  it("tells every module it may store nothing when the host's answer said storage: false, and that it may otherwise", () => {
    const told: (boolean | undefined)[] = [];
    const modules: WidgetModule[] = [{ features: [], page: (ctx) => void told.push(ctx.storage) }];
    run(config, [ref('heatmaps')], modules, 'en', false);
    run(config, [ref('heatmaps')], modules, 'en', true);
    run(config, [ref('heatmaps')], modules, 'en');
    run(config, [ref('heatmaps')], modules);
    expect(told).toEqual([false, true, true, true]);
  });

  it('says null for what the page does not say', () => {
    let ctx: WidgetPageContext | undefined;
    run({ host: HOST }, [ref('heatmaps')], [{ features: [], page: (c) => void (ctx = c) }]);
    expect(ctx).toMatchObject({ page_type: null, post_type: null, post_id: null, terms: [], logged_in: null, role: null });
  });
});

describe('public.post()', () => {
  it("POSTs JSON to the add-on's endpoint with the nonce header and no cookies", async () => {
    let ctx: WidgetPageContext | undefined;
    run(config, [ratingsRef], [{ features: [], page: (c) => void (ctx = c) }]);
    const res = await ctx?.public?.post('/ratings', { post_id: '12', stars: 4 });

    expect(res?.status).toBe(204);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${HOST}/api/v1/public/addons/post-ratings/ratings`);
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', body: JSON.stringify({ post_id: '12', stars: 4 }) });
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', 'X-Hearken-Nonce': 'page-nonce' });
  });
});

describe('public.get()', () => {
  /** The page module's `ctx.public`, with the address and request of each fetch it makes. */
  function publicApi() {
    let ctx: WidgetPageContext | undefined;
    run(config, [ratingsRef], [{ features: [], page: (c) => void (ctx = c) }]);
    const api = ctx?.public;
    if (!api) throw new Error('no public API');
    const calls = () => fetchMock.mock.calls as [string, RequestInit][];
    return { api, calls };
  }

  it("GETs the add-on's endpoint with its query, the nonce header and no cookies", async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"average": 4.5}', { status: 200 }));
    const { api, calls } = publicApi();
    const res = await api.get('/post', { post_id: 12, title: 'Crème & co', preview: false });

    expect(await res.json()).toEqual({ average: 4.5 });
    const [[url, init]] = calls() as [[string, RequestInit]];
    expect(url).toBe(`${HOST}/api/v1/public/addons/post-ratings/post?post_id=12&title=Cr%C3%A8me+%26+co&preview=false`);
    expect(init.method ?? 'GET').toBe('GET');
    expect(init.credentials).toBe('omit');
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({ 'X-Hearken-Nonce': 'page-nonce' });
  });

  it('adds the query after one the path already has, and asks the bare path without one', async () => {
    const { api, calls } = publicApi();
    await api.get('overlay?viewport=mobile', new URLSearchParams([['tag', 'a'], ['tag', 'b']]));
    await api.get('/config');
    await api.get('/config', {});

    expect(calls().map(([url]) => url)).toEqual([
      `${HOST}/api/v1/public/addons/post-ratings/overlay?viewport=mobile&tag=a&tag=b`,
      `${HOST}/api/v1/public/addons/post-ratings/config`,
      `${HOST}/api/v1/public/addons/post-ratings/config`,
    ]);
  });

  it('resolves to an error answer as it came, for the module to read', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"code": "invalid_nonce"}', { status: 403 }));
    const { api } = publicApi();
    const res = await api.get('/post', { post_id: '12' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'invalid_nonce' });
  });
});

describe('embeds', () => {
  it('render into every element that names them, and nowhere else', () => {
    document.body.innerHTML = `
      <article><div data-hearken-embed="post-rating" data-post-id="7"></div></article>
      <article><div data-hearken-embed="post-rating" data-post-id="8"></div></article>
      <div data-hearken-embed="newsletter"></div>`;
    run(config, [ratingsRef], [postRatings]);

    const [first, second, other] = document.querySelectorAll<HTMLElement>('[data-hearken-embed]');
    for (const el of [first, second]) expect(within(el as HTMLElement).getAllByRole('button')).toHaveLength(5);
    expect(other?.childNodes).toHaveLength(0);

    fireEvent.click(within(second as HTMLElement).getByRole('button', { name: '4 of 5' }));
    const ratings = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/ratings'));
    expect(ratings.map(([, init]) => JSON.parse(String((init as RequestInit).body)))).toEqual([{ post_id: '8', stars: 4 }]);
    // The page view was counted once, by page().
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/views'))).toHaveLength(1);
  });

  it('an element is rendered by the first module, in load order, with an embed of its name', () => {
    document.body.innerHTML = '<div data-hearken-embed="rating"></div>';
    const first = vi.fn();
    const later = vi.fn();
    run(config, [ref('a'), ref('b'), ref('c')], [{ features: [] }, { features: [], embeds: { rating: first } }, { features: [], embeds: { rating: later } }]);
    expect(first).toHaveBeenCalledTimes(1);
    expect(first.mock.calls[0]?.[0]).toBe(document.querySelector('[data-hearken-embed]'));
    expect(later).not.toHaveBeenCalled();
  });

  it("calls an embed's cleanup once its element leaves the page", async () => {
    document.body.innerHTML = '<div id="a" data-hearken-embed="rating"></div><div id="b" data-hearken-embed="rating"></div>';
    const cleanups = { a: vi.fn(), b: vi.fn() };
    run(config, [ref('r')], [{ features: [], embeds: { rating: (el) => cleanups[el.id as 'a' | 'b'] } }]);
    document.getElementById('a')?.remove();
    await vi.waitFor(() => expect(cleanups.a).toHaveBeenCalledTimes(1));
    expect(cleanups.b).not.toHaveBeenCalled();
  });
});

describe('a module that throws', () => {
  it('is skipped: the other modules and embeds still run', () => {
    document.body.innerHTML = '<div data-hearken-embed="broken"></div><div data-hearken-embed="post-rating"></div>';
    const page = vi.fn();
    const broken: WidgetModule = {
      features: [],
      page: () => {
        throw new Error('no storage');
      },
      embeds: {
        broken: () => {
          throw new Error('no template');
        },
      },
    };
    expect(() => run(config, [ref('broken'), ref('gone'), ratingsRef, ref('x')], [broken, null, postRatings, { features: [], page }])).not.toThrow();
    expect(page).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('[data-hearken-embed="post-rating"] button')).toHaveLength(5);
    expect(console.debug).toHaveBeenCalledTimes(2);
  });
});
