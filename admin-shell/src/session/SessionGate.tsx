/**
 * Decides what the shell shows first: the first-administrator form while the host has no user,
 * the sign-in form while nobody is signed in, else the admin app. The admin app is loaded only
 * after sign-in so the sign-in screen's script stays small.
 */
import { lazy, Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { userLanguage } from '../language/queries';
import { useAdminLanguage } from '../language/useAdminLanguage';
import { ErrorMessage } from '../ui/ErrorMessage';
import { LoginForm } from './LoginForm';
import { SESSION_KEY, SETUP_KEY, useCurrentSession, useSetupNeeded } from './queries';
import { SessionProvider } from './SessionProvider';
import { SetupForm } from './SetupForm';
import { SESSION_STRINGS as S } from './strings';

const AdminApp = lazy(() => import('../frame/AdminApp'));

function Loading() {
  return (
    <p className="loading" role="status">
      {S.loading}
    </p>
  );
}

function LoadFailed({ error, retry }: { error: unknown; retry(): void }) {
  return (
    <main className="auth-screen">
      <div className="auth-card">
        <ErrorMessage error={error} />
        <button type="button" className="button" onClick={retry}>
          {S.retry}
        </button>
      </div>
    </main>
  );
}

export function SessionGate() {
  const client = useQueryClient();
  const setup = useSetupNeeded();
  const setupNeeded = setup.data?.needed;
  const current = useCurrentSession(setupNeeded === false);
  // The user's language once signed in, the browser's before.
  const languageReady = useAdminLanguage(userLanguage(current.data));

  if (setup.isError) return <LoadFailed error={setup.error} retry={() => void setup.refetch()} />;
  if (setupNeeded === undefined || !languageReady) return <Loading />;
  if (setupNeeded) {
    return <SetupForm onAlreadyDone={() => void client.invalidateQueries({ queryKey: SETUP_KEY })} />;
  }
  if (current.isError) {
    return <LoadFailed error={current.error} retry={() => void client.invalidateQueries({ queryKey: SESSION_KEY })} />;
  }
  if (current.data === undefined) return <Loading />;
  if (current.data === null) return <LoginForm />;

  return (
    <SessionProvider session={current.data}>
      <Suspense fallback={<Loading />}>
        <AdminApp />
      </Suspense>
    </SessionProvider>
  );
}
