/** The settings checks the screen makes before saving (spec 002 §5); the host makes the same ones. */
import { SETTINGS_STRINGS as S } from './strings';
import type { GlobalSettings } from './types';

/** local@domain with a dotted domain, no spaces, commas or angle brackets (the host's rule). */
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

/** Comma-separated e-mails; blank entries and an empty list are allowed. */
export function areValidRecipients(value: string): boolean {
  return value
    .split(',')
    .map((a) => a.trim())
    .filter((a) => a !== '')
    .every(isValidEmail);
}

/** Field errors keyed by setting. */
export function validateSettings(settings: GlobalSettings): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!areValidRecipients(settings.notifications_recipients ?? '')) {
    errors['notifications_recipients'] = S.invalidAddresses;
  }
  if (settings.logo_type === 'custom' && (settings.widget_custom_logo ?? '').trim() === '') {
    errors['widget_custom_logo'] = S.customLogoRequired;
  }
  return errors;
}

