// The widget speaks the page's language (issue 34, its own words): on the example site with
// `<html lang="de">` its controls are German, with `lang="ar"` Arabic and laid out right to left
// (computed `direction: rtl`), and on the site as it is (`lang="en"`) English. Screenshots go to
// e2e/artifacts/widget-lang-*.png.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startHost, openBrowser, openContext, createAdministrator, pageApi, artifacts } from '../harness.mjs';

const TITLE = 'A word from the bakery';
const QUESTIONS = [
  { id: 'q1', type: 'radio-button', title: 'How did you find us?', config: { options: ['A friend', 'Walking past'] } },
  { id: 'q2', type: 'long-text', title: 'Anything else?', config: { options: [] } },
];
const WAIT = { timeout: 10_000 };

let host;
let ui;

before(async () => {
  host = await startHost({ site: true });
  ui = await openBrowser();
  await createAdministrator(ui.page, host.url);
  const made = await pageApi(ui.page)('POST', 'surveys', { id: null, title: TITLE, status: 'publish', questions: QUESTIONS });
  assert.ok(made.status < 300, JSON.stringify(made));
});

after(async () => {
  await ui?.close();
  await host?.stop();
});

/** Opens the example site's home page with `<html lang>` set to `lang`; answers the visitor's page. */
async function siteIn(lang) {
  const visitor = await openContext(ui.browser);
  const { page } = visitor;
  await page.route('**/site/index.html', async (route) => {
    const res = await route.fetch();
    const body = (await res.text()).replace('<html lang="en">', `<html lang="${lang}">`);
    await route.fulfill({ response: res, body });
  });
  await page.goto(`${host.url}/site/index.html`);
  return visitor;
}

/** The widget root's `lang`, `dir` and computed direction. */
function rootLanguage(page) {
  return page.evaluate(() => {
    const root = document.querySelector('[data-hearken-widget]')?.shadowRoot?.querySelector('.hk-root');
    return root ? { lang: root.getAttribute('lang'), dir: root.getAttribute('dir'), direction: getComputedStyle(root).direction } : null;
  });
}

for (const [lang, words, direction] of [
  ['de', { progress: '1 von 2', close: 'Schließen', skip: 'Überspringen', next: 'Weiter' }, 'ltr'],
  ['ar', { progress: '1 من 2', close: 'إغلاق', skip: 'تخطي', next: 'التالي' }, 'rtl'],
  ['en', { progress: '1 of 2', close: 'Close', skip: 'Skip', next: 'Next' }, 'ltr'],
]) {
  test(`on a lang="${lang}" page the widget's own words are its language's, laid out ${direction}`, async () => {
    const visitor = await siteIn(lang);
    try {
      const { page } = visitor;
      const panel = page.getByRole('region', { name: TITLE });
      await panel.getByRole('heading', { name: QUESTIONS[0].title }).waitFor(WAIT);
      await panel.getByText(words.progress, { exact: true }).waitFor(WAIT);
      await panel.getByRole('button', { name: words.close }).waitFor(WAIT);
      // The settings' default Skip and Next are the widget's own words too.
      await panel.getByRole('button', { name: words.skip, exact: true }).waitFor(WAIT);
      await panel.getByRole('button', { name: words.next, exact: true }).waitFor(WAIT);
      const root = await rootLanguage(page);
      assert.equal(root?.lang, lang);
      assert.equal(root?.direction, direction);
      // The survey's own texts stay as written: translating them is the survey's part.
      await panel.getByRole('radio', { name: 'Walking past' }).waitFor(WAIT);
      // Settled: the panel fades in.
      await panel.evaluate((el) => Promise.all(el.getRootNode().getAnimations().map((a) => a.finished)));
      await page.screenshot({ path: join(artifacts, `widget-lang-${lang}.png`) });
      assert.deepEqual(visitor.errors, []);
    } finally {
      await visitor.close();
    }
  });
}
