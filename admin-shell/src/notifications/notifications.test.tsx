import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/api';
import { renderSignedIn } from '../test/render';
import { NotificationsBell } from './NotificationsBell';
import type { Notification, NotificationsDrawerData } from './queries';
import { NOTIFICATIONS_STRINGS as S, OPEN_NOTIFICATIONS_PARAM } from './strings';

function notification(id: string, title: string, dismissed = false): Notification {
  return {
    id,
    class: 'license',
    title,
    content: `${title}: details.`,
    category: 'alert',
    icon: 'warning',
    buttons: [{ type: 'link', text: 'Go to Add-ons', url: '/admin/addons', is_external: false }],
    dismissed,
    created_at: '2024-01-05T10:00:00Z',
  };
}

function drawer(active: Notification[], dismissed: Notification[] = []): NotificationsDrawerData {
  return {
    active,
    notifications: active,
    dismissed,
    counts: { active: active.length, dismissed: dismissed.length },
    view_url: '/admin/?open=hearken_notifications',
    sidebar_url: '/admin/?open=hearken_notifications',
  };
}

const EXPIRED = notification('license-expired', 'Your license has expired');
const FAULT = notification('addon-fault', 'An add-on was deactivated');
const OLD = notification('welcome', 'Welcome to Hearken', true);

describe('notifications drawer', () => {
  it('the bell says how many notifications are active', async () => {
    mockApi({ 'GET notifications': { body: drawer([EXPIRED, FAULT]) } });
    renderSignedIn(<NotificationsBell />);

    expect(await screen.findByRole('button', { name: S.bell(2) })).toBeInTheDocument();
  });

  it('opens as a dialog with focus inside, lists the inbox, and Escape closes it', async () => {
    mockApi({ 'GET notifications': { body: drawer([EXPIRED]) } });
    renderSignedIn(<NotificationsBell />);
    const user = userEvent.setup();
    const bell = await screen.findByRole('button', { name: S.bell(1) });

    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: S.heading });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('heading', { name: EXPIRED.title })).toBeInTheDocument();
    expect(within(dialog).getByText(EXPIRED.content)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go to Add-ons' })).toHaveAttribute('href', '/addons');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('opens by itself when the address asks for it', async () => {
    mockApi({ 'GET notifications': { body: drawer([]) } });
    renderSignedIn(<NotificationsBell />, { route: `/surveys?open=${OPEN_NOTIFICATIONS_PARAM}` });

    const dialog = await screen.findByRole('dialog', { name: S.heading });
    expect(await within(dialog).findByText(S.empty)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: S.dismissAll })).not.toBeInTheDocument();
  });

  it('Dismiss moves a notification out of the inbox and tells the server', async () => {
    const api = mockApi({
      'GET notifications': { body: drawer([EXPIRED, FAULT]) },
      'POST notifications/license-expired/dismiss': { body: { dismissed: 1 } },
    });
    renderSignedIn(<NotificationsBell />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: S.bell(2) }));
    const dialog = await screen.findByRole('dialog');
    const expired = within(dialog).getByRole('listitem', { name: EXPIRED.title });

    api.routes['GET notifications'] = { body: drawer([FAULT], [{ ...EXPIRED, dismissed: true }]) };
    await user.click(within(expired).getByRole('button', { name: S.dismiss }));

    await waitFor(() => expect(within(dialog).queryByRole('heading', { name: EXPIRED.title })).not.toBeInTheDocument());
    expect(api.calls.some((c) => c.method === 'POST' && c.path === 'notifications/license-expired/dismiss')).toBe(true);
    expect(await screen.findByRole('button', { name: S.bell(1) })).toBeInTheDocument();
  });

  it('Dismiss All empties the inbox; the Dismissed view lists dismissed ones', async () => {
    const api = mockApi({
      'GET notifications': { body: drawer([EXPIRED, FAULT], [OLD]) },
      'POST notifications/all/dismiss': { body: { dismissed: 2 } },
    });
    renderSignedIn(<NotificationsBell />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: S.bell(2) }));
    const dialog = await screen.findByRole('dialog');

    api.routes['GET notifications'] = {
      body: drawer([], [{ ...EXPIRED, dismissed: true }, { ...FAULT, dismissed: true }, OLD]),
    };
    await user.click(await within(dialog).findByRole('button', { name: S.dismissAll }));
    expect(await within(dialog).findByText(S.empty)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: S.dismissAll })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: /Dismissed/ }));
    expect(within(dialog).getByRole('heading', { name: OLD.title })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: FAULT.title })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: S.dismissAll })).not.toBeInTheDocument();
  });
});
