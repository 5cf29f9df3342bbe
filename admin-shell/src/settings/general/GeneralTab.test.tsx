import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTimeouts, settle } from '../../test/timers';
import { LITE_CONFIG, NO_LICENSE, PRO_LICENSE, proConfig } from '../fixtures';
import { posted, renderSettings } from '../renderSettings';
import { LICENSE_STRINGS as S } from '../strings';
import type { License } from '../types';
import { LICENSE_DEBOUNCE_MS } from './LicenseForm';
import { licenseNoticeOf } from './licenseNotice';
import { BLURB_DISMISSED_KEY } from './UpgradeBlurb';

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.removeItem(BLURB_DISMISSED_KEY);
});

const NEW_KEY = 'HKN1.new.key';
const keyField = () => screen.findByRole('textbox', { name: S.keyLabel });

function outcome(license: License, message = 'Your license key is valid: this site now runs Hearken Pro.') {
  return { body: { success: true, message, license, reload: false } };
}

describe('License on a licensed install', () => {
  it('shows Deactivate only when the license has both a key and a type', async () => {
    renderSettings('/settings/general');
    expect(await keyField()).toHaveValue(PRO_LICENSE.key);
    expect(screen.getByRole('button', { name: S.deactivate })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: S.refresh })).toBeInTheDocument();
    expect(screen.getByText(S.typeLabel('Pro'))).toBeInTheDocument();
  });

  it('a stored key the server cannot read (no type) has no Deactivate', async () => {
    const unreadable = { ...PRO_LICENSE, type: '', state: 'invalid', is_licensed: false, is_invalid: true };
    renderSettings('/settings/general', { routes: { 'GET license': { body: unreadable } } });
    expect(await keyField()).toHaveValue(PRO_LICENSE.key);
    expect(screen.queryByRole('button', { name: S.deactivate })).not.toBeInTheDocument();
    expect(screen.getByText(S.notices.invalid)).toBeInTheDocument();
  });

  it('verifies a changed key 500 ms after the last keystroke, then shows the stored key', async () => {
    const user = fakeTimeouts();
    const { api } = renderSettings('/settings/general', {
      routes: { 'POST license/verify': outcome({ ...PRO_LICENSE, key: NEW_KEY }) },
    });
    await settle(() => screen.getByRole('textbox', { name: S.keyLabel }));
    const field = screen.getByRole('textbox', { name: S.keyLabel });
    await user.clear(field);
    await user.type(field, NEW_KEY);

    act(() => vi.advanceTimersByTime(LICENSE_DEBOUNCE_MS - 1));
    expect(posted(api, 'license/verify')).toEqual([]);
    api.routes['GET license'] = { body: { ...PRO_LICENSE, key: NEW_KEY } };
    act(() => vi.advanceTimersByTime(1));

    await settle(() => expect(posted(api, 'license/verify')).toEqual([{ key: NEW_KEY }]));
    await settle(() => expect(screen.getByText(/Your license key is valid/)).toBeInTheDocument());
    expect(field).toHaveValue(NEW_KEY);
    expect(api.calls.filter((c) => c.path === 'license' && c.method === 'GET')).toHaveLength(2);
  });

  it('Verify checks at once; the server refusing marks the field with its message', async () => {
    const refusal = 'Your license key for Hearken has been disabled. Please use a different key.';
    const { api } = renderSettings('/settings/general', {
      routes: {
        'POST license/verify': {
          status: 422,
          body: { code: 'license_disabled', message: refusal, fields: { key: refusal } },
        },
      },
    });
    const user = userEvent.setup();
    const field = await keyField();
    await user.click(screen.getByRole('button', { name: S.verify }));

    await settle(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(refusal);
    // Said once: not again in a toast.
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    expect(posted(api, 'license/verify')).toEqual([{ key: PRO_LICENSE.key }]);
  });

  it('Deactivate removes the key and the admin refetches what it unlocks', async () => {
    const { api } = renderSettings('/settings/general', {
      routes: { 'POST license/deactivate': outcome(NO_LICENSE, 'The license key was deactivated.') },
    });
    const user = userEvent.setup();
    await keyField();
    api.routes['GET config'] = { body: LITE_CONFIG };
    api.routes['GET license'] = { body: NO_LICENSE };
    await user.click(screen.getByRole('button', { name: S.deactivate }));

    expect(await screen.findByText('The license key was deactivated.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: S.connect })).toBeInTheDocument();
  });

  it('Refresh that fails says so with the server’s text', async () => {
    renderSettings('/settings/general', {
      routes: {
        'POST license/validate': {
          status: 422,
          body: { code: 'invalid', message: 'There is no license key to refresh.' },
        },
      },
    });
    const user = userEvent.setup();
    await keyField();
    await user.click(screen.getByRole('button', { name: S.refresh }));
    expect(
      await screen.findByText(`${S.refreshError}: There is no license key to refresh.`),
    ).toBeInTheDocument();
  });
});

describe('License notices', () => {
  const flags = { ...PRO_LICENSE, is_licensed: false };

  it('expired wins over disabled, which wins over invalid', () => {
    expect(licenseNoticeOf({ ...flags, is_expired: true, is_disabled: true, is_invalid: true })?.message).toBe(
      S.notices.expired,
    );
    expect(licenseNoticeOf({ ...flags, is_disabled: true, is_invalid: true })?.message).toBe(S.notices.disabled);
    expect(licenseNoticeOf({ ...flags, is_invalid: true })?.message).toBe(S.notices.invalid);
    expect(licenseNoticeOf(PRO_LICENSE)).toBeNull();
  });

  it('an expired key shows the server’s notice with its renew link', async () => {
    const expired: License = {
      ...flags,
      state: 'expired',
      is_expired: true,
      notice: { type: 'error', message: S.notices.expired, link: '/admin/settings/general' },
    };
    renderSettings('/settings/general', { routes: { 'GET license': { body: expired } } });
    const notice = (await screen.findByText(S.notices.expired)).closest('div');
    expect(notice).not.toBeNull();
    expect(within(notice as HTMLElement).getByRole('link', { name: S.notices.renew })).toHaveAttribute(
      'href',
      '/settings/general',
    );
  });
});

describe('License on Lite', () => {
  it('entering a key upgrades, and the config is fetched again so the admin unlocks', async () => {
    const { api } = renderSettings('/settings/general', {
      config: LITE_CONFIG,
      routes: { 'GET license': { body: NO_LICENSE }, 'POST license/upgrade': outcome(PRO_LICENSE) },
    });
    const user = userEvent.setup();
    await user.type(await keyField(), PRO_LICENSE.key);
    api.routes['GET config'] = { body: proConfig() };
    api.routes['GET license'] = { body: PRO_LICENSE };
    await user.click(screen.getByRole('button', { name: S.connect }));

    expect(posted(api, 'license/upgrade')).toEqual([{ key: PRO_LICENSE.key }]);
    expect(await screen.findByRole('button', { name: S.deactivate })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'GET' && c.path === 'config').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('region', { name: S.blurb.title })).not.toBeInTheDocument();
  });

  it('a refused key is said once, under the key, in the server’s words: no dialog, no error toast', async () => {
    renderSettings('/settings/general', {
      config: LITE_CONFIG,
      routes: {
        'GET license': { body: NO_LICENSE },
        'POST license/upgrade': {
          status: 422,
          body: { code: 'license_invalid', message: S.notices.invalid, fields: { key: S.notices.invalid } },
        },
      },
    });
    const user = userEvent.setup();
    const field = await keyField();
    await user.type(field, 'nonsense');
    await user.click(screen.getByRole('button', { name: S.connect }));

    await settle(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(S.notices.invalid);
    expect(screen.getAllByText(S.notices.invalid)).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(S.notices.invalid);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('an upgrade that fails for another reason shows the upgrade error with the server’s reason and an Ok button', async () => {
    const reason = 'The database is unavailable.';
    renderSettings('/settings/general', {
      config: LITE_CONFIG,
      routes: {
        'GET license': { body: NO_LICENSE },
        'POST license/upgrade': { status: 503, body: { code: 'unavailable', message: reason, fields: {} } },
      },
    });
    const user = userEvent.setup();
    const field = await keyField();
    await user.type(field, 'HKN1.some.key');
    await user.click(screen.getByRole('button', { name: S.connect }));

    const dialog = await screen.findByRole('alertdialog', { name: S.upgradeError });
    expect(dialog).toHaveTextContent(reason);
    expect(screen.getAllByText(reason)).toHaveLength(1);
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(within(dialog).getByRole('button', { name: S.ok }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the dismissible upgrade blurb with the Lite discount', async () => {
    renderSettings('/settings/general', { config: LITE_CONFIG, routes: { 'GET license': { body: NO_LICENSE } } });
    const user = userEvent.setup();
    const blurb = await screen.findByRole('region', { name: S.blurb.title });
    expect(blurb).toHaveTextContent('50% off');
    expect(within(blurb).getAllByRole('listitem').length).toBeGreaterThan(3);

    await user.click(within(blurb).getByRole('button', { name: S.blurb.dismiss }));
    expect(screen.queryByRole('region', { name: S.blurb.title })).not.toBeInTheDocument();
  });

  it('the blurb is not shown to licensed installs, and the setup wizard is one click away', async () => {
    renderSettings('/settings/general');
    await keyField();
    expect(screen.queryByRole('region', { name: S.blurb.title })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: S.launchWizard })).toHaveAttribute('href', '/welcome');
  });
});
