// The site's time zone (issue 11 §0): a response sent late in the evening in New York, or just after
// midnight UTC, shows in the admin's results for the site's today. Host and browser clocks are
// pinned to the same instant, so the test means the same thing at any hour it runs.

import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { createAdministrator, openContext, pageApi, startHost } from '../harness.mjs';
import { chromium } from 'playwright-core';

const WAIT = { timeout: 15_000 };
const cleanups = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Starts a host and a browser pinned to `instant`, with the site in `zone` and one response sent. */
async function siteAt(instant, zone) {
  const host = await startHost({ fakeNow: instant });
  cleanups.push(() => host.stop());
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  cleanups.push(() => browser.close());
  const ui = await openContext(browser, { clock: instant });
  await createAdministrator(ui.page, host.url);
  const api = pageApi(ui.page);
  if (zone !== 'UTC') assert.equal((await api('POST', 'settings', { timezone: zone })).status, 200);
  const created = await api('POST', 'surveys', {
    id: null,
    title: 'Late visitors',
    status: 'publish',
    questions: [{ id: 'q1', type: 'radio-button', title: 'Found what you needed?', config: { options: ['Yes', 'No'] } }],
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const id = created.body.survey.id;
  // The visitor's side, as the widget does it: ask which survey to show, then answer it.
  const shown = await (await fetch(`${host.url}/api/v1/widget/survey?url=${encodeURIComponent('https://shop.example/')}`)).json();
  assert.equal(shown.survey?.id, id);
  const sent = await fetch(`${host.url}/api/v1/surveys/${id}/responses`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ answers: [{ question_id: 'q1', value: 'Yes' }], page_submitted: { link: 'https://shop.example/' }, nonce: shown.survey.nonces.submission }),
  });
  assert.equal(sent.status, 201);
  return { host, ui, id };
}

async function totalResponses(ui, host) {
  const { page } = ui;
  await page.goto(`${host.url}/admin/results`);
  const total = page.locator('.rs-total-value');
  await total.waitFor(WAIT);
  return (await total.innerText()).trim();
}

for (const [label, instant, zone, siteToday] of [
  ['at 23:30 in New York with the site in New York', '2026-11-24T04:30:00Z', 'America/New_York', '2026-11-23'],
  ['at 00:30 UTC with the site in UTC', '2026-11-24T00:30:00Z', 'UTC', '2026-11-24'],
]) {
  test(`${label}, today's response counts in the overview and the survey's results`, async () => {
    const { host, ui, id } = await siteAt(instant, zone);
    assert.equal(await totalResponses(ui, host), '1');
    await ui.shot(`timezone-overview-${zone.replace('/', '-')}`);

    const { page } = ui;
    await page.goto(`${host.url}/admin/results/survey/${id}`);
    const to = page.getByLabel('To', { exact: true });
    await to.waitFor(WAIT);
    assert.equal(await to.inputValue(), siteToday);
    const figure = page.locator('.rs-kpi').filter({ has: page.getByText('Responses', { exact: true }) }).locator('.rs-kpi-value');
    await figure.waitFor(WAIT);
    assert.equal((await figure.innerText()).trim(), '1');
    assert.deepEqual(ui.errors, []);
  });
}
