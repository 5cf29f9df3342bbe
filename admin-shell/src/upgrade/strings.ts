import { catalogue } from '../language/catalogue';
import en from './locales/en.json';

const m = catalogue('upgrade', en);

/** Upgrade prompt texts (spec 002 §2.5, spec 000 §6). */
export const UPGRADE_STRINGS = m.strings({
  title: (feature: string, plan: string) => m.format('title', { feature, plan }),
  notAvailable: (feature: string) => m.format('notAvailable', { feature }),
  upgradeTo: (plan: string) => m.format('upgradeTo', { plan }),
  bonus: 'bonus',
  upgradeNow: (plan: string) => m.format('upgradeNow', { plan }),
  alreadyPurchased: 'alreadyPurchased',
  enterKey: 'enterKey',
  close: 'close',
  locked: (feature: string) => m.format('locked', { feature }),
});

/**
 * Where a license is bought. It opens in a new tab; the admin comes back and enters the key in
 * the general settings, which unlocks everything without a reinstall.
 */
export const PRICING_URL = 'https://hearken.io/pricing/';

/** Where "Upgrade" goes: the license entry of the general settings. */
export const LICENSE_SETTINGS_PATH = '/settings/general';
