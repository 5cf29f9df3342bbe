/**
 * What a locked editor control offers instead of acting (spec 000 §6): the upgrade modal when the
 * plan or licence does not allow it; nothing once it does.
 */
import type { Plan } from '@hearken/addon-sdk';
import { LockedButton } from '../../upgrade/Locked';
import { useTier } from '../../upgrade/useTier';
import { EDITOR_STRINGS as S } from './strings';

export function FeatureLock({ feature, plan }: { feature: string; plan?: Plan | undefined }) {
  const tier = useTier();
  if (!tier || tier.allows(plan)) return null;
  return (
    <LockedButton feature={feature} plan={plan}>
      {S.upgrade}
    </LockedButton>
  );
}
