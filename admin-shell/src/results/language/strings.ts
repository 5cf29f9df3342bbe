/** What the results say about the language responses were answered in (issue 34 item 5). */
export const RESULTS_LANGUAGE_STRINGS = {
  filter: 'Language',
  allLanguages: 'All languages',
  splitHeading: 'Languages',
  /** The split's summary for screen readers and its one line: 'German 12 (26%) · English 30 (65%) · Not recorded 4 (9%)'. */
  share: (language: string, responses: number, percent: number) => `${language} ${responses} (${percent}%)`,
  splitCaption: 'Responses by language',
  splitNote: 'Responses sent before languages were recorded, or on a one-language site, are “not recorded”.',
  columns: { language: 'Language', responses: 'Responses', percent: 'Percent' },
  /** The single response's detail. */
  detail: 'Language',
} as const;
