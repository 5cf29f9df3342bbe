import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SettingsTabProps, UiManifest } from '@hearken/addon-sdk';
import { loadExtension, RemoteLoadError } from '../federation/loader';
import { FEDERATION_STRINGS } from '../federation/strings';
import { freshRemotes, lockedAddon, remoteEntry as remote } from '../federation/testing';
import { UPGRADE_STRINGS } from '../upgrade/strings';
import { active, eliteConfig, LITE_CONFIG, proConfig } from './fixtures';
import { renderSettings } from './renderSettings';
import { INTEGRATIONS_STRINGS, SETTINGS_STRINGS as S } from './strings';

vi.mock('../federation/loader', async (original) => ({
  ...(await original<typeof import('../federation/loader')>()),
  loadExtension: vi.fn(),
}));
const load = vi.mocked(loadExtension);


const LOCKED_HEATMAPS = lockedAddon('heatmaps', 'Heatmaps', [{ point: 'settings-tab', target: 'heatmaps', label: 'Heatmaps' }], { plan: 'elite' });

/** A remote settings tab: says which license it was given. */
function tabShowing(text: string) {
  return (({ license }: SettingsTabProps) => <p>{`${text} (${license.license_type})`}</p>) as never;
}

/** A remote arrives after the settings, the manifest and its module. */
const REMOTE = { timeout: 4000 };

const tabs = () => screen.getByRole('navigation', { name: S.tabsLabel });

function openSettings(route: string, manifest: UiManifest, config = proConfig()) {
  return renderSettings(route, { config, routes: { 'GET addons/ui-manifest': { body: manifest } } });
}

freshRemotes(load);

describe('Add-on settings tabs', () => {
  it('adds a tab at /settings/{target} per settings-tab, mounting the remote with the license', async () => {
    load.mockResolvedValue(tabShowing('Webhook settings'));
    // Opened at its address: a click would navigate in a transition that a suspending remote holds
    // inside the test's act() (a real browser commits it once the module arrives).
    openSettings('/settings/webhooks', {
      remotes: [remote('webhooks', 'Webhooks', [{ point: 'settings-tab', module: './Tab', target: 'webhooks', label: 'Webhook delivery' }])],
    });

    expect(await screen.findByText('Webhook settings (pro)', {}, REMOTE)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Webhook delivery' })).toBeInTheDocument();
    const tab = within(tabs()).getByRole('link', { name: 'Webhook delivery' });
    expect(tab).toHaveAttribute('href', '/settings/webhooks');
    expect(tab).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: S.save })).not.toBeInTheDocument();
  });

  it('puts a tab without a target at /settings/{slug}, named after the add-on when it has no label', async () => {
    openSettings('/settings/general', { remotes: [remote('webhooks', 'Webhooks', [{ point: 'settings-tab', module: './Tab' }])] });

    expect(await within(tabs()).findByRole('link', { name: 'Webhooks' })).toHaveAttribute('href', '/settings/webhooks');
  });

  it('shows a locked add-on\'s tab as the shell\'s placeholder, with a lock in the tab', async () => {
    openSettings('/settings/maps', {
      remotes: [],
      locked: [{ ...LOCKED_HEATMAPS, slug: 'maps', name: 'Maps', extension_points: [{ point: 'settings-tab', target: 'maps', label: 'Maps' }] }],
    }, LITE_CONFIG);

    expect(await within(tabs()).findByRole('link', { name: `Maps ${FEDERATION_STRINGS.locked}` })).toHaveAttribute('aria-current', 'page');
    const placeholder = (await screen.findByRole('heading', { level: 2, name: `Maps ${FEDERATION_STRINGS.locked}` })).closest('section');
    expect(placeholder).toHaveTextContent(UPGRADE_STRINGS.notAvailable('Maps'));
    expect(load).not.toHaveBeenCalled();
  });
});

describe('An add-on tab with a core tab\'s path', () => {
  /** An add-on whose tab is at /settings/integrations, the core Integrations tab's path. */
  const AUTOMATION = [{ point: 'settings-tab' as const, module: './Tab', target: 'integrations', label: 'Automation' }];

  it('replaces the core tab when the add-on is locked: one tab there, the shell\'s placeholder, not the core tab', async () => {
    openSettings(
      '/settings/integrations',
      { remotes: [], locked: [lockedAddon('acme-automation', 'Acme Automation', [{ point: 'settings-tab', target: 'integrations', label: 'Automation' }])] },
      LITE_CONFIG,
    );

    await screen.findByRole('heading', { level: 2, name: `Automation ${FEDERATION_STRINGS.locked}` });
    const names = within(tabs())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(names.filter((href) => href === '/settings/integrations')).toHaveLength(1);
    expect(within(tabs()).queryByRole('link', { name: S.tabs.integrations })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: INTEGRATIONS_STRINGS.title })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: UPGRADE_STRINGS.upgradeNow('Pro') })).toBeInTheDocument();
  });

  it('replaces the core tab with the active add-on\'s remote, in the core tab\'s place', async () => {
    load.mockResolvedValue(tabShowing('Automation by the add-on'));
    openSettings('/settings/integrations', { remotes: [remote('acme-automation', 'Acme Automation', AUTOMATION)] }, proConfig(active('acme-automation')));

    expect(await screen.findByText('Automation by the add-on (pro)', {}, REMOTE)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: INTEGRATIONS_STRINGS.title })).not.toBeInTheDocument();
    const names = within(tabs())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(Object.values(S.tabs).map((name) => (name === S.tabs.integrations ? 'Automation' : name)));
  });

  it('gives the core tab back when the add-on\'s remote cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    load.mockRejectedValue(new RemoteLoadError('acme_automation/Tab could not be loaded.'));
    openSettings('/settings/integrations', { remotes: [remote('acme-automation', 'Acme Automation', AUTOMATION)] }, proConfig(active('acme-automation')));

    expect(await screen.findByRole('heading', { name: INTEGRATIONS_STRINGS.title }, REMOTE)).toBeInTheDocument();
    expect(screen.getByText(FEDERATION_STRINGS.failed('Acme Automation'))).toBeInTheDocument();
  });
});

describe('Heatmaps, a tab of the spec that its add-on provides', () => {
  const heatmapsTab = () => within(tabs()).findByRole('link', { name: /^Heatmaps/ });

  it('follows the core tabs, once: the add-on\'s remote at /settings/heatmaps', async () => {
    load.mockResolvedValue(tabShowing('Heatmaps by the add-on'));
    openSettings(
      '/settings/heatmaps',
      { remotes: [remote('heatmaps', 'Heatmaps', [{ point: 'settings-tab', module: './SettingsTab', target: 'heatmaps', label: 'Heatmaps' }])] },
      eliteConfig(active('heatmaps')),
    );

    expect(await screen.findByText('Heatmaps by the add-on (elite)', {}, REMOTE)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Heatmaps' })).toBeInTheDocument();
    const names = within(tabs())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([...Object.values(S.tabs), 'Heatmaps']);
  });

  it('below Elite, is the locked placeholder, whose upgrade opens the Elite modal for Heatmaps', async () => {
    openSettings('/settings/heatmaps', { remotes: [], locked: [LOCKED_HEATMAPS] }, proConfig());

    expect(await heatmapsTab()).toHaveAccessibleName(`Heatmaps ${FEDERATION_STRINGS.locked}`);
    const placeholder = (await screen.findByRole('heading', { level: 2, name: `Heatmaps ${FEDERATION_STRINGS.locked}` })).closest('section') as HTMLElement;
    await userEvent.setup().click(within(placeholder).getByRole('button', { name: UPGRADE_STRINGS.upgradeNow('Elite') }));
    expect(await screen.findByRole('dialog', { name: UPGRADE_STRINGS.title('Heatmaps', 'Elite') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.save })).not.toBeInTheDocument();
  });

  it('on Elite without the add-on, offers Install & Activate, which installs and activates it', async () => {
    const { api } = openSettings('/settings/heatmaps', { remotes: [], locked: [{ ...LOCKED_HEATMAPS, type: 'licensed' }] }, eliteConfig());
    api.routes['POST addons/heatmaps/install'] = { body: {} };
    api.routes['POST addons/heatmaps/activate'] = { body: {} };

    const placeholder = (await screen.findByRole('heading', { level: 2, name: `Heatmaps ${FEDERATION_STRINGS.locked}` })).closest('section') as HTMLElement;
    expect(placeholder).toHaveTextContent(FEDERATION_STRINGS.activateNotice('Heatmaps'));
    await userEvent.setup().click(within(placeholder).getByRole('button', { name: FEDERATION_STRINGS.installAndActivate }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['addons/heatmaps/install', 'addons/heatmaps/activate']),
    );
  });
});

describe('A tab of the spec that an add-on provides (Google Drive)', () => {
  const LOCKED_DRIVE = lockedAddon('google-drive', 'Google Drive', [{ point: 'settings-tab', target: 'google-drive', label: 'Google Drive' }]);

  it('on Lite, is the locked placeholder at /settings/google-drive, whose upgrade opens the Pro modal', async () => {
    openSettings('/settings/google-drive', { remotes: [], locked: [LOCKED_DRIVE] }, LITE_CONFIG);

    expect(await within(tabs()).findByRole('link', { name: `Google Drive ${FEDERATION_STRINGS.locked}` })).toHaveAttribute('aria-current', 'page');
    const placeholder = (await screen.findByRole('heading', { level: 2, name: `Google Drive ${FEDERATION_STRINGS.locked}` })).closest('section') as HTMLElement;
    expect(placeholder).toHaveTextContent(UPGRADE_STRINGS.notAvailable('Google Drive'));
    await userEvent.setup().click(within(placeholder).getByRole('button', { name: UPGRADE_STRINGS.upgradeNow('Pro') }));
    expect(await screen.findByRole('dialog', { name: UPGRADE_STRINGS.title('Google Drive', 'Pro') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: S.save })).not.toBeInTheDocument();
  });

  it('licensed without the add-on, offers Install & Activate, which installs and activates it', async () => {
    const { api } = openSettings('/settings/google-drive', { remotes: [], locked: [{ ...LOCKED_DRIVE, type: 'licensed' }] });
    api.routes['POST addons/google-drive/install'] = { body: {} };
    api.routes['POST addons/google-drive/activate'] = { body: {} };

    const placeholder = (await screen.findByRole('heading', { level: 2, name: `Google Drive ${FEDERATION_STRINGS.locked}` })).closest('section') as HTMLElement;
    expect(placeholder).toHaveTextContent(FEDERATION_STRINGS.activateNotice('Google Drive'));
    await userEvent.setup().click(within(placeholder).getByRole('button', { name: FEDERATION_STRINGS.installAndActivate }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['addons/google-drive/install', 'addons/google-drive/activate']),
    );
  });

  it('with no such add-on in the catalogue, there is no tab: its address opens General', async () => {
    openSettings('/settings/google-drive', { remotes: [], locked: [] });

    const general = await within(tabs()).findByRole('link', { name: S.tabs.general });
    await waitFor(() => expect(general).toHaveAttribute('aria-current', 'page'));
    expect(within(tabs()).queryByRole('link', { name: /Google Drive/ })).not.toBeInTheDocument();
  });
});
