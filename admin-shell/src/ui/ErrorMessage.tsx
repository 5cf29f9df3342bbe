import { HearkenApiError } from '@hearken/addon-sdk';
import { UI_STRINGS } from './strings';

/** The sentence to show for a failed call: the server's own message when it sent one. */
export function errorText(error: unknown): string {
  if (error instanceof HearkenApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return UI_STRINGS.somethingWentWrong;
}

/** A failure, announced as soon as it appears. */
export function ErrorMessage({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="error-message">
      {errorText(error)}
    </p>
  );
}
