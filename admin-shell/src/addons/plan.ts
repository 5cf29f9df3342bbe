import type { AddonItem } from '@hearken/addon-sdk';

const LABELS = ['Free', 'Plus', 'Pro', 'Elite'] as const;
export type PlanLabel = (typeof LABELS)[number];

/** The license tier each label stands for (`lite` is the free tier). */
const TIER: Record<PlanLabel, string> = { Free: 'lite', Plus: 'plus', Pro: 'pro', Elite: 'elite' };

/**
 * The plan label of a card: the lowest plan named in the add-on's categories (an add-on in
 * "Pro" and "Elite" is a Pro add-on). Without such a category, the add-on's own plan, where the
 * free tier (`lite`) reads "Free".
 */
export function planLabel(addon: Pick<AddonItem, 'categories' | 'plan'>): PlanLabel | null {
  const named = new Set(addon.categories.map((c) => c.trim().toLowerCase()));
  const fromCategories = LABELS.find((label) => named.has(label.toLowerCase()));
  return fromCategories ?? LABELS.find((label) => TIER[label] === addon.plan) ?? null;
}
