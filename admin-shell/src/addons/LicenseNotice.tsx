import { Link } from 'react-router';
import type { SiteConfig } from '../config/queries';
import { ADDONS_STRINGS as S } from './strings';

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
        <Link className="button button-primary" to="/settings">
          {S.upgradeNow}
        </Link>
      </section>
    );
  }
  if (!config.is_licensed) {
    return (
      <section className="inline-notice inline-notice-warning" aria-labelledby="addons-license-title">
        <h2 id="addons-license-title">{S.licenseKeyTitle}</h2>
        <p>{S.licenseKeyText}</p>
        <Link to="/settings">{S.licenseKeyLink}</Link>
      </section>
    );
  }
  return null;
}
