import { catalogue } from '../language/catalogue';
import en from './locales/en.json';

const m = catalogue('about', en);

/** What the About screen says (spec 002 §2.6). */
export const ABOUT_STRINGS = m.strings({
  heading: 'heading',
  tabsLabel: 'tabsLabel',
  tabs: { about: 'tabs.about', gettingStarted: 'tabs.gettingStarted', liteVsPro: 'tabs.liteVsPro' },
  loading: 'loading',
  intro: {
    heading: 'intro.heading',
    paragraphs: [
      'intro.paragraphs.0',
      'intro.paragraphs.1',
    ],
  },
  crossSale: {
    heading: 'crossSale.heading',
    note: 'crossSale.note',
    loading: 'crossSale.loading',
    error: 'crossSale.error',
    viewPlugin: 'crossSale.viewPlugin',
    newTab: 'crossSale.newTab',
  },
  guides: {
    heading: 'guides.heading',
    intro: 'guides.intro',
  },
  compare: {
    heading: 'compare.heading',
    intro: 'compare.intro',
    caption: 'compare.caption',
    feature: 'compare.feature',
    lite: 'compare.lite',
    pro: 'compare.pro',
    upgrade: 'compare.upgrade',
  },
});
