import { Link } from 'react-router';
import type { SiteConfig } from '../config/queries';
import { LICENSE_SETTINGS_PATH } from '../upgrade/strings';
import { ADDONS_STRINGS as S } from './strings';
import { UpgradeLink } from './UpgradeLink';

/**
 * Above the cards: free users learn add-ons are a Pro feature; a Pro install without a valid key
 * is asked for one. Both point to the license entry in Settings.
 */
export function LicenseNotice({ config }: { config: SiteConfig }) {
  if (!config.is_pro) {
    return (
      <section className="inline-notice inline-notice-info" aria-labelledby="addons-pro-title">
        <h2 id="addons-pro-title">{S.proFeatureTitle}</h2>
        <p>{S.proFeatureText}</p>
        <UpgradeLink>{S.upgradeNow}</UpgradeLink>
      </section>
    );
  }
  if (!config.is_licensed) {
    return (
      <section className="inline-notice inline-notice-warning" aria-labelledby="addons-license-title">
        <h2 id="addons-license-title">{S.licenseKeyTitle}</h2>
        <p>{S.licenseKeyText}</p>
        <Link to={LICENSE_SETTINGS_PATH}>{S.licenseKeyLink}</Link>
      </section>
    );
  }
  return null;
}
