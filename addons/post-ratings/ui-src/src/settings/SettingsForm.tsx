/**
 * The settings form with its live preview, and the save (spec 001 §2–§4): Save Settings sends every
 * field under `post_ratings`; the toasts say how it went, and a field the host refused shows the
 * host's message beside it (and gets the focus).
 */
import type { HearkenApi } from '@hearken/addon-sdk';
import { CheckboxField, ColourField, SelectField, TextField } from '@hearken/addon-sdk/ui';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { STRINGS } from '../strings';
import { IconChoice } from './IconChoice';
import { useSavePostRatingsSettings } from './queries';
import { RatingPreview } from './RatingPreview';
import { SaveToast, type Toast } from './SaveToast';
import {
  DISPLAY_SETTINGS,
  MAX_LENGTH,
  YES_NO_KEYS,
  refusalOf,
  type FieldErrors,
  type PostRatingsSettings,
  type TextKey,
} from './settings';

const S = STRINGS.settings;

function withoutKey(errors: FieldErrors, key: keyof FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([k]) => k !== key));
}

export function SettingsForm({ api, initial }: { api: HearkenApi; initial: PostRatingsSettings }) {
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [toast, setToast] = useState<Toast | null>(null);
  const closeToast = useCallback(() => setToast(null), []);
  const save = useSavePostRatingsSettings(api);

  // After a refusal the first field it names takes the focus, so its message is read out with it.
  const refused = useRef(false);
  useEffect(() => {
    if (!refused.current) return;
    refused.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby] input:checked')?.focus();
  }, [errors]);

  function set<K extends keyof PostRatingsSettings>(key: K, value: PostRatingsSettings[K]) {
    setDraft((current) => ({ ...current, [key]: value }));
    // A field's message goes once it is edited: it was about the value the host saw.
    setErrors((current) => (key in current ? withoutKey(current, key) : current));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    setToast({ kind: 'saving' });
    save.mutate(draft, {
      onSuccess: () => {
        setErrors({});
        setToast({ kind: 'saved' });
      },
      onError: (error) => {
        const refusal = refusalOf(error);
        refused.current = true;
        setErrors(refusal.fields);
        setToast({ kind: 'failed', detail: refusal.detail });
      },
    });
  }

  const colour = (key: 'icon_color' | 'background_color' | 'text_color', label: string) => (
    <ColourField label={label} hexLabel={S.hex(label)} value={draft[key]} error={errors[key]} onChange={(v) => set(key, v)} />
  );

  const text = (key: TextKey, label: string, hint?: string) => (
    <TextField
      label={label}
      {...(hint ? { hint } : {})}
      value={draft[key]}
      maxLength={MAX_LENGTH[key]}
      error={errors[key]}
      onChange={(e) => set(key, e.currentTarget.value)}
    />
  );

  return (
    <div className="post-ratings-settings">
      <form ref={form} aria-label={S.formLabel} className="post-ratings-form" onSubmit={submit} noValidate>
        <IconChoice value={draft.icon_id} color={draft.icon_color} error={errors.icon_id} onChange={(v) => set('icon_id', v)} />
        {colour('icon_color', S.iconColor)}
        {text('rating_question', S.ratingQuestion)}
        {text('rating_instruction_message', S.ratingInstruction)}
        {text('thank_you_message', S.thankYou, S.thankYouHint)}
        {text('font', S.font, S.fontHint)}
        {colour('background_color', S.backgroundColor)}
        {colour('text_color', S.textColor)}
        {YES_NO_KEYS.map((key) => (
          <CheckboxField
            key={key}
            role="switch"
            label={S.switches[key]}
            {...(key === 'use_review_schema' ? { hint: S.reviewSchemaHint } : {})}
            checked={draft[key] === 'yes'}
            error={errors[key]}
            onChange={(e) => set(key, e.currentTarget.checked ? 'yes' : 'no')}
          />
        ))}
        <SelectField
          label={S.display}
          hint={S.displayHint}
          value={draft.display_settings}
          error={errors.display_settings}
          onChange={(e) => set('display_settings', DISPLAY_SETTINGS.find((d) => d === e.currentTarget.value) ?? draft.display_settings)}
        >
          {DISPLAY_SETTINGS.map((place) => (
            <option key={place} value={place}>
              {S.displayNames[place]}
            </option>
          ))}
        </SelectField>
        {/* Not `disabled` while saving: that would drop the focus; a second press is ignored instead. */}
        <button type="submit" className="button button-primary" aria-disabled={save.isPending || undefined}>
          {S.save}
        </button>
      </form>
      <RatingPreview settings={draft} />
      <SaveToast toast={toast} onClose={closeToast} />
    </div>
  );
}
