/** What the Growth Tools screen says (spec 002 §2.8). */
export const GROWTH_STRINGS = {
  heading: 'Growth Tools',
  intro: "Tools and guides that help your site get more visitors, keep them engaged and sell more. Each plugin button opens the plugin's own page.",
  navLabel: 'Growth tools sections',
  sections: {
    featured: 'Featured',
    traffic: 'Traffic',
    engagement: 'Engagement',
    revenue: 'Revenue',
    guides: 'Guides & Resources',
  },
  getPlugin: (title: string) => `Get ${title}`,
  learnMore: 'Learn More',
  readGuide: 'Read This Guide',
  loading: 'Loading…',
  newTab: '(opens in a new tab)',
} as const;
