/** Labelled setting controls bound to the draft: the field error is shown and tied to its control. */
import { useId, type ReactNode } from 'react';
import { NumberInput } from '../ui/NumberInput';
import { useSettingsDraft } from './draft';
import type { CoreSettings } from './types';

type KeysOf<V> = { [K in keyof CoreSettings]: CoreSettings[K] extends V ? K : never }[keyof CoreSettings];

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error">
      {message}
    </p>
  );
}

/** A text (or URL) setting. */
export function SettingText({
  name,
  label,
  hint,
  type = 'text',
  children,
}: {
  name: KeysOf<string>;
  label: string;
  hint?: string;
  type?: 'text' | 'url' | 'email' | 'password';
  children?: ReactNode;
}) {
  const { settings, update, errors } = useSettingsDraft();
  const id = useId();
  const error = errors[name];
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        autoComplete={type === 'password' ? 'off' : undefined}
        value={String(settings[name] ?? '')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => update({ [name]: event.target.value })}
      />
      {hint && (
        <p id={`${id}-hint`} className="settings-hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
      {children}
    </div>
  );
}

/** A true/false setting as a checkbox; `inverted` shows the opposite of the stored value. */
export function SettingCheckbox({
  name,
  label,
  hint,
  inverted = false,
}: {
  name: KeysOf<boolean>;
  label: string;
  hint?: string;
  inverted?: boolean;
}) {
  const { settings, update, errors } = useSettingsDraft();
  const id = useId();
  const checked = Boolean(settings[name]) !== inverted;
  const error = errors[name];
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="settings-checkbox">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => update({ [name]: event.target.checked !== inverted })}
      />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="settings-hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * A whole-number setting. What is not a number from `min` to `max` is held as NaN, which the
 * screen's check (`validation.ts`) reports on the field before anything is posted.
 */
export function SettingNumber({
  name,
  label,
  hint,
  min,
  max,
  id: given,
}: {
  name: KeysOf<number>;
  label: string;
  hint?: string;
  min: number;
  max: number;
  /** The input's id, for a control elsewhere that names it (`aria-controls`). */
  id?: string;
}) {
  const { settings, update, errors } = useSettingsDraft();
  const made = useId();
  const id = given ?? made;
  const error = errors[name];
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field settings-number">
      <label htmlFor={id}>{label}</label>
      <NumberInput
        id={id}
        min={min}
        max={max}
        value={settings[name]}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(value) => update({ [name]: value })}
      />
      {hint && (
        <p id={`${id}-hint`} className="settings-hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
