// @ts-check
/**
 * What the build presets read from an add-on's `addon.toml`: the slug, the `[ui]` remote (its
 * entry file and the modules its extension points name) and the `[widget]` module. Every other
 * table (`[hooks]`, `[capabilities]`, `[limits]`, `[settings.*]`, `[[jobs]]` …) is the host's
 * business and is ignored here; the host checks the whole manifest when it packs or installs.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

/** @typedef {import('./index.js').AddonManifest} AddonManifest */

/** The host's rule for slugs (host/src/addons/manifest.rs). */
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/**
 * Reads and checks the parts of `file` (an `addon.toml`) the presets use.
 * @param {string} file
 * @returns {AddonManifest}
 * @throws {Error} naming the file and the field when the manifest cannot be read or is malformed.
 */
export function readManifest(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (cause) {
    throw new Error(`Cannot read the add-on manifest ${file}.`, { cause });
  }
  let toml;
  try {
    toml = parse(text);
  } catch (cause) {
    throw new Error(`${file} is not valid TOML: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
  return manifestOf(toml, file);
}

/**
 * @param {Record<string, unknown>} toml
 * @param {string} file
 * @returns {AddonManifest}
 */
function manifestOf(toml, file) {
  const fail = (/** @type {string} */ message) => new Error(`${file}: ${message}`);
  const { slug } = toml;
  if (typeof slug !== 'string' || !SLUG.test(slug)) {
    throw fail('slug must be 2–64 lowercase letters, digits and dashes.');
  }
  /** @type {AddonManifest} */
  const manifest = { file, slug };

  const ui = toml['ui'];
  if (ui !== undefined) {
    if (!isTable(ui)) throw fail('[ui] must be a table.');
    const entry = ui['entry'] ?? 'remoteEntry.js';
    if (typeof entry !== 'string' || entry === '') throw fail('ui.entry must be a file name.');
    const points = ui['extension_points'] ?? [];
    if (!Array.isArray(points)) throw fail('ui.extension_points must be an array of tables.');
    /** @type {string[]} */
    const modules = [];
    points.forEach((point, i) => {
      if (!isTable(point)) throw fail(`ui.extension_points[${i}] must be a table.`);
      // Points such as `menu-item` or a `route` the shell draws itself name no module.
      const module = point['module'];
      if (module === undefined) return;
      if (typeof module !== 'string' || !/^\.\/[\w./-]+$/.test(module) || module.includes('..')) {
        throw fail(`ui.extension_points[${i}].module must look like "./Settings".`);
      }
      // Several points may mount the same module: it is exposed once.
      if (!modules.includes(module)) modules.push(module);
    });
    manifest.ui = { entry, modules };
  }

  const widget = toml['widget'];
  if (widget !== undefined) {
    if (!isTable(widget)) throw fail('[widget] must be a table.');
    const module = widget['module'];
    if (module !== undefined && (typeof module !== 'string' || !/^[\w-][\w./-]*\.js$/.test(module) || module.includes('..'))) {
      throw fail('widget.module must be a .js file name inside widget/ ("index.js").');
    }
    manifest.widget = module === undefined ? {} : { module };
  }
  return manifest;
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isTable(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/**
 * The Module Federation container name of add-on `slug`: the slug with `_` for `-`, because the
 * name becomes a JavaScript identifier. The host's UI manifest calls it `scope`.
 * @param {string} slug
 * @returns {string}
 */
export function containerName(slug) {
  return slug.replaceAll('-', '_');
}
