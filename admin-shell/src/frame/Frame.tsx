import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { NotificationsBell } from '../notifications/NotificationsBell';
import { useSession } from '../session/SessionContext';
import { SESSION_STRINGS } from '../session/strings';
import { DevModeFooter } from './DevModeFooter';
import { MainNav } from './MainNav';
import { FRAME_STRINGS as S } from './strings';
import './frame.css';

/**
 * The page around every screen: product name, main navigation (the core screens, the add-ons'
 * menu entries, Help), notifications, the signed-in user; a footer in development mode.
 */
export function Frame() {
  const { session, signOut, signingOut } = useSession();
  return (
    <div className="frame">
      <a className="skip-link" href="#main">
        {S.skipToContent}
      </a>
      <header className="frame-header">
        <p className="frame-product">{S.product}</p>
        <MainNav />
        <div className="frame-user">
          <NotificationsBell />
          <span className="frame-user-name">{session.user.name}</span>
          <button type="button" className="button button-link" onClick={signOut} disabled={signingOut}>
            {SESSION_STRINGS.signOut}
          </button>
        </div>
      </header>
      <main id="main" className="frame-main" tabIndex={-1}>
        <Suspense fallback={<p role="status">{S.loading}</p>}>
          <Outlet />
        </Suspense>
      </main>
      <DevModeFooter />
    </div>
  );
}
