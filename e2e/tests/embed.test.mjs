// The Embed panel end to end: an administrator publishes a survey, opens its Embed panel from the
// surveys list, copies the inline snippet, a site page made of that snippet is served (the host's
// /site/ folder) and visited in Chromium, and the panel turns from "Waiting for the first page
// view…" to its success state. Then the admin at phone size (390x844) with the keyboard only: the
// Menu button, Help, Escape, and the surveys table scrolling inside its own region.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHost, openBrowser, openContext, createAdministrator, pageApi, artifacts } from '../harness.mjs';

const TITLE = 'Bakery visit';
const WAIT = { timeout: 20_000 };
const PHONE = { width: 390, height: 844 };
let host;
let ui;
let site;
let surveyId;

before(async () => {
  // The site the snippet is pasted into: the host serves this folder at /site/.
  site = mkdtempSync(join(tmpdir(), 'hearken-embed-site-'));
  host = await startHost({ site: true, env: { HEARKEN_SITE_DIR: site } });
  ui = await openBrowser();
  await ui.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: host.url });
  await createAdministrator(ui.page, host.url);
  const made = await pageApi(ui.page)('POST', 'surveys', {
    id: null,
    title: TITLE,
    status: 'draft',
    questions: [{ id: 'q1', type: 'text', title: 'What brought you in today?', config: { options: [] } }],
  });
  assert.ok(made.status < 300, JSON.stringify(made));
  surveyId = made.body.survey.id;
});

after(async () => {
  await ui?.close();
  await host?.stop();
  if (site) rmSync(site, { recursive: true, force: true });
});

test('publish, copy the snippet from the Embed panel, and the panel turns green once the site shows the widget', async () => {
  const { page } = ui;
  // The Publish step shows the Embed panel; Save and Publish goes on to the list.
  await page.goto(`${host.url}/admin/surveys/edit/${surveyId}/publish`);
  await page.getByRole('region', { name: 'Embed' }).waitFor();
  await page.getByRole('radio', { name: 'Publish' }).check();
  await page.getByRole('button', { name: 'Save and Publish' }).click();
  await page.getByRole('heading', { name: 'Surveys', level: 1 }).waitFor();

  await page.getByRole('button', { name: `Embed ${TITLE}` }).click();
  const dialog = page.getByRole('dialog', { name: `Embed “${TITLE}”` });
  await dialog.waitFor();
  const floating = await dialog.getByRole('textbox', { name: 'Floating widget snippet' }).inputValue();
  assert.equal(floating, `<script src="${host.url}/widget.js" async></script>`);
  // No allowed origins are set: any site may embed, and the panel says so.
  await dialog.getByText('The list of allowed site origins (widget_allowed_origins) is empty', { exact: false }).waitFor();
  await dialog.getByRole('textbox', { name: 'Site address' }).fill(host.url);
  await dialog.getByText('Waiting for the first page view…').waitFor();

  await dialog.getByRole('button', { name: 'Copy the inline survey snippet' }).click();
  await dialog.getByRole('button', { name: 'Copied' }).waitFor();
  await dialog.getByRole('status').filter({ hasText: 'Copied to Clipboard' }).waitFor();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(snippet, `<div data-hearken-survey="${surveyId}"></div>\n<script src="${host.url}/widget.js" async></script>`);
  await ui.shot('embed-panel-waiting');

  // A page of the site with the snippet pasted in, visited by someone without the admin's cookies.
  writeFileSync(
    join(site, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Crumb &amp; Kettle</title></head>` +
      `<body><main><h1>Crumb &amp; Kettle</h1>${snippet}</main></body></html>`,
  );
  const visitor = await openContext(ui.browser);
  const asked = visitor.page.waitForResponse((res) => res.url().includes('/api/v1/widget/survey'), WAIT);
  await visitor.page.goto(`${host.url}/site/index.html`);
  assert.equal((await asked).status(), 200);
  await visitor.page.getByText('What brought you in today?').waitFor(WAIT);
  await visitor.close();

  // The panel asks every 5 s: it turns to its success state without a reload.
  await dialog.getByText(`The widget is on ${host.url}.`).waitFor(WAIT);
  assert.equal(await dialog.getByText('Waiting for the first page view…').count(), 0);
  await dialog.getByRole('link', { name: 'Crumb & Kettle' }).waitFor();
  // The dialog as the administrator sees it (a full-page shot would cut its fixed backdrop).
  await page.screenshot({ path: join(artifacts, 'embed-panel-desktop.png') });
  await page.setViewportSize(PHONE);
  await dialog.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await page.screenshot({ path: join(artifacts, 'embed-panel-phone.png') });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  // The same panel in Settings → Widget, whole, at phone size.
  await page.goto(`${host.url}/admin/settings/widget`);
  const panel = page.getByRole('region', { name: 'Embed' });
  await panel.getByText('The widget is on your site.').waitFor(WAIT);
  await panel.screenshot({ path: join(artifacts, 'embed-panel-settings-phone.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  assert.deepEqual(ui.errors.splice(0), []);
});

test('at phone size the navigation opens from the Menu button and closes with Escape, by keyboard only', async () => {
  const { page } = ui;
  await page.setViewportSize(PHONE);
  await page.goto(`${host.url}/admin/surveys`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const menu = nav.getByRole('button', { name: 'Menu' });
  await menu.waitFor();
  assert.equal(await nav.getByRole('link', { name: 'Surveys' }).isVisible(), false, 'folded until opened');

  // Skip link, then the Menu button.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  assert.equal(await menu.evaluate((el) => el === document.activeElement), true);
  await page.keyboard.press('Enter');
  assert.equal(await menu.getAttribute('aria-expanded'), 'true');
  await page.waitForFunction(() => document.activeElement?.textContent === 'Surveys');
  await ui.shot('phone-nav-open');

  // The screens, the add-ons' entries (locked ones included), then Help: it opens its own list;
  // Escape closes Help, then the menu.
  const help = nav.getByRole('button', { name: 'Help' });
  for (let i = 0; i < 20 && !(await help.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
    assert.equal(await nav.evaluate((el) => el.contains(document.activeElement)), true, 'Tab stays in the open menu until Help');
  }
  assert.equal(await help.evaluate((el) => el === document.activeElement), true);
  await page.keyboard.press('Enter');
  assert.equal(await help.getAttribute('aria-expanded'), 'true');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Welcome');
  await page.keyboard.press('Escape');
  assert.equal(await help.getAttribute('aria-expanded'), 'false');
  assert.equal(await help.evaluate((el) => el === document.activeElement), true);
  await page.keyboard.press('Escape');
  assert.equal(await menu.getAttribute('aria-expanded'), 'false');
  assert.equal(await menu.evaluate((el) => el === document.activeElement), true);

  // Open again and follow Settings: the screen changes and the menu folds.
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.textContent === 'Surveys');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/admin\/settings/);
  await nav.getByRole('button', { name: 'Menu', expanded: false }).waitFor();

  // The surveys table scrolls inside a labelled region that takes focus; the page does not scroll sideways.
  await page.goto(`${host.url}/admin/surveys`);
  const region = page.getByRole('region', { name: 'Surveys table' });
  await region.waitFor();
  assert.equal(await region.getAttribute('tabindex'), '0');
  const widths = await region.evaluate((el) => ({ box: el.clientWidth, table: el.scrollWidth, page: document.documentElement.scrollWidth }));
  assert.ok(widths.table > widths.box, `the table scrolls in its region (${JSON.stringify(widths)})`);
  assert.ok(widths.page <= PHONE.width, `the page is not wider than the phone (${JSON.stringify(widths)})`);
  await ui.shot('phone-surveys');
  await page.setViewportSize({ width: 1280, height: 800 });
  assert.deepEqual(ui.errors.splice(0), []);
});
