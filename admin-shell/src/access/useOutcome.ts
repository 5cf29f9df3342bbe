import { useMemo } from 'react';
import { useNotices } from '../notices/NoticesContext';
import { errorText } from '../ui/ErrorMessage';

/**
 * How a call of the Access screen ends for the person: a success notice in the spec's words, or
 * the host's message (a refusal such as the last administrator's) in an error notice that stays
 * until dismissed.
 */
export function useOutcome() {
  const { notify } = useNotices();
  return useMemo(
    () => ({
      succeeded: (title: string) => notify({ type: 'success', title }),
      failed: (error: unknown) => notify({ type: 'error', title: errorText(error), timeout: 0 }),
    }),
    [notify],
  );
}
