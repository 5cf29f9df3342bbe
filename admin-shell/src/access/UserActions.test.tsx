import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, mockApi, type Reply, type Route } from '../test/api';
import { renderSignedIn } from '../test/render';
import AccessScreen from './AccessScreen';
import { ADA, ALAN, GRACE, ROLES } from './fixtures';
import { ACCESS_SCREEN_STRINGS as S } from './strings';

const A = S.actions;

function showAccess(routes: Record<string, Route> = {}) {
  const api = mockApi({ 'GET users': { body: [ADA, GRACE, ALAN] }, 'GET roles': { body: ROLES }, ...routes });
  renderSignedIn(<AccessScreen />, { route: '/access' });
  return api;
}

async function rowOf(email: string): Promise<HTMLElement> {
  const cell = await screen.findByRole('cell', { name: email });
  return cell.closest('tr') as HTMLElement;
}

describe('Access screen: row actions', () => {
  it('Disable is busy while it runs, then the user shows Disabled and can be enabled again', async () => {
    const disabled = deferred<Reply>();
    const api = showAccess({
      'POST users/2/disable': () => disabled.promise,
      'POST users/2/enable': { body: GRACE },
    });
    const user = userEvent.setup();
    const grace = await rowOf(GRACE.email);

    await user.click(within(grace).getByRole('button', { name: S.actionOn(A.disable, GRACE.email) }));
    expect(within(grace).getByRole('button', { name: S.actionOn(A.disabling, GRACE.email) })).toBeDisabled();

    api.routes['GET users'] = { body: [ADA, { ...GRACE, disabled: true }, ALAN] };
    disabled.resolve({ body: { ...GRACE, disabled: true } });
    expect(await screen.findByText(S.userDisabled)).toBeInTheDocument();
    expect(grace).toHaveTextContent(S.status.disabled);

    api.routes['GET users'] = { body: [ADA, GRACE, ALAN] };
    await user.click(within(grace).getByRole('button', { name: S.actionOn(A.enable, GRACE.email) }));
    expect(await screen.findByText(S.userEnabled)).toBeInTheDocument();
    expect(grace).toHaveTextContent(S.status.active);
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['users/2/disable', 'users/2/enable']);
  });

  it('Reset password refuses a short password with the host\'s message, then sets a long one', async () => {
    const api = showAccess({ 'POST users/2/password': { body: GRACE } });
    const user = userEvent.setup();
    const grace = await rowOf(GRACE.email);

    await user.click(within(grace).getByRole('button', { name: S.actionOn(A.resetPassword, GRACE.email) }));
    const dialog = screen.getByRole('dialog', { name: S.resetTitle(GRACE.email) });
    const password = within(dialog).getByLabelText(S.newPassword);
    await user.type(password, 'short');
    await user.click(within(dialog).getByRole('button', { name: S.setPassword }));

    expect(password).toHaveAccessibleDescription(S.passwordTooShort);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(password);
    await user.type(password, 'a fresh password');
    await user.click(within(dialog).getByRole('button', { name: S.setPassword }));

    expect(await screen.findByText(S.passwordReset)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
      path: 'users/2/password',
      body: { password: 'a fresh password' },
    });
  });

  it('Delete asks first; Cancel keeps the user, confirming deletes them', async () => {
    const api = showAccess({ 'DELETE users/2': { body: { deleted: true } } });
    const user = userEvent.setup();
    const grace = await rowOf(GRACE.email);
    const deleteGrace = within(grace).getByRole('button', { name: S.actionOn(A.delete, GRACE.email) });

    await user.click(deleteGrace);
    let dialog = screen.getByRole('alertdialog', { name: S.deleteTitle });
    expect(dialog).toHaveAccessibleDescription(S.confirmDelete(GRACE.email));
    await user.click(within(dialog).getByRole('button', { name: S.cancel }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(deleteGrace);
    dialog = screen.getByRole('alertdialog', { name: S.deleteTitle });
    api.routes['GET users'] = { body: [ADA, ALAN] };
    await user.click(within(dialog).getByRole('button', { name: A.delete }));

    expect(await screen.findByText(S.userDeleted)).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: GRACE.email })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['users/2']);
  });

  it('Sign out everywhere says how many sessions ended', async () => {
    showAccess({ 'DELETE users/2/sessions': { body: { ended: 3 } } });
    const user = userEvent.setup();
    const grace = await rowOf(GRACE.email);

    await user.click(within(grace).getByRole('button', { name: S.actionOn(A.signOutEverywhere, GRACE.email) }));

    expect(await screen.findByText('Signed out of 3 sessions.')).toBeInTheDocument();
  });

  it("a refused action shows the host's message", async () => {
    showAccess({
      'DELETE users/3': { status: 404, body: { code: 'not_found', message: 'There is no user with id 3.' } },
    });
    const user = userEvent.setup();
    const alan = await rowOf(ALAN.email);

    await user.click(within(alan).getByRole('button', { name: S.actionOn(A.delete, ALAN.email) }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: A.delete }));

    expect(await screen.findByText('There is no user with id 3.')).toBeInTheDocument();
    expect(screen.queryByText(S.userDeleted)).not.toBeInTheDocument();
  });
});
