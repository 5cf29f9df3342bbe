/**
 * The e-mail addresses of the Notifications step (spec 000 §5): comma-separated `local@domain`
 * addresses; an empty value is allowed. The same test as the host's (validation.rs `is_valid_email`),
 * which also drops empty entries, so "a@b.com," passes both.
 */
import type { SurveyNotifications } from '../model/types';
import { addressListValid } from '../../ui/emails';

export { isValidEmail } from '../../ui/emails';

/** Every non-empty entry of the comma-separated list is an address; '' is valid. */
export const addressesValid = addressListValid;

/** The step can continue: addresses are checked only while e-mail notifications are on. */
export function notificationsStepValid(notifications: SurveyNotifications): boolean {
  const { email } = notifications;
  return !email.active || addressesValid(email.addresses);
}
