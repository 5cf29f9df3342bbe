/** The card's words. The add-on's name is its manifest's `name`. */
export const STRINGS = {
  addonName: 'Additional Templates',
  heading: (count: number) => `${count} Pro ${count === 1 ? 'template' : 'templates'} from Additional Templates`,
  ready: (count: number, total: number) =>
    count === total ? 'All of them are ready to use.' : `${count} of them ${count === 1 ? 'is' : 'are'} ready to use.`,
  /** `reason` is the host's 'Requires {addon} addon'. */
  locked: (count: number, reason: string) => `${count} ${count === 1 ? 'needs' : 'need'} more: ${reason}.`,
  list: 'Show their names',
  loading: 'Loading templates…',
} as const;
