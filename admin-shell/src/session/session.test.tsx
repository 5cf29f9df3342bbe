import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../test/api';
import { ADMIN_SESSION, renderShell } from '../test/render';
import { SessionGate } from './SessionGate';
import { SESSION_STRINGS as S } from './strings';

const NO_NOTIFICATIONS = {
  active: [],
  dismissed: [],
  counts: { active: 0, dismissed: 0 },
  view_url: '/admin/?open=hearken_notifications',
  sidebar_url: '/admin/?open=hearken_notifications',
};

describe('session', () => {
  beforeEach(() => window.history.pushState({}, '', '/admin/'));

  it('asks for the first administrator while setup is needed', async () => {
    mockApi({ 'GET setup': { body: { needed: true } } });
    renderShell(<SessionGate />);

    expect(await screen.findByRole('heading', { name: S.setupHeading })).toBeInTheDocument();
    expect(screen.getByLabelText(S.name)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: S.signInHeading })).not.toBeInTheDocument();
  });

  it('creating the first administrator signs them in to the admin', async () => {
    const api = mockApi({
      'GET setup': { body: { needed: true } },
      'POST setup': { status: 201, body: ADMIN_SESSION },
      'GET notifications': { body: NO_NOTIFICATIONS },
    });
    renderShell(<SessionGate />);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(S.name), 'Ada');
    await user.type(screen.getByLabelText(S.email), 'ada@example.com');
    await user.type(screen.getByLabelText(S.password), 'a long enough password');
    await user.click(screen.getByRole('button', { name: S.createAdministrator }));

    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Surveys' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'a long enough password',
    });
  });

  it("a rejected password shows the server's message next to the field", async () => {
    mockApi({
      'GET setup': { body: { needed: true } },
      'POST setup': {
        status: 422,
        body: {
          code: 'invalid',
          message: 'Please fix the highlighted fields.',
          fields: { password: 'The password must have at least 12 characters.' },
        },
      },
    });
    renderShell(<SessionGate />);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(S.name), 'Ada');
    await user.type(screen.getByLabelText(S.email), 'ada@example.com');
    await user.type(screen.getByLabelText(S.password), 'short');
    await user.click(screen.getByRole('button', { name: S.createAdministrator }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please fix the highlighted fields.');
    expect(screen.getByLabelText(S.password)).toHaveAccessibleDescription('The password must have at least 12 characters.');
  });

  it('asks to sign in when setup is done and nobody is signed in', async () => {
    mockApi({
      'GET setup': { body: { needed: false } },
      'GET auth/me': { status: 401, body: { code: 'unauthenticated', message: 'Sign in first.' } },
    });
    renderShell(<SessionGate />);

    expect(await screen.findByRole('heading', { name: S.signInHeading })).toBeInTheDocument();
    expect(screen.getByLabelText(S.email)).toBeInTheDocument();
    expect(screen.getByLabelText(S.password)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: S.setupHeading })).not.toBeInTheDocument();
  });

  it("wrong credentials show the server's message", async () => {
    mockApi({
      'GET setup': { body: { needed: false } },
      'GET auth/me': { status: 401, body: { code: 'unauthenticated', message: 'Sign in first.' } },
      'POST auth/login': { status: 401, body: { code: 'invalid_credentials', message: 'The e-mail or password is wrong.' } },
    });
    renderShell(<SessionGate />);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(S.email), 'ada@example.com');
    await user.type(screen.getByLabelText(S.password), 'not it');
    await user.click(screen.getByRole('button', { name: S.signIn }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail or password is wrong.');
  });

  it('signing out returns to the sign-in form', async () => {
    const api = mockApi({
      'GET setup': { body: { needed: false } },
      'GET auth/me': { body: ADMIN_SESSION },
      'GET notifications': { body: NO_NOTIFICATIONS },
      'POST auth/logout': { status: 204 },
    });
    renderShell(<SessionGate />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: S.signOut }));

    expect(await screen.findByRole('heading', { name: S.signInHeading })).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === 'auth/logout')?.headers['X-Hearken-Nonce']).toBe(ADMIN_SESSION.nonce);
  });
});
