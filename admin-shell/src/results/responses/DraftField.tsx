import { TextField, type TextFieldProps } from '@hearken/addon-sdk/ui';
import { useState } from 'react';
import { useDebounced } from '../../settings/general/useDebounced';

/** How long typing pauses before the list is asked again (as the SDK's SearchSelect waits). */
export const TYPING_PAUSE_MS = 300;

export type DraftFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  /** What the address holds. */
  value: string;
  onCommit(value: string): void;
};

/**
 * A text field that keeps what is typed and hands it on after a pause (or at once on Enter), so
 * the list is not asked again at each keystroke. A value from elsewhere (Back, Clear filters)
 * replaces what the field shows.
 */
export function DraftField({ value, onCommit, onKeyDown, ...field }: DraftFieldProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const later = useDebounced((next: string) => {
    if (next !== value) onCommit(next);
  }, TYPING_PAUSE_MS);
  return (
    <TextField
      {...field}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        later.call(e.target.value);
      }}
      onKeyDown={(e) => {
        onKeyDown?.(e);
        if (e.key !== 'Enter') return;
        later.cancel();
        if (text !== value) onCommit(text);
      }}
    />
  );
}
