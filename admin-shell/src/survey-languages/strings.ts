import { catalogue } from '../language/catalogue';
import en from './locales/en.json';

const m = catalogue('survey-languages', en);

/** What the shell says about the languages surveys are offered in, wherever it names one (settings, the editor’s translations, results). */
export const SURVEY_LANGUAGE_STRINGS = m.strings({
  /** 'German (de)'; a tag the browser has no name for is shown alone. */
  withTag: (name: string, tag: string) => (name === tag ? tag : m.format('withTag', { name, tag })),
  /** A response with no language: sent before languages existed, or on a one-language site. */
  notRecorded: 'notRecorded',
});
