import { catalogue } from '../../language/catalogue';
import en from './locales/en.json';

const m = catalogue('results/language', en);

/** What the results say about the language responses were answered in (issue 34 item 5). */
export const RESULTS_LANGUAGE_STRINGS = m.strings({
  filter: 'filter',
  allLanguages: 'allLanguages',
  splitHeading: 'splitHeading',
  /** The split's summary for screen readers and its one line: 'German 12 (26%) · English 30 (65%) · Not recorded 4 (9%)'. */
  share: (language: string, responses: number, percent: number) => m.format('share', { language, responses, percent }),
  splitCaption: 'splitCaption',
  splitNote: 'splitNote',
  columns: { language: 'columns.language', responses: 'columns.responses', percent: 'columns.percent' },
  /** The single response's detail. */
  detail: 'detail',
});
