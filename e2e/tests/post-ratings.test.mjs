// The post-ratings add-on end to end (issue 15): on a Pro site the administrator installs it and
// sets the rating block in its own admin area (a live preview beside the form, Save Settings);
// a visitor on the example site's blog post rates it with the keyboard, sees the thank-you and the
// average, the page carries schema.org AggregateRating JSON-LD, and neither a reload nor a fresh
// browser from the same address can rate again; the administrator reads the rating in the
// Results tab and the post's own page.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startHost, openBrowser, openContext, createAdministrator, pageApi, mintLicense } from '../harness.mjs';

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

/** A visitor's fresh browser on the blog post, once the rating block has drawn. */
async function visitPost() {
  const visitor = await openContext(ui.browser);
  const answered = visitor.page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/public/addons/post-ratings/post', WAIT);
  await visitor.page.goto(`${host.url}/site/${POST}`);
  assert.equal((await answered).status(), 200);
  await visitor.page.locator('.hearken-post-ratings').waitFor(WAIT);
  return visitor;
}

test('a Pro site installs post ratings and sets its block in the admin area', async () => {
  const license = await api('POST', 'license/verify', { key: mintLicense(host, 'pro') });
  assert.equal(license.status, 200, JSON.stringify(license.body));
  for (const step of ['install', 'activate']) {
    const res = await api('POST', `addons/post-ratings/${step}`);
    assert.equal(res.status, 200, `${step}: ${JSON.stringify(res.body)}`);
  }
  const settings = await api('GET', 'settings');
  const saved = await api('POST', 'settings', { post_ratings: { ...settings.body.post_ratings, use_review_schema: 'yes' } });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
});

test('a visitor rates the blog post once, with the keyboard, and the page carries the rating', async () => {
  const visitor = await visitPost();
  const { page } = visitor;
  const block = page.locator('.hearken-post-ratings');
  // Placed right after the post's content (the article the site marks with data-hearken-post-content).
  assert.equal(await page.evaluate(() => document.querySelector('[data-hearken-post-content]')?.nextElementSibling?.classList.contains('hearken-post-ratings')), true);
  await block.getByText('Was this article helpful?').waitFor(WAIT);

  const rated = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/public/addons/post-ratings/rate', WAIT);
  await block.getByRole('radio', { name: 'Rate 1 out of 5' }).focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const answer = await rated;
  assert.equal(answer.status(), 200);
  assert.equal(JSON.parse(answer.request().postData()).rating, 4);
  await block.getByText('Thanks for rating this post!').waitFor(WAIT);
  await block.getByText('Average rating 4/5. Vote count: 1').waitFor(WAIT);

  const jsonLd = JSON.parse(await page.locator('script[type="application/ld+json"]').first().textContent());
  assert.equal(jsonLd.aggregateRating['@type'], 'AggregateRating');
  assert.equal(jsonLd.aggregateRating.ratingValue, 4);
  assert.equal(jsonLd.aggregateRating.ratingCount, 1);

  // A reload remembers the rating (cookie): the thank-you, no icons.
  await page.reload();
  await block.getByText('Thanks for rating this post!').waitFor(WAIT);
  assert.equal(await block.getByRole('radio').count(), 0);
  assert.deepEqual(visitor.errors.splice(0), []);
  await visitor.close();
});

test('a fresh browser from the same address cannot rate the post again', async () => {
  const visitor = await visitPost();
  const block = visitor.page.locator('.hearken-post-ratings');
  // The host's check (the address, hashed) answers before any cookie: no icons to click.
  await block.getByText('Thanks for rating this post!').waitFor(WAIT);
  assert.equal(await block.getByRole('radio').count(), 0);
  await visitor.close();
  const results = await api('GET', 'addons/post-ratings/results');
  assert.equal(results.body.items.length, 1, JSON.stringify(results.body));
  assert.equal(results.body.items[0].total_ratings, 1);
});

test('the admin area: a live preview, Save Settings, and the ratings of each post', async () => {
  const { page } = ui;
  await page.goto(`${host.url}/admin/`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Post Ratings' }).click();
  // The area's root opens its Settings page.
  await page.waitForURL(`${host.url}/admin/x/post-ratings/settings`, WAIT);
  const form = page.getByRole('form', { name: 'Post rating settings' });
  await form.waitFor(WAIT);
  await page.getByText('Average rating 5/5. Vote count: 200').first().waitFor(WAIT);

  // The preview follows the form as it changes, before anything is saved.
  await form.getByLabel('Rating question').fill('Did this post help you bake?');
  await page.getByText('Did this post help you bake?').nth(0).waitFor(WAIT);
  assert.ok((await page.getByText('Did this post help you bake?').count()) >= 1);

  await page.getByRole('button', { name: 'Save Settings' }).click();
  await page.getByText('Settings Updated').waitFor(WAIT);
  const settings = await api('GET', 'settings');
  assert.equal(settings.body.post_ratings.rating_question, 'Did this post help you bake?');

  // Results: the rated post with its count and average, 10 a page; its own page lists the rating.
  await page.getByRole('navigation', { name: 'Post Ratings pages' }).getByRole('link', { name: 'Results' }).click();
  await page.waitForURL(`${host.url}/admin/x/post-ratings/results`, WAIT);
  const row = page.getByRole('row').filter({ hasText: 'Hello, world' });
  await row.waitFor(WAIT);
  assert.match(await row.innerText(), /12[\s\S]*1[\s\S]*4\/5/);
  await row.getByRole('link').click();
  await page.waitForURL(`${host.url}/admin/x/post-ratings/results/12`, WAIT);
  await page.getByRole('cell', { name: '4/5' }).or(page.getByRole('cell', { name: '4' })).first().waitFor(WAIT);
  await page.getByRole('link', { name: 'Go Back' }).click();
  await page.waitForURL(`${host.url}/admin/x/post-ratings/results`, WAIT);
  assert.deepEqual(ui.errors.splice(0), []);
});

test('the visitor sees the saved question on the next post view', async () => {
  const visitor = await openContext(ui.browser);
  const post = visitor.page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/public/addons/post-ratings/post', WAIT);
  await visitor.page.goto(`${host.url}/site/${POST}`);
  assert.equal((await (await post).json()).settings.rating_question, 'Did this post help you bake?');
  await visitor.close();
});
