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
});
