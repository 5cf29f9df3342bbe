import { Link } from 'react-router';
import { InlineBanner } from '@hearken/addon-sdk/ui';
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
      <InlineBanner title={S.proFeatureTitle}>
        <p>{S.proFeatureText}</p>
        <UpgradeLink>{S.upgradeNow}</UpgradeLink>
      </InlineBanner>
    );
  }
  if (!config.is_licensed) {
    return (
      <InlineBanner tone="warning" title={S.licenseKeyTitle}>
        <p>{S.licenseKeyText}</p>
        <Link to={LICENSE_SETTINGS_PATH}>{S.licenseKeyLink}</Link>
      </InlineBanner>
    );
  }
  return null;
}
