// The survey editor as an administrator meets it (issue 33): a new question opens without errors
// and with two options, focus follows what was just added or opened, the step bar keeps its
// numbers across the first autosave, and the preview is the visitor widget itself, at the width
// visitors see, drawing the question-types add-on's stars and NPS scale.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startHost, openBrowser, createAdministrator, pageApi, mintLicense } from '../harness.mjs';

const WAIT = { timeout: 15_000 };
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

/** The step bar as it reads: "1 Setup", "2 Questions", … */
async function stepBar(page) {
  const items = page.getByRole('navigation', { name: 'Survey workflow' }).getByRole('listitem');
  return (await items.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
}

/** The accessible name (or text) of the focused element, `<body>` when focus was lost. */
function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '<body>';
    const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
    return (el.getAttribute('aria-label') ?? label ?? el.textContent ?? '').trim();
  });
}

async function focusIs(page, expected, what) {
  await page.waitForFunction(
    ([want]) => {
      const el = document.activeElement;
      if (!el || el === document.body) return false;
      const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
      const name = (el.getAttribute('aria-label') ?? label ?? el.textContent ?? '').trim();
      return new RegExp(want).test(name);
    },
    [expected.source],
    WAIT,
  ).catch(async () => assert.fail(`${what}: focus is on ${await focused(page)}, not ${expected}`));
}

test('a new question opens without errors, focus follows what was added, and autosave keeps the step numbers', async () => {
  const { page } = ui;
  await page.goto(`${host.url}/admin/surveys/new/setup`);
  await page.getByRole('heading', { name: 'Select a Template' }).waitFor(WAIT);
  await page.getByRole('button', { name: 'Blank Survey' }).click();

  // The text question added on entry: its title has focus, and no error shows before it is left.
  const firstTitle = page.getByLabel('Title', { exact: true });
  await firstTitle.waitFor(WAIT);
  await focusIs(page, /^Title$/, 'after choosing a template');
  assert.equal(await page.getByText('Title is required.').count(), 0, 'no error before the title was touched');
  assert.equal(await page.getByRole('img', { name: 'This question has errors' }).count(), 0);
  await firstTitle.blur();
  await page.getByText('Title is required.').first().waitFor(WAIT);
  await firstTitle.fill('What brought you here?');
  assert.equal(await page.getByText('Title is required.').count(), 0);
  // Later steps show a lock rather than their number until this one can continue.
  const numbers = await stepBar(page);
  assert.deepEqual(numbers.slice(0, 2), ['1 Setup', '2 Questions']);

  // Adding a question saves the survey first (its URL becomes /edit/{id}): the steps keep their numbers.
  await page.getByRole('button', { name: 'Add Question' }).click();
  await page.getByRole('button', { name: 'Radio', exact: true }).click();
  await page.waitForURL(/\/admin\/surveys\/edit\/\d+\/questions$/, WAIT);
  await focusIs(page, /^Title$/, 'after adding a question');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^2\./ }) });
  assert.deepEqual(
    [await card.getByLabel('Option 1', { exact: true }).inputValue(), await card.getByLabel('Option 2', { exact: true }).inputValue()],
    ['Option 1', 'Option 2'],
  );
  assert.equal(await page.getByText('Options are required.').count(), 0, 'a new radio question starts complete');
  assert.equal(await page.getByText('Title is required.').count(), 0, 'and its empty title waits for a touch');
  assert.deepEqual((await stepBar(page)).slice(0, 2), ['1 Setup (done)', '2 Questions'], 'the steps keep their numbers after the autosave');
  await ui.shot('editor-new-question');

  await card.getByLabel('Title', { exact: true }).fill('How did you find us?');
  await card.getByRole('button', { name: 'Add Option' }).click();
  await focusIs(page, /^Option 3$/, 'after adding an option');

  // Next Step with the new option still blank: the error shows and takes focus; nothing moves on.
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByText('Options are required.').first().waitFor(WAIT);
  await focusIs(page, /^Option 3$/, 'after Next Step on an incomplete question');
  assert.match(page.url(), /\/questions$/);
  await card.getByLabel('Option 3', { exact: true }).fill('A friend');

  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor(WAIT);
  await focusIs(page, /^Settings$/, 'after Next Step');
  assert.deepEqual(await stepBar(page), ['1 Setup (done)', '2 Questions', '3 Settings', '4 Notifications', '5 Publish']);
  assert.deepEqual(ui.errors.splice(0), []);
});

test('the preview is the widget at its real width, drawing the add-on types with their own controls', async () => {
  const { page } = ui;
  const license = await api('POST', 'license/verify', { key: mintLicense(host, 'pro') });
  assert.equal(license.status, 200, JSON.stringify(license.body));
  assert.ok((await api('POST', 'addons/question-types/install')).status < 300);
  const listed = (await api('GET', 'addons')).body.find((a) => a.slug === 'question-types');
  if (!listed.active) assert.ok((await api('POST', 'addons/question-types/activate')).status < 300);
  const made = await api('POST', 'surveys', {
    id: null,
    title: 'Rate us',
    status: 'publish',
    questions: [
      { id: 'q1', type: 'star-rating', title: 'How would you rate your overall experience?', config: { options: [] } },
      { id: 'q2', type: 'nps', title: 'How likely are you to recommend us?', config: { options: [] } },
    ],
  });
  assert.ok(made.status < 300, JSON.stringify(made.body));
  const id = made.body.survey.id;

  // The widget as a visitor gets it on the example site: its panel's width.
  const visitor = await ui.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await visitor.goto(`${host.url}/site/`);
  const region = visitor.getByRole('region', { name: 'Rate us' });
  await region.waitFor(WAIT);
  if (!(await visitor.locator('.hk-panel').isVisible())) await visitor.getByRole('button', { name: 'Open survey' }).click();
  const siteWidth = (await visitor.locator('.hk-panel').boundingBox()).width;
  await visitor.close();

  await page.goto(`${host.url}/admin/surveys/edit/${id}/questions`);
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('region', { name: 'Preview', exact: true });
  await preview.getByRole('radio', { name: '1 of 5 stars' }).waitFor(WAIT);
  const previewWidth = (await preview.locator('.hk-panel').boundingBox()).width;
  assert.equal(Math.round(previewWidth), Math.round(siteWidth), 'the preview panel is as wide as the widget on a page');
  await ui.shot('editor-preview-desktop');

  await preview.getByRole('radio', { name: '4 of 5 stars' }).click();
  await preview.getByRole('radio', { name: /^10\b/ }).waitFor(WAIT);
  assert.equal(await preview.getByRole('radio').count(), 10, 'the NPS scale from 1 to 10');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await preview.getByRole('radio', { name: '1 of 5 stars' }).waitFor(WAIT);
  const box = await preview.locator('.hk-panel').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 390, `the preview fits a phone: ${JSON.stringify(box)}`);
  await ui.shot('editor-preview-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  assert.deepEqual(ui.errors.splice(0), []);
});
