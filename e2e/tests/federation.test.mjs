// Module Federation end to end: the first-party remotes, built into their packages, loaded by the
// shell from a real host. Proves that a page with both remotes loaded runs one React (one renderer,
// on the shell's React, and no copy of React inside any remote), that remote components mount into
// a real screen, and that a remote that fails to load is skipped with a notice while the shell
// keeps working.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { startHost, openBrowser, root, mintLicense, DEV_PUBLISHER_KEY } from '../harness.mjs';

const EMAIL = 'admin@example.com';
const PASSWORD = 'correct horse battery';
const BROKEN_NOTICE = 'The Broken UI add-on could not be loaded; its part of this screen is skipped.';
let host;
let ui;

before(async () => {
  host = await startHost();
  ui = await openBrowser();
  // Before any script of the page: turn on the shell's debug handle (window.__HEARKEN_SHELL__),
  // and stand in for React DevTools, whose hook every copy of react-dom registers itself with.
  await ui.page.addInitScript(() => {
    try {
      window.localStorage.setItem('hearken-shell-debug', '1');
    } catch {
      // about:blank has no storage
    }
    const renderers = new Map();
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer) {
        const id = renderers.size + 1;
        renderers.set(id, renderer);
        return id;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
    };
  });
});

after(async () => {
  await ui?.close();
  await host?.stop();
});

/** Console errors and failed requests, less those matching `expected` (regular expressions). */
function unexpectedErrors(expected = []) {
  const seen = ui.errors.splice(0);
  return seen.filter((e) => !expected.some((re) => re.test(e)));
}

/** An add-on whose remote entry throws as it loads, packed by the host's own `addon pack`. */
function brokenPackage() {
  const dir = mkdtempSync(join(tmpdir(), 'hearken-broken-ui-'));
  mkdirSync(join(dir, 'ui'));
  writeFileSync(
    join(dir, 'addon.toml'),
    [
      'slug = "broken-ui"',
      'name = "Broken UI"',
      'version = "1.0.0"',
      'description = "A remote that cannot load (tests only)."',
      'author = "Hearken tests"',
      'plan = "pro"',
      'api = "^1.1"',
      '',
      '# The component is the test add-on probe, whose activation writes to its storage',
      '# and whose hooks read surveys.',
      '[capabilities]',
      'storage = true',
      'permissions = ["surveys:read"]',
      '',
      '[ui]',
      'extension_points = [',
      '  { point = "editor-card", module = "./Card", target = "setup" },',
      '  { point = "route", module = "./Page" },',
      ']',
      '',
    ].join('\n'),
  );
  writeFileSync(join(dir, 'ui', 'remoteEntry.js'), "throw new Error('this remote is broken on purpose');\n");
  const out = join(dir, 'out');
  mkdirSync(out);
  execFileSync(
    host.bin,
    // Signed as a first-party package would be: a paid plan needs a trusted publisher.
    ['addon', 'pack', dir, '--wasm', join(root, 'target', 'wasm32-wasip2', 'addon', 'probe.wasm'), '--out', out, '--sign-key', DEV_PUBLISHER_KEY],
    { env: { ...process.env, HEARKEN_DATA_DIR: join(root, 'target', 'test-data') }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const bytes = readFileSync(join(out, 'broken-ui-1.0.0.hkpkg'));
  rmSync(dir, { recursive: true, force: true });
  return bytes.toString('base64');
}

/** The JS files of a first-party remote as built into addons/<slug>/ui/ (what its package holds). */
function remoteFiles(slug) {
  const dir = join(root, 'addons', slug, 'ui');
  const files = [];
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(d, entry.name));
      else if (entry.name.endsWith('.js')) files.push(relative(dir, join(d, entry.name)));
    }
  };
  walk(dir);
  return files;
}

test('first administrator, Pro key, both first-party add-ons and a broken one active', async () => {
  const { page } = ui;
  await page.goto(`${host.url}/admin/`);
  await page.getByRole('heading', { name: 'Create the first administrator' }).waitFor();
  const key = mintLicense(host, 'pro');
  const broken = brokenPackage();
  const results = await page.evaluate(
    async ({ email, password, key, broken }) => {
      const json = (res) => res.json().then((body) => ({ status: res.status, body }));
      const setup = await fetch('/api/v1/setup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, name: 'Ada' }),
      });
      const me = await (await fetch('/api/v1/auth/me')).json();
      const headers = { 'content-type': 'application/json', 'x-hearken-nonce': me.nonce };
      const post = (path, body) => fetch(`/api/v1/${path}`, { method: 'POST', headers, body: JSON.stringify(body ?? {}) }).then(json);
      const out = { setup: setup.status, license: (await post('license/verify', { key })).status };
      for (const slug of ['question-types', 'templates']) {
        out[`${slug} install`] = (await post(`addons/${slug}/install`)).status;
        out[`${slug} activate`] = (await post(`addons/${slug}/activate`)).status;
      }
      const form = new FormData();
      const bytes = Uint8Array.from(atob(broken), (c) => c.charCodeAt(0));
      form.append('package', new Blob([bytes]), 'broken-ui-1.0.0.hkpkg');
      const upload = await fetch('/api/v1/addons/upload?activate=true', {
        method: 'POST',
        headers: { 'x-hearken-nonce': me.nonce },
        body: form,
      }).then(json);
      out.upload = upload.status;
      out.uploadBody = upload.status >= 300 ? upload.body : undefined;
      out.manifest = (await (await fetch('/api/v1/addons/ui-manifest')).json()).remotes.map((r) => r.scope).sort();
      return out;
    },
    { email: EMAIL, password: PASSWORD, key, broken },
  );
  assert.equal(results.setup, 201);
  assert.equal(results.license, 200);
  assert.ok([200, 201].includes(results['question-types install']), JSON.stringify(results));
  assert.equal(results['question-types activate'], 200);
  assert.equal(results['templates activate'], 200);
  assert.ok([200, 201].includes(results.upload), JSON.stringify(results));
  assert.deepEqual(results.manifest, ['broken_ui', 'question_types', 'templates']);
  assert.deepEqual(unexpectedErrors([/^401 GET \/api\/v1\/auth\/me$/]), []);
});

test('the setup step mounts the templates card; the broken remote is skipped with one notice', async () => {
  const { page } = ui;
  await page.goto(`${host.url}/admin/surveys/new/setup`);
  const card = page.getByRole('region', { name: /Pro templates from Additional Templates/ });
  await card.waitFor({ timeout: 15_000 });
  assert.match(await card.getByRole('heading').textContent(), /^22 Pro templates from Additional Templates$/);
  await card.getByText('All of them are ready to use.').waitFor();
  await page.getByText(BROKEN_NOTICE).waitFor();
  assert.equal(await page.getByText(BROKEN_NOTICE).count(), 1);
  await ui.shot('federation-setup-card');
  // Nothing else of the broken add-on's is on the page, and the grid still works.
  assert.equal(await page.getByRole('region').filter({ hasText: 'Broken' }).count(), 0);
  assert.ok(await page.getByText('Net Promoter Score (NPS)').first().isVisible());
  assert.deepEqual(unexpectedErrors([/broken/i, /Module Federation|RUNTIME-/]), []);
});

test('with both remotes loaded the page runs exactly one React: the shell’s', async () => {
  const { page } = ui;
  // Every editor the question-types remote exposes, through the shell's loader, rendered with the
  // shell's renderer into the page next to the setup step (where the templates remote is mounted).
  const rendered = await page.evaluate(async () => {
    const shell = window.__HEARKEN_SHELL__;
    if (!shell) throw new Error('window.__HEARKEN_SHELL__ is missing: the loader did not run');
    const manifest = await (await fetch('/api/v1/addons/ui-manifest')).json();
    const types = await (await fetch('/api/v1/question-types')).json();
    const remote = manifest.remotes.find((r) => r.scope === 'question_types');
    const api = {
      get: (path) => fetch(`/api/v1/${path}`).then((r) => r.json()),
      post: async () => ({}),
      put: async () => ({}),
      delete: async () => ({}),
    };
    const out = {};
    for (const entry of remote.extension_points) {
      const Editor = await shell.loadExtension(remote, entry);
      const type = types.find((t) => t.key === entry.target);
      const question = {
        id: 'q1',
        type: entry.target,
        title: `A ${entry.target} question`,
        config: structuredClone(type.default_config),
        settings: { required: false, randomize: false, comment_box: false },
        logic: { enabled: false, action: 'show', conditions: [] },
      };
      const mount = document.createElement('div');
      mount.dataset.remote = entry.module;
      document.body.append(mount);
      const root = shell.ReactDOMClient.createRoot(mount);
      await new Promise((resolve) => {
        root.render(shell.React.createElement(Editor, { api, question, onChange: () => {}, type }));
        setTimeout(resolve, 300);
      });
      out[entry.module] = mount.textContent.length + mount.querySelectorAll('input, button, select, textarea').length;
      root.unmount();
      mount.remove();
    }
    return out;
  });
  for (const module of ['./StarRatingEditor', './NpsEditor', './ImageRadioEditor', './IconChoiceEditor']) {
    assert.ok(rendered[module] > 0, `${module} rendered nothing: ${JSON.stringify(rendered)}`);
  }

  // One renderer registered itself, and it runs on the shell's React. A remote carrying its own
  // react-dom would register a second; one carrying its own react would fail its hooks above.
  const renderers = await page.evaluate(() => {
    const hook = window.__REACT_DEVTOOLS_GLOBAL_HOOK__;
    const shellReact = window.__HEARKEN_SHELL__.React;
    const internals = shellReact.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
    return [...hook.renderers.values()].map((r) => ({
      version: r.version,
      shellReact: r.currentDispatcherRef === internals,
    }));
  });
  assert.deepEqual(renderers, [{ version: '19.3.1', shellReact: true }]);

  // No remote carries a copy of React or React Query: every JS file it serves is free of their
  // code (the element symbol React and its JSX runtime create, React Query's provider message).
  for (const [slug, scope] of [['question-types', 'question_types'], ['templates', 'templates']]) {
    const files = remoteFiles(slug);
    assert.ok(files.includes('remoteEntry.js'), `${slug}: ${files}`);
    for (const file of files) {
      const text = await page.evaluate(async (url) => (await fetch(url)).text(), `/addons/${slug}/ui/${file}`);
      assert.ok(text.length > 0, `${slug}/ui/${file} is empty or missing`);
      assert.ok(!text.includes('react.transitional.element'), `${scope} bundles React in ${file}`);
      assert.ok(!text.includes('No QueryClient set'), `${scope} bundles React Query in ${file}`);
    }
  }
  assert.deepEqual(unexpectedErrors(), []);
});

test('a route whose remote fails to load shows the notice and a message; the shell keeps working', async () => {
  const { page } = ui;
  await page.goto(`${host.url}/admin/x/broken-ui`);
  await page.getByText(BROKEN_NOTICE).waitFor({ timeout: 15_000 });
  await page.getByText('There is nothing at this address.').waitFor();
  await ui.shot('federation-broken-route');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Add-ons' }).click();
  await page.getByRole('heading', { name: 'Hearken Addons' }).waitFor();
  await page.getByText('Question Types', { exact: true }).waitFor();
  assert.deepEqual(unexpectedErrors([/broken/i, /Module Federation|RUNTIME-/]), []);
});
