/**
 * The site origin check: is the site an administrator embeds on among the settings'
 * `widget_allowed_origins` (comma-separated; empty allows any origin, as the host reads it)?
 */

/** The allowed origins as the host reads them: trimmed, without a trailing slash, empty ones left out. */
export function parseOrigins(setting: string | undefined): string[] {
  return (setting ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter((o) => o !== '');
}

/** The origin of what an administrator typed (`https://shop.example/path` → `https://shop.example`), or null. */
export function originOf(text: string): string | null {
  const trimmed = text.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    return new URL(trimmed).origin;
  } catch {
    return null;
  }
}

export type OriginCheck =
  | { kind: 'any' }
  | { kind: 'listed'; origins: string[] }
  | { kind: 'allowed'; site: string }
  | { kind: 'missing'; site: string; origins: string[] }
  | { kind: 'invalid' };

/** What the panel says of `siteText` (may be empty) against the allowed origins. */
export function checkOrigin(siteText: string, origins: string[]): OriginCheck {
  if (siteText.trim() === '') return origins.length === 0 ? { kind: 'any' } : { kind: 'listed', origins };
  const site = originOf(siteText);
  if (!site) return { kind: 'invalid' };
  if (origins.length === 0) return { kind: 'any' };
  const allowed = origins.some((o) => o.toLowerCase() === site.toLowerCase());
  return allowed ? { kind: 'allowed', site } : { kind: 'missing', site, origins };
}

/** Whether `url` (a page the widget reported) belongs to `site`, or to any of `origins` when no site is given. */
export function isPageOf(url: string, site: string | null, origins: string[]): boolean {
  const page = originOf(url);
  if (!page) return false;
  const wanted = site ? [site] : origins;
  return wanted.length === 0 || wanted.some((o) => o.toLowerCase() === page.toLowerCase());
}
