// @ts-check
/**
 * `hearkenWidget()`: the Vite configuration of an add-on's widget module (`widget-src/`), from its
 * `addon.toml`. The visitor widget imports the module on third-party pages, so it is one minified
 * ES module with no imports of its own.
 */
import { mergeConfig } from 'vite';
import { readManifest } from './manifest.js';
import { locate, sdkAlias, testSettings } from './sdk.js';

/**
 * The Vite configuration of a widget module: `src/index.ts` built as a library into
 * `../widget/<widget.module>` (the file the manifest names), one ES module, minified.
 * @param {import('./index.js').PresetOptions} [options]
 * @param {import('vite').UserConfig} [overrides] merged last (Vite's mergeConfig)
 * @returns {import('vite').UserConfig}
 */
export function hearkenWidget(options = {}, overrides = {}) {
  const { root, manifest: file } = locate(options);
  const module = readManifest(file).widget?.module;
  if (module === undefined) {
    throw new Error(`${file} names no widget.module: hearkenWidget builds the widget module it names.`);
  }
  /** @type {import('vite').UserConfig} */
  const config = {
    root,
    resolve: { alias: sdkAlias() },
    build: {
      outDir: '../widget',
      emptyOutDir: true,
      target: 'es2022',
      lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => module },
      // Library mode keeps whitespace in ES output; visitors' browsers load this file as is.
      rolldownOptions: { output: { minify: true, codeSplitting: false } },
    },
    // A widget module may import its stylesheet as text (`?inline`); tests need it processed.
    test: { ...testSettings(root), css: true },
  };
  return mergeConfig(config, overrides);
}
