// The heatmaps add-on end to end (issue 16): on an Elite site the administrator installs it; a
// visitor clicks and scrolls the example site's blog post (the capture module batches the events
// with sendBeacon, adding no long task); the administrator sees the page with its counts in the
// Heatmaps area, opens its page view and "Open heatmap", which opens the live page with the
// overlay drawing points where the clicks were; with automated deletion at 1 day, data older than
// a day (written into the database here, as an older host would have left it) is gone once the
// retention job has run.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { startHost, openBrowser, openContext, createAdministrator, pageApi, mintLicense } from '../../harness.mjs';

const WAIT = { timeout: 10_000 };
const POST = 'blog/hello-world.html';

let host;
let ui;
let api;

before(async () => {
  host = await startHost({ site: true });
  ui = await openBrowser();
  await createAdministrator(ui.page, host.url);
  api = pageApi(ui.page);
});

after(async () => {
  await ui?.close();
  await host?.stop();
});

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const everything = `from=${day(-30)}&to=${day(1)}`;

/** Runs SQL on the host's SQLite database (Python's sqlite3 waits for the host's writes). */
function sql(statements) {
  const script = `import sqlite3, sys, json
db = sqlite3.connect(sys.argv[1], timeout=15)
for statement, params in json.loads(sys.argv[2]):
    db.execute(statement, params)
db.commit()`;
  execFileSync('python3', ['-c', script, join(host.dir, 'hearken.db'), JSON.stringify(statements)]);
}

/** The page rows the admin area lists for `query`. */
async function pages(query = everything) {
  const res = await api('GET', `addons/heatmaps/pages?${query}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.items;
}

/** Polls until `check` answers something truthy. */
async function eventually(check, what, timeout = 20_000) {
  const until = Date.now() + timeout;
  for (;;) {
    const got = await check();
    if (got) return got;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

test('an Elite site installs heatmaps', async () => {
  const license = await api('POST', 'license/verify', { key: mintLicense(host, 'elite') });
  assert.equal(license.status, 200, JSON.stringify(license.body));
  for (const step of ['install', 'activate']) {
    const res = await api('POST', `addons/heatmaps/${step}`);
    assert.equal(res.status, 200, `${step}: ${JSON.stringify(res.body)}`);
  }
});

let clicked = [];

test('a visitor clicks and scrolls the blog post; the capture module sends it without long tasks', async () => {
  const visitor = await openContext(ui.browser);
  const { page } = visitor;
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask' });
  });
  const config = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/public/addons/heatmaps/config', WAIT);
  await page.goto(`${host.url}/site/${POST}`);
  assert.equal((await config).status(), 200);
  // The first batch (the page view) leaves at once.
  await eventually(async () => (await pages()).length === 1, 'the page view');
  const before = await page.evaluate(() => window.__longTasks.length);

  const heading = page.getByRole('heading', { name: 'Hello, world' });
  const paragraph = page.getByText('See you at the counter.');
  const targets = [
    [heading, 3],
    [paragraph, 2],
  ];
  for (const [target, times] of targets) {
    const box = await target.boundingBox();
    const scroll = await page.evaluate(() => ({ x: scrollX, y: scrollY }));
    const at = { x: box.x + 20, y: box.y + box.height / 2 };
    for (let i = 0; i < times; i += 1) {
      await page.mouse.click(at.x, at.y);
      await page.waitForTimeout(800);
    }
    clicked.push({ x: Math.round(at.x + scroll.x), y: Math.round(at.y + scroll.y), times });
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(400);
  const longTasks = await page.evaluate((from) => window.__longTasks.slice(from), before);
  assert.deepEqual(longTasks.filter((d) => d > 50), [], 'no task over 50 ms while the visitor clicks and scrolls');
  // Leaving the page sends what is queued (pagehide).
  await page.goto('about:blank');
  await eventually(async () => (await pages())[0]?.clicks === 5, 'the five clicks');
  const row = (await pages())[0];
  assert.equal(row.url, `${host.url}/site/${POST}`);
  assert.equal(row.views, 1);
  assert.ok(row.average_scroll >= 95, `scrolled to the end: ${row.average_scroll}`);
  assert.deepEqual(visitor.errors, []);
  await visitor.close();
});

test('the administrator sees the page and opens the overlay, which draws the clicks', async () => {
  const { page } = ui;
  await page.goto(`${host.url}/admin/`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Heatmaps' }).click();
  await page.waitForURL(/\/admin\/x\/heatmaps\/pages/, WAIT);
  const row = page.getByRole('row').filter({ hasText: `/site/${POST}` });
  await row.waitFor(WAIT);
  assert.match(await row.innerText(), /1[\s\S]*5[\s\S]*\d+(\.\d)?%/);
  await row.getByRole('link').click();
  await page.waitForURL(/\/admin\/x\/heatmaps\/pages\/[0-9a-f]{16}/, WAIT);
  await page.getByRole('heading', { name: 'Top clicked elements' }).waitFor(WAIT);
  await page.getByText('h1').first().waitFor(WAIT);
  // The scroll chart (recharts) draws.
  await page.locator('.recharts-surface').first().waitFor(WAIT);

  const [live] = await Promise.all([page.context().waitForEvent('page', WAIT), page.getByRole('button', { name: 'Open heatmap' }).click()]);
  await live.setViewportSize({ width: 1280, height: 800 });
  const canvas = live.locator('canvas[data-hearken-heatmap]');
  await canvas.waitFor({ state: 'attached', ...WAIT });
  await live.getByRole('toolbar', { name: 'Heatmap' }).waitFor(WAIT);
  // The token left the address bar; the admin's own view is not captured.
  assert.doesNotMatch(live.url(), /hearken-heatmap/);
  const painted = async ({ x, y }) =>
    live.evaluate(
      ({ x, y }) => {
        const canvas = document.querySelector('canvas[data-hearken-heatmap]');
        const scale = canvas.width / canvas.getBoundingClientRect().width;
        const rect = canvas.getBoundingClientRect();
        const left = rect.left + scrollX;
        const top = rect.top + scrollY;
        const pixel = canvas.getContext('2d').getImageData(Math.round((x - left) * scale), Math.round((y - top) * scale), 1, 1).data;
        return pixel[3];
      },
      { x, y },
    );
  await eventually(async () => (await painted(clicked[0])) > 0, 'a point where the heading was clicked');
  assert.ok((await painted(clicked[1])) > 0, 'a point where the paragraph was clicked');
  assert.equal(await painted({ x: 1270, y: 5 }), 0, 'nothing where nobody clicked');
  // The viewport switch asks for the mobile heatmap: nobody clicked on a phone.
  const mobile = live.waitForResponse((res) => res.url().includes('/overlay?') && res.url().includes('viewport=mobile'), WAIT);
  await live.getByRole('button', { name: 'Mobile' }).click();
  assert.equal((await (await mobile).json()).clicks, 0);
  await live.close();
  assert.equal((await pages())[0].views, 1, 'opening the heatmap counted no view');
  assert.deepEqual(ui.errors.splice(0), []);
});

test('with automated deletion at 1 day, older data is gone after the retention job', async () => {
  const [row] = await pages();
  const old = day(-3);
  // The page's bucket of that day, and the day's summary that holds it (one of four, by the
  // page id's first hex digit), as the add-on stores them.
  const figures = { url: row.url, views: 7, clicks: 7 };
  const rows = [
    [`b/${row.id}/${old}/desktop`, JSON.stringify(figures)],
    [`t/${old}/${parseInt(row.id[0], 16) % 4}`, JSON.stringify({ [row.id]: { desktop: figures } })],
  ];
  sql(
    rows.flatMap(([key, value]) => [
      ['INSERT INTO addon_storage (slug, key, value) VALUES (?, ?, ?)', ['heatmaps', key, value]],
      ['UPDATE addon_storage_usage SET bytes = bytes + ? WHERE slug = ?', [key.length + value.length, 'heatmaps']],
    ]),
  );
  assert.equal((await pages(`from=${old}&to=${old}`))[0]?.views, 7);

  const saved = await api('POST', 'settings', { heatmap_auto_delete_enabled: true, heatmap_retention_period: '1' });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  // The job runs hourly: make it due now; the scheduler looks every 5 s.
  sql([["UPDATE addon_jobs SET next_run_at = 0 WHERE slug = 'heatmaps' AND job = 'retention'", []]]);
  await eventually(async () => (await pages(`from=${old}&to=${old}`)).length === 0, 'the old day to go', 30_000);
  const [today] = await pages();
  assert.equal(today.clicks, 5, "today's data stays");
});
