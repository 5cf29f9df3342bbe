/**
 * What a paid control offers (spec 000 §6, 002 §5, §6): it is open when the license allows its
 * plan and, where it has add-on owners (featureOwners.ts), one of them is in force. Otherwise it
 * opens the upgrade modal, or, for a license that covers an owner, the prompt to install and
 * activate that add-on.
 */
import type { Plan } from '@hearken/addon-sdk';
import type { FeatureOwner, SiteConfig } from '../config/queries';
import { ownershipOf } from './featureOwners';
import type { Tier } from './tier';

export interface GateRequest {
  /** The feature's name in the upgrade modal. */
  feature: string;
  /** The lowest plan that unlocks it; Pro when not given. */
  plan?: Plan;
  /** The plan the upgrade modal names, when it differs from `plan` (Plus unlocks, Pro is offered). */
  offer?: Plan;
  /**
   * The feature's key in `feature_owners` (`widget_color`, `thank_you.type=redirect`) when an
   * add-on must also be in force; a key the host lists no owner for stays locked.
   */
  ownerKey?: string;
}

export type Gate =
  | { kind: 'open' }
  | { kind: 'upgrade'; feature: string; plan: Plan }
  | { kind: 'addon'; addon: FeatureOwner; installed: boolean };

export function gateOf(tier: Tier | null, config: SiteConfig | undefined, request: GateRequest): Gate {
  const plan = request.plan ?? 'pro';
  const upgrade: Gate = { kind: 'upgrade', feature: request.feature, plan: request.offer ?? plan };
  if (!tier || !config || !tier.allows(plan)) return upgrade;
  if (request.ownerKey === undefined) return { kind: 'open' };
  const ownership = ownershipOf(config, request.ownerKey);
  switch (ownership.kind) {
    case 'in-force':
      return { kind: 'open' };
    case 'addon':
      return { kind: 'addon', addon: ownership.owner, installed: ownership.installed };
    case 'plan':
      return upgrade;
  }
}
