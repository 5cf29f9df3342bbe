// The admin shell in a real browser against a real host: first run, sign-in and sign-out, the
// notifications drawer, and the Add-ons screen installing and activating an add-on with a license.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startHost, openBrowser, pageApi, mintLicense, ADMIN } from '../harness.mjs';

const { email: EMAIL, password: PASSWORD } = ADMIN;
let host;
let ui;

before(async () => {
  host = await startHost();
  ui = await openBrowser();
});

after(async () => {
  await ui?.close();
  await host?.stop();
});

/** Console errors and failed requests, less those a test provoked on purpose. */
function unexpectedErrors(expected = []) {
  const seen = ui.errors.splice(0);
  return seen.filter((e) => !expected.includes(e));
}

test('first run creates the administrator, then sign-out and sign-in work', async () => {
  const { page } = ui;
  await page.goto(`${host.url}/admin/`);
  await page.getByRole('heading', { name: 'Create the first administrator' }).waitFor();
  await ui.shot('first-run');
  await page.getByLabel('Name').fill('Ada');
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create administrator' }).click();
  await page.getByText('The password must be at least 8 characters long.').first().waitFor();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create administrator' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.waitFor();
  // A new install lands on the surveys list with the start checklist, not in the survey wizard.
  await page.getByRole('heading', { name: 'Get started with Hearken' }).waitFor();
  assert.match(page.url(), /\/admin\/surveys$/);
  for (const link of ['Surveys', 'Results', 'Settings', 'Users', 'Add-ons']) {
    assert.ok(await nav.getByRole('link', { name: link, exact: true }).isVisible(), link);
  }
  // About, Welcome and Growth Tools are under Help.
  assert.equal(await nav.getByRole('link', { name: 'About' }).count(), 0);
  await nav.getByRole('button', { name: 'Help' }).click();
  for (const link of ['Welcome', 'About', 'Growth Tools']) {
    assert.ok(await nav.getByRole('link', { name: link }).isVisible(), link);
  }
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('alert').first().waitFor();
  await ui.shot('sign-in-error');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  assert.deepEqual(unexpectedErrors([
    '401 GET /api/v1/auth/me',
    '422 POST /api/v1/setup',
    '401 POST /api/v1/auth/login',
  ]), []);
});

test('the Add-ons screen installs and activates an add-on once a Pro license is in force', async () => {
  const { page } = ui;
  await page.goto(`${host.url}/admin/addons`);
  await page.getByRole('heading', { name: 'Hearken Addons' }).waitFor();
  await page.getByText('Addons are a Pro feature').waitFor();
  await page.getByText('Question Types', { exact: true }).waitFor();
  await page.getByLabel('Search Addons').fill('TEMPL');
  await page.getByText('Additional Templates', { exact: true }).waitFor();
  assert.equal(await page.getByText('Question Types', { exact: true }).count(), 0);
  await page.getByLabel('Search Addons').fill('');
  await ui.shot('addons-lite');

  // A Pro key, verified through the API with the page's own session.
  const { status } = await pageApi(page)('POST', 'license/verify', { key: mintLicense(host, 'pro') });
  assert.equal(status, 200);
  await page.reload();
  await page.getByRole('heading', { name: 'Hearken Addons' }).waitFor();
  assert.equal(await page.getByText('Addons are a Pro feature').count(), 0);

  const card = page.locator('article, li, section').filter({ has: page.getByText('Question Types', { exact: true }) }).last();
  await card.getByRole('button', { name: 'Install' }).click();
  // Install, then activate, then the page reloads and the card offers Deactivate.
  await card.getByRole('button', { name: 'Deactivate' }).waitFor({ timeout: 15_000 });
  await ui.shot('addons-activated');
  const listed = await page.evaluate(async () => (await (await fetch('/api/v1/addons')).json()).find((a) => a.slug === 'question-types'));
  assert.equal(listed.active, true);
  const types = await page.evaluate(async () => (await (await fetch('/api/v1/question-types')).json()).map((t) => t.key));
  assert.ok(types.includes('star-rating'));

  await card.getByRole('button', { name: 'Deactivate' }).click();
  await card.getByRole('button', { name: 'Activate' }).waitFor({ timeout: 15_000 });
  const after = await page.evaluate(async () => (await (await fetch('/api/v1/question-types')).json()).map((t) => t.key));
  assert.ok(!after.includes('star-rating'));
  assert.deepEqual(unexpectedErrors(), []);
});

test('the notifications drawer opens from the bell and closes with Escape', async () => {
  const { page } = ui;
  await page.goto(`${host.url}/admin/surveys`);
  const bell = page.getByRole('button', { name: /^Notifications, \d+ active$/ });
  await bell.click();
  const drawer = page.getByRole('dialog');
  await drawer.waitFor();
  await ui.shot('notifications');
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  assert.deepEqual(unexpectedErrors(), []);
});
