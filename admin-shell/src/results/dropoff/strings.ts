import { catalogue } from '../../language/catalogue';
import en from './locales/en.json';

const m = catalogue('results/dropoff', en);

/** What a survey's results say about how far visitors got through it (issue 35 item 4). Tests import these. */
export const RESULTS_DROPOFF_STRINGS = m.strings({
  heading: 'heading',
  loading: 'loading',
  /** The card's first line: 'Shown 40 · Started 12 · Completed 9'. */
  totals: (shown: number, started: number, completed: number) => m.format('totals', { shown, started, completed }),
  /** The words before each question's two bars. */
  saw: 'saw',
  answered: 'answered',
  /** A question's numbers: '12 saw · 9 answered (75%)', the percentage of those who saw it. */
  row: (seen: number, answered: number, percent: number | null) =>
    percent === null ? m.format('rowUnseen', { seen, answered }) : m.format('row', { seen, answered, percent }),
  note: 'note',
  /** Under the note while the results are filtered to one language. */
  everyLanguage: 'everyLanguage',
  tableCaption: 'tableCaption',
  columns: {
    question: 'columns.question',
    saw: 'columns.saw',
    answered: 'columns.answered',
  },
});
