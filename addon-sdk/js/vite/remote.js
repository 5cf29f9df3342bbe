// @ts-check
/**
 * `hearkenRemote()`: the Vite configuration of an add-on's admin remote (`ui-src/`), from its
 * `addon.toml`. The remote is a Module Federation container the admin shell loads at run time;
 * everything the shell expects of it is fixed here, so an add-on declares nothing twice.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';
import { containerName, readManifest } from './manifest.js';
import { locate, sdkAlias, testSettings, UI_TEST_SETUP } from './sdk.js';

/**
 * What the shell provides to remotes (admin-shell/src/federation/loader.ts), with the range a
 * remote accepts. `import: false` leaves no copy in the remote: without the shell's instance it
 * fails to load instead of running a second React.
 * @type {Readonly<Record<string, string>>}
 */
export const SHELL_SHARED = Object.freeze({
  react: '^19.0.0',
  'react-dom': '^19.0.0',
  'react/jsx-runtime': '^19.0.0',
  'react-router': '^7.0.0',
  '@tanstack/react-query': '^5.0.0',
});

/**
 * The source of exposed module `module` ("./Settings"): `src/Settings.tsx`, else `src/Settings.ts`.
 * @param {string} root
 * @param {string} module
 * @param {string} manifest
 */
function sourceOf(root, module, manifest) {
  const base = `./src/${module.slice(2)}`;
  for (const file of [`${base}.tsx`, `${base}.ts`]) {
    if (existsSync(join(root, file))) return file;
  }
  throw new Error(`${manifest} names the module ${module}, but neither ${base}.tsx nor ${base}.ts exists in ${root}.`);
}

/**
 * The Vite configuration of an admin remote. Reads `[ui]` of the add-on's manifest: one exposed
 * module per distinct `extension_points[].module`, the container named after the slug, the entry
 * file `ui.entry` (default `remoteEntry.js`). Builds into `../ui/` with base `/addons/<slug>/ui/`,
 * where the host serves the package's `ui/`. Federation applies to `vite build` only: tests run
 * the components as plain React, after the SDK's test setup and then `options.setupFiles`.
 * @param {import('./index.js').RemoteOptions} [options]
 * @param {import('vite').UserConfig | import('vite').UserConfigFnObject} [overrides] merged last (Vite's mergeConfig)
 * @returns {import('vite').UserConfigFnObject}
 */
export function hearkenRemote(options = {}, overrides = {}) {
  const { root, manifest: file } = locate(options);
  const manifest = readManifest(file);
  if (!manifest.ui) {
    throw new Error(`${file} has no [ui] table: hearkenRemote builds the admin remote it describes.`);
  }
  const { entry, modules } = manifest.ui;
  /** @type {Record<string, string>} */
  const exposes = Object.fromEntries(modules.map((module) => [module, sourceOf(root, module, file)]));
  const shared = Object.fromEntries(
    Object.entries(SHELL_SHARED).map(([name, requiredVersion]) => [
      name,
      { singleton: true, requiredVersion, import: /** @type {const} */ (false) },
    ]),
  );
  const { shared: sharedOverrides, ...federationOverrides } = options.federation ?? {};

  return (env) => {
    /** @type {import('vite').UserConfig} */
    const config = {
      root,
      // Chunks are fetched from where the host serves them, whatever page the shell is on.
      base: `/addons/${manifest.slug}/ui/`,
      plugins: [
        react(),
        ...(env.command === 'build'
          ? federation({
              name: containerName(manifest.slug),
              filename: entry,
              exposes,
              shared: { ...shared, ...sharedOverrides },
              dts: false,
              // The shell's federation runtime (globalThis._FEDERATION_RUNTIME_CORE), not a copy per remote.
              experiments: { externalRuntime: true },
              ...federationOverrides,
            })
          : []),
      ],
      resolve: { alias: sdkAlias() },
      build: {
        outDir: '../ui',
        emptyOutDir: true,
        target: 'es2022',
        // A remote has no page of its own: the federation plugin adds the remote entry as the input.
        rolldownOptions: { input: {} },
      },
      test: testSettings([UI_TEST_SETUP, ...(options.setupFiles ?? [])]),
    };
    return mergeConfig(config, typeof overrides === 'function' ? overrides(env) : overrides);
  };
}
