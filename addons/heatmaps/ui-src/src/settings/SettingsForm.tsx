/**
 * The capture settings form: Save sends both keys; the status line under it says how it went (the
 * host's sentence), and a field the host refused shows the host's message beside it and takes the
 * focus, so the message is read out with it.
 */
import type { HearkenApi } from '@hearken/addon-sdk';
import { CheckboxField, TextField } from '@hearken/addon-sdk/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { STRINGS } from '../strings';
import { useSaveSettings, type SettingsChanges } from './queries';
import { DEFAULT_SETTINGS, refusalOf, sampleRateOf, type CaptureSettings, type FieldErrors, type SettingsKey } from './settings';

const S = STRINGS.settings;

export function SettingsForm({ api, initial }: { api: HearkenApi; initial: CaptureSettings }) {
  const form = useRef<HTMLFormElement>(null);
  const [rate, setRate] = useState(String(initial.heatmap_sample_rate));
  const [honorDnt, setHonorDnt] = useState(initial.heatmap_honor_dnt);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState('');
  const save = useSaveSettings<SettingsChanges>(api);

  const refused = useRef(false);
  useEffect(() => {
    if (!refused.current) return;
    refused.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  // A field's message goes once it is edited: it was about the value the host saw.
  function edited(key: SettingsKey) {
    setErrors(({ [key]: _gone, ...rest }) => rest);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    setStatus(S.saving);
    save.mutate(
      { heatmap_sample_rate: sampleRateOf(rate), heatmap_honor_dnt: honorDnt },
      {
        onSuccess: (saved) => {
          setErrors({});
          setStatus(saved.message);
        },
        onError: (error) => {
          const refusal = refusalOf(error, S.failed, DEFAULT_SETTINGS);
          refused.current = true;
          setErrors(refusal.fields);
          setStatus(refusal.message);
        },
      },
    );
  }

  return (
    <form ref={form} aria-label={S.formLabel} className="heatmaps-form" onSubmit={submit} noValidate>
      <TextField
        type="number"
        label={S.sampleRate}
        hint={S.sampleRateHint}
        min={1}
        max={100}
        step={1}
        inputMode="numeric"
        value={rate}
        error={errors.heatmap_sample_rate}
        onChange={(e) => {
          setRate(e.currentTarget.value);
          edited('heatmap_sample_rate');
        }}
      />
      <CheckboxField
        label={S.honorDnt}
        hint={S.honorDntHint}
        checked={honorDnt}
        error={errors.heatmap_honor_dnt}
        onChange={(e) => {
          setHonorDnt(e.currentTarget.checked);
          edited('heatmap_honor_dnt');
        }}
      />
      {/* Not `disabled` while saving: that would drop the focus; a second press is ignored instead. */}
      <button type="submit" className="button button-primary" aria-disabled={save.isPending || undefined}>
        {S.save}
      </button>
      <p role="status" className="heatmaps-save-status">
        {status}
      </p>
    </form>
  );
}
