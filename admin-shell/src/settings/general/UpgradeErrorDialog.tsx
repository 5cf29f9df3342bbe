import { LICENSE_STRINGS as S } from '../strings';
import { Dialog } from '@hearken/addon-sdk/ui';

/** The upgrade failed: the spec's sentence, the server's reason, and Ok. */
export function UpgradeErrorDialog({ detail, onClose }: { detail: string; onClose: () => void }) {
  return (
    <Dialog title={S.upgradeError} description={detail} onClose={onClose} role="alertdialog" className="settings-upgrade-error">
      <div className="modal-actions">
        <button type="button" className="button button-primary" onClick={onClose}>
          {S.ok}
        </button>
      </div>
    </Dialog>
  );
}
