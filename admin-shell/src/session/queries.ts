/** React Query hooks for the session endpoints (`setup`, `auth/*`). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HearkenApi } from '@hearken/addon-sdk';
import {
  anonymousApi,
  createFirstAdministrator,
  fetchSession,
  fetchSetupNeeded,
  signIn,
  signOut,
  type Credentials,
  type FirstAdministrator,
  type Session,
} from './api';

export const SETUP_KEY = ['setup'] as const;
export const SESSION_KEY = ['session'] as const;

const anonymous = anonymousApi();

export function useSetupNeeded() {
  return useQuery({ queryKey: SETUP_KEY, queryFn: () => fetchSetupNeeded(anonymous) });
}

/** The current session; `null` data means signed out. */
export function useCurrentSession(enabled: boolean) {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: () => fetchSession(anonymous),
    enabled,
    staleTime: Infinity,
  });
}

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) => signIn(anonymous, credentials),
    onSuccess: (session) => client.setQueryData<Session | null>(SESSION_KEY, session),
  });
}

export function useCreateFirstAdministrator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (admin: FirstAdministrator) => createFirstAdministrator(anonymous, admin),
    onSuccess: (session) => {
      client.setQueryData(SETUP_KEY, { needed: false });
      client.setQueryData<Session | null>(SESSION_KEY, session);
    },
  });
}

/** Signs out; whatever the server says, the shell forgets the session and all it fetched. */
export function useSignOut(api: HearkenApi) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => signOut(api),
    onSettled: () => {
      client.removeQueries({
        predicate: (query) => query.queryKey[0] !== SETUP_KEY[0] && query.queryKey[0] !== SESSION_KEY[0],
      });
      client.setQueryData<Session | null>(SESSION_KEY, null);
    },
  });
}
