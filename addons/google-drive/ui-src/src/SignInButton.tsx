/**
 * Sign in with Google, on the settings tab and on the editor's card: asks the add-on for Google's
 * consent address and sends the browser there. Google sends it back to the add-on's callback,
 * which redirects to `returnTo`'s page with `?google_drive=` (browser.ts). The two failures are
 * the spec's toasts (spec 002 §8): an answer without an address, and a call that failed.
 */
import type { HearkenApi, RemoteNotice } from '@hearken/addon-sdk';
import { browser } from './browser';
import { useAuthUrl, type ReturnTo } from './queries';
import { ERRORS, STRINGS as S } from './strings';

export interface SignInButtonProps {
  api: HearkenApi;
  notify: ((notice: RemoteNotice) => void) | undefined;
  /** Where to come back to; none disables the button (a survey not saved yet). */
  returnTo: ReturnTo | null;
  /** The id of a sentence saying why the button is disabled. */
  describedBy?: string;
}

export function SignInButton({ api, notify, returnTo, describedBy }: SignInButtonProps) {
  const authUrl = useAuthUrl(api);
  // Busy from the click until the page changes: on success the button is never used again.
  const leaving = authUrl.isPending || (authUrl.isSuccess && consentUrlOf(authUrl.data) !== null);

  function signIn() {
    if (returnTo === null || leaving) return;
    authUrl.mutate(returnTo, {
      onSuccess: (outcome) => {
        const url = consentUrlOf(outcome);
        if (url === null) notify?.({ type: 'error', heading: ERRORS.heading, title: ERRORS.authFailed });
        else browser.go(url);
      },
      onError: () => notify?.({ type: 'error', heading: ERRORS.heading, title: ERRORS.connectFailed }),
    });
  }

  return (
    <button
      type="button"
      className="button button-primary"
      disabled={returnTo === null || leaving}
      aria-describedby={describedBy}
      onClick={signIn}
    >
      {leaving ? S.signingIn : S.signIn}
    </button>
  );
}

/** The consent address of a `POST auth-url` answer: `data` when `success` is true and it is a non-empty string. */
function consentUrlOf(outcome: unknown): string | null {
  if (typeof outcome !== 'object' || outcome === null) return null;
  const { success, data } = outcome as { success?: unknown; data?: unknown };
  return success === true && typeof data === 'string' && data !== '' ? data : null;
}
