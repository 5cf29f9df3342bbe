/**
 * Tier gating of settings controls (spec 002 §5, §6): a control is open when the license allows
 * its plan and, where it has one, its add-on is active. Otherwise it opens the upgrade modal, or,
 * for a license that covers the plan, the prompt to install and activate the add-on.
 */
import { createContext, useContext } from 'react';
import type { Plan } from '@hearken/addon-sdk';
import type { SiteConfig } from '../config/queries';
import type { Tier } from '../upgrade/tier';

export interface AddonRef {
  slug: string;
  /** The add-on's name as the prompt says it: 'Branding'. */
  title: string;
}

export interface GateRequest {
  /** The feature's name in the upgrade modal. */
  feature: string;
  /** The lowest plan that unlocks it; Pro when not given. */
  plan?: Plan;
  /** The plan the upgrade modal names, when it differs from `plan` (Plus unlocks, Pro is offered). */
  offer?: Plan;
  addon?: AddonRef;
}

export type Gate =
  | { kind: 'open' }
  | { kind: 'upgrade'; feature: string; plan: Plan }
  | { kind: 'addon'; addon: AddonRef; installed: boolean };

export function gateOf(tier: Tier | null, config: SiteConfig | undefined, request: GateRequest): Gate {
  const plan = request.plan ?? 'pro';
  if (!tier || !tier.allows(plan)) return { kind: 'upgrade', feature: request.feature, plan: request.offer ?? plan };
  if (request.addon && !tier.addonActive(request.addon.slug)) {
    return { kind: 'addon', addon: request.addon, installed: Boolean(config?.addons[request.addon.slug]?.installed) };
  }
  return { kind: 'open' };
}

export interface GateApi {
  gate(request: GateRequest): Gate;
  /** Shows what unlocks a closed gate: the upgrade modal or the add-on prompt. */
  prompt(gate: Gate): void;
}

export const GateContext = createContext<GateApi | null>(null);

export function useGate(): GateApi {
  const api = useContext(GateContext);
  if (!api) throw new Error('useGate is used outside GateProvider.');
  return api;
}
