// The Page Pulse example add-on (examples/page-pulse) end to end, as a third party ships it: packed
// by the host's own `addon pack` from the example's build, uploaded and activated by the admin with
// no license (it is a lite add-on); on the example site's journal post a visitor answers "Was this
// page helpful?" in its page embed and a survey in the floating widget; the admin's Page Pulse page
// shows the vote and the response counted for that page. Needs the example built first:
// `make addons` (or `cargo build --target wasm32-wasip2 --release --target-dir ../../target/example`
// in examples/page-pulse, and `npm run build` there, which builds its ui-src/ and widget-src/).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHost, openBrowser, openContext, createAdministrator, pageApi, root } from '../harness.mjs';

const EXAMPLE = join(root, 'examples', 'page-pulse');
const WASM = join(root, 'target', 'example', 'wasm32-wasip2', 'release', 'page_pulse.wasm');
const POST = '/site/blog/hello-world.html';
const VOTE = '/api/v1/public/addons/page-pulse/vote';
const QUESTION = 'Was this page helpful?';
const THANKS = 'Thank you for your feedback!';
const SURVEY = 'Journal feedback';
const SURVEY_QUESTION = 'Did you find what you came for?';
const WAIT = { timeout: 10_000 };

let host;
let ui;
let visitor;
let api;
let pageUrl;
/** The nonce the host handed the page module with its public endpoint, as the embed sent it. */
let publicNonce;

before(async () => {
  host = await startHost({ site: true });
  ui = await openBrowser();
  await createAdministrator(ui.page, host.url);
  api = pageApi(ui.page);
  pageUrl = `${host.url}${POST}`;
});

after(async () => {
  await visitor?.close();
  await ui?.close();
  await host?.stop();
});

/** Polls `probe` until it answers truthy; fails with `what` after `timeoutMs`. */
async function eventually(what, probe, timeoutMs = 10_000) {
  const started = Date.now();
  let last;
  for (;;) {
    try {
      last = await probe();
      if (last) return last;
    } catch (error) {
      last = error;
    }
    if (Date.now() - started > timeoutMs) assert.fail(`${what} (waited ${timeoutMs} ms; last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The example's package, packed by the host's own `addon pack` from the example's build. */
function packExample() {
  for (const built of [WASM, join(EXAMPLE, 'ui', 'remoteEntry.js'), join(EXAMPLE, 'widget', 'index.js')]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: build the example first (make addons)`);
  }
  const out = mkdtempSync(join(tmpdir(), 'hearken-page-pulse-'));
  try {
    execFileSync(host.bin, ['addon', 'pack', EXAMPLE, '--wasm', WASM, '--out', out], {
      env: { ...process.env, HEARKEN_DATA_DIR: join(root, 'target', 'test-data') },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return readFileSync(join(out, 'page-pulse-0.1.0.hkpkg')).toString('base64');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

test('the admin uploads the packed example and activates it with no license', async () => {
  const pkg = packExample();
  // Not signed by a trusted publisher: the Add-ons screen shows what it may do, and installs it
  // only once the administrator consents.
  const dir = mkdtempSync(join(tmpdir(), 'hearken-upload-'));
  const file = join(dir, 'page-pulse-0.1.0.hkpkg');
  writeFileSync(file, Buffer.from(pkg, 'base64'));
  const { page } = ui;
  await page.goto(`${host.url}/admin/addons`);
  await page.getByLabel('Add-on package (.hkpkg)').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload and activate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Install Page Pulse?' });
  await dialog.waitFor();
  await dialog.getByText("Answers visitors' browsers at an address of its own").waitFor();
  await dialog.getByText('Keeps data of its own on this server').waitFor();
  await ui.shot('addon-consent');
  await dialog.getByRole('button', { name: 'Install anyway' }).click();
  await page.getByText('Page Pulse 0.1.0 was installed and activated.').waitFor();
  rmSync(dir, { recursive: true, force: true });
  // The host's first answer (409, consent required) is the only failed request.
  assert.deepEqual(ui.errors.splice(0), ['409 POST /api/v1/addons/upload']);
  const manifest = await api('GET', 'addons/ui-manifest');
  assert.deepEqual(
    manifest.body.remotes.map((r) => r.scope),
    ['page_pulse'],
    JSON.stringify(manifest.body),
  );

  // A survey on every page, so that the journal post also sends a response from the floating widget.
  const made = await api('POST', 'surveys', {
    id: null,
    title: SURVEY,
    status: 'publish',
    questions: [{ id: 'q1', type: 'radio-button', title: SURVEY_QUESTION, config: { options: ['Yes', 'Not quite'] } }],
  });
  assert.ok(made.status < 300, JSON.stringify(made));
  assert.deepEqual(ui.errors.splice(0), []);
});

test('a visitor answers Yes in the embed on the journal post and is thanked; a second vote is not sent', async () => {
  visitor = await openContext(ui.browser, { requestFailures: true });
  const { page } = visitor;
  const votes = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === VOTE) votes.push(req);
  });
  await page.goto(pageUrl);
  await page.getByRole('heading', { name: 'Hello, world' }).waitFor(WAIT);

  const embed = page.getByRole('group', { name: QUESTION });
  await embed.waitFor(WAIT);
  assert.equal(await page.locator('[data-hearken-embed="page-pulse"] [role="group"]').count(), 1, 'rendered into the page’s embed element');
  const yes = embed.getByRole('button', { name: 'Yes', exact: true });
  const no = embed.getByRole('button', { name: 'No', exact: true });
  await visitor.shot('page-pulse-embed');

  const counted = page.waitForResponse((res) => new URL(res.url()).pathname === VOTE, WAIT);
  await yes.click();
  const res = await counted;
  // Not res.text(): the embed reads only the status, and Playwright then waits for the body for ever.
  assert.equal(res.status(), 200);
  assert.deepEqual(res.request().postDataJSON(), { helpful: true, url: pageUrl });
  publicNonce = res.request().headers()['x-hearken-nonce'];
  assert.ok(publicNonce, 'the embed sends the nonce the host gave its module');

  const live = embed.locator('[aria-live="polite"]');
  await live.getByText(THANKS, { exact: true }).waitFor(WAIT);
  assert.equal(await yes.getAttribute('aria-pressed'), 'true');
  await visitor.shot('page-pulse-thanked');

  // The same visitor changes their mind: the embed has counted them already and sends nothing.
  await no.click({ force: true });
  await page.waitForTimeout(500);
  assert.equal(votes.length, 1, 'one vote per visitor and page');
  assert.equal(await no.getAttribute('aria-disabled'), 'true');
  assert.equal(await yes.getAttribute('aria-pressed'), 'true');

  // The floating survey on the same page: one click answers it; Page Pulse counts the response.
  const panel = page.getByRole('region', { name: SURVEY });
  await panel.waitFor(WAIT);
  const posted = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/v1\/surveys\/\d+\/responses$/.test(new URL(r.url()).pathname), WAIT);
  await panel.getByRole('radio', { name: 'Yes' }).click();
  assert.equal((await posted).status(), 201);
  await panel.getByText('Thanks for your feedback!', { exact: true }).waitFor(WAIT);

  // The next view of the page remembers the vote: thanks, and nothing to send.
  await page.reload();
  await page.getByRole('group', { name: QUESTION }).getByText(THANKS, { exact: true }).waitFor(WAIT);
  await page.getByRole('group', { name: QUESTION }).getByRole('button', { name: 'No', exact: true }).click({ force: true });
  await page.waitForTimeout(500);
  assert.equal(votes.length, 1, 'a reload does not vote again');
  assert.deepEqual(visitor.errors.splice(0), []);
});

test('the vote endpoint refuses a malformed vote with 422 and says why, and a call without the nonce', async () => {
  assert.ok(publicNonce, 'the embed voted');
  const post = (body, nonce = publicNonce) =>
    fetch(`${host.url}${VOTE}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(nonce ? { 'x-hearken-nonce': nonce } : {}) },
      body: JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, body: await res.json() }));

  const notBool = await post({ helpful: 'yes', url: pageUrl });
  assert.equal(notBool.status, 422, JSON.stringify(notBool));
  assert.equal(notBool.body.code, 'invalid_vote');
  assert.equal(notBool.body.message, 'helpful must be true or false.');
  assert.deepEqual(Object.keys(notBool.body.fields), ['helpful']);

  const noPage = await post({ helpful: true, url: 'javascript:alert(1)' });
  assert.equal(noPage.status, 422, JSON.stringify(noPage));
  assert.match(noPage.body.message, /^url must be the page's http\(s\) address/);

  const noNonce = await post({ helpful: true, url: pageUrl }, null);
  assert.equal(noNonce.status, 403, JSON.stringify(noNonce));
  assert.equal(noNonce.body.code, 'invalid_nonce');
});

test('a page without the embed loads the page module and shows nothing of it', async () => {
  const { page } = visitor;
  const loaded = page.waitForResponse((res) => new URL(res.url()).pathname === '/addons/page-pulse/widget/index.js', WAIT);
  await page.goto(`${host.url}/site/shop/product.html`);
  assert.equal((await loaded).status(), 200);
  await page.waitForLoadState('networkidle');
  assert.equal(await page.locator('.page-pulse').count(), 0);
  assert.equal(await page.getByRole('group', { name: QUESTION }).count(), 0);
  assert.deepEqual(visitor.errors.splice(0), []);
});

test('the admin opens Page Pulse from the menu and reads the vote and the response of the post', async () => {
  const { page } = ui;
  await page.goto(`${host.url}/admin/`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Page Pulse' }).click();
  await page.waitForURL(`${host.url}/admin/x/page-pulse`, WAIT);
  await page.getByRole('heading', { level: 1, name: 'Page Pulse' }).waitFor(WAIT);

  // response-submitted runs in the background: the response may reach the count a moment later.
  const row = page.getByRole('table', { name: /Votes and survey responses per page/ }).getByRole('row', { name: new RegExp(pageUrl.replaceAll('.', '\\.')) });
  const cells = () => row.getByRole('cell').allInnerTexts();
  await eventually('the post’s row shows the vote and the response', async () => {
    if ((await row.count()) === 1 && JSON.stringify(await cells()) === JSON.stringify(['1', '0', '1', '1', '1'])) return true;
    await page.reload();
    await row.waitFor(WAIT);
    return false;
  });
  assert.equal(await row.getByRole('rowheader').innerText(), pageUrl);
  await ui.shot('page-pulse-admin');
  assert.deepEqual(ui.errors.splice(0), []);
});
