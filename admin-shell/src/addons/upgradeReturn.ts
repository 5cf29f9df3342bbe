/**
 * The Add-ons screen's "welcome back" (spec 002 §2.2): an upgrade link opens the pricing page in a
 * new tab and marks the session; when the admin returns to this tab the screen thanks them and
 * tells them where the key goes. The mark lives in sessionStorage so a reload in between keeps it.
 */
import { useEffect, useState } from 'react';

const MARK = 'hearken_upgrade_clicked';

/** Call when an upgrade link is followed. */
export function markUpgradeClicked(): void {
  try {
    sessionStorage.setItem(MARK, '1');
  } catch {
    // Storage can be disabled; then the thank-you simply does not show.
  }
}

function takeMark(): boolean {
  try {
    if (sessionStorage.getItem(MARK) !== '1') return false;
    sessionStorage.removeItem(MARK);
    return true;
  } catch {
    return false;
  }
}

/** True once the admin came back to the tab after following an upgrade link; `dismiss` hides it. */
export function useUpgradeReturn(): { returned: boolean; dismiss(): void } {
  const [returned, setReturned] = useState(false);
  useEffect(() => {
    function onReturn() {
      if (document.visibilityState === 'visible' && takeMark()) setReturned(true);
    }
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('focus', onReturn);
    return () => {
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('focus', onReturn);
    };
  }, []);
  return { returned, dismiss: () => setReturned(false) };
}
