import { deferred } from '@hearken/addon-sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import manifest from '../../addon.toml?raw';
import { browser } from './browser';
import card from './DriveCard';
import { ERRORS, STRINGS } from './strings';
import { apiError, CONNECTION, connected, errorToast, notConnected, renderCard, routesApi, survey } from './testing';

const S = STRINGS.card;
const AUTH_URL = 'POST addons/google-drive/auth-url';
const SHEET = 'POST addons/google-drive/surveys/5/sheet';
const EXPORT = 'POST addons/google-drive/surveys/5/export';
const responses = (page: number) => `GET surveys/5/responses?page=${page}&per_page=100`;

let go: MockInstance<(url: string) => void>;

beforeEach(() => {
  go = vi.spyOn(browser, 'go').mockImplementation(() => {});
  window.history.replaceState(null, '', '/admin/surveys/edit/5/notifications');
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

const theCard = () => screen.getByRole('region', { name: S.title });
const toggle = () => screen.getByRole('switch', { name: S.toggle });

describe('the Send Responses to Google Drive card', () => {
  it('takes the place of the core card: an editor card on the notifications step titled like it', () => {
    expect(card.point).toBe('editor-card');
    expect(manifest).toContain(`{ point = "editor-card", module = "./DriveCard", target = "notifications", label = "${S.title}" }`);
    expect(S.title).toBe('Send Responses to Google Drive');
  });

  it('is closed while off, and asks for nothing', () => {
    const api = routesApi({});
    renderCard(survey({ enable: false }), { api });

    expect(theCard()).toBeInTheDocument();
    expect(toggle()).not.toBeChecked();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    const body = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
    expect(body).not.toBeVisible();
    expect(api.calls).toEqual([]);
  });

  it('the switch turns sending on, keeping the other settings, and opens the card', async () => {
    const api = routesApi({ [CONNECTION]: connected() });
    const start = survey({ enable: false, file_name: 'Feedback 2024', spreadsheet_id: 'sheet-1' });
    const { drive, lastSurvey } = renderCard(start, { api });

    await userEvent.setup().click(toggle());

    expect(drive()).toEqual({ enable: true, file_name: 'Feedback 2024', spreadsheet_id: 'sheet-1' });
    expect(lastSurvey().settings['behavior']).toEqual({ timing: 'immediate' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const body = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
    expect(body).toBeVisible();
    expect(await within(theCard()).findByRole('textbox', { name: S.fileName })).toBeInTheDocument();
  });

  it('the switch turns it off again and closes the card', async () => {
    const { drive } = renderCard(survey({ file_name: 'Kept' }), { api: routesApi({ [CONNECTION]: connected() }) });
    await screen.findByRole('textbox', { name: S.fileName });

    await userEvent.setup().click(toggle());

    expect(drive()).toEqual({ enable: false, file_name: 'Kept', spreadsheet_id: '' });
    expect(screen.queryByRole('textbox', { name: S.fileName })).not.toBeInTheDocument();
  });

  it('reads a survey without Google Drive settings as off', () => {
    renderCard({ ...survey(), settings: {} }, { api: routesApi({}) });
    expect(toggle()).not.toBeChecked();
  });

  it('cannot be switched while the survey cannot be edited', async () => {
    renderCard(survey(), { api: routesApi({ [CONNECTION]: connected() }), locked: true });
    expect(toggle()).toBeDisabled();
    expect(await screen.findByRole('textbox', { name: S.fileName })).toBeDisabled();
  });
});

describe('without a connected account', () => {
  it('says so and signs in, coming back to this survey', async () => {
    const api = routesApi({ [CONNECTION]: notConnected(), [AUTH_URL]: { success: true, data: 'https://accounts.google.com/o/oauth2/v2/auth?x=1' } });
    renderCard(survey(), { api });

    expect(await screen.findByText(S.notConnected)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: STRINGS.signIn }));

    await waitFor(() => expect(go).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?x=1'));
    expect(api.callsTo(AUTH_URL)[0]?.body).toEqual({ return: 'survey_5' });
  });

  it('a survey not saved yet cannot sign in: it has nowhere to come back to', async () => {
    renderCard(survey({}, { id: null }), { api: routesApi({ [CONNECTION]: notConnected() }) });

    const button = await screen.findByRole('button', { name: STRINGS.signIn });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Save the survey first.');
  });

  it('an answer without an address is the spec\'s error toast', async () => {
    const { notify } = renderCard(survey(), { api: routesApi({ [CONNECTION]: notConnected(), [AUTH_URL]: { success: false } }) });

    await userEvent.setup().click(await screen.findByRole('button', { name: STRINGS.signIn }));

    await waitFor(() => expect(notify).toHaveBeenCalledExactlyOnceWith(errorToast('Failed to initiate Google Drive authentication. Please try again.')));
    expect(go).not.toHaveBeenCalled();
  });

  it('a call that fails is the spec\'s other error toast', async () => {
    const { notify } = renderCard(survey(), { api: routesApi({ [CONNECTION]: notConnected(), [AUTH_URL]: apiError(403, 'forbidden', 'No.') }) });

    await userEvent.setup().click(await screen.findByRole('button', { name: STRINGS.signIn }));

    await waitFor(() => expect(notify).toHaveBeenCalledExactlyOnceWith(errorToast('An error occurred while connecting to Google Drive. Please try again.')));
  });

  it('says when Google no longer accepts the access', async () => {
    renderCard(survey(), { api: routesApi({ [CONNECTION]: notConnected({ revoked: true }) }) });
    expect(await screen.findByText(STRINGS.settings.revoked)).toBeInTheDocument();
  });
});

describe('coming back from Google to the notifications step', () => {
  it.each([
    ['connected', { type: 'success', title: 'Google Drive connected.' }],
    ['error', errorToast(ERRORS.connectFailed)],
  ])('?google_drive=%s is said once and leaves the address', async (outcome, toast) => {
    window.history.replaceState(null, '', `/admin/surveys/edit/5/notifications?google_drive=${outcome}`);
    const { notify } = renderCard(survey(), { api: routesApi({ [CONNECTION]: connected() }) });

    await screen.findByRole('textbox', { name: S.fileName });

    expect(notify).toHaveBeenCalledExactlyOnceWith(toast);
    expect(window.location.pathname + window.location.search).toBe('/admin/surveys/edit/5/notifications');
  });
});

describe('with a connected account', () => {
  it('names the spreadsheet: at most 200 characters, the survey title by default', async () => {
    const { drive } = renderCard(survey({ spreadsheet_id: 'sheet-1' }), { api: routesApi({ [CONNECTION]: connected() }) });
    const name = await screen.findByRole('textbox', { name: S.fileName });

    expect(name).toHaveAttribute('maxlength', '200');
    expect(name).toHaveAttribute('placeholder', 'Website feedback');
    expect(name).toHaveAccessibleDescription('Defaults to the survey title.');

    await userEvent.setup().type(name, 'Q1');
    expect(drive()).toEqual({ enable: true, file_name: 'Q1', spreadsheet_id: 'sheet-1' });
  });

  it('links to the survey\'s sheet in a new tab', async () => {
    renderCard(survey({ spreadsheet_id: 'abc_123' }), { api: routesApi({ [CONNECTION]: connected() }) });

    const link = await screen.findByRole('link', { name: `${S.openSheet} ${STRINGS.settings.opensInNewTab}` });
    expect(link).toHaveAttribute('href', 'https://docs.google.com/spreadsheets/d/abc_123');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('button', { name: S.exportResponses })).toBeEnabled();
    expect(screen.queryByRole('button', { name: S.createSheet })).not.toBeInTheDocument();
  });

  it('Create the spreadsheet puts its id into the survey, keeping what changed meanwhile, and says so', async () => {
    const answer = deferred<unknown>();
    const api = routesApi({ [CONNECTION]: connected(), [SHEET]: () => answer.promise });
    const { drive, notify } = renderCard(survey(), { api });
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: S.fileName });
    expect(screen.queryByRole('link', { name: new RegExp(S.openSheet) })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: S.createSheet }));
    expect(screen.getByRole('button', { name: S.creatingSheet })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: S.fileName }), 'Q1');
    answer.resolve({ spreadsheet_id: 'new-sheet', url: 'https://docs.google.com/spreadsheets/d/new-sheet' });

    await waitFor(() => expect(drive()).toEqual({ enable: true, file_name: 'Q1', spreadsheet_id: 'new-sheet' }));
    expect(notify).toHaveBeenCalledExactlyOnceWith({ type: 'success', title: S.sheetCreated });
    expect(screen.getByRole('link', { name: new RegExp(S.openSheet) })).toHaveAttribute('href', 'https://docs.google.com/spreadsheets/d/new-sheet');
    expect(api.callsTo(SHEET)).toHaveLength(1);
  });

  it('a spreadsheet that cannot be made is an error toast with the add-on\'s message', async () => {
    const api = routesApi({ [CONNECTION]: connected(), [SHEET]: apiError(409, 'not_connected', 'No Google account is connected.') });
    const { notify, onChange } = renderCard(survey(), { api });

    await userEvent.setup().click(await screen.findByRole('button', { name: S.createSheet }));

    await waitFor(() => expect(notify).toHaveBeenCalledExactlyOnceWith(errorToast('No Google account is connected.')));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: S.createSheet })).toBeEnabled();
  });

  it('a survey not saved yet cannot have its spreadsheet made', async () => {
    renderCard(survey({}, { id: null }), { api: routesApi({ [CONNECTION]: connected() }) });

    const button = await screen.findByRole('button', { name: S.createSheet });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Save the survey first.');
  });
});

describe('Export existing responses', () => {
  const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from + i }));
  const page = (n: number, items: { id: number }[], total: number, pages: number) => ({
    items,
    pagination: { page: n, pages, per_page: 100, total },
  });

  it('sends the responses page by page with the progress, then says what was added', async () => {
    const second = deferred<unknown>();
    const api = routesApi({
      [CONNECTION]: connected(),
      [responses(1)]: page(1, ids(200, 100), 150, 2),
      [responses(2)]: page(2, ids(100, 50), 150, 2),
      [EXPORT]: (body) => ((body as { response_ids: number[] }).response_ids[0] === 200 ? { appended: 95, skipped: 5 } : second.promise),
    });
    const { notify } = renderCard(survey({ spreadsheet_id: 'sheet-1' }), { api });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: S.exportResponses }));

    expect(await screen.findByText('Exported 100 of 150 responses')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: S.exportLabel });
    expect(bar).toHaveAttribute('value', '100');
    expect(bar).toHaveAttribute('max', '150');
    expect(screen.getByRole('button', { name: S.exporting })).toBeDisabled();

    second.resolve({ appended: 45, skipped: 5 });

    expect(await screen.findByText('Exported 150 of 150 responses')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: S.exportLabel })).toHaveAttribute('value', '150');
    await waitFor(() => expect(notify).toHaveBeenCalledExactlyOnceWith({ type: 'success', title: 'Export finished: 140 added, 10 already in the sheet.' }));
    expect(api.callsTo(EXPORT).map((c) => (c.body as { response_ids: number[] }).response_ids)).toEqual([
      ids(200, 100).map((r) => r.id),
      ids(100, 50).map((r) => r.id),
    ]);
    expect(screen.getByRole('button', { name: S.exportResponses })).toBeEnabled();
  });

  it('with no response, finishes at once with nothing added', async () => {
    const api = routesApi({ [CONNECTION]: connected(), [responses(1)]: page(1, [], 0, 1) });
    const { notify } = renderCard(survey({ spreadsheet_id: 'sheet-1' }), { api });

    await userEvent.setup().click(await screen.findByRole('button', { name: S.exportResponses }));

    await waitFor(() => expect(notify).toHaveBeenCalledExactlyOnceWith({ type: 'success', title: 'Export finished: 0 added, 0 already in the sheet.' }));
    expect(screen.getByText('Exported 0 of 0 responses')).toBeInTheDocument();
    expect(api.callsTo(EXPORT)).toEqual([]);
  });

  it('stops at the first failure and shows the add-on\'s message', async () => {
    const api = routesApi({
      [CONNECTION]: connected(),
      [responses(1)]: page(1, ids(300, 100), 250, 3),
      [responses(2)]: page(2, ids(200, 100), 250, 3),
      [EXPORT]: (body) =>
        (body as { response_ids: number[] }).response_ids[0] === 300
          ? { appended: 100, skipped: 0 }
          : apiError(502, 'google_error', 'Google answered 429: quota exceeded.'),
    });
    const { notify } = renderCard(survey({ spreadsheet_id: 'sheet-1' }), { api });

    await userEvent.setup().click(await screen.findByRole('button', { name: S.exportResponses }));

    await waitFor(() => expect(notify).toHaveBeenCalledExactlyOnceWith(errorToast('Google answered 429: quota exceeded.')));
    expect(screen.getByText('Exported 100 of 250 responses')).toBeInTheDocument();
    expect(api.callsTo(responses(3))).toEqual([]);
    expect(screen.getByRole('button', { name: S.exportResponses })).toBeEnabled();
  });
});
