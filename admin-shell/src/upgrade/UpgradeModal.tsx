import { Link } from 'react-router';
import { useConfig } from '../config/queries';
import { Dialog } from '@hearken/addon-sdk/ui';
import { LICENSE_SETTINGS_PATH, UPGRADE_STRINGS as S } from './strings';
import { currentPlan, PLAN_NAMES } from './tier';
import type { UpgradeRequest } from './UpgradeContext';

/** Width of the upgrade modal, spec 002 §2.5. */
export const UPGRADE_MODAL_WIDTH = 550;

/**
 * The upgrade prompt: '{feature} is a {plan} feature', 'the {feature} is not available on your
 * plan', the 50% bonus for Lite, and for those who already bought a link to license entry.
 */
export function UpgradeModal({ request, onClose }: { request: UpgradeRequest; onClose: () => void }) {
  const { data: config } = useConfig();
  const plan = PLAN_NAMES[request.plan ?? 'pro'];
  const isLite = !config || currentPlan(config) === 'lite';
  return (
    <Dialog title={S.title(request.feature, plan)} onClose={onClose} width={UPGRADE_MODAL_WIDTH} className="upgrade-modal">
      <p>
        {S.notAvailable(request.feature)} {S.upgradeTo(plan)}
      </p>
      {isLite && <p className="upgrade-bonus">{S.bonus}</p>}
      <div className="modal-actions">
        <Link className="button button-primary" to={LICENSE_SETTINGS_PATH} onClick={onClose}>
          {S.upgradeNow(plan)}
        </Link>
        <button type="button" className="button" onClick={onClose}>
          {S.close}
        </button>
      </div>
      <p className="upgrade-purchased">
        {S.alreadyPurchased}{' '}
        <Link to={LICENSE_SETTINGS_PATH} onClick={onClose}>
          {S.enterKey}
        </Link>
      </p>
    </Dialog>
  );
}
