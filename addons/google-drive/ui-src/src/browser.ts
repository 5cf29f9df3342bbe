/**
 * The browser outside React: leaving for Google's consent page, and the `?google_drive=` mark
 * the add-on's OAuth callback puts on the address it sends the browser back to. One object, so
 * the tests can stand in for the page change that jsdom cannot make.
 */
import { useEffect } from 'react';
import type { RemoteNotice } from '@hearken/addon-sdk';
import { ERRORS, STRINGS } from './strings';

/** The query parameter of the callback's redirect: `connected` or `error`. */
export const RETURN_PARAM = 'google_drive';

export const browser = {
  /** Leaves the admin for `url` (Google's consent page). */
  go(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Says once how the sign-in went when the page is where the OAuth callback sent the browser
 * (`?google_drive=connected` or `?google_drive=error`), then drops the mark from the address, so a
 * reload or a later visit does not say it again. The history entry keeps its state (the shell's
 * router keeps its own there).
 */
export function useSignInReturn(notify: ((notice: RemoteNotice) => void) | undefined) {
  useEffect(() => {
    const url = new URL(window.location.href);
    const outcome = url.searchParams.get(RETURN_PARAM);
    if (outcome !== 'connected' && outcome !== 'error') return;
    url.searchParams.delete(RETURN_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    notify?.(
      outcome === 'connected'
        ? { type: 'success', title: STRINGS.settings.connectedNotice }
        : { type: 'error', heading: ERRORS.heading, title: ERRORS.connectFailed },
    );
  }, [notify]);
}
