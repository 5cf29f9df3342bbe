import { catalogue } from '../../../language/catalogue';
import en from './locales/en.json';

const m = catalogue('surveys/editor/translations', en);

/** What the editor's translations say (issue 34): the language switcher, the translation panel, the translator's files, the publish note. */
export const TRANSLATIONS_STRINGS = m.strings({
  /** The header's entry point while the site offers no language and the survey has no translation. */
  translate: 'translate',
  /** The header's language switcher. */
  switcher: 'switcher',
  baseOption: (language: string) => m.format('baseOption', { language }),

  heading: 'heading',
  headingFor: (language: string) => m.format('headingFor', { language }),
  close: 'close',
  noLanguages: 'noLanguages',
  openSettings: 'openSettings',
  askAdministrator: 'askAdministrator',

  baseLanguage: 'baseLanguage',
  baseLanguageHint: 'baseLanguageHint',
  progressHeading: 'progressHeading',
  /** A language's completeness: 'German: 14 of 16 texts'. */
  progress: (language: string, translated: number, total: number) => m.format('progress', { language, translated, total }),
  fallback: (base: string) => m.format('fallback', { base }),
  chooseLanguage: 'chooseLanguage',
  loading: 'loading',
  noTexts: 'noTexts',
  textsLabel: (language: string) => m.format('textsLabel', { language }),
  /** Read before a text's base, which stands beside its translation: 'English:'. */
  baseText: (language: string) => m.format('baseText', { language }),

  /** Each text's name, from its id. */
  labels: {
    title: 'labels.title',
    questionTitle: (question: string) => m.format('labels.questionTitle', { question }),
    option: (question: string, option: number) => m.format('labels.option', { question, option }),
    /** A text an add-on's question type declares, by its place in the question's config ('labels.low'). */
    questionText: (question: string, path: string) => m.format('labels.questionText', { question, path }),
    thankYou: 'labels.thankYou',
    /** A text an add-on's survey setting declares, by its key ('theming.skip_text'). */
    setting: (key: string) => m.format('labels.setting', { key }),
  },

  files: {
    heading: 'files.heading',
    intro: 'files.intro',
    saveFirst: 'files.saveFirst',
    scope: 'files.scope',
    allLanguages: 'files.allLanguages',
    exportLabel: 'files.exportLabel',
    exportCsv: 'files.exportCsv',
    exportJson: 'files.exportJson',
    exportHint: 'files.exportHint',
    import: 'files.import',
    importHint: 'files.importHint',
    importing: 'files.importing',
    imported: (count: number) => m.format('files.imported', { count }),
    refused: 'files.refused',
    /** Where in the file a refusal points: 'row 3' (a CSV line) as it is, 'texts.2' (a JSON entry) counted from 1. */
    place: (key: string) => {
      const entry = /^texts\.(\d+)$/.exec(key);
      return entry ? m.format('files.placeText', { n: Number(entry[1]) + 1 }) : key.charAt(0).toUpperCase() + key.slice(1);
    },
    saveFailed: 'files.saveFailed',
    unreachable: 'files.unreachable',
    answered: (status: number) => m.format('files.answered', { status }),
  },

  publishNote: {
    heading: 'publishNote.heading',
    text: (base: string) => m.format('publishNote.text', { base }),
  },
});
