import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UiManifest } from '@hearken/addon-sdk';
import { AdminRoutes } from '../frame/AdminApp';
import { SCREENS } from '../frame/screens';
import { mockApi } from '../test/api';
import { LITE_CONFIG } from '../test/config';
import { renderSignedIn } from '../test/render';
import { UPGRADE_STRINGS } from '../upgrade/strings';
import { loadExtension } from './loader';
import { FEDERATION_STRINGS as S } from './strings';
import { freshRemotes, lockedAddon, remoteEntry } from './testing';

vi.mock('./loader', async (original) => ({
  ...(await original<typeof import('./loader')>()),
  loadExtension: vi.fn(),
}));
const load = vi.mocked(loadExtension);

const REPORTS = remoteEntry('reports', 'Reports', [
  { point: 'menu-item', label: 'Reports', target: '/weekly' },
  { point: 'route', module: './Weekly', target: 'weekly' },
]);

const MANIFEST: UiManifest = {
  remotes: [REPORTS],
  locked: [
    lockedAddon(
      'heatmaps',
      'Heatmaps',
      [
        { point: 'menu-item', label: 'Heatmaps' },
        { point: 'settings-tab', target: 'heatmaps', label: 'Heatmaps' },
      ],
      { plan: 'elite' },
    ),
  ],
};

function openAdmin(route: string) {
  mockApi({
    'GET config': { body: LITE_CONFIG },
    'GET addons/ui-manifest': { body: MANIFEST },
  });
  renderSignedIn(<AdminRoutes />, { route });
}

freshRemotes(load);

describe('add-on menu entries', () => {
  it('follow the core screens in the main navigation; a locked add-on\'s has a lock read as "(locked)"', async () => {
    load.mockResolvedValue((({ path }: { path: string }) => <h1>{`Weekly report (${path})`}</h1>) as never);
    openAdmin('/x/reports/weekly');

    const nav = screen.getByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Reports' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent?.trim());
    expect(names).toEqual([...SCREENS.filter((s) => !s.help).map((s) => s.label), 'Heatmaps', 'Reports']);
    expect(within(nav).getByRole('link', { name: `Heatmaps ${S.locked}` })).toHaveAttribute('href', '/x/heatmaps');
    const reports = within(nav).getByRole('link', { name: 'Reports' });
    expect(reports).toHaveAttribute('href', '/x/reports/weekly');
    expect(reports).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: 'Weekly report (weekly)' })).toBeInTheDocument();
  });

  it('lead a locked add-on\'s entry, by keyboard, to a page showing what unlocks it', async () => {
    openAdmin('/x/reports/weekly');
    const user = userEvent.setup();

    const locked = await screen.findByRole('link', { name: `Heatmaps ${S.locked}` });
    locked.focus();
    await user.keyboard('{Enter}');

    const heading = await screen.findByRole('heading', { level: 1, name: `Heatmaps ${S.locked}` });
    const page = heading.closest('section') as HTMLElement;
    expect(page).toHaveTextContent(UPGRADE_STRINGS.notAvailable('Heatmaps'));
    await user.click(within(page).getByRole('button', { name: UPGRADE_STRINGS.upgradeNow('Elite') }));
    expect(await screen.findByRole('dialog', { name: UPGRADE_STRINGS.title('Heatmaps', 'Elite') })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalledWith(expect.objectContaining({ slug: 'heatmaps' }), expect.anything());
  });
});
