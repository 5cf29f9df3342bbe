import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { AddonMenuItems } from '../federation/AddonMenuItems';
import { NotificationsBell } from '../notifications/NotificationsBell';
import { useSession } from '../session/SessionContext';
import { SESSION_STRINGS } from '../session/strings';
import { DevModeFooter } from './DevModeFooter';
import { SCREENS } from './screens';

/**
 * The page around every screen: product name, main navigation (the core screens, then the add-ons'
 * menu entries), notifications, the signed-in user; a footer in development mode.
 */
export function Frame() {
  const { session, signOut, signingOut } = useSession();
  return (
    <div className="frame">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="frame-header">
        <p className="frame-product">Hearken</p>
        <nav aria-label="Main">
          <ul>
            {SCREENS.map(({ path, label }) => (
              <li key={path}>
                <NavLink to={`/${path}`}>{label}</NavLink>
              </li>
            ))}
            <AddonMenuItems />
          </ul>
        </nav>
        <div className="frame-user">
          <NotificationsBell />
          <span className="frame-user-name">{session.user.name}</span>
          <button type="button" className="button button-link" onClick={signOut} disabled={signingOut}>
            {SESSION_STRINGS.signOut}
          </button>
        </div>
      </header>
      <main id="main" className="frame-main" tabIndex={-1}>
        <Suspense fallback={<p role="status">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
      <DevModeFooter />
    </div>
  );
}
