import { Link } from 'react-router';
import { useConfig } from '../../config/queries';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useLicense } from '../queries';
import { SaveSettingsButton } from '../SaveSettingsButton';
import { LICENSE_STRINGS as S } from '../strings';
import { LanguagesCard } from '../languages/LanguagesCard';
import { LicenseForm } from './LicenseForm';
import { LicenseNotices } from './LicenseNotices';
import { LiteLicenseForm } from './LiteLicenseForm';
import { TimeZoneField } from './TimeZoneField';
import { UpgradeBlurb } from './UpgradeBlurb';

/**
 * Spec 002 §2.1 General: license key entry, the setup wizard, and for Lite the upgrade blurb; plus
 * the site's time zone, which the spec does not have (Hearken is not inside a CMS that keeps one), and
 * the languages its surveys are offered in (issue 34).
 */
export default function GeneralTab() {
  const config = useConfig();
  const license = useLicense();
  const isPro = config.data?.is_pro ?? false;
  return (
    <>
      {config.data && !isPro && <UpgradeBlurb />}
      <section className="settings-card" aria-labelledby="settings-license-title">
        <h2 id="settings-license-title">{S.heading}</h2>
        <ErrorMessage error={config.error ?? license.error} />
        {license.data && <LicenseNotices license={license.data} />}
        {!config.data || !license.data ? (
          !config.error && !license.error && <p role="status">{S.loading}</p>
        ) : isPro ? (
          <LicenseForm license={license.data} />
        ) : (
          <LiteLicenseForm />
        )}
      </section>
      <TimeZoneField />
      <LanguagesCard />
      <p>
        <Link className="button" to="/welcome">
          {S.launchWizard}
        </Link>
      </p>
      <SaveSettingsButton />
    </>
  );
}
