// The extension points of add-on API 1.1, filled by a real packed add-on: the Showcase test add-on
// (host/tests/addons/showcase, a Plus add-on) offered in the catalogue. In the admin, its menu
// entry and page, settings tab, editor card and results panel first show the shell's own locked
// states (upgrade on Lite; Install & Activate once licensed; Activate Addon once installed but
// inactive), then its remote. On a visitor's page, its page module renders an embed, and the same
// widget module packed as a survey module starts a survey on a click, colours it, and sends the
// visitor on after the response is stored.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'smol-toml';
import { startHost, openBrowser, openContext, createAdministrator, pageApi, mintLicense, packAddon, root } from '../harness.mjs';

const SHOWCASE = join(root, 'host', 'tests', 'addons', 'showcase');

/** What the Showcase's parts say (its ui-src/src/strings.ts and widget-src/src/index.ts). */
const SAYS = {
  page: 'Showcase page',
  greeting: 'Hello from the Showcase component.',
  settings: 'Showcase settings',
  license: (plan) => `The Showcase settings tab sees the ${plan} license.`,
  card: 'Showcase card',
  cardText: (title) => `The Showcase card on the settings step of “${title}”.`,
  panel: 'Showcase panel',
  panelText: (id) => `The Showcase panel on the results of survey ${id}.`,
  embed: 'Rendered by the Showcase page module.',
  /** #0b6e4f as the browser computes it. */
  accent: 'rgb(11, 110, 79)',
  thanks: '/site/showcase-thanks.html',
};

/** The shell's words for a locked add-on (admin-shell/src/federation/strings.ts, src/upgrade/strings.ts). */
const SHELL = {
  notAvailable: (feature) => `We're sorry, the ${feature} is not available on your plan.`,
  upgrade: 'Upgrade to Plus',
  upgradeTitle: (feature) => `${feature} is a Plus feature`,
  activateNotice: 'Please activate the Showcase addon to access this feature.',
  installAndActivate: 'Install & Activate',
  activateAddon: 'Activate Addon',
};

const TITLE = 'Showcase visit';
const QUESTION = 'What brought you here?';
const WAIT = { timeout: 15_000 };

let work;
let host;
let ui;
let api;
let surveyId;

before(async () => {
  work = mkdtempSync(join(tmpdir(), 'hearken-showcase-'));
  // Showcase needs a paid plan: only a trusted publisher's signature lets it install.
  host = await startHost({ catalogue: [packAddon(SHOWCASE, work, undefined, { sign: true })] });
  ui = await openBrowser();
  await createAdministrator(ui.page, host.url);
  api = pageApi(ui.page);
  const made = await api('POST', 'surveys', {
    id: null,
    title: TITLE,
    status: 'publish',
    questions: [{ id: 'q1', type: 'text', title: QUESTION, config: { options: [] } }],
  });
  assert.ok(made.status < 300, JSON.stringify(made.body));
  surveyId = made.body.survey.id;
});

after(async () => {
  await ui?.close();
  await host?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Console errors and failed requests of the admin page since the last call. */
function adminErrors() {
  return ui.errors.splice(0);
}

/** Each admin point of the Showcase that mounts a component: where it is, and its entry's label. */
function places() {
  return [
    { path: '/admin/x/showcase', feature: 'Showcase' },
    { path: '/admin/settings/showcase', feature: 'Showcase' },
    { path: `/admin/surveys/edit/${surveyId}/settings`, feature: 'Showcase card' },
    { path: `/admin/results/survey/${surveyId}`, feature: 'Showcase panel' },
  ];
}

/** The shell's placeholder for `feature`: a region named after it and its lock. */
function placeholder(feature) {
  return ui.page.getByRole('region', { name: `${feature} (locked)`, exact: true });
}

/** Uploads the package at `file` through the admin's API; answers the status. */
async function upload(file, { activate }) {
  const bytes = readFileSync(file).toString('base64');
  return ui.page.evaluate(
    async ({ bytes, activate }) => {
      const me = await (await fetch('/api/v1/auth/me')).json();
      const form = new FormData();
      form.append('package', new Blob([Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0))]), 'package.hkpkg');
      const res = await fetch(`/api/v1/addons/upload${activate ? '?activate=true' : ''}`, {
        method: 'POST',
        headers: { 'x-hearken-nonce': me.nonce },
        body: form,
      });
      return { status: res.status, body: await res.text() };
    },
    { bytes, activate },
  );
}

/**
 * The Showcase as a survey module: the same widget module under another slug, with `scope =
 * "survey"`, no admin remote (its container is named after the Showcase's slug), and a survey
 * setting the widget reads, which is what makes the host send the module with every survey.
 */
function surveyModulePackage() {
  const dir = join(work, 'showcase-survey');
  const manifest = parse(readFileSync(join(SHOWCASE, 'addon.toml'), 'utf8'));
  manifest.slug = 'showcase-survey';
  manifest.name = 'Showcase Survey';
  manifest.widget.scope = 'survey';
  delete manifest.ui;
  // A trigger under a name of its own, named by its own survey setting (the value itself).
  manifest.widget.triggers = ['showcase_click'];
  manifest.survey_settings = {
    opens: { widget: true, default: 'showcase_click', trigger: '', schema: { enum: ['immediate', 'showcase_click'] } },
  };
  cpSync(join(SHOWCASE, 'widget'), join(dir, 'widget'), { recursive: true });
  writeFileSync(join(dir, 'addon.toml'), stringify(manifest));
  return packAddon(dir, work, 'showcase', { sign: true });
}

/** A visitor's page on the host's origin with the widget, a button and the Showcase's embed. */
const VISITOR_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Showcase test page</title></head>
<body>
  <h1>A page with the Showcase</h1>
  <button type="button" id="showcase-open">Tell us</button>
  <div data-hearken-embed="showcase"></div>
  <script src="/widget.js" async></script>
</body>
</html>`;

/** A visitor (no admin cookies) on the page above; the after-submit redirect's target is answered too. */
async function openVisitor() {
  const visitor = await openContext(ui.browser, { requestFailures: true });
  await visitor.page.route(`${host.url}/site/showcase.html`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: VISITOR_PAGE }),
  );
  await visitor.page.route(`${host.url}${SAYS.thanks}?*`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>Thanks</title><h1>Thanks from the Showcase</h1>' }),
  );
  return visitor;
}

/** The computed background of the survey's Next button (Send: its one question is its last). */
function nextButtonColour(page) {
  return page
    .getByRole('region', { name: TITLE })
    .getByRole('button', { name: /Next|Onward|Send/ })
    .evaluate((button) => getComputedStyle(button).backgroundColor);
}

test('on Lite, every point of the Plus add-on shows the upgrade prompt', async () => {
  const { page } = ui;
  await page.goto(`${host.url}/admin/`);
  const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Showcase (locked)' });
  await menu.waitFor(WAIT);
  await menu.click();
  await page.waitForURL(`${host.url}/admin/x/showcase`);
  for (const { path, feature } of places()) {
    if (!page.url().endsWith(path)) await page.goto(`${host.url}${path}`);
    const locked = placeholder(feature);
    await locked.waitFor(WAIT);
    await locked.getByText(SHELL.notAvailable(feature)).waitFor();
    assert.equal(await locked.getByRole('button', { name: SHELL.upgrade }).count(), 1, path);
  }
  await placeholder('Showcase panel').getByRole('button', { name: SHELL.upgrade }).click();
  await page.getByRole('dialog', { name: SHELL.upgradeTitle('Showcase panel') }).waitFor();
  await ui.shot('extension-points-upgrade');
  assert.deepEqual(adminErrors(), []);
});

test('licensed for Plus, the points offer Install & Activate, which mounts the remote in place', async () => {
  const { page } = ui;
  const license = await api('POST', 'license/verify', { key: mintLicense(host, 'plus') });
  assert.equal(license.status, 200, JSON.stringify(license.body));
  for (const { path, feature } of places()) {
    await page.goto(`${host.url}${path}`);
    const locked = placeholder(feature);
    await locked.waitFor(WAIT);
    await locked.getByText(SHELL.activateNotice).waitFor();
    assert.equal(await locked.getByRole('button', { name: SHELL.installAndActivate }).count(), 1, path);
  }
  await page.goto(`${host.url}/admin/settings/showcase`);
  await placeholder('Showcase').getByRole('button', { name: SHELL.installAndActivate }).click();
  await page.getByRole('heading', { name: SAYS.settings }).waitFor(WAIT);
  assert.equal(await placeholder('Showcase').count(), 0);
  await page.getByText(SAYS.license('plus')).waitFor();
  assert.deepEqual(adminErrors(), []);
});

test('installed but inactive, the points ask to activate it, and Activate Addon mounts the remote', async () => {
  const { page } = ui;
  const deactivated = await api('POST', 'addons/showcase/deactivate');
  assert.equal(deactivated.status, 200, JSON.stringify(deactivated.body));
  for (const { path, feature } of places()) {
    await page.goto(`${host.url}${path}`);
    const locked = placeholder(feature);
    await locked.waitFor(WAIT);
    await locked.getByText(SHELL.activateNotice).waitFor();
    assert.equal(await locked.getByRole('button', { name: SHELL.activateAddon }).count(), 1, path);
  }
  await page.goto(`${host.url}/admin/surveys/edit/${surveyId}/settings`);
  await placeholder('Showcase card').getByRole('button', { name: SHELL.activateAddon }).click();
  await page.getByRole('region', { name: SAYS.card, exact: true }).waitFor(WAIT);
  assert.deepEqual(adminErrors(), []);
});

test('active, the menu entry opens its page, and the tab, the card and the panel are its own', async () => {
  const { page } = ui;
  await page.goto(`${host.url}/admin/`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Showcase', exact: true }).click();
  await page.getByRole('heading', { name: SAYS.page, level: 1 }).waitFor(WAIT);
  await page.getByText('This is the Showcase page at “/”.').waitFor();
  await page.getByText(SAYS.greeting).waitFor(WAIT);
  await ui.shot('extension-points-page');

  await page.goto(`${host.url}/admin/settings/showcase`);
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Showcase', exact: true }).waitFor(WAIT);
  await page.getByRole('heading', { name: SAYS.settings }).waitFor(WAIT);
  await page.getByText(SAYS.license('plus')).waitFor();

  await page.goto(`${host.url}/admin/surveys/edit/${surveyId}/settings`);
  const card = page.getByRole('region', { name: SAYS.card, exact: true });
  await card.waitFor(WAIT);
  assert.equal(await card.textContent(), `${SAYS.card}${SAYS.cardText(TITLE)}`);
  await ui.shot('extension-points-editor-card');

  await page.goto(`${host.url}/admin/results/survey/${surveyId}`);
  const panel = page.getByRole('region', { name: SAYS.panel, exact: true });
  await panel.waitFor(WAIT);
  assert.equal(await panel.textContent(), `${SAYS.panel}${SAYS.panelText(surveyId)}`);
  for (const { feature } of places()) assert.equal(await placeholder(feature).count(), 0);
  assert.deepEqual(adminErrors(), []);
});

test('on a visitor’s page the page module renders the Showcase embed', async () => {
  const visitor = await openVisitor();
  try {
    await visitor.page.goto(`${host.url}/site/showcase.html`);
    const embed = visitor.page.locator('[data-hearken-embed="showcase"]');
    await embed.getByText(SAYS.embed).waitFor(WAIT);
    // The survey's own timing is immediate: it shows too, untouched by a page module's hooks.
    await visitor.page.getByRole('region', { name: TITLE }).waitFor(WAIT);
    assert.notEqual(await nextButtonColour(visitor.page), SAYS.accent);
    assert.deepEqual(visitor.errors, []);
  } finally {
    await visitor.close();
  }
});

test('as a survey module, its trigger opens the survey on a click, its look applies, and it redirects after the response', async () => {
  const key = await api('POST', 'license/verify', { key: mintLicense(host, 'pro') });
  assert.equal(key.status, 200, JSON.stringify(key.body));
  // The module's trigger has a name of its own, `showcase_click`, which its survey setting `opens`
  // names by default: no other add-on is involved.
  const uploaded = await upload(surveyModulePackage(), { activate: true });
  assert.ok([200, 201].includes(uploaded.status), uploaded.body);
  const saved = await api('GET', `surveys/${surveyId}`);
  assert.equal(saved.body.settings.addons['showcase-survey'].opens, 'showcase_click');

  const visitor = await openVisitor();
  try {
    const { page } = visitor;
    const module = page.waitForResponse((res) => new URL(res.url()).pathname === '/addons/showcase-survey/widget/index.js', WAIT);
    const impression = page.waitForRequest((req) => new URL(req.url()).pathname === `/api/v1/surveys/${surveyId}/impression`, WAIT);
    await page.goto(`${host.url}/site/showcase.html`);
    assert.equal((await module).status(), 200);
    // The impression is posted as the survey mounts, right before its trigger is set up.
    await impression;
    await page.waitForTimeout(1000);
    const panel = page.getByRole('region', { name: TITLE });
    assert.equal(await panel.count(), 0, 'the survey started before the click');

    await page.getByRole('button', { name: 'Tell us' }).click();
    await panel.getByRole('heading', { name: QUESTION }).waitFor(WAIT);
    // The module's Next text would show on any question but the last, which says Send.
    const next = panel.getByRole('button', { name: 'Send', exact: true });
    assert.equal(await nextButtonColour(page), SAYS.accent);
    await visitor.shot('extension-points-survey-module');

    await panel.getByRole('textbox', { name: QUESTION }).fill('The Showcase');
    await next.click();
    // Sent on once the response is stored, to the module's address for that response.
    await page.waitForURL(`${host.url}${SAYS.thanks}?response=*`, WAIT);
    await page.getByRole('heading', { name: 'Thanks from the Showcase' }).waitFor();
    const responseId = new URL(page.url()).searchParams.get('response');
    const stored = await api('GET', `surveys/${surveyId}/responses/${responseId}`);
    assert.equal(stored.status, 200, JSON.stringify(stored.body));
    assert.match(JSON.stringify(stored.body), /The Showcase/);
    assert.deepEqual(visitor.errors, []);
  } finally {
    await visitor.close();
  }
  assert.deepEqual(adminErrors(), []);
});
