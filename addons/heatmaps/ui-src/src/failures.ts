/** What a failed call says: the API's own message, and the messages of the filters it names. */
import { HearkenApiError } from '@hearken/addon-sdk';

/** The filters a 422 `invalid_range` may name. */
export type FilterErrors = Partial<Record<'from' | 'to' | 'viewport', string>>;

/** The API's message (its envelope's `message`), or `fallback` for a failure that is not the API's. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof HearkenApiError && error.message ? error.message : fallback;
}

/** The messages of the filters a refusal names, to show beside them. */
export function filterErrorsOf(error: unknown): FilterErrors {
  if (!(error instanceof HearkenApiError)) return {};
  const { from, to, viewport } = error.fields;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}), ...(viewport ? { viewport } : {}) };
}
