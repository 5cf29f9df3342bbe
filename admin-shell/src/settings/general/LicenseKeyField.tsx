import { useId, type ReactNode } from 'react';
import { HearkenApiError } from '@hearken/addon-sdk';
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
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The server refused the key itself (expired, disabled, invalid, empty): its message for the key. */
export function keyRefusal(error: unknown): string | null {
  return error instanceof HearkenApiError && error.fields['key'] ? error.fields['key'] : null;
}

