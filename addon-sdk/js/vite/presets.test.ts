import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type UserConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { containerName, hearkenRemote, hearkenWidget, readManifest } from './index.js';

// The federation plugin is replaced by a recorder: the tests check what the preset asks of it.
vi.mock('@module-federation/vite', () => ({
  federation: vi.fn((options: unknown) => [{ name: 'federation-under-test', options }]),
}));

const SDK_SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** A manifest with every table the host knows, most of which the presets must ignore. */
const MANIFEST = `
slug = "nps-insights"
name = "NPS Insights"
version = "1.1.0"
description = "Scores."
author = "Someone"
categories = ["Pro"]
plan = "pro"
api = "^1.1"

[hooks]
question-types = 10

[capabilities]
storage = true
http = ["api.example.com"]

[limits]
time_ms = 20
memory_mb = 16

[survey_settings.threshold]
type = "number"
default = 7

[settings.api_key]
type = "secret"
label = "API key"

[[public]]
path = "score"

[[jobs]]
name = "weekly"
every = "7d"

[widget]
module = "insights.js"
features = ["nps-insights"]
scope = "survey"

[ui]
extension_points = [
  { point = "results-panel", module = "./ResultsPanel" },
  { point = "settings-tab", module = "./Settings", target = "display", label = "Display" },
  { point = "route", module = "./Settings" },
  { point = "menu-item", target = "reports", label = "Reports" },
  { point = "route" },
]
`;

let dir: string;

/** An add-on folder: addon.toml, and files under ui-src/ or widget-src/. */
function addon(manifest: string, files: Record<string, string> = {}) {
  writeFileSync(join(dir, 'addon.toml'), manifest);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

const BUILD = { command: 'build', mode: 'production' } as const;
const TEST = { command: 'serve', mode: 'test' } as const;

function plugins(config: UserConfig): Plugin[] {
  return (config.plugins ?? []).flat(Infinity as 1).filter((p): p is Plugin => typeof p === 'object' && p !== null && 'name' in p);
}

function pluginNames(config: UserConfig): string[] {
  return plugins(config).map((p) => p.name);
}

function federationOptions(config: UserConfig): Record<string, unknown> {
  const plugin = plugins(config).find((p) => p.name === 'federation-under-test');
  if (!plugin) throw new Error('no federation plugin in the config');
  return (plugin as unknown as { options: Record<string, unknown> }).options;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hearken-preset-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('hearkenRemote', () => {
  const sources = { 'ui-src/src/ResultsPanel.tsx': 'export default 1;', 'ui-src/src/Settings.ts': 'export default 2;' };

  it('builds the container the shell expects from [ui]: name, entry, each module once, shared singletons', async () => {
    addon(MANIFEST, sources);
    const config = await hearkenRemote({ root: join(dir, 'ui-src') })(BUILD);

    expect(federationOptions(config)).toEqual({
      name: 'nps_insights',
      filename: 'remoteEntry.js',
      exposes: { './ResultsPanel': './src/ResultsPanel.tsx', './Settings': './src/Settings.ts' },
      shared: {
        react: { singleton: true, requiredVersion: '^19.0.0', import: false },
        'react-dom': { singleton: true, requiredVersion: '^19.0.0', import: false },
        'react/jsx-runtime': { singleton: true, requiredVersion: '^19.0.0', import: false },
        'react-router': { singleton: true, requiredVersion: '^7.0.0', import: false },
        '@tanstack/react-query': { singleton: true, requiredVersion: '^5.0.0', import: false },
      },
      dts: false,
      experiments: { externalRuntime: true },
    });
  });

  it('serves from /addons/<slug>/ui/ and builds into the add-on ui/ folder', async () => {
    addon(MANIFEST, sources);
    const root = join(dir, 'ui-src');
    const config = await hearkenRemote({ root })(BUILD);

    expect(config.root).toBe(root);
    expect(config.base).toBe('/addons/nps-insights/ui/');
    expect(config.build?.outDir).toBe('../ui');
    expect(config.build?.emptyOutDir).toBe(true);
    expect(pluginNames(config)).toContain('vite:react-babel');
  });

  it('points @hearken/addon-sdk and @hearken/addon-sdk/ui at the SDK sources', async () => {
    addon(MANIFEST, sources);
    const config = await hearkenRemote({ root: join(dir, 'ui-src') })(BUILD);
    const alias = config.resolve?.alias as { find: RegExp; replacement: string }[];
    const target = (id: string) => alias.find(({ find }) => find.test(id))?.replacement;

    expect(target('@hearken/addon-sdk')).toBe(join(SDK_SRC, 'index.ts'));
    expect(target('@hearken/addon-sdk/ui')).toBe(join(SDK_SRC, 'ui/index.ts'));
    expect(existsSync(join(SDK_SRC, 'ui/index.ts'))).toBe(true);
    expect(target('@hearken/addon-sdk/vite')).toBeUndefined();
  });

  it('leaves federation out of tests, which run in jsdom with vitest.setup.ts when there is one', async () => {
    addon(MANIFEST, { ...sources, 'ui-src/vitest.setup.ts': '' });
    const config = await hearkenRemote({ root: join(dir, 'ui-src') })(TEST);

    expect(pluginNames(config)).not.toContain('federation-under-test');
    expect(pluginNames(config)).toContain('vite:react-babel');
    expect(config.test).toMatchObject({
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['vitest.setup.ts'],
    });
  });

  it('takes the entry file from ui.entry when the manifest names one', async () => {
    addon(MANIFEST.replace('[ui]\n', '[ui]\nentry = "entry.js"\n'), sources);
    const config = await hearkenRemote({ root: join(dir, 'ui-src') })(BUILD);
    expect(federationOptions(config).filename).toBe('entry.js');
  });

  it('merges overrides last: Vite settings, and federation settings entry by entry', async () => {
    addon(MANIFEST, sources);
    const config = await hearkenRemote(
      { root: join(dir, 'ui-src'), federation: { shared: { 'react-router': { singleton: true, requiredVersion: '^8.0.0', import: false } } } },
      { define: { __FLAG__: 'true' }, build: { target: 'es2024' } },
    )(BUILD);

    expect(config.define).toEqual({ __FLAG__: 'true' });
    expect(config.build?.target).toBe('es2024');
    expect(config.build?.outDir).toBe('../ui');
    const shared = federationOptions(config).shared as Record<string, { requiredVersion: string }>;
    expect(shared['react-router']?.requiredVersion).toBe('^8.0.0');
    expect(shared['react']?.requiredVersion).toBe('^19.0.0');
  });

  it('refuses a module whose source is missing, naming the module and the files it looked for', () => {
    addon(MANIFEST, { 'ui-src/src/ResultsPanel.tsx': '' });
    expect(() => hearkenRemote({ root: join(dir, 'ui-src') })).toThrow(
      /names the module \.\/Settings, but neither \.\/src\/Settings\.tsx nor \.\/src\/Settings\.ts exists/,
    );
  });

  it('refuses a manifest without [ui]', () => {
    addon('slug = "plain"\n[hooks]\nsanitize-survey = 10\n');
    expect(() => hearkenRemote({ root: join(dir, 'ui-src') })).toThrow(/has no \[ui\] table/);
  });
});

describe('hearkenWidget', () => {
  it('builds src/index.ts into ../widget/<widget.module> as one minified ES module', () => {
    addon(MANIFEST);
    const root = join(dir, 'widget-src');
    const config = hearkenWidget({ root });
    const lib = config.build?.lib;
    if (!lib) throw new Error('no lib build');

    expect(config.root).toBe(root);
    expect(config.build?.outDir).toBe('../widget');
    expect(lib.entry).toBe('src/index.ts');
    expect(lib.formats).toEqual(['es']);
    expect(typeof lib.fileName === 'function' && lib.fileName('es', 'index')).toBe('insights.js');
    expect(config.build?.rolldownOptions?.output).toMatchObject({ minify: true, codeSplitting: false });
    expect(config.test).toMatchObject({ environment: 'jsdom', css: true });
  });

  it('builds a module that imports the SDK into one file with no imports left', async () => {
    addon(MANIFEST, {
      'widget-src/src/index.ts': `import { defineWidgetModule } from '@hearken/addon-sdk';
        export default defineWidgetModule({ features: ['nps-insights'], questionTypes: { nps: () => null } });`,
    });
    await build({ ...hearkenWidget({ root: join(dir, 'widget-src') }), configFile: false, logLevel: 'silent' });

    expect(readdirSync(join(dir, 'widget'))).toEqual(['insights.js']);
    const code = readFileSync(join(dir, 'widget/insights.js'), 'utf8');
    expect(code).toMatch(/export\s*\{/);
    expect(code).not.toMatch(/\bimport\b/);
    expect(code).toContain('features must be an array');
  });

  it('refuses a manifest whose [widget] names no module', () => {
    addon('slug = "scoped"\n[widget]\nscope = "page"\n');
    expect(() => hearkenWidget({ root: join(dir, 'widget-src') })).toThrow(/names no widget\.module/);
  });
});

describe('readManifest', () => {
  it('reads the slug, the distinct modules in order and the widget module, ignoring the rest', () => {
    addon(MANIFEST);
    expect(readManifest(join(dir, 'addon.toml'))).toEqual({
      file: join(dir, 'addon.toml'),
      slug: 'nps-insights',
      ui: { entry: 'remoteEntry.js', modules: ['./ResultsPanel', './Settings'] },
      widget: { module: 'insights.js' },
    });
  });

  it('names the file and the field of a mistake', () => {
    addon('slug = "Bad Slug"\n');
    expect(() => readManifest(join(dir, 'addon.toml'))).toThrow(`${join(dir, 'addon.toml')}: slug must be`);
    addon('slug = "ok"\n[ui]\nextension_points = [{ point = "route", module = "Settings" }]\n');
    expect(() => readManifest(join(dir, 'addon.toml'))).toThrow('ui.extension_points[0].module must look like "./Settings"');
    addon('slug = "ok"\n[widget]\nmodule = "../escape.js"\n');
    expect(() => readManifest(join(dir, 'addon.toml'))).toThrow('widget.module must be');
    addon('slug = ');
    expect(() => readManifest(join(dir, 'addon.toml'))).toThrow('is not valid TOML');
  });
});

describe('containerName', () => {
  it('replaces dashes with underscores', () => {
    expect(containerName('question-types')).toBe('question_types');
    expect(containerName('templates')).toBe('templates');
  });
});

/** The fenced blocks of `lang` in a README of the SDK (this package's, or addon-sdk/README.md), in order. */
function readmeBlocks(lang: string, readme = '../README.md'): string[] {
  const text = readFileSync(fileURLToPath(new URL(readme, import.meta.url)), 'utf8');
  return [...text.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1] ?? '');
}

/** A file's code without its comments and blank lines. */
function code(text: string): string {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.trim().startsWith('//'))
    .join('\n');
}

describe("the README's examples", () => {
  it('its addon.toml builds the remote and the widget module it describes', async () => {
    const [manifest] = readmeBlocks('toml');
    addon(manifest ?? '', { 'ui-src/src/ResultsPanel.tsx': 'export default 1;' });
    const remote = federationOptions(await hearkenRemote({ root: join(dir, 'ui-src') })(BUILD));
    expect(remote.name).toBe('nps_insights');
    expect(remote.exposes).toEqual({ './ResultsPanel': './src/ResultsPanel.tsx' });
    const lib = hearkenWidget({ root: join(dir, 'widget-src') }).build?.lib;
    expect(lib && typeof lib.fileName === 'function' && lib.fileName('es', 'index')).toBe('nps-insights.js');
  });

  it('its vite.config.ts files are the ones question-types builds with', () => {
    const configs = [...readmeBlocks('ts'), ...readmeBlocks('ts', '../../README.md')]
      .filter((block) => block.includes('export default hearken'))
      .map(code);
    expect(configs).toHaveLength(4);
    const addonFile = (path: string) =>
      readFileSync(fileURLToPath(new URL(`../../../addons/question-types/${path}`, import.meta.url)), 'utf8');
    const remote = code(addonFile('ui-src/vite.config.ts'));
    const widget = code(addonFile('widget-src/vite.config.ts'));
    // Both READMEs show the remote's; the fourth block is the example of overrides.
    expect(configs.filter((c) => c === remote)).toHaveLength(2);
    expect(configs).toContain(widget);
  });
});
