import { LIST_KIT_STRINGS } from './strings.js';

/** The props of {@link LoadError}. */
export interface LoadErrorProps {
  /** What went wrong: the host's message where it sent one. */
  message: string;
  /** Asks for the list again. */
  onRetry(): void;
  /** The button's words; default 'Try again'. */
  retry?: string;
}

/** A list that could not be loaded: the message, announced at once, and a button to try again. */
export function LoadError({ message, onRetry, retry = LIST_KIT_STRINGS.retry }: LoadErrorProps) {
  return (
    <div className="inline-notice list-load-error">
      <p role="alert" className="error-message">
        {message}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}
