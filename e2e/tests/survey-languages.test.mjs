// A survey in several languages (issue 34) on the example site: the site offers German and
// Arabic; the same survey shows in German on a `lang="de"` page, in Arabic right to left on a
// `lang="ar"` page (computed `direction: rtl`, the toggle on the mirrored side), in English
// elsewhere; a text the Arabic translation lacks shows in English. A German answer is counted
// under German in the results and has `de` in the export's Language column. Screenshots go to
// e2e/artifacts/survey-lang-*.png.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startHost, openBrowser, openContext, createAdministrator, pageApi, mintLicense, artifacts } from '../harness.mjs';

const SURVEY = {
  id: null,
  title: 'Our bakery',
  status: 'publish',
  language: 'en',
  questions: [
    { id: 'b', type: 'radio-button', title: 'Which bread do you like?', config: { options: ['Rye', 'Sourdough'] } },
    { id: 'c', type: 'long-text', title: 'Anything else?', config: { options: [] } },
  ],
  settings: { thank_you: { type: 'message', message: 'Thank you!' } },
  translations: {
    de: {
      title: 'Unsere Bäckerei',
      'questions.b.title': 'Welches Brot mögen Sie?',
      'questions.b.options.0': 'Roggen',
      'questions.b.options.1': 'Sauerteig',
      'questions.c.title': 'Sonst noch etwas?',
      'thank_you.message': 'Danke schön!',
    },
    // Partial: the options and the second question fall back to English.
    ar: { title: 'مخبزنا', 'questions.b.title': 'أي خبز تحب؟' },
  },
};
const WAIT = { timeout: 10_000 };

let host;
let ui;
let surveyId;

before(async () => {
  host = await startHost({ site: true });
  ui = await openBrowser();
  await createAdministrator(ui.page, host.url);
  const api = pageApi(ui.page);
  const offered = await api('POST', 'settings', { languages: ['de', 'ar'] });
  assert.ok(offered.status < 300, JSON.stringify(offered));
  const made = await api('POST', 'surveys', SURVEY);
  assert.ok(made.status < 300, JSON.stringify(made));
  surveyId = made.body.survey.id;
});

after(async () => {
  await ui?.close();
  await host?.stop();
});

/** Opens the example site's home page with `<html lang>` set to `lang`. */
async function siteIn(lang) {
  const visitor = await openContext(ui.browser);
  await visitor.page.route('**/site/index.html', async (route) => {
    const res = await route.fetch();
    const body = (await res.text()).replace('<html lang="en">', `<html lang="${lang}">`);
    await route.fulfill({ response: res, body });
  });
  await visitor.page.goto(`${host.url}/site/index.html`);
  return visitor;
}

/** The widget root's language and direction, and which side of the viewport its toggle is on. */
function layout(page) {
  return page.evaluate(() => {
    const shadow = document.querySelector('[data-hearken-widget]')?.shadowRoot;
    const root = shadow?.querySelector('.hk-root');
    const toggle = shadow?.querySelector('button[aria-expanded]');
    const box = toggle?.getBoundingClientRect();
    return {
      lang: root?.getAttribute('lang'),
      direction: root && getComputedStyle(root).direction,
      side: box ? (box.left + box.width / 2 < innerWidth / 2 ? 'left' : 'right') : null,
    };
  });
}

async function settle(panel) {
  await panel.evaluate((el) => Promise.all(el.getRootNode().getAnimations().map((a) => a.finished)));
}

test('on a lang="de" page the survey is German, and the German answer counts under German', async () => {
  const visitor = await siteIn('de');
  try {
    const { page } = visitor;
    const panel = page.getByRole('region', { name: 'Unsere Bäckerei' });
    await panel.getByRole('heading', { name: 'Welches Brot mögen Sie?' }).waitFor(WAIT);
    await panel.getByRole('button', { name: 'Weiter', exact: true }).waitFor(WAIT);
    const where = await layout(page);
    assert.equal(where.lang, 'de');
    assert.equal(where.direction, 'ltr');
    await settle(panel);
    await page.screenshot({ path: join(artifacts, 'survey-lang-de.png') });
    await panel.getByRole('radio', { name: 'Sauerteig' }).click();
    await panel.getByRole('heading', { name: 'Sonst noch etwas?' }).waitFor(WAIT);
    await panel.getByRole('textbox').fill('Mehr Brezeln, bitte.');
    await panel.getByRole('button', { name: 'Senden', exact: true }).click();
    await panel.getByText('Danke schön!').waitFor(WAIT);
    assert.deepEqual(visitor.errors, []);
  } finally {
    await visitor.close();
  }
  // Stored as the base option, in German.
  const api = pageApi(ui.page);
  const list = await api('GET', `surveys/${surveyId}/responses?language=de`);
  assert.equal(list.status, 200, JSON.stringify(list));
  assert.equal(list.body.items.length, 1);
  assert.equal(list.body.items[0].language, 'de');
  assert.deepEqual(list.body.items[0].answers[0].value, 'Sourdough');
  // The results show the split, with German in it.
  const { page } = ui;
  await page.goto(`${host.url}/admin/results/survey/${surveyId}`);
  const split = page.getByRole('region', { name: 'Languages' });
  await split.getByText('German 1 (100%)').waitFor(WAIT);
  await page.screenshot({ path: join(artifacts, 'survey-lang-results.png'), fullPage: true });
  // The export's Language column (exports are Pro's).
  assert.equal((await api('POST', 'license/verify', { key: mintLicense(host, 'pro') })).status, 200);
  const csv = await page.evaluate(async (id) => {
    const res = await fetch(`/api/v1/exports?survey_id=${id}&report=general&format=csv`);
    return res.text();
  }, surveyId);
  const [header, row] = csv.trim().split('\n');
  assert.ok(header.endsWith(',Language,complete'), header);
  assert.ok(row.endsWith(',de,true'), row);
});

test('on a lang="ar" page the survey is Arabic, right to left with the toggle mirrored, and falls back where untranslated', async () => {
  const visitor = await siteIn('ar');
  try {
    const { page } = visitor;
    const panel = page.getByRole('region', { name: 'مخبزنا' });
    await panel.getByRole('heading', { name: 'أي خبز تحب؟' }).waitFor(WAIT);
    // The options have no Arabic text: they show in English.
    await panel.getByRole('radio', { name: 'Sourdough' }).waitFor(WAIT);
    const where = await layout(page);
    assert.equal(where.lang, 'ar');
    assert.equal(where.direction, 'rtl');
    // bottom_right is the end of a line: on the left when lines run right to left.
    assert.equal(where.side, 'left');
    await settle(panel);
    await page.screenshot({ path: join(artifacts, 'survey-lang-ar.png') });
    assert.deepEqual(visitor.errors, []);
  } finally {
    await visitor.close();
  }
});

test('on a lang="en" page the survey is in its base language, English', async () => {
  const visitor = await siteIn('en');
  try {
    const { page } = visitor;
    const panel = page.getByRole('region', { name: 'Our bakery' });
    await panel.getByRole('heading', { name: 'Which bread do you like?' }).waitFor(WAIT);
    const where = await layout(page);
    assert.equal(where.lang, 'en');
    assert.equal(where.direction, 'ltr');
    assert.equal(where.side, 'right');
    assert.deepEqual(visitor.errors, []);
  } finally {
    await visitor.close();
  }
});
