import { QueryCache, QueryClient } from '@tanstack/react-query';
import { HearkenApiError } from '@hearken/addon-sdk';
import type { Session } from './session/api';
import { SESSION_KEY } from './session/queries';

/**
 * The shell's one query client. A 401 from any call means the session ended (expired, signed out
 * in another tab): the shell then forgets it and shows the sign-in form.
 */
export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.queryKey[0] === SESSION_KEY[0]) return;
        if (error instanceof HearkenApiError && error.status === 401) {
          client.setQueryData<Session | null>(SESSION_KEY, null);
        }
      },
    }),
    defaultOptions: {
      queries: {
        // A 4xx answer will not change on retry; only failures to reach the server are retried.
        retry: options.retry === false ? false : (count, error) =>
          count < 2 && (!(error instanceof HearkenApiError) || error.status === 0 || error.status >= 500),
        refetchOnWindowFocus: false,
      },
    },
  });
  return client;
}
