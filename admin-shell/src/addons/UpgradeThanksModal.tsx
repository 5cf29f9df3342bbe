import { Link } from 'react-router';
import { LICENSE_SETTINGS_PATH } from '../upgrade/strings';
import { ADDONS_STRINGS as S } from './strings';
import { Dialog } from '@hearken/addon-sdk/ui';
import { UPGRADE_MODAL_WIDTH } from '../upgrade/UpgradeModal';

/** Shown when the admin returns from the pricing page (spec 002 §2.2); as wide as the upgrade prompt. */
export function UpgradeThanksModal({ onClose }: { onClose(): void }) {
  return (
    <Dialog title={S.thanksTitle} description={S.thanksKey} onClose={onClose} width={UPGRADE_MODAL_WIDTH}>
      <p>{S.thanksKept}</p>
      <p>{S.thanksDocs}</p>
      <div className="modal-actions">
        <button type="button" className="button button-primary" onClick={onClose}>
          {S.thanksOk}
        </button>
        <Link className="button" to={LICENSE_SETTINGS_PATH} onClick={onClose}>
          {S.thanksSettings}
        </Link>
      </div>
    </Dialog>
  );
}
