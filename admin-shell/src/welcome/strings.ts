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
  },
});
