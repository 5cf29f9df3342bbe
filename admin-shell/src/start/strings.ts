import { catalogue } from '../language/catalogue';
import en from './locales/en.json';

const m = catalogue('start', en);

/** What the start checklist says. Tests import these. */
export const START_STRINGS = m.strings({
  heading: 'heading',
  progress: (done: number, total: number) => m.format('progress', { done, total }),
  allDone: 'allDone',
  dismiss: 'dismiss',
  done: 'done',
  toDo: 'toDo',
  loading: 'loading',
  steps: {
    license: { label: 'steps.license.label', link: 'steps.license.link' },
    addons: { label: 'steps.addons.label', link: 'steps.addons.link' },
    survey: { label: 'steps.survey.label', link: 'steps.survey.link' },
    embed: { label: 'steps.embed.label', link: 'steps.embed.link' },
    answer: { label: 'steps.answer.label', link: 'steps.answer.link' },
  },
});
