/**
 * For the tests of what mounts add-on remotes (this folder's, the settings tabs', the editor
 * cards'): UI manifest entries, and a fresh start for each test. Each test file mocks the loader
 * itself, since `vi.mock` applies to the file that calls it:
 *
 * ```ts
 * vi.mock('../federation/loader', async (original) => ({ ...(await original<typeof import('../federation/loader')>()), loadExtension: vi.fn() }));
 * const load = vi.mocked(loadExtension);
 * freshRemotes(load);
 * ```
 */
import type { ExtensionPointEntry, LockedAddon, RemoteEntry } from '@hearken/addon-sdk';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetFailures } from './failures';

// Each test gets its own remote version: the shell keeps the modules it loaded for the page's life.
let version = 0;

/** An active add-on's remote in the UI manifest, at this test's version. */
export function remoteEntry(slug: string, name: string, points: ExtensionPointEntry[]): RemoteEntry {
  return {
    slug,
    name,
    version: `1.1.${version}`,
    scope: slug.replaceAll('-', '_'),
    remote_entry: `/addons/${slug}/ui/remoteEntry.js?v=1.1.${version}`,
    extension_points: points,
    widget_features: [],
  };
}

/** A locked add-on in the UI manifest: not installed, no license for it (`state` says otherwise). */
export function lockedAddon(slug: string, name: string, points: LockedAddon['extension_points'], state: Partial<LockedAddon> = {}): LockedAddon {
  return { slug, name, plan: 'pro', installed: false, active: false, type: 'unlicensed', extension_points: points, ...state };
}

/** Before each test a new remote version, no remembered failure and no answer of the mocked loader. */
export function freshRemotes(load: { mockReset(): unknown }) {
  beforeEach(() => {
    version += 1;
    resetFailures();
    load.mockReset();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}
