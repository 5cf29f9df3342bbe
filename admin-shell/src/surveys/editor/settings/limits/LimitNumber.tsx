import { useId } from 'react';
import { NumberInput } from '../../../../ui/NumberInput';

export interface LimitNumberProps {
  label: string;
  /** Under the box, tied to it; left out while there is an error. */
  hint?: string | undefined;
  error?: string | undefined;
  /** NaN while the box holds no number in range. */
  value: number;
  onChange(value: number): void;
  range: { min: number; max: number; decimals?: number };
}

/** A labelled number of the Audience and limits card, its hint or its error tied to it. */
export function LimitNumber({ label, hint, error, value, onChange, range }: LimitNumberProps) {
  const id = useId();
  const note = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="field limits-number">
      <label htmlFor={id}>{label}</label>
      <NumberInput
        id={id}
        value={value}
        onChange={onChange}
        {...range}
        aria-invalid={error ? true : undefined}
        aria-describedby={note}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="editor-note">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
