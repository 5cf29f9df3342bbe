/**
 * The Module Federation host, loaded only when a slot first needs a remote (never for the sign-in
 * screen). It uses the runtime API of @module-federation/runtime rather than the Vite plugin: the
 * remotes are known only at run time (GET addons/ui-manifest), and the shell hands the runtime its
 * own, already loaded instances of the shared packages, so every remote runs on the shell's React.
 * Why, at length: docs/ARCHITECTURE.md, "Module Federation".
 */
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import { createInstance, type ModuleFederation } from '@module-federation/runtime';
import * as RuntimeCore from '@module-federation/runtime/core';
import {
  isComponentPointId,
  type ComponentEntry,
  type ComponentPointId,
  type ExtensionComponent,
  type RemoteEntry,
} from '@hearken/addon-sdk';

/** The shell's container name in the share scope. */
export const SHELL_NAME = 'hearken_shell';

type Module = Record<string, unknown>;

/**
 * A singleton the shell provides. `lib` hands over a module the shell has already evaluated;
 * `get` a module the shell loads on demand (its own chunk, the same instance the screens use).
 */
function provide(version: string, source: { lib: () => Module } | { get: () => Promise<() => Module> }) {
  return {
    version,
    ...source,
    scope: 'default',
    // `^version`: a remote needing another major gets a warning, and still the one instance.
    shareConfig: { singleton: true, requiredVersion: `^${version}`, eager: false, strictVersion: false },
  };
}

const V = __SHARED_VERSIONS__;

function createFederation(): ModuleFederation {
  return createInstance({
    name: SHELL_NAME,
    remotes: [],
    shared: {
      react: provide(V.react, { lib: () => React }),
      'react/jsx-runtime': provide(V.react, { lib: () => JsxRuntime }),
      'react-dom': provide(V['react-dom'], { lib: () => ReactDOM }),
      // Screens import these already; a remote asking for them gets the shell's instance (and with
      // react-query, the shell's QueryClient through its context).
      'react-router': provide(V['react-router'], { get: () => import('react-router').then((m) => () => m) }),
      '@tanstack/react-query': provide(V['@tanstack/react-query'], {
        get: () => import('@tanstack/react-query').then((m) => () => m),
      }),
    },
  });
}

declare global {
  // Where remotes built with `experiments.externalRuntime` find the federation runtime.
  var _FEDERATION_RUNTIME_CORE: typeof RuntimeCore | undefined;
}
// Remotes use the shell's runtime instead of carrying a copy each (about 19 KB gzipped apiece).
globalThis._FEDERATION_RUNTIME_CORE ??= RuntimeCore;

let federation: ModuleFederation | undefined;
/** Scope → the entry URL registered for it. */
const registered = new Map<string, string>();

function register(remote: RemoteEntry): ModuleFederation {
  federation ??= createFederation();
  const known = registered.get(remote.scope);
  if (known !== remote.remote_entry) {
    // A new version (another ?v=) replaces the old registration and its cached modules.
    federation.registerRemotes([{ name: remote.scope, entry: remote.remote_entry, type: 'module' }], {
      force: known !== undefined,
    });
    registered.set(remote.scope, remote.remote_entry);
  }
  return federation;
}

/** A remote, or one module of it, that could not be loaded or is not what the manifest says. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
}

/** What a module exposed for an extension point must export by default: defineRemote(point, C). */
function definitionOf(module: unknown, entry: ComponentEntry): ExtensionComponent<ComponentPointId> {
  const definition = (module as { default?: unknown } | null)?.default as
    | { point?: unknown; component?: unknown }
    | undefined;
  if (!definition || !isComponentPointId(definition.point) || typeof definition.component !== 'function') {
    throw new RemoteLoadError(`${entry.module} does not default-export defineRemote(point, component).`);
  }
  if (definition.point !== entry.point) {
    throw new RemoteLoadError(`${entry.module} is for ${definition.point}, not ${entry.point}.`);
  }
  return definition.component as ExtensionComponent<ComponentPointId>;
}

const modules = new Map<string, Promise<ExtensionComponent<ComponentPointId>>>();

/**
 * The component `remote` exposes for `entry`. One promise per module and remote version: a slot
 * rendered again reuses it, and a failure stays a failure until the page is loaded again.
 */
export function loadExtension(remote: RemoteEntry, entry: ComponentEntry): Promise<ExtensionComponent<ComponentPointId>> {
  const key = `${remote.remote_entry}#${entry.module}`;
  let loading = modules.get(key);
  if (!loading) {
    loading = (async () => {
      const mf = register(remote);
      const request = `${remote.scope}/${entry.module.replace(/^\.\//, '')}`;
      let module: unknown;
      try {
        module = await mf.loadRemote(request);
      } catch (cause) {
        throw new RemoteLoadError(`${request} could not be loaded.`, { cause });
      }
      return definitionOf(module, entry);
    })();
    modules.set(key, loading);
  }
  return loading;
}

/**
 * What a browser test (or a developer in the console) compares remotes against: the shell's React
 * and renderer, and its loader. Only in development, or when localStorage `hearken-shell-debug` is
 * '1' (the e2e tests set it), so production pages carry no extra global.
 */
export interface ShellDebug {
  React: typeof React;
  ReactDOMClient: typeof ReactDOMClient;
  loadExtension: typeof loadExtension;
}

declare global {
  interface Window {
    __HEARKEN_SHELL__?: ShellDebug;
  }
}

function debugEnabled(): boolean {
  try {
    return import.meta.env.DEV || window.localStorage.getItem('hearken-shell-debug') === '1';
  } catch {
    return false;
  }
}

if (typeof window !== 'undefined' && debugEnabled()) {
  window.__HEARKEN_SHELL__ = { React, ReactDOMClient, loadExtension };
}
