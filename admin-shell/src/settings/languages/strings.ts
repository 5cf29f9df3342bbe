import { catalogue } from '../../language/catalogue';
import en from './locales/en.json';

const m = catalogue('settings/languages', en);

/** What Settings → General → Languages says (issue 34): the languages the site's surveys are offered in. */
export const LANGUAGES_SETTING_STRINGS = m.strings({
  heading: 'heading',
  intro: 'intro',
  none: 'none',
  offered: 'offered',
  /** The button after each language; the language's name follows it for screen readers ('Remove German'). */
  remove: 'remove',
  add: 'add',
  choose: 'choose',
  chooseNone: 'chooseNone',
  tag: 'tag',
  tagHint: 'tagHint',
  addButton: 'addButton',
  notATag: (typed: string) => m.format('notATag', { typed }),
  nothingChosen: 'nothingChosen',
  alreadyOffered: (language: string) => m.format('alreadyOffered', { language }),
  added: (language: string) => m.format('added', { language }),
  removed: (language: string) => m.format('removed', { language }),
});
