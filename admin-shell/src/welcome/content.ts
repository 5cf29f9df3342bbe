/** The Welcome screen's feature tiles, testimonials and footer links (spec 002 §2.7). */

export interface FeatureTile {
  icon: string;
  title: string;
  text: string;
}

/** Eight tiles, as the spec asks. */
export const FEATURES: FeatureTile[] = [
  { icon: '∞', title: 'Unlimited Surveys', text: 'Run as many surveys as you like and collect every response; nothing is capped.' },
  { icon: '☑', title: 'Question Types', text: 'Checkboxes, multiple choice, short and long text, email, star ratings, NPS, image choice and icon choice.' },
  { icon: '▦', title: 'Survey Templates', text: 'Start from a ready-made survey for NPS, post-purchase feedback, feature requests and more.' },
  { icon: '◎', title: 'Targeting', text: 'Show a survey on the pages, devices and visitors where the question matters.' },
  { icon: '⏱', title: 'Timing and Behavior', text: 'Ask right away, after a delay, halfway down the page or when a visitor is about to leave.' },
  { icon: '✎', title: 'Custom Branding', text: 'Match the widget to your site with your own colors, fonts and logo.' },
  { icon: '✉', title: 'Email Notifications', text: 'Get an email when a response arrives, with rules for when to send it.' },
  { icon: '⇩', title: 'Results and Exports', text: 'Read every response in the admin, follow your NPS score and export results as CSV or XLSX.' },
];

export interface Testimonial {
  quote: string;
  /** Who might say it; the quotes are samples, not real customers (see the section's note). */
  by: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    quote: 'One question on our pricing page told us more than a month of analytics.',
    by: 'Sample: a software company',
  },
  {
    quote: 'We asked shoppers why they left the checkout, and fixed the two answers we heard most.',
    by: 'Sample: an online store',
  },
  {
    quote: 'The answers stay on our own server, which is what our privacy policy needed.',
    by: 'Sample: a university department',
  },
];

export interface FooterLink {
  label: string;
  to: string;
}

export const FOOTER_LINKS: FooterLink[] = [
  { label: 'Getting Started', to: '/about/getting-started' },
  { label: 'Add-ons', to: '/addons' },
  { label: 'Settings', to: '/settings' },
  { label: 'About Hearken', to: '/about' },
];
