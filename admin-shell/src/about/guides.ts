/** The Getting Started guides (spec 002 §2.6): each a short how-to and the screen where it is done. */
export interface Guide {
  title: string;
  text: string;
  /** A route of the admin, below /admin. */
  to: string;
  linkText: string;
}

export const GUIDES: Guide[] = [
  {
    title: 'Create your first survey',
    text: 'Pick a template or start blank, add your questions, choose who sees the survey, and publish it.',
    to: '/surveys/new/setup',
    linkText: 'Create a survey',
  },
  {
    title: 'Embed the widget',
    text: "Paste Hearken's widget script into the pages of your site: the Embed panel in the widget settings has it ready to copy, and tells you when the widget has reported its first page view. The widget shows each visitor the published survey that matches the page.",
    to: '/settings/widget',
    linkText: 'Get the embed snippet',
  },
  {
    title: 'Read your results',
    text: 'See how many visitors saw and answered each survey, follow your NPS score, and read every response.',
    to: '/results',
    linkText: 'View results',
  },
  {
    title: 'Install add-ons',
    text: 'Add-ons bring more question types, templates, targeting, branding and integrations. Install and activate them with a paid license.',
    to: '/addons',
    linkText: 'Browse add-ons',
  },
];
