// The widget guides a visitor through a survey of several questions (issue 33): it says where they
// are ("1 of 4"), lets them go Back to an answer they gave (kept), says Send on the last question,
// closes with Escape or its Close button, and leaves no launcher once nothing is left to answer. A
// visitor does all of it with the keyboard alone. On a phone (390 × 844) the panel is a bottom
// sheet no higher than half the screen, and every control in it is at least 44 px square (WCAG 2.2
// target size). Screenshots at desktop and phone size go to e2e/artifacts/widget-*.png.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startHost, openBrowser, openContext, createAdministrator, pageApi, artifacts } from '../harness.mjs';

const TITLE = 'Your visit, step by step';
const QUESTIONS = [
  { id: 'q1', type: 'radio-button', title: 'How did you find us?', config: { options: ['A friend', 'Walking past', 'Instagram'] } },
  { id: 'q2', type: 'checkbox', title: 'What did you buy today?', config: { options: ['Sourdough', 'Croissant', 'Tea'] } },
  { id: 'q3', type: 'text', title: 'What should we bake next?', config: { options: [] } },
  { id: 'q4', type: 'long-text', title: 'Anything else to tell us?', config: { options: [] } },
];
const WAIT = { timeout: 10_000 };
const PHONE = { width: 390, height: 844 };

let host;
let ui;
let surveyId;

before(async () => {
  host = await startHost({ site: true });
  ui = await openBrowser();
  await createAdministrator(ui.page, host.url);
  const made = await pageApi(ui.page)('POST', 'surveys', { id: null, title: TITLE, status: 'publish', questions: QUESTIONS });
  assert.ok(made.status < 300, JSON.stringify(made));
  surveyId = made.body.survey.id;
});

after(async () => {
  await ui?.close();
  await host?.stop();
});

/** What has focus inside the widget's Shadow DOM: its tag, words, name and value; null when the page has it. */
function focused(page) {
  return page.evaluate(() => {
    const el = document.querySelector('[data-hearken-widget]')?.shadowRoot?.activeElement;
    return el ? { tag: el.tagName, text: el.textContent.trim(), label: el.getAttribute('aria-label'), value: el.value ?? null } : null;
  });
}

/** Presses Tab until `wanted(focused)` holds; fails after 40 presses. */
async function tabTo(page, what, wanted) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (now && wanted(now)) return now;
  }
  assert.fail(`Tab never reached ${what}`);
}

/** Waits until the widget has moved focus to the title of `question` (it does so after an advance). */
async function titleFocused(page, question) {
  await page.waitForFunction(
    (text) => {
      const el = document.querySelector('[data-hearken-widget]')?.shadowRoot?.activeElement;
      return el?.tagName === 'H2' && el.textContent.includes(text);
    },
    question.title,
    WAIT,
  );
}

/** A screenshot of what the visitor sees (the viewport: a full-page shot would stretch the fixed sheet). */
function shot(page, name) {
  return page.screenshot({ path: join(artifacts, `${name}.png`) });
}

/** Waits until the widget's transitions (the panel fading in) have run, so a screenshot shows it settled. */
async function settled(panel) {
  await panel.evaluate((el) => Promise.all(el.getRootNode().getAnimations().map((a) => a.finished)));
}

/** The widget's state as a visitor would notice it: its panel, its launcher and whether it is on the page at all. */
function widgetState(page) {
  return page.evaluate(() => {
    const root = document.querySelector('[data-hearken-widget]')?.shadowRoot;
    const shown = (el) => !!el && getComputedStyle(el).display !== 'none' && !el.closest('[hidden]');
    return {
      mounted: !!root?.querySelector('.hk-root'),
      panel: shown(root?.querySelector('.hk-panel')),
      launcher: shown(root?.querySelector('.hk-toggle')),
    };
  });
}

test('a visitor answers with the keyboard alone: progress, Back to a kept answer, Send on the last question, Escape to close', async () => {
  const visitor = await openContext(ui.browser, { requestFailures: true });
  try {
    const { page } = visitor;
    const posted = page.waitForResponse(
      (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === `/api/v1/surveys/${surveyId}/responses` && res.request().postDataJSON()?.complete !== false,
      { timeout: 60_000 },
    );
    posted.catch(() => {});
    await page.goto(`${host.url}/site/index.html`);
    const panel = page.getByRole('region', { name: TITLE });
    await panel.getByRole('heading', { name: QUESTIONS[0].title }).waitFor(WAIT);
    await panel.getByText('1 of 4', { exact: true }).waitFor(WAIT);
    assert.equal(await panel.getByRole('button', { name: 'Back' }).count(), 0, 'no Back on the first question');

    // Into the widget from the page: its first stop is Close, then the options.
    const close = await tabTo(page, 'the widget', () => true);
    assert.deepEqual([close.tag, close.label], ['BUTTON', 'Close']);
    const radio = await tabTo(page, 'the first option', (f) => f.tag === 'INPUT');
    assert.equal(radio.value, 'A friend');
    // An arrow chooses without moving on; Enter on the option chosen moves on (the form's submit).
    await page.keyboard.press('ArrowDown');
    assert.equal(await panel.getByRole('heading', { name: QUESTIONS[0].title }).count(), 1, 'the arrow alone does not advance');
    await page.keyboard.press('Enter');
    await titleFocused(page, QUESTIONS[1]);
    await panel.getByText('2 of 4', { exact: true }).waitFor(WAIT);
    await settled(panel);
    await shot(page, 'widget-guidance-desktop');

    // Back returns to the first question with its answer kept, and focus on its title.
    await tabTo(page, 'Back', (f) => f.text === 'Back');
    await page.keyboard.press('Enter');
    await titleFocused(page, QUESTIONS[0]);
    await panel.getByText('1 of 4', { exact: true }).waitFor(WAIT);
    assert.equal(await panel.getByRole('radio', { name: 'Walking past' }).isChecked(), true, 'the answer given is kept');
    // Enter on the kept answer moves on again.
    const kept = await tabTo(page, 'the option chosen', (f) => f.tag === 'INPUT');
    assert.equal(kept.value, 'Walking past');
    await page.keyboard.press('Enter');
    await titleFocused(page, QUESTIONS[1]);

    // Two ticks, then Next.
    await tabTo(page, 'Sourdough', (f) => f.value === 'Sourdough');
    await page.keyboard.press('Space');
    await tabTo(page, 'Tea', (f) => f.value === 'Tea');
    await page.keyboard.press('Space');
    await tabTo(page, 'Next', (f) => f.text === 'Next');
    await page.keyboard.press('Enter');

    // Text: typed, Enter moves on.
    await titleFocused(page, QUESTIONS[2]);
    await panel.getByText('3 of 4', { exact: true }).waitFor(WAIT);
    await tabTo(page, 'the text box', (f) => f.tag === 'INPUT');
    await page.keyboard.type('Rye with caraway');
    await page.keyboard.press('Enter');

    // The last question says Send, not Next.
    await titleFocused(page, QUESTIONS[3]);
    await panel.getByText('4 of 4', { exact: true }).waitFor(WAIT);
    assert.equal(await panel.getByRole('button', { name: 'Next', exact: true }).count(), 0);
    await tabTo(page, 'the comment', (f) => f.tag === 'TEXTAREA');
    await page.keyboard.type('More cardamom buns, please.');
    await tabTo(page, 'Send', (f) => f.text === 'Send');
    await page.keyboard.press('Enter');

    await panel.getByText('Thanks for your feedback!', { exact: true }).waitFor(WAIT);
    const res = await posted;
    assert.equal(res.status(), 201, await res.text());
    assert.deepEqual(res.request().postDataJSON().answers, [
      { question_id: 'q1', value: 'Walking past' },
      { question_id: 'q2', value: ['Sourdough', 'Tea'] },
      { question_id: 'q3', value: 'Rye with caraway' },
      { question_id: 'q4', value: 'More cardamom buns, please.' },
    ]);
    // Nothing is left to answer: no launcher, and Escape closes the widget for good.
    assert.deepEqual(await widgetState(page), { mounted: true, panel: true, launcher: false });
    await settled(panel);
    await shot(page, 'widget-guidance-desktop-thanks');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[data-hearken-widget]')?.shadowRoot?.querySelector('.hk-root'), null, WAIT);
    assert.deepEqual(visitor.errors, []);
  } finally {
    await visitor.close();
  }
});

test('Escape minimizes the panel while questions are left; the launcher takes focus and brings it back', async () => {
  const visitor = await openContext(ui.browser, { requestFailures: true });
  try {
    const { page } = visitor;
    await page.goto(`${host.url}/site/index.html`);
    const panel = page.getByRole('region', { name: TITLE });
    await panel.getByRole('heading', { name: QUESTIONS[0].title }).waitFor(WAIT);
    await tabTo(page, 'the first option', (f) => f.tag === 'INPUT');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden', ...WAIT });
    const launcher = await focused(page);
    assert.deepEqual([launcher.tag, launcher.label], ['BUTTON', 'Open survey']);
    await page.keyboard.press('Enter');
    await panel.getByRole('heading', { name: QUESTIONS[0].title }).waitFor(WAIT);
    assert.deepEqual(visitor.errors, []);
  } finally {
    await visitor.close();
  }
});

test('on a phone the panel is a bottom sheet at most half the screen high, with 44 px targets', async () => {
  const visitor = await openContext(ui.browser, { requestFailures: true });
  try {
    const { page } = visitor;
    await page.setViewportSize(PHONE);
    await page.goto(`${host.url}/site/index.html`);
    const panel = page.getByRole('region', { name: TITLE });
    await panel.getByRole('heading', { name: QUESTIONS[0].title }).waitFor(WAIT);
    await settled(panel);

    const sheet = await panel.boundingBox();
    assert.equal(Math.round(sheet.x), 0, 'from edge to edge');
    assert.equal(Math.round(sheet.width), PHONE.width, 'from edge to edge');
    assert.equal(Math.round(sheet.y + sheet.height), PHONE.height, 'on the bottom of the screen');
    assert.ok(sheet.height <= PHONE.height / 2, `no higher than half the screen: ${sheet.height} px`);
    // While the sheet is open its own Close minimizes it: the launcher steps aside.
    assert.deepEqual(await widgetState(page), { mounted: true, panel: true, launcher: false });

    /** Every control of the widget a visitor can see, with its size. */
    const targets = () =>
      page.evaluate(() => {
        const root = document.querySelector('[data-hearken-widget]').shadowRoot;
        return [...root.querySelectorAll('button, .hk-option, .hk-input')]
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && box.height > 0)
          .map(({ el, box }) => ({ what: el.getAttribute('aria-label') || el.textContent.trim(), width: box.width, height: box.height }));
      });
    const small = (list) => list.filter((t) => t.width < 44 || t.height < 44);
    const first = await targets();
    assert.ok(first.length >= 6, JSON.stringify(first));
    assert.deepEqual(small(first), []);
    await shot(page, 'widget-guidance-phone');

    // The second question (Back, checkboxes, Next) and the third (a text box) hold the same sizes.
    await panel.getByRole('radio', { name: 'Instagram' }).click();
    await panel.getByText('2 of 4', { exact: true }).waitFor(WAIT);
    assert.deepEqual(small(await targets()), []);
    await panel.getByRole('button', { name: 'Skip' }).click();
    await panel.getByText('3 of 4', { exact: true }).waitFor(WAIT);
    assert.deepEqual(small(await targets()), []);
    await shot(page, 'widget-guidance-phone-text');

    // Closed, only the launcher is left, in the corner; the page beside it takes taps.
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'hidden', ...WAIT });
    const launcher = page.getByRole('button', { name: 'Open survey' });
    const corner = await launcher.boundingBox();
    assert.ok(corner.width >= 44 && corner.height >= 44, JSON.stringify(corner));
    assert.ok(corner.x + corner.width > PHONE.width - 40 && corner.y + corner.height > PHONE.height - 40, JSON.stringify(corner));
    const beside = await page.evaluate(({ height }) => document.elementFromPoint(20, height - 30)?.closest('[data-hearken-widget]') ?? null, PHONE);
    assert.equal(beside, null, 'the widget does not cover the page beside its launcher');
    await shot(page, 'widget-guidance-phone-minimized');
    assert.deepEqual(visitor.errors, []);
  } finally {
    await visitor.close();
  }
});
