/**
 * Which add-on unlocks a paid feature, as the host says it (`GET config` `feature_owners`), so no
 * screen names an add-on: a feature is in force while one of its owners is installed, active and
 * licensed (spec 002 §1, §5: start minimized has two owners, either will do). When none is, the
 * first owner the license covers is the one to install or activate; when the license covers none
 * of them, or the host lists no owner at all, only the plan's upgrade prompt can unlock it.
 */
import type { FeatureOwner, SiteConfig } from '../config/queries';

/** The `feature_owners` key of a paid value of a core survey field: `thank_you.type=redirect`. */
export function paidValueKey(field: string, value: string): string {
  return `${field}=${value}`;
}

export type Ownership =
  | { kind: 'in-force' }
  /** The license covers `owner`, which is not installed or not active. */
  | { kind: 'addon'; owner: FeatureOwner; installed: boolean }
  /** No owner listed, or none the license covers. */
  | { kind: 'plan' };

export function ownersOf(config: SiteConfig, key: string): FeatureOwner[] {
  return config.feature_owners[key] ?? [];
}

/**
 * The license covers `owner` unless the host says it does not (an add-on of a higher plan than
 * the license's). One the config does not list is offered: installing it is how to find out.
 */
function coveredByLicense(config: SiteConfig, owner: FeatureOwner): boolean {
  const addon = config.addons[owner.slug];
  return !addon || addon.type === 'licensed';
}

function inForce(config: SiteConfig, owner: FeatureOwner): boolean {
  const addon = config.addons[owner.slug];
  return Boolean(addon?.installed && addon.active && addon.type === 'licensed');
}

export function ownershipOf(config: SiteConfig, key: string): Ownership {
  const owners = ownersOf(config, key);
  if (owners.some((owner) => inForce(config, owner))) return { kind: 'in-force' };
  const owner = owners.find((candidate) => coveredByLicense(config, candidate));
  if (!owner) return { kind: 'plan' };
  return { kind: 'addon', owner, installed: Boolean(config.addons[owner.slug]?.installed) };
}
