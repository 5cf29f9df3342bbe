import { useState } from 'react';
import { ErrorMessage } from '../ui/ErrorMessage';
import { useDialogFocus } from '@hearken/addon-sdk/ui';
import { DRAWER_ID } from './drawerId';
import { NotificationItem } from './NotificationItem';
import { useDismissNotification, useNotifications } from './queries';
import { NOTIFICATIONS_STRINGS as S } from './strings';

/** The notifications panel (spec 2.4): an Inbox and a Dismissed view switched by a toggle. */
export default function NotificationsDrawer({ onClose }: { onClose(): void }) {
  const [view, setView] = useState<'inbox' | 'dismissed'>('inbox');
  const notifications = useNotifications();
  const dismissAll = useDismissNotification();
  const dialog = useDialogFocus<HTMLDivElement>(onClose);
  const data = notifications.data;
  const list = (view === 'inbox' ? data?.active : data?.dismissed) ?? [];

  return (
    <>
      <div className="drawer-backdrop" onClick={onClose} />
      <div ref={dialog} id={DRAWER_ID} className="drawer" role="dialog" aria-modal="true" aria-labelledby="drawer-heading" tabIndex={-1}>
        <header className="drawer-header">
          <h2 id="drawer-heading">{S.heading}</h2>
          <button type="button" className="button button-link" onClick={onClose}>
            {S.close}
          </button>
        </header>
        <div className="drawer-views" role="group" aria-label={S.views}>
          <button type="button" aria-pressed={view === 'inbox'} onClick={() => setView('inbox')}>
            {S.inbox} ({data?.counts.active ?? 0})
          </button>
          <button type="button" aria-pressed={view === 'dismissed'} onClick={() => setView('dismissed')}>
            {S.dismissedView} ({data?.counts.dismissed ?? 0})
          </button>
        </div>
        {view === 'inbox' && list.length > 0 && (
          <button type="button" className="button drawer-dismiss-all" onClick={() => dismissAll.mutate('all')}>
            {S.dismissAll}
          </button>
        )}
        <ErrorMessage error={notifications.error ?? dismissAll.error} />
        {data && list.length === 0 && <p className="drawer-empty">{S.empty}</p>}
        <ul className="notifications-list">
          {list.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onLeave={onClose} />
          ))}
        </ul>
      </div>
    </>
  );
}
