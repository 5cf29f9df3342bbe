/** Whole-page navigation, kept in one place so screens can take a stand-in under test. */

/** Reloads the page (after an add-on is activated, or when a notification action asks). */
export function reloadPage(): void {
  window.location.reload();
}

/** Leaves the single-page app for `url`. */
export function goToUrl(url: string): void {
  window.location.assign(url);
}

/** The router path for an absolute `/admin/...` URL the host sends, or null for any other URL. */
export function adminPath(url: string): string | null {
  const match = /^\/admin(\/.*)?$/.exec(url);
  if (!match) return null;
  return match[1] ?? '/';
}
