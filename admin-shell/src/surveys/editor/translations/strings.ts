/** What the editor's translations say (issue 34): the language switcher, the translation panel, the translator's files, the publish note. */
export const TRANSLATIONS_STRINGS = {
  /** The header's entry point while the site offers no language and the survey has no translation. */
  translate: 'Translate',
  /** The header's language switcher. */
  switcher: 'Language',
  baseOption: (language: string) => `${language} (base)`,

  heading: 'Translations',
  headingFor: (language: string) => `Translations: ${language}`,
  close: 'Close translations',
  noLanguages:
    'This survey can be shown in other languages once the site offers some. The languages offered are set in Settings → General → Languages.',
  openSettings: 'Open Settings → General',
  askAdministrator: 'Ask an administrator to add the languages you need.',

  baseLanguage: 'Base language',
  baseLanguageHint: 'The language the survey’s texts are written in.',
  progressHeading: 'Translated texts',
  /** A language's completeness: 'German: 14 of 16 texts'. */
  progress: (language: string, translated: number, total: number) =>
    `${language}: ${translated} of ${total} ${total === 1 ? 'text' : 'texts'}`,
  fallback: (base: string) =>
    `You may publish before every text is translated: visitors see a text left empty in ${base}, the base language.`,
  chooseLanguage: 'Choose a language to translate into with the Language menu above.',
  loading: 'Loading the survey’s texts…',
  noTexts: 'This survey has no texts to translate yet.',
  textsLabel: (language: string) => `Texts in ${language}`,
  /** Read before a text's base, which stands beside its translation: 'English:'. */
  baseText: (language: string) => `${language}:`,

  /** Each text's name, from its id. */
  labels: {
    title: 'Survey title',
    questionTitle: (question: string) => `Question ${question}: title`,
    option: (question: string, option: number) => `Question ${question}: option ${option}`,
    /** A text an add-on's question type declares, by its place in the question's config ('labels.low'). */
    questionText: (question: string, path: string) => `Question ${question}: ${path}`,
    thankYou: 'Thank-you message',
    /** A text an add-on's survey setting declares, by its key ('theming.skip_text'). */
    setting: (key: string) => `Survey setting: ${key}`,
  },

  files: {
    heading: 'Files for translators',
    intro: 'Export the texts as a file a translator can fill in, one row per text and language (CSV or JSON), then import it back.',
    saveFirst: 'Save the survey first: its texts can be exported and imported once it is saved.',
    scope: 'Languages in the file',
    allLanguages: 'All languages',
    exportLabel: 'Export the texts',
    exportCsv: 'Export CSV',
    exportJson: 'Export JSON',
    exportHint: 'The file holds the saved survey’s texts: save first to include the changes made since.',
    import: 'Import a translated file (CSV or JSON)',
    importHint: 'Unsaved changes are saved first, since the file is read against the saved survey. Nothing is imported unless every row fits it.',
    importing: 'Importing…',
    imported: (count: number) => (count === 1 ? 'Imported 1 text.' : `Imported ${count} texts.`),
    refused: 'The file was not imported.',
    /** Where in the file a refusal points: 'row 3' (a CSV line) as it is, 'texts.2' (a JSON entry) counted from 1. */
    place: (key: string) => {
      const entry = /^texts\.(\d+)$/.exec(key);
      return entry ? `Text ${Number(entry[1]) + 1} of the file` : key.charAt(0).toUpperCase() + key.slice(1);
    },
    saveFailed: 'The survey could not be saved, so the file was not imported.',
    unreachable: 'The server could not be reached.',
    answered: (status: number) => `The server answered ${status}.`,
  },

  publishNote: {
    heading: 'Translations not finished',
    text: (base: string) => `You can publish: visitors see the texts not translated yet in ${base}, the base language.`,
  },
} as const;
