/**
 * What unlocks a locked add-on (the `locked` list of the UI manifest), decided by the shell's own
 * gating (src/upgrade) so that every placeholder, whatever its point, says the same thing:
 *
 * 1. Lite, or a license whose plan is below the add-on's: the upgrade prompt.
 * 2. A Pro install without a valid license: the link to license entry.
 * 3. Licensed, not installed: Install & Activate.
 * 4. Installed, inactive: Activate Addon.
 *
 * A `lite` plan add-on needs no license (as the host's entitlements say), so it goes straight to 3.
 */
import type { Plan } from '@hearken/addon-sdk';
import type { SiteConfig } from '../config/queries';
import type { Tier } from '../upgrade/tier';

export type LockState =
  | { kind: 'upgrade'; plan: Plan }
  | { kind: 'license' }
  | { kind: 'install' }
  | { kind: 'activate' }
  /** Nothing left to unlock here: the config already says active and licensed, the manifest lags. */
  | { kind: 'unlocked' };

/** The add-on's side of the decision. */
export interface LockedAddonState {
  plan: Plan;
  installed: boolean;
  active: boolean;
}

export function lockStateOf(tier: Pick<Tier, 'isPro' | 'isLicensed' | 'allows'>, addon: LockedAddonState): LockState {
  if (addon.plan !== 'lite') {
    if (!tier.isPro) return { kind: 'upgrade', plan: addon.plan };
    if (!tier.isLicensed) return { kind: 'license' };
    if (!tier.allows(addon.plan)) return { kind: 'upgrade', plan: addon.plan };
  }
  if (!addon.installed) return { kind: 'install' };
  if (!addon.active) return { kind: 'activate' };
  return { kind: 'unlocked' };
}

/**
 * The add-on's state as the config knows it, else as the manifest said. The config is fetched
 * again after every add-on action; the manifest only when the set of active add-ons changes, so
 * after an install that did not get as far as activating, only the config knows it is installed.
 */
export function currentAddonState(config: SiteConfig, addon: LockedAddonState & { slug: string }): LockedAddonState {
  const known = config.addons[addon.slug];
  return { plan: addon.plan, installed: known?.installed ?? addon.installed, active: known?.active ?? addon.active };
}
