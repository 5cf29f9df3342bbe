/** The About screen's tabs (spec 002 §2.6): route name, path below /about, and label. */
import { ABOUT_STRINGS } from './strings';

export interface AboutTab {
  name: 'about' | 'getting-started' | 'lite-vs-pro';
  /** Below /about; empty for the index child. */
  path: string;
  /** Read when shown, in the admin's language. */
  readonly label: string;
  /** Shown only to users without Pro (spec 002 §6). */
  liteOnly: boolean;
}

const T = ABOUT_STRINGS.tabs;

export const ABOUT_TABS: AboutTab[] = [
  { name: 'about', path: '', get label() { return T.about; }, liteOnly: false },
  { name: 'getting-started', path: 'getting-started', get label() { return T.gettingStarted; }, liteOnly: false },
  { name: 'lite-vs-pro', path: 'lite-vs-pro', get label() { return T.liteVsPro; }, liteOnly: true },
];
