/**
 * Growth tool items (spec 002 §3) and the sections that list them (spec 002 §2.8). Static data:
 * Hearken has no endpoint for them. A plugin item's button opens its page in the WordPress plugin
 * directory, keyed by `pluginKey`; Hearken cannot install software on the site that embeds it.
 */
import { GROWTH_STRINGS as S } from './strings';

export interface GrowthTool {
  /** A glyph shown beside the title; nothing is fetched for it. */
  icon: string;
  title: string;
  description: string;
  type: 'plugin' | 'url';
  /** The plugin's WordPress.org slug; null for a link. */
  pluginKey: string | null;
  buttonText: string;
  /** External address, or an admin route when it starts with '/'. */
  url: string;
  isGuide: boolean;
}

export type SectionId = keyof typeof S.sections;

export interface GrowthSection {
  id: SectionId;
  title: string;
  tools: GrowthTool[];
}

function plugin(pluginKey: string, icon: string, title: string, description: string): GrowthTool {
  return {
    icon,
    title,
    description,
    type: 'plugin',
    pluginKey,
    buttonText: S.getPlugin(title),
    url: `https://wordpress.org/plugins/${pluginKey}/`,
    isGuide: false,
  };
}

function link(icon: string, title: string, description: string, url: string): GrowthTool {
  return { icon, title, description, type: 'url', pluginKey: null, buttonText: S.learnMore, url, isGuide: false };
}

function guide(title: string, description: string, url: string): GrowthTool {
  return { icon: '📖', title, description, type: 'url', pluginKey: null, buttonText: S.readGuide, url, isGuide: true };
}

/** The sections below Featured, in the order of the tab anchors. */
export const SECTIONS: GrowthSection[] = [
  {
    id: 'traffic',
    title: S.sections.traffic,
    tools: [
      plugin(
        'all-in-one-seo-pack',
        '🔍',
        'All in One SEO',
        'Help search engines find and understand your pages, with sitemaps, meta tags and on-page SEO checks.',
      ),
      plugin('coming-soon', '🚀', 'SeedProd', 'Build landing pages and coming-soon pages with a drag-and-drop editor.'),
    ],
  },
  {
    id: 'engagement',
    title: S.sections.engagement,
    tools: [
      plugin(
        'wpforms-lite',
        '📝',
        'WPForms',
        'The drag-and-drop form builder used on over 6 million websites: contact forms, registrations, payments and more.',
      ),
      plugin(
        'optinmonster',
        '📣',
        'OptinMonster',
        'Popups, floating bars and slide-ins that turn visitors into subscribers and customers.',
      ),
      link(
        '🔔',
        'PushEngage',
        'Web push notifications that bring visitors back when you publish something new.',
        'https://www.pushengage.com/',
      ),
    ],
  },
  {
    id: 'revenue',
    title: S.sections.revenue,
    tools: [
      plugin(
        'stripe',
        '💳',
        'WP Simple Pay',
        'Take one-time and recurring payments through Stripe without building a full shop.',
      ),
      plugin(
        'easy-digital-downloads',
        '📦',
        'Easy Digital Downloads',
        'Sell e-books, software, music and other digital products from your own site.',
      ),
    ],
  },
  {
    id: 'guides',
    title: S.sections.guides,
    tools: [
      guide(
        'Getting started with Hearken',
        'Create a survey, add the widget to your site and read the answers.',
        '/about/getting-started',
      ),
      guide(
        'Net Promoter Score',
        'What NPS measures, how the score is worked out and how to read it.',
        'https://en.wikipedia.org/wiki/Net_promoter_score',
      ),
      guide(
        'Writing good survey questions',
        'How the wording and order of questions change the answers you get.',
        'https://en.wikipedia.org/wiki/Questionnaire_construction',
      ),
    ],
  },
];
