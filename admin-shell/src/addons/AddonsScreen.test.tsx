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
  const reload = vi.fn();
  renderSignedIn(<AddonsScreen reload={reload} />, { route: '/addons' });
  return { api, reload };
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
    expect(within(templates).getByText('Store its own data')).not.toBeVisible();

    await user.click(disclosure);

    const mayDo = within(templates).getAllByRole('listitem').map((item) => item.textContent);
    expect(mayDo).toContain('Send data to: hooks.example.com, 127.0.0.1 (any port)');
    expect(mayDo).toContain('Let other roles call: /report/* (view_results)');
    expect(within(templates).getByText('Store its own data')).toBeVisible();
  });

  it('a card says a trusted or unsigned add-on is so, and an add-on that declares nothing does nothing beyond its hooks', async () => {
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

  it('Install installs, then activates, then reloads the page 1000 ms later, with progress toasts', async () => {
    const installed = deferred<Reply>();
    const activated = deferred<Reply>();
    const { reload } = showAddons({
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

    activated.resolve({ body: { ...TEMPLATES, installed: true, active: true } });
    await settle(() => expect(screen.getByText(S.toastActivated)).toBeInTheDocument());
    expect(reload).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(999));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a failed install says so and does not activate', async () => {
    const { api, reload } = showAddons({
      'POST addons/templates/install': { status: 500, body: { code: 'internal', message: 'Disk full.' } },
    });
    const user = userEvent.setup();

    await user.click(within(await card(TEMPLATES.title)).getByRole('button', { name: S.install }));

    expect(await screen.findByText(S.installError)).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === 'addons/templates/activate')).toBe(false);
    expect(reload).not.toHaveBeenCalled();
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
