/**
 * One colour: a colour picker and, beside it, a text box for the hex code, which is what keyboard
 * and screen-reader users edit most easily. Both are labelled; the host's message for the field is
 * shown under them and tied to the text box.
 */
import { useId } from 'react';
import { STRINGS } from '../strings';

/** What a colour picker can show of `value`: itself when it is `#` and six hex digits, else black. */
export function pickerValue(value: string): string {
  return /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : '#000000';
}

interface Props {
  label: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
}

export function ColourField({ label, value, error, onChange }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field post-ratings-colour">
      <label htmlFor={`${id}-picker`}>{label}</label>
      <div className="post-ratings-colour-inputs">
        <input id={`${id}-picker`} type="color" value={pickerValue(value)} onChange={(e) => onChange(e.currentTarget.value.toUpperCase())} />
        <label htmlFor={`${id}-text`} className="visually-hidden">
          {STRINGS.settings.hex(label)}
        </label>
        <input
          id={`${id}-text`}
          type="text"
          value={value}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.currentTarget.value.trim())}
        />
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
