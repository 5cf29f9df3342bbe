import { ACCESS_SCREEN_STRINGS as S } from './strings';

/** The host's shortest accepted password (`MIN_PASSWORD_LEN` in host/src/accounts/passwords.rs). */
const MIN_PASSWORD_LENGTH = 8;

/**
 * The host's message when `password` is too short for it, else undefined. Counts characters as
 * the host does, not UTF-16 units (an emoji is one character).
 */
export function passwordTooShort(password: string): string | undefined {
  return [...password].length < MIN_PASSWORD_LENGTH ? S.passwordTooShort : undefined;
}
