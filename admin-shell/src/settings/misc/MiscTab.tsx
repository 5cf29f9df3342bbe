import { useEffect } from 'react';
import { useSettingsDraft } from '../draft';
import { SettingCheckbox } from '../fields';
import { SaveSettingsButton } from '../SaveSettingsButton';
import { MISC_STRINGS as S } from '../strings';
import type { AutomaticUpdates } from '../types';

/** Spec 002 §9: how long the Misc tab waits before giving automatic updates its default. */
export const MISC_DEFAULT_DELAY_MS = 300;

const UPDATES: AutomaticUpdates[] = ['all', 'minor', 'none'];

/** Spec 002 §2.1 Misc: usage tracking, e-mail summaries, automatic updates (unset becomes none). */
export default function MiscTab() {
  const { settings, update } = useSettingsDraft();
  const unset = !settings.automatic_updates;

  useEffect(() => {
    if (!unset) return;
    const timer = setTimeout(() => update({ automatic_updates: 'none' }), MISC_DEFAULT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [unset, update]);

  return (
    <>
      <section className="settings-card" aria-labelledby="settings-misc-title">
        <h2 id="settings-misc-title">{S.heading}</h2>
        <SettingCheckbox name="allow_usage_tracking" label={S.usageTracking} hint={S.usageTrackingHint} />
        <SettingCheckbox name="summaries_disabled" label={S.summaries} inverted />
        <fieldset className="settings-fieldset">
          <legend>{S.automaticUpdates}</legend>
          {UPDATES.map((value) => (
            <label key={value} className="settings-radio">
              <input
                type="radio"
                name="automatic_updates"
                value={value}
                checked={settings.automatic_updates === value}
                onChange={() => update({ automatic_updates: value })}
              />
              {S.updates[value]}
            </label>
          ))}
        </fieldset>
      </section>
      <SaveSettingsButton />
    </>
  );
}
