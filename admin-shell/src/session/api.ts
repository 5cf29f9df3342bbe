/**
 * The calls that start and end a session. Before sign-in there is no nonce, so these use a client
 * without one; everything after sign-in goes through the session's own client (`useApi`).
 */
import { createApi, HearkenApiError, type ApiSchemas, type HearkenApi } from '@hearken/addon-sdk';

/** A signed-in administrator as login, setup and `auth/me` answer. */
export type SessionUser = ApiSchemas['User'];

/** The body of login, setup and `auth/me`. */
export type Session = ApiSchemas['SignedIn'];

export type Credentials = ApiSchemas['Credentials'];

export type FirstAdministrator = Credentials & { name: string };

/** `GET setup`: whether the first administrator must still be created. */
export function fetchSetupNeeded(api: HearkenApi): Promise<{ needed: boolean }> {
  return api.get<{ needed: boolean }>('setup');
}

/** `GET auth/me`, or null when nobody is signed in (401). */
export async function fetchSession(api: HearkenApi): Promise<Session | null> {
  try {
    return await api.get<Session>('auth/me');
  } catch (error) {
    if (error instanceof HearkenApiError && error.status === 401) return null;
    throw error;
  }
}

export function signIn(api: HearkenApi, credentials: Credentials): Promise<Session> {
  return api.post<Session>('auth/login', credentials);
}

export function createFirstAdministrator(api: HearkenApi, admin: FirstAdministrator): Promise<Session> {
  return api.post<Session>('setup', admin);
}

export function signOut(api: HearkenApi): Promise<void> {
  return api.post<void>('auth/logout');
}

/** The client for calls made before there is a session. */
export function anonymousApi(): HearkenApi {
  return createApi();
}
