/**
 * Asks the admin, in the install dialog (InstallConsentDialog), whether to install a package no
 * trusted publisher signed, and answers as a promise, so an install flow (one card's, or Install
 * all's, one add-on after another) can wait for the answer in the middle of its steps.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ConsentRequest } from './capabilities';
import { InstallConsentDialog } from './InstallConsentDialog';
import { AddonConsentRequired, type AddonActionRequest } from './queries';

interface Asking {
  request: ConsentRequest;
  answer(consented: boolean): void;
}

export function useConsentPrompt(): { ask(request: ConsentRequest): Promise<boolean>; dialog: ReactNode } {
  const [asking, setAsking] = useState<Asking | null>(null);
  const pending = useRef<Asking | null>(null);

  // Leaving the screen while the dialog is open declines, so no flow waits for ever.
  useEffect(() => () => pending.current?.answer(false), []);

  const ask = useCallback(
    (request: ConsentRequest) =>
      new Promise<boolean>((resolve) => {
        const next: Asking = {
          request,
          answer: (consented) => {
            pending.current = null;
            setAsking(null);
            resolve(consented);
          },
        };
        pending.current = next;
        setAsking(next);
      }),
    [],
  );

  const dialog = asking && (
    <InstallConsentDialog
      request={asking.request}
      installing={false}
      onInstall={() => asking.answer(true)}
      onCancel={() => asking.answer(false)}
    />
  );
  return { ask, dialog };
}

/**
 * Installs `slug` from the catalogue; when the host asks for consent, asks the admin and installs
 * again with it. Answers false when the admin declined (nothing was installed).
 */
export async function installWithConsent(
  install: (request: AddonActionRequest) => Promise<unknown>,
  slug: string,
  ask: (request: ConsentRequest) => Promise<boolean>,
): Promise<boolean> {
  try {
    await install({ slug, action: 'install' });
    return true;
  } catch (error) {
    if (!(error instanceof AddonConsentRequired)) throw error;
    if (!(await ask(error.request))) return false;
    await install({ slug, action: 'install', consent: error.request.sha256 });
    return true;
  }
}
