// "No client storage" (issue 35) on the example site: with the site setting on, a visitor who sees
// a survey, answers it and is thanked has no cookie, no localStorage and no sessionStorage at any
// point, and nothing of the page even tried to write one; the response is stored all the same,
// posted once without the outbox. A frequency cap is on, so that the host would otherwise hand out
// a visitor id: the second test shows that id kept as the `hearken_vid` cookie once the setting
// is off. axe checks the widget at the question and at the thank-you.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startHost, openBrowser, openContext, createAdministrator, pageApi } from '../harness.mjs';
import { assertAccessible } from '../axe.mjs';

const SURVEY = {
  id: null,
  title: 'Our bakery',
  status: 'publish',
  questions: [{ id: 'b', type: 'radio-button', title: 'Which bread do you like?', config: { options: ['Rye', 'Sourdough'] } }],
};
const THANKS = 'Thanks for your feedback!';
const WAIT = { timeout: 10_000 };
const YEAR_S = 31_536_000;

let host;
let ui;
let api;
let surveyId;

before(async () => {
  host = await startHost({ site: true });
  ui = await openBrowser();
  await createAdministrator(ui.page, host.url);
  api = pageApi(ui.page);
  const made = await api('POST', 'surveys', SURVEY);
  assert.ok(made.status < 300, JSON.stringify(made));
  surveyId = made.body.survey.id;
});

after(async () => {
  await ui?.close();
  await host?.stop();
});

/** Saves `settings` and waits until the widget's answer (the host's snapshot) says `storage` is `storage`. */
async function setStorage(settings, storage) {
  const saved = await api('POST', 'settings', settings);
  assert.ok(saved.status < 300, JSON.stringify(saved));
  const page = `${host.url}/site/index.html`;
  for (let tries = 0; ; tries++) {
    const res = await fetch(`${host.url}/api/v1/widget/survey?${new URLSearchParams({ url: page, cookies: '{}' })}`);
    assert.equal(res.status, 200);
    const answer = await res.json();
    if ((answer.storage ?? true) === storage) return answer;
    assert.ok(tries < 50, `the widget's answer still says storage: ${answer.storage}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A visitor's own browser context, in which every write to `document.cookie` and every
 * `Storage.setItem` is recorded in `window.__writes` before it happens.
 */
async function visitorContext() {
  const visitor = await openContext(ui.browser);
  await visitor.page.addInitScript(() => {
    window.__writes = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get: cookie.get,
      set(value) {
        window.__writes.push(`cookie ${value}`);
        cookie.set.call(this, value);
      },
    });
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      window.__writes.push(`${this === sessionStorage ? 'sessionStorage' : 'localStorage'} ${key}`);
      return setItem.call(this, key, value);
    };
  });
  return visitor;
}

/** What the page keeps on the visitor's device: its cookies and both storages, and the browser's own view. */
async function kept(visitor) {
  const inPage = await visitor.page.evaluate(() => ({
    cookie: document.cookie,
    localStorage: localStorage.length,
    sessionStorage: sessionStorage.length,
    writes: window.__writes,
  }));
  const state = await visitor.context.storageState();
  return {
    ...inPage,
    browserCookies: state.cookies.map((c) => c.name),
    origins: state.origins.filter((o) => o.localStorage.length).map((o) => o.origin),
  };
}

/** Waits for the widget's animations (opening, colours) to end, so that axe sees the final look. */
async function settle(panel) {
  await panel.evaluate((el) => Promise.allSettled(el.getRootNode().getAnimations().map((a) => a.finished)));
}

const NOTHING = { cookie: '', localStorage: 0, sessionStorage: 0, writes: [], browserCookies: [], origins: [] };

test('with "no client storage" a visitor answers a survey and nothing is kept on their device, and the response is stored', async () => {
  const answer = await setStorage({ no_client_storage: true, cooldown_after_shown_days: 1 }, false);
  assert.equal(answer.vid, undefined, 'no visitor id is handed out');
  const settings = await api('GET', 'settings');
  assert.equal(settings.body.no_client_storage, true);

  const visitor = await visitorContext();
  try {
    const { page } = visitor;
    assert.deepEqual((await visitor.context.storageState()).cookies, [], 'a new visitor starts with no cookie');
    const posted = page.waitForResponse(
      (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === `/api/v1/surveys/${surveyId}/responses` && res.request().postDataJSON()?.complete !== false,
      { timeout: 30_000 },
    );
    posted.catch(() => {});
    await page.goto(`${host.url}/site/index.html`, { waitUntil: 'domcontentloaded' });
    // Before the widget has drawn anything.
    const before = await page.evaluate(() => ({ cookie: document.cookie, localStorage: localStorage.length }));
    assert.deepEqual(before, { cookie: '', localStorage: 0 });

    // During: the survey is shown, its impression recorded.
    const panel = page.getByRole('region', { name: SURVEY.title });
    await panel.getByRole('heading', { name: 'Which bread do you like?' }).waitFor(WAIT);
    await settle(panel);
    await assertAccessible(page, 'widget question without client storage');
    // Minimized and opened again: the toggle's state is not kept either.
    await page.getByRole('button', { name: 'Minimize survey' }).click();
    await page.getByRole('button', { name: 'Open survey' }).click();
    await panel.getByRole('heading', { name: 'Which bread do you like?' }).waitFor(WAIT);
    assert.deepEqual(await kept(visitor), NOTHING, 'nothing is kept while the survey is shown');

    // After: answered, thanked, stored.
    await panel.getByRole('radio', { name: 'Sourdough' }).click();
    await panel.getByText(THANKS, { exact: true }).waitFor(WAIT);
    const res = await posted;
    assert.equal(res.status(), 201);
    assert.equal(res.request().headers()['idempotency-key'], undefined, 'posted directly, not through the outbox');
    await settle(panel);
    await assertAccessible(page, 'widget thank-you without client storage');
    assert.deepEqual(await kept(visitor), NOTHING, 'nothing is kept after the answer');
    assert.deepEqual(visitor.errors, []);
  } finally {
    await visitor.close();
  }

  const list = await api('GET', `surveys/${surveyId}/responses`);
  assert.equal(list.status, 200, JSON.stringify(list));
  assert.equal(list.body.items.length, 1);
  assert.deepEqual(list.body.items[0].answers[0].value, 'Sourdough');
});

test('with client storage allowed, the visitor id the host hands out is kept as the hearken_vid cookie for a year', async () => {
  const answer = await setStorage({ no_client_storage: false, cooldown_after_shown_days: 1 }, true);
  assert.equal(typeof answer.vid, 'string', `a visitor id is handed out while a cap is on: ${JSON.stringify(answer)}`);

  const visitor = await visitorContext();
  try {
    const { page } = visitor;
    await page.goto(`${host.url}/site/index.html`);
    await page.getByRole('region', { name: SURVEY.title }).getByRole('heading', { name: 'Which bread do you like?' }).waitFor(WAIT);
    const cookies = await visitor.context.cookies();
    const vid = cookies.find((c) => c.name === 'hearken_vid');
    assert.ok(vid, `hearken_vid is set: ${JSON.stringify(cookies)}`);
    assert.equal(vid.path, '/');
    assert.equal(vid.sameSite, 'Lax');
    const lifetime = vid.expires - Date.now() / 1000;
    assert.ok(Math.abs(lifetime - YEAR_S) < 600, `it lasts a year: ${lifetime} s`);
    // The survey cookie is kept as before.
    const surveyCookie = answer.survey?.cookie_name || `hearken_survey_${surveyId}`;
    assert.ok(cookies.some((c) => c.name === surveyCookie), JSON.stringify(cookies));
    assert.deepEqual(visitor.errors, []);
  } finally {
    await visitor.close();
  }
});
