import { catalogue } from '../language/catalogue';
import en from './locales/en.json';

const m = catalogue('frame', en);

/** What the frame around every screen says: navigation labels, the phone menu, Help. Tests import these. */
export const FRAME_STRINGS = m.strings({
  product: 'product',
  skipToContent: 'skipToContent',
  loading: 'loading',
  mainNav: 'mainNav',
  devMode: 'devMode',
  /** The phone menu's button (under 768 px wide). */
  menu: 'menu',
  nav: {
    surveys: 'nav.surveys',
    results: 'nav.results',
    settings: 'nav.settings',
    users: 'nav.users',
    addons: 'nav.addons',
    help: 'nav.help',
    welcome: 'nav.welcome',
    about: 'nav.about',
    growthTools: 'nav.growthTools',
  },
});
