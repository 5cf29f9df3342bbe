import { useMemo, type ReactNode } from 'react';
import { createApi } from '@hearken/addon-sdk';
import type { Session } from './api';
import { useSignOut } from './queries';
import { SessionContext, type SessionValue } from './SessionContext';

/** Provides `session` and a client created with its nonce to everything below. */
export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  const api = useMemo(() => createApi({ nonce: session.nonce }), [session.nonce]);
  const signOut = useSignOut(api);
  const { mutate, isPending } = signOut;
  const value = useMemo<SessionValue>(
    () => ({ session, api, signOut: () => mutate(), signingOut: isPending }),
    [session, api, mutate, isPending],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
