/**
 * Automated deletion of heatmap data and how long it is kept (spec 002 §2.1 Heatmaps, §9): the
 * checkbox, and the retention select while it is on. Save Settings sends both keys; as after any
 * save in the shell's Settings, its notices say 'Settings saved.' (or why not) and the page goes
 * back to the top. A key the host refuses shows its message beside the control.
 */
import type { HearkenApi, RemoteNotice, SettingsTabProps } from '@hearken/addon-sdk';
import { CheckboxField, SelectField } from '@hearken/addon-sdk/ui';
import { useId, useState, type FormEvent } from 'react';
import { STRINGS } from '../strings';
import { useSaveSettings } from './queries';
import { DEFAULT_RETENTION, RETENTION_DAYS, refusalOf, type RetentionKey, type RetentionSettings } from './settings';

const S = STRINGS.retention;

export function RetentionForm({ api, notify, initial }: { api: HearkenApi; notify: SettingsTabProps['notify']; initial: RetentionSettings }) {
  const headingId = useId();
  const [enabled, setEnabled] = useState(initial.heatmap_auto_delete_enabled);
  const [period, setPeriod] = useState(initial.heatmap_retention_period);
  const [errors, setErrors] = useState<Partial<Record<RetentionKey, string>>>({});
  // Only where the shell gives no `notify` (an older shell): the outcome is said under the button.
  const [status, setStatus] = useState('');
  const save = useSaveSettings<RetentionSettings>(api);

  function tell(notice: RemoteNotice) {
    if (notify) notify(notice);
    else setStatus(notice.title);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(
      { heatmap_auto_delete_enabled: enabled, heatmap_retention_period: period },
      {
        onSuccess: (saved) => {
          setErrors({});
          tell({ type: 'info', title: saved.message || S.saved });
        },
        onError: (error) => {
          const refusal = refusalOf(error, S.failed, DEFAULT_RETENTION);
          setErrors(refusal.fields);
          tell({ type: 'error', title: refusal.message });
        },
        onSettled: () => window.scrollTo({ top: 0, behavior: 'smooth' }),
      },
    );
  }

  return (
    <form aria-labelledby={headingId} onSubmit={submit} noValidate>
      <div className="settings-card">
        <h2 id={headingId}>{S.title}</h2>
        <CheckboxField
          className="settings-checkbox"
          label={S.autoDelete}
          checked={enabled}
          error={errors.heatmap_auto_delete_enabled}
          onChange={(e) => {
            setEnabled(e.currentTarget.checked);
            setErrors(({ heatmap_auto_delete_enabled: _gone, ...rest }) => rest);
          }}
        />
        {enabled && (
          <SelectField
            label={S.period}
            value={period}
            error={errors.heatmap_retention_period}
            onChange={(e) => {
              const days = RETENTION_DAYS.find((choice) => choice === e.currentTarget.value);
              if (days) setPeriod(days);
              setErrors(({ heatmap_retention_period: _gone, ...rest }) => rest);
            }}
          >
            {RETENTION_DAYS.map((days) => (
              <option key={days} value={days}>
                {S.days(Number(days))}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <div className="settings-save">
        {/* Not `disabled` while saving: that would drop the focus; a second press is ignored instead. */}
        <button type="submit" className="button button-primary" aria-disabled={save.isPending || undefined}>
          {save.isPending ? S.saving : S.save}
        </button>
      </div>
      {!notify && <p role="status">{status}</p>}
    </form>
  );
}
