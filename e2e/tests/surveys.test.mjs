// The surveys admin in a real browser against a real host: create from blank with the editor's
// validation, publish, the list's filters, trash/restore/delete, duplicate, scheduling once a Pro
// key is in force, and a question type contributed by the question-types add-on's remote.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startHost, openBrowser, createAdministrator, pageApi, mintLicense } from '../harness.mjs';

const TITLE = 'Website feedback';
let host;
let ui;
/** The API with the page's session. */
let api;

before(async () => {
  host = await startHost();
  ui = await openBrowser();
  await createAdministrator(ui.page, host.url);
  api = pageApi(ui.page);
});

after(async () => {
  await ui?.close();
  await host?.stop();
});

/** Console errors and failed requests, less those a test provoked on purpose. */
function unexpectedErrors(expected = []) {
  return ui.errors.splice(0).filter((e) => !expected.includes(e));
}

function row(title) {
  return ui.page.getByRole('row').filter({ has: ui.page.getByRole('link', { name: title, exact: true }) });
}

async function quickFilter(name) {
  await ui.page
    .getByRole('navigation', { name: 'Filter surveys by status' })
    .getByRole('button', { name: new RegExp(`^${name}\\b`) })
    .click();
}

test('a survey made from blank shows the editor\'s messages, then publishes and is listed under Published', async () => {
  const { page } = ui;
  await page.goto(`${host.url}/admin/surveys`);
  // No surveys yet: the start checklist's step leads to the new-survey setup.
  await page.getByRole('region', { name: 'Get started with Hearken' }).getByRole('link', { name: 'Create a survey' }).click();
  await page.getByRole('heading', { name: 'Select a Template' }).waitFor();
  assert.match(page.url(), /\/admin\/surveys\/new\/setup$/);
  await ui.shot('editor-setup');
  await page.getByRole('button', { name: 'Blank Survey' }).click();

  // Questions: one text question is added on entry. Its empty title is an error once left.
  await page.getByLabel('Title', { exact: true }).waitFor();
  assert.equal(await page.getByText('Title is required.').count(), 0, 'not before the title is touched');
  await page.getByLabel('Title', { exact: true }).fill('');
  await page.getByLabel('Title', { exact: true }).blur();
  await page.getByText('Title is required.').first().waitFor();
  await page.getByLabel('Question Type').selectOption('radio-button');
  // A radio question starts with two options to rename (issue 33), so no options error.
  assert.equal(await page.getByLabel('Option 2', { exact: true }).inputValue(), 'Option 2');
  assert.equal(await page.getByText('Options are required.').count(), 0);
  await page.getByLabel('Option 2', { exact: true }).fill('');
  await page.getByLabel('Option 2', { exact: true }).blur();
  await page.getByText('Options are required.').first().waitFor();
  await ui.shot('editor-questions-errors');
  await page.getByLabel('Title', { exact: true }).fill('How did you find us?');
  await page.getByLabel('Option 1', { exact: true }).fill('Search engine ');
  await page.getByLabel('Option 2', { exact: true }).fill('A friend');
  await page.getByLabel('Option 2', { exact: true }).blur();
  assert.equal(await page.getByLabel('Option 1', { exact: true }).inputValue(), 'Search engine', 'trimmed on leaving');
  assert.equal(await page.getByText('Title is required.').count(), 0);
  assert.equal(await page.getByText('Options are required.').count(), 0);

  await page.getByRole('button', { name: 'Edit title' }).click();
  await page.getByLabel('Survey title').fill(TITLE);
  await page.getByLabel('Survey title').press('Enter');
  await page.getByRole('heading', { name: TITLE }).waitFor();
  await ui.shot('editor-questions');

  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();
  assert.match(page.url(), /\/admin\/surveys\/edit\/\d+\/settings$/);
  await ui.shot('editor-settings');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByRole('heading', { name: 'Workflow' }).waitFor();
  await ui.shot('editor-workflow');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByRole('heading', { name: 'Publish', exact: true, level: 2 }).waitFor();
  await ui.shot('editor-publish');
  await page.getByRole('button', { name: 'Save and Publish' }).click();

  await page.getByRole('heading', { name: 'Surveys', exact: true }).waitFor();
  await quickFilter('Published');
  await row(TITLE).waitFor();
  assert.match(await row(TITLE).textContent(), /Published/);
  await ui.shot('surveys-list');
  assert.deepEqual(unexpectedErrors(), []);
});

test('trash, restore and delete permanently', async () => {
  const { page } = ui;
  const made = await api('POST', 'surveys', { id: null, title: 'Short-lived', status: 'draft', questions: [] });
  assert.ok(made.status < 300, JSON.stringify(made.body));
  await page.goto(`${host.url}/admin/surveys`);
  await row('Short-lived').waitFor();
  await page.getByRole('button', { name: 'Trash Short-lived' }).click();
  await row('Short-lived').waitFor({ state: 'detached' });

  await quickFilter('Trash');
  await page.getByRole('row').filter({ hasText: 'Short-lived' }).waitFor();
  await ui.shot('surveys-trash');
  await page.getByRole('button', { name: 'Restore Short-lived' }).click();
  await page.getByRole('row').filter({ hasText: 'Short-lived' }).waitFor({ state: 'detached' });
  await quickFilter('Draft');
  await row('Short-lived').waitFor();

  await page.getByRole('button', { name: 'Trash Short-lived' }).click();
  await quickFilter('Trash');
  await page.getByRole('button', { name: 'Delete permanently Short-lived' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Yes, delete' }).click();
  await page.getByRole('row').filter({ hasText: 'Short-lived' }).waitFor({ state: 'detached' });
  const list = await api('GET', 'surveys?filter[status]=trash');
  assert.equal(list.body.items.length, 0);
  assert.deepEqual(unexpectedErrors(), []);
});

test('duplicate opens the copy in the editor', async () => {
  const { page } = ui;
  await page.goto(`${host.url}/admin/surveys`);
  await row(TITLE).waitFor();
  await page.getByRole('link', { name: `Duplicate ${TITLE}` }).click();
  await page.waitForURL(/\/admin\/surveys\/edit\/\d+\/questions$/);
  const copyId = Number(page.url().match(/edit\/(\d+)\//)[1]);
  const copy = await api('GET', `surveys/${copyId}`);
  assert.equal(copy.status, 200);
  assert.equal(copy.body.questions.length, 1);
  assert.notEqual(copy.body.title, '');
  const all = await api('GET', 'surveys');
  assert.ok(all.body.items.length >= 2);
  assert.deepEqual(unexpectedErrors(), []);
});

test('a Pro license key lifts the locks', async () => {
  const { page } = ui;
  const made = await api('POST', 'surveys', { id: null, title: 'Locks', status: 'draft', questions: [] });
  const id = made.body.survey.id;
  await page.goto(`${host.url}/admin/surveys/edit/${id}/publish`);
  await page.getByRole('heading', { name: 'Publish', exact: true, level: 2 }).waitFor();
  assert.equal(await page.getByLabel('Schedule publishing for a later date').count(), 0, 'scheduling is locked on Lite');
  await page.getByRole('button', { name: /Scheduling \(locked\)/ }).first().click();
  await page.getByRole('dialog', { name: 'Scheduling is a Pro feature' }).waitFor();
  await ui.shot('upgrade-modal');
  await page.keyboard.press('Escape');

  const key = mintLicense(host, 'pro');
  await page.goto(`${host.url}/admin/settings/general`);
  await page.getByLabel('License key', { exact: true }).fill(key);
  await page.getByRole('button', { name: 'Unlock Hearken Pro' }).click();
  await page.waitForFunction(async () => (await (await fetch('/api/v1/config')).json()).is_licensed === true);
  await ui.shot('settings-general-licensed');

  await page.goto(`${host.url}/admin/surveys/edit/${id}/publish`);
  await page.getByLabel('Schedule publishing for a later date').waitFor();
  assert.deepEqual(unexpectedErrors(), []);
});

test('a survey scheduled for tomorrow is listed under Scheduled', async () => {
  const { page } = ui;
  const made = await api('POST', 'surveys', {
    id: null,
    title: 'Tomorrow',
    status: 'draft',
    questions: [{ id: 'q1', type: 'text', title: 'Anything to add?', config: { options: [] } }],
  });
  const id = made.body.survey.id;
  await page.goto(`${host.url}/admin/surveys/edit/${id}/publish`);
  await page.getByLabel('Schedule publishing for a later date').check();
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
  const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
  await page.getByLabel('Date', { exact: true }).fill(day);
  await page.getByLabel('Time', { exact: true }).selectOption('10:00');
  await page.getByLabel('AM or PM').selectOption('AM');
  await ui.shot('editor-schedule');
  await page.getByRole('button', { name: 'Save and Schedule' }).click();
  await page.getByRole('heading', { name: 'Surveys', exact: true }).waitFor();
  await quickFilter('Scheduled');
  await row('Tomorrow').waitFor();
  assert.match(await row('Tomorrow').textContent(), /Scheduled/);
  const saved = await api('GET', `surveys/${id}`);
  assert.equal(saved.body.status, 'publish');
  assert.ok(new Date(saved.body.publish_at) > new Date());
  assert.deepEqual(unexpectedErrors(), []);
});

test('question-types adds Star Rating through its remote; deactivated, the type is gone', async () => {
  const { page } = ui;
  await page.goto(`${host.url}/admin/addons`);
  const card = page.getByRole('article', { name: 'Question Types' });
  await card.getByRole('button', { name: 'Install' }).click();
  await card.getByRole('button', { name: 'Deactivate' }).waitFor({ timeout: 15_000 });

  const made = await api('POST', 'surveys', {
    id: null,
    title: 'Ratings',
    status: 'draft',
    questions: [{ id: 'q1', type: 'text', title: 'Anything to add?', config: { options: [] } }],
  });
  const id = made.body.survey.id;
  await page.goto(`${host.url}/admin/surveys/edit/${id}/questions`);
  await page.getByRole('button', { name: 'Add Question' }).click();
  await page.getByRole('button', { name: 'Star Rating', exact: true }).click();
  // The editor the add-on's remote contributes.
  await page.getByText('5 stars').first().waitFor({ timeout: 15_000 });
  await ui.shot('editor-star-rating-remote');
  await page.waitForFunction(
    async (id) => (await (await fetch(`/api/v1/surveys/${id}`)).json()).questions.some((q) => q.type === 'star-rating'),
    id,
  );

  await page.goto(`${host.url}/admin/addons`);
  await card.getByRole('button', { name: 'Deactivate' }).click();
  await card.getByRole('button', { name: 'Activate' }).waitFor({ timeout: 15_000 });
  await page.goto(`${host.url}/admin/surveys/edit/${id}/questions`);
  await page.getByRole('button', { name: 'Add Question' }).click();
  // Still listed, but as a locked type that opens the upgrade prompt instead of adding it.
  await page.getByRole('button', { name: 'Star Rating (locked)' }).click();
  assert.equal(await page.getByRole('button', { name: 'Star Rating', exact: true }).count(), 0);
  await page.getByRole('dialog', { name: /Star Rating is a Pro feature/ }).waitFor();
  assert.deepEqual(unexpectedErrors(), []);
});
