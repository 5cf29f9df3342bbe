/**
 * The redirect thank-you types' gates (spec 000 §5, §6; 002 §6): each is open while an add-on
 * that `feature_owners` lists for it is in force. While one is closed the card names its first
 * owner and offers the upgrade modal, or that add-on's Install/Activate for a license covering it.
 */
import { useConfig } from '../../../config/queries';
import { ownersOf } from '../../../upgrade/featureOwners';
import type { Gate } from '../../../upgrade/gate';
import { LockedButton } from '../../../upgrade/Locked';
import { useFeatureGate } from '../../../upgrade/useFeatureGate';
import type { ThankYouType } from '../../model/types';
import { REDIRECT_TYPES, thankYouTypeOwnerKey } from '../../rules/thankYou';
import { AddonButton } from '../AddonButton';
import { QUESTIONS_STRINGS as S } from './strings';

type RedirectType = (typeof REDIRECT_TYPES)[number];

interface RedirectLock {
  type: RedirectType;
  gate: Exclude<Gate, { kind: 'open' }>;
}

export function useRedirectGates(): { unlocked(type: ThankYouType): boolean; locked: RedirectLock | undefined } {
  const { data: config } = useConfig();
  const gate = useFeatureGate();
  const gates = REDIRECT_TYPES.map((type) => ({ type, gate: gate({ feature: S.redirects, ownerKey: thankYouTypeOwnerKey(type) }) }));
  return {
    unlocked: (type) => gates.some((g) => g.type === type && g.gate.kind === 'open'),
    // Nothing is said while the config loads.
    locked: config ? gates.find((g): g is RedirectLock => g.gate.kind !== 'open') : undefined,
  };
}

export function RedirectsLock({ lock }: { lock: RedirectLock }) {
  const { data: config } = useConfig();
  const owner = config ? ownersOf(config, thankYouTypeOwnerKey(lock.type))[0] : undefined;
  return (
    <p className="qs-hint">
      {owner && S.requiresAddon(owner.name)}{' '}
      {lock.gate.kind === 'upgrade' && (
        <LockedButton feature={S.redirects} plan={lock.gate.plan} className="button button-link locked">
          {S.redirects}
        </LockedButton>
      )}
      {lock.gate.kind === 'addon' && <AddonButton slug={lock.gate.addon.slug} />}
    </p>
  );
}
