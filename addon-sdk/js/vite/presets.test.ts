import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type UserConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from './cli.js';
import { containerName, frontEnd, frontEnds, hearkenRemote, hearkenWidget, readBuildOptions, readManifest, SHELL_SHARED } from './index.js';

// The federation plugin is replaced by a recorder: the tests check what the preset asks of it.
vi.mock('@module-federation/vite', () => ({
  federation: vi.fn((options: unknown) => [{ name: 'federation-under-test', options }]),
}));

const SDK_SRC = fileURLToPath(new URL('../src/', import.meta.url));
const UI_SETUP = fileURLToPath(new URL('./ui-test-setup.js', import.meta.url));

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

  it("leaves federation out of tests, which run in jsdom after the SDK's setup, then the add-on's", async () => {
    addon(MANIFEST, sources);
    const config = await hearkenRemote({ root: join(dir, 'ui-src'), setupFiles: ['src/setup.ts'] })(TEST);

    expect(pluginNames(config)).not.toContain('federation-under-test');
    expect(pluginNames(config)).toContain('vite:react-babel');
    expect(config.test).toMatchObject({
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [UI_SETUP, 'src/setup.ts'],
    });
    // The SDK's setup loads as it is, in an add-on's test run as in this package's.
    expect(readFileSync(UI_SETUP, 'utf8')).toContain("import '@testing-library/jest-dom/vitest'");
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
    expect(config.test?.setupFiles).toBeUndefined();
    expect(hearkenWidget({ root, setupFiles: ['src/setup.ts'] }).test?.setupFiles).toEqual(['src/setup.ts']);
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

/** The add-on's package.json, with `hearken` as its "hearken" section. */
function packageJson(hearken: unknown) {
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'nps-insights', hearken }));
}

describe('frontEnds', () => {
  const sources = {
    'ui-src/src/ResultsPanel.tsx': 'export default 1;',
    'ui-src/src/Settings.ts': 'export default 2;',
    'widget-src/src/index.ts': 'export default 3;',
  };

  it('finds the remote, then the widget module, each configured from addon.toml and read by no config file', () => {
    addon(MANIFEST, sources);
    const [ui, widget, ...more] = frontEnds(dir);

    expect(more).toEqual([]);
    expect(ui).toMatchObject({ kind: 'ui', root: join(dir, 'ui-src'), tsconfig: fileURLToPath(new URL('./tsconfig.addon-ui.json', import.meta.url)) });
    expect(widget).toMatchObject({ kind: 'widget', root: join(dir, 'widget-src'), tsconfig: fileURLToPath(new URL('./tsconfig.addon-widget.json', import.meta.url)) });
    if (!ui || !widget) throw new Error('two front ends');
    expect(ui.builds).toHaveLength(1);
    expect(federationOptions(ui.builds[0]).name).toBe('nps_insights');
    expect(pluginNames(ui.test)).not.toContain('federation-under-test');
    expect(ui.test.test?.setupFiles).toEqual([UI_SETUP]);
    expect(widget.builds).toHaveLength(1);
    expect(widget.builds[0].build?.outDir).toBe('../widget');
    for (const config of [...ui.builds, ui.test, ...widget.builds, widget.test]) expect(config.configFile).toBe(false);
  });

  it('lists only the front ends the add-on has, and frontEnd names the one missing', () => {
    addon(MANIFEST, { 'widget-src/src/index.ts': '' });
    expect(frontEnds(dir).map((f) => f.kind)).toEqual(['widget']);
    expect(() => frontEnd(dir, 'ui')).toThrow(`${dir} has no ui-src/ folder.`);
  });

  it("takes a widget module's budget, its further modules and its test setup from package.json", () => {
    addon(MANIFEST, sources);
    packageJson({
      widget: {
        budget: 3072,
        setupFiles: ['widget-src/src/setup.ts'],
        extraModules: [{ entry: 'widget-src/src/overlay.ts', file: 'overlay.js', budget: 8192 }],
      },
    });
    const { builds, test } = frontEnd(dir, 'widget');
    const [main, overlay] = builds;

    expect(pluginNames(main)).toContain('hearken-widget-budget');
    expect(main.build?.emptyOutDir).toBe(true);
    if (!overlay) throw new Error('no build of the overlay');
    const lib = overlay.build?.lib;
    if (!lib) throw new Error('no lib build');
    expect(lib.entry).toBe('src/overlay.ts');
    expect(lib.formats).toEqual(['es']);
    expect(typeof lib.fileName === 'function' && lib.fileName('es', 'overlay')).toBe('overlay.js');
    // It adds to the folder the main module's build emptied.
    expect(overlay.build?.emptyOutDir).toBe(false);
    expect(pluginNames(overlay)).toContain('hearken-widget-budget');
    expect(test.test?.setupFiles).toEqual([join(dir, 'widget-src/src/setup.ts')]);
  });

  it("runs the add-on's setup after the SDK's and passes federation settings to the remote", () => {
    addon(MANIFEST, sources);
    packageJson({ ui: { setupFiles: ['ui-src/src/setup.ts'], federation: { shared: { 'react-router': { singleton: true, requiredVersion: '^8.0.0', import: false } } } } });
    const ui = frontEnd(dir, 'ui');

    expect(ui.test.test?.setupFiles).toEqual([UI_SETUP, join(dir, 'ui-src/src/setup.ts')]);
    const shared = federationOptions(ui.builds[0]).shared as Record<string, { requiredVersion: string }>;
    expect(shared['react-router']?.requiredVersion).toBe('^8.0.0');
  });

  it('compiles in defines: a value as JSON, a JSON file whole, or one field of each of its elements', () => {
    addon(MANIFEST, { ...sources, 'templates.json': JSON.stringify([{ key: 'nps', title: 'NPS' }, { key: 'ces' }]) });
    const define = {
      __FLAG__: { value: true },
      __ALL__: { file: 'templates.json' },
      __KEYS__: { file: 'templates.json', pick: 'key' },
    };
    packageJson({ ui: { define }, widget: { define } });
    const expected = { __FLAG__: 'true', __ALL__: '[{"key":"nps","title":"NPS"},{"key":"ces"}]', __KEYS__: '["nps","ces"]' };

    for (const front of frontEnds(dir)) {
      expect(front.builds[0].define).toEqual(expected);
      expect(front.test.define).toEqual(expected);
    }
  });

  it('refuses a mistake in the hearken section, naming package.json and the key', () => {
    addon(MANIFEST, { ...sources, 'list.json': '{}' });
    const refused = (hearken: unknown) => {
      packageJson(hearken);
      return () => frontEnds(dir);
    };
    const file = join(dir, 'package.json');

    expect(refused({ widgets: {} })).toThrow(`${file}: hearken has no option "widgets" (it takes ui, widget).`);
    expect(refused({ ui: { budget: 1 } })).toThrow('hearken.ui has no option "budget"');
    expect(refused({ widget: { budget: '3 KB' } })).toThrow('hearken.widget.budget must be a whole number of bytes.');
    expect(refused({ widget: { setupFiles: ['../elsewhere.ts'] } })).toThrow('hearken.widget.setupFiles[0] must be a path inside the add-on folder');
    expect(refused({ widget: { extraModules: [{ entry: 'widget-src/src/o.ts', file: '../o.js' }] } })).toThrow(
      'hearken.widget.extraModules[0].file must be a .js file name inside widget/',
    );
    expect(refused({ ui: { define: { __X__: 'true' } } })).toThrow('hearken.ui.define.__X__ must be { "value": <JSON> } or { "file"');
    expect(refused({ ui: { define: { __X__: { file: 'list.json', pick: 'key' } } } })).toThrow(
      `${join(dir, 'list.json')}: define.__X__ picks "key" of each element, but the file is not an array.`,
    );
    writeFileSync(file, '{ "hearken": ');
    expect(() => readBuildOptions(dir)).toThrow(`${file} is not valid JSON`);
  });

  it('builds the widget module and then its further modules into widget/, as npm run build does', async () => {
    addon(MANIFEST, {
      'widget-src/src/index.ts': `import { defineWidgetModule } from '@hearken/addon-sdk';
        export default defineWidgetModule({ features: ['nps-insights'], page: () => void import(new URL('./extra.js', import.meta.url).href) });`,
      'widget-src/src/extra.ts': 'export default () => 42;',
    });
    packageJson({ widget: { extraModules: [{ entry: 'widget-src/src/extra.ts', file: 'extra.js' }] } });
    for (const config of frontEnd(dir, 'widget').builds) await build({ ...config, logLevel: 'silent' });

    expect(readdirSync(join(dir, 'widget')).sort()).toEqual(['extra.js', 'insights.js']);
    expect(readFileSync(join(dir, 'widget/extra.js'), 'utf8')).toContain('42');
  });
});

describe('hearken-addon', () => {
  const BIN = fileURLToPath(new URL('../bin/hearken-addon.js', import.meta.url));
  // Inside the repository, so that an add-on's imports (react, vitest …) resolve as a workspace's do.
  const CACHE = fileURLToPath(new URL('../node_modules/.cache/', import.meta.url));
  let at: string;

  beforeEach(() => {
    mkdirSync(CACHE, { recursive: true });
    at = mkdtempSync(join(CACHE, 'hearken-addon-'));
  });

  afterEach(() => {
    rmSync(at, { recursive: true, force: true });
  });

  // As a shell has it: under vitest's own variables the federation plugin takes itself for a test
  // run and adds no remote entry.
  const env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(VITEST.*|NODE_ENV|TEST)$/.test(key))),
    NO_COLOR: '1',
  };

  /** Runs the command in the add-on folder as npm runs a script there. */
  function run(...args: string[]) {
    const out = spawnSync(process.execPath, [BIN, ...args], { cwd: at, encoding: 'utf8', env });
    return { status: out.status, output: `${out.stdout}${out.stderr}` };
  }

  /** A small add-on with both front ends, each with a test; `files` replace or add sources. */
  function smallAddon(files: Record<string, string> = {}) {
    const all: Record<string, string> = {
      'addon.toml': 'slug = "tiny"\n[ui]\nextension_points = [{ point = "route", module = "./Page" }]\n[widget]\nmodule = "index.js"\n',
      'ui-src/src/Page.tsx': "export default function Page() {\n  return <p>Tiny</p>;\n}\n",
      'ui-src/src/Page.test.tsx': `import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import Page from './Page';

it('shows its text', () => {
  render(<Page />);
  expect(screen.getByText('Tiny')).toBeInTheDocument();
});

it('starts from an empty page', () => {
  expect(document.body.textContent).toBe('');
});
`,
      'widget-src/src/index.ts': "import { defineWidgetModule } from '@hearken/addon-sdk';\n\nexport default defineWidgetModule({ features: ['tiny'] });\n",
      'widget-src/src/index.test.ts': `import { expect, it } from 'vitest';
import module from './index';

it('is a widget module', () => {
  expect(module.features).toEqual(['tiny']);
});
`,
      ...files,
    };
    for (const [path, text] of Object.entries(all)) {
      mkdirSync(dirname(join(at, path)), { recursive: true });
      writeFileSync(join(at, path), text);
    }
  }

  it('type-checks both front ends with the presets, and fails naming the file of an error', () => {
    smallAddon();
    expect(run('typecheck')).toMatchObject({ status: 0 });
    expect(readFileSync(join(at, 'node_modules/.cache/hearken-addon/tsconfig.ui.json'), 'utf8')).toContain('tsconfig.addon-ui.json');

    smallAddon({ 'widget-src/src/index.ts': "export const unused: number = 'one';\n" });
    const failed = run('typecheck');
    expect(failed.status).not.toBe(0);
    expect(failed.output).toContain("widget-src/src/index.ts(1,14): error TS2322: Type 'string' is not assignable to type 'number'.");
    expect(failed.output).toContain(`hearken-addon: ${join(at, 'widget-src')} does not type-check.`);
  }, 60_000);

  it("tests both front ends in one run, the remote's with Testing Library's matchers and cleanup", () => {
    smallAddon();
    const passed = run('test');
    expect(passed.output).toContain('|ui| src/Page.test.tsx (2 tests)');
    expect(passed.output).toContain('|widget| src/index.test.ts (1 test)');
    expect(passed.output).toMatch(/Tests\s+3 passed/);
    expect(passed.status).toBe(0);

    smallAddon({ 'widget-src/src/index.test.ts': "import { expect, it } from 'vitest';\n\nit('fails', () => expect(1).toBe(2));\n" });
    expect(run('test').status).toBe(1);
  }, 60_000);

  it('builds the remote into ui/ and the widget module into widget/', () => {
    smallAddon();
    const built = run('build');
    expect(built.status, built.output).toBe(0);
    expect(readdirSync(join(at, 'ui'))).toContain('remoteEntry.js');
    expect(readdirSync(join(at, 'widget'))).toEqual(['index.js']);
  }, 120_000);

  it('refuses an unknown command, and a folder with no front end', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await main(['bulid'], at)).toBe(2);
    expect(error).toHaveBeenLastCalledWith(expect.stringContaining('hearken-addon: no command "bulid".'));
    writeFileSync(join(at, 'addon.toml'), 'slug = "tiny"\n');
    expect(await main(['build'], at)).toBe(1);
    expect(error).toHaveBeenLastCalledWith(`hearken-addon: ${at} has neither ui-src/ nor widget-src/: nothing to build.`);
    expect(await main([], at)).toBe(2);
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

describe('the scaffold (addon-sdk/template)', () => {
  it("installs every package its remote takes from the shell, so a new add-on's first build warns of none", () => {
    const template = fileURLToPath(new URL('../../template/package.json', import.meta.url));
    const pkg = JSON.parse(readFileSync(template, 'utf8')) as { dependencies?: Record<string, string> };
    // `react/jsx-runtime` comes with `react`; a scope is part of a package's name.
    const packageOf = (shared: string) => shared.split('/').slice(0, shared.startsWith('@') ? 2 : 1).join('/');
    const major = (version: string) => version.replace(/^[\^~]/, '').split('.')[0];
    for (const [shared, range] of Object.entries(SHELL_SHARED)) {
      const installed = pkg.dependencies?.[packageOf(shared)];
      expect(installed, `${packageOf(shared)} in the template's dependencies`).toBeDefined();
      expect(major(installed ?? ''), `${packageOf(shared)}'s major version`).toBe(major(range));
    }
  });
});

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

  it("its validate-response hook is the scaffold's, as `hearken addon new` writes it", () => {
    const hook = readmeBlocks('rust', '../../README.md').find((block) => block.startsWith('fn validate_response('));
    expect(hook).toBeDefined();
    const template = readFileSync(fileURLToPath(new URL('../../template/src/lib.rs', import.meta.url)), 'utf8');
    // In the template the hook is a method of `impl Addon for Plugin`: indented one level.
    const indented = (hook ?? '').split('\n').map((line) => (line === '' ? '' : `    ${line}`)).join('\n');
    expect(template).toContain(indented);
  });

  it("its package.json examples are question-types' and heatmaps'", () => {
    const blocks = [...readmeBlocks('json'), ...readmeBlocks('json', '../../README.md')]
      .map((block) => JSON.parse(block) as Record<string, unknown>)
      .filter((block) => 'scripts' in block || 'hearken' in block);
    expect(blocks).toHaveLength(3);
    const own = (name: string) =>
      JSON.parse(readFileSync(fileURLToPath(new URL(`../../../addons/${name}/package.json`, import.meta.url)), 'utf8')) as Record<string, unknown>;
    const questionTypes = own('question-types');
    const heatmaps = own('heatmaps');
    for (const block of blocks) {
      // Each shows a part of the add-on's file exactly: scripts and dependencies, or the section.
      const from = 'hearken' in block ? heatmaps : questionTypes;
      expect(block).toEqual(Object.fromEntries(Object.keys(block).map((key) => [key, from[key]])));
    }
  });
});
