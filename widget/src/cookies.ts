/**
 * The site's cookies (document.cookie) as the widget reads and writes them: on path /, values
 * URI-encoded on write and decoded on read; session cookies, but for the visitor id. A site with
 * "no client storage" gets none written (the answer's `storage: false`, docs/WIDGET_PROTOCOL.md).
 */

/** Every cookie of the page, decoded; a value that cannot be decoded is kept as it is. */
export function readCookies(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of document.cookie.split(';')) {
    const at = pair.indexOf('=');
    const name = (at < 0 ? pair : pair.slice(0, at)).trim();
    if (!name) continue;
    const raw = at < 0 ? '' : pair.slice(at + 1).trim();
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

/** A cookie for the whole site: for the session, or with `attributes` (`;Max-Age=…`) added. */
export function setCookie(name: string, value: string, attributes = ''): void {
  document.cookie = `${name}=${encodeURIComponent(value)};path=/;SameSite=Lax${attributes}`;
}
