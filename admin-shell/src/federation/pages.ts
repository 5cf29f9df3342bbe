/**
 * The add-ons' pages below /admin/x/{slug}/ (`route`) and the main navigation's entries that lead
 * to them (`menu-item`), for active and locked add-ons alike.
 */
import type { LockedAddon, UiManifest } from '@hearken/addon-sdk';
import { matchExtensions, type Extension } from './manifest';

/** A target without its leading and trailing slashes: '' is the add-on's first page. */
export function pageTarget(target: string | undefined): string {
  return (target ?? '').replace(/^\/+|\/+$/g, '');
}

/** The admin path (below /admin) of the add-on's page at `target`. */
export function addonPagePath(slug: string, target: string | undefined): string {
  const below = pageTarget(target);
  return below === '' ? `/x/${slug}` : `/x/${slug}/${below}`;
}

/** Of `entries`, the one whose target is the longest leading part of `path`; '' matches every path. */
export function matchPage<T extends { target?: string | undefined }>(entries: readonly T[], path: string): T | undefined {
  const wanted = pageTarget(path);
  let best: T | undefined;
  let bestLength = -1;
  for (const entry of entries) {
    const target = pageTarget(entry.target);
    const matches = target === '' || wanted === target || wanted.startsWith(`${target}/`);
    if (matches && target.length > bestLength) {
      best = entry;
      bestLength = target.length;
    }
  }
  return best;
}

/** The route entry of active add-on `slug` for `path`. */
export function routeExtension(
  manifest: UiManifest | undefined,
  slug: string,
  path: string,
  failed: ReadonlySet<string>,
): Extension | undefined {
  const own = matchExtensions(manifest, 'route', undefined, failed).filter(({ remote }) => remote.slug === slug);
  return matchPage(
    own.map((extension) => ({ target: extension.entry.target, extension })),
    path,
  )?.extension;
}

/**
 * The locked add-on whose page `path` is, and what the page is called (the label of its route or
 * menu entry for that path, else the add-on's name). Only an add-on that has pages or menu
 * entries has a locked page.
 */
export function lockedPage(
  manifest: UiManifest | undefined,
  slug: string,
  path: string,
): { addon: LockedAddon; feature: string } | undefined {
  const addon = manifest?.locked?.find((locked) => locked.slug === slug);
  if (!addon) return undefined;
  const pages = addon.extension_points.filter((entry) => entry.point === 'route' || entry.point === 'menu-item');
  if (pages.length === 0) return undefined;
  const labelled = matchPage(
    pages.filter((entry) => entry.label !== undefined),
    path,
  );
  return { addon, feature: labelled?.label ?? addon.name };
}

/** One entry of the main navigation an add-on contributes. */
export interface MenuItem {
  slug: string;
  label: string;
  /** Below /admin. */
  to: string;
  /** The add-on is locked: its page shows what unlocks it. */
  locked: boolean;
}

/** Every `menu-item` of active and locked add-ons, by label (so activating one does not move it). */
export function menuItemsOf(manifest: UiManifest | undefined): MenuItem[] {
  const items: MenuItem[] = [];
  for (const remote of manifest?.remotes ?? []) {
    for (const entry of remote.extension_points) {
      if (entry.point !== 'menu-item') continue;
      items.push({ slug: remote.slug, label: entry.label ?? remote.name, to: addonPagePath(remote.slug, entry.target), locked: false });
    }
  }
  for (const addon of manifest?.locked ?? []) {
    for (const entry of addon.extension_points) {
      if (entry.point !== 'menu-item') continue;
      items.push({ slug: addon.slug, label: entry.label ?? addon.name, to: addonPagePath(addon.slug, entry.target), locked: true });
    }
  }
  return items.sort((a, b) => a.label.localeCompare(b.label));
}
