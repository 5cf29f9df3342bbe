import { useState } from 'react';
import { TextField } from '@hearken/addon-sdk/ui';
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
  const [left, setLeft] = useState(false);
  return (
    <TextField
      label={LABEL}
      className="qt-field"
      data-option-label=""
      value={value}
      error={left && isBlankLabel(value) ? OPTIONS_REQUIRED : undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => {
        setLeft(true);
        const trimmed = event.currentTarget.value.trim();
        if (trimmed !== event.currentTarget.value) onChange(trimmed);
      }}
    />
  );
}
