import { useId } from 'react';
import { useSettingsDraft } from '../draft';
import { useGate } from '../gate';
import { SaveSettingsButton } from '../SaveSettingsButton';
import { HEATMAPS_STRINGS as S } from '../strings';

/** Spec 002 §9: the retention choices in days; 60 is the default and the fallback. */
export const RETENTION_DAYS = ['1', '7', '14', '30', '60', '180', '365'] as const;
export const DEFAULT_RETENTION = '60';

/** A stored value that is not one of the choices shows as the default. */
export function retentionOf(stored: string | undefined): string {
  return stored && (RETENTION_DAYS as readonly string[]).includes(stored) ? stored : DEFAULT_RETENTION;
}

/**
 * Spec 002 §2.1 Heatmaps: automated deletion and its retention. Needs Elite and the add-on that
 * owns the setting; otherwise clicking opens the upgrade modal (or the install-and-activate prompt).
 */
export default function HeatmapsTab() {
  const { settings, update } = useSettingsDraft();
  const { gate, prompt } = useGate();
  const id = useId();
  const access = gate({ feature: S.feature, plan: 'elite', ownerKey: 'heatmap_auto_delete_enabled' });
  const open = access.kind === 'open';
  const enabled = settings.heatmap_auto_delete_enabled;

  return (
    <>
      <section className="settings-card" aria-labelledby="settings-heatmaps-title">
        <h2 id="settings-heatmaps-title">{S.heading}</h2>
        <div className="settings-checkbox">
          <input
            id={`${id}-enabled`}
            type="checkbox"
            checked={open && enabled}
            onChange={(event) => {
              if (!open) {
                prompt(access);
                return;
              }
              update({ heatmap_auto_delete_enabled: event.target.checked });
            }}
          />
          <label htmlFor={`${id}-enabled`}>{S.autoDelete}</label>
        </div>
        {open && enabled && (
          <div className="field">
            <label htmlFor={`${id}-retention`}>{S.retention}</label>
            <select
              id={`${id}-retention`}
              value={retentionOf(settings.heatmap_retention_period)}
              onChange={(event) => update({ heatmap_retention_period: event.target.value })}
            >
              {RETENTION_DAYS.map((days) => (
                <option key={days} value={days}>
                  {S.days(Number(days))}
                </option>
              ))}
            </select>
          </div>
        )}
      </section>
      <SaveSettingsButton />
    </>
  );
}
