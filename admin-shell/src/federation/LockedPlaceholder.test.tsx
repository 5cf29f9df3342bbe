import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LockedAddon, ResultsPanelProps, UiManifest } from '@hearken/addon-sdk';
import { ADDONS_STRINGS } from '../addons/strings';
import type { SiteConfig } from '../config/queries';
import { deferred, mockApi } from '../test/api';
import { addonFlags, licensedConfig, LITE_CONFIG, PRO_WITHOUT_KEY_CONFIG } from '../test/config';
import { renderSignedIn } from '../test/render';
import { UPGRADE_STRINGS } from '../upgrade/strings';
import { AddonParts } from './AddonPart';
import { loadExtension } from './loader';
import { FEDERATION_STRINGS as S } from './strings';
import { freshRemotes, lockedAddon, remoteEntry } from './testing';

vi.mock('./loader', async (original) => ({
  ...(await original<typeof import('./loader')>()),
  loadExtension: vi.fn(),
}));
const load = vi.mocked(loadExtension);

function heatmaps(state: Partial<LockedAddon> = {}): LockedAddon {
  return lockedAddon('heatmaps', 'Heatmaps', [{ point: 'results-panel', label: 'Click Heatmap' }], { plan: 'elite', ...state });
}

/** An entry with two paid features, each with its own prompt. */
const PARTS = [
  { feature: 'Click Maps', text: 'Clicks: none recorded' },
  { feature: 'Scroll Maps', text: 'Scrolls: none recorded' },
];

/** The remote replaces the placeholder after the config, the manifest and its module: give it time. */
const REMOTE = { timeout: 4000 };

const RANGE = { from: '2025-01-01', to: '2025-01-30' };

function Panels() {
  return <AddonParts point="results-panel" props={{ api: {} as never, surveyId: 7, range: RANGE }} level={2} className="rs-card" />;
}

function serve(config: SiteConfig, locked: LockedAddon[]) {
  return mockApi({ 'GET config': { body: config }, 'GET addons/ui-manifest': { body: { remotes: [], locked } satisfies UiManifest } });
}

const heading = () => screen.findByRole('heading', { name: `Click Heatmap ${S.locked}` });

freshRemotes(load);

describe('the locked placeholder', () => {
  it('offers Lite the upgrade modal for the add-on\'s plan, named after the point\'s label, with focus kept inside', async () => {
    serve(LITE_CONFIG, [heatmaps()]);
    const user = userEvent.setup();
    renderSignedIn(<Panels />);

    const region = (await heading()).closest('section') as HTMLElement;
    expect(region).toHaveAccessibleName(`Click Heatmap ${S.locked}`);
    expect(region).toHaveTextContent(UPGRADE_STRINGS.notAvailable('Click Heatmap'));
    const upgrade = within(region).getByRole('button', { name: UPGRADE_STRINGS.upgradeNow('Elite') });
    expect(upgrade).toHaveAccessibleDescription(expect.stringContaining('Click Heatmap'));

    await user.click(upgrade);
    const dialog = await screen.findByRole('dialog', { name: UPGRADE_STRINGS.title('Click Heatmap', 'Elite') });
    expect(dialog).toHaveStyle({ width: '550px' });
    expect(dialog).toHaveTextContent(UPGRADE_STRINGS.notAvailable('Click Heatmap'));
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(upgrade).toHaveFocus();
    // Nothing of the add-on is loaded for a placeholder.
    expect(load).not.toHaveBeenCalled();
  });

  it('offers a license below the add-on\'s plan the upgrade as well', async () => {
    serve(licensedConfig('pro'), [heatmaps({ installed: true })]);
    renderSignedIn(<Panels />);

    const region = (await heading()).closest('section') as HTMLElement;
    expect(within(region).getByRole('button', { name: UPGRADE_STRINGS.upgradeNow('Elite') })).toBeInTheDocument();
  });

  it('sends a Pro install without a valid license to license entry', async () => {
    serve(PRO_WITHOUT_KEY_CONFIG, [heatmaps()]);
    renderSignedIn(<Panels />);

    const region = (await heading()).closest('section') as HTMLElement;
    expect(region).toHaveTextContent(S.licenseNeeded('Click Heatmap'));
    expect(within(region).getByRole('link', { name: S.activateLicense })).toHaveAttribute('href', '/settings/general');
  });

  it('asks a licensed site to activate an installed add-on, and activating it mounts its remote without a reload', async () => {
    const api = serve(licensedConfig('elite', { heatmaps: addonFlags('heatmaps', { active: false }) }), [
      heatmaps({ installed: true, type: 'licensed' }),
    ]);
    api.routes['POST addons/heatmaps/activate'] = () => {
      api.routes['GET config'] = { body: licensedConfig('elite', { heatmaps: addonFlags('heatmaps') }) };
      api.routes['GET addons/ui-manifest'] = { body: { remotes: [heatmapsRemote()], locked: [] } };
      return { body: {} };
    };
    load.mockResolvedValue((({ surveyId, range }: ResultsPanelProps) => <p>{`Heatmap of survey ${surveyId}, ${range?.from}..${range?.to}`}</p>) as never);
    const user = userEvent.setup();
    renderSignedIn(<Panels />);

    const region = (await heading()).closest('section') as HTMLElement;
    expect(region).toHaveTextContent(S.activateNotice('Heatmaps'));
    await user.click(within(region).getByRole('button', { name: S.activateAddon }));

    expect(await screen.findByText('Heatmap of survey 7, 2025-01-01..2025-01-30', {}, REMOTE)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: `Click Heatmap ${S.locked}` })).not.toBeInTheDocument();
    expect(screen.getByText(ADDONS_STRINGS.toastActivated)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['addons/heatmaps/activate']);
    expect(api.calls.filter((c) => c.path === 'addons/ui-manifest').length).toBeGreaterThanOrEqual(2);
  });

  it('installs then activates a licensed add-on that is not installed, with the add-on flow\'s busy labels and toasts', async () => {
    const api = serve(licensedConfig('elite'), [heatmaps({ type: 'licensed' })]);
    const install = deferred<{ body: unknown }>();
    const activate = deferred<{ body: unknown }>();
    api.routes['POST addons/heatmaps/install'] = () => install.promise;
    api.routes['POST addons/heatmaps/activate'] = () => activate.promise;
    load.mockResolvedValue((() => <p>Heatmap panel</p>) as never);
    const user = userEvent.setup();
    renderSignedIn(<Panels />);

    const region = (await heading()).closest('section') as HTMLElement;
    expect(region).toHaveTextContent(S.activateNotice('Heatmaps'));
    const button = within(region).getByRole('button', { name: S.installAndActivate });
    await user.click(button);

    await waitFor(() => expect(button).toHaveTextContent(ADDONS_STRINGS.installing));
    expect(button).toBeDisabled();
    expect(screen.getByText(ADDONS_STRINGS.toastInstalling)).toBeInTheDocument();
    install.resolve({ body: {} });
    await waitFor(() => expect(button).toHaveTextContent(ADDONS_STRINGS.activating));
    expect(screen.getByText(ADDONS_STRINGS.toastActivating)).toBeInTheDocument();

    api.routes['GET config'] = { body: licensedConfig('elite', { heatmaps: addonFlags('heatmaps') }) };
    api.routes['GET addons/ui-manifest'] = { body: { remotes: [heatmapsRemote()], locked: [] } };
    activate.resolve({ body: {} });

    expect(await screen.findByText('Heatmap panel', {}, REMOTE)).toBeInTheDocument();
    expect(screen.getByText(ADDONS_STRINGS.toastActivated)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      'addons/heatmaps/install',
      'addons/heatmaps/activate',
    ]);
  });

  it('says so when the install fails, and keeps the placeholder', async () => {
    const api = serve(licensedConfig('elite'), [heatmaps({ type: 'licensed' })]);
    api.routes['POST addons/heatmaps/install'] = { status: 500, body: { code: 'internal', message: 'Disk full' } };
    const user = userEvent.setup();
    renderSignedIn(<Panels />);

    await user.click(await screen.findByRole('button', { name: S.installAndActivate }));
    expect(await screen.findByText(ADDONS_STRINGS.installError)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Click Heatmap ${S.locked}` })).toBeInTheDocument();
  });

  it('shows each of the entry\'s locked parts with its own upgrade prompt', async () => {
    serve(LITE_CONFIG, [heatmaps({ extension_points: [{ point: 'results-panel', label: 'Click Heatmap', locked_parts: PARTS }] })]);
    const user = userEvent.setup();
    renderSignedIn(<Panels />);

    const region = (await heading()).closest('section') as HTMLElement;
    const [clicks, scrolls] = within(region).getAllByRole('listitem');
    expect(clicks).toHaveTextContent('Clicks: none recorded');
    expect(within(clicks as HTMLElement).getByRole('button', { name: UPGRADE_STRINGS.locked('Click Maps') })).toHaveTextContent(S.upgrade);
    expect(scrolls).toHaveTextContent('Scrolls: none recorded');
    // The parts' prompts stand for the entry's one.
    expect(within(region).queryByRole('button', { name: UPGRADE_STRINGS.upgradeNow('Elite') })).not.toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: UPGRADE_STRINGS.locked('Scroll Maps') }));
    expect(await screen.findByRole('dialog', { name: UPGRADE_STRINGS.title('Scroll Maps', 'Elite') })).toBeInTheDocument();
  });

  it('shows the locked parts\' texts above the one action when only activation is missing', async () => {
    serve(licensedConfig('elite', { heatmaps: addonFlags('heatmaps', { active: false }) }), [
      heatmaps({ installed: true, type: 'licensed', extension_points: [{ point: 'results-panel', label: 'Click Heatmap', locked_parts: PARTS }] }),
    ]);
    renderSignedIn(<Panels />);

    const region = (await heading()).closest('section') as HTMLElement;
    expect(region).toHaveTextContent('Clicks: none recorded');
    expect(within(region).queryByRole('button', { name: UPGRADE_STRINGS.locked('Scroll Maps') })).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: S.activateAddon })).toBeInTheDocument();
  });

  it('names the placeholder after the add-on when the entry has no label', async () => {
    serve(LITE_CONFIG, [heatmaps({ extension_points: [{ point: 'results-panel' }] })]);
    renderSignedIn(<Panels />);

    expect(await screen.findByRole('heading', { name: `Heatmaps ${S.locked}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UPGRADE_STRINGS.upgradeNow('Elite') })).toBeInTheDocument();
  });
});

function heatmapsRemote() {
  return remoteEntry('heatmaps', 'Heatmaps', [{ point: 'results-panel', module: './Panel', label: 'Click Heatmap' }]);
}
