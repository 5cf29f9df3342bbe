// The WordPress connector (widget/wordpress/, issue 33) on Debian's `wordpress` package: the plugin,
// as the host serves it zipped (/widget/hearken-wordpress.zip), is unpacked into a throwaway
// WordPress (PHP's built-in server over /usr/share/wordpress, its own database on the local
// MariaDB), activated and pointed at a running Hearken from Settings → Hearken; then a survey
// targeted by post type, category and logged-out state shows to a visitor on a news post only, and
// one targeted at logged-in administrators shows to the administrator only: the page context the
// plugin prints is the one the page rules read.
//
// Nothing is left on the machine: Debian's WordPress reads /etc/wordpress/config-<host>.php, so
// the test serves a temporary folder of links to /usr/share/wordpress with its own wp-config.php
// instead (ABSPATH set before WordPress starts, so that every script finds that config), and drops
// its database and user at the end. `make test-e2e` installs WordPress and PHP when missing; MariaDB
// must be running (under CI=true its absence fails the test, elsewhere it skips it).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { startHost, openBrowser, openContext, createAdministrator, pageApi, mintLicense } from '../harness.mjs';

const WORDPRESS = '/usr/share/wordpress';
const WAIT = { timeout: 15_000 };
const WP_ADMIN = { user: 'admin', password: `pw-${randomBytes(8).toString('hex')}` };

/** Why this machine cannot run the test ('' when it can). */
function missing() {
  if (!existsSync(join(WORDPRESS, 'wp-settings.php'))) return `Debian's wordpress package (${WORDPRESS}) is not installed`;
  try {
    execFileSync('php', ['-r', 'exit(extension_loaded("mysqli") ? 0 : 1);'], { stdio: 'ignore' });
  } catch {
    return 'php-cli with mysqli (php-mysql) is not installed';
  }
  try {
    execFileSync('mysql', ['-e', 'SELECT 1'], { stdio: 'ignore' });
  } catch {
    return 'no MariaDB answers `mysql -e "SELECT 1"` on its default socket';
  }
  return '';
}

const why = missing();
if (why && process.env.CI === 'true') throw new Error(`the WordPress test cannot run: ${why} (make test-e2e installs WordPress and PHP)`);
const skip = why ? `${why}: run \`make test-e2e\`` : false;

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

/** The files of a zip archive (stored or deflated entries), as {name: Buffer}. */
function unzip(archive) {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  assert.ok(end >= 0, 'the zip has an end of central directory');
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const files = {};
  for (let i = 0; i < count; i++) {
    assert.equal(archive.readUInt32LE(at), 0x02014b50, 'a central directory entry');
    const method = archive.readUInt16LE(at + 10);
    const size = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const skipped = nameLength + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength);
    const local = archive.readUInt32LE(at + 42);
    const start = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const data = archive.subarray(start, start + size);
    if (!name.endsWith('/')) files[name] = method === 8 ? inflateRawSync(data) : Buffer.from(data);
    at += 46 + skipped;
  }
  return files;
}

/** Runs SQL as the local MariaDB's administrator (the socket's own user). */
function sql(statements) {
  execFileSync('mysql', ['-e', statements], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * A throwaway WordPress with `plugin` ({path: Buffer}, paths under `hearken/`) in its plugins
 * folder: its own database and user, installed by wp_install with an administrator, a "News"
 * post, an uncategorized post and a page; served by `php -S`. Answers {url, ids, log(), stop()}.
 */
async function startWordPress(plugin) {
  const dir = mkdtempSync(join(tmpdir(), 'hearken-wordpress-'));
  const name = `hearken_wp_${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let server = null;
  let databaseMade = false;
  const stop = async () => {
    if (server && server.exitCode === null) {
      const gone = new Promise((r) => server.once('exit', r));
      // PHP_CLI_SERVER_WORKERS forks workers that outlive their parent: end the whole group.
      process.kill(-server.pid, 'SIGTERM');
      await gone;
    }
    if (databaseMade) sql(`DROP DATABASE IF EXISTS \`${name}\`; DROP USER IF EXISTS '${name}'@'localhost';`);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // The document root: links to Debian's WordPress, but its own wp-config.php and wp-content.
    const root = join(dir, 'wp');
    mkdirSync(join(root, 'wp-content', 'uploads'), { recursive: true });
    for (const entry of readdirSync(WORDPRESS)) {
      if (entry !== 'wp-config.php' && entry !== 'wp-content') symlinkSync(join(WORDPRESS, entry), join(root, entry));
    }
    symlinkSync(join(WORDPRESS, 'wp-content', 'themes'), join(root, 'wp-content', 'themes'));
    for (const [path, data] of Object.entries(plugin)) {
      const target = join(root, 'wp-content', 'plugins', path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, data);
    }
    // WordPress's scripts find their folder through symbolic links resolved (`__DIR__`), that is
    // Debian's, whose wp-config.php wants /etc/wordpress: ABSPATH, set first, sends them here.
    const prepend = join(dir, 'prepend.php');
    writeFileSync(prepend, `<?php define('ABSPATH', ${JSON.stringify(`${root}/`)});\n`);
    writeFileSync(
      join(root, 'wp-config.php'),
      `<?php
define('DB_NAME', '${name}');
define('DB_USER', '${name}');
define('DB_PASSWORD', '${password}');
define('DB_HOST', 'localhost');
define('WP_HOME', '${url}');
define('WP_SITEURL', '${url}');
define('WP_CONTENT_DIR', ABSPATH . 'wp-content');
// Offline and quick: no update checks, no cron requests, no mail.
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_DEBUG', true);
define('WP_DEBUG_DISPLAY', false);
define('WP_DEBUG_LOG', ${JSON.stringify(join(dir, 'debug.log'))});
$table_prefix = 'wp_';
require_once ABSPATH . 'wp-settings.php';
`,
    );
    sql(`CREATE DATABASE \`${name}\`; CREATE USER '${name}'@'localhost' IDENTIFIED BY '${password}'; GRANT ALL ON \`${name}\`.* TO '${name}'@'localhost';`);
    databaseMade = true;
    const install = join(dir, 'install.php');
    writeFileSync(
      install,
      `<?php
define('WP_INSTALLING', true);
$_SERVER['HTTP_HOST'] = '127.0.0.1:${port}';
require ABSPATH . 'wp-load.php';
// There is no mail server: the "new site" e-mail is not sent.
function wp_new_blog_notification() {}
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
wp_install('Crumb & Kettle', '${WP_ADMIN.user}', 'admin@example.com', true, '', '${WP_ADMIN.password}');
$news = wp_insert_term('News', 'category', array('slug' => 'news'));
$post = wp_insert_post(array('post_title' => 'Fresh loaves on Fridays', 'post_status' => 'publish', 'post_category' => array($news['term_id'])), true);
$other = wp_insert_post(array('post_title' => 'Closed on Monday', 'post_status' => 'publish'), true);
$page = wp_insert_post(array('post_title' => 'About the bakery', 'post_type' => 'page', 'post_status' => 'publish'), true);
echo json_encode(array('news' => $post, 'other' => $other, 'page' => $page));
`,
    );
    const ids = JSON.parse(execFileSync('php', ['-d', `auto_prepend_file=${prepend}`, install], { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] }).toString());
    for (const id of Object.values(ids)) assert.equal(typeof id, 'number', `WordPress made its content: ${JSON.stringify(ids)}`);

    const serverLog = join(dir, 'server.log');
    server = spawn(
      'php',
      ['-d', `auto_prepend_file=${prepend}`, '-d', 'opcache.enable_cli=1', '-S', `127.0.0.1:${port}`, '-t', root],
      { cwd: dir, detached: true, stdio: ['ignore', 'ignore', 'ignore'], env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' } },
    );
    const started = Date.now();
    for (;;) {
      try {
        const res = await fetch(`${url}/wp-login.php`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      if (server.exitCode !== null || Date.now() - started > 15_000) throw new Error(`php -S did not serve WordPress on ${url}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return {
      url,
      ids,
      /** What WordPress logged (notices, warnings) since it started. */
      log: () => (existsSync(join(dir, 'debug.log')) ? readFileSync(join(dir, 'debug.log'), 'utf8') : ''),
      serverLog,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

let host;
let ui;
let api;
let wp;
let admin;

before(async () => {
  if (skip) return;
  host = await startHost();
  ui = await openBrowser();
  await createAdministrator(ui.page, host.url);
  api = pageApi(ui.page);
  const license = await api('POST', 'license/verify', { key: mintLicense(host, 'pro') });
  assert.equal(license.status, 200, JSON.stringify(license.body));
  for (const step of ['install', 'activate']) {
    const res = await api('POST', `addons/targeting/${step}`);
    assert.ok([200, 201].includes(res.status), `targeting ${step}: ${JSON.stringify(res.body)}`);
  }
  const zip = await fetch(`${host.url}/widget/hearken-wordpress.zip`);
  assert.equal(zip.status, 200, 'the host serves the plugin beside the loader (make widget builds it)');
  const plugin = unzip(Buffer.from(await zip.arrayBuffer()));
  assert.ok(plugin['hearken/hearken.php'], `the zip holds hearken/hearken.php: ${Object.keys(plugin)}`);
  wp = await startWordPress(plugin);
});

after(async () => {
  await admin?.close();
  await ui?.close();
  await wp?.stop();
  await host?.stop();
});

/** Publishes a one-question survey titled `title` shown where `rules` (page rules) match. */
async function publish(title, rules) {
  const made = await api('POST', 'surveys', {
    id: null,
    title,
    status: 'publish',
    questions: [{ id: 'q1', type: 'radio-button', title: 'Did you find what you came for?', config: { options: ['Yes', 'No'] } }],
    settings: { targeting: { devices: ['desktop', 'tablet', 'mobile'], pages: 'custom', page_rules: rules } },
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  assert.equal(made.body.published, true, JSON.stringify(made.body));
  return made.body.survey;
}

/**
 * Opens WordPress page `path` in `visitor` ({page}); answers the page context the loader sent
 * the host (the widget/survey request's query) and the survey it was given.
 */
async function open(visitor, path) {
  const asked = visitor.page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/widget/survey', WAIT);
  await visitor.page.goto(`${wp.url}${path}`);
  const res = await asked;
  const query = Object.fromEntries(new URL(res.url()).searchParams);
  const context = {};
  for (const key of ['page_type', 'post_type', 'post_id', 'terms', 'logged_in', 'role']) if (key in query) context[key] = query[key];
  return { context, survey: (await res.json())?.survey ?? null };
}

const panel = (page, title) => page.getByRole('region', { name: title });

const NEWS_READERS = 'News readers';
const ADMINISTRATORS = 'Signed-in administrators';

test('the administrator activates the plugin and saves the Hearken server in Settings → Hearken', { skip }, async () => {
  admin = await openContext(ui.browser);
  const { page } = admin;
  await page.goto(`${wp.url}/wp-login.php?redirect_to=${encodeURIComponent(`${wp.url}/wp-admin/plugins.php`)}`);
  await page.getByLabel('Username or Email Address').fill(WP_ADMIN.user);
  await page.getByLabel('Password', { exact: true }).fill(WP_ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  // The first sign-in of a fresh WordPress can be slow (its PHP server warms up) or stop at a
  // screen of its own: wait for the sign-in to land, then open the plugins screen itself.
  await page.waitForURL((url) => !url.pathname.endsWith('/wp-login.php'), { timeout: 60_000 });
  if (!new URL(page.url()).pathname.endsWith('/plugins.php')) {
    await page.goto(`${wp.url}/wp-admin/plugins.php`, { timeout: 60_000 });
  }
  await page.getByRole('link', { name: 'Activate Hearken' }).click({ timeout: 60_000 });
  await page.getByRole('link', { name: 'Deactivate Hearken' }).waitFor(WAIT);

  await page.goto(`${wp.url}/wp-admin/options-general.php?page=hearken`);
  await page.getByRole('heading', { name: 'Hearken', level: 1 }).waitFor(WAIT);
  await page.getByText('Not connected').waitFor(WAIT);
  const field = page.getByLabel('Hearken server URL');

  // A URL with a path is not a server's origin: refused once, with the reason, nothing saved.
  await field.fill('https://feedback.example.com/surveys');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const refused = page.getByText('The Hearken server URL must start with http:// or https://');
  await refused.waitFor(WAIT);
  assert.equal(await refused.count(), 1, 'the error is said once');
  assert.equal(await field.inputValue(), '');

  await field.fill(`${host.url}/`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Settings saved.').waitFor(WAIT);
  assert.equal(await field.inputValue(), host.url, 'saved as an origin, without the trailing slash');
  await page.getByText(`${host.url}/widget.js`).waitFor(WAIT);
  await admin.shot('wordpress-settings');
  // The admin screens do not load the widget.
  assert.equal(await page.locator('script[src$="/widget.js"]').count(), 0);
  assert.deepEqual(admin.errors, []);
});

test('a survey for logged-out readers of news posts shows on a news post only, with the page context WordPress gives', { skip }, async () => {
  await publish(NEWS_READERS, [
    { logic: 'post_type_is', operator: null, data: [{ id: 'post', label: 'post' }] },
    { logic: 'taxonomy_term_is', operator: '&&', data: [{ id: 'category:news', label: 'news (category)' }] },
    { logic: 'user_logged_in', operator: '&&', data: [{ id: 'false', label: 'Logged out' }] },
  ]);
  const visitor = await openContext(ui.browser, { requestFailures: true });
  try {
    const news = await open(visitor, `/?p=${wp.ids.news}`);
    assert.deepEqual(news.context, {
      page_type: 'post',
      post_type: 'post',
      post_id: String(wp.ids.news),
      terms: 'category:news',
      logged_in: 'false',
    });
    assert.equal(news.survey?.title, NEWS_READERS);
    const shown = panel(visitor.page, NEWS_READERS);
    await shown.waitFor(WAIT);
    await shown.getByRole('radio', { name: 'Yes' }).waitFor(WAIT);
    await visitor.shot('wordpress-post-widget');
    // The loader is WordPress's enqueued script, from the Hearken server, after its configuration.
    assert.equal(await visitor.page.locator(`script#hearken-widget-js[src="${host.url}/widget.js"]`).count(), 1);
    assert.equal(await visitor.page.evaluate(() => window.hearkenConfig?.host), host.url);

    const other = await open(visitor, `/?p=${wp.ids.other}`);
    assert.deepEqual(other.context, {
      page_type: 'post',
      post_type: 'post',
      post_id: String(wp.ids.other),
      terms: 'category:uncategorized',
      logged_in: 'false',
    });
    assert.equal(other.survey, null, 'not in the News category');

    const about = await open(visitor, `/?page_id=${wp.ids.page}`);
    assert.deepEqual(about.context, { page_type: 'page', post_type: 'page', post_id: String(wp.ids.page), logged_in: 'false' });
    assert.equal(about.survey, null, 'a page, not a post');

    const home = await open(visitor, '/');
    assert.deepEqual(home.context, { page_type: 'home', logged_in: 'false' });
    assert.equal(home.survey, null);
    assert.equal(await panel(visitor.page, NEWS_READERS).count(), 0);
    assert.deepEqual(visitor.errors, []);
  } finally {
    await visitor.close();
  }
});

test('a survey for logged-in administrators shows to the administrator, and not to a visitor', { skip }, async () => {
  await publish(ADMINISTRATORS, [
    { logic: 'user_logged_in', operator: null, data: [{ id: 'true', label: 'Logged in' }] },
    { logic: 'user_role', operator: '&&', data: [{ id: 'administrator', label: 'administrator' }] },
  ]);
  const { page } = admin;
  const about = await open(admin, `/?page_id=${wp.ids.page}`);
  assert.deepEqual(about.context, {
    page_type: 'page',
    post_type: 'page',
    post_id: String(wp.ids.page),
    logged_in: 'true',
    role: 'administrator',
  });
  assert.equal(about.survey?.title, ADMINISTRATORS);
  await panel(page, ADMINISTRATORS).waitFor(WAIT);
  await admin.shot('wordpress-administrator-widget');

  // Logged out, the same news post shows the readers' survey, not the administrators'.
  const visitor = await openContext(ui.browser);
  try {
    const news = await open(visitor, `/?p=${wp.ids.news}`);
    assert.equal(news.context.logged_in, 'false');
    assert.equal(news.survey?.title, NEWS_READERS);
  } finally {
    await visitor.close();
  }
});

test('the plugin raises no PHP notice, warning or error', { skip }, () => {
  const lines = wp
    .log()
    .split('\n')
    .filter((line) => line.includes('/plugins/hearken/'));
  assert.deepEqual(lines, []);
});
