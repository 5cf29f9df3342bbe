import { deferred } from '@hearken/addon-sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import manifest from '../../addon.toml?raw';
import { browser } from './browser';
import tab from './DriveSettings';
import { redirectUri } from './settings/ClientForm';
import { ERRORS, STRINGS } from './strings';
import { apiError, CONNECTION, connected, errorToast, FOLDER, notConnected, renderSettings, routesApi } from './testing';

const S = STRINGS.settings;
const C = STRINGS.client;
const P = STRINGS.picker;

let go: MockInstance<(url: string) => void>;

beforeEach(() => {
  go = vi.spyOn(browser, 'go').mockImplementation(() => {});
  window.history.replaceState(null, '', '/admin/settings/google-drive');
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

/** The tab's links and buttons, once the connection is loaded. */
const signIn = () => screen.findByRole('button', { name: STRINGS.signIn });
const docsLink = () => screen.getByRole('link', { name: `${S.docs} ${S.opensInNewTab}` });

describe('the Google Drive settings tab', () => {
  it('is the Google Drive tab of Settings: a settings tab at google-drive titled Google Drive', () => {
    expect(tab.point).toBe('settings-tab');
    expect(manifest).toContain(`{ point = "settings-tab", module = "./DriveSettings", target = "google-drive", label = "${S.title}" }`);
  });

  it('not connected: the title, description, Not Connected badge, help line, documentation and Sign in with Google', async () => {
    renderSettings(routesApi({ [CONNECTION]: notConnected() }));

    expect(await signIn()).toBeEnabled();
    expect(screen.getByRole('heading', { level: 2, name: S.title })).toBeInTheDocument();
    expect(screen.getByText(S.description)).toBeInTheDocument();
    expect(screen.getByText(S.notConnected)).toBeInTheDocument();
    expect(screen.queryByText(S.connected)).not.toBeInTheDocument();
    expect(screen.getByText(S.help)).toBeInTheDocument();
    expect(docsLink()).toHaveAttribute('href', 'https://hearken.io/docs/google-drive/');
    expect(docsLink()).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: S.disconnect })).not.toBeInTheDocument();
  });

  it('has no Save Settings button: each part saves itself', async () => {
    renderSettings(routesApi({ [CONNECTION]: connected({ folder: FOLDER }) }));
    await screen.findByRole('button', { name: S.disconnect });
    expect(screen.queryByRole('button', { name: /Save Settings/ })).not.toBeInTheDocument();
  });

  it('says what to do first while no OAuth client is saved', async () => {
    renderSettings(routesApi({ [CONNECTION]: notConnected({ client_id: '', has_client_secret: false }) }));
    expect(await signIn()).toHaveAccessibleDescription(S.noClient);
  });

  it('says when Google no longer accepts the access', async () => {
    renderSettings(routesApi({ [CONNECTION]: notConnected({ revoked: true }) }));
    await signIn();
    expect(screen.getByText(S.revoked)).toBeInTheDocument();
    expect(S.revoked).toBe("Google no longer accepts Hearken's access to this account. Sign in again to keep sending responses.");
  });

  it('says so when the connection cannot be loaded', async () => {
    renderSettings(routesApi({ [CONNECTION]: apiError(500, 'internal', 'Boom.') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(S.loadFailed);
  });
});

describe('Sign in with Google', () => {
  it('asks for the consent address, coming back to the settings, and sends the browser there', async () => {
    const answer = deferred<unknown>();
    const api = routesApi({ [CONNECTION]: notConnected(), 'POST addons/google-drive/auth-url': () => answer.promise });
    renderSettings(api);
    const user = userEvent.setup();

    await user.click(await signIn());

    const busy = screen.getByRole('button', { name: STRINGS.signingIn });
    expect(busy).toBeDisabled();
    expect(api.callsTo('POST addons/google-drive/auth-url')).toEqual([
      { method: 'POST', path: 'addons/google-drive/auth-url', body: { return: 'settings' } },
    ]);
    answer.resolve({ success: true, data: 'https://accounts.google.com/o/oauth2/v2/auth?client_id=1234' });
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?client_id=1234'));
    expect(screen.getByRole('button', { name: STRINGS.signingIn })).toBeDisabled();
  });

  it.each([
    ['success false', { success: false, message: 'The OAuth client is not set.' }],
    ['no data', { success: true }],
    ['empty data', { success: true, data: '' }],
    ['data that is not a string', { success: true, data: 42 }],
  ])('an answer without an address (%s) is the spec\'s error toast', async (_case, answer) => {
    const api = routesApi({ [CONNECTION]: notConnected(), 'POST addons/google-drive/auth-url': answer });
    const { notify } = renderSettings(api);

    await userEvent.setup().click(await signIn());

    await waitFor(() => expect(notify).toHaveBeenCalledExactlyOnceWith(errorToast(ERRORS.authFailed)));
    expect(ERRORS.authFailed).toBe('Failed to initiate Google Drive authentication. Please try again.');
    expect(go).not.toHaveBeenCalled();
    expect(await signIn()).toBeEnabled();
  });

  it('a call that fails is the spec\'s other error toast', async () => {
    const api = routesApi({ [CONNECTION]: notConnected(), 'POST addons/google-drive/auth-url': apiError(0, 'network_error', 'The server could not be reached.') });
    const { notify } = renderSettings(api);

    await userEvent.setup().click(await signIn());

    await waitFor(() => expect(notify).toHaveBeenCalledExactlyOnceWith(errorToast(ERRORS.connectFailed)));
    expect(ERRORS.connectFailed).toBe('An error occurred while connecting to Google Drive. Please try again.');
    expect(go).not.toHaveBeenCalled();
  });
});

describe('coming back from Google', () => {
  it('?google_drive=error says the connection failed, once, and leaves the address', async () => {
    window.history.replaceState({ idx: 3 }, '', '/admin/settings/google-drive?google_drive=error&tab=1#top');
    const { notify } = renderSettings(routesApi({ [CONNECTION]: notConnected() }));

    await signIn();

    expect(notify).toHaveBeenCalledExactlyOnceWith(errorToast(ERRORS.connectFailed));
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/admin/settings/google-drive?tab=1#top');
    expect(window.history.state).toEqual({ idx: 3 });
  });

  it('?google_drive=connected says Google Drive connected.', async () => {
    window.history.replaceState(null, '', '/admin/settings/google-drive?google_drive=connected');
    const { notify } = renderSettings(routesApi({ [CONNECTION]: connected() }));

    await screen.findByRole('button', { name: S.disconnect });

    expect(notify).toHaveBeenCalledExactlyOnceWith({ type: 'success', title: 'Google Drive connected.' });
    expect(window.location.search).toBe('');
  });

  it('says nothing without the mark', async () => {
    const { notify } = renderSettings(routesApi({ [CONNECTION]: connected() }));
    await screen.findByRole('button', { name: S.disconnect });
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('connected', () => {
  it('shows the Connected badge, the account, the day it was connected and Disconnect', async () => {
    renderSettings(routesApi({ [CONNECTION]: connected() }));

    expect(await screen.findByRole('button', { name: S.disconnect })).toBeEnabled();
    expect(screen.getByText(S.connected)).toBeInTheDocument();
    expect(screen.queryByText(S.notConnected)).not.toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Connected on January 5, 2024')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: STRINGS.signIn })).not.toBeInTheDocument();
  });

  it('reads a date sent as a string of seconds too, and leaves out one that is not a date', async () => {
    const { unmount } = renderSettings(routesApi({ [CONNECTION]: connected({ date: '1704456000' }) }));
    expect(await screen.findByText('Connected on January 5, 2024')).toBeInTheDocument();
    unmount();
    renderSettings(routesApi({ [CONNECTION]: connected({ date: null }) }));
    await screen.findByRole('button', { name: S.disconnect });
    expect(screen.queryByText(/Connected on/)).not.toBeInTheDocument();
  });

  it('Disconnect fetches the connection again, says so, and moves the focus to Sign in', async () => {
    const answer = deferred<unknown>();
    const api = routesApi({ [CONNECTION]: connected(), 'POST addons/google-drive/disconnect': () => answer.promise });
    const { notify } = renderSettings(api);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: S.disconnect }));
    expect(screen.getByRole('button', { name: S.disconnecting })).toBeDisabled();

    api.answers[CONNECTION] = notConnected();
    answer.resolve({ success: true });

    expect(await signIn()).toHaveFocus();
    expect(screen.getByText(S.notConnected)).toBeInTheDocument();
    expect(api.callsTo(CONNECTION)).toHaveLength(2);
    expect(notify).toHaveBeenCalledExactlyOnceWith({ type: 'success', title: S.disconnected });
  });

  it('a Disconnect answer without success is the spec\'s error toast, and nothing changes', async () => {
    const api = routesApi({ [CONNECTION]: connected(), 'POST addons/google-drive/disconnect': { success: false, message: 'Google could not be reached.' } });
    const { notify } = renderSettings(api);

    await userEvent.setup().click(await screen.findByRole('button', { name: S.disconnect }));

    await waitFor(() => expect(notify).toHaveBeenCalledExactlyOnceWith(errorToast(ERRORS.disconnectFailed)));
    expect(ERRORS.disconnectFailed).toBe('Failed to disconnect Google Drive. Please try again.');
    expect(screen.getByRole('button', { name: S.disconnect })).toBeEnabled();
    expect(api.callsTo(CONNECTION)).toHaveLength(1);
  });

  it('a Disconnect that fails is the spec\'s other error toast', async () => {
    const api = routesApi({ [CONNECTION]: connected(), 'POST addons/google-drive/disconnect': apiError(500, 'internal', 'Boom.') });
    const { notify } = renderSettings(api);

    await userEvent.setup().click(await screen.findByRole('button', { name: S.disconnect }));

    await waitFor(() => expect(notify).toHaveBeenCalledExactlyOnceWith(errorToast(ERRORS.disconnectError)));
    expect(ERRORS.disconnectError).toBe('An error occurred while disconnecting from Google Drive. Please try again.');
  });
});

describe('the folder', () => {
  const FOLDERS = 'GET addons/google-drive/folders';
  const page1 = {
    folders: [
      { id: 'a', name: 'Archive', url: 'https://drive.google.com/drive/folders/a' },
      { id: 'b', name: 'Board', url: 'https://drive.google.com/drive/folders/b' },
    ],
    next_page_token: 'p2',
  };
  const page2 = { folders: [FOLDER], next_page_token: null };

  it('with one chosen, links to it in a new tab and offers to remove it', async () => {
    renderSettings(routesApi({ [CONNECTION]: connected({ folder: FOLDER }) }));

    const link = await screen.findByRole('link', { name: `${FOLDER.name} ${S.opensInNewTab}` });
    expect(link).toHaveAttribute('href', FOLDER.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('button', { name: S.removeFolder })).toBeEnabled();
    expect(screen.queryByRole('button', { name: S.selectFolder })).not.toBeInTheDocument();
  });

  it('Remove Folder Connection forgets it and moves the focus to Select Folder', async () => {
    const answer = deferred<unknown>();
    const api = routesApi({ [CONNECTION]: connected({ folder: FOLDER }), 'DELETE addons/google-drive/folder': () => answer.promise });
    renderSettings(api);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: S.removeFolder }));
    expect(screen.getByRole('button', { name: S.removingFolder })).toBeDisabled();
    api.answers[CONNECTION] = connected();
    answer.resolve({ success: true });

    expect(await screen.findByRole('button', { name: S.selectFolder })).toHaveFocus();
    expect(screen.queryByRole('link', { name: new RegExp(FOLDER.name) })).not.toBeInTheDocument();
    expect(api.callsTo('DELETE addons/google-drive/folder')).toHaveLength(1);
  });

  it.each([
    ['an answer without success', { success: false }],
    ['a failure', apiError(500, 'internal', 'Boom.')],
  ])('Remove Folder Connection with %s is the spec\'s error toast', async (_case, answer) => {
    const api = routesApi({ [CONNECTION]: connected({ folder: FOLDER }), 'DELETE addons/google-drive/folder': answer });
    const { notify } = renderSettings(api);

    await userEvent.setup().click(await screen.findByRole('button', { name: S.removeFolder }));

    await waitFor(() => expect(notify).toHaveBeenCalledExactlyOnceWith(errorToast(ERRORS.removeFolderFailed)));
    expect(ERRORS.removeFolderFailed).toBe('Failed to remove Google Drive folder connection. Please try again.');
    expect(screen.getByRole('link', { name: new RegExp(FOLDER.name) })).toBeInTheDocument();
  });

  it('Select Folder opens a dialog listing the folders, the first one focused', async () => {
    renderSettings(routesApi({ [CONNECTION]: connected(), [FOLDERS]: page1 }));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: S.selectFolder }));

    const dialog = screen.getByRole('dialog', { name: P.title });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(P.description);
    const list = await within(dialog).findByRole('group', { name: P.listLabel });
    expect(within(list).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Archive', 'Board']);
    expect(within(list).getByRole('radio', { name: 'Archive' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: P.select })).toBeDisabled();
  });

  it('is chosen with the keyboard; Select stores it, closes the dialog and focuses the folder', async () => {
    const api = routesApi({
      [CONNECTION]: connected(),
      [FOLDERS]: page1,
      'POST addons/google-drive/folder': () => {
        api.answers[CONNECTION] = connected({ folder: page1.folders[1] ?? null });
        return { success: true, folder: page1.folders[1] };
      },
    });
    renderSettings(api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: S.selectFolder }));
    await screen.findByRole('radio', { name: 'Archive' });

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Board' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: P.select }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST addons/google-drive/folder')[0]?.body).toEqual({ folder_id: 'b' });
    expect(screen.getByRole('link', { name: `Board ${S.opensInNewTab}` })).toHaveFocus();
    expect(screen.getByRole('button', { name: S.removeFolder })).toBeInTheDocument();
  });

  it('Load more asks for the next page and moves the focus to its first folder', async () => {
    const api = routesApi({ [CONNECTION]: connected(), [FOLDERS]: page1, [`${FOLDERS}?page_token=p2`]: page2 });
    renderSettings(api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: S.selectFolder }));
    await screen.findByRole('radio', { name: 'Archive' });

    await user.click(screen.getByRole('button', { name: P.loadMore }));

    expect(await screen.findByRole('radio', { name: FOLDER.name })).toHaveFocus();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: P.loadMore })).not.toBeInTheDocument();
  });

  it('shows the add-on\'s message inside the dialog when the folders cannot be listed', async () => {
    renderSettings(routesApi({ [CONNECTION]: connected(), [FOLDERS]: apiError(502, 'google_error', 'Google answered 500.') }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: S.selectFolder }));

    const dialog = screen.getByRole('dialog', { name: P.title });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Google answered 500.');
  });

  it('shows why a folder was refused inside the dialog, which stays open', async () => {
    renderSettings(
      routesApi({
        [CONNECTION]: connected(),
        [FOLDERS]: page1,
        'POST addons/google-drive/folder': apiError(422, 'invalid', 'The request is not valid.', { folder_id: 'This is not a folder of the account.' }),
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: S.selectFolder }));
    await user.click(await screen.findByRole('radio', { name: 'Board' }));
    await user.click(screen.getByRole('button', { name: P.select }));

    const dialog = screen.getByRole('dialog', { name: P.title });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This is not a folder of the account.');
    expect(within(dialog).getByRole('button', { name: P.select })).toBeEnabled();
  });

  it('says when the account owns no folder', async () => {
    renderSettings(routesApi({ [CONNECTION]: connected(), [FOLDERS]: { folders: [], next_page_token: null } }));
    await userEvent.setup().click(await screen.findByRole('button', { name: S.selectFolder }));
    expect(await screen.findByText(P.empty)).toBeInTheDocument();
  });

  it('Escape and Cancel close the dialog and give the focus back to Select Folder', async () => {
    renderSettings(routesApi({ [CONNECTION]: connected(), [FOLDERS]: page1 }));
    const user = userEvent.setup();
    const open = await screen.findByRole('button', { name: S.selectFolder });

    await user.click(open);
    await screen.findByRole('radio', { name: 'Archive' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();

    await user.click(open);
    await user.click(screen.getByRole('button', { name: P.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });
});

describe('the OAuth client', () => {
  const CREDENTIALS = 'PUT addons/google-drive/credentials';

  it('shows the client id, says a stored secret is never shown, and the redirect URI to register', async () => {
    renderSettings(routesApi({ [CONNECTION]: notConnected() }));

    const id = await screen.findByRole('textbox', { name: C.clientId });
    expect(id).toHaveValue('1234.apps.googleusercontent.com');
    const secret = screen.getByLabelText(C.clientSecret);
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('placeholder', '•••••••• (stored)');
    expect(secret).toHaveAccessibleDescription(C.secretStoredHint);
    expect(screen.getByText(redirectUri(window.location.origin))).toHaveTextContent(
      'http://localhost:3000/api/v1/addons/google-drive/oauth/callback',
    );
  });

  it('without a stored secret, the field has no placeholder', async () => {
    renderSettings(routesApi({ [CONNECTION]: notConnected({ has_client_secret: false }) }));
    const secret = await screen.findByLabelText(C.clientSecret);
    expect(secret).not.toHaveAttribute('placeholder');
    expect(secret).toHaveAccessibleDescription(C.secretHint);
  });

  it('Save sends the id, and the secret only when one is typed, then says so', async () => {
    const answer = deferred<unknown>();
    const api = routesApi({ [CONNECTION]: notConnected(), [CREDENTIALS]: () => answer.promise });
    const { notify } = renderSettings(api);
    const user = userEvent.setup();
    const id = await screen.findByRole('textbox', { name: C.clientId });

    await user.clear(id);
    await user.type(id, ' 999.apps.googleusercontent.com ');
    await user.click(screen.getByRole('button', { name: C.save }));
    expect(screen.getByRole('button', { name: C.saving })).toBeDisabled();
    answer.resolve({ client_id: '999.apps.googleusercontent.com', has_client_secret: true });
    await waitFor(() => expect(notify).toHaveBeenCalledExactlyOnceWith({ type: 'success', title: C.saved }));
    expect(api.callsTo(CREDENTIALS)[0]?.body).toEqual({ client_id: '999.apps.googleusercontent.com' });

    api.answers[CREDENTIALS] = { client_id: '999.apps.googleusercontent.com', has_client_secret: true };
    await user.type(screen.getByLabelText(C.clientSecret), 's3cret');
    await user.click(screen.getByRole('button', { name: C.save }));
    await waitFor(() => expect(api.callsTo(CREDENTIALS)).toHaveLength(2));
    expect(api.callsTo(CREDENTIALS)[1]?.body).toEqual({ client_id: '999.apps.googleusercontent.com', client_secret: 's3cret' });
    await waitFor(() => expect(screen.getByLabelText(C.clientSecret)).toHaveValue(''));
  });

  it('a refusal shows each field\'s message under it and focuses the first', async () => {
    const api = routesApi({
      [CONNECTION]: notConnected({ client_id: '', has_client_secret: false }),
      [CREDENTIALS]: apiError(422, 'invalid', 'The OAuth client is not valid.', {
        client_id: 'The client ID ends in .apps.googleusercontent.com.',
        client_secret: 'The client secret is required.',
      }),
    });
    const { notify } = renderSettings(api);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: C.save }));

    const id = screen.getByRole('textbox', { name: C.clientId });
    await waitFor(() => expect(id).toHaveFocus());
    expect(id).toHaveAttribute('aria-invalid', 'true');
    expect(id).toHaveAccessibleDescription('The client ID ends in .apps.googleusercontent.com.');
    expect(screen.getByLabelText(C.clientSecret)).toHaveAccessibleDescription(expect.stringContaining('The client secret is required.'));
    expect(notify).not.toHaveBeenCalled();

    await user.type(id, 'x');
    expect(id).not.toHaveAttribute('aria-invalid');
  });

  it('any other failure is an error toast with the host\'s message', async () => {
    const api = routesApi({ [CONNECTION]: notConnected(), [CREDENTIALS]: apiError(403, 'forbidden', 'You may not change this.') });
    const { notify } = renderSettings(api);

    await userEvent.setup().click(await screen.findByRole('button', { name: C.save }));

    await waitFor(() => expect(notify).toHaveBeenCalledExactlyOnceWith(errorToast('You may not change this.')));
  });
});
