/**
 * `GET addons/ui-manifest`: which remotes the shell loads and the extension points they fill, and
 * (add-on API 1.1) which add-ons with a UI are locked. Nothing here loads a remote: that happens
 * when a slot renders (loader.ts, lazily).
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  uiManifest,
  type ComponentEntry,
  type ComponentPointId,
  type RemoteEntry,
  type UiManifest,
} from '@hearken/addon-sdk';
import { useCallback } from 'react';
import { CONFIG_KEY, useConfig, type SiteConfig } from '../config/queries';
import { useApi } from '../session/SessionContext';

export const UI_MANIFEST_KEY = ['ui-manifest'] as const;

/** One entry of one remote that mounts a component (any point but `menu-item`). */
export interface Extension {
  remote: RemoteEntry;
  entry: ComponentEntry;
}

/** Identifies one exposed module of one version of a remote (the entry URL carries the version). */
export function extensionKey({ remote, entry }: Extension): string {
  return `${remote.remote_entry}#${entry.module}`;
}

/**
 * The part of the config the manifest depends on: the license and which add-ons are active. It is
 * part of the manifest's query key, so activating, deactivating or licensing (which refetch the
 * config) fetch the manifest again without the add-on screens having to know about it.
 */
function addonState(config: SiteConfig): string {
  const active = Object.entries(config.addons)
    .filter(([, addon]) => addon.active)
    .map(([slug]) => slug)
    .sort();
  return JSON.stringify([config.is_licensed, config.license_type, active]);
}

export function useUiManifest() {
  const api = useApi();
  const config = useConfig();
  const state = config.data ? addonState(config.data) : undefined;
  const manifest = useQuery({
    queryKey: [...UI_MANIFEST_KEY, state],
    queryFn: () => uiManifest(api),
    enabled: state !== undefined,
    // Only the config's change makes it stale (see addonState).
    staleTime: Infinity,
    // While the next state's manifest loads, the screens keep the last one (a placeholder stays
    // until its remote arrives) instead of dropping every add-on part for a moment.
    placeholderData: keepPreviousData,
  });
  return {
    manifest: manifest.data,
    loading: config.isPending || (state !== undefined && manifest.isPending),
  };
}

/**
 * Fetches the config and the UI manifest again: after an add-on is installed or activated from a
 * locked placeholder, its remote then replaces the placeholder without a page reload.
 */
export function useRefreshAddonUi(): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: CONFIG_KEY });
    void client.invalidateQueries({ queryKey: UI_MANIFEST_KEY });
  }, [client]);
}

/**
 * The entries for `point`, in manifest order. With a `target`, only entries naming that target;
 * without, every entry of the point. Entries in `failed` (by extensionKey) are skipped.
 */
export function matchExtensions(
  manifest: UiManifest | undefined,
  point: ComponentPointId,
  target: string | undefined,
  failed: ReadonlySet<string>,
): Extension[] {
  const found: Extension[] = [];
  for (const remote of manifest?.remotes ?? []) {
    for (const entry of remote.extension_points) {
      if (entry.point === 'menu-item' || entry.point !== point) continue;
      if (target !== undefined && entry.target !== target) continue;
      const extension = { remote, entry };
      if (!failed.has(extensionKey(extension))) found.push(extension);
    }
  }
  return found;
}
