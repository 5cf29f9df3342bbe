/** Upgrade prompt texts (spec 002 §2.5, spec 000 §6). */
export const UPGRADE_STRINGS = {
  title: (feature: string, plan: string) => `${feature} is a ${plan} feature`,
  notAvailable: (feature: string) => `We're sorry, the ${feature} is not available on your plan.`,
  upgradeTo: (plan: string) => `Please upgrade to the ${plan} plan to unlock all these awesome features.`,
  bonus: 'Bonus: Hearken Lite users get 50% off regular price, automatically applied at checkout.',
  upgradeNow: (plan: string) => `Upgrade to ${plan}`,
  alreadyPurchased: 'Already purchased?',
  enterKey: 'Enter your license key',
  close: 'Close',
  locked: (feature: string) => `${feature} (locked)`,
} as const;

/**
 * Where a license is bought. It opens in a new tab; the admin comes back and enters the key in
 * the general settings, which unlocks everything without a reinstall.
 */
export const PRICING_URL = 'https://hearken.io/pricing/';

/** Where "Upgrade" goes: the license entry of the general settings. */
export const LICENSE_SETTINGS_PATH = '/settings/general';
