import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DRAWER_ID } from './drawerId';
import { useNotifications } from './queries';
import { NOTIFICATIONS_STRINGS as S, OPEN_NOTIFICATIONS_PARAM } from './strings';

const NotificationsDrawer = lazy(() => import('./NotificationsDrawer'));

/** The header's notifications toggle with the active count; opens the drawer (also from `?open=`). */
export function NotificationsBell() {
  const [params] = useSearchParams();
  const [open, setOpen] = useState(params.get('open') === OPEN_NOTIFICATIONS_PARAM);
  const notifications = useNotifications();
  const count = notifications.data?.counts.active ?? 0;

  return (
    <>
      <button
        type="button"
        className="bell"
        aria-label={S.bell(count)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? DRAWER_ID : undefined}
        onClick={() => setOpen(!open)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
          />
        </svg>
        {count > 0 && (
          <span className="bell-count" aria-hidden="true">
            {count}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationsDrawer onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
