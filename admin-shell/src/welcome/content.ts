/** The Welcome screen's feature tiles, testimonials and footer links (spec 002 §2.7). */
import { WELCOME_STRINGS as S } from './strings';

export interface FeatureTile {
  icon: string;
  title: string;
  text: string;
}

/** Eight tiles, as the spec asks; their words are read when shown, in the admin's language. */
export const FEATURES: FeatureTile[] = ['∞', '☑', '▦', '◎', '⏱', '✎', '✉', '⇩'].map((icon, i) => ({
  icon,
  get title() {
    return S.features[i]!.title;
  },
  get text() {
    return S.features[i]!.text;
  },
}));

export interface Testimonial {
  quote: string;
  /** Who might say it; the quotes are samples, not real customers (see the section's note). */
  by: string;
}

export const TESTIMONIALS: readonly Testimonial[] = S.quotes;

export interface FooterLink {
  label: string;
  to: string;
}

export const FOOTER_LINKS: FooterLink[] = [
  { get label() { return S.footer.links.gettingStarted; }, to: '/about/getting-started' },
  { get label() { return S.footer.links.addons; }, to: '/addons' },
  { get label() { return S.footer.links.settings; }, to: '/settings' },
  { get label() { return S.footer.links.about; }, to: '/about' },
];
