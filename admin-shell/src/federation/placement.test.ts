import { describe, expect, it } from 'vitest';
import { placeContributions } from './placement';

const CORE = [{ path: 'general' }, { path: 'heatmaps' }, { path: 'google-drive' }];

function place(addons: { id: string; key: string }[]) {
  return placeContributions(CORE, (c) => c.path, addons, (a) => a.key).map((p) => (p.kind === 'core' ? p.core.path : `addon:${p.addon.id}`));
}

describe('placeContributions', () => {
  it('keeps the core parts in order and puts the add-on parts after them', () => {
    expect(place([{ id: 'webhooks', key: 'webhooks' }])).toEqual(['general', 'heatmaps', 'google-drive', 'addon:webhooks']);
  });

  it('lets an add-on part with a core part\'s key take its place, so it does not show twice', () => {
    expect(place([{ id: 'heatmaps', key: 'heatmaps' }, { id: 'webhooks', key: 'webhooks' }])).toEqual([
      'general',
      'addon:heatmaps',
      'google-drive',
      'addon:webhooks',
    ]);
  });

  it('keeps the first add-on part of a key', () => {
    expect(place([{ id: 'first', key: 'x' }, { id: 'second', key: 'x' }, { id: 'drive', key: 'google-drive' }, { id: 'drive2', key: 'google-drive' }])).toEqual([
      'general',
      'heatmaps',
      'addon:drive',
      'addon:first',
    ]);
  });

  it('never replaces a core part without a key', () => {
    const core = [{ label: 'summary' }, { label: undefined }];
    const placed = placeContributions(core, (c) => c.label, [{ key: 'summary' }, { key: 'core:1' }], (a) => a.key);
    expect(placed.map((p) => p.kind)).toEqual(['addon', 'core', 'addon']);
  });
});
