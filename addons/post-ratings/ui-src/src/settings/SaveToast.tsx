/**
 * The save toasts of spec 001 §4 ('Saving Changes...', then 'Settings Updated' for 3000 ms or
 * 'Could Not Save Changes'), in a polite live region that is always on the page, so screen
 * readers announce each one. Each replaces the last: they are the steps of one save.
 *
 * The SDK gives a remote no way to open the shell's own notices, so the toast is drawn here, with
 * the shell's notice classes (`notices`, `notice-{type}`) to look like them.
 */
import { useEffect } from 'react';
import { STRINGS } from '../strings';

const T = STRINGS.settings.toast;

export type Toast =
  | { kind: 'saving' }
  | { kind: 'saved' }
  /** `detail`: the host's words when no field explains the refusal. */
  | { kind: 'failed'; detail: string | null };

const LOOK = { saving: 'info', saved: 'success', failed: 'error' } as const;
const TITLE = { saving: T.saving, saved: T.saved, failed: T.failed } as const;

export function SaveToast({ toast, onClose }: { toast: Toast | null; onClose(): void }) {
  useEffect(() => {
    if (toast?.kind !== 'saved') return;
    const timer = setTimeout(onClose, STRINGS.settings.savedToastMs);
    return () => clearTimeout(timer);
  }, [toast, onClose]);

  return (
    <div className="notices" role="status" aria-live="polite">
      {toast && (
        <ul>
          <li className={`notice notice-${LOOK[toast.kind]}`}>
            <div className="notice-body">
              <p>{TITLE[toast.kind]}</p>
              {toast.kind === 'failed' && toast.detail && <p className="post-ratings-toast-detail">{toast.detail}</p>}
            </div>
            {toast.kind !== 'saving' && (
              <button type="button" className="notice-close" aria-label={T.dismiss} onClick={onClose}>
                ×
              </button>
            )}
          </li>
        </ul>
      )}
    </div>
  );
}
