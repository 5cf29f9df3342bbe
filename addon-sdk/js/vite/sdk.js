// @ts-check
/** Where the presets find the SDK's own sources, and the aliases that point a build at them. */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * addon-sdk/js/, the folder of this package. From the path, not `new URL(…)`: an add-on's test may
 * import the presets in jsdom, whose global `URL` Node's fileURLToPath does not take.
 */
export const SDK_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * `@hearken/addon-sdk` and `@hearken/addon-sdk/ui` resolved to the TypeScript sources beside this
 * preset, exactly (a regular expression each, so `…/ui` is not taken for a path inside `index.ts`).
 * An add-on then always builds against the SDK of the checkout it is built with, however the
 * package was installed.
 * @returns {import('vite').AliasOptions}
 */
export function sdkAlias() {
  return [
    { find: /^@hearken\/addon-sdk$/, replacement: join(SDK_DIR, 'src/index.ts') },
    { find: /^@hearken\/addon-sdk\/ui$/, replacement: join(SDK_DIR, 'src/ui/index.ts') },
  ];
}

/**
 * The folder the preset works in, and the add-on's manifest: `options.root` (default: the current
 * directory, where npm runs a package's scripts) and `options.manifest` (default: `../addon.toml`,
 * as `ui-src/` and `widget-src/` sit inside the add-on).
 * @param {import('./index.js').PresetOptions} options
 */
export function locate(options) {
  const root = resolve(options.root ?? process.cwd());
  return { root, manifest: resolve(root, options.manifest ?? '../addon.toml') };
}

/** The setup the SDK runs before an admin remote's tests: Testing Library's matchers and cleanup. */
export const UI_TEST_SETUP = join(SDK_DIR, 'vite/ui-test-setup.js');

/**
 * Vitest settings the presets share: tests beside the sources in jsdom, mocks restored after each
 * test, then `setupFiles` (the SDK's own first, then the add-on's, as given).
 * @param {string[]} setupFiles
 * @returns {NonNullable<import('vite').UserConfig['test']>}
 */
export function testSettings(setupFiles) {
  return {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    ...(setupFiles.length > 0 ? { setupFiles } : {}),
  };
}
