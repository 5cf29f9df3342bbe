// A native add-on (issue 18) as an operator installs it: the example examples/text-score built as a
// shared library (`make native-addons`) in a folder of HEARKEN_NATIVE_ADDONS_DIR. The Add-ons
// screen lists it as native, trusted by the operator, with its library's checksum and no package
// signature; the administrator activates it from its card, its endpoint answers, and deactivating
// it from the card stops every call.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHost, openBrowser, createAdministrator, pageApi, root } from '../harness.mjs';

const EXAMPLE = join(root, 'examples', 'text-score');
const LIBRARY = join(root, 'target', 'example', 'native', 'libtext_score.so');
const WAIT = { timeout: 15_000 };

let host;
let ui;
let api;
let natives;

before(async () => {
  if (!existsSync(LIBRARY)) throw new Error(`${LIBRARY} is missing: run \`make native-addons\` (make test does)`);
  natives = mkdtempSync(join(tmpdir(), 'hearken-native-'));
  const folder = join(natives, 'text-score');
  mkdirSync(folder);
  writeFileSync(join(folder, 'addon.toml'), `runtime = "native"\n${readFileSync(join(EXAMPLE, 'addon.toml'), 'utf8')}`);
  copyFileSync(LIBRARY, join(folder, 'addon.so'));
  host = await startHost({ env: { HEARKEN_NATIVE_ADDONS_DIR: natives } });
  ui = await openBrowser();
  await createAdministrator(ui.page, host.url);
  api = pageApi(ui.page);
});

after(async () => {
  await ui?.close();
  await host?.stop();
  if (natives) rmSync(natives, { recursive: true, force: true });
});

test('the Add-ons screen lists a native add-on as trusted by the operator, and its card activates and deactivates it', async () => {
  const { page } = ui;
  const checksum = createHash('sha256').update(readFileSync(LIBRARY)).digest('hex');
  await page.goto(`${host.url}/admin/addons`);
  const card = page.getByRole('article', { name: 'Text Score' });
  await card.getByText('native, trusted by the operator').waitFor(WAIT);
  await card.getByText(checksum).waitFor();
  assert.equal(await card.getByText('Not signed').count(), 0, 'no package signature is claimed');
  await ui.shot('addons-native-card');

  const score = () => api('POST', 'addons/text-score/score', { text: 'Lovely cakes, thanks!' });
  assert.equal((await score()).status, 404, 'installed but inactive: no call reaches it');

  await card.getByRole('button', { name: 'Activate' }).click();
  await card.getByRole('button', { name: 'Deactivate' }).waitFor(WAIT);
  const scored = await score();
  assert.equal(scored.status, 200, JSON.stringify(scored.body));
  assert.deepEqual(scored.body.positive, ['lovely', 'thanks']);

  await card.getByRole('button', { name: 'Deactivate' }).click();
  await card.getByRole('button', { name: 'Activate' }).waitFor(WAIT);
  assert.equal((await score()).status, 404, 'deactivated: no call reaches it');
  assert.deepEqual(ui.errors.filter((e) => !e.includes('/addons/text-score/score')), []);
});
