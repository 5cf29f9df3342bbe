/** The signed-in user's language setting: read from the session, changed with `POST auth/language`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Session } from '../session/api';
import { SESSION_KEY } from '../session/queries';
import { useApi } from '../session/SessionContext';
import type { Language } from './catalogue';

/** The user's chosen language, or null to follow the browser (also while the host does not say). */
export function userLanguage(session: Session | null | undefined): string | null {
  return (session?.user as { language?: string | null } | undefined)?.language ?? null;
}

/** `POST auth/language`: the session then carries the new setting, and the admin follows it. */
export function useSetLanguage() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (language: Language | null) => api.post<{ language: string | null }>('auth/language', { language }),
    onSuccess: ({ language }) =>
      client.setQueryData<Session | null>(SESSION_KEY, (session) => session && { ...session, user: { ...session.user, language } }),
  });
}
