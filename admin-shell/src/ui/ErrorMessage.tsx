import { HearkenApiError } from '@hearken/addon-sdk';

/** The sentence to show for a failed call: the server's own message when it sent one. */
export function errorText(error: unknown): string {
  if (error instanceof HearkenApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong.';
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
