// Reliability and the wire (issue 14), in a real browser against a real `hearken serve`:
// - a visitor's answer reaches the host exactly once although the host answers 503 twice (the
//   widget's outbox retries with the same Idempotency-Key);
// - a page view with a survey and the admin's first load go out compressed, within the widget's
//   gzip budgets, and the admin's hashed files come from the browser's cache on the next load.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startHost, openBrowser, openContext, createAdministrator, pageApi } from '../harness.mjs';

const TITLE = 'Counter service';
let host;
let ui;
let api;
let surveyId;

before(async () => {
  host = await startHost({ site: true });
  ui = await openBrowser();
  await createAdministrator(ui.page, host.url);
  api = pageApi(ui.page);
  const saved = await api('POST', 'surveys', {
    title: TITLE,
    status: 'publish',
    questions: [{ id: 'q1', type: 'radio-button', title: 'Was the queue short?', config: { options: ['Yes', 'No'] } }],
  });
  assert.equal(saved.status, 201, JSON.stringify(saved.body));
  surveyId = saved.body.survey.id;
});

after(async () => {
  await ui?.close();
  await host?.stop();
});

async function stored() {
  const res = await api('GET', `surveys/${surveyId}/responses`);
  return res.body.pagination.total;
}

test('an answer the host refuses twice with 503 still arrives, exactly once', async () => {
  const visitor = await openContext(ui.browser);
  const { page } = visitor;
  const tries = [];
  await page.route(`**/api/v1/surveys/${surveyId}/responses`, async (route) => {
    const request = route.request();
    tries.push({ key: request.headers()['idempotency-key'], body: request.postData() });
    if (tries.length <= 2) {
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"unavailable","message":"Busy."}' });
    } else {
      await route.continue();
    }
  });
  await page.goto(`${host.url}/site/index.html`);
  const panel = page.getByRole('region', { name: TITLE });
  await panel.waitFor({ timeout: 10_000 });
  await panel.getByRole('radio', { name: 'Yes' }).click();
  // The visitor is thanked at once; the response is delivered behind it.
  await panel.getByText('Thanks for your feedback!').waitFor({ timeout: 10_000 });
  const started = Date.now();
  while ((await stored()) < 1) {
    assert.ok(Date.now() - started < 20_000, `not stored after ${tries.length} tries`);
    await new Promise((r) => setTimeout(r, 200));
  }
  assert.equal(tries.length, 3, 'two refusals, then the try that was stored');
  assert.match(tries[0].key, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  assert.ok(tries.every((t) => t.key === tries[0].key && t.body === tries[0].body), 'every try is the same response');
  // Nothing is left to send: the next page view sends nothing again.
  assert.equal(await page.evaluate(() => localStorage.getItem('hearken_outbox')), '[]');
  await page.goto(`${host.url}/site/index.html`);
  await page.waitForLoadState('networkidle');
  assert.equal(tries.length, 3);
  assert.equal(await stored(), 1);
  await visitor.close();
});

/** Resource timing of the page's files: path → {transfer, encoded, decoded} in bytes. */
async function transferred(page) {
  return page.evaluate(() =>
    Object.fromEntries(
      performance
        .getEntriesByType('resource')
        .concat(performance.getEntriesByType('navigation'))
        .map((e) => [new URL(e.name).pathname, { transfer: e.transferSize, encoded: e.encodedBodySize, decoded: e.decodedBodySize }]),
    ),
  );
}

test('a page view with a survey fetches the widget compressed, within its gzip budgets', async () => {
  const visitor = await openContext(ui.browser);
  const { page } = visitor;
  const encodings = {};
  page.on('response', (res) => (encodings[new URL(res.url()).pathname] = res.headers()['content-encoding']));
  await page.goto(`${host.url}/site/index.html`);
  await page.getByRole('region', { name: TITLE }).waitFor({ timeout: 10_000 });
  const files = await transferred(page);
  const loader = files['/widget.js'];
  const renderer = files['/widget/renderer.js'];
  assert.ok(loader && renderer, JSON.stringify(Object.keys(files)));
  assert.equal(encodings['/widget.js'], 'br');
  assert.equal(encodings['/widget/renderer.js'], 'br');
  // The budgets count gzip; brotli is smaller still. Headers come on top of the body.
  assert.ok(loader.encoded <= 2048, `loader ${JSON.stringify(loader)}`);
  assert.ok(renderer.encoded <= 12288, `renderer ${JSON.stringify(renderer)}`);
  assert.ok(renderer.decoded > 2 * renderer.encoded, `renderer ${JSON.stringify(renderer)}`);
  const widget = Object.entries(files)
    .filter(([path]) => path.startsWith('/widget') || path.startsWith('/api/v1/widget') || path.startsWith('/api/v1/surveys'))
    .reduce((sum, [, f]) => sum + f.transfer, 0);
  console.log(`page view with a survey: loader ${loader.encoded} B, renderer ${renderer.encoded} B; the widget's requests transferred ${widget} B in all (headers included)`);
  assert.ok(widget < 20_000, `the widget's requests transferred ${widget} B`);
  await visitor.close();
});

test("the admin's first load goes out compressed, and its hashed files come from the cache after", async () => {
  const visitor = await openContext(ui.browser);
  const { page } = visitor;
  const encodings = {};
  page.on('response', (res) => (encodings[new URL(res.url()).pathname] = res.headers()['content-encoding']));
  await page.goto(`${host.url}/admin/`);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor({ timeout: 10_000 });
  const first = await transferred(page);
  const scripts = Object.entries(first).filter(([path]) => path.startsWith('/admin/assets/') && path.endsWith('.js'));
  assert.ok(scripts.length > 0, JSON.stringify(Object.keys(first)));
  for (const [path, f] of scripts) {
    assert.equal(encodings[path], 'br', path);
    // Small files compress less; the large ones, which are what a first load weighs, by far.
    if (f.decoded > 4096) assert.ok(f.encoded * 2 < f.decoded, `${path} ${JSON.stringify(f)}`);
  }
  const total = Object.values(first).reduce((sum, f) => sum + f.transfer, 0);
  const raw = Object.values(first).reduce((sum, f) => sum + f.decoded, 0);
  console.log(`admin first load (sign-in): ${total} B transferred for ${raw} B of files`);
  assert.ok(total * 2 < raw, `${total} B transferred for ${raw} B`);

  // The next visit takes the hashed files from the cache without asking.
  await page.goto('about:blank');
  await page.goto(`${host.url}/admin/`);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor({ timeout: 10_000 });
  const again = await transferred(page);
  for (const [path] of scripts) assert.equal(again[path]?.transfer, 0, `${path} ${JSON.stringify(again[path])}`);
  await visitor.close();
});
