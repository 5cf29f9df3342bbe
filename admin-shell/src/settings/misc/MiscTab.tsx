import { SettingCheckbox, SettingText } from '../fields';
import { AI_SETTINGS_ID } from '../paths';
import { SaveSettingsButton } from '../SaveSettingsButton';
import { AI_STRINGS, MISC_STRINGS as S } from '../strings';

/**
 * Spec 002 §2.1 Misc: usage tracking, and the AI provider the results' AI Summary uses. The spec's
 * e-mail summaries are on the Email tab only, and its automatic updates are a WordPress plugin's: a
 * self-hosted server is updated by whoever runs it (the `automatic_updates` setting stays in the
 * API, 'none' by default on the host).
 */
export default function MiscTab() {
  return (
    <>
      <section className="settings-card" aria-labelledby="settings-misc-title">
        <h2 id="settings-misc-title">{S.heading}</h2>
        <SettingCheckbox name="allow_usage_tracking" label={S.usageTracking} hint={S.usageTrackingHint} />
      </section>
      <section className="settings-card" id={AI_SETTINGS_ID} aria-labelledby="settings-ai-title">
        <h2 id="settings-ai-title">{AI_STRINGS.heading}</h2>
        <p>{AI_STRINGS.intro}</p>
        <SettingText name="ai_summary_endpoint" label={AI_STRINGS.endpoint} hint={AI_STRINGS.endpointHint} type="url" />
        <SettingText name="ai_summary_model" label={AI_STRINGS.model} />
        <SettingText name="ai_summary_api_key" label={AI_STRINGS.apiKey} hint={AI_STRINGS.apiKeyHint} type="password" />
      </section>
      <SaveSettingsButton />
    </>
  );
}
