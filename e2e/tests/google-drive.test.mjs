// The google-drive add-on end to end (issue 17), against the local server that speaks Google's
// OAuth 2.0, Drive v3 and Sheets v4 protocols (tools/mock-google): on a Pro site the administrator
// installs it, enters the OAuth client, signs in through the consent page, picks a folder in the
// picker, and turns a survey's 'Send Responses to Google Drive' on in the editor; a visitor's
// response on the example site arrives as a row of that survey's sheet, and the survey list links
// the sheet. Folder removal and Disconnect work, and each of the spec's error toasts shows when
// the server fails that step.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startHost, openBrowser, openContext, createAdministrator, pageApi, mintLicense } from '../harness.mjs';
import { startMockGoogle } from '../../tools/mock-google/server.mjs';

const WAIT = { timeout: 10_000 };
const CLIENT_ID = 'hearken-test.apps.googleusercontent.com';
const CLIENT_SECRET = 'test-secret';
const TITLE = 'Sheet-bound bread poll';
const ERRORS = {
  initiate: 'Failed to initiate Google Drive authentication. Please try again.',
  connect: 'An error occurred while connecting to Google Drive. Please try again.',
  disconnect: 'Failed to disconnect Google Drive. Please try again.',
  disconnecting: 'An error occurred while disconnecting from Google Drive. Please try again.',
  removeFolder: 'Failed to remove Google Drive folder connection. Please try again.',
};

let google;
let host;
let ui;
let api;
let survey;

before(async () => {
  google = await startMockGoogle();
  host = await startHost({ site: true });
  ui = await openBrowser();
  await createAdministrator(ui.page, host.url);
  api = pageApi(ui.page);
});

after(async () => {
  await ui?.close();
  await host?.stop();
  await google?.close();
});

/** Polls until `check` answers something truthy. */
async function eventually(check, what, timeout = 20_000) {
  const until = Date.now() + timeout;
  for (;;) {
    const got = await check();
    if (got) return got;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The error toast titled 'Error' that says `message`. */
async function errorToast(page, message) {
  const toast = page.locator('.notice-error').filter({ hasText: message });
  await toast.waitFor(WAIT);
  assert.match(await toast.innerText(), /^Error/);
  await toast.getByRole('button', { name: 'Dismiss notice' }).click();
}

/** Answers the next call of `method` to the add-on's `path` as `answer` does (a failing server). */
async function failing(page, method, path, answer, run) {
  const pattern = `**/api/v1/addons/google-drive${path}`;
  const handler = (route) => (route.request().method() === method ? answer(route) : route.fallback());
  await page.route(pattern, handler);
  try {
    await run();
  } finally {
    await page.unroute(pattern, handler);
  }
}

const sheetOf = async (title) => Object.values((await google.state()).sheets).find((s) => s.title === title);

test('a Pro site installs Google Drive and points it at the local Google', async () => {
  const license = await api('POST', 'license/verify', { key: mintLicense(host, 'pro') });
  assert.equal(license.status, 200, JSON.stringify(license.body));
  for (const step of ['install', 'activate']) {
    const res = await api('POST', `addons/google-drive/${step}`);
    assert.equal(res.status, 200, `${step}: ${JSON.stringify(res.body)}`);
  }
  const endpoints = {
    auth: `${google.url}/o/oauth2/v2/auth`,
    token: `${google.url}/token`,
    revoke: `${google.url}/revoke`,
    drive: `${google.url}/drive/v3`,
    sheets: `${google.url}/v4`,
  };
  const saved = await api('POST', 'settings', { google_drive_endpoints: endpoints });
  assert.ok(saved.status < 300, JSON.stringify(saved.body));
});

test('the administrator enters the OAuth client and signs in through the consent page', async () => {
  const { page } = ui;
  await page.goto(`${host.url}/admin/settings/google-drive`);
  const card = page.getByRole('region', { name: 'Google Drive' });
  await card.getByText('Not Connected', { exact: true }).waitFor(WAIT);
  const signIn = card.getByRole('button', { name: 'Sign in with Google' });

  // Without a client the add-on gives no URL; a server that cannot be reached is an exception.
  await signIn.click();
  await errorToast(page, ERRORS.initiate);
  await failing(page, 'POST', '/auth-url', (route) => route.abort('connectionrefused'), async () => {
    await signIn.click();
    await errorToast(page, ERRORS.connect);
  });

  await card.getByLabel('Client ID').fill(CLIENT_ID);
  await card.getByLabel('Client secret').fill(CLIENT_SECRET);
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  await eventually(async () => (await api('GET', 'addons/google-drive/connection')).body.has_client_secret, 'the client to be saved');
  // The field empties once the card has read the saved state back (a stored secret is never shown).
  await eventually(async () => (await card.getByLabel('Client secret').inputValue()) === '', 'the secret field to empty');

  await signIn.click();
  await page.waitForURL((url) => url.href.startsWith(`${google.url}/o/oauth2/v2/auth`), WAIT);
  await page.getByText('ada@example.com').first().waitFor(WAIT);
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL(`${host.url}/admin/settings/google-drive**`, WAIT);
  await card.getByText('Connected', { exact: true }).waitFor(WAIT);
  await card.getByText('ada@example.com').waitFor(WAIT);
  const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  await card.getByText(`Connected on ${today}`).waitFor(WAIT);
  await eventually(() => !new URL(page.url()).searchParams.has('google_drive'), 'the outcome parameter to go');
});

test('the folder picker chooses a folder; removing it fails once, then works', async () => {
  const { page } = ui;
  const card = page.getByRole('region', { name: 'Google Drive' });
  const choose = async () => {
    await card.getByRole('button', { name: 'Select Folder' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Hearken responses').waitFor(WAIT);
    await dialog.getByText('Hearken responses').click();
    await dialog.getByRole('button', { name: 'Select', exact: true }).click();
    await dialog.waitFor({ state: 'detached', ...WAIT });
  };
  await choose();
  const link = card.getByRole('link', { name: /Hearken responses/ });
  await link.waitFor(WAIT);
  assert.match(await link.getAttribute('href'), /^https:\/\/drive\.google\.com\/drive\/folders\//);
  const remove = card.getByRole('button', { name: 'Remove Folder Connection' });
  await failing(page, 'DELETE', '/folder', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }), async () => {
    await remove.click();
    await errorToast(page, ERRORS.removeFolder);
  });
  await link.waitFor(WAIT);
  await remove.click();
  await card.getByRole('button', { name: 'Select Folder' }).waitFor(WAIT);
  assert.equal((await api('GET', 'settings')).body.google_drive.folder_id, '');
  await choose();
  await link.waitFor(WAIT);
});

test('a survey sends its responses: a visitor on the example site answers, and a row arrives in the sheet', async () => {
  const made = await api('POST', 'surveys', {
    id: null,
    title: TITLE,
    status: 'publish',
    questions: [{ id: 'q1', type: 'radio-button', title: 'Which loaf?', config: { options: ['Rye', 'Spelt'] } }],
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  survey = made.body.survey;

  const { page } = ui;
  await page.goto(`${host.url}/admin/surveys/edit/${survey.id}/notifications`);
  const card = page.getByRole('region', { name: 'Send Responses to Google Drive' });
  await card.waitFor(WAIT);
  await card.getByRole('switch', { name: 'Send responses to Google Drive' }).check();
  await card.getByRole('button', { name: 'Create the spreadsheet' }).click();
  await card.getByRole('link', { name: 'Open the Google Sheet' }).waitFor(WAIT);
  const saved = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/surveys' && res.request().method() === 'POST', WAIT);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  assert.equal((await saved).status(), 200);
  const stored = (await api('GET', `surveys/${survey.id}`)).body.settings.google_drive;
  assert.equal(stored.enable, true);
  assert.ok(stored.spreadsheet_id, JSON.stringify(stored));
  const sheet = await sheetOf(TITLE);
  assert.ok(sheet, 'the spreadsheet is made');
  assert.deepEqual(sheet.rows[0], ['Response ID', 'Submitted', 'Which loaf?', 'Page']);
  const folder = (await api('GET', 'addons/google-drive/connection')).body.folder;
  assert.deepEqual(sheet.parents, [folder.id]);

  const visitor = await openContext(ui.browser);
  const posted = visitor.page.waitForResponse(
    (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === `/api/v1/surveys/${survey.id}/responses` && res.request().postDataJSON()?.complete !== false,
    { timeout: 30_000 },
  );
  posted.catch(() => {});
  await visitor.page.goto(`${host.url}/site/index.html`);
  const panel = visitor.page.getByRole('region', { name: TITLE });
  await panel.waitFor(WAIT);
  await panel.getByRole('radio', { name: 'Spelt' }).click();
  const res = await posted;
  assert.equal(res.status(), 201, await res.text());
  const responseId = (await res.json()).id;
  await visitor.close();

  const rows = await eventually(async () => {
    const s = await sheetOf(TITLE);
    return s.rows.length === 2 && s.rows;
  }, 'the row in the sheet');
  assert.equal(String(rows[1][0]), String(responseId));
  assert.equal(rows[1][2], 'Spelt');
  assert.equal(rows[1][3], `${host.url}/site/index.html`);

  // Export sends what the sheet lacks: here nothing, since the row is there already.
  await page.reload();
  const exportButton = card.getByRole('button', { name: 'Export existing responses' });
  await exportButton.click();
  await page.locator('.notice').filter({ hasText: 'Export finished: 0 added, 1 already in the sheet.' }).waitFor(WAIT);
  assert.equal((await sheetOf(TITLE)).rows.length, 2);

  await page.goto(`${host.url}/admin/surveys`);
  const sheetLink = page.getByRole('link', { name: `Google Sheet ${TITLE}` });
  await sheetLink.waitFor(WAIT);
  assert.equal(await sheetLink.getAttribute('href'), `https://docs.google.com/spreadsheets/d/${stored.spreadsheet_id}`);
});

test('Disconnect fails while Google fails, and when the server is unreachable, then works', async () => {
  const { page } = ui;
  await page.goto(`${host.url}/admin/settings/google-drive`);
  const card = page.getByRole('region', { name: 'Google Drive' });
  const disconnect = card.getByRole('button', { name: 'Disconnect' });
  await disconnect.waitFor(WAIT);
  await google.fail({ match: 'POST /revoke', status: 503 });
  await disconnect.click();
  await errorToast(page, ERRORS.disconnect);
  await failing(page, 'POST', '/disconnect', (route) => route.abort('connectionrefused'), async () => {
    await disconnect.click();
    await errorToast(page, ERRORS.disconnecting);
  });
  await disconnect.click();
  await card.getByText('Not Connected', { exact: true }).waitFor(WAIT);
  assert.equal((await api('GET', 'settings')).body.google_drive.connected, false);
  assert.deepEqual((await google.state()).tokens.refresh, [], 'the grant is revoked at Google');
});
