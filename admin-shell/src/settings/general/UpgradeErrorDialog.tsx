import { useId } from 'react';
import { useDialogFocus } from '../../ui/useDialogFocus';
import { LICENSE_STRINGS as S } from '../strings';

/** The upgrade failed: the spec's sentence, the server's reason, and Ok. */
export function UpgradeErrorDialog({ detail, onClose }: { detail: string; onClose: () => void }) {
  const ref = useDialogFocus<HTMLDivElement>(onClose);
  const titleId = useId();
  return (
    <div className="modal-backdrop" onClick={onClose}>
      <div
        ref={ref}
        className="modal settings-upgrade-error"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={titleId}>{S.upgradeError}</h2>
        <p>{detail}</p>
        <div className="modal-actions">
          <button type="button" className="button button-primary" onClick={onClose}>
            {S.ok}
          </button>
        </div>
      </div>
    </div>
  );
}
