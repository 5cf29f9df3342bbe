import { catalogue } from '../../language/catalogue';
import en from './locales/en.json';

const m = catalogue('results/quotas', en);

/** What a survey's results say about its quotas (issue 35): how full each one is. */
export const RESULTS_QUOTAS_STRINGS = m.strings({
  heading: 'heading',
  note: 'note',
  /** 'Pro: 40 of 100'; the bar's name. */
  fill: (value: string, filled: number, limit: number) =>
    m.format(filled >= limit ? 'fillFull' : 'fill', { value, filled, limit }),
  about: (question: string, action: string) => m.format('about', { question, action }),
  actions: { end: 'actions.end', continue: 'actions.continue' },
});
