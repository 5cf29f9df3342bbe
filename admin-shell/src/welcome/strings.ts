/** What the Welcome screen says (spec 002 §2.7, price from §9). */
export const WELCOME_STRINGS = {
  pageTitle: 'Welcome',
  heading: 'Welcome to Hearken',
  lead: 'Ask your visitors what they think, right on your website, and keep every answer on your own server.',
  createSurvey: 'Create Your First Survey',
  readGuide: 'Read Our Guide',
  video: {
    heading: 'See how it works',
    placeholder: 'The walkthrough video is not shown here: the Hearken admin does not load videos from other sites.',
    guideLink: 'Read the Getting Started guide instead',
    caption: 'Getting started with Hearken: create a survey, add the widget to your site and read the answers.',
  },
  featuresHeading: 'Everything you need to hear from your visitors',
  upgrade: {
    heading: 'Upgrade to Hearken Pro',
    text: 'Unlock every question type, 20+ templates, targeting, branding, scheduling and exports.',
    price: '$199',
    period: 'per year',
    link: 'Upgrade to Pro',
  },
  testimonials: {
    heading: 'What people say',
    note: 'These are sample testimonials that show where customer quotes will go; they are not from real customers.',
  },
  footer: {
    tagline: 'Hearken: self-hosted feedback surveys.',
    label: 'Hearken links',
  },
} as const;
