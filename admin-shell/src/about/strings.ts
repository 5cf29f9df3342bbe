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
  /** The Getting Started guides (guides.ts gives each its screen). */
  guideList: [
    { title: 'guideList.0.title', text: 'guideList.0.text', linkText: 'guideList.0.linkText' },
    { title: 'guideList.1.title', text: 'guideList.1.text', linkText: 'guideList.1.linkText' },
    { title: 'guideList.2.title', text: 'guideList.2.text', linkText: 'guideList.2.linkText' },
    { title: 'guideList.3.title', text: 'guideList.3.text', linkText: 'guideList.3.linkText' },
  ],
  /** The Lite vs Pro table: a row's feature, and what each edition has when it is not just 'Included'. */
  comparison: {
    included: 'comparison.included',
    notAvailable: 'comparison.notAvailable',
    rows: [
      { feature: 'comparison.rows.0.feature' },
      { feature: 'comparison.rows.1.feature' },
      { feature: 'comparison.rows.2.feature', lite: 'comparison.rows.2.lite', pro: 'comparison.rows.2.pro' },
      { feature: 'comparison.rows.3.feature' },
      { feature: 'comparison.rows.4.feature', lite: 'comparison.rows.4.lite', pro: 'comparison.rows.4.pro' },
      { feature: 'comparison.rows.5.feature', lite: 'comparison.rows.5.lite', pro: 'comparison.rows.5.pro' },
      { feature: 'comparison.rows.6.feature', lite: 'comparison.rows.6.lite', pro: 'comparison.rows.6.pro' },
      { feature: 'comparison.rows.7.feature', lite: 'comparison.rows.7.lite', pro: 'comparison.rows.7.pro' },
      { feature: 'comparison.rows.8.feature' },
      { feature: 'comparison.rows.9.feature', lite: 'comparison.rows.9.lite', pro: 'comparison.rows.9.pro' },
      { feature: 'comparison.rows.10.feature', lite: 'comparison.rows.10.lite', pro: 'comparison.rows.10.pro' },
      { feature: 'comparison.rows.11.feature', pro: 'comparison.rows.11.pro' },
      { feature: 'comparison.rows.12.feature', lite: 'comparison.rows.12.lite', pro: 'comparison.rows.12.pro' },
      { feature: 'comparison.rows.13.feature' },
      { feature: 'comparison.rows.14.feature', lite: 'comparison.rows.14.lite', pro: 'comparison.rows.14.pro' },
    ],
  },
});
