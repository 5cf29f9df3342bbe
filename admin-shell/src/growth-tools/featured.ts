/**
 * The featured tool by license (spec 002 §2.8): an upgrade to Hearken Pro for Lite, an Elite offer
 * for a Plus or Pro license, and another maker's product for any other Pro license (Elite).
 */
import { LICENSE_SETTINGS_PATH } from '../upgrade/strings';
import type { Tier } from '../upgrade/tier';
import type { GrowthTool } from './tools';

export const UPGRADE_TO_PRO: GrowthTool = {
  icon: '⭐',
  title: 'Upgrade to Hearken Pro',
  description:
    'Every question type, 20+ templates, targeting, branding, scheduling and exports. Hearken Lite users get 50% off regular price at checkout.',
  type: 'url',
  pluginKey: null,
  buttonText: 'Upgrade to Pro',
  url: LICENSE_SETTINGS_PATH,
  isGuide: false,
};

export const ELITE_OFFER: GrowthTool = {
  icon: '🔥',
  title: 'Upgrade to Hearken Elite',
  description: 'Heatmaps show where visitors click and how far they scroll. Elite includes everything in your current plan too.',
  type: 'url',
  pluginKey: null,
  buttonText: 'Upgrade to Elite',
  url: LICENSE_SETTINGS_PATH,
  isGuide: false,
};

export const OTHER_PRODUCT: GrowthTool = {
  icon: '📈',
  title: 'MonsterInsights',
  description: 'Connect your WordPress site to Google Analytics and see how visitors find and use it, right in your dashboard.',
  type: 'plugin',
  pluginKey: 'google-analytics-for-wordpress',
  buttonText: 'Get MonsterInsights',
  url: 'https://wordpress.org/plugins/google-analytics-for-wordpress/',
  isGuide: false,
};

export function featuredTool(tier: Tier): GrowthTool {
  if (!tier.isPro) return UPGRADE_TO_PRO;
  if (tier.plan === 'plus' || tier.plan === 'pro') return ELITE_OFFER;
  return OTHER_PRODUCT;
}
