// The e2e harness: a real `hearken serve` (the debug binary cargo built for the Rust tests) on a
// temporary SQLite database, with the first-party add-on packages in a temporary catalogue, and
// Debian's Chromium through playwright-core. Screenshots go to e2e/artifacts/.

import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const artifacts = join(root, 'e2e', 'artifacts');
const bin = process.env.HEARKEN_BIN ?? join(root, 'target', 'debug', 'hearken');
const chromiumPath = process.env.CHROMIUM ?? '/usr/bin/chromium';

function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
    srv.on('error', rej);
  });
}

/** Packs the first-party add-ons into `dir` with the host's own `addon pack`. */
function stockCatalogue(dir) {
  const wasm = join(root, 'target', 'wasm32-wasip2', 'addon');
  for (const [name, file] of [['question-types', 'question_types.wasm'], ['templates', 'templates.wasm']]) {
    execFileSync(bin, ['addon', 'pack', join(root, 'addons', name), '--wasm', join(wasm, file), '--out', dir], {
      env: { ...process.env, HEARKEN_DATA_DIR: join(root, 'target', 'test-data') },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
}

/** Starts a host; answers {url, stop, bin}. */
export async function startHost() {
  for (const path of [bin, chromiumPath, join(root, 'admin-shell', 'dist', 'index.html')]) {
    if (!existsSync(path)) throw new Error(`${path} is missing: run \`make test\` (it builds the host, the add-ons and the admin shell)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'hearken-e2e-'));
  const catalogue = join(dir, 'catalogue');
  mkdirSync(catalogue);
  stockCatalogue(catalogue);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(bin, ['serve', '--listen', `127.0.0.1:${port}`], {
    env: {
      ...process.env,
      HEARKEN_DATA_DIR: dir,
      HEARKEN_CATALOGUE_DIR: catalogue,
      HEARKEN_ADMIN_DIR: join(root, 'admin-shell', 'dist'),
      RUST_LOG: 'hearken=warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const started = Date.now();
  for (;;) {
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 30_000) {
      child.kill();
      throw new Error('the host did not start within 30 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    bin,
    async stop() {
      child.kill();
      await new Promise((r) => child.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A headless browser page that records console errors and failed page loads. */
export async function openBrowser() {
  mkdirSync(artifacts, { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  // Chromium logs every 4xx as a console error without its URL; the responses are recorded
  // instead, with their URLs, so a test can tell an expected 401 from a missing file.
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
  });
  page.on('response', (res) => {
    if (res.status() >= 400) errors.push(`${res.status()} ${res.request().method()} ${new URL(res.url()).pathname}`);
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return {
    browser,
    page,
    errors,
    async shot(name) {
      await page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
    },
    async close() {
      await browser.close();
    },
  };
}

export const ADMIN = { name: 'Ada', email: 'admin@example.com', password: 'correct horse battery' };

/** Creates the first administrator through the first-run screen; the page is then signed in. */
export async function createAdministrator(page, url) {
  await page.goto(`${url}/admin/`);
  await page.getByRole('heading', { name: 'Create the first administrator' }).waitFor();
  await page.getByLabel('Name').fill(ADMIN.name);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Create administrator' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
}

/** Calls the API with the page's own session and nonce, as the admin would; answers {status, body}. */
export function pageApi(page) {
  return (method, path, body) =>
    page.evaluate(
      async ({ method, path, body }) => {
        const me = await (await fetch('/api/v1/auth/me')).json();
        const res = await fetch(`/api/v1/${path}`, {
          method,
          headers: { 'content-type': 'application/json', 'x-hearken-nonce': me.nonce },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await res.text();
        return { status: res.status, body: text ? JSON.parse(text) : null };
      },
      { method, path, body },
    );
}

/** A license key of `tier`, signed by the host's own `license mint`. */
export function mintLicense(host, tier) {
  return execFileSync(host.bin, ['license', 'mint', '--tier', tier]).toString().trim();
}
