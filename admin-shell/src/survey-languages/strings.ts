/** What the shell says about the languages surveys are offered in, wherever it names one (settings, the editor’s translations, results). */
export const SURVEY_LANGUAGE_STRINGS = {
  /**
   * The language the names of languages are given in: this catalogue's own, so an English admin
   * reads "German" and a German one would read "Deutsch".
   */
  displayLocale: 'en',
  /** 'German (de)'; a tag the browser has no name for is shown alone. */
  withTag: (name: string, tag: string) => (name === tag ? tag : `${name} (${tag})`),
  /** A response with no language: sent before languages existed, or on a one-language site. */
  notRecorded: 'Not recorded',
} as const;
