// The geo-restrictions add-on end to end (issue 15): on a Pro site the administrator installs it,
// the editor's Geo targeting card (the add-on's remote) limits a survey to Germany through the
// searchable country list, and visitors on the example site see it from a German address (IPv4
// and IPv6) and not from an American one. The host reads the visitor's address from the
// X-Forwarded-For a trusted proxy sets and its country from the IP-to-country database `make`
// installs; the add-on sees only the country. Deactivated, the survey shows everywhere again, as
// on Lite.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startHost, openBrowser, createAdministrator, pageApi, mintLicense, root } from '../harness.mjs';

const WAIT = { timeout: 10_000 };
const GERMAN = '193.99.144.80';
const GERMAN_V6 = '2a01:4f8::1';
const AMERICAN = '8.8.8.8';
const OUTSIDE = "visitor's country is not one of the survey's countries";

let host;
let ui;
let api;
let survey;

before(async () => {
  host = await startHost({
    site: true,
    env: {
      // The browser reaches the host directly; it plays the proxy that names the visitor's address.
      HEARKEN_TRUST_FORWARDED: 'true',
      HEARKEN_GEOIP_DB: join(root, 'build', 'geoip', 'country.mmdb'),
    },
  });
  ui = await openBrowser();
  await createAdministrator(ui.page, host.url);
  api = pageApi(ui.page);
});

after(async () => {
  await ui?.close();
  await host?.stop();
});

/** A visitor from `address` on the example site's home page: the widget's answer. */
async function visitFrom(address) {
  const context = await ui.browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address } });
  try {
    const page = await context.newPage();
    const answered = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/widget/survey', WAIT);
    await page.goto(`${host.url}/site/`);
    const answer = await (await answered).json();
    if (answer.survey) await page.getByRole('region', { name: survey.title }).waitFor(WAIT);
    return answer;
  } finally {
    await context.close();
  }
}

test('a Pro site limits a survey to Germany in the Geo targeting card', async () => {
  const license = await api('POST', 'license/verify', { key: mintLicense(host, 'pro') });
  assert.equal(license.status, 200, JSON.stringify(license.body));
  const installed = await api('POST', 'addons/geo-restrictions/install');
  assert.equal(installed.status, 200, JSON.stringify(installed.body));
  const addons = await api('GET', 'addons');
  const geo = addons.body.find((a) => a.slug === 'geo-restrictions');
  if (!geo.active) assert.equal((await api('POST', 'addons/geo-restrictions/activate')).status, 200);

  const made = await api('POST', 'surveys', {
    id: null,
    title: 'Only in Germany',
    status: 'publish',
    questions: [{ id: 'q1', type: 'radio-button', title: 'Wie gefällt Ihnen die Seite?', config: { options: ['Gut', 'Schlecht'] } }],
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  survey = made.body.survey;
  assert.deepEqual(survey.settings.geo_targeting, { target: 'all', countries: [] });

  const { page } = ui;
  await page.goto(`${host.url}/admin/surveys/edit/${survey.id}/settings`);
  const card = page.getByRole('region', { name: 'Geo targeting', exact: true });
  await card.waitFor(WAIT);
  await card.getByRole('radio', { name: 'Selected countries' }).check();
  const search = card.getByRole('combobox', { name: 'Countries' });
  await search.fill('germ');
  await card.getByRole('option', { name: 'Germany' }).waitFor(WAIT);
  await search.press('ArrowDown');
  await search.press('Enter');
  await card.getByRole('button', { name: 'Remove Germany' }).waitFor(WAIT);
  const saved = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/surveys' && res.request().method() === 'POST', WAIT);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  assert.equal((await saved).status(), 200);

  const stored = await api('GET', `surveys/${survey.id}`);
  assert.deepEqual(stored.body.settings.geo_targeting, { target: 'select', countries: ['DE'] });
  assert.equal(stored.body.status, 'publish');
});

test('visitors in Germany see the survey, a visitor in the United States does not', async () => {
  assert.ok(survey, 'the first test made the survey');
  assert.equal((await visitFrom(GERMAN)).survey?.id, survey.id);
  assert.equal((await visitFrom(GERMAN_V6)).survey?.id, survey.id);
  assert.equal((await visitFrom(AMERICAN)).survey, null);
  // A private address has no country: a survey limited to countries is not shown there.
  assert.equal((await visitFrom('10.1.2.3')).survey, null);

  // The visibility endpoint says why, for the country an administrator names.
  const us = await api('GET', `surveys/${survey.id}/visibility?country=US`);
  assert.equal(us.status, 200, JSON.stringify(us.body));
  assert.equal(us.body.shown, false);
  assert.ok(us.body.reasons.includes(OUTSIDE), JSON.stringify(us.body.reasons));
  const de = await api('GET', `surveys/${survey.id}/visibility?country=DE`);
  assert.equal(de.body.shown, true, JSON.stringify(de.body));
});

test('deactivated, the add-on limits nothing: the survey shows in every country again', async () => {
  assert.equal((await api('POST', 'addons/geo-restrictions/deactivate')).status, 200);
  assert.equal((await visitFrom(AMERICAN)).survey?.id, survey.id);
});
