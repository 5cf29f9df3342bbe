import { useId, type ReactNode } from 'react';
import { HearkenApiError } from '@hearken/addon-sdk';
import { errorText } from '../../ui/ErrorMessage';
import { LICENSE_STRINGS as S } from '../strings';

/** The license key input with its buttons and its error, shared by the Lite and the licensed form. */
export function LicenseKeyField({
  value,
  error,
  onChange,
  children,
}: {
  value: string;
  error: string | null | undefined;
  onChange(key: string): void;
  /** The form's buttons, shown on the input's row. */
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{S.keyLabel}</label>
      <div className="settings-license-row">
        <input
          id={id}
          value={value}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {children}
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** What the key field says about a failed call: the server's message for the key, else its message. */
export function keyFieldMessage(error: unknown): string {
  if (error instanceof HearkenApiError && error.fields['key']) return error.fields['key'];
  return errorText(error);
}
