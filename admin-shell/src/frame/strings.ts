/** What the frame around every screen says: navigation labels, the phone menu, Help. Tests import these. */
export const FRAME_STRINGS = {
  product: 'Hearken',
  skipToContent: 'Skip to content',
  loading: 'Loading…',
  mainNav: 'Main',
  devMode:
    'Development mode: license keys of the development issuer, whose private key is public, are accepted. Never run a production site like this.',
  /** The phone menu's button (under 768 px wide). */
  menu: 'Menu',
  nav: {
    surveys: 'Surveys',
    results: 'Results',
    settings: 'Settings',
    users: 'Users',
    addons: 'Add-ons',
    help: 'Help',
    welcome: 'Welcome',
    about: 'About',
    growthTools: 'Growth Tools',
  },
} as const;
