/** What the start checklist says. Tests import these. */
export const START_STRINGS = {
  heading: 'Get started with Hearken',
  progress: (done: number, total: number) => `${done} of ${total} steps done`,
  allDone: 'All set: your site is asking and visitors are answering.',
  dismiss: 'Dismiss the start checklist',
  done: 'Done',
  toDo: 'To do',
  loading: 'Checking what is set up…',
  steps: {
    license: { label: 'Enter your license key', link: 'Enter license key' },
    addons: { label: 'Install the add-ons your plan includes', link: 'Open Add-ons' },
    survey: { label: 'Create and publish your first survey', link: 'Create a survey' },
    embed: { label: 'Put the widget on your site', link: 'Get the embed snippet' },
    answer: { label: 'Get your first answer', link: 'See results' },
  },
} as const;
