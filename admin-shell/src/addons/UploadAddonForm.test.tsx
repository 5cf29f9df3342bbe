import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, mockApi, type Reply, type Route } from '../test/api';
import { renderSignedIn } from '../test/render';
import { describeCapabilities } from './capabilities';
import { PAGE_PULSE_CONSENT, TEMPLATES } from './fixtures';
import { ADDONS_STRINGS as S } from './strings';
import { UploadAddonForm } from './UploadAddonForm';

const UPLOAD = 'addons/upload?activate=true';
const CONSENTED = `addons/upload?activate=true&consent=${PAGE_PULSE_CONSENT.sha256}`;
const PAGE_PULSE = {
  ...TEMPLATES,
  slug: 'page-pulse',
  title: 'Page Pulse',
  installed: true,
  active: true,
  source: 'upload',
  signed: 'unsigned',
};

async function uploadPagePulse(routes: Record<string, Route> = {}) {
  const api = mockApi({ [`POST ${UPLOAD}`]: { status: 409, body: PAGE_PULSE_CONSENT }, ...routes });
  renderSignedIn(<UploadAddonForm />);
  const user = userEvent.setup();
  await user.upload(screen.getByLabelText(S.uploadLabel), new File(['zip'], 'page-pulse.hkpkg'));
  await user.click(screen.getByRole('button', { name: S.uploadSubmit }));
  const dialog = await screen.findByRole('dialog', { name: 'Install Page Pulse?' });
  return { api, user, dialog };
}

describe('uploading a package no trusted publisher signed', () => {
  it('asks first, with the host’s warning, the author, the version and what the add-on may do', async () => {
    const { dialog } = await uploadPagePulse();

    expect(dialog).toHaveAccessibleDescription(PAGE_PULSE_CONSENT.message);
    expect(dialog).toHaveTextContent('Example Co.');
    expect(dialog).toHaveTextContent('1.0.0');
    const mayDo = within(dialog).getByRole('list', { name: S.whatItMayDo });
    expect(within(mayDo).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      describeCapabilities(PAGE_PULSE_CONSENT.capabilities),
    );
    expect(within(mayDo).getByText('Hosts it may reach: hooks.example.com, 127.0.0.1 (any port)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: S.consentCancel })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names the settings the add-on would own, plugin-wide and in each survey', async () => {
    const { dialog } = await uploadPagePulse();

    const mayDo = within(dialog).getByRole('list', { name: S.whatItMayDo });
    expect(within(mayDo).getByText(S.mayDo.pluginSettings('mode, token'))).toBeInTheDocument();
    expect(within(mayDo).getByText(S.mayDo.surveySettings('nudge'))).toBeInTheDocument();
  });

  it('Install anyway sends the same package again with its sha256 as consent, then says it was installed', async () => {
    const installed = deferred<Reply>();
    const { api, user, dialog } = await uploadPagePulse({ [`POST ${CONSENTED}`]: () => installed.promise });

    await user.click(within(dialog).getByRole('button', { name: S.consentInstall }));

    const installing = within(dialog).getByRole('button', { name: S.consentInstalling });
    expect(installing).toHaveAttribute('aria-disabled', 'true');
    expect(installing).toHaveFocus();
    const again = api.calls.find((call) => call.path === CONSENTED);
    expect(again?.headers['X-Hearken-Nonce']).toBe('nonce-123');
    expect((again?.body as FormData).get('package')).toHaveProperty('name', 'page-pulse.hkpkg');

    installed.resolve({ status: 201, body: PAGE_PULSE });
    expect(await screen.findByText(S.uploaded('Page Pulse', '1.0.0'))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.unmatched).toEqual([]);
  });

  it('Cancel closes the dialog and sends nothing more', async () => {
    const { api, user, dialog } = await uploadPagePulse();

    await user.click(within(dialog).getByRole('button', { name: S.consentCancel }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual([UPLOAD]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(S.uploaded('Page Pulse', '1.0.0'))).not.toBeInTheDocument();
  });

  it('Escape cancels like Cancel', async () => {
    const { api, user } = await uploadPagePulse();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual([UPLOAD]);
  });
});

it('a package refused for its signature shows the host’s message and asks nothing', async () => {
  const message = 'Only packages signed by the Hearken publisher may use the slug behavior.';
  mockApi({ [`POST ${UPLOAD}`]: { status: 403, body: { code: 'signature_required', message } } });
  renderSignedIn(<UploadAddonForm />);
  const user = userEvent.setup();

  await user.upload(screen.getByLabelText(S.uploadLabel), new File(['zip'], 'behavior.hkpkg'));
  await user.click(screen.getByRole('button', { name: S.uploadSubmit }));

  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
