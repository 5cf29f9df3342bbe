import { catalogue } from '../language/catalogue';
import en from './locales/en.json';

const m = catalogue('growth-tools', en);

/** What the Growth Tools screen says (spec 002 §2.8). */
export const GROWTH_STRINGS = m.strings({
  heading: 'heading',
  intro: 'intro',
  navLabel: 'navLabel',
  sections: {
    featured: 'sections.featured',
    traffic: 'sections.traffic',
    engagement: 'sections.engagement',
    revenue: 'sections.revenue',
    guides: 'sections.guides',
  },
  getPlugin: (title: string) => m.format('getPlugin', { title }),
  learnMore: 'learnMore',
  readGuide: 'readGuide',
  loading: 'loading',
  newTab: 'newTab',
  /** What each plugin does, by its WordPress.org slug (the plugins' names are their makers'). */
  plugins: m.byName({
    'all-in-one-seo-pack': 'plugins.all-in-one-seo-pack',
    'coming-soon': 'plugins.coming-soon',
    'wpforms-lite': 'plugins.wpforms-lite',
    'optinmonster': 'plugins.optinmonster',
    'pushengage': 'plugins.pushengage',
    'stripe': 'plugins.stripe',
    'easy-digital-downloads': 'plugins.easy-digital-downloads',
    'google-analytics-for-wordpress': 'plugins.google-analytics-for-wordpress',
  }),
  guides: {
    start: { title: 'guides.start.title', text: 'guides.start.text' },
    nps: { title: 'guides.nps.title', text: 'guides.nps.text' },
    questions: { title: 'guides.questions.title', text: 'guides.questions.text' },
  },
  featured: {
    pro: { title: 'featured.pro.title', text: 'featured.pro.text', button: 'featured.pro.button' },
    elite: { title: 'featured.elite.title', text: 'featured.elite.text', button: 'featured.elite.button' },
  },
});
