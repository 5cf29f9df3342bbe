/**
 * React Query hooks for the accounts endpoints the Access screen uses: `users` and what can be done
 * to one user, `roles`, and `auth/password` (the signed-in person's own password). A change to a
 * user puts the host's answer into the cached list at once, then fetches the list again: the
 * host may have changed more than the one row (or refused because the list was stale).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiSchemas } from '@hearken/addon-sdk';
import { SESSION_KEY } from '../session/queries';
import { useApi, useSession } from '../session/SessionContext';

/** A user of the Access screen; a disabled one cannot sign in and has no sessions. */
export type User = ApiSchemas['User'];

export type Role = ApiSchemas['Role'];

export interface NewUser {
  email: string;
  password: string;
  name: string;
  role: string;
}

export interface UserChanges {
  name?: string;
  role?: string;
}

export interface OwnPasswordChange {
  current_password: string;
  password: string;
}

export const USERS_KEY = ['users'] as const;
export const ROLES_KEY = ['roles'] as const;

export function useUsers() {
  const api = useApi();
  return useQuery({ queryKey: USERS_KEY, queryFn: () => api.get<User[]>('users') });
}

export function useRoles() {
  const api = useApi();
  return useQuery({ queryKey: ROLES_KEY, queryFn: () => api.get<Role[]>('roles') });
}

/** The cache updates shared by every change to the users. */
function useUsersCache() {
  const client = useQueryClient();
  return {
    replace: (user: User) =>
      client.setQueryData<User[]>(USERS_KEY, (users) => users?.map((u) => (u.id === user.id ? user : u))),
    remove: (id: number) => client.setQueryData<User[]>(USERS_KEY, (users) => users?.filter((u) => u.id !== id)),
    refetch: () => client.invalidateQueries({ queryKey: USERS_KEY }),
  };
}

/** `POST users`. */
export function useAddUser() {
  const api = useApi();
  const cache = useUsersCache();
  return useMutation({
    mutationFn: (user: NewUser) => api.post<User>('users', user),
    onSettled: cache.refetch,
  });
}

/**
 * `POST users/{id}`. Changing your own role changes what you may do, so the session (with its
 * capabilities) is fetched again too.
 */
export function useUpdateUser() {
  const api = useApi();
  const cache = useUsersCache();
  const client = useQueryClient();
  const { session } = useSession();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UserChanges }) => api.post<User>(`users/${id}`, changes),
    onSuccess: (user) => {
      cache.replace(user);
      if (String(user.id) === String(session.user.id)) void client.invalidateQueries({ queryKey: SESSION_KEY });
    },
    onSettled: cache.refetch,
  });
}

/** `POST users/{id}/password`: the host ends every session of that user. */
export function useSetUserPassword() {
  const api = useApi();
  const cache = useUsersCache();
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      api.post<User>(`users/${id}/password`, { password }),
    onSuccess: cache.replace,
  });
}

/** `POST users/{id}/disable` (which ends their sessions) or `POST users/{id}/enable`. */
export function useSetUserDisabled() {
  const api = useApi();
  const cache = useUsersCache();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: number; disabled: boolean }) =>
      api.post<User>(`users/${id}/${disabled ? 'disable' : 'enable'}`),
    onSuccess: cache.replace,
    onSettled: cache.refetch,
  });
}

/** `DELETE users/{id}/sessions`: signs the user out everywhere; answers how many sessions ended. */
export function useEndUserSessions() {
  const api = useApi();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ended: number }>(`users/${id}/sessions`),
  });
}

/** `DELETE users/{id}`. */
export function useDeleteUser() {
  const api = useApi();
  const cache = useUsersCache();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ deleted: true }>(`users/${id}`),
    onSuccess: (_answer, id) => cache.remove(id),
    onSettled: cache.refetch,
  });
}

/** `POST auth/password`: the host ends the person's other sessions and keeps this one. */
export function useChangeOwnPassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (change: OwnPasswordChange) => api.post<{ success: true }>('auth/password', change),
  });
}
