// WCAG 2.2 AA as a test (issue 33, docs/ACCESSIBILITY.md): axe-core over every admin screen and
// over the widget on the example site, at desktop (1280×800) and phone (390×844) size, as the
// administrator of an Elite site with every first-party add-on installed and active. Any serious
// or critical violation fails, less the few known exceptions listed below and in the doc. A first
// test proves that the scan reaches inside an open Shadow DOM, where the widget draws.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { startHost, openBrowser, createAdministrator, pageApi, mintLicense, root } from '../harness.mjs';
import { axeViolations, assertAccessible } from '../axe.mjs';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const SIZES = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
];
const WAIT = { timeout: 15_000 };

/**
 * Violations known and owned elsewhere, each with its reason (docs/ACCESSIBILITY.md, "Known
 * exceptions"): the rule id and a part of the node's axe target.
 * @type {import('../axe.mjs').Exception[]}
 */
const EXCEPTIONS = [];

/** Every first-party add-on: each folder of addons/ with a manifest. */
const ADDONS = readdirSync(join(root, 'addons')).filter((name) => existsSync(join(root, 'addons', name, 'addon.toml')));

/** 16×16 PNGs for the image-radio question. */
const DARK_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mPojtImCTGMahjVMHw1AAD7cBAQ49FoLAAAAABJRU5ErkJggg==';
const GOLDEN_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mN4ebKfJMQwqmFUw/DVAAAY3EEfGP0pVQAAAABJRU5ErkJggg==';

const TITLE = 'Every question type';
const THANKS = 'Thanks for your feedback!';

/**
 * One question of each type, core and the question-types add-on's, with how a visitor answers it
 * in the widget's panel (`panel`, a locator) so that the next one shows.
 */
const QUESTIONS = [
  {
    question: { id: 'q1', type: 'radio-button', title: 'How did you find us?', config: { options: ['A friend', 'Walking past'] } },
    answer: (panel) => panel.getByRole('radio', { name: 'Walking past' }).click(),
  },
  {
    question: { id: 'q2', type: 'checkbox', title: 'What did you buy today?', config: { options: ['Sourdough', 'Tea'] } },
    answer: async (panel) => {
      await panel.getByRole('checkbox', { name: 'Tea' }).check();
      await next(panel);
    },
  },
  {
    question: { id: 'q3', type: 'text', title: 'What should we bake next?', config: { options: [] } },
    answer: async (panel) => {
      await panel.getByRole('textbox', { name: 'What should we bake next?' }).fill('Rye');
      await next(panel);
    },
  },
  {
    question: { id: 'q4', type: 'long-text', title: 'Anything else to tell us?', config: { options: [] } },
    answer: async (panel) => {
      await panel.getByRole('textbox', { name: 'Anything else to tell us?' }).fill('More buns.');
      await next(panel);
    },
  },
  {
    question: { id: 'q5', type: 'email', title: 'Where can we send our news?', config: { options: [], include_name: true } },
    answer: async (panel) => {
      await panel.getByRole('textbox', { name: 'First Name' }).fill('Mia');
      await panel.getByRole('textbox', { name: 'Where can we send our news?' }).fill('mia@example.com');
      await next(panel);
    },
  },
  {
    question: { id: 'q6', type: 'star-rating', title: 'How would you rate your visit?', config: { options: [] } },
    answer: async (panel) => {
      await panel.getByRole('radio', { name: '4 of 5 stars' }).focus();
      await panel.page().keyboard.press('Enter');
    },
  },
  {
    question: {
      id: 'q7',
      type: 'nps',
      title: 'How likely are you to recommend us?',
      config: { options: [], labels: { low: 'Not Likely', high: 'Extremely Likely' } },
    },
    answer: (panel) => panel.getByRole('radio', { name: '9', exact: true }).click(),
  },
  {
    question: {
      id: 'q8',
      type: 'image-radio',
      title: 'Which crust do you like?',
      config: { options: [{ label: 'Dark bake', image: DARK_PNG }, { label: 'Golden bake', image: GOLDEN_PNG }] },
    },
    answer: async (panel) => {
      await panel.getByRole('radio', { name: 'Golden bake' }).click();
      await next(panel);
    },
  },
  {
    question: {
      id: 'q9',
      type: 'icon-choice',
      title: 'How do you feel about the new shop?',
      config: {
        options: [
          { label: 'Happy', icon: { name: 'smile', style: 'regular' } },
          { label: 'Unsure', icon: { name: 'meh', style: 'regular' } },
        ],
      },
    },
    answer: async (panel) => {
      await panel.getByRole('radio', { name: 'Happy' }).click();
      await next(panel);
    },
  },
];

/** Next, or Send on the last question. */
function next(panel) {
  return panel.getByRole('button', { name: /^(Next|Send)$/ }).click();
}

let host;
let ui;
let api;
/** The survey with every question type, and the response the desktop visitor sent. */
let surveyId;
let responseId;

before(async () => {
  host = await startHost({ site: true });
  ui = await openBrowser();
  await createAdministrator(ui.page, host.url);
  api = pageApi(ui.page);
  const license = await api('POST', 'license/verify', { key: mintLicense(host, 'elite') });
  assert.equal(license.status, 200, JSON.stringify(license.body));
  for (const slug of ADDONS) {
    const installed = await api('POST', `addons/${slug}/install`);
    assert.ok(installed.status < 300, `${slug}: ${JSON.stringify(installed)}`);
    const listed = (await api('GET', 'addons')).body.find((a) => a.slug === slug);
    if (!listed?.active) {
      const activated = await api('POST', `addons/${slug}/activate`);
      assert.ok(activated.status < 300, `${slug}: ${JSON.stringify(activated)}`);
    }
  }
  const made = await api('POST', 'surveys', { id: null, title: TITLE, status: 'publish', questions: QUESTIONS.map((q) => q.question) });
  assert.ok(made.status < 300, JSON.stringify(made));
  surveyId = made.body.survey.id;
});

after(async () => {
  await ui?.close();
  await host?.stop();
});

test('the scan reaches inside an open Shadow DOM and names the node there', async () => {
  const context = await ui.browser.newContext();
  const page = await context.newPage();
  await page.setContent('<!doctype html><html lang="en"><title>Shadow probe</title><main><h1>Probe</h1><div id="host"></div></main>');
  await page.evaluate(() => {
    const shadow = document.getElementById('host').attachShadow({ mode: 'open' });
    shadow.innerHTML = '<p>Inside</p><button id="unnamed"></button>';
  });
  const violations = await axeViolations(page);
  await context.close();
  const unnamed = violations.find((v) => v.rule === 'button-name');
  assert.ok(unnamed, `button-name is reported: ${JSON.stringify(violations)}`);
  assert.deepEqual(
    unnamed.nodes.map((n) => n.target),
    ['#host >> #unnamed'],
  );
});

/** Scans the widget's panel at each question and at the thank-you, answering as it goes. */
async function scanWidget(size, viewport) {
  const context = await ui.browser.newContext({ viewport });
  const page = await context.newPage();
  const posted = page.waitForResponse(
    (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === `/api/v1/surveys/${surveyId}/responses` && res.request().postDataJSON()?.complete !== false,
    { timeout: 60_000 },
  );
  posted.catch(() => {});
  await page.goto(`${host.url}/site/index.html`);
  const panel = page.getByRole('region', { name: TITLE });
  await panel.waitFor(WAIT);
  // axe reaches into open shadow roots only (see the first test).
  assert.equal(await page.locator('[data-hearken-widget]').evaluate((el) => el.shadowRoot?.mode), 'open');
  for (const [i, { question, answer }] of QUESTIONS.entries()) {
    await panel.getByRole('heading', { name: question.title }).waitFor(WAIT);
    await settle(panel);
    await assertAccessible(page, `widget ${question.type} question (${size})`, { exceptions: EXCEPTIONS });
    if (i === 0) assert.ok(await checkedInsideWidget(page), 'axe checked the colours of text inside the widget');
    if (i === 0 && size === 'desktop') {
      // Minimized to its toggle (beside the panel, not in it), then opened again where it was;
      // on a phone the bottom sheet has no toggle while open.
      await page.getByRole('button', { name: 'Minimize survey' }).click();
      await page.getByRole('button', { name: 'Open survey' }).waitFor(WAIT);
      await page.locator('[data-hearken-widget]').evaluate((el) => Promise.allSettled(el.shadowRoot.getAnimations().map((a) => a.finished)));
      await assertAccessible(page, `widget minimized (${size})`, { exceptions: EXCEPTIONS });
      await page.getByRole('button', { name: 'Open survey' }).click();
      await panel.getByRole('heading', { name: question.title }).waitFor(WAIT);
      await settle(panel);
    }
    await answer(panel);
  }
  await panel.getByText(THANKS, { exact: true }).waitFor(WAIT);
  await settle(panel);
  await assertAccessible(page, `widget thank-you (${size})`, { exceptions: EXCEPTIONS });
  const res = await posted;
  assert.equal(res.status(), 201);
  const { id } = await res.json();
  await context.close();
  return id;
}

/** Whether axe's colour-contrast rule checked nodes inside the widget's shadow root (targets through a shadow host). */
function checkedInsideWidget(page) {
  return page.evaluate(async () => {
    const { passes } = await window.axe.run(document, { runOnly: ['color-contrast'] });
    return passes.some((rule) => rule.nodes.some((node) => Array.isArray(node.target[0]) && node.target[0].length > 1));
  });
}

/** Waits until the widget's transitions have run: axe measures colours as drawn. */
async function settle(panel) {
  await panel.evaluate((el) => Promise.all(el.getRootNode().getAnimations().map((a) => a.finished)));
}

test('the widget has no serious or critical violation at any question or the thank-you, on desktop and phone', async () => {
  for (const [size, viewport] of SIZES) {
    const id = await scanWidget(size, viewport);
    responseId ??= id;
  }
});

/**
 * Every screen of the shell's routes (admin-shell/src/frame/screens.ts and each screen's own
 * routes) and every add-on page, as paths below /admin; the licence is on Settings › General,
 * Help holds Welcome, About and Growth Tools (About's Lite vs Pro tab is for Lite only).
 */
function adminScreens() {
  return [
    '/surveys',
    '/surveys/new/setup',
    `/surveys/edit/${surveyId}/questions`,
    `/surveys/edit/${surveyId}/settings`,
    `/surveys/edit/${surveyId}/notifications`,
    `/surveys/edit/${surveyId}/publish`,
    '/results',
    `/results/survey/${surveyId}`,
    `/results/survey/${surveyId}/nps`,
    `/results/survey/${surveyId}/responses`,
    `/results/survey/${surveyId}/responses/${responseId}`,
    '/settings/general',
    '/settings/widget',
    '/settings/email',
    '/settings/integrations',
    '/settings/access',
    '/settings/misc',
    '/settings/heatmaps',
    '/settings/google-drive',
    '/users',
    '/addons',
    '/welcome',
    '/about',
    '/about/getting-started',
    '/growth-tools',
    '/x/heatmaps',
    '/x/post-ratings',
  ];
}

/** The add-on pages' headings: their remotes loaded (not a failure notice in their place). */
const ADDON_PAGE_HEADINGS = { '/x/heatmaps': 'Heatmaps', '/x/post-ratings': 'Post Ratings' };

/**
 * Opens `path` as a click on a link would (the router's own navigation, so the page and axe stay
 * loaded) and waits until its heading shows and its requests and lazy parts have settled.
 */
async function open(page, path) {
  const settled = quiet(page);
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/admin${path}`);
  // The editor's steps head with the step's own heading, not an h1.
  await page.getByRole('heading').first().waitFor(WAIT);
  await settled;
  await page.getByText(/^Loading/).first().waitFor({ state: 'hidden', ...WAIT });
}

/** Resolves once `page` has had no request in flight for 300 ms. */
function quiet(page) {
  let inflight = 0;
  let timer;
  return new Promise((resolve) => {
    const done = () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      resolve();
    };
    const arm = () => {
      clearTimeout(timer);
      if (inflight === 0) timer = setTimeout(done, 300);
    };
    const started = () => {
      inflight++;
      clearTimeout(timer);
    };
    const ended = () => {
      inflight = Math.max(0, inflight - 1);
      arm();
    };
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    arm();
  });
}

for (const [size, viewport] of SIZES) {
  test(`every admin screen has no serious or critical violation (${size})`, async () => {
    assert.ok(responseId, 'the widget test sent a response');
    const { page } = ui;
    await page.setViewportSize(viewport);
    await page.goto(`${host.url}/admin/surveys`);
    await page.getByRole('heading').first().waitFor(WAIT);
    const failures = [];
    for (const path of adminScreens()) {
      try {
        await open(page, path);
        if (ADDON_PAGE_HEADINGS[path]) await page.getByRole('heading', { name: ADDON_PAGE_HEADINGS[path], level: 1 }).waitFor(WAIT);
        await assertAccessible(page, `${path} (${size})`, { exceptions: EXCEPTIONS });
      } catch (error) {
        failures.push(`${path} (${size}): ${error.message}`);
      }
    }
    ui.errors.splice(0);
    if (failures.length) assert.fail(failures.join('\n\n'));
  });
}

/**
 * What opens over a screen: [name, path below /admin, how to open it (page) => ..., sizes,
 * exceptions while it is open]. Each is scanned open.
 */
const OPENED = [
  ['the phone menu', '/surveys', (page) => page.getByRole('button', { name: 'Menu', exact: true }).click(), ['phone']],
  [
    'the Help menu',
    '/surveys',
    async (page) => {
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      if (await menu.isVisible()) await menu.click();
      await page.getByRole('button', { name: /^Help/ }).click();
    },
    ['desktop', 'phone'],
  ],
  [
    'the embed dialog',
    '/surveys',
    async (page) => {
      await page.getByRole('button', { name: `Embed ${TITLE}` }).click();
      await page.getByRole('dialog').waitFor(WAIT);
    },
  ],
  [
    'the notifications drawer',
    '/surveys',
    async (page) => {
      await page.getByRole('button', { name: /^Notifications, \d+ active$/ }).click();
      await page.getByRole('dialog', { name: 'Notifications' }).waitFor(WAIT);
    },
  ],
  [
    "the editor's Add Question list",
    () => `/surveys/edit/${surveyId}/questions`,
    (page) => page.getByRole('button', { name: /^Add Question/ }).click(),
  ],
];

test('menus and dialogs have no serious or critical violation when open (desktop and phone)', async () => {
  const { page } = ui;
  const failures = [];
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await page.goto(`${host.url}/admin/surveys`);
    await page.getByRole('heading').first().waitFor(WAIT);
    for (const [name, path, openIt, sizes = ['desktop', 'phone'], excused = []] of OPENED) {
      if (!sizes.includes(size)) continue;
      try {
        await open(page, typeof path === 'function' ? path() : path);
        const settled = quiet(page);
        await openIt(page);
        await settled;
        await assertAccessible(page, `${name} (${size})`, { exceptions: [...EXCEPTIONS, ...excused] });
      } catch (error) {
        failures.push(`${name} (${size}): ${error.message}`);
      }
      await page.keyboard.press('Escape');
    }
  }
  ui.errors.splice(0);
  if (failures.length) assert.fail(failures.join('\n\n'));
});
