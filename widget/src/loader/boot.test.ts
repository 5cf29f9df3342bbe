import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetQuestionProps } from '@hearken/addon-sdk';
import { act } from 'preact/test-utils';
import type { MountInit, Mounted, PageModuleRef, SurveyAnswer } from '../protocol';
import * as pageRuntime from '../page';
import * as outbox from './outbox';
import * as renderer from '../renderer';
import postRatings from '../test/postRatings';
import { clearCookies, inShadow, question, refreshStyles, survey } from '../test/surveys';
import { STRINGS } from '../renderer/strings';
import { readCookies } from '../cookies';
import { boot, REQUEST_TIMEOUT_MS, type LoaderDeps } from './boot';

const HOST = 'https://host.test';
/**
 * How long a wait for the loader's work may take: it imports the renderer and the modules (each
 * transformed on first use), which a loaded two-core CI machine took past vitest's 1 s default.
 */
const SETTLE = { timeout: 10_000, interval: 20 };
vi.setConfig({ testTimeout: 30_000 });

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

/** Every request of the page view in order: the loader's fetches and imports, then the renderer's and the modules' calls. */
let requests: string[] = [];

/** What the real renderer mounted in this test: unmounted after it, so nothing of it runs in the next. */
let widgets: Mounted[] = [];
const rendererModule = {
  mount: (target: HTMLElement, init: MountInit) => {
    const widget = renderer.mount(target, init);
    widgets.push(widget);
    return widget;
  },
};

/** A loader whose host answers `reply(url)` and whose imports are the real renderer, page runtime and `modules`. */
function deps(reply: (url: URL) => unknown, modules: Record<string, unknown> = {}) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(`${init?.method ?? 'GET'} ${String(input)}`);
    return json(reply(new URL(String(input))));
  });
  const load = vi.fn(async (url: string) => {
    requests.push(`import ${url}`);
    if (url === `${HOST}/widget/renderer.js`) return rendererModule;
    if (url === `${HOST}/widget/page.js`) return pageRuntime;
    if (url === `${HOST}/widget/outbox.js`) return outbox;
    if (url in modules) return modules[url];
    throw new Error(`no module at ${url}`);
  });
  return { fetch, load } satisfies LoaderDeps;
}

beforeEach(() => {
  requests = [];
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  // The renderer's and the modules' own calls (impression, public endpoints) are only recorded.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(`${init?.method ?? 'GET'} ${String(input)}`);
      return json({});
    }),
  );
});

afterEach(() => {
  act(() => widgets.forEach((w) => w.unmount()));
  widgets = [];
  document.body.replaceChildren();
  clearCookies();
  delete window.hearkenConfig;
  document.documentElement.lang = '';
  localStorage.clear();
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
      lang: navigator.languages.join(),
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
    await vi.waitFor(() => inShadow(host?.shadowRoot).getByRole('button', { name: 'Open survey' }), SETTLE);
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
      }, SETTLE);
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
    }, SETTLE);
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
    }, SETTLE);
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

describe('what a page view fetches', () => {
  const surveyRequest = expect.stringMatching(/^GET https:\/\/host\.test\/api\/v1\/widget\/survey\?url=/);
  const starsUrl = '/addons/question-types/widget/index.js?v=1.0.0';
  const stars = { default: { features: ['star-rating'], questionTypes: { 'star-rating': () => null } } };

  it.each([
    ['no page_modules', {}],
    ['an empty page_modules', { page_modules: [] }],
  ])('with %s and no survey: the widget/survey request, and nothing else', async (_, more) => {
    await boot(script(), deps(() => answer({ survey: null, ...more })));
    await new Promise((done) => setTimeout(done, 50));
    expect(requests).toEqual([surveyRequest]);
  });

  it.each([
    ['no page_modules', {}],
    ['an empty page_modules', { page_modules: [] }],
  ])("with %s and a survey: the request, the renderer and the survey's modules, then the impression", async (_, more) => {
    const reply = answer({
      survey: survey([question('q1', 'star-rating')]),
      modules: [{ slug: 'question-types', url: starsUrl, features: ['star-rating'] }],
      ...more,
    });
    await boot(script(), deps(() => reply, { [`${HOST}${starsUrl}`]: stars }));
    await vi.waitFor(() => expect(requests).toHaveLength(5), SETTLE);
    await new Promise((done) => setTimeout(done, 50));
    expect(requests).toEqual([
      surveyRequest,
      `import ${HOST}/widget/renderer.js`,
      `import ${HOST}/widget/outbox.js`,
      `import ${HOST}${starsUrl}`,
      `POST ${HOST}/api/v1/surveys/12/impression?nonce=imp-nonce`,
    ]);
  });
});

describe('page modules', () => {
  const ratingsUrl = '/addons/post-ratings/widget/index.js?v=1.1.0';
  const ratingsRef: PageModuleRef = {
    slug: 'post-ratings',
    url: ratingsUrl,
    features: ['post-ratings'],
    public: { base: '/api/v1/public/addons/post-ratings', nonce: 'page-nonce' },
  };

  it('run when no survey is shown: page.js beside the renderer and the modules, nothing of the renderer', async () => {
    document.body.innerHTML = '<div data-hearken-embed="post-rating"></div>';
    const d = deps(() => answer({ survey: null, page_modules: [ratingsRef] }), { [`${HOST}${ratingsUrl}`]: { default: postRatings } });
    await boot(script({ postId: '12' }), d);

    expect(requests).toEqual([
      expect.stringMatching(/^GET https:\/\/host\.test\/api\/v1\/widget\/survey\?/),
      `import ${HOST}/widget/page.js`,
      `import ${HOST}${ratingsUrl}`,
      `POST ${HOST}/api/v1/public/addons/post-ratings/views`,
    ]);
    expect(document.querySelectorAll('[data-hearken-embed="post-rating"] button')).toHaveLength(5);
    expect(document.body.querySelector('[data-hearken-widget]')).toBeNull();
  });

  it('run once per page view, from the floating answer, beside the floating and inline surveys', async () => {
    document.body.innerHTML = '<div data-hearken-survey="5"></div>';
    const page = vi.fn();
    const d = deps(
      (url) => {
        const id = Number(url.searchParams.get('survey_id') ?? 12);
        return answer({ survey: survey([question('q1', 'text', { title: `Survey ${id}` })], { id }), page_modules: [ratingsRef] });
      },
      { [`${HOST}${ratingsUrl}`]: { default: { features: ['post-ratings'], page } } },
    );
    await boot(script(), d);

    expect(page).toHaveBeenCalledTimes(1);
    expect(page.mock.calls[0]?.[0]).toMatchObject({ host: HOST, public: { nonce: 'page-nonce' } });
    expect(requests.filter((r) => r.startsWith('import')).sort()).toEqual(
      [
        `import ${HOST}/widget/page.js`,
        `import ${HOST}${ratingsUrl}`,
        `import ${HOST}/widget/renderer.js`,
        `import ${HOST}/widget/outbox.js`,
        `import ${HOST}/widget/renderer.js`,
        `import ${HOST}/widget/outbox.js`,
      ].sort(),
    );
    for (const root of [document.querySelector('[data-hearken-widget]')?.shadowRoot, document.querySelector('[data-hearken-survey="5"]')?.shadowRoot]) {
      await vi.waitFor(() => {
        refreshStyles();
        inShadow(root).getByRole('heading', { name: /^Survey (12|5)$/ });
      }, SETTLE);
    }
  });

  it('a page module that fails to load or throws is skipped; the others and the survey still run', async () => {
    const page = vi.fn();
    const throwing = {
      default: {
        features: [],
        page: () => {
          throw new Error('no localStorage');
        },
      },
    };
    const refs = ['missing', 'throwing', 'working'].map((slug) => ({ slug, url: `/addons/${slug}/widget/index.js`, features: [] }));
    const d = deps(() => answer({ survey: survey([question('q1', 'text', { title: 'Still here' })]), page_modules: refs }), {
      [`${HOST}/addons/throwing/widget/index.js`]: throwing,
      [`${HOST}/addons/working/widget/index.js`]: { default: { features: [], page } },
    });
    await expect(boot(script(), d)).resolves.toBeUndefined();
    expect(page).toHaveBeenCalledTimes(1);
    const root = document.querySelector('[data-hearken-widget]')?.shadowRoot;
    await vi.waitFor(() => {
      refreshStyles();
      inShadow(root).getByRole('heading', { name: 'Still here' });
    }, SETTLE);
  });

  it('a page runtime that cannot be loaded leaves the survey as it would be', async () => {
    const d = deps(() => answer({ renderer: '/widget/renderer.js', page_modules: [ratingsRef] }));
    d.load.mockImplementation(async (url: string) => {
      if (url.endsWith('/page.js')) throw new TypeError('Failed to fetch dynamically imported module');
      return url.endsWith('/renderer.js') ? rendererModule : { default: postRatings };
    });
    await boot(script(), d);
    const root = document.querySelector('[data-hearken-widget]')?.shadowRoot;
    await vi.waitFor(() => inShadow(root).getByRole('button', { name: 'Open survey' }), SETTLE);
  });
});

describe('the language', () => {
  const AR = { ...STRINGS, openSurvey: 'فتح الاستبيان' };
  const widgetRoot = () => document.querySelector('[data-hearken-widget]')?.shadowRoot?.querySelector('.hk-root');
  const surveyRequest = () => new URL(requests.find((r) => r.includes('/widget/survey?'))!.slice(4));

  it("sends the page's languages in order: data-lang or hearkenConfig.lang, <html lang>, navigator.languages", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-PT', 'en']);
    document.documentElement.lang = 'fr';
    window.hearkenConfig = { lang: 'ar' };
    await boot(script({ lang: 'de-AT' }), deps(() => answer()));
    expect(surveyRequest().searchParams.get('lang')).toBe('de-AT,fr,pt-PT,en');
    document.body.replaceChildren();
    requests = [];
    document.documentElement.lang = '';
    await boot(script(), deps(() => answer()));
    expect(surveyRequest().searchParams.get('lang')).toBe('ar,pt-PT,en');
  });

  it("speaks the language and words the host's answer names, right to left for Arabic, with no request of its own", async () => {
    await boot(script(), deps(() => answer({ lang: 'ar', dir: 'rtl', words: AR })));
    await vi.waitFor(() => inShadow(document.querySelector('[data-hearken-widget]')?.shadowRoot).getByRole('button', { name: 'فتح الاستبيان' }), SETTLE);
    expect(widgetRoot()?.getAttribute('lang')).toBe('ar');
    expect(widgetRoot()?.getAttribute('dir')).toBe('rtl');
    expect(requests.filter((r) => r.includes('/locales/'))).toEqual([]);
  });

  it('an answer without a language leaves the widget in English', async () => {
    await boot(script({ lang: 'ja' }), deps(() => answer()));
    await vi.waitFor(() => inShadow(document.querySelector('[data-hearken-widget]')?.shadowRoot).getByRole('button', { name: STRINGS.openSurvey }), SETTLE);
    expect(widgetRoot()?.getAttribute('lang')).toBe('en');
    expect(widgetRoot()?.getAttribute('dir')).toBe('ltr');
  });
});

describe('client storage (issue 35)', () => {
  const surveyRequest = () => new URL(requests.find((r) => r.includes('/widget/survey?'))!.slice(4));
  /** The floating widget's queries, with the page's styles fresh (see refreshStyles). */
  const floating = () => {
    refreshStyles();
    return inShadow(document.querySelector('[data-hearken-widget]')?.shadowRoot);
  };

  it("sends the site's user id as user_id: data-user-id, else hearkenConfig.userId", async () => {
    window.hearkenConfig = { userId: 4711 };
    await boot(script(), deps(() => ({ survey: null })));
    expect(surveyRequest().searchParams.get('user_id')).toBe('4711');
    requests = [];
    await boot(script({ userId: 'ada@example.com' }), deps(() => ({ survey: null })));
    expect(surveyRequest().searchParams.get('user_id')).toBe('ada@example.com');
    requests = [];
    delete window.hearkenConfig;
    await boot(script(), deps(() => ({ survey: null })));
    expect(surveyRequest().searchParams.has('user_id')).toBe(false);
  });

  it('keeps the visitor id the host minted as hearken_vid for a year, and sends it back on the next page view', async () => {
    const written = vi.spyOn(Document.prototype, 'cookie', 'set');
    await boot(script(), deps(() => ({ survey: null, vid: 'v-123', storage: true })));
    expect(written).toHaveBeenCalledWith('hearken_vid=v-123;path=/;SameSite=Lax;Max-Age=31536000');
    written.mockRestore();
    requests = [];
    await boot(script(), deps(() => ({ survey: null })));
    expect(JSON.parse(surveyRequest().searchParams.get('cookies') ?? '')).toEqual({ hearken_vid: 'v-123' });
  });

  it('without client storage a whole answer writes no cookie and no storage, and posts the response without the outbox', async () => {
    const written = vi.spyOn(Document.prototype, 'cookie', 'set');
    const stored = vi.spyOn(Storage.prototype, 'setItem');
    const noKeys = () => {
      expect(document.cookie).toBe('');
      expect(localStorage).toHaveLength(0);
      expect(sessionStorage).toHaveLength(0);
    };
    // A vid in the same answer is not kept either.
    await boot(script(), deps(() => answer({ storage: false, vid: 'v-123' })));
    await vi.waitFor(() => floating().getByRole('radio', { name: 'Yes' }), SETTLE);
    noKeys();
    // The minimized state is not kept.
    const toggle = floating().getByRole('button', { name: STRINGS.minimizeSurvey });
    act(() => toggle.click());
    act(() => floating().getByRole('button', { name: STRINGS.openSurvey }).click());
    act(() => floating().getByRole('radio', { name: 'Yes' }).click());
    await vi.waitFor(() => floating().getByText(STRINGS.thankYou), SETTLE);
    await vi.waitFor(() => expect(requests).toContain(`POST ${HOST}/api/v1/surveys/12/responses`), SETTLE);
    await new Promise((done) => setTimeout(done, 50));

    expect(requests.filter((r) => r.includes('outbox'))).toEqual([]);
    const [, posted] = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/responses'))!;
    expect(posted?.headers).toEqual({ 'Content-Type': 'application/json' });
    noKeys();
    expect(written).not.toHaveBeenCalled();
    expect(stored).not.toHaveBeenCalled();
  });

  it.each([false, true])("tells the page modules and the survey's modules storage: %s when the answer says so", async (storage) => {
    const starsUrl = '/addons/question-types/widget/index.js';
    const pageUrl = '/addons/page-pulse/widget/index.js';
    const told: [string, boolean | undefined][] = [];
    const modules = {
      [`${HOST}${pageUrl}`]: { default: { features: ['page-pulse'], page: (ctx: { storage?: boolean }) => void told.push(['page', ctx.storage]) } },
      [`${HOST}${starsUrl}`]: {
        default: {
          features: ['star-rating'],
          questionTypes: { 'star-rating': ({ storage }: WidgetQuestionProps) => void told.push(['renderer', storage]) },
        },
      },
    };
    const reply = answer({
      storage,
      survey: survey([question('q1', 'star-rating')]),
      modules: [{ slug: 'question-types', url: starsUrl, features: ['star-rating'] }],
      page_modules: [{ slug: 'page-pulse', url: pageUrl, features: ['page-pulse'] }],
    });
    await boot(script(), deps(() => reply, modules));
    await vi.waitFor(() => expect(told).toContainEqual(['renderer', storage]), SETTLE);
    expect(told).toContainEqual(['page', storage]);
    expect(told.every(([, given]) => given === storage)).toBe(true);
  });

  it('with client storage the same answer keeps the survey cookie and posts through the outbox', async () => {
    // The outbox posts through the loader's fetch.
    const d = deps(() => answer({ storage: true }));
    await boot(script(), d);
    await vi.waitFor(() => floating().getByRole('radio', { name: 'Yes' }), SETTLE);
    act(() => floating().getByRole('radio', { name: 'Yes' }).click());
    await vi.waitFor(() => expect(requests).toContain(`POST ${HOST}/api/v1/surveys/12/responses`), SETTLE);
    expect(requests).toContain(`import ${HOST}/widget/outbox.js`);
    const [, posted] = d.fetch.mock.calls.find(([url]) => String(url).endsWith('/responses')) as [string, RequestInit];
    expect(posted.headers).toHaveProperty('Idempotency-Key');
    await vi.waitFor(() => expect(JSON.parse(readCookies()['hearken_survey_12'] ?? '{}')).toMatchObject({ submitted: true }), SETTLE);
  });
});
