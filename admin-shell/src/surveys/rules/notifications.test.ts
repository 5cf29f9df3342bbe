import { describe, expect, it } from 'vitest';
import { defaultNotifications } from '../model/defaults';
import { addressesValid, isValidEmail, notificationsStepValid } from './notifications';

describe('notification addresses', () => {
  it('accepts an empty list', () => {
    expect(addressesValid('')).toBe(true);
    expect(addressesValid('   ')).toBe(true);
  });

  it('accepts comma-separated local@domain addresses, with or without spaces', () => {
    expect(addressesValid('admin@example.com')).toBe(true);
    expect(addressesValid('admin@example.com, team@example.co.uk,ops@mail.example.org')).toBe(true);
    expect(addressesValid('admin@example.com,')).toBe(true);
  });

  it('refuses a list with any address that is not local@domain', () => {
    expect(addressesValid('admin@example.com, team')).toBe(false);
    expect(addressesValid('admin@example.com team@example.com')).toBe(false);
    expect(addressesValid('@example.com')).toBe(false);
    expect(addressesValid('ops@localhost')).toBe(false);
    expect(addressesValid('ops@example..com')).toBe(false);
    expect(isValidEmail('a@b@example.com')).toBe(false);
  });

  it('checks addresses only while e-mail notifications are on', () => {
    const notifications = defaultNotifications();
    notifications.email.addresses = 'not an address';
    expect(notificationsStepValid(notifications)).toBe(false);
    notifications.email.active = false;
    expect(notificationsStepValid(notifications)).toBe(true);
  });
});
