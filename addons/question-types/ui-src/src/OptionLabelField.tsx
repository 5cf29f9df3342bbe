import { useId, useState } from 'react';
import { isBlankLabel } from './options';
import { LABEL, OPTIONS_REQUIRED } from './strings';

interface Props {
  value: string;
  onChange(label: string): void;
}

/**
 * An option's label. Trimmed when the author leaves the field (spec 000 §5, "trimmed on entry"):
 * trimming on every keystroke would swallow the space typed between two words. 'Options are
 * required.' shows once the field has been left blank, not on a card that was only just added.
 */
export function OptionLabelField({ value, onChange }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const [left, setLeft] = useState(false);
  const invalid = left && isBlankLabel(value);
  return (
    <div className="qt-field">
      <label htmlFor={id}>{LABEL}</label>
      <input
        id={id}
        type="text"
        data-option-label=""
        value={value}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={(event) => {
          setLeft(true);
          const trimmed = event.currentTarget.value.trim();
          if (trimmed !== event.currentTarget.value) onChange(trimmed);
        }}
      />
      {invalid && (
        <p id={errorId} className="error-message qt-error">
          {OPTIONS_REQUIRED}
        </p>
      )}
    </div>
  );
}
