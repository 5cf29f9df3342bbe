/** Field messages of the Access screen's forms: the host's, or the same ones checked before a call. */
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
