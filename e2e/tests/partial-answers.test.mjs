// Partial answers (issue 35) on the example site: a visitor answers the first question of a
// two-question survey and leaves. The widget has posted that page (`complete: false`) as soon as
// it was answered, so the admin lists the response under "Partial" with its first answer; the
// results count it only with "Include partial responses" on, and the Drop-off card shows the
// second question seen and not answered. axe checks the results and the responses screens, at
// desktop (1280×800) and phone (390×844) size; screenshots go to e2e/artifacts/.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startHost, openBrowser, openContext, createAdministrator, pageApi, mintLicense } from '../harness.mjs';
import { assertAccessible } from '../axe.mjs';

const SURVEY = {
  id: null,
  title: 'Bread and return',
  status: 'publish',
  questions: [
    { id: 'bread', type: 'radio-button', title: 'Which bread do you like?', config: { options: ['Rye', 'Sourdough'] } },
    { id: 'back', type: 'radio-button', title: 'Will you come back?', config: { options: ['Yes', 'No'] } },
  ],
};
const WAIT = { timeout: 15_000 };
const SIZES = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
];

let host;
let ui;
let api;
let surveyId;

before(async () => {
  host = await startHost({ site: true });
  ui = await openBrowser();
  await createAdministrator(ui.page, host.url);
  api = pageApi(ui.page);
  // The responses list's status filters are a licensed feature.
  const license = await api('POST', 'license/verify', { key: mintLicense(host, 'pro') });
  assert.ok(license.status < 300, JSON.stringify(license));
  const made = await api('POST', 'surveys', SURVEY);
  assert.ok(made.status < 300, JSON.stringify(made));
  surveyId = made.body.survey.id;
});

after(async () => {
  await ui?.close();
  await host?.stop();
});

test('a survey abandoned after its first answer is stored as partial, listed, counted on request and shown in the drop-off', async () => {
  const visitor = await openContext(ui.browser);
  try {
    const { page } = visitor;
    const posted = page.waitForResponse(
      (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === `/api/v1/surveys/${surveyId}/responses`,
      WAIT,
    );
    posted.catch(() => {});
    await page.goto(`${host.url}/site/index.html`, { waitUntil: 'domcontentloaded' });
    const panel = page.getByRole('region', { name: SURVEY.title });
    await panel.getByRole('heading', { name: 'Which bread do you like?' }).waitFor(WAIT);
    await panel.getByRole('radio', { name: 'Sourdough' }).click();
    // The second question shows at once; the first answer is already on its way.
    await panel.getByRole('heading', { name: 'Will you come back?' }).waitFor(WAIT);
    const res = await posted;
    assert.equal(res.status(), 201);
    const body = res.request().postDataJSON();
    assert.equal(body.complete, false);
    assert.deepEqual(body.answers, [{ question_id: 'bread', value: 'Sourdough' }]);
    assert.equal((await res.json()).status, 'partial');
    assert.deepEqual(visitor.errors, []);
  } finally {
    // The visitor leaves without answering the second question.
    await visitor.close();
  }

  const { page } = ui;
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    // The responses: under "Partial", with the first answer.
    await page.goto(`${host.url}/admin/results/survey/${surveyId}/responses`);
    const partial = page.getByRole('button', { name: 'Partial (1)' });
    await partial.waitFor(WAIT);
    await partial.click();
    const rows = page.locator('tbody tr');
    await rows.first().getByText('Sourdough', { exact: true }).waitFor(WAIT);
    assert.equal(await rows.count(), 1);
    await rows.first().getByText('Partial', { exact: true }).waitFor(WAIT);
    await page.waitForLoadState('networkidle');
    await assertAccessible(page, `responses under Partial (${size})`);
    await ui.shot(`partial-responses-${size}`);

    // The results: complete responses by default, the partial one on request; the drop-off.
    await page.goto(`${host.url}/admin/results/survey/${surveyId}`);
    const dropOff = page.getByRole('region', { name: 'Drop-off' });
    await dropOff.getByText('Shown 1 · Started 1 · Completed 0', { exact: true }).waitFor(WAIT);
    await dropOff.getByText('1 saw · 1 answered (100%)', { exact: true }).waitFor(WAIT);
    await dropOff.getByText('1 saw · 0 answered (0%)', { exact: true }).waitFor(WAIT);
    const include = page.getByRole('switch', { name: 'Include partial responses (1)' });
    await include.waitFor(WAIT);
    assert.equal(await include.isChecked(), false);
    const counted = page.waitForResponse((r) => r.url().includes(`/surveys/${surveyId}/results`) && r.url().includes('partial=include'), WAIT);
    await include.press('Space');
    const results = await (await counted).json();
    assert.equal(results.include_partial, true);
    assert.equal(results.range_responses_count, 1);
    assert.equal(new URL(page.url()).searchParams.get('partial'), 'include');
    assert.equal(await include.isChecked(), true);
    await page.waitForLoadState('networkidle');
    await assertAccessible(page, `results with partial responses and the drop-off (${size})`);
    await ui.shot(`partial-results-${size}`);
  }
  await page.setViewportSize(SIZES[0][1]);
  assert.deepEqual(ui.errors.splice(0), []);

  // What the screens drew is what the API says.
  const drop = await api('GET', `surveys/${surveyId}/drop-off`);
  assert.deepEqual(
    drop.body.questions.map((q) => [q.seen, q.answered]),
    [
      [1, 1],
      [1, 0],
    ],
  );
});
