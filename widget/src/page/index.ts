/**
 * page.js: the page-scoped widget modules of one page view (docs/WIDGET_PROTOCOL.md, "Page
 * modules"). The loader imports this file, beside renderer.js, only when the host's answer lists
 * `page_modules`, together with the modules themselves, and calls `run` once per page view.
 *
 * Order: every module's `page(ctx)` in load order, then the page's `[data-hearken-embed]`
 * elements in document order, each rendered by the first module (in load order) with an embed of
 * its name. An embed's cleanup is called when its element leaves the page. A hook that throws is
 * skipped (console.debug); a module that failed to load comes as null and is left out.
 */
import type { WidgetEmbed, WidgetModule, WidgetPageContext, WidgetPublicApi } from '@hearken/addon-sdk';
import { attempt } from '../attempt';
import type { PageConfig } from '../loader/config';
import type { PageModuleRef, PublicRef } from '../protocol';

/** The header the add-ons' public endpoints read the nonce from. */
const NONCE_HEADER = 'X-Hearken-Nonce';

/**
 * The add-on's public endpoints: `get` and `post` send the nonce and no cookies. A query's values
 * are sent as text (`new URLSearchParams`), after any query the path already has.
 */
function publicApi(host: string, ref: PublicRef): WidgetPublicApi {
  const base = new URL(ref.base, `${host}/`).href.replace(/\/+$/, '');
  const url = (path: string) => `${base}/${path.replace(/^\/+/, '')}`;
  const headers = { [NONCE_HEADER]: ref.nonce };
  return {
    base,
    nonce: ref.nonce,
    get: (path, query) => {
      const search = query ? new URLSearchParams(query as Record<string, string>).toString() : '';
      return fetch(search ? url(path) + (path.includes('?') ? '&' : '?') + search : url(path), { credentials: 'omit', headers });
    },
    post: (path, body) =>
      fetch(url(path), {
        method: 'POST',
        credentials: 'omit',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
  };
}

/**
 * What a module's hooks get: the page as the script tag describes it, the host, its public API,
 * and whether it may store anything in the browser (the answer's `storage`).
 */
function pageContext(config: PageConfig, ref: PageModuleRef, lang: string, storage: boolean): WidgetPageContext {
  const pub = ref.public;
  return {
    lang,
    dir: /^(ar|fa|he|ur)\b/i.test(lang) ? 'rtl' : 'ltr',
    storage,
    url: location.href,
    title: document.title,
    referrer: document.referrer,
    page_type: config.pageType ?? null,
    post_type: config.postType ?? null,
    post_id: config.postId ?? null,
    terms: (config.terms ?? '').split(',').map((t) => t.trim()).filter(Boolean),
    logged_in: config.loggedIn === 'true' ? true : config.loggedIn === 'false' ? false : null,
    role: config.role ?? null,
    host: config.host,
    public: typeof pub?.base == 'string' && typeof pub.nonce == 'string' ? publicApi(config.host, pub) : null,
  };
}

/** Calls each cleanup once its element is no longer in the page; watches only while some are left. */
function cleanUpWhenGone(cleanups: Map<Element, () => void>): void {
  if (!cleanups.size) return;
  const observer = new MutationObserver(() => {
    cleanups.forEach((cleanup, el) => {
      if (el.isConnected) return;
      cleanups.delete(el);
      attempt(cleanup);
    });
    if (!cleanups.size) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Runs the page modules `modules` (imported from `refs`, in the same order; null if not loaded) in
 * language `lang`, each told it may store nothing when `storage` is false (both the host's answer's).
 */
export function run(config: PageConfig, refs: PageModuleRef[], modules: (WidgetModule | null)[], lang = 'en', storage?: boolean): void {
  const embeds = new Map<string, [WidgetEmbed, WidgetPageContext]>();
  refs.forEach((ref, i) => {
    const m = modules[i];
    if (!m) return;
    const ctx = pageContext(config, ref, lang, storage !== false);
    if (typeof m.page == 'function') attempt(() => m.page?.(ctx));
    for (const [name, embed] of Object.entries(m.embeds ?? {})) {
      if (typeof embed == 'function' && !embeds.has(name)) embeds.set(name, [embed, ctx]);
    }
  });
  const cleanups = new Map<Element, () => void>();
  for (const el of document.querySelectorAll<HTMLElement>('[data-hearken-embed]')) {
    const found = embeds.get(el.getAttribute('data-hearken-embed') ?? '');
    const cleanup = found && attempt(() => found[0](el, found[1]));
    if (typeof cleanup == 'function') cleanups.set(el, cleanup);
  }
  cleanUpWhenGone(cleanups);
}
