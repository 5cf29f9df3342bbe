import { SettingCheckbox } from '../fields';
import { SaveSettingsButton } from '../SaveSettingsButton';
import { MISC_STRINGS as S } from '../strings';

/**
 * Spec 002 §2.1 Misc: usage tracking and e-mail summaries. The spec's automatic updates are a
 * WordPress plugin's: a self-hosted server is updated by whoever runs it, so the tab does not offer
 * them (the `automatic_updates` setting stays in the API, 'none' by default on the host).
 */
export default function MiscTab() {
  return (
    <>
      <section className="settings-card" aria-labelledby="settings-misc-title">
        <h2 id="settings-misc-title">{S.heading}</h2>
        <SettingCheckbox name="allow_usage_tracking" label={S.usageTracking} hint={S.usageTrackingHint} />
        <SettingCheckbox name="summaries_disabled" label={S.summaries} inverted />
      </section>
      <SaveSettingsButton />
    </>
  );
}
