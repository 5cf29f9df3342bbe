/**
 * The shell's own words around add-on remotes and locked add-ons. The spec's: 'Please activate the
 * {name} addon to access this feature.', 'Activate Addon', 'Install & Activate', 'Activate License'
 * (spec 000 §2 setup step, spec 002 §2.1, §2.3, §5); the upgrade prompt's are src/upgrade's.
 */
export const FEDERATION_STRINGS = {
  /** The one warning notice per add-on whose remote failed to load or crashed. */
  failed: (name: string) => `The ${name} add-on could not be loaded; its part of this screen is skipped.`,
  /** /admin/x/{slug}/… when no active add-on provides that page. */
  noPage: 'There is nothing at this address.',
  loading: 'Loading…',
  /** The text alternative of the lock beside a locked add-on's name. */
  locked: '(locked)',
  /** A Pro install without a valid license. */
  licenseNeeded: (feature: string) => `${feature} needs a valid license key.`,
  activateLicense: 'Activate License',
  /** Licensed, and the add-on is not installed or not active. */
  activateNotice: (name: string) => `Please activate the ${name} addon to access this feature.`,
  installAndActivate: 'Install & Activate',
  /** A locked part's own upgrade button (its accessible name is '{feature} (locked)'). */
  upgrade: 'Upgrade',
  activateAddon: 'Activate Addon',
} as const;
