/**
 * E-mail address lists, as the host checks them (validation.rs `is_valid_email`): the survey's
 * notification addresses (spec 000 §5) and the settings' recipients (spec 002 §5).
 */

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

/** Every non-empty entry of the comma-separated list is an address; '' is valid (so is "a@b.com,"). */
export function addressListValid(addresses: string): boolean {
  return addresses
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .every(isValidEmail);
}
