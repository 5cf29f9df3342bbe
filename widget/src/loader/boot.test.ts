import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetQuestionProps } from '@hearken/addon-sdk';
import type { SurveyAnswer } from '../protocol';
import * as renderer from '../renderer';
import { clearCookies, inShadow, question, refreshStyles, survey } from '../test/surveys';
import { boot, REQUEST_TIMEOUT_MS, type LoaderDeps } from './boot';

const HOST = 'https://host.test';

function script(data: Record<string, string> = {}): HTMLScriptElement {
  const el = document.createElement('script');
  el.src = `${HOST}/widget.js`;
  Object.assign(el.dataset, data);
  return el;
}

function answer(more: Partial<SurveyAnswer> = {}): SurveyAnswer {
  return {
    survey: survey([question('q1', 'radio-button')]),
    appearance: {},
    features: { triggers: ['immediate'] },
    modules: [],
    renderer: '/widget/renderer.js',
    ...more,
  };
}

const json = (body: unknown) => ({ ok: true, status: 200, json: async () => body }) as Response;

/** A loader whose host answers `reply(url)` and whose imports are the real renderer and `modules`. */
function deps(reply: (url: URL) => unknown, modules: Record<string, unknown> = {}) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => json(reply(new URL(String(input)))));
  const load = vi.fn(async (url: string) => {
    if (url === `${HOST}/widget/renderer.js`) return renderer;
    if (url in modules) return modules[url];
    throw new Error(`no module at ${url}`);
  });
  return { fetch, load } satisfies LoaderDeps;
}

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  // The renderer's own calls (impression) go nowhere.
  vi.stubGlobal('fetch', vi.fn(async () => json({})));
});

afterEach(() => {
  document.body.replaceChildren();
  clearCookies();
  delete window.hearkenConfig;
  vi.unstubAllGlobals();
});

describe('the request', () => {
  it('sends the page context, and the cookies: hearken_* with values, others by name only', async () => {
    document.title = 'Blog';
    document.cookie = `hearken_survey_3=${encodeURIComponent('{"submitted":true}')};path=/`;
    document.cookie = 'session=secret;path=/';
    window.hearkenConfig = { pageType: 'home', postType: 'post', role: 'subscriber' };
    const d = deps(() => ({ survey: null }));
    await boot(script({ pageType: 'page', postId: '12', terms: 'category:news', loggedIn: 'false' }), d);

    expect(d.fetch).toHaveBeenCalledTimes(1);
    const url = new URL(String(d.fetch.mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe(`${HOST}/api/v1/widget/survey`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      url: location.href,
      title: 'Blog',
      referrer: '',
      page_type: 'page',
      post_type: 'post',
      post_id: '12',
      terms: 'category:news',
      logged_in: 'false',
      role: 'subscriber',
      cookies: JSON.stringify({ hearken_survey_3: '{"submitted":true}', session: '' }),
    });
  });

  it('asks data-host when the script tag names one', async () => {
    const d = deps(() => ({ survey: null }));
    await boot(script({ host: 'https://other.test/' }), d);
    expect(String(d.fetch.mock.calls[0]?.[0])).toMatch(/^https:\/\/other\.test\/api\/v1\/widget\/survey\?/);
  });

  it('imports nothing and adds nothing when no survey comes back', async () => {
    const d = deps(() => ({ survey: null, renderer: '/widget/renderer.js' }));
    await boot(script(), d);
    expect(d.load).not.toHaveBeenCalled();
    expect(document.body.children).toHaveLength(0);
  });
});

describe('floating and inline', () => {
  it('mounts the floating survey in an element of its own on the body, with a toggle', async () => {
    await boot(script(), deps(() => answer()));
    const host = document.body.querySelector<HTMLElement>('[data-hearken-widget]');
    expect(host?.shadowRoot).toBeTruthy();
    await vi.waitFor(() => inShadow(host?.shadowRoot).getByRole('button', { name: 'Open survey' }));
  });

  it('asks once per inline element with its survey_id and mounts in it: bottom_right, no toggle', async () => {
    document.body.innerHTML = '<div data-hearken-survey="5"></div><p>text</p><div data-hearken-survey="6"></div>';
    const d = deps((url) => {
      const id = url.searchParams.get('survey_id');
      if (!id) return { survey: null };
      return answer({ survey: survey([question('q1', 'text', { title: `Survey ${id}` })], { id: Number(id), position: 'top_left' }) });
    });
    await boot(script(), d);

    expect(d.fetch.mock.calls.map(([u]) => new URL(String(u)).searchParams.get('survey_id')).sort()).toEqual([null, '5', '6'].sort());
    expect(document.body.querySelector('[data-hearken-widget]')).toBeNull();
    for (const id of ['5', '6']) {
      const root = document.querySelector(`[data-hearken-survey="${id}"]`)?.shadowRoot as ShadowRoot;
      await vi.waitFor(() => {
        refreshStyles();
        inShadow(root).getByRole('heading', { name: `Survey ${id}` });
      });
      expect(root.querySelector('.hk-inline.hk-bottom_right')).not.toBeNull();
      expect(root.querySelector('.hk-toggle')).toBeNull();
    }
  });

  it('does not float a survey that the page already shows inline', async () => {
    document.body.innerHTML = '<div data-hearken-survey="5"></div>';
    const d = deps(() => answer({ survey: survey([question('q1', 'text', { title: 'Survey 5' })], { id: 5 }) }));
    await boot(script(), d);

    expect(d.fetch).toHaveBeenCalledTimes(2);
    expect(document.body.querySelector('[data-hearken-widget]')).toBeNull();
    const root = document.querySelector('[data-hearken-survey="5"]')?.shadowRoot as ShadowRoot;
    await vi.waitFor(() => {
      refreshStyles();
      inShadow(root).getByRole('heading', { name: 'Survey 5' });
    });
  });

  it('imports the modules the answer lists and renders their question types', async () => {
    const moduleUrl = `${HOST}/addons/question-types/widget/index.js?v=1.0.0`;
    const stars = {
      default: {
        features: ['star-rating'],
        questionTypes: {
          'star-rating': ({ h }: WidgetQuestionProps) => h('button', { type: 'button' }, 'Five stars'),
        },
      },
    };
    const reply = answer({
      survey: survey([question('q1', 'star-rating')]),
      modules: [{ slug: 'question-types', url: '/addons/question-types/widget/index.js?v=1.0.0', features: ['star-rating'] }],
    });
    const d = deps(() => reply, { [moduleUrl]: stars });
    await boot(script(), d);
    expect(d.load).toHaveBeenCalledWith(moduleUrl);
    const root = document.querySelector('[data-hearken-widget]')?.shadowRoot;
    await vi.waitFor(() => {
      refreshStyles();
      inShadow(root).getByRole('button', { name: 'Five stars' });
    });
  });

  it("gives the script tag's nonce to the widget's style", async () => {
    const tag = script();
    tag.setAttribute('nonce', 'n0nce');
    await boot(tag, deps(() => answer()));
    const root = document.querySelector('[data-hearken-widget]')?.shadowRoot;
    expect(root?.querySelector('style')?.getAttribute('nonce')).toBe('n0nce');
  });
});

describe('silence', () => {
  it.each([
    ['the host is down', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the host answers 500', async () => ({ ok: false, status: 500, json: async () => ({}) }) as Response],
    ['the host answers bad JSON', async () => ({ ok: true, status: 200, json: () => Promise.reject(new SyntaxError('bad')) }) as Response],
    ['the answer has no questions', async () => json({ survey: { id: 1 }, renderer: '/widget/renderer.js' })],
  ])('nothing happens and nothing is thrown when %s', async (_, fetch) => {
    const load = vi.fn();
    await expect(boot(script(), { fetch: vi.fn(fetch), load })).resolves.toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    expect(document.body.children).toHaveLength(0);
  });

  it('nothing is added when the renderer cannot be imported', async () => {
    const d = deps(() => answer({ renderer: '/widget/missing.js' }));
    await expect(boot(script(), d)).resolves.toBeUndefined();
    expect(document.body.children).toHaveLength(0);
  });

  it('gives up on a slow host after 5 s', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetch = vi.fn(
      (_: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const done = boot(script(), { fetch, load: vi.fn() });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBeUndefined();
    expect(signal?.aborted).toBe(true);
    vi.useRealTimers();
  });
});
