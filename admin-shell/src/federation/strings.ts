import { catalogue } from '../language/catalogue';
import en from './locales/en.json';

const m = catalogue('federation', en);

/**
 * The shell's own words around add-on remotes and locked add-ons. The spec's: 'Please activate the
 * {name} addon to access this feature.', 'Activate Addon', 'Install & Activate', 'Activate License'
 * (spec 000 §2 setup step, spec 002 §2.1, §2.3, §5); the upgrade prompt's are src/upgrade's.
 */
export const FEDERATION_STRINGS = m.strings({
  /** The one warning notice per add-on whose remote failed to load or crashed. */
  failed: (name: string) => m.format('failed', { name }),
  /** /admin/x/{slug}/… when no active add-on provides that page. */
  noPage: 'noPage',
  loading: 'loading',
  /** The text alternative of the lock beside a locked add-on's name. */
  locked: 'locked',
  /** A Pro install without a valid license. */
  licenseNeeded: (feature: string) => m.format('licenseNeeded', { feature }),
  activateLicense: 'activateLicense',
  /** Licensed, and the add-on is not installed or not active. */
  activateNotice: (name: string) => m.format('activateNotice', { name }),
  installAndActivate: 'installAndActivate',
  /** A locked part's own upgrade button (its accessible name is '{feature} (locked)'). */
  upgrade: 'upgrade',
  activateAddon: 'activateAddon',
});
