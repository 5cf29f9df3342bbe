/**
 * The loader: asks the host which survey this page view shows and, only when there is one,
 * imports the renderer and the widget modules it needs and mounts the survey. When the floating
 * request's answer lists page modules, it also imports the page runtime (page.js, beside the
 * renderer) and those modules, and runs them once for the page view, survey or not.
 *
 * Responses go through the outbox (outbox.ts, built as outbox.js beside the renderer): kept in
 * localStorage until the host has them, retried with back-off, and sent again on the next page
 * view if this one ends first. Its code is imported beside the renderer, and on a page view that
 * finds responses left over: the loader's 2 KB carry only the check, which only reads.
 *
 * Client storage (issue 35): a visitor id the host mints (`vid`) is kept as the `hearken_vid`
 * cookie for a year. An answer with `storage: false` (the site's "no client storage") writes
 * nothing: no visitor id, no outbox (the renderer posts once), and the renderer no cookie; the
 * page runtime and the renderer tell the add-ons' modules `storage: false`, for them to honour.
 *
 * Invariant: nothing here throws into the page or rejects unhandled. A host that is down, slow
 * (the request is aborted after 5 s), answers an error or bad JSON, or a renderer, page runtime
 * or module that fails to load, leaves the page as it was, with at most a console.debug line.
 */
import { readCookies, setCookie } from '../cookies';
import type { LoadedModule, ModuleRef, MountInit, Mounted, PageModuleRef, SurveyAnswer } from '../protocol';
import { CONTEXT, readConfig, type PageConfig } from './config';
import { OUTBOX } from './outbox';

/** The request for a survey gives up after this long: the page must not wait on the host. */
export const REQUEST_TIMEOUT_MS = 5000;

/** The visitor id's cookie, which the host reads back from the `cookies` parameter. */
export const VID_COOKIE = 'hearken_vid';
/** It lasts a year, as frequency caps and sampling need. */
const VID_LIFETIME = ';Max-Age=31536000';

interface RendererModule {
  mount(target: HTMLElement, init: MountInit): Mounted;
}

/** outbox.js (outbox.ts). */
type Outbox = typeof import('./outbox');

/** page.js (src/page/). */
interface PageRuntime {
  run(config: PageConfig, refs: PageModuleRef[], modules: (LoadedModule | null)[], lang?: string, storage?: boolean): void;
}

/** The loader's ways out, replaceable in tests. */
export interface LoaderDeps {
  fetch: typeof fetch;
  /** Imports an ES module by absolute URL. */
  load(url: string): Promise<unknown>;
}

const browserDeps: LoaderDeps = {
  fetch: (input, init) => fetch(input, init),
  load: (url) => import(/* @vite-ignore */ url),
};

function silent(error: unknown): void {
  console.debug('hearken widget:', error);
}

/** `hearken_*` cookies with their values, others by name only (the host's cookie rules). */
function cookieParam(): string {
  const cookies = readCookies();
  for (const name in cookies) if (!name.startsWith('hearken_')) cookies[name] = '';
  return JSON.stringify(cookies);
}

function surveyUrl(config: PageConfig, surveyId: string | null): string {
  const params = new URLSearchParams({
    url: location.href,
    title: document.title,
    referrer: document.referrer,
    cookies: cookieParam(),
  });
  for (const key of CONTEXT) {
    const value = config[key];
    if (value !== undefined) params.set(key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value);
  }
  if (surveyId) params.set('survey_id', surveyId);
  // The page's languages in order; the host picks the survey's language and the widget's words.
  params.set('lang', [config.lang, document.documentElement.lang, ...navigator.languages].filter(Boolean).join());
  return `${config.host}/api/v1/widget/survey?${params}`;
}

/** GETs `url`'s JSON: null for an error status, a rejection when unreachable, slow or not JSON. */
async function getJson<T>(url: string, deps: LoaderDeps): Promise<T | null> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), REQUEST_TIMEOUT_MS);
  try {
    const res = await deps.fetch(url, { signal: abort.signal, credentials: 'omit' });
    if (!res.ok) return null;
    return (await res.json()) as T | null;
  } finally {
    clearTimeout(timer);
  }
}

/** The host's answer; a visitor id it minted is kept, unless the site allows no client storage. */
const fetchSurvey = (config: PageConfig, surveyId: string | null, deps: LoaderDeps) =>
  getJson<SurveyAnswer>(surveyUrl(config, surveyId), deps).then((answer) => {
    if (typeof answer?.vid == 'string' && answer.storage !== false) setCookie(VID_COOKIE, answer.vid, VID_LIFETIME);
    return answer;
  });

/** `path` (as the answer gives it, relative to the host) as an absolute URL. */
const hostUrl = (config: PageConfig, path: string) => new URL(path, `${config.host}/`).href;

/** The modules' default exports, in order; a module that fails to load is null (and left out). */
function loadModules(config: PageConfig, refs: ModuleRef[] = [], deps: LoaderDeps): Promise<(LoadedModule | null)[]> {
  return Promise.all(
    refs.map((m) =>
      deps.load(hostUrl(config, m.url)).then(
        (mod) => (mod as { default?: LoadedModule }).default ?? null,
        (error: unknown) => (silent(error), null),
      ),
    ),
  );
}

/** The page modules of this page view, with page.js: every one is imported at once. */
async function runPage(config: PageConfig, answer: SurveyAnswer, deps: LoaderDeps): Promise<void> {
  const refs = answer.page_modules ?? [];
  const [runtime, modules] = await Promise.all([
    deps.load(new URL('page.js', hostUrl(config, answer.renderer)).href),
    loadModules(config, refs, deps),
  ]);
  (runtime as PageRuntime).run(config, refs, modules, answer.lang, answer.storage);
}

async function show(
  config: PageConfig,
  answer: SurveyAnswer,
  target: () => HTMLElement,
  inline: boolean,
  deps: LoaderDeps,
): Promise<void> {
  const survey = answer.survey;
  if (!survey || !Array.isArray(survey.questions) || typeof answer.renderer !== 'string') return;
  // A module that fails to load is left out: its question types show without an answer control.
  const rendererUrl = hostUrl(config, answer.renderer);
  const storage = answer.storage !== false;
  // Without the outbox (none loaded, or no client storage) the renderer posts the response once.
  const [renderer, outbox, loaded] = await Promise.all([
    deps.load(rendererUrl),
    storage && (deps.load(new URL('outbox.js', rendererUrl).href).catch(silent) as Promise<Outbox | undefined>),
    loadModules(config, answer.modules, deps),
  ]);
  const init: MountInit = {
    lang: answer.lang,
    words: answer.words,
    survey: inline ? { ...survey, position: 'bottom_right' } : survey,
    appearance: answer.appearance ?? {},
    features: answer.features ?? {},
    modules: loaded.filter((m): m is LoadedModule => m !== null),
    host: config.host,
    inline,
    storage,
    page: { id: config.postId ?? null, type: config.pageType ?? null },
  };
  if (outbox) init.send = (url, body) => outbox.send(url, body, deps.fetch);
  if (config.nonce) init.nonce = config.nonce;
  const el = target();
  try {
    (renderer as RendererModule).mount(el, init);
  } catch (error) {
    if (!inline) el.remove();
    throw error;
  }
}

function floatingHost(): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('data-hearken-widget', '');
  document.body.append(el);
  return el;
}

/** The floating survey the host picks for this page, and one survey per inline element. */
function run(config: PageConfig, deps: LoaderDeps): Promise<unknown> {
  const slots = [...document.querySelectorAll<HTMLElement>('div[data-hearken-survey]')];
  const inlineIds = slots.map((el) => el.getAttribute('data-hearken-survey')?.trim());
  // Page modules run once per page view: from the floating request's answer, survey or not. A
  // survey the page already shows inline is not shown floating as well.
  const floating = fetchSurvey(config, null, deps).then((answer) =>
    Promise.all([
      answer?.page_modules?.length && runPage(config, answer, deps).catch(silent),
      answer && !inlineIds.includes(String(answer.survey?.id)) && show(config, answer, floatingHost, false, deps),
    ]),
  ).catch(silent);
  const inline = slots.map((el, i) => {
    const id = inlineIds[i];
    if (!id) return undefined;
    return fetchSurvey(config, id, deps)
      .then((answer) => answer && show(config, answer, () => el, true, deps))
      .catch(silent);
  });
  return Promise.all([floating, ...inline]);
}

/** Whether earlier page views left responses in the outbox (storage may be off). */
function pending(): boolean | undefined {
  try {
    return localStorage[OUTBOX]?.length > 2;
  } catch {}
}

/** Starts the loader for `script` (its own tag) once the page's elements exist. */
export function boot(script: HTMLScriptElement | null, deps: LoaderDeps = browserDeps): Promise<void> {
  return new Promise<void>((resolve) => {
    if (document.readyState == 'loading') document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
    else resolve();
  })
    .then(() => {
      const config = readConfig(script);
      // Responses earlier page views could not deliver go first, beside this view's requests.
      if (pending()) {
        deps
          .load(`${config.host}/widget/outbox.js`)
          .then((outbox) => (outbox as Outbox).flush(deps.fetch))
          .catch(silent);
      }
      return run(config, deps);
    })
    .then(
      () => undefined,
      (error: unknown) => silent(error),
    );
}
