import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, mockApi, type Reply } from '../test/api';
import { renderSignedIn } from '../test/render';
import { fakeTimeouts, settle } from '../test/timers';
import AddonsScreen from './AddonsScreen';
import {
  ALL_ADDONS,
  ELITE,
  EVERY_CAPABILITY,
  GOOGLE_DRIVE,
  HEATMAPS,
  LITE,
  PAGE_PULSE_CONSENT,
  PRO_WITHOUT_KEY,
  QUESTION_TYPES,
  TEMPLATES,
} from './fixtures';
import { ADDONS_STRINGS as S } from './strings';
import { PRICING_URL } from '../upgrade/strings';

function card(title: string) {
  return screen.findByRole('article', { name: title });
}

function showAddons(routes: Record<string, Reply | (() => Promise<Reply>)> = {}, license = ELITE) {
  const api = mockApi({ 'GET addons': { body: ALL_ADDONS }, 'GET config': { body: license }, ...routes });
  renderSignedIn(<AddonsScreen />, { route: '/addons' });
  return { api };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Add-ons screen', () => {
  it('shows each add-on with its title, excerpt and the plan label from its categories', async () => {
    showAddons();

    expect(screen.getByRole('heading', { level: 1, name: S.heading })).toBeInTheDocument();
    const templates = await card(TEMPLATES.title);
    expect(templates).toHaveTextContent(TEMPLATES.excerpt);
    expect(templates).toHaveTextContent('Plan: Pro');
    expect(await card(QUESTION_TYPES.title)).toHaveTextContent('Plan: Plus');
    expect(await card(HEATMAPS.title)).toHaveTextContent('Plan: Elite');
  });

  it('the search box keeps only the add-ons whose title matches, ignoring case', async () => {
    showAddons();
    const user = userEvent.setup();
    await card(TEMPLATES.title);

    await user.type(screen.getByRole('searchbox', { name: S.search }), 'hEaT');

    expect(screen.getByRole('article', { name: HEATMAPS.title })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);

    await user.clear(screen.getByRole('searchbox', { name: S.search }));
    await user.type(screen.getByRole('searchbox', { name: S.search }), 'nothing like this');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText(S.noMatch)).toBeInTheDocument();
  });

  it('a card says who signed the add-on and, when opened, what it may do', async () => {
    showAddons({ 'GET addons': { body: [{ ...TEMPLATES, signed: 'unknown', capabilities: EVERY_CAPABILITY }] } });
    const user = userEvent.setup();
    const templates = await card(TEMPLATES.title);

    expect(templates).toHaveTextContent(S.signature.unknown);
    const disclosure = within(templates).getByText(S.whatItMayDo);
    expect(within(templates).getByText('Keeps data of its own on this server')).not.toBeVisible();

    await user.click(disclosure);

    const mayDo = within(templates).getAllByRole('listitem').map((item) => item.textContent);
    expect(mayDo).toContain('Hosts it may reach: hooks.example.com, 127.0.0.1 (any port)');
    expect(mayDo).toContain('Data it reads: surveys, responses, visitors\' countries');
    expect(mayDo).toContain('Pages it adds: a Settings tab (Probe), pages of its own');
    expect(mayDo).toContain('Also usable by people who can view results');
    expect(mayDo.join(' ')).not.toContain('/report');
    expect(within(templates).getByText('Keeps data of its own on this server')).toBeVisible();
  });

  it('a card says a trusted or unsigned add-on is so, and what an add-on that declares nothing does', async () => {
    showAddons({ 'GET addons': { body: [TEMPLATES, { ...HEATMAPS, signed: 'unsigned' }] } });

    const templates = await card(TEMPLATES.title);
    expect(templates).toHaveTextContent(S.signature.trusted);
    expect(within(templates).getByRole('listitem')).toHaveTextContent(S.mayDo.nothing);
    expect(await card(HEATMAPS.title)).toHaveTextContent(S.signature.unsigned);
  });

  it('a native add-on says the operator installed it and shows its library checksum, not a signature', async () => {
    const checksum = 'ab'.repeat(32);
    showAddons({
      'GET addons': {
        body: [{ ...QUESTION_TYPES, runtime: 'native', source: 'native', checksum, signed: undefined }, TEMPLATES],
      },
    });

    const native = await card(QUESTION_TYPES.title);
    expect(native).toHaveTextContent(S.native);
    expect(within(native).getByText(checksum)).toBeInTheDocument();
    for (const line of Object.values(S.signature)) expect(native).not.toHaveTextContent(line);
    expect(within(native).getByRole('button', { name: S.activate })).toBeEnabled();
    const packaged = await card(TEMPLATES.title);
    expect(packaged).not.toHaveTextContent(S.native);
    expect(packaged).toHaveTextContent(S.signature.trusted);
  });

  it('a card from a host that sends no signature or capabilities shows neither', async () => {
    const { signed: _signed, capabilities: _capabilities, ...older } = TEMPLATES;
    showAddons({ 'GET addons': { body: [older] } });

    const templates = await card(TEMPLATES.title);
    expect(templates).toHaveTextContent(TEMPLATES.excerpt);
    expect(within(templates).queryByText(S.whatItMayDo)).not.toBeInTheDocument();
    for (const line of Object.values(S.signature)) expect(templates).not.toHaveTextContent(line);
  });

  it('offers Install, Activate or Deactivate by the add-on state', async () => {
    showAddons();

    expect(within(await card(TEMPLATES.title)).getByRole('button', { name: S.install })).toBeEnabled();
    expect(within(await card(QUESTION_TYPES.title)).getByRole('button', { name: S.activate })).toBeEnabled();
    expect(within(await card(HEATMAPS.title)).getByRole('button', { name: S.deactivate })).toBeEnabled();
  });

  it('an add-on the license does not cover shows Upgrade instead of an action', async () => {
    showAddons();
    const drive = await card(GOOGLE_DRIVE.title);

    expect(within(drive).getByRole('link', { name: `${S.upgrade} ${S.opensInNewTab}` })).toHaveAttribute('href', PRICING_URL);
    expect(within(drive).queryByRole('button')).not.toBeInTheDocument();
  });

  it('an add-on with a redirect url links to it', async () => {
    showAddons();

    expect(within(await card(HEATMAPS.title)).getByRole('link', { name: S.learnMore(HEATMAPS.title) })).toHaveAttribute(
      'href',
      HEATMAPS.redirect,
    );
  });

  it('the button is busy while deactivating and clears 1000 ms after completion', async () => {
    const done = deferred<Reply>();
    const { api } = showAddons({ 'POST addons/heatmaps/deactivate': () => done.promise });
    const heatmaps = await card(HEATMAPS.title);
    const user = fakeTimeouts();

    await user.click(within(heatmaps).getByRole('button', { name: S.deactivate }));
    expect(within(heatmaps).getByRole('button', { name: S.deactivating })).toBeDisabled();
    expect(api.calls.at(-1)?.headers['X-Hearken-Nonce']).toBe('nonce-123');

    const deactivated = { ...HEATMAPS, active: false };
    api.routes['GET addons'] = { body: [TEMPLATES, QUESTION_TYPES, deactivated, GOOGLE_DRIVE] };
    done.resolve({ body: deactivated });
    await settle(() => expect(heatmaps).toHaveTextContent(S.status.inactive));

    act(() => vi.advanceTimersByTime(999));
    expect(within(heatmaps).getByRole('button', { name: S.deactivating })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1));
    expect(within(heatmaps).getByRole('button', { name: S.activate })).toBeEnabled();
  });

  it('Install installs, then activates, with progress toasts, and the card turns Active in place', async () => {
    const installed = deferred<Reply>();
    const activated = deferred<Reply>();
    const { api } = showAddons({
      'POST addons/templates/install': () => installed.promise,
      'POST addons/templates/activate': () => activated.promise,
    });
    const templates = await card(TEMPLATES.title);
    const user = fakeTimeouts();

    await user.click(within(templates).getByRole('button', { name: S.install }));
    expect(within(templates).getByRole('button', { name: S.installing })).toBeDisabled();
    expect(screen.getByText(S.toastInstalling)).toBeInTheDocument();

    installed.resolve({ body: { ...TEMPLATES, installed: true } });
    await settle(() => expect(within(templates).getByRole('button', { name: S.activating })).toBeDisabled());
    expect(screen.getByText(S.toastActivating)).toBeInTheDocument();

    api.routes['GET addons'] = { body: [{ ...TEMPLATES, installed: true, active: true }, QUESTION_TYPES, HEATMAPS, GOOGLE_DRIVE] };
    activated.resolve({ body: { ...TEMPLATES, installed: true, active: true } });
    await settle(() => expect(screen.getByText(S.toastActivated)).toBeInTheDocument());
    await settle(() => expect(templates).toHaveTextContent(S.status.active));
    // The list and the config (which the menu and the add-on pages follow) are fetched again.
    expect(api.calls.filter((c) => c.method === 'GET' && c.path === 'config').length).toBeGreaterThanOrEqual(2);
    act(() => vi.advanceTimersByTime(1000));
    const deactivate = within(templates).getByRole('button', { name: S.deactivate });
    expect(deactivate).not.toHaveClass('button-primary');
  });

  it('a failed install says so, with the host’s reason in its details, and does not activate', async () => {
    const { api } = showAddons({
      'POST addons/templates/install': { status: 500, body: { code: 'internal', message: 'Disk full.' } },
    });
    const user = userEvent.setup();

    await user.click(within(await card(TEMPLATES.title)).getByRole('button', { name: S.install }));

    expect(await screen.findByText(S.installError)).toBeInTheDocument();
    expect(screen.getByText('Disk full.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === 'addons/templates/activate')).toBe(false);
  });

  it('a catalogue package no trusted publisher signed asks first; agreeing installs it with the consent', async () => {
    const { api } = showAddons({
      'POST addons/templates/install': { status: 409, body: { ...PAGE_PULSE_CONSENT, addon: { ...PAGE_PULSE_CONSENT.addon, slug: 'templates', title: TEMPLATES.title } } },
      [`POST addons/templates/install?consent=${PAGE_PULSE_CONSENT.sha256}`]: { body: { ...TEMPLATES, installed: true } },
      'POST addons/templates/activate': { body: { ...TEMPLATES, installed: true, active: true } },
    });
    const user = userEvent.setup();

    await user.click(within(await card(TEMPLATES.title)).getByRole('button', { name: S.install }));
    const dialog = await screen.findByRole('dialog', { name: S.consentTitle(TEMPLATES.title) });
    expect(dialog).toHaveTextContent('Hosts it may reach: hooks.example.com');
    await user.click(within(dialog).getByRole('button', { name: S.consentInstall }));

    await settle(() => expect(api.calls.some((c) => c.path === 'addons/templates/activate')).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Deactivate is a secondary button, and an installed, inactive add-on can be uninstalled after a warning', async () => {
    const { api } = showAddons({ 'DELETE addons/question-types': { body: { slug: 'question-types', uninstalled: true, purged: false } } });
    const user = userEvent.setup();
    expect(within(await card(HEATMAPS.title)).getByRole('button', { name: S.deactivate })).not.toHaveClass('button-primary');
    expect(within(await card(HEATMAPS.title)).queryByRole('button', { name: S.uninstall })).not.toBeInTheDocument();
    const types = await card(QUESTION_TYPES.title);
    const uninstall = within(types).getByRole('button', { name: S.uninstall });
    expect(uninstall).toHaveClass('button-destructive');
    expect(uninstall).not.toHaveClass('button-primary');

    await user.click(uninstall);
    const dialog = await screen.findByRole('dialog', { name: S.uninstallTitle(QUESTION_TYPES.title) });
    await user.click(within(dialog).getByRole('button', { name: S.uninstallConfirm }));

    expect(await screen.findByText(S.uninstalled(QUESTION_TYPES.title))).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === 'addons/question-types')).toBe(true);
  });

  it("activating on too low a plan shows the server's message", async () => {
    showAddons({
      'POST addons/question-types/activate': {
        status: 403,
        body: { code: 'plan_required', message: 'Question Types is a Pro feature' },
      },
    });
    const user = userEvent.setup();

    await user.click(within(await card(QUESTION_TYPES.title)).getByRole('button', { name: S.activate }));

    expect(await screen.findByText('Question Types is a Pro feature')).toBeInTheDocument();
  });

  it('free users are told add-ons are a Pro feature, with Upgrade Now', async () => {
    showAddons({}, LITE);

    expect(await screen.findByRole('heading', { name: S.proFeatureTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${S.upgradeNow} ${S.opensInNewTab}` })).toHaveAttribute('href', PRICING_URL);
  });

  it('thanks the admin who followed an upgrade link when they come back to the tab', async () => {
    const user = userEvent.setup();
    showAddons({}, LITE);
    const upgrade = await screen.findByRole('link', { name: `${S.upgradeNow} ${S.opensInNewTab}` });
    upgrade.addEventListener('click', (event) => event.preventDefault());
    await user.click(upgrade);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });

    const dialog = await screen.findByRole('dialog', { name: S.thanksTitle });
    expect(dialog).toHaveTextContent(S.thanksKey);
    expect(dialog).toHaveTextContent(S.thanksKept);
    await user.click(within(dialog).getByRole('button', { name: S.thanksOk }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a Pro install without a valid key is asked for one, linking to Settings', async () => {
    showAddons({}, PRO_WITHOUT_KEY);

    expect(await screen.findByRole('heading', { name: S.licenseKeyTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: S.licenseKeyLink })).toHaveAttribute('href', '/settings/general');
    expect(screen.queryByRole('heading', { name: S.proFeatureTitle })).not.toBeInTheDocument();
  });

  it('a licensed install shows neither license notice', async () => {
    showAddons();
    await card(TEMPLATES.title);

    expect(screen.queryByRole('heading', { name: S.proFeatureTitle })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: S.licenseKeyTitle })).not.toBeInTheDocument();
  });

  it("uploading a bad package shows the server's message", async () => {
    const { api } = showAddons({
      'POST addons/upload?activate=true': {
        status: 422,
        body: { code: 'invalid_package', message: 'The package has no addon.toml.' },
      },
    });
    const user = userEvent.setup();

    await user.upload(screen.getByLabelText(S.uploadLabel), new File(['not a zip'], 'broken.hkpkg'));
    await user.click(screen.getByRole('button', { name: S.uploadSubmit }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The package has no addon.toml.');
    const upload = api.calls.find((c) => c.path === 'addons/upload?activate=true');
    expect(upload?.headers['X-Hearken-Nonce']).toBe('nonce-123');
    expect((upload?.body as FormData).get('package')).toHaveProperty('name', 'broken.hkpkg');
  });

  it('uploading a good package says it was installed and activated', async () => {
    showAddons({
      'POST addons/upload?activate=true': {
        status: 201,
        body: { ...TEMPLATES, version: '2.0.0', installed: true, active: true, source: 'upload' },
      },
    });
    const user = userEvent.setup();

    await user.upload(screen.getByLabelText(S.uploadLabel), new File(['zip'], 'templates.hkpkg'));
    await user.click(screen.getByRole('button', { name: S.uploadSubmit }));

    expect(await screen.findByText(S.uploaded(TEMPLATES.title, '2.0.0'))).toBeInTheDocument();
  });
});

describe('Install all that my licence includes', () => {
  const BEHAVIOR = { ...TEMPLATES, slug: 'behavior', title: 'Behavior' };
  const BRANDING = { ...TEMPLATES, slug: 'branding', title: 'Branding' };
  const button = () => screen.findByRole('button', { name: S.installAll.button });

  it('installs and activates each licensed add-on not installed yet, one after another, saying how far it is', async () => {
    const second = deferred<Reply>();
    const { api } = showAddons({
      'GET addons': { body: [TEMPLATES, BEHAVIOR, QUESTION_TYPES, HEATMAPS, GOOGLE_DRIVE] },
      'POST addons/templates/install': { body: { ...TEMPLATES, installed: true } },
      'POST addons/templates/activate': { body: { ...TEMPLATES, installed: true, active: true } },
      'POST addons/behavior/install': () => second.promise,
      'POST addons/behavior/activate': { body: { ...BEHAVIOR, installed: true, active: true } },
    });
    const user = userEvent.setup();
    expect(await screen.findByText(S.installAll.intro(2))).toBeInTheDocument();

    await user.click(await button());

    expect(await screen.findByText(S.installAll.progress(2, 2, 'Behavior'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: S.installAll.button })).toHaveAttribute('aria-disabled', 'true');
    api.routes['GET addons'] = {
      body: [{ ...TEMPLATES, installed: true, active: true }, { ...BEHAVIOR, installed: true, active: true }, QUESTION_TYPES, HEATMAPS, GOOGLE_DRIVE],
    };
    second.resolve({ body: { ...BEHAVIOR, installed: true } });

    const status = await screen.findByText(S.installAll.done(2));
    expect(status.closest('[role="status"]')).not.toBeNull();
    const actions = api.calls.filter((c) => c.method === 'POST').map((c) => c.path);
    // Only what the license includes and is not installed: not Question Types (installed, off), not Google Drive (not licensed).
    expect(actions).toEqual(['addons/templates/install', 'addons/templates/activate', 'addons/behavior/install', 'addons/behavior/activate']);
  });

  it('goes on past an add-on that fails or that the admin does not consent to, and says why each was left out', async () => {
    showAddons({
      'GET addons': { body: [TEMPLATES, BEHAVIOR, BRANDING] },
      'POST addons/templates/install': { status: 422, body: { code: 'invalid_package', message: 'The package is damaged.' } },
      'POST addons/behavior/install': { status: 409, body: PAGE_PULSE_CONSENT },
      'POST addons/branding/install': { body: { ...BRANDING, installed: true } },
      'POST addons/branding/activate': { body: { ...BRANDING, installed: true, active: true } },
    });
    const user = userEvent.setup();

    await user.click(await button());
    const dialog = await screen.findByRole('dialog', { name: S.consentTitle(PAGE_PULSE_CONSENT.addon.title) });
    await user.click(within(dialog).getByRole('button', { name: S.consentCancel }));

    expect(await screen.findByText(S.installAll.done(1))).toBeInTheDocument();
    expect(screen.getByText(S.installAll.notInstalled(2))).toBeInTheDocument();
    expect(screen.getByText(S.installAll.failed('Survey Templates', 'The package is damaged.'))).toBeInTheDocument();
    expect(screen.getByText(S.installAll.declined('Behavior'))).toBeInTheDocument();
  });

  it('is offered only to a licensed site with something left to install', async () => {
    showAddons({ 'GET addons': { body: [QUESTION_TYPES, HEATMAPS, GOOGLE_DRIVE] } });
    await card(HEATMAPS.title);
    expect(screen.queryByRole('button', { name: S.installAll.button })).not.toBeInTheDocument();
  });

  it('is not offered without a valid license', async () => {
    showAddons({}, PRO_WITHOUT_KEY);
    await card(TEMPLATES.title);
    expect(screen.queryByRole('button', { name: S.installAll.button })).not.toBeInTheDocument();
  });
});
