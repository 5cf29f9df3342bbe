/**
 * One colour of the theming: a colour picker, and beside it a text box for the hex code, which is
 * also what keyboard and screen-reader users edit most easily. Both are labelled; an invalid code
 * is marked on the text box and explained under it.
 */
import { useId } from 'react';
import { STRINGS as S } from './strings';
import { pickerValue } from './theming';

interface Props {
  label: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange(value: string): void;
}

export function ColourField({ label, value, error, disabled, onChange }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field theming-colour">
      <label htmlFor={`${id}-picker`}>{label}</label>
      <div className="theming-colour-inputs">
        <input
          id={`${id}-picker`}
          type="color"
          value={pickerValue(value)}
          disabled={disabled}
          onChange={(e) => onChange(e.currentTarget.value.toUpperCase())}
        />
        <label htmlFor={`${id}-text`} className="visually-hidden">
          {S.hex(label)}
        </label>
        <input
          id={`${id}-text`}
          type="text"
          value={value}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          disabled={disabled}
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
