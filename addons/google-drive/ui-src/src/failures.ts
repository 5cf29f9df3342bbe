/** What a failed call says: the host's or the add-on's own message, and the fields it names. */
import { HearkenApiError } from '@hearken/addon-sdk';

/** The API's message (its envelope's `message`), or `fallback` for a failure that is not the API's. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof HearkenApiError && error.message ? error.message : fallback;
}

/** The per-field messages of a 422, keyed by the field's name; none for any other failure. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof HearkenApiError && error.status === 422 ? error.fields : {};
}
