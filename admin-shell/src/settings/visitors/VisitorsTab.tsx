/**
 * Settings → Visitors (issue 35): how often one visitor may see floating surveys (a cooldown after
 * one is shown, another after one is answered, a cap per visit) and whether the widget may store
 * anything in their browser. Saved with Save Settings, like every other tab.
 */
import { SettingCheckbox, SettingNumber } from '../fields';
import { SaveSettingsButton } from '../SaveSettingsButton';
import { COOLDOWN_DAYS } from './limits';
import { VISITORS_STRINGS as S } from './strings';
import { SurveysPerVisit } from './SurveysPerVisit';
import './visitors.css';

export default function VisitorsTab() {
  return (
    <>
      <section className="settings-card settings-visitors" aria-labelledby="settings-frequency-title">
        <h2 id="settings-frequency-title">{S.frequencyHeading}</h2>
        <p>{S.frequencyIntro}</p>
        <SettingNumber name="cooldown_after_shown_days" label={S.shownCooldown} hint={S.shownCooldownHint} {...COOLDOWN_DAYS} />
        <SettingNumber
          name="cooldown_after_answered_days"
          label={S.answeredCooldown}
          hint={S.answeredCooldownHint}
          {...COOLDOWN_DAYS}
        />
        <SurveysPerVisit />
      </section>
      <section className="settings-card" aria-labelledby="settings-privacy-title">
        <h2 id="settings-privacy-title">{S.privacyHeading}</h2>
        <SettingCheckbox name="no_client_storage" label={S.noStorage} hint={S.noStorageHint} />
      </section>
      <SaveSettingsButton />
    </>
  );
}
