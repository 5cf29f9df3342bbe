// @ts-check
/**
 * `hearkenWidget()`: the Vite configuration of an add-on's widget module (`widget-src/`), from its
 * `addon.toml`. The visitor widget imports the module on third-party pages, so it is one minified
 * ES module with no imports of its own.
 */
import { gzipSync } from 'node:zlib';
import { mergeConfig } from 'vite';
import { readManifest } from './manifest.js';
import { locate, sdkAlias, testSettings } from './sdk.js';

/**
 * A plugin that fails the build when the module passes `budget` bytes gzipped: every page view of
 * a site that shows the add-on's surveys downloads it.
 * @param {number} budget
 * @returns {import('vite').Plugin}
 */
export function gzipBudget(budget) {
  return {
    name: 'hearken-widget-budget',
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const size = gzipSync(chunk.code, { level: 9 }).length;
        if (size > budget) {
          this.error(`${chunk.fileName} is ${size} bytes gzipped, over its budget of ${budget} bytes.`);
        }
      }
    },
  };
}

/**
 * The Vite configuration of a widget module: `src/index.ts` built as a library into
 * `../widget/<widget.module>` (the file the manifest names), one ES module, minified. With
 * `options.budget` (bytes), the build fails when the module passes that size gzipped. Tests run
 * after `options.setupFiles`.
 * @param {import('./index.js').WidgetOptions} [options]
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
    plugins: options.budget === undefined ? [] : [gzipBudget(options.budget)],
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
    test: { ...testSettings(options.setupFiles ?? []), css: true },
  };
  return mergeConfig(config, overrides);
}
