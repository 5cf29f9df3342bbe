import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { adminPath, goToUrl, reloadPage } from '../page';
import { ErrorMessage } from '../ui/ErrorMessage';
import { useDismissNotification, useNotificationAction, type Notification, type NotificationButton } from './queries';
import { NOTIFICATIONS_STRINGS as S } from './strings';

interface ButtonProps {
  notification: Notification;
  button: NotificationButton;
  onLeave(): void;
}

/** A notification's button: a link (inside the admin, or external in a new tab) or an action the host runs. */
function NotificationButtonView({ notification, button, onLeave }: ButtonProps) {
  const navigate = useNavigate();
  const action = useNotificationAction();

  if (button.type === 'action') {
    const run = () =>
      action.mutate(
        { class: notification.class, action: button.url },
        {
          onSuccess: (outcome) => {
            const path = outcome.redirect_to ? adminPath(outcome.redirect_to) : null;
            if (path) {
              onLeave();
              void navigate(path);
            } else if (outcome.redirect_to) goToUrl(outcome.redirect_to);
            else if (outcome.reload) reloadPage();
          },
        },
      );
    return (
      <>
        <button type="button" className="button" disabled={action.isPending} onClick={run}>
          {button.text}
        </button>
        <ErrorMessage error={action.error} />
      </>
    );
  }

  const path = button.is_external ? null : adminPath(button.url);
  if (path) {
    return (
      <Link className="button" to={path} onClick={onLeave}>
        {button.text}
      </Link>
    );
  }
  return (
    <a className="button" href={button.url} {...(button.is_external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {button.text}
      {button.is_external && <span className="visually-hidden"> {S.opensInNewTab}</span>}
    </a>
  );
}

/** One notification of the drawer, with a Dismiss button while it is in the inbox. */
export function NotificationItem({ notification, onLeave }: { notification: Notification; onLeave(): void }) {
  const titleId = useId();
  const dismiss = useDismissNotification();
  return (
    <li className={`notification notification-${notification.category}`} aria-labelledby={titleId}>
      <h3 id={titleId}>{notification.title}</h3>
      <p>{notification.content}</p>
      <div className="notification-buttons">
        {notification.buttons.map((button) => (
          <NotificationButtonView key={button.text} notification={notification} button={button} onLeave={onLeave} />
        ))}
        {!notification.dismissed && (
          <button type="button" className="button button-link" aria-describedby={titleId} onClick={() => dismiss.mutate(notification.id)}>
            {S.dismiss}
          </button>
        )}
      </div>
    </li>
  );
}
