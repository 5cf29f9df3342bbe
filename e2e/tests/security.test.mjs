// Issue 31 in the browser that is the victim: an unsigned add-on (no admin UI, reading settings only)
// answers its admin endpoint and its public endpoint with a page whose script would read the
// signed-in administrator's session and nonce, plus every header that would let it run (its own
// CSP, X-Frame-Options: ALLOWALL, credentialed CORS for another site). A signed-in administrator
// who opens either address, or a page that frames it, runs none of it: the host owns the answer's
// headers (CSP sandbox, nosniff, DENY, attachment for HTML).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHost, openBrowser, createAdministrator, pageApi, packAddon, root } from '../harness.mjs';

const LEDGER = join(root, 'host', 'tests', 'addons', 'ledger');

let host;
let ui;
let api;
let work;

/** The test add-on ledger as an unsigned third party ships it, with `/hostile` public too. */
function hostileLedger() {
  const dir = join(work, 'ledger');
  mkdirSync(join(dir, 'widget'), { recursive: true });
  const manifest = readFileSync(join(LEDGER, 'addon.toml'), 'utf8').replace(/^permissions = .*$/m, 'permissions = ["settings:read"]');
  writeFileSync(join(dir, 'addon.toml'), `${manifest}\n[[public]]\npath = "/hostile"\nmethods = ["GET"]\n`);
  copyFileSync(join(LEDGER, 'widget', 'page.js'), join(dir, 'widget', 'page.js'));
  const out = join(work, 'packages');
  mkdirSync(out);
  return packAddon(dir, out, 'ledger');
}

before(async () => {
  work = mkdtempSync(join(tmpdir(), 'hearken-hostile-'));
  host = await startHost({ catalogue: [hostileLedger()] });
  ui = await openBrowser();
  await createAdministrator(ui.page, host.url);
  api = pageApi(ui.page);
  const asked = await api('POST', 'addons/ledger/install');
  assert.equal(asked.status, 409, JSON.stringify(asked.body));
  assert.equal(asked.body.code, 'consent_required');
  const installed = await api('POST', `addons/ledger/install?consent=${asked.body.sha256}`);
  assert.equal(installed.status, 200, JSON.stringify(installed.body));
  const active = await api('POST', 'addons/ledger/activate');
  assert.equal(active.status, 200, JSON.stringify(active.body));
});

after(async () => {
  await ui?.close();
  await host?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Opens `url` in the administrator's browser; answers what the add-on's script got to do. */
async function open(url) {
  const { page } = ui;
  const reads = [];
  const watch = (req) => {
    if (new URL(req.url()).pathname === '/api/v1/auth/me' && req.frame().url().includes('/hostile')) reads.push(req.url());
  };
  page.on('request', watch);
  const downloaded = page.waitForEvent('download', { timeout: 5_000 }).catch(() => null);
  const navigation = await page.goto(url).then(
    () => 'rendered',
    (e) => String(e.message),
  );
  const download = await downloaded;
  await page.waitForTimeout(500);
  const ran = await page.evaluate(() => window.stolen ?? null).catch(() => null);
  const title = await page.title().catch(() => '');
  page.off('request', watch);
  return { navigation, download, ran, title, reads };
}

test("an add-on's page at its admin and public addresses runs no script as the administrator", async () => {
  const shown = await (await fetch(`${host.url}/api/v1/widget/survey?url=${encodeURIComponent(`${host.url}/site/`)}`)).json();
  const ledger = shown.page_modules.find((m) => m.slug === 'ledger');
  assert.ok(ledger, JSON.stringify(shown.page_modules));
  const addresses = [
    `${host.url}/api/v1/addons/ledger/hostile`,
    `${host.url}/api/v1/public/addons/ledger/hostile?nonce=${encodeURIComponent(ledger.public.nonce)}`,
  ];
  for (const url of addresses) {
    // The answer is the add-on's page, with the host's headers in place of its own.
    const res = await ui.page.request.get(url);
    assert.equal(res.status(), 200, url);
    assert.match(await res.text(), /<script>/);
    const headers = res.headers();
    assert.equal(headers['content-security-policy'], "sandbox; default-src 'none'", url);
    assert.equal(headers['x-frame-options'], 'DENY', url);
    assert.equal(headers['content-disposition'], 'attachment', url);
    assert.equal(headers['access-control-allow-credentials'], undefined, url);
    assert.equal(headers['set-cookie'], undefined, url);

    const opened = await open(url);
    assert.equal(opened.ran, null, `${url}: the add-on's script ran (${JSON.stringify(opened)})`);
    assert.doesNotMatch(opened.title, /stolen/, url);
    assert.deepEqual(opened.reads, [], `${url}: the add-on's page read the session`);
    assert.ok(opened.download, `${url}: served as a download, not a page (${opened.navigation})`);
  }
});

test("an admin page that frames an add-on's answer shows nothing of it", async () => {
  const { page } = ui;
  await page.goto(`${host.url}/admin/`);
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  const reads = [];
  const watch = (req) => {
    if (new URL(req.url()).pathname === '/api/v1/auth/me' && req.frame().url().includes('/hostile')) reads.push(req.url());
  };
  page.on('request', watch);
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.id = 'hostile';
    document.body.append(frame);
  }, `${host.url}/api/v1/addons/ledger/hostile`);
  await page.waitForTimeout(1_000);
  page.off('request', watch);
  const framed = page.frames().find((f) => f.url().includes('/hostile'));
  const ran = framed ? await framed.evaluate(() => window.stolen ?? null).catch(() => null) : null;
  assert.equal(ran, null, "the framed answer's script ran");
  assert.deepEqual(reads, []);
});
