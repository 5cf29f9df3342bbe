/** Field messages of the Access screen's forms: the host's, or the same ones checked before a call. */
import { useEffect, type RefObject } from 'react';
import { HearkenApiError } from '@hearken/addon-sdk';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The messages of a failed call for the fields a form has; null when it names none of them (the
 * failure is not about what was typed, and is shown as a notice instead).
 */
export function fieldErrorsOf<F extends string>(error: unknown, fields: readonly F[]): FieldErrors<F> | null {
  if (!(error instanceof HearkenApiError)) return null;
  const named = fields.filter((field) => error.fields[field]);
  if (named.length === 0) return null;
  return Object.fromEntries(named.map((field) => [field, error.fields[field]])) as FieldErrors<F>;
}

/**
 * Each time a form gets new `errors`, focus moves to its first invalid field, so the message tied
 * to that field is read out and the person is where the fix goes.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, errors: object) {
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, errors]);
}
