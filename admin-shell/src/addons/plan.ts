import type { AddonItem } from '@hearken/addon-sdk';

const LABELS = ['Plus', 'Pro', 'Elite'] as const;
export type PlanLabel = (typeof LABELS)[number];

/**
 * The plan label of a card: the lowest plan named in the add-on's categories (an add-on in
 * "Pro" and "Elite" is a Pro add-on). Without such a category, the add-on's own plan.
 */
export function planLabel(addon: Pick<AddonItem, 'categories' | 'plan'>): PlanLabel | null {
  const named = new Set(addon.categories.map((c) => c.trim().toLowerCase()));
  const fromCategories = LABELS.find((label) => named.has(label.toLowerCase()));
  return fromCategories ?? LABELS.find((label) => label.toLowerCase() === addon.plan) ?? null;
}
