import { useId } from 'react';

/**
 * The ids that tie a control to its hint and error, and the ARIA attributes of the control:
 * `aria-describedby` lists the hint and the error shown, `aria-invalid` is set while there is an
 * error.
 */
export function useFieldIds(hint: unknown, error: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return {
    id,
    hintId,
    errorId,
    aria: {
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}
