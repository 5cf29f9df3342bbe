/**
 * Link targets that come from responses (the page a visitor submitted on) are visitor input.
 * Spec 001 §2, §5: the text 'javascript:' is removed up to the next angle bracket or quote.
 */

/** 'javascript:' and everything after it up to (not including) the next `<`, `>`, `"` or `'`. */
const JAVASCRIPT = /javascript:[^<>"']*/gi;

/**
 * Tabs and line breaks: a browser drops them from a URL before reading its scheme, so
 * 'java\tscript:' would run as 'javascript:' if they were left in.
 */
const URL_IGNORED = /[\t\n\r]/g;

/**
 * `raw` with every 'javascript:' run removed, or null when nothing usable is left (no link is
 * drawn then). Other schemes than http(s) and mailto are refused as well: a response's page is a
 * web page, and `data:` or `vbscript:` targets can run script just the same.
 */
export function safeHref(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const stripped = raw.replace(URL_IGNORED, '').replace(JAVASCRIPT, '').trim();
  if (stripped === '') return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(stripped)?.[1]?.toLowerCase();
  if (scheme !== undefined && !['http', 'https', 'mailto'].includes(scheme)) return null;
  return stripped;
}
