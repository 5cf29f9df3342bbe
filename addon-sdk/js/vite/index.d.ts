/**
 * `@hearken/addon-sdk/vite`: Vite presets that build an add-on's front ends from its
 * `addon.toml`, so a `vite.config.ts` is one call and nothing is declared twice.
 *
 * ```ts
 * // addons/my-addon/ui-src/vite.config.ts
 * import { hearkenRemote } from '@hearken/addon-sdk/vite';
 * export default hearkenRemote({ root: import.meta.dirname });
 * ```
 */
/// <reference types="vitest/config" />
import type { ModuleFederationOptions } from '@module-federation/vite';
import type { UserConfig, UserConfigFnObject } from 'vite';

/** Where a preset works. */
export interface PresetOptions {
  /** The front end's folder (`ui-src/`, `widget-src/`); default: the current directory. */
  root?: string;
  /** The add-on's manifest, relative to `root`; default `../addon.toml`. */
  manifest?: string;
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
 * alias and vitest in jsdom (`vitest.setup.ts` first when present).
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
 * `../widget/<widget.module>` as one minified ES module, the SDK alias, vitest in jsdom.
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
