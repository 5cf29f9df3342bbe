/** `GET config` answers for tests: one builder, so every screen's tests describe a license the same way. */
import type { Plan } from '@hearken/addon-sdk';
import type { SiteConfig } from '../config/queries';

export type LicenseFields = Pick<SiteConfig, 'is_pro' | 'is_licensed' | 'license_type'>;

type AddonFlags = SiteConfig['addons'][string];

/** The first-party add-ons' names, as each one's addon.toml gives it. */
export const ADDON_NAMES: Readonly<Record<string, string>> = {
  templates: 'Additional Templates',
  'question-types': 'Question Types',
  branding: 'Branding',
  targeting: 'Targeting',
  behavior: 'Behavior',
  'geo-restrictions': 'Geo Restrictions',
  heatmaps: 'Heatmaps',
  'post-ratings': 'Post Ratings',
  'google-drive': 'Google Drive',
};

/** `GET config`'s entry for one add-on: its catalogue name (else its slug), installed, active and licensed, unless `state` says otherwise. */
export function addonFlags(slug: string, state: Partial<AddonFlags> = {}): AddonFlags {
  return { name: ADDON_NAMES[slug] ?? slug, installed: true, active: true, type: 'licensed', ...state };
}

/** Installed, active and licensed add-ons by slug. */
export function activeAddons(...slugs: string[]): SiteConfig['addons'] {
  return Object.fromEntries(slugs.map((slug) => [slug, addonFlags(slug)]));
}

const owner = (slug: string) => ({ slug, name: ADDON_NAMES[slug] ?? slug });
const BRANDING = owner('branding');
const BEHAVIOR = owner('behavior');
const QUESTION_TYPES = owner('question-types');

/** `feature_owners` as the host answers it with the first-party catalogue (each add-on's addon.toml). */
export const FEATURE_OWNERS: SiteConfig['feature_owners'] = {
  widget_color: [BRANDING],
  widget_text_color: [BRANDING],
  widget_button_color: [BRANDING],
  widget_toggle_color: [BRANDING],
  widget_theme: [BRANDING],
  widget_custom_logo: [BRANDING],
  widget_start_minimized: [BEHAVIOR, BRANDING],
  'thank_you.type=redirect': [BEHAVIOR],
  'thank_you.type=conditional_redirect': [BEHAVIOR],
  google_drive: [owner('google-drive')],
  heatmap_auto_delete_enabled: [owner('heatmaps')],
  heatmap_retention_period: [owner('heatmaps')],
  'question.type=star-rating': [QUESTION_TYPES],
  'question.type=nps': [QUESTION_TYPES],
  'question.type=image-radio': [QUESTION_TYPES],
  'question.type=icon-choice': [QUESTION_TYPES],
  'question.settings=randomize': [QUESTION_TYPES],
  'question.settings=comment_box': [QUESTION_TYPES],
  'widget.features=required_hides_skip': [QUESTION_TYPES],
};

export function siteConfig(license: LicenseFields, addons: SiteConfig['addons'] = {}): SiteConfig {
  return {
    ...license,
    admin_email: 'ada@example.com',
    timezone: 'UTC',
    admin_url: '/admin/',
    assets_url: '/admin/',
    nonce: 'nonce-123',
    addons,
    feature_owners: FEATURE_OWNERS,
    user: { id: 1, email: 'ada@example.com', name: 'Ada', role: 'administrator', disabled: false, language: null },
    capabilities: [],
    dev_mode: false,
    mail_configured: true,
  };
}

/** A license of `plan`: Lite unlicensed, any other plan Pro with a valid key. */
export function licensedConfig(plan: Plan, addons: SiteConfig['addons'] = {}): SiteConfig {
  const isPro = plan !== 'lite';
  return siteConfig({ is_pro: isPro, is_licensed: isPro, license_type: plan }, addons);
}

export const LITE_CONFIG = licensedConfig('lite');
/** Pro installed, no valid key. */
export const PRO_WITHOUT_KEY_CONFIG = siteConfig({ is_pro: true, is_licensed: false, license_type: 'pro' });
