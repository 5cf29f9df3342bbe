/** The shell's own words around add-on remotes (the spec is silent on them). */
export const FEDERATION_STRINGS = {
  /** The one warning notice per add-on whose remote failed to load or crashed. */
  failed: (name: string) => `The ${name} add-on could not be loaded; its part of this screen is skipped.`,
  /** /admin/x/{slug}/… when no active add-on provides that page. */
  noPage: 'There is nothing at this address.',
  loading: 'Loading…',
} as const;
