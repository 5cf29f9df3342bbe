/** The signed-in session as the rest of the shell sees it: user, nonce, capabilities and the API client. */
import { createContext, useContext } from 'react';
import type { HearkenApi } from '@hearken/addon-sdk';
import type { Session } from './api';

export interface SessionValue {
  session: Session;
  /** The API client carrying this session's nonce. */
  api: HearkenApi;
  signOut(): void;
  signingOut: boolean;
}

export const SessionContext = createContext<SessionValue | null>(null);

/** The current session; only inside the signed-in part of the shell. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (value === null) throw new Error('useSession is used outside a signed-in session.');
  return value;
}

/** The API client of the current session (sends the nonce on every state-changing call). */
export function useApi(): HearkenApi {
  return useSession().api;
}
