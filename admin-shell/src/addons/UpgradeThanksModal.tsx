import { useId } from 'react';
import { Link } from 'react-router';
import { useDialogFocus } from '../ui/useDialogFocus';
import { LICENSE_SETTINGS_PATH } from '../upgrade/strings';
import { ADDONS_STRINGS as S } from './strings';

/** Shown when the admin returns from the pricing page (spec 002 §2.2). */
export function UpgradeThanksModal({ onClose }: { onClose(): void }) {
  const ref = useDialogFocus<HTMLDivElement>(onClose);
  const titleId = useId();
  return (
    <div className="modal-backdrop" onClick={onClose}>
      <div
        ref={ref}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        style={{ width: 550, maxWidth: '100%' }}
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={titleId}>{S.thanksTitle}</h2>
        <p>{S.thanksKey}</p>
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
      </div>
    </div>
  );
}
