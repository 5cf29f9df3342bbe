import { Link } from 'react-router';
import { LICENSE_SETTINGS_PATH } from '../../upgrade/strings';
import { useTier } from '../../upgrade/useTier';
import { LIST_STRINGS as S } from './strings';

/** Lite only: the Pro benefits and the discount, pointing to license entry (spec 000 §1). */
export function LiteUpgradeBox() {
  const tier = useTier();
  if (tier?.plan !== 'lite') return null;
  return (
    <aside className="surveys-upgrade" aria-labelledby="surveys-upgrade-title">
      <h2 id="surveys-upgrade-title">{S.upgradeTitle}</h2>
      <p>{S.upgradeIntro}</p>
      <ul>
        {S.upgradeBenefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <p className="upgrade-bonus">{S.upgradeDiscount}</p>
      <Link to={LICENSE_SETTINGS_PATH} className="button button-primary">
        {S.upgradeButton}
      </Link>
    </aside>
  );
}
