/**
 * The e-mail addresses of the Notifications step (spec 000 §5): comma-separated `local@domain`
 * addresses; an empty value is allowed. The same test as the host's (validation.rs `is_valid_email`),
 * which also drops empty entries, so "a@b.com," passes both.
 */
import type { SurveyNotifications } from '../model/types';

/** `local@domain` with a dotted domain and no spaces, commas or angle brackets. */
export function isValidEmail(address: string): boolean {
  const at = address.lastIndexOf('@');
  if (at <= 0) return false;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  return (
    address.length <= 254 &&
    !/[\s,<>]/.test(address) &&
    !local.includes('@') &&
    domain.includes('.') &&
    !domain.startsWith('.') &&
    !domain.endsWith('.') &&
    !domain.includes('..')
  );
}

/** Every non-empty entry of the comma-separated list is an address; '' is valid. */
export function addressesValid(addresses: string): boolean {
  return addresses
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .every(isValidEmail);
}

/** The step can continue: addresses are checked only while e-mail notifications are on. */
export function notificationsStepValid(notifications: SurveyNotifications): boolean {
  const { email } = notifications;
  return !email.active || addressesValid(email.addresses);
}
