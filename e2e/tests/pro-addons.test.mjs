// The behavior, branding and targeting add-ons end to end (issue 12): an administrator with an
// Elite key installs and activates the three from the Add-ons screen, their editor cards mount
// from their remotes, and a visitor on the example site sees each effect in a real browser: a
// delayed survey opens after its delay, an exit-intent one on leaving, a half-page one at half
// scroll; a redirect lands on the chosen page; a dark survey shows its colours; a survey targeted at
// one page shows there and not elsewhere, and on a phone only when mobile is selected. Deactivated,
// the same survey behaves as on Lite.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startHost, openBrowser, openContext, createAdministrator, pageApi, mintLicense } from '../harness.mjs';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const ADDONS = ['behavior', 'branding', 'targeting'];
const WAIT = { timeout: 10_000 };

let host;
let ui;
let api;
/** The survey the current test published (trashed before the next one is published). */
let current = null;

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

function defaults(settings = {}) {
  return {
    behavior: {
      timing: 'immediate',
      timing_delay: 20,
      display_length: 'until_response',
      run_time: 'indefinitely',
      expire_at: { month: null, day: null },
      start_minimized: false,
      ...settings.behavior,
    },
    ...(settings.theming ? { theming: settings.theming } : {}),
    ...(settings.targeting ? { targeting: settings.targeting } : {}),
    ...(settings.thank_you ? { thank_you: settings.thank_you } : {}),
  };
}

/** Publishes a one-question survey titled `title`; unless `keep`, the previous one goes to the trash. */
async function publish(title, settings, { keep = false } = {}) {
  if (current && !keep) {
    const trashed = await api('POST', 'surveys/trash', { survey_ids: [current] });
    assert.equal(trashed.status, 200, JSON.stringify(trashed.body));
  }
  const made = await api('POST', 'surveys', {
    id: null,
    title,
    status: 'publish',
    questions: [{ id: 'q1', type: 'radio-button', title: 'Did you find what you came for?', config: { options: ['Yes', 'No'] } }],
    settings: defaults(settings),
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  assert.equal(made.body.published, true, JSON.stringify(made.body));
  current = made.body.survey.id;
  return made.body.survey;
}

/** A visitor's fresh browser context on the example site page `path`. */
async function visit(path, { userAgent } = {}) {
  const visitor = userAgent
    ? await (async () => {
        const context = await ui.browser.newContext({ userAgent, viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        return { context, page, errors: [], close: () => context.close() };
      })()
    : await openContext(ui.browser);
  const shown = visitor.page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/widget/survey', WAIT);
  await visitor.page.goto(`${host.url}/site/${path}`);
  visitor.answer = await (await shown).json();
  return visitor;
}

/** The widget's panel for `title` on `page`. */
const panel = (page, title) => page.getByRole('region', { name: title });

/** Waits `ms` and answers whether the panel is still absent. */
async function absentFor(page, title, ms) {
  await page.waitForTimeout(ms);
  return (await panel(page, title).count()) === 0;
}

test('an Elite site installs and activates behavior, branding and targeting from the Add-ons screen', async () => {
  const license = await api('POST', 'license/verify', { key: mintLicense(host, 'elite') });
  assert.equal(license.status, 200, JSON.stringify(license.body));
  const { page } = ui;
  await page.goto(`${host.url}/admin/addons`);
  await page.getByRole('heading', { name: 'Hearken Addons' }).waitFor(WAIT);
  for (const slug of ADDONS) {
    const name = slug[0].toUpperCase() + slug.slice(1);
    const card = page.locator('article, li, section').filter({ has: page.getByText(name, { exact: true }) }).last();
    // Install, then activate; the card then offers Deactivate, in place (no page reload).
    await card.getByRole('button', { name: 'Install' }).click();
    await card.getByRole('button', { name: 'Deactivate' }).waitFor({ timeout: 20_000 });
  }
  const addons = await api('GET', 'addons');
  for (const slug of ADDONS) {
    const item = addons.body.find((a) => a.slug === slug);
    assert.equal(item?.active, true, `${slug}: ${JSON.stringify(item)}`);
  }
});

test("the editor's settings step mounts the targeting and behavior cards from their remotes", async () => {
  const survey = await publish('Editor check', {});
  const { page } = ui;
  await page.goto(`${host.url}/admin/surveys/edit/${survey.id}/settings`);
  await page.getByRole('heading', { name: 'Targeting', exact: true }).waitFor(WAIT);
  await page.getByRole('heading', { name: 'Behavior', exact: true }).waitFor(WAIT);
  await page.getByRole('heading', { name: 'Theming', exact: true }).waitFor(WAIT);
  // The targeting card is the remote's: its devices summary and its rule editor's first rule.
  await page.getByText('All Device Types').first().waitFor(WAIT);
  assert.equal(await page.getByRole('checkbox', { name: /mobile/i }).isChecked(), true);
});

test('a delayed survey opens after its delay', async () => {
  const title = 'Delayed by two seconds';
  await publish(title, { behavior: { timing: 'delay', timing_delay: 2 } });
  const visitor = await visit('index.html');
  assert.equal(visitor.answer.survey.trigger, 'delay');
  assert.ok(await absentFor(visitor.page, title, 1000), 'the survey waited');
  await panel(visitor.page, title).waitFor({ timeout: 5000 });
  await visitor.close();
});

test('an exit-intent survey opens when the pointer heads for the top of the window', async () => {
  const title = 'Before you go';
  await publish(title, { behavior: { timing: 'before_abandon' } });
  const visitor = await visit('index.html');
  const { page } = visitor;
  await page.mouse.move(400, 500);
  assert.ok(await absentFor(page, title, 500), 'nothing before the pointer leaves');
  await page.mouse.move(400, 300, { steps: 3 });
  await page.mouse.move(400, 20, { steps: 5 });
  await panel(page, title).waitFor(WAIT);
  await visitor.close();
});

test('a half-page survey opens once half of the page is scrolled', async () => {
  const title = 'Half way down';
  await publish(title, { behavior: { timing: 'half_page' } });
  const visitor = await visit('index.html');
  const { page } = visitor;
  // A short window, so the page scrolls.
  await page.setViewportSize({ width: 1280, height: 300 });
  assert.ok(await absentFor(page, title, 500), 'nothing at the top of the page');
  await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * 0.6));
  await panel(page, title).waitFor(WAIT);
  await visitor.close();
});

test('a thank-you redirect lands on the page chosen', async () => {
  const title = 'Send me to the blog';
  const target = `${host.url}/site/blog/hello-world.html`;
  await publish(title, {
    thank_you: { type: 'redirect', message: 'Thanks!', redirect_to: { id: 'hello-world', label: 'Hello world', url: target } },
  });
  const visitor = await visit('index.html');
  const { page } = visitor;
  await panel(page, title).getByRole('radio', { name: 'Yes' }).click();
  await page.waitForURL(target, WAIT);
  await visitor.close();
});

test('a dark survey shows its own colours, the site colours show for the others', async () => {
  const title = 'Dark and bold';
  await publish(title, {
    theming: { color_scheme: 'dark', widget_color: '#23282D', text_color: '#FFFFFF', button_color: '#FF5C00' },
  });
  const colours = async (page) =>
    page.evaluate(() => {
      const root = document.querySelector('[data-hearken-widget]')?.shadowRoot?.querySelector('.hk-root');
      return root ? { bg: root.style.getPropertyValue('--hk-bg'), button: root.style.getPropertyValue('--hk-button') } : null;
    });
  let visitor = await visit('index.html');
  await panel(visitor.page, title).waitFor(WAIT);
  assert.deepEqual(await colours(visitor.page), { bg: '#23282D', button: '#FF5C00' });
  await visitor.close();

  const saved = await api('POST', 'settings', { widget_button_color: '#0A7A3B' });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  const plain = 'Site colours';
  await publish(plain, {});
  visitor = await visit('index.html');
  await panel(visitor.page, plain).waitFor(WAIT);
  assert.equal((await colours(visitor.page)).button, '#0A7A3B');
  await visitor.close();
});

test("the site's custom font reaches visitors with its weight, from the Hearken server's own font files", async () => {
  const saved = await api('POST', 'settings', { widget_font: { family: 'Lora', weight: '700' } });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  const title = 'In Lora';
  await publish(title, {});
  const visitor = await visit('index.html');
  await panel(visitor.page, title).waitFor(WAIT);
  const drawn = await visitor.page.evaluate(async () => {
    await document.fonts.ready;
    const root = document.querySelector('[data-hearken-widget]')?.shadowRoot?.querySelector('.hk-root');
    const style = root && getComputedStyle(root);
    return {
      family: style?.fontFamily,
      weight: style?.fontWeight,
      loaded: document.fonts.check('700 16px Lora'),
      faces: [...document.fonts].filter((f) => f.family.includes('Lora')).map((f) => `${f.weight} ${f.status}`),
      // Every font file the page fetched, from whichever server.
      files: performance
        .getEntriesByType('resource')
        .filter((e) => /\.(woff2?|ttf|otf)(\?|$)/.test(e.name) || /fonts\.(googleapis|gstatic)/.test(e.name))
        .map((e) => ({ url: e.name, status: e.responseStatus })),
    };
  });
  assert.deepEqual(drawn, {
    family: 'Lora, sans-serif',
    weight: '700',
    loaded: true,
    faces: ['700 loaded'],
    files: [{ url: `${host.url}/widget/fonts/lora/700.woff2`, status: 200 }],
  });
  await visitor.close();
  assert.equal((await api('POST', 'settings', { widget_font: '' })).status, 200);
});

test('a survey targeted at one page shows there only, and on a phone only when mobile is selected', async () => {
  const title = 'Product page only';
  const rules = { pages: 'custom', page_rules: [{ logic: 'page_url_contains', operator: null, data: '/shop/' }] };
  await publish(title, { targeting: { devices: ['desktop', 'tablet'], ...rules } });
  let visitor = await visit('shop/product.html');
  await panel(visitor.page, title).waitFor(WAIT);
  await visitor.close();
  visitor = await visit('index.html');
  assert.equal(visitor.answer.survey, null);
  await visitor.close();
  visitor = await visit('shop/product.html', { userAgent: PHONE });
  assert.equal(visitor.answer.survey, null, 'mobile is not selected');
  await visitor.close();

  const mobile = 'Product page, phones too';
  await publish(mobile, { targeting: { devices: ['desktop', 'tablet', 'mobile'], ...rules } });
  visitor = await visit('shop/product.html', { userAgent: PHONE });
  await panel(visitor.page, mobile).waitFor(WAIT);
  await visitor.close();
});

test('deactivated, the same surveys behave as on Lite', async () => {
  const targeted = current;
  // Published while the add-ons are in force, beside the targeted one (newest first: it shows).
  const title = 'Delayed and dark';
  const survey = await publish(
    title,
    {
      behavior: { timing: 'delay', timing_delay: 30 },
      theming: { color_scheme: 'dark', widget_color: '#23282D', text_color: '#FFFFFF', button_color: '#FF5C00' },
      thank_you: { type: 'redirect', message: 'Thanks!', redirect_to: { id: 'blog', label: 'Blog', url: `${host.url}/site/blog/hello-world.html` } },
    },
    { keep: true },
  );
  let visitor = await visit('index.html');
  assert.equal(visitor.answer.survey.id, survey.id);
  assert.equal(visitor.answer.survey.trigger, 'delay');
  await visitor.close();

  for (const slug of ADDONS) {
    const res = await api('POST', `addons/${slug}/deactivate`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
  }
  // At once, in the widget's own colours, and the thank-you stays on the page.
  visitor = await visit('index.html');
  const { page } = visitor;
  assert.equal(visitor.answer.survey.trigger, 'immediate');
  assert.deepEqual(visitor.answer.modules, []);
  await panel(page, title).waitFor({ timeout: 3000 });
  const bg = await page.evaluate(
    () => document.querySelector('[data-hearken-widget]')?.shadowRoot?.querySelector('.hk-root')?.style.getPropertyValue('--hk-bg'),
  );
  assert.equal(bg, '#FFFFFF');
  await panel(page, title).getByRole('radio', { name: 'Yes' }).click();
  await panel(page, title).getByText('Thanks!').waitFor(WAIT);
  await page.waitForTimeout(1000);
  assert.equal(new URL(page.url()).pathname, '/site/index.html');
  await visitor.close();

  // The targeted survey shows on every page of a desktop, and on no phone.
  const everywhere = await api('GET', `surveys/${targeted}/visibility?url=${encodeURIComponent(`${host.url}/site/index.html`)}`);
  assert.deepEqual(everywhere.body.reasons, []);
  const phone = await api('GET', `surveys/${targeted}/visibility?device=mobile`);
  assert.deepEqual(phone.body.reasons, ['Targeting addon missing']);
  visitor = await visit('shop/product.html', { userAgent: PHONE });
  assert.equal(visitor.answer.survey, null);
  await visitor.close();

  // The editor shows the locked states: licensed, the cards ask to activate their add-ons and
  // say what a locked survey does; on Plus, the spec's upgrade prompts.
  const { page: admin } = ui;
  await admin.goto(`${host.url}/admin/surveys/edit/${targeted}/settings`);
  await admin.getByText('Devices: Desktop').first().waitFor(WAIT);
  await admin.getByText('Pages: All Pages').first().waitFor(WAIT);
  assert.ok((await admin.getByRole('button', { name: 'Activate Addon' }).count()) >= 3);
  const plus = await api('POST', 'license/verify', { key: mintLicense(host, 'plus') });
  assert.equal(plus.status, 200, JSON.stringify(plus.body));
  await admin.reload();
  await admin.getByRole('button', { name: /Custom Device Type/ }).waitFor(WAIT);
  await admin.getByRole('button', { name: /Conditional Display/ }).waitFor(WAIT);
});
