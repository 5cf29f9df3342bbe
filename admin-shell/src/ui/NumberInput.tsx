/**
 * A number box that gives its owner a number, never text: what was typed when it is a number
 * within `min`…`max` with at most `decimals` decimals, otherwise NaN. Its owner's check then
 * reports NaN as the field's error ("from 1 to 100"), so a half-typed or out-of-range value is
 * never saved as something else. The typed text is kept while it stands for the value given back,
 * so "0." or an emptied box stays as typed; any other value from outside (a checkbox that sets 1,
 * a reset after saving) replaces it.
 */
import { useState, type InputHTMLAttributes } from 'react';

export interface NumberInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'min' | 'max' | 'step'> {
  /** NaN: nothing valid is typed. */
  value: number;
  onChange(value: number): void;
  min: number;
  max: number;
  /** How many decimals a value may have: 0 for whole numbers. */
  decimals?: number;
}

/** `text` as a number within the bounds, or NaN. */
export function parseNumber(text: string, { min, max, decimals = 0 }: Pick<NumberInputProps, 'min' | 'max' | 'decimals'>): number {
  const trimmed = text.trim();
  if (trimmed === '') return Number.NaN;
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < min || value > max) return Number.NaN;
  const scale = 10 ** decimals;
  return Math.abs(Math.round(value * scale) - value * scale) < 1e-6 ? value : Number.NaN;
}

function shown(value: number): string {
  return Number.isFinite(value) ? String(value) : '';
}

export function NumberInput({ value, onChange, min, max, decimals = 0, ...input }: NumberInputProps) {
  const [text, setText] = useState(() => shown(value));
  // The value this box last gave (or was given): a different one came from outside.
  const [known, setKnown] = useState(value);
  if (!Object.is(value, known)) {
    setKnown(value);
    setText(shown(value));
  }
  return (
    <input
      {...input}
      type="number"
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      min={min}
      max={max}
      step={decimals > 0 ? 1 / 10 ** decimals : 1}
      value={text}
      onChange={(event) => {
        const next = parseNumber(event.target.value, { min, max, decimals });
        setText(event.target.value);
        setKnown(next);
        onChange(next);
      }}
    />
  );
}
