import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Session } from '../session/api';
import { mockApi, type Route } from '../test/api';
import { ADMIN_SESSION, renderSignedIn } from '../test/render';
import AccessScreen from './AccessScreen';
import { ADA, ALAN, EDITOR_SESSION, GRACE, invalidField, LAST_ADMINISTRATOR, ROLES } from './fixtures';
import { ACCESS_SCREEN_STRINGS as S } from './strings';

function showAccess(routes: Record<string, Route> = {}, session: Session = ADMIN_SESSION) {
  const api = mockApi({ 'GET users': { body: [ADA, GRACE, ALAN] }, 'GET roles': { body: ROLES }, ...routes });
  renderSignedIn(<AccessScreen />, { route: '/access', session });
  return api;
}

async function rowOf(email: string): Promise<HTMLElement> {
  const cell = await screen.findByRole('cell', { name: email });
  return cell.closest('tr') as HTMLElement;
}

describe('Access screen: the users', () => {
  it('lists every user with role and status, and marks your own row', async () => {
    showAccess();

    expect(screen.getByRole('heading', { level: 1, name: S.heading })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: S.usersHeading });
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Role', 'Status', 'Actions']);

    const ada = await rowOf(ADA.email);
    expect(ada).toHaveTextContent(`Ada ${S.you}`);
    expect(ada).toHaveTextContent(S.status.active);
    expect(within(ada).getByRole('combobox', { name: S.roleOf(ADA.email) })).toHaveDisplayValue('Administrator');

    const alan = await rowOf(ALAN.email);
    expect(alan).not.toHaveTextContent(S.you);
    expect(alan).toHaveTextContent(S.status.disabled);
    expect(within(alan).getByRole('combobox', { name: S.roleOf(ALAN.email) })).toHaveDisplayValue('Editor');
  });

  it('offers no reset, disable, sign-out or delete on your own row', async () => {
    showAccess();

    const ada = await rowOf(ADA.email);
    expect(within(ada).queryByRole('button')).not.toBeInTheDocument();
    const grace = await rowOf(GRACE.email);
    expect(within(grace).getByRole('button', { name: S.actionOn(S.actions.disable, GRACE.email) })).toBeEnabled();
    expect(within(grace).getByRole('button', { name: S.actionOn(S.actions.delete, GRACE.email) })).toBeEnabled();
  });

  it('choosing another role saves it and says so', async () => {
    const api = showAccess({ 'POST users/2': { body: { ...GRACE, role: 'analyst' } } });
    const user = userEvent.setup();
    const role = await screen.findByRole('combobox', { name: S.roleOf(GRACE.email) });

    api.routes['GET users'] = { body: [ADA, { ...GRACE, role: 'analyst' }, ALAN] };
    await user.selectOptions(role, 'Analyst');

    expect(await screen.findByText(S.roleUpdated)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({ path: 'users/2', body: { role: 'analyst' } });
    expect(role).toHaveDisplayValue('Analyst');
  });

  it('demoting the last active administrator shows the refusal and keeps the role', async () => {
    showAccess({ 'POST users/1': LAST_ADMINISTRATOR });
    const user = userEvent.setup();
    const role = await screen.findByRole('combobox', { name: S.roleOf(ADA.email) });

    await user.selectOptions(role, 'Editor');

    expect(await screen.findByText('At least one active administrator must remain.')).toBeInTheDocument();
    expect(role).toHaveDisplayValue('Administrator');
    expect(screen.queryByText(S.roleUpdated)).not.toBeInTheDocument();
  });

  it('someone without the right to manage users is told so, sees no users, and can still change their password', async () => {
    const api = showAccess({}, EDITOR_SESSION);

    expect(screen.getByText(S.notAllowed)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: S.addHeading })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: S.changeHeading })).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).not.toContain('users');
  });
});

describe('Access screen: Add user', () => {
  async function fillIn(email: string, password = 'a long enough password') {
    const user = userEvent.setup();
    const form = screen.getByRole('region', { name: S.addHeading });
    await user.type(within(form).getByLabelText(S.email), email);
    await user.type(within(form).getByLabelText(S.name), 'Barbara');
    await user.type(within(form).getByLabelText(S.password), password);
    return { user, form };
  }

  it('adds an editor unless another role is chosen, and the table shows them', async () => {
    const barbara = { id: 4, email: 'barbara@example.com', name: 'Barbara', role: 'editor', disabled: false };
    const api = showAccess({ 'POST users': { status: 201, body: barbara } });
    await rowOf(ADA.email);
    const { user, form } = await fillIn(barbara.email);
    expect(within(form).getByLabelText(S.role)).toHaveDisplayValue('Editor');

    api.routes['GET users'] = { body: [ADA, GRACE, ALAN, barbara] };
    await user.click(within(form).getByRole('button', { name: S.addUser }));

    expect(await screen.findByText(S.userAdded)).toBeInTheDocument();
    expect(await rowOf(barbara.email)).toHaveTextContent('Barbara');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: barbara.email,
      name: 'Barbara',
      password: 'a long enough password',
      role: 'editor',
    });
    expect(within(form).getByLabelText(S.email)).toHaveValue('');
  });

  it("shows the host's message for a refused email at the email field", async () => {
    showAccess({ 'POST users': invalidField('email', 'A user with this email already exists.') });
    await rowOf(ADA.email);
    const { user, form } = await fillIn(GRACE.email);

    await user.click(within(form).getByRole('button', { name: S.addUser }));

    const email = within(form).getByLabelText(S.email);
    expect(await within(form).findByText('A user with this email already exists.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('A user with this email already exists.');
    expect(email).toHaveFocus();
    expect(within(form).getByLabelText(S.password)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(S.userAdded)).not.toBeInTheDocument();
  });
});

describe('Access screen: Change your password', () => {
  async function change(current: string, next: string) {
    const user = userEvent.setup();
    const form = screen.getByRole('region', { name: S.changeHeading });
    await user.type(within(form).getByLabelText(S.currentPassword), current);
    await user.type(within(form).getByLabelText(S.newPassword), next);
    await user.click(within(form).getByRole('button', { name: S.changePassword }));
    return form;
  }

  it('changes your password and says your other sessions ended', async () => {
    const api = showAccess({ 'POST auth/password': { body: { success: true } } });

    const form = await change('old password', 'new password 123');

    expect(await screen.findByText(S.ownPasswordChanged)).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === 'auth/password')?.body).toEqual({
      current_password: 'old password',
      password: 'new password 123',
    });
    expect(within(form).getByLabelText(S.currentPassword)).toHaveValue('');
  });

  it('a wrong current password is shown at that field', async () => {
    showAccess({ 'POST auth/password': invalidField('current_password', 'The current password is not right.') });

    const form = await change('not it', 'new password 123');

    const current = within(form).getByLabelText(S.currentPassword);
    expect(await within(form).findByText('The current password is not right.')).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription('The current password is not right.');
    expect(screen.queryByText(S.ownPasswordChanged)).not.toBeInTheDocument();
  });
});
