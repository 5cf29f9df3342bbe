/**
 * A colour: a colour picker and, beside it, a text box for the hex code, which is what keyboard and
 * screen-reader users edit most easily. Both are labelled; the error (the host's message for the
 * field, or the remote's own check) is shown under them and tied to the text box.
 */
import { useFieldIds } from './fieldIds.js';
import { FieldText } from './fields.js';

/** What `<input type=color>` can show of `value`: itself in lower case when it is `#` and six hex digits, else black. */
export function colourPickerValue(value: string): string {
  return /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : '#000000';
}

/** The props of {@link ColourField}. */
export interface ColourFieldProps {
  label: string;
  /** The colour as the settings hold it, e.g. '#2D87F1'; may be half typed. */
  value: string;
  /** Called with the picker's colour in upper case, or the text box's code trimmed. */
  onChange(value: string): void;
  error?: string | undefined;
  disabled?: boolean;
  /** The text box's accessible name; default '{label} (hex)'. */
  hexLabel?: string;
}

export function ColourField({ label, value, onChange, error, disabled = false, hexLabel = `${label} (hex)` }: ColourFieldProps) {
  const { id, errorId, aria } = useFieldIds(undefined, error);
  return (
    <div className="field colour-field">
      <label htmlFor={`${id}-picker`}>{label}</label>
      <div className="colour-field-inputs">
        <input
          id={`${id}-picker`}
          type="color"
          value={colourPickerValue(value)}
          disabled={disabled}
          onChange={(event) => onChange(event.currentTarget.value.toUpperCase())}
        />
        <label htmlFor={`${id}-text`} className="visually-hidden">
          {hexLabel}
        </label>
        <input
          id={`${id}-text`}
          type="text"
          value={value}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          disabled={disabled}
          {...aria}
          onChange={(event) => onChange(event.currentTarget.value.trim())}
        />
      </div>
      <FieldText hint={undefined} hintId="" error={error} errorId={errorId} />
    </div>
  );
}
