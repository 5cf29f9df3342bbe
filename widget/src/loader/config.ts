/**
 * The page's embedding settings: the loader's own script tag's data attributes, then
 * `window.hearkenConfig`, then the script's origin for the host (docs/WIDGET_PROTOCOL.md).
 */

/** What a page may set before the script tag. */
export interface HearkenConfig {
  host?: string;
  pageType?: string;
  postType?: string;
  postId?: string | number;
  terms?: string;
  loggedIn?: boolean | string;
  role?: string;
  /** The page's language, a BCP 47 tag: `data-lang` on the script tag wins, then `<html lang>`; the host picks the survey's from them. */
  lang?: string;
  /**
   * The site's own id for a signed-in visitor (`data-user-id`), sent as `user_id` (the host
   * hashes it): frequency caps and sampling then follow the person, also without client storage.
   */
  userId?: string | number;
}

declare global {
  interface Window {
    hearkenConfig?: HearkenConfig;
  }
}

export interface PageConfig {
  /** Origin (and path prefix, if any) of the host, without a trailing slash. */
  host: string;
  pageType?: string;
  postType?: string;
  postId?: string;
  terms?: string;
  loggedIn?: string;
  role?: string;
  userId?: string;
  lang?: string;
  nonce?: string;
}

/** The page context the survey request sends (its query names are these, snake_cased). */
export const CONTEXT = ['pageType', 'postType', 'postId', 'terms', 'loggedIn', 'role', 'userId'] as const;
const KEYS = [...CONTEXT, 'lang'] as const;

export function readConfig(script: HTMLScriptElement | null): PageConfig {
  const page: HearkenConfig = window.hearkenConfig ?? {};
  const data = script ? script.dataset : {};
  const scriptOrigin = script?.src ? new URL(script.src, location.href).origin : location.origin;
  const config: PageConfig = { host: (data.host ?? page.host ?? scriptOrigin).replace(/\/+$/, '') };
  for (const key of KEYS) {
    const value = data[key] ?? page[key];
    if (value != null) config[key] = String(value);
  }
  // Browsers hide the nonce attribute's value from getAttribute once applied; the property keeps it.
  const nonce = script?.nonce || script?.getAttribute('nonce');
  if (nonce) config.nonce = nonce;
  return config;
}
