/** What the About screen says (spec 002 §2.6). */
export const ABOUT_STRINGS = {
  heading: 'About Hearken',
  tabsLabel: 'About pages',
  tabs: { about: 'About Us', gettingStarted: 'Getting Started', liteVsPro: 'Lite vs Pro' },
  loading: 'Loading…',
  intro: {
    heading: 'Hearken: feedback surveys you host yourself',
    paragraphs: [
      'Hearken lets you ask the visitors of your website what they think. You build a survey here, add a small widget to your site, and visitors answer one question at a time.',
      'Hearken runs on your own server and keeps every response in your own database, so the feedback your visitors give stays with you.',
    ],
  },
  crossSale: {
    heading: 'Plugins that work well with Hearken',
    note: "If your site runs on WordPress, these plugins from other makers pair well with Hearken. Each link opens the plugin's own page.",
    loading: 'Loading plugins…',
    error: 'The list of plugins could not be loaded.',
    viewPlugin: 'View plugin',
    newTab: '(opens in a new tab)',
  },
  guides: {
    heading: 'Getting Started',
    intro: 'New to Hearken? These guides take you from your first survey to reading the answers.',
  },
  compare: {
    heading: 'Lite vs Pro',
    intro: 'Hearken Lite is free for as long as you like. Hearken Pro adds the tools that help you ask the right visitors at the right moment.',
    caption: 'Features of Hearken Lite and Hearken Pro',
    feature: 'Feature',
    lite: 'Lite',
    pro: 'Pro',
    upgrade: 'Upgrade to Hearken Pro',
  },
} as const;
