/**
 * What the shell shows at an extension point: for each add-on entry of the point, the remote's
 * component (active, licensed add-ons: `remotes`) or the shell's locked placeholder (`locked`).
 * Pure functions over the manifest, and the hook screens use.
 */
import { useMemo } from 'react';
import type { ComponentPointId, LockedAddon, LockedPart, UiManifest } from '@hearken/addon-sdk';
import { useFailedExtensions } from './failures';
import { matchExtensions, useUiManifest, type Extension } from './manifest';

interface Placed {
  slug: string;
  /** The add-on's name. */
  name: string;
  target: string | undefined;
  label: string | undefined;
}

/** One entry of one add-on at a point: a remote to mount, or a locked add-on to stand in for. */
export type Contribution = Placed &
  ({ kind: 'remote'; extension: Extension } | { kind: 'locked'; addon: LockedAddon; parts: LockedPart[] | undefined });

export type LockedContribution = Extract<Contribution, { kind: 'locked' }>;

/** What the contribution is called where the shell names it: its label, else the add-on's name. */
export function featureOf(contribution: Pick<Placed, 'label' | 'name'>): string {
  return contribution.label ?? contribution.name;
}

/**
 * The contributions to `point` (only those naming `target`, when given): the remotes' entries in
 * manifest order, then the locked add-ons' entries. Remote modules in `failed` are left out, so
 * whatever they replaced comes back.
 */
export function contributionsOf(
  manifest: UiManifest | undefined,
  point: ComponentPointId,
  target: string | undefined,
  failed: ReadonlySet<string>,
): Contribution[] {
  const remotes: Contribution[] = matchExtensions(manifest, point, target, failed).map((extension) => ({
    kind: 'remote',
    slug: extension.remote.slug,
    name: extension.remote.name,
    target: extension.entry.target,
    label: extension.entry.label,
    extension,
  }));
  const locked: Contribution[] = (manifest?.locked ?? []).flatMap((addon) =>
    addon.extension_points
      .filter((entry) => entry.point === point && (target === undefined || entry.target === target))
      .map((entry) => ({
        kind: 'locked' as const,
        slug: addon.slug,
        name: addon.name,
        target: entry.target,
        label: entry.label,
        addon,
        parts: entry.locked_parts,
      })),
  );
  return [...remotes, ...locked];
}

/** The contributions to `point` (and `target`); none while the manifest loads. */
export function useContributions(point: ComponentPointId, target?: string): { contributions: Contribution[]; loading: boolean } {
  const { manifest, loading } = useUiManifest();
  const failed = useFailedExtensions();
  const contributions = useMemo(() => contributionsOf(manifest, point, target, failed), [manifest, point, target, failed]);
  return { contributions, loading };
}
