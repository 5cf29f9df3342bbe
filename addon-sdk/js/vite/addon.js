// @ts-check
/**
 * An add-on folder as `hearken-addon` sees it: its front ends, `ui-src/` (the admin remote) and
 * `widget-src/` (the widget module), each with the Vite configurations that build it, the one
 * vitest runs and the tsconfig preset that checks it; and the `"hearken"` section of the folder's
 * package.json, where everything an add-on sets differently from the presets lives. Every path in
 * that section is relative to the add-on folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { mergeConfig } from 'vite';
import { hearkenRemote } from './remote.js';
import { SDK_DIR } from './sdk.js';
import { hearkenWidget } from './widget.js';

/** @typedef {import('./index.js').FrontEnd} FrontEnd */
/** @typedef {import('./index.js').FrontEndKind} FrontEndKind */
/** @typedef {import('./index.js').AddonBuildOptions} AddonBuildOptions */

/** Each kind of front end: its folder in the add-on and the tsconfig preset it is checked with. */
const KINDS = /** @type {const} */ ({
  ui: { folder: 'ui-src', tsconfig: join(SDK_DIR, 'vite/tsconfig.addon-ui.json') },
  widget: { folder: 'widget-src', tsconfig: join(SDK_DIR, 'vite/tsconfig.addon-widget.json') },
});

/** What Vite passes a configuration function for `vite build`, and vitest for a test run. */
const BUILD = /** @type {const} */ ({ command: 'build', mode: 'production', isSsrBuild: false, isPreview: false });
const TEST = /** @type {const} */ ({ command: 'serve', mode: 'test', isSsrBuild: false, isPreview: false });

/** The keys each part of the section may have: a typo fails loudly instead of building otherwise. */
const KEYS = {
  hearken: ['ui', 'widget'],
  ui: ['federation', 'define', 'setupFiles'],
  widget: ['budget', 'define', 'setupFiles', 'extraModules'],
  extraModule: ['entry', 'file', 'budget'],
};

/**
 * The front ends of the add-on in `dir` (default: the current directory), in build order: the
 * admin remote, then the widget module; a folder without `ui-src/` or `widget-src/` has none.
 * @param {string} [dir]
 * @returns {FrontEnd[]}
 * @throws {Error} naming package.json and the key when its `"hearken"` section is malformed, or
 *   the manifest and the field when the presets refuse `addon.toml`.
 */
export function frontEnds(dir = process.cwd()) {
  const addon = resolve(dir);
  const options = readBuildOptions(addon);
  const manifest = join(addon, 'addon.toml');
  /** @type {FrontEnd[]} */
  const found = [];
  for (const kind of /** @type {FrontEndKind[]} */ (['ui', 'widget'])) {
    const root = join(addon, KINDS[kind].folder);
    if (!existsSync(root)) continue;
    found.push(kind === 'ui' ? remote(addon, root, manifest, options.ui ?? {}) : widget(addon, root, manifest, options.widget ?? {}));
  }
  return found;
}

/**
 * The vitest projects of an add-on's front ends (`frontEnds()`): one each, named `prefix` and its
 * kind (`ui`, `widget`), as `hearken-addon test` runs them and the repository's one run of every
 * test (scripts/test-js.mjs) does.
 * @param {FrontEnd[]} fronts
 * @param {string} [prefix]
 * @returns {import('vite').InlineConfig[]}
 */
export function testProjects(fronts, prefix = '') {
  return fronts.map((front) => ({ ...front.test, test: { ...front.test.test, name: `${prefix}${front.kind}` } }));
}

/**
 * The add-on's front end of `kind`.
 * @param {string} dir the add-on folder
 * @param {FrontEndKind} kind
 * @returns {FrontEnd}
 * @throws {Error} when the add-on has no such front end.
 */
export function frontEnd(dir, kind) {
  const found = frontEnds(dir).find((f) => f.kind === kind);
  if (!found) throw new Error(`${resolve(dir)} has no ${KINDS[kind].folder}/ folder.`);
  return found;
}

/**
 * @param {string} addon
 * @param {string} root
 * @param {string} manifest
 * @param {NonNullable<AddonBuildOptions['ui']>} options
 * @returns {FrontEnd}
 */
function remote(addon, root, manifest, options) {
  const preset = hearkenRemote(
    {
      root,
      manifest,
      ...(options.federation ? { federation: options.federation } : {}),
      setupFiles: (options.setupFiles ?? []).map((file) => join(addon, file)),
    },
    defines(addon, options.define),
  );
  return {
    kind: 'ui',
    root,
    builds: [inline(preset(BUILD))],
    test: inline(preset(TEST)),
    tsconfig: KINDS.ui.tsconfig,
  };
}

/**
 * @param {string} addon
 * @param {string} root
 * @param {string} manifest
 * @param {NonNullable<AddonBuildOptions['widget']>} options
 * @returns {FrontEnd}
 */
function widget(addon, root, manifest, options) {
  const define = defines(addon, options.define);
  const setupFiles = (options.setupFiles ?? []).map((file) => join(addon, file));
  /** @param {number | undefined} budget */
  const base = (budget) => ({ root, manifest, setupFiles, ...(budget === undefined ? {} : { budget }) });
  const main = hearkenWidget(base(options.budget), define);
  // Each further module is built after the main one into the same folder, which that build emptied.
  const extra = (options.extraModules ?? []).map(({ entry, file, budget }) =>
    hearkenWidget(
      base(budget),
      mergeConfig(define, { build: { emptyOutDir: false, lib: { entry: relative(root, join(addon, entry)), fileName: () => file } } }),
    ),
  );
  return {
    kind: 'widget',
    root,
    builds: [inline(main), ...extra.map(inline)],
    test: inline(main),
    tsconfig: KINDS.widget.tsconfig,
  };
}

/**
 * A configuration Vite uses as it is: a Vite config file lying in the folder is not read.
 * @param {import('vite').UserConfig} config
 * @returns {import('vite').InlineConfig}
 */
function inline(config) {
  return { ...config, configFile: false };
}

/**
 * Vite's `define` from the section's: a `value` is compiled in as JSON; a `file` (JSON) is read
 * now, whole or, with `pick`, as the list of that field of each of its elements.
 * @param {string} addon
 * @param {NonNullable<AddonBuildOptions['ui']>['define']} define
 * @returns {import('vite').UserConfig}
 */
function defines(addon, define) {
  if (define === undefined) return {};
  /** @type {Record<string, string>} */
  const out = {};
  for (const [name, spec] of Object.entries(define)) {
    if ('value' in spec) {
      out[name] = JSON.stringify(spec.value);
      continue;
    }
    const file = join(addon, spec.file);
    const json = readJson(file, `define.${name}`);
    if (spec.pick === undefined) {
      out[name] = JSON.stringify(json);
      continue;
    }
    const field = spec.pick;
    if (!Array.isArray(json)) throw new Error(`${file}: define.${name} picks "${field}" of each element, but the file is not an array.`);
    out[name] = JSON.stringify(
      json.map((element, i) => {
        if (!isTable(element) || !(field in element)) throw new Error(`${file}: element ${i} has no "${field}" (define.${name}).`);
        return element[field];
      }),
    );
  }
  return { define: out };
}

/**
 * The `"hearken"` section of `<dir>/package.json`, checked; empty when there is none.
 * @param {string} dir
 * @returns {AddonBuildOptions}
 */
export function readBuildOptions(dir) {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) return {};
  const pkg = readJson(file, 'the add-on');
  const section = isTable(pkg) ? pkg['hearken'] : undefined;
  if (section === undefined) return {};
  const fail = (/** @type {string} */ message) => new Error(`${file}: ${message}`);
  table(section, 'hearken', KEYS.hearken, fail);
  /** @type {AddonBuildOptions} */
  const options = {};
  const ui = section['ui'];
  if (ui !== undefined) {
    table(ui, 'hearken.ui', KEYS.ui, fail);
    /** @type {NonNullable<AddonBuildOptions['ui']>} */
    const out = common(ui, 'hearken.ui', fail);
    const federation = ui['federation'];
    if (federation !== undefined) {
      table(federation, 'hearken.ui.federation', null, fail);
      out.federation = federation;
    }
    options.ui = out;
  }
  const widget = section['widget'];
  if (widget !== undefined) {
    table(widget, 'hearken.widget', KEYS.widget, fail);
    /** @type {NonNullable<AddonBuildOptions['widget']>} */
    const out = common(widget, 'hearken.widget', fail);
    if (widget['budget'] !== undefined) out.budget = budget(widget['budget'], 'hearken.widget.budget', fail);
    const extra = widget['extraModules'];
    if (extra !== undefined) {
      if (!Array.isArray(extra)) throw fail('hearken.widget.extraModules must be an array of { "entry", "file", "budget"? }.');
      out.extraModules = extra.map((module, i) => {
        const at = `hearken.widget.extraModules[${i}]`;
        table(module, at, KEYS.extraModule, fail);
        const { entry, file } = module;
        if (typeof file !== 'string' || !/^[\w-][\w./-]*\.js$/.test(file) || file.includes('..')) {
          throw fail(`${at}.file must be a .js file name inside widget/ ("overlay.js").`);
        }
        return {
          entry: path(entry, `${at}.entry`, fail),
          file,
          ...(module['budget'] === undefined ? {} : { budget: budget(module['budget'], `${at}.budget`, fail) }),
        };
      });
    }
    options.widget = out;
  }
  return options;
}

/**
 * @param {string} file
 * @param {string} reader who reads it, for the message
 * @returns {unknown}
 */
function readJson(file, reader) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (cause) {
    throw new Error(`Cannot read ${file} (${reader}).`, { cause });
  }
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new Error(`${file} is not valid JSON: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/**
 * `define` and `setupFiles`, which both front ends take.
 * @param {Record<string, unknown>} part
 * @param {string} at
 * @param {(message: string) => Error} fail
 */
function common(part, at, fail) {
  /** @type {{ define?: Record<string, import('./index.js').AddonDefine>, setupFiles?: string[] }} */
  const out = {};
  const define = part['define'];
  if (define !== undefined) {
    table(define, `${at}.define`, null, fail);
    out.define = Object.fromEntries(
      Object.entries(define).map(([name, spec]) => {
        const where = `${at}.define.${name}`;
        const shape = `${where} must be { "value": <JSON> } or { "file": "<file>.json", "pick"?: "<field>" }.`;
        if (!isTable(spec)) throw fail(shape);
        const keys = Object.keys(spec).sort().join(',');
        if (keys === 'value') return [name, { value: spec['value'] }];
        if (keys !== 'file' && keys !== 'file,pick') throw fail(shape);
        const pick = spec['pick'];
        if (pick !== undefined && typeof pick !== 'string') throw fail(shape);
        return [name, { file: path(spec['file'], `${where}.file`, fail), ...(pick === undefined ? {} : { pick }) }];
      }),
    );
  }
  const setupFiles = part['setupFiles'];
  if (setupFiles !== undefined) {
    if (!Array.isArray(setupFiles)) throw fail(`${at}.setupFiles must be an array of paths.`);
    out.setupFiles = setupFiles.map((file, i) => path(file, `${at}.setupFiles[${i}]`, fail));
  }
  return out;
}

/**
 * Checks that `value` is a table with only `keys` (any keys when null).
 * @param {unknown} value
 * @param {string} at
 * @param {readonly string[] | null} keys
 * @param {(message: string) => Error} fail
 * @returns {asserts value is Record<string, unknown>}
 */
function table(value, at, keys, fail) {
  if (!isTable(value)) throw fail(`${at} must be an object.`);
  const unknown = keys === null ? undefined : Object.keys(value).find((key) => !keys.includes(key));
  if (unknown !== undefined) throw fail(`${at} has no option "${unknown}" (it takes ${keys?.join(', ')}).`);
}

/**
 * A path inside the add-on folder, as the section writes it.
 * @param {unknown} value
 * @param {string} at
 * @param {(message: string) => Error} fail
 * @returns {string}
 */
function path(value, at, fail) {
  if (typeof value !== 'string' || value === '' || isAbsolute(value) || value.split(/[\\/]/).includes('..')) {
    throw fail(`${at} must be a path inside the add-on folder ("widget-src/src/overlay.ts").`);
  }
  return value;
}

/**
 * @param {unknown} value
 * @param {string} at
 * @param {(message: string) => Error} fail
 * @returns {number}
 */
function budget(value, at, fail) {
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) throw fail(`${at} must be a whole number of bytes.`);
  return value;
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isTable(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
