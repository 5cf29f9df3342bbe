/** The Geo targeting card's words (spec 000 §2, spec 002 §5). The card's title is the manifest entry's label. */
export const STRINGS = {
  title: 'Geo targeting',
  showTo: 'Show to',
  all: 'All countries',
  select: 'Selected countries',
  countries: 'Countries',
  countriesHint: "Type a country's name or its two-letter code.",
  /** The spec's empty-state text for selectors. */
  placeholder: 'Please Select..',
  noMatches: 'No matches found.',
  removeCountry: (name: string) => `Remove ${name}`,
  /** Restricted to no country at all, the survey would show to nobody. */
  noCountry: 'Choose at least one country.',
} as const;
