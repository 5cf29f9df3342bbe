/**
 * Tier gating (spec 000 §6, spec 002 §1): plans ordered Lite < Plus < Pro < Elite; a plan
 * satisfies a requirement at or above it; the default requirement is Pro. Which add-on a paid
 * feature also needs in force is featureOwners.ts's question.
 */
import type { Plan } from '@hearken/addon-sdk';
import type { SiteConfig } from '../config/queries';

export const PLAN_ORDER: readonly Plan[] = ['lite', 'plus', 'pro', 'elite'];

export const PLAN_NAMES: Record<Plan, string> = { lite: 'Lite', plus: 'Plus', pro: 'Pro', elite: 'Elite' };

/** True when `current` is at or above `required`. */
export function planSatisfies(current: Plan, required: Plan = 'pro'): boolean {
  return PLAN_ORDER.indexOf(current) >= PLAN_ORDER.indexOf(required);
}

/** The plan the install runs on: Lite unless it is Pro with a license. */
export function currentPlan(config: Pick<SiteConfig, 'is_pro' | 'license_type'>): Plan {
  if (!config.is_pro) return 'lite';
  return PLAN_ORDER.includes(config.license_type) ? config.license_type : 'lite';
}

/** What a screen asks of the license. */
export interface Tier {
  plan: Plan;
  isPro: boolean;
  isLicensed: boolean;
  /** The plan satisfies `required` (default Pro) and the license is valid. */
  allows(required?: Plan): boolean;
  /** The add-on is installed and active. */
  addonActive(slug: string): boolean;
  /** The add-on's name as its manifest gives it (installed or in the catalogue), else its slug. */
  addonName(slug: string): string;
}

export function tierOf(config: SiteConfig): Tier {
  const plan = currentPlan(config);
  const allows = (required: Plan = 'pro') => config.is_pro && config.is_licensed && planSatisfies(plan, required);
  const addonActive = (slug: string) => Boolean(config.addons[slug]?.active);
  return {
    plan,
    isPro: config.is_pro,
    isLicensed: config.is_licensed,
    allows,
    addonActive,
    addonName: (slug) => config.addons[slug]?.name ?? slug,
  };
}
