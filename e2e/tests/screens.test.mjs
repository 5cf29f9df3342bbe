// Every main screen of the admin opens in a real browser without a console error or a failed
// request, on Lite and once licensed, and is saved as a screenshot (e2e/artifacts/screen-*.png).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startHost, openBrowser, createAdministrator, pageApi, mintLicense } from '../harness.mjs';

let host;
let ui;

before(async () => {
  host = await startHost();
  ui = await openBrowser();
  await createAdministrator(ui.page, host.url);
});

after(async () => {
  await ui?.close();
  await host?.stop();
});

/** [path below /admin, heading the screen shows, screenshot name] */
const SCREENS = [
  ['/settings/general', 'License Key', 'settings-general'],
  ['/settings/widget', 'Position', 'settings-widget'],
  ['/settings/email', 'Save Settings', 'settings-email'],
  ['/settings/access', 'Save Settings', 'settings-access'],
  ['/settings/misc', 'Save Settings', 'settings-misc'],
  ['/settings/integrations', null, 'settings-integrations'],
  // The heatmaps add-on's tab: its locked placeholder here, as the add-on is not installed.
  ['/settings/heatmaps', null, 'settings-heatmaps'],
  ['/settings/google-drive', null, 'settings-google-drive'],
  ['/about', null, 'about'],
  ['/about/getting-started', null, 'about-getting-started'],
  ['/about/lite-vs-pro', null, 'about-lite-vs-pro'],
  ['/welcome', 'Create Your First Survey', 'welcome'],
  ['/growth-tools', null, 'growth-tools'],
  ['/addons', 'Hearken Addons', 'addons'],
  ['/users', 'Add user', 'users'],
];

async function visitAll(suffix) {
  const { page } = ui;
  for (const [path, text, name] of SCREENS) {
    await page.goto(`${host.url}/admin${path}`);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    if (text) await page.getByText(text, { exact: true }).first().waitFor();
    else await page.getByRole('heading').first().waitFor();
    // Let lazy chunks, queries and timed initialisations (the widget customizer's 600 ms) settle.
    await page.waitForLoadState('networkidle');
    await ui.shot(`screen-${name}${suffix}`);
    assert.deepEqual(ui.errors.splice(0), [], `${path}${suffix}`);
  }
}

test('the admin runs under its Content-Security-Policy, which blocks inline script', async () => {
  const { page } = ui;
  const res = await page.goto(`${host.url}/admin/`);
  const csp = res.headers()['content-security-policy'];
  assert.match(csp, /script-src 'self'/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.equal(res.headers()['x-frame-options'], 'DENY');
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  // What an injected script would do: it does not run, and the page reports the violation.
  const ran = await page.evaluate(async () => {
    const reported = new Promise((resolve) => document.addEventListener('securitypolicyviolation', resolve, { once: true }));
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    await reported;
    return window.__injected === true;
  });
  assert.equal(ran, false);
  const reported = ui.errors.splice(0);
  assert.equal(reported.filter((e) => e.startsWith('CSP violation: script-src')).length, 1, reported.join('\n'));
});

test('every main screen opens cleanly on Lite', async () => {
  await visitAll('-lite');
});

test('every main screen opens cleanly with an Elite license', async () => {
  const { status } = await pageApi(ui.page)('POST', 'license/verify', { key: mintLicense(host, 'elite') });
  assert.equal(status, 200);
  await visitAll('-elite');
});
