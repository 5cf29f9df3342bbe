/**
 * What the results area unlocks (spec 001 §6). "Pro with licence" is the paid edition with a valid
 * key of any paid plan (Plus included): the spec names plans only for the AI summary, which needs
 * the Pro or Elite plan.
 */
import type { Tier } from '../upgrade/tier';

export interface ResultsAccess {
  /** The 30-day range, exports and the links to single responses. */
  proLicensed: boolean;
  /** The AI summary panel instead of its upsell notice. */
  aiSummary: boolean;
}

export function resultsAccess(tier: Tier): ResultsAccess {
  return {
    proLicensed: tier.isPro && tier.isLicensed,
    aiSummary: tier.allows('pro'),
  };
}
