/** The Getting Started guides (spec 002 §2.6): each a short how-to and the screen where it is done. */
import { ABOUT_STRINGS } from './strings';

export interface Guide {
  readonly title: string;
  readonly text: string;
  /** A route of the admin, below /admin. */
  to: string;
  readonly linkText: string;
}

/** Each guide's screen; its words are read when shown, in the admin's language. */
export const GUIDES: Guide[] = ['/surveys/new/setup', '/settings/widget', '/results', '/addons'].map((to, i) => ({
  to,
  get title() {
    return ABOUT_STRINGS.guideList[i]!.title;
  },
  get text() {
    return ABOUT_STRINGS.guideList[i]!.text;
  },
  get linkText() {
    return ABOUT_STRINGS.guideList[i]!.linkText;
  },
}));
