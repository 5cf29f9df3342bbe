/** `GET config` answers for tests: one builder, so every screen's tests describe a license the same way. */
import type { Plan } from '@hearken/addon-sdk';
import type { SiteConfig } from '../config/queries';

export type LicenseFields = Pick<SiteConfig, 'is_pro' | 'is_licensed' | 'license_type'>;

/** Installed, active and licensed add-ons by slug. */
export function activeAddons(...slugs: string[]): SiteConfig['addons'] {
  return Object.fromEntries(slugs.map((slug) => [slug, { installed: true, active: true, type: 'licensed' }]));
}

export function siteConfig(license: LicenseFields, addons: SiteConfig['addons'] = {}): SiteConfig {
  return { ...license, admin_email: 'ada@example.com', timezone: 'UTC', nonce: 'nonce-123', addons, capabilities: [] };
}

/** A license of `plan`: Lite unlicensed, any other plan Pro with a valid key. */
export function licensedConfig(plan: Plan, addons: SiteConfig['addons'] = {}): SiteConfig {
  const isPro = plan !== 'lite';
  return siteConfig({ is_pro: isPro, is_licensed: isPro, license_type: plan }, addons);
}

export const LITE_CONFIG = licensedConfig('lite');
/** Pro installed, no valid key. */
export const PRO_WITHOUT_KEY_CONFIG = siteConfig({ is_pro: true, is_licensed: false, license_type: 'pro' });
