// The Users screen in a real browser against a real host: an administrator adds an editor, the
// editor signs in elsewhere, and disabling them ends that session and refuses their next sign-in.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startHost, openBrowser, openContext, createAdministrator } from '../harness.mjs';

let host;
let ui;

before(async () => {
  host = await startHost();
  ui = await openBrowser();
  await createAdministrator(ui.page, host.url);
});

after(async () => {
  await ui?.close();
  await host?.stop();
});

const EDITOR = { email: 'eve@example.com', password: 'editor-password' };

/** Signs in through the API from a fresh context; answers the context. */
async function editorSession() {
  const editor = await openContext(ui.browser);
  const res = await editor.page.request.post(`${host.url}/api/v1/auth/login`, { data: EDITOR });
  return { editor, status: res.status(), body: await res.json() };
}

test('an administrator adds an editor, then disabling them ends their session', async () => {
  const { page } = ui;
  await page.goto(`${host.url}/admin/users`);
  await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
  const add = page.getByRole('region', { name: 'Add user' });
  await add.getByLabel('Email').fill(EDITOR.email);
  await add.getByLabel('Name').fill('Eve');
  await add.getByLabel('Password').fill(EDITOR.password);
  await add.getByRole('button', { name: 'Add user' }).click();
  await page.getByText('User added.').waitFor();
  const users = page.getByRole('table', { name: 'Who can sign in' });
  await users.getByRole('cell', { name: EDITOR.email, exact: true }).waitFor();
  await ui.shot('access');

  const { editor, status } = await editorSession();
  assert.equal(status, 200);
  const me = await editor.page.request.get(`${host.url}/api/v1/auth/me`);
  assert.equal(me.status(), 200);

  await page.getByRole('button', { name: `Disable ${EDITOR.email}` }).click();
  await page.getByText('User disabled. Their sessions have ended.').waitFor();
  assert.equal((await editor.page.request.get(`${host.url}/api/v1/auth/me`)).status(), 401);
  const again = await editorSession();
  assert.equal(again.status, 401);
  assert.equal(again.body.code, 'account_disabled');
  await again.editor.close();
  await editor.close();
  assert.deepEqual(ui.errors.splice(0), []);
});
