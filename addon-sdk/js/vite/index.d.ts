/**
 * `@hearken/addon-sdk/vite`: Vite presets that build an add-on's front ends from its
 * `addon.toml`, so nothing is declared twice. The `hearken-addon` command runs them for an add-on
 * folder; `frontEnds()` answers the configurations it runs, for a test that builds a module.
 *
 * ```ts
 * import { hearkenRemote } from '@hearken/addon-sdk/vite';
 * export default hearkenRemote({ root: import.meta.dirname });
 * ```
 */
/// <reference types="vitest/config" />
import type { ModuleFederationOptions } from '@module-federation/vite';
import type { InlineConfig, UserConfig, UserConfigFnObject } from 'vite';

/** Where a preset works. */
export interface PresetOptions {
  /** The front end's folder (`ui-src/`, `widget-src/`); default: the current directory. */
  root?: string;
  /** The add-on's manifest, relative to `root`; default `../addon.toml`. */
  manifest?: string;
  /** Files vitest runs before the tests, relative to `root` (after the SDK's own, for a remote). */
  setupFiles?: string[];
}

/** Where `hearkenRemote` works, and what to change in its Module Federation settings. */
export interface RemoteOptions extends PresetOptions {
  /**
   * Merged over the preset's federation settings; `shared` is merged entry by entry (to share
   * one more package the shell provides, or to change a required version).
   */
  federation?: Partial<ModuleFederationOptions>;
}

/** The parts of an `addon.toml` the presets read. */
export interface AddonManifest {
  /** The file it was read from. */
  file: string;
  slug: string;
  /** `[ui]`: the remote entry file and the distinct modules its extension points name, in order. */
  ui?: { entry: string; modules: string[] };
  /** `[widget]`: the ES module the visitor widget loads (none when the table names no module). */
  widget?: { module?: string };
}

/**
 * The Vite configuration of an admin remote (`ui-src/`): Module Federation (container = the slug
 * with `_` for `-`, entry `ui.entry` or `remoteEntry.js`, one exposed module per distinct
 * `[ui].extension_points[].module`, `./Foo` from `src/Foo.tsx` or `src/Foo.ts`), the shell's
 * packages shared as singletons with `import: false`, the shell's federation runtime
 * (`experiments.externalRuntime`), `base` `/addons/<slug>/ui/`, output `../ui/`, React, the SDK
 * alias and vitest in jsdom after the SDK's setup (Testing Library's matchers, and cleanup after
 * each test), then `options.setupFiles`.
 * @param overrides merged last with Vite's `mergeConfig` (an object, or a function of the command).
 * @throws Error when the manifest has no `[ui]` table or a module's source file is missing.
 */
export function hearkenRemote(options?: RemoteOptions, overrides?: UserConfig | UserConfigFnObject): UserConfigFnObject;

/** Options of `hearkenWidget`: with `budget` (bytes), the build fails when the module passes it gzipped. */
export interface WidgetOptions extends PresetOptions {
  budget?: number;
}

/**
 * The Vite configuration of a widget module (`widget-src/`): `src/index.ts` built into
 * `../widget/<widget.module>` as one minified ES module, the SDK alias, vitest in jsdom after
 * `options.setupFiles`.
 * @param overrides merged last with Vite's `mergeConfig`.
 * @throws Error when the manifest names no `widget.module`.
 */
export function hearkenWidget(options?: WidgetOptions, overrides?: UserConfig): UserConfig;

/** What the admin shell provides to remotes: package name → the version range a remote accepts. */
export const SHELL_SHARED: Readonly<Record<string, string>>;

/** Reads the parts of `file` (an `addon.toml`) the presets use; throws naming the file and field. */
export function readManifest(file: string): AddonManifest;

/** The Module Federation container name of add-on `slug` (`question-types` → `question_types`). */
export function containerName(slug: string): string;

/** The two front ends an add-on may have: `ui` (`ui-src/`, the admin remote), `widget` (`widget-src/`). */
export type FrontEndKind = 'ui' | 'widget';

/** One front end of an add-on folder, as `hearken-addon` builds, tests and type-checks it. */
export interface FrontEnd {
  kind: FrontEndKind;
  /** Its folder: `<add-on>/ui-src` or `<add-on>/widget-src`. */
  root: string;
  /** What `hearken-addon build` builds, in order: one remote, or the widget module then its `extraModules`. */
  builds: [InlineConfig, ...InlineConfig[]];
  /** What `hearken-addon test` runs vitest with. */
  test: InlineConfig;
  /** The SDK's tsconfig preset it is type-checked with, over its `src/`. */
  tsconfig: string;
}

/**
 * A compile-time constant (Vite's `define`): `{ value }` is compiled in as JSON; `{ file }` is a
 * JSON file read at build time, whole, or with `pick` as the list of that field of each element.
 */
export type AddonDefine = { value: unknown } | { file: string; pick?: string };

/**
 * The `"hearken"` section of an add-on's package.json: what it sets differently from the presets.
 * Paths are relative to the add-on folder.
 */
export interface AddonBuildOptions {
  ui?: {
    /** Merged over the remote's federation settings, as `hearkenRemote`'s `federation`. */
    federation?: Partial<ModuleFederationOptions>;
    define?: Record<string, AddonDefine>;
    /** Run before the remote's tests, after the SDK's setup. */
    setupFiles?: string[];
  };
  widget?: {
    /** Bytes gzipped: the build fails when the module passes it. */
    budget?: number;
    define?: Record<string, AddonDefine>;
    /** Run before the widget module's tests. */
    setupFiles?: string[];
    /** Further ES modules built beside the manifest's, after it: `entry` into `widget/<file>`. */
    extraModules?: { entry: string; file: string; budget?: number }[];
  };
}

/**
 * The front ends of the add-on folder `dir` (default: the current directory), in build order (the
 * remote, then the widget module), configured from its `addon.toml` and package.json's `"hearken"`.
 * @throws Error naming the file and the field of a mistake in either.
 */
export function frontEnds(dir?: string): FrontEnd[];

/**
 * The front end of `kind` of the add-on folder `dir`.
 * @throws Error when the folder has no such front end.
 */
export function frontEnd(dir: string, kind: FrontEndKind): FrontEnd;

/** The `"hearken"` section of `<dir>/package.json`, checked; empty when there is none. */
export function readBuildOptions(dir: string): AddonBuildOptions;
