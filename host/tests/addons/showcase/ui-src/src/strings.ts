/** What each of the Showcase's parts says: the texts e2e/tests/extension-points.test.mjs finds. */
export const STRINGS = {
  pageTitle: 'Showcase page',
  pagePath: (path: string) => `This is the Showcase page at “/${path}”.`,
  asking: 'Asking the Showcase component…',
  noAnswer: 'The Showcase component did not answer.',
  settingsTitle: 'Showcase settings',
  license: (plan: string) => `The Showcase settings tab sees the ${plan} license.`,
  cardTitle: 'Showcase card',
  cardText: (step: string, title: string) => `The Showcase card on the ${step} step of “${title}”.`,
  panelTitle: 'Showcase panel',
  panelText: (surveyId: number) => `The Showcase panel on the results of survey ${surveyId}.`,
} as const;
