import { describe, expect, it } from 'vitest';
import type { UiManifest } from '@hearken/addon-sdk';
import { addonPagePath, lockedPage, matchPage, menuItemsOf, routeExtension } from './pages';
import { lockedAddon, remoteEntry } from './testing';

const REPORTS = remoteEntry('reports', 'Reports', [
  { point: 'menu-item', label: 'Reports' },
  { point: 'menu-item', label: 'Exports', target: '/export' },
  { point: 'route', module: './Home', target: '/' },
  { point: 'route', module: './Export', target: 'export' },
  { point: 'route', module: './Csv', target: '/export/csv/' },
]);

const HEATMAPS = lockedAddon(
  'heatmaps',
  'Heatmaps',
  [
    { point: 'menu-item', label: 'Heatmaps' },
    { point: 'route', target: 'maps', label: 'Page maps' },
    { point: 'settings-tab', target: 'heatmaps', label: 'Heatmaps' },
  ],
  { plan: 'elite' },
);

const MANIFEST: UiManifest = { remotes: [REPORTS], locked: [HEATMAPS] };

describe('add-on pages', () => {
  it('links a menu entry below the add-on\'s pages, "/" by default', () => {
    expect(addonPagePath('reports', undefined)).toBe('/x/reports');
    expect(addonPagePath('reports', '/')).toBe('/x/reports');
    expect(addonPagePath('reports', '/export')).toBe('/x/reports/export');
    expect(addonPagePath('reports', 'export/')).toBe('/x/reports/export');
  });

  it('answers a path with the route whose target is its longest leading part', () => {
    const module = (path: string) => routeExtension(MANIFEST, 'reports', path, new Set())?.entry.module;
    expect(module('')).toBe('./Home');
    expect(module('settings')).toBe('./Home');
    expect(module('export')).toBe('./Export');
    expect(module('export/xlsx')).toBe('./Export');
    expect(module('export/csv/today')).toBe('./Csv');
    expect(module('exports')).toBe('./Home');
    expect(routeExtension(MANIFEST, 'heatmaps', '', new Set())).toBeUndefined();
    expect(matchPage([{ target: 'a' }], 'b')).toBeUndefined();
  });

  it('gives a locked add-on\'s pages its locked state, named by the entry for the path', () => {
    expect(lockedPage(MANIFEST, 'heatmaps', 'maps/today')?.feature).toBe('Page maps');
    expect(lockedPage(MANIFEST, 'heatmaps', '')).toEqual({ addon: HEATMAPS, feature: 'Heatmaps' });
    expect(lockedPage(MANIFEST, 'reports', '')).toBeUndefined();
    // An add-on without pages or menu entries has no page to lock.
    const settingsOnly = { ...HEATMAPS, extension_points: [HEATMAPS.extension_points[2]!] };
    expect(lockedPage({ remotes: [], locked: [settingsOnly] }, 'heatmaps', '')).toBeUndefined();
  });

  it('lists the menu entries of active and locked add-ons by label', () => {
    expect(menuItemsOf(MANIFEST)).toEqual([
      { slug: 'reports', label: 'Exports', to: '/x/reports/export', locked: false },
      { slug: 'heatmaps', label: 'Heatmaps', to: '/x/heatmaps', locked: true },
      { slug: 'reports', label: 'Reports', to: '/x/reports', locked: false },
    ]);
    expect(menuItemsOf({ remotes: [] })).toEqual([]);
    expect(menuItemsOf(undefined)).toEqual([]);
  });
});
