/**
 * One contribution at a point, whichever state its add-on is in: the remote's component (in its
 * error boundary, see ExtensionSlot) or the shell's locked placeholder. Screens place these where
 * their own parts are (settings tabs, editor cards, results panels).
 */
import type { ReactNode } from 'react';
import type { ComponentPointId, ExtensionProps } from '@hearken/addon-sdk';
import { featureOf, useContributions, type Contribution } from './contributions';
import { ExtensionMounts } from './ExtensionSlot';
import { LockedPlaceholder } from './LockedPlaceholder';

interface Look {
  /** The heading level of a placeholder at this place. */
  level: 1 | 2 | 3;
  /** The class of the screen's own parts at this place (`editor-card` …), for a placeholder. */
  className: string;
}

export function AddonPart<P extends ComponentPointId>({
  contribution,
  props,
  fallback = null,
  level,
  className,
}: Look & { contribution: Contribution; props: ExtensionProps<P>; fallback?: ReactNode }) {
  if (contribution.kind === 'locked') {
    return (
      <LockedPlaceholder
        addon={contribution.addon}
        feature={featureOf(contribution)}
        parts={contribution.parts}
        level={level}
        className={className}
      />
    );
  }
  return <ExtensionMounts extensions={[contribution.extension]} props={props} fallback={fallback} />;
}

/** Every contribution to `point` (and `target`), remotes then locked add-ons; nothing while the manifest loads. */
export function AddonParts<P extends ComponentPointId>({
  point,
  target,
  props,
  level,
  className,
}: Look & { point: P; target?: string; props: ExtensionProps<P> }) {
  const { contributions, loading } = useContributions(point, target);
  if (loading) return null;
  return (
    <>
      {contributions.map((contribution) => (
        <AddonPart key={partKey(contribution)} contribution={contribution} props={props} level={level} className={className} />
      ))}
    </>
  );
}

/** A React key for a contribution: its add-on, state and entry. */
function partKey(contribution: Contribution): string {
  const entry = contribution.kind === 'remote' ? contribution.extension.entry.module : `${contribution.target ?? ''}|${contribution.label ?? ''}`;
  return `${contribution.kind}:${contribution.slug}:${entry}`;
}
