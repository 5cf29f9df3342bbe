/** What Settings → General → Languages says (issue 34): the languages the site's surveys are offered in. */
export const LANGUAGES_SETTING_STRINGS = {
  heading: 'Languages',
  intro:
    'The languages your surveys can be translated into. A visitor sees a survey in their language when it has a translation, and in the language it was written in otherwise.',
  none: 'No languages offered: every survey shows in the language it was written in.',
  offered: 'Languages offered',
  /** The button after each language; the language's name follows it for screen readers ('Remove German'). */
  remove: 'Remove',
  add: 'Add a language',
  choose: 'Language',
  chooseNone: 'Choose a language…',
  tag: 'Or type a language tag',
  tagHint: 'A BCP 47 tag, such as de, pt-BR or zh-Hant.',
  addButton: 'Add language',
  notATag: (typed: string) => `“${typed}” is not a language tag. Use a BCP 47 tag, such as de, pt-BR or zh-Hant.`,
  nothingChosen: 'Choose a language or type its tag.',
  alreadyOffered: (language: string) => `${language} is already offered.`,
  added: (language: string) => `${language} added. Save Settings to keep it.`,
  removed: (language: string) => `${language} removed. Save Settings to keep it.`,
} as const;
