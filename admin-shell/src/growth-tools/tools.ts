/**
 * Growth tool items (spec 002 §3) and the sections that list them (spec 002 §2.8). Static data:
 * Hearken has no endpoint for them. A plugin item's button opens its page in the WordPress plugin
 * directory, keyed by `pluginKey`; Hearken cannot install software on the site that embeds it.
 */
import { GROWTH_STRINGS as S } from './strings';

/** A tool's words are read when shown, in the admin's language. */
export interface GrowthTool {
  /** A glyph shown beside the title; nothing is fetched for it. */
  icon: string;
  readonly title: string;
  readonly description: string;
  type: 'plugin' | 'url';
  /** The plugin's WordPress.org slug; null for a link. */
  pluginKey: string | null;
  readonly buttonText: string;
  /** External address, or an admin route when it starts with '/'. */
  url: string;
  isGuide: boolean;
}

export type SectionId = keyof typeof S.sections;

export interface GrowthSection {
  id: SectionId;
  readonly title: string;
  tools: GrowthTool[];
}

/** A WordPress.org plugin: its maker's name, what it does in the admin's language. */
function plugin(pluginKey: string, icon: string, title: string): GrowthTool {
  return {
    icon,
    title,
    get description() {
      return S.plugins[pluginKey]!;
    },
    type: 'plugin',
    pluginKey,
    get buttonText() {
      return S.getPlugin(title);
    },
    url: `https://wordpress.org/plugins/${pluginKey}/`,
    isGuide: false,
  };
}

/** Another maker's product outside WordPress.org; `key` names its description. */
function link(icon: string, title: string, key: string, url: string): GrowthTool {
  return {
    icon,
    title,
    get description() {
      return S.plugins[key]!;
    },
    type: 'url',
    pluginKey: null,
    get buttonText() {
      return S.learnMore;
    },
    url,
    isGuide: false,
  };
}

function guide(words: { readonly title: string; readonly text: string }, url: string): GrowthTool {
  return {
    icon: '📖',
    get title() {
      return words.title;
    },
    get description() {
      return words.text;
    },
    type: 'url',
    pluginKey: null,
    get buttonText() {
      return S.readGuide;
    },
    url,
    isGuide: true,
  };
}

/** The sections below Featured, in the order of the tab anchors. */
export const SECTIONS: GrowthSection[] = [
  {
    id: 'traffic',
    get title() {
      return S.sections.traffic;
    },
    tools: [plugin('all-in-one-seo-pack', '🔍', 'All in One SEO'), plugin('coming-soon', '🚀', 'SeedProd')],
  },
  {
    id: 'engagement',
    get title() {
      return S.sections.engagement;
    },
    tools: [
      plugin('wpforms-lite', '📝', 'WPForms'),
      plugin('optinmonster', '📣', 'OptinMonster'),
      link('🔔', 'PushEngage', 'pushengage', 'https://www.pushengage.com/'),
    ],
  },
  {
    id: 'revenue',
    get title() {
      return S.sections.revenue;
    },
    tools: [plugin('stripe', '💳', 'WP Simple Pay'), plugin('easy-digital-downloads', '📦', 'Easy Digital Downloads')],
  },
  {
    id: 'guides',
    get title() {
      return S.sections.guides;
    },
    tools: [
      guide(S.guides.start, '/about/getting-started'),
      guide(S.guides.nps, 'https://en.wikipedia.org/wiki/Net_promoter_score'),
      guide(S.guides.questions, 'https://en.wikipedia.org/wiki/Questionnaire_construction'),
    ],
  },
];
