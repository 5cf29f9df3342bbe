import { useId } from 'react';
import { Link } from 'react-router';
import { LICENSE_SETTINGS_PATH, UPGRADE_STRINGS } from '../upgrade/strings';
import { WELCOME_STRINGS } from './strings';

const S = WELCOME_STRINGS.upgrade;

/** The upgrade banner: Hearken Pro at 199 per year, with the Lite discount (spec 002 §9). */
export function UpgradeBanner() {
  const headingId = useId();
  return (
    <section className="welcome-upgrade" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId}>{S.heading}</h2>
        <p>{S.text}</p>
        <p className="upgrade-bonus">{UPGRADE_STRINGS.bonus}</p>
      </div>
      <div className="welcome-upgrade-offer">
        <p className="welcome-price">
          <strong>{S.price}</strong> {S.period}
        </p>
        <Link className="button button-primary" to={LICENSE_SETTINGS_PATH}>
          {S.link}
        </Link>
      </div>
    </section>
  );
}
