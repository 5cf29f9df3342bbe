/** The settings checks the screen makes before saving (spec 002 §5); the host makes the same ones. */
import { SETTINGS_STRINGS as S } from './strings';
import type { GlobalSettings } from './types';
import { addressListValid } from '../ui/emails';
import { visitorErrors } from './visitors/limits';

/** Field errors keyed by setting. */
export function validateSettings(settings: GlobalSettings): Record<string, string> {
  const errors: Record<string, string> = visitorErrors(settings);
  if (!addressListValid(settings.notifications_recipients ?? '')) {
    errors['notifications_recipients'] = S.invalidAddresses;
  }
  if (settings.logo_type === 'custom' && (settings.widget_custom_logo ?? '').trim() === '') {
    errors['widget_custom_logo'] = S.customLogoRequired;
  }
  return errors;
}

