import { catalogue } from '../language/catalogue';
import en from './locales/en.json';

const m = catalogue('welcome', en);

/** What the Welcome screen says (spec 002 §2.7, price from §9). */
export const WELCOME_STRINGS = m.strings({
  pageTitle: 'pageTitle',
  heading: 'heading',
  lead: 'lead',
  createSurvey: 'createSurvey',
  readGuide: 'readGuide',
  video: {
    heading: 'video.heading',
    placeholder: 'video.placeholder',
    guideLink: 'video.guideLink',
    caption: 'video.caption',
  },
  featuresHeading: 'featuresHeading',
  upgrade: {
    heading: 'upgrade.heading',
    text: 'upgrade.text',
    price: 'upgrade.price',
    period: 'upgrade.period',
    link: 'upgrade.link',
  },
  testimonials: {
    heading: 'testimonials.heading',
    note: 'testimonials.note',
  },
  footer: {
    tagline: 'footer.tagline',
    label: 'footer.label',
    links: {
      gettingStarted: 'footer.links.gettingStarted',
      addons: 'footer.links.addons',
      settings: 'footer.links.settings',
      about: 'footer.links.about',
    },
  },
  /** The eight feature tiles (content.ts gives each its icon). */
  features: [
    { title: 'features.0.title', text: 'features.0.text' },
    { title: 'features.1.title', text: 'features.1.text' },
    { title: 'features.2.title', text: 'features.2.text' },
    { title: 'features.3.title', text: 'features.3.text' },
    { title: 'features.4.title', text: 'features.4.text' },
    { title: 'features.5.title', text: 'features.5.text' },
    { title: 'features.6.title', text: 'features.6.text' },
    { title: 'features.7.title', text: 'features.7.text' },
  ],
  /** Sample quotes, not from real customers (the section's note says so). */
  quotes: [
    { quote: 'testimonials.0.quote', by: 'testimonials.0.by' },
    { quote: 'testimonials.1.quote', by: 'testimonials.1.by' },
    { quote: 'testimonials.2.quote', by: 'testimonials.2.by' },
  ],
});
