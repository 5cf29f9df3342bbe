import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionGate } from '../session/SessionGate';
import { mockApi, type Call } from '../test/api';
import { ADMIN_SESSION, renderShell } from '../test/render';
import { switchLanguage } from './catalogue';
import { LanguageRoot } from './LanguageRoot';

const NO_NOTIFICATIONS = { active: [], dismissed: [], counts: { active: 0, dismissed: 0 }, view_url: '', sidebar_url: '' };

function signedIn(language: string | null) {
  let setting = language;
  return mockApi({
    'GET setup': { body: { needed: false } },
    'GET auth/me': () => ({ body: { ...ADMIN_SESSION, user: { ...ADMIN_SESSION.user, language: setting } } }),
    'GET notifications': { body: NO_NOTIFICATIONS },
    'GET users': { body: [] },
    'GET roles': { body: [] },
    'POST auth/language': (call: Call) => {
      setting = (call.body as { language: string | null }).language;
      return { body: { language: setting } };
    },
  });
}

function showAdmin() {
  return renderShell(
    <LanguageRoot>
      <SessionGate />
    </LanguageRoot>,
  );
}

describe('the language picker', () => {
  beforeEach(() => window.history.pushState({}, '', '/admin/users'));
  afterEach(() => switchLanguage('en'));

  it("speaks the administrator's own language from sign-in on", async () => {
    signedIn('de');
    showAdmin();

    expect(await screen.findByRole('heading', { level: 1, name: 'Benutzer' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hauptmenü' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
  });

  it('choosing German saves it and switches the admin at once, keeping the focus on the picker', async () => {
    const api = signedIn(null);
    showAdmin();
    const user = userEvent.setup();

    const picker = await screen.findByRole('combobox', { name: 'Language of this admin' });
    expect(picker).toHaveDisplayValue('Same as this browser (English)');
    await user.selectOptions(picker, 'de');

    const german = await screen.findByRole('combobox', { name: 'Sprache der Benutzeroberfläche' });
    expect(german).toHaveDisplayValue('Deutsch');
    await waitFor(() => expect(german).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1, name: 'Benutzer' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    const post = api.calls.find((c) => c.method === 'POST' && c.path === 'auth/language');
    expect(post?.body).toEqual({ language: 'de' });
    expect(post?.headers['X-Hearken-Nonce']).toBe(ADMIN_SESSION.nonce);

    await user.selectOptions(german, '');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === 'auth/language').map((c) => c.body)).toEqual([{ language: 'de' }, { language: null }]);
  });

  it('names each language in its own language', async () => {
    signedIn(null);
    showAdmin();

    const picker = await screen.findByRole('combobox', { name: 'Language of this admin' });
    expect(screen.getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');
    expect(picker).toHaveAccessibleDescription('The admin speaks it to you wherever you sign in.');
  });
});
