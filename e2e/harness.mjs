// The e2e harness: a real `hearken serve` (the debug binary cargo built for the Rust tests) on a
// temporary SQLite database, with the first-party add-on packages in a temporary catalogue, and
// Debian's Chromium through playwright-core. Screenshots go to e2e/artifacts/. The host also
// serves the built widget (/widget.js) and the example site (/site/); `smtpListener` stands in
// for an SMTP relay so that a test can read the e-mails the host sends.

import { spawn, execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, mkdirSync, rmSync, existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, resolve, dirname } from 'node:path';
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

/**
 * Packs the add-on in folder `dir` (its addon.toml, ui/ and widget/) with the component
 * target/wasm32-wasip2/addon/<crate>.wasm into folder `out`, with the host's own `addon pack`;
 * answers the package's path. `crate` defaults to the folder's name with `_` for `-`.
 */
export function packAddon(dir, out, crate = basename(dir).replaceAll('-', '_'), { sign = false } = {}) {
  const wasm = join(root, 'target', 'wasm32-wasip2', 'addon', `${crate}.wasm`);
  const signing = sign ? ['--sign-key', DEV_PUBLISHER_KEY] : [];
  const printed = execFileSync(bin, ['addon', 'pack', dir, '--wasm', wasm, '--out', out, ...signing], {
    env: { ...process.env, HEARKEN_DATA_DIR: join(root, 'target', 'test-data') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return printed.toString().trim();
}

/** The development publisher's key file: `make` signs the first-party catalogue with it. */
export const DEV_PUBLISHER_KEY = join(root, 'host', 'dev-keys', 'DEVELOPMENT-ONLY-publisher.seed.hex');

/** Packs every first-party add-on (each folder of addons/) into `dir`, signed as `make` signs them. */
function stockCatalogue(dir) {
  const names = readdirSync(join(root, 'addons')).filter((name) => existsSync(join(root, 'addons', name, 'addon.toml')));
  for (const name of names) packAddon(join(root, 'addons', name), dir, undefined, { sign: true });
}

/**
 * Starts a host; answers {url, stop, bin}. It serves the built admin shell and widget; with `site`,
 * also the example site at /site/. `smtpUrl` (e.g. `smtpListener().url`) is where it sends e-mail;
 * without it, e-mails stay queued. `fakeNow` (RFC 3339) starts the host's clock at that instant
 * (`HEARKEN_FAKE_NOW`, honoured by debug builds only); pair it with `openContext`'s `clock`.
 * `catalogue` lists more packages (paths of .hkpkg files) for the Add-ons screen to offer. `env`
 * adds environment variables (settings) of the host's.
 */
export async function startHost({ smtpUrl, site = false, fakeNow, catalogue: offered = [], env = {} } = {}) {
  const adminDir = join(root, 'admin-shell', 'dist');
  const widgetDir = join(root, 'widget', 'dist');
  const siteDir = join(root, 'examples', 'site');
  const needed = [bin, chromiumPath, join(adminDir, 'index.html'), join(widgetDir, 'widget.js'), join(widgetDir, 'renderer.js')];
  if (site) needed.push(join(siteDir, 'index.html'));
  for (const path of needed) {
    if (!existsSync(path)) throw new Error(`${path} is missing: run \`make test\` (it builds the host, the add-ons, the admin shell and the widget)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'hearken-e2e-'));
  const catalogue = join(dir, 'catalogue');
  mkdirSync(catalogue);
  stockCatalogue(catalogue);
  for (const file of offered) copyFileSync(file, join(catalogue, basename(file)));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(bin, ['serve', '--listen', `127.0.0.1:${port}`], {
    // In the temporary folder, so that no default relative to the caller's folder applies.
    cwd: dir,
    env: {
      ...process.env,
      HEARKEN_DATA_DIR: dir,
      HEARKEN_DEV: '1',
      // Stand-ins for third-party services listen on loopback, which add-ons may not reach otherwise.
      HEARKEN_ADDON_ALLOWED_NETWORKS: '127.0.0.0/8,::1/128',
      // Google Drive's local Google (tools/mock-google): an operator's grant, not its manifest's.
      HEARKEN_ADDON_EXTRA_HOSTS: 'google-drive=127.0.0.1:*',
      HEARKEN_CATALOGUE_DIR: catalogue,
      HEARKEN_ADMIN_DIR: adminDir,
      HEARKEN_WIDGET_DIR: widgetDir,
      ...(site ? { HEARKEN_SITE_DIR: siteDir } : {}),
      ...(smtpUrl ? { HEARKEN_SMTP_URL: smtpUrl } : {}),
      ...(fakeNow ? { HEARKEN_FAKE_NOW: fakeNow } : {}),
      RUST_LOG: 'hearken=warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = null;
  child.once('exit', (code, signal) => (exited = { code, signal }));
  const started = Date.now();
  for (;;) {
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (exited) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`the host exited (code ${exited.code}, signal ${exited.signal}) before it listened: see its stderr above`);
    }
    if (Date.now() - started > 30_000) {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
      throw new Error('the host did not start within 30 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    bin,
    /** The host's data folder (its SQLite database is `hearken.db` there). */
    dir,
    async stop() {
      if (!exited) {
        const gone = new Promise((r) => child.once('exit', r));
        child.kill();
        await gone;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A new browser context (its own cookies) with one page that records console errors and answers
 * of 400 and above (and, with `requestFailures`, requests that got no answer); answers {context,
 * page, errors, shot(name), close()}. `clock` (RFC 3339) starts the page's clock at that instant.
 */
export async function openContext(browser, { requestFailures = false, clock } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (clock) await page.clock.install({ time: new Date(clock) });
  const errors = [];
  // Chromium logs every 4xx as a console error without its URL; the responses are recorded
  // instead, with their URLs, so a test can tell an expected 401 from a missing file.
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
  });
  page.on('response', (res) => {
    if (res.status() >= 400) errors.push(`${res.status()} ${res.request().method()} ${new URL(res.url()).pathname}`);
  });
  page.on('requestfailed', (req) => {
    if (!requestFailures) return;
    // A navigation away aborts what the page had in flight; that is not a failure of the page.
    if (req.failure()?.errorText !== 'net::ERR_ABORTED') errors.push(`failed ${req.method()} ${req.url()}: ${req.failure()?.errorText}`);
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  // The admin runs under a Content-Security-Policy: every violation a page reports is an error.
  await page.exposeBinding('__hearkenCspViolation', (_, text) => errors.push(`CSP violation: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__hearkenCspViolation(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} in ${e.sourceFile || e.documentURI}`),
    );
  });
  return {
    context,
    page,
    errors,
    async shot(name) {
      await page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
    },
    async close() {
      await context.close();
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
  const { page, errors, shot } = await openContext(browser);
  return {
    browser,
    page,
    errors,
    shot,
    async close() {
      await browser.close();
    },
  };
}

/**
 * A minimal SMTP server on loopback (no TLS, no auth) that records every message it is given as
 * {from, rcpt: [addresses], data: the raw message}; answers {url, messages, waitForMail(n,
 * timeoutMs), stop()}. Enough of RFC 5321 for lettre's plain transport.
 */
export async function smtpListener() {
  const messages = [];
  const sockets = new Set();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.setEncoding('latin1');
    let buffer = '';
    let inData = false;
    let current = { from: '', rcpt: [] };
    const reply = (line) => socket.write(`${line}\r\n`);
    socket.on('data', (chunk) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const text = `\r\n${buffer}`;
          const end = text.indexOf('\r\n.\r\n');
          if (end < 0) return;
          // Undo the dot-stuffing of lines that began with a dot.
          const data = text.slice(2, end + 2).replace(/^\.\./gm, '.');
          buffer = text.slice(end + 5);
          messages.push({ ...current, data: Buffer.from(data, 'latin1').toString('utf8') });
          current = { from: '', rcpt: [] };
          inData = false;
          reply('250 2.0.0 queued');
          continue;
        }
        const at = buffer.indexOf('\r\n');
        if (at < 0) return;
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-x\r\n250 8BITMIME');
        else if (verb === 'HELO') reply('250 x');
        else if (verb === 'MAIL') {
          current = { from: (line.match(/<([^>]*)>/) ?? [])[1] ?? '', rcpt: [] };
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          current.rcpt.push((line.match(/<([^>]*)>/) ?? [])[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'RSET') {
          current = { from: '', rcpt: [] };
          reply('250 2.0.0 ok');
        } else if (verb === 'NOOP') reply('250 2.0.0 ok');
        else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
          return;
        } else reply('502 5.5.2 not implemented');
      }
    });
    socket.write('220 hearken-e2e ESMTP\r\n');
  });
  await new Promise((res, rej) => {
    server.once('error', rej);
    server.listen(0, '127.0.0.1', res);
  });
  const { port } = server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Resolves with the messages once there are at least `n`; rejects after `timeoutMs`. */
    async waitForMail(n = 1, timeoutMs = 10_000) {
      const started = Date.now();
      while (messages.length < n) {
        if (Date.now() - started > timeoutMs) {
          throw new Error(`expected ${n} e-mail(s) within ${timeoutMs} ms, got ${messages.length}`);
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      return messages;
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}

function decodeWords(header) {
  return header.replace(/=\?([^?]+)\?([bqBQ])\?([^?]*)\?=/g, (_, charset, enc, text) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
  );
}

function splitEntity(raw) {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(body, encoding = '') {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(parseInt(h, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

/** A received message read as {headers, subject, text, html}: MIME parts decoded, headers unfolded. */
export function readMail(message) {
  const { headers, body } = splitEntity(message.data);
  const out = { headers, subject: decodeWords(headers.subject ?? ''), text: '', html: '' };
  const walk = (entity) => {
    const type = entity.headers['content-type'] ?? 'text/plain';
    const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      const parts = entity.body.split(`--${boundary}`).slice(1);
      for (const part of parts) {
        if (part.startsWith('--')) break;
        walk(splitEntity(part.replace(/^\r?\n/, '')));
      }
      return;
    }
    const text = decodeBody(entity.body, entity.headers['content-transfer-encoding']);
    if (/^text\/html/i.test(type)) out.html += text;
    else if (/^text\/plain/i.test(type)) out.text += text;
  };
  walk({ headers, body });
  return out;
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

/** The development license issuer's private key file (trusted by servers started with HEARKEN_DEV). */
export const DEV_ISSUER_KEY = join(root, 'host', 'dev-keys', 'DEVELOPMENT-ONLY-license-issuer.seed.hex');

/** A license key of `tier`, signed by the host's own `license mint` with the development issuer. */
export function mintLicense(host, tier) {
  return execFileSync(host.bin, ['license', 'mint', '--key-file', DEV_ISSUER_KEY, '--tier', tier])
    .toString()
    .trim();
}
