/**
 * The featured tool by license (spec 002 §2.8): an upgrade to Hearken Pro for Lite, an Elite offer
 * for a Plus or Pro license, and another maker's product for any other Pro license (Elite).
 */
import { LICENSE_SETTINGS_PATH } from '../upgrade/strings';
import { GROWTH_STRINGS as S } from './strings';
import type { Tier } from '../upgrade/tier';
import type { GrowthTool } from './tools';

/** An offer of a higher plan, entered as a license in the general settings. */
function upgrade(icon: string, words: { readonly title: string; readonly text: string; readonly button: string }): GrowthTool {
  return {
    icon,
    get title() {
      return words.title;
    },
    get description() {
      return words.text;
    },
    type: 'url',
    pluginKey: null,
    get buttonText() {
      return words.button;
    },
    url: LICENSE_SETTINGS_PATH,
    isGuide: false,
  };
}

export const UPGRADE_TO_PRO: GrowthTool = upgrade('⭐', S.featured.pro);

export const ELITE_OFFER: GrowthTool = upgrade('🔥', S.featured.elite);

export const OTHER_PRODUCT: GrowthTool = {
  icon: '📈',
  title: 'MonsterInsights',
  get description() {
    return S.plugins['google-analytics-for-wordpress']!;
  },
  type: 'plugin',
  pluginKey: 'google-analytics-for-wordpress',
  get buttonText() {
    return S.getPlugin('MonsterInsights');
  },
  url: 'https://wordpress.org/plugins/google-analytics-for-wordpress/',
  isGuide: false,
};

export function featuredTool(tier: Tier): GrowthTool {
  if (!tier.isPro) return UPGRADE_TO_PRO;
  if (tier.plan === 'plus' || tier.plan === 'pro') return ELITE_OFFER;
  return OTHER_PRODUCT;
}
