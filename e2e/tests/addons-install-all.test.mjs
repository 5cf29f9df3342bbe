// Errors said once and in place, and add-ons installed without a page reload (issue 33), in a real
// browser: a refused license key is said once, under the key; with no mail server configured the
// e-mail settings and the editor's Send Email card say no e-mail is sent; on an Elite license,
// "Install all that my licence includes" installs and activates every add-on in one go, the page
// is never reloaded (a marker on window survives), an activated add-on's menu entry unlocks in
// place, and activating a card further down keeps the scroll position. Screenshots at desktop and
// phone size: e2e/artifacts/addons-install-all*.png, mail-not-configured-*.png.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startHost, openBrowser, createAdministrator, pageApi, mintLicense, artifacts } from '../harness.mjs';

const WAIT = { timeout: 15_000 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const INVALID =
  'Your license key for Hearken is invalid. The key no longer exists or the user associated with the key has been deleted. Please use a different key.';
const NO_MAIL = 'E-mails are not being sent: no mail server is configured.';

let host;
let ui;
let api;

before(async () => {
  // No smtpUrl: the host has no mail server.
  host = await startHost();
  ui = await openBrowser();
  await createAdministrator(ui.page, host.url);
  api = pageApi(ui.page);
});

after(async () => {
  await ui?.close();
  await host?.stop();
});

/** Whether the page still holds the marker set on window (gone after any reload). */
const marked = (page) => page.evaluate(() => window.__hearkenNoReload === 'still here');

test('a refused license key is said once, under the key, and opens no dialog', async () => {
  const { page } = ui;
  await page.goto(`${host.url}/admin/settings/general`);
  await page.getByRole('textbox', { name: 'License key' }).fill('not-a-real-key');
  await page.getByRole('button', { name: 'Unlock Hearken Pro' }).click();
  const message = page.getByText(INVALID, { exact: true });
  await message.waitFor(WAIT);
  // Let any toast or dialog that would repeat it appear.
  await page.waitForTimeout(500);
  assert.equal(await message.count(), 1);
  assert.equal(await page.getByRole('alertdialog').count(), 0);
  assert.equal(await page.getByRole('textbox', { name: 'License key' }).getAttribute('aria-invalid'), 'true');
  assert.deepEqual(ui.errors.splice(0), ['422 POST /api/v1/license/upgrade']);
});

test('with no mail server, the e-mail settings and the Send Email card say no e-mail is sent', async () => {
  const { page } = ui;
  await page.goto(`${host.url}/admin/settings/email`);
  const banner = page.getByRole('region', { name: NO_MAIL });
  await banner.waitFor(WAIT);
  assert.match(await banner.innerText(), /HEARKEN_SMTP_URL/);
  // One weekly-summary setting, said one way, and none on Misc.
  assert.equal(await page.getByRole('checkbox', { name: /summar/i }).count(), 1);
  await ui.shot('mail-not-configured-settings');
  await page.setViewportSize(PHONE);
  await ui.shot('mail-not-configured-settings-phone');
  await page.setViewportSize(DESKTOP);
  await page.goto(`${host.url}/admin/settings/misc`);
  await page.getByRole('heading', { name: 'AI Summary' }).waitFor(WAIT);
  assert.equal(await page.getByRole('checkbox', { name: /summar/i }).count(), 0);

  const made = await api('POST', 'surveys', {
    id: null,
    title: 'Mail check',
    status: 'draft',
    questions: [{ id: 'q1', type: 'radio-button', title: 'Did you find it?', config: { options: ['Yes', 'No'] } }],
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  await page.goto(`${host.url}/admin/surveys/edit/${made.body.survey.id}/notifications`);
  const card = page.getByRole('region', { name: 'Send Email' });
  await card.getByRole('region', { name: NO_MAIL }).waitFor(WAIT);
  await ui.shot('mail-not-configured-editor');
  await page.setViewportSize(PHONE);
  await ui.shot('mail-not-configured-editor-phone');
  await page.setViewportSize(DESKTOP);
  assert.deepEqual(ui.errors.splice(0), []);
});

test('Install all installs and activates what the license includes, without reloading the page', async () => {
  const license = await api('POST', 'license/verify', { key: mintLicense(host, 'elite') });
  assert.equal(license.status, 200, JSON.stringify(license.body));
  const { page } = ui;
  await page.goto(`${host.url}/admin/addons`);
  await page.getByRole('heading', { name: 'Hearken Addons' }).waitFor(WAIT);
  const nav = page.getByRole('navigation', { name: 'Main' });
  // Locked before: its menu entry carries the lock.
  await nav.getByRole('link', { name: /Heatmaps.*locked/ }).waitFor(WAIT);
  await page.evaluate(() => {
    window.__hearkenNoReload = 'still here';
  });
  const waiting = (await api('GET', 'addons')).body.filter((a) => a.type === 'licensed' && !a.installed).length;
  assert.ok(waiting >= 2, `${waiting} add-ons to install`);
  await ui.shot('addons-install-all-before');

  await page.getByRole('button', { name: 'Install all that my licence includes' }).click();
  await page.getByText(new RegExp(`^Installing \\d+ of ${waiting}: `)).first().waitFor(WAIT);
  await page.getByText(`${waiting} add-ons were installed and activated.`).waitFor({ timeout: 180_000 });

  assert.ok(await marked(page), 'the page was not reloaded');
  const addons = (await api('GET', 'addons')).body;
  for (const addon of addons.filter((a) => a.type === 'licensed')) assert.equal(addon.active, true, `${addon.slug} is active`);
  // The activated add-on's menu entry unlocks in place, from the refetched config and UI manifest.
  await nav.getByRole('link', { name: 'Heatmaps', exact: true }).waitFor(WAIT);
  assert.equal(await nav.getByRole('link', { name: /locked/ }).count(), 0);
  await ui.shot('addons-install-all');
  await page.setViewportSize(PHONE);
  await ui.shot('addons-install-all-phone');
  await page.setViewportSize(DESKTOP);
  assert.deepEqual(ui.errors.splice(0), []);
});

test('deactivating and activating a card further down keeps the scroll position and the page', async () => {
  const { page } = ui;
  await page.setViewportSize({ width: 1280, height: 600 });
  const card = page.getByRole('article', { name: 'Post Ratings' });
  await card.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  assert.ok(scrolled > 0, 'the card is below the fold');

  const deactivate = card.getByRole('button', { name: 'Deactivate' });
  assert.doesNotMatch((await deactivate.getAttribute('class')) ?? '', /button-primary/);
  await deactivate.click();
  await card.getByRole('button', { name: 'Activate' }).waitFor(WAIT);
  assert.match((await card.getByRole('button', { name: 'Uninstall' }).getAttribute('class')) ?? '', /button-destructive/);
  // What it may do, in words: the hosts, the data, the pages, the settings; no routes.
  await card.getByText('What it may do').click();
  const mayDo = await card.getByRole('listitem').allInnerTexts();
  assert.ok(mayDo.some((line) => line.startsWith('Data it reads: ')), mayDo.join('\n'));
  assert.ok(mayDo.every((line) => !/\/api\/|\/public\//.test(line)), mayDo.join('\n'));
  await card.screenshot({ path: `${artifacts}/addons-card-inactive.png` });
  const activate = card.getByRole('button', { name: 'Activate' });
  await activate.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  await activate.click();
  await card.getByRole('button', { name: 'Deactivate' }).waitFor(WAIT);

  assert.ok(await marked(page), 'the page was not reloaded');
  assert.equal(await page.evaluate(() => window.scrollY), before);
  await page.setViewportSize(DESKTOP);
  assert.deepEqual(ui.errors.splice(0), []);
});
