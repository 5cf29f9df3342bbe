/**
 * What a locked editor control offers instead of acting (spec 000 §6): the upgrade modal when the
 * plan or licence does not allow it, Install/Activate when only its add-on is off.
 */
import type { Plan } from '@hearken/addon-sdk';
import { LockedButton } from '../../upgrade/Locked';
import { useTier } from '../../upgrade/useTier';
import { AddonButton } from './AddonButton';
import { EDITOR_STRINGS as S } from './strings';

export function FeatureLock({ feature, plan, addon }: { feature: string; plan?: Plan | undefined; addon?: string | undefined }) {
  const tier = useTier();
  if (!tier) return null;
  if (!tier.allows(plan)) {
    return (
      <LockedButton feature={feature} plan={plan}>
        {S.upgrade}
      </LockedButton>
    );
  }
  return addon && !tier.addonActive(addon) ? <AddonButton slug={addon} /> : null;
}
