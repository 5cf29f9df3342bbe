// A survey's results read at a glance (issue 33): a Pro site with the question-types add-on
// publishes a survey with a radio, a checkbox, a star rating and an NPS question; eight visitors
// see it and six answer, through the widget's own calls. The admin's results show each choice's
// share (a multi-select's adding up to more than 100%), the stars' average, the NPS score, and
// impressions → responses → completion rate; Tab never stops inside a chart; every chart has its
// table; a search and an answer filter narrow the responses list. Screenshots at desktop (1280×800)
// and phone (390×844) size go to e2e/artifacts/results-*.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startHost, openBrowser, createAdministrator, pageApi, mintLicense } from '../harness.mjs';

const WAIT = { timeout: 15_000 };
const TITLE = 'Bakery visit';
const QUESTIONS = [
  { id: 'q1', type: 'radio-button', title: 'How did you find us?', config: { options: ['A friend', 'Walking past', 'Instagram'] } },
  { id: 'q2', type: 'checkbox', title: 'What did you buy today?', config: { options: ['Sourdough', 'Croissant', 'Tea'] } },
  { id: 'q3', type: 'star-rating', title: 'How would you rate your visit?', config: { options: [] } },
  { id: 'q4', type: 'nps', title: 'How likely are you to recommend us?', config: { options: [], labels: { low: 'Not Likely', high: 'Extremely Likely' } } },
];
/** Six visitors' answers: q1, q2, q3 (stars), q4 (NPS). */
const ANSWERS = [
  ['A friend', ['Sourdough', 'Tea'], 5, 10],
  ['A friend', ['Sourdough'], 4, 9],
  ['Walking past', ['Sourdough', 'Croissant'], 5, 10],
  ['Instagram', ['Tea'], 3, 7],
  ['A friend', ['Sourdough', 'Tea'], 4, 6],
  ['Walking past', ['Croissant', 'Tea'], 2, 3],
];
/** Two more visitors see the survey and leave without answering. */
const IMPRESSIONS = ANSWERS.length + 2;

let host;
let ui;
let surveyId;

before(async () => {
  host = await startHost();
  ui = await openBrowser();
  await createAdministrator(ui.page, host.url);
});

after(async () => {
  await ui?.close();
  await host?.stop();
});

/** What the widget does for one visitor: asks which survey to show, counts the impression, and answers it (or not). */
async function visit(answers) {
  const shown = await (await fetch(`${host.url}/api/v1/widget/survey?url=${encodeURIComponent('https://bakery.example/')}`)).json();
  assert.equal(shown.survey?.id, surveyId, JSON.stringify(shown));
  const impression = await fetch(`${host.url}/api/v1/surveys/${surveyId}/impression?nonce=${encodeURIComponent(shown.survey.nonces.impression)}`, {
    method: 'POST',
  });
  assert.equal(impression.status, 200, await impression.clone().text());
  const { submission } = await impression.json();
  if (!answers) return;
  const sent = await fetch(`${host.url}/api/v1/surveys/${surveyId}/responses`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      answers: answers.map((value, i) => ({ question_id: QUESTIONS[i].id, value })),
      page_submitted: { link: 'https://bakery.example/' },
      nonce: submission,
    }),
  });
  assert.equal(sent.status, 201, await sent.text());
}

/** The value shown for the key figure `label`. */
function figure(label) {
  return ui.page.locator('.rs-kpi').filter({ has: ui.page.getByText(label, { exact: true }) }).locator('.rs-kpi-value');
}

/** A question's card on the results page. */
function card(title) {
  return ui.page.locator('article.rs-question').filter({ has: ui.page.getByRole('heading', { level: 3, name: title, exact: true }) });
}

test('a survey with radio, checkbox, star and NPS questions gets eight impressions and six responses', async () => {
  const api = pageApi(ui.page);
  assert.equal((await api('POST', 'license/verify', { key: mintLicense(host, 'pro') })).status, 200);
  assert.ok([200, 201].includes((await api('POST', 'addons/question-types/install')).status));
  assert.equal((await api('POST', 'addons/question-types/activate')).status, 200);
  const made = await api('POST', 'surveys', { id: null, title: TITLE, status: 'publish', questions: QUESTIONS });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  surveyId = made.body.survey.id;

  for (const answers of ANSWERS) await visit(answers);
  for (let i = ANSWERS.length; i < IMPRESSIONS; i++) await visit(null);

  const list = await api('GET', `surveys/${surveyId}/responses?page=1`);
  assert.equal(list.body.pagination.total, ANSWERS.length, JSON.stringify(list.body.pagination));
});

test('the results show shares, the average, the NPS score and the funnel at a glance', async () => {
  const { page } = ui;
  await page.goto(`${host.url}/admin/results/survey/${surveyId}`);
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor(WAIT);

  await figure('Impressions').waitFor(WAIT);
  assert.equal((await figure('Impressions').innerText()).trim(), String(IMPRESSIONS));
  assert.equal((await figure('Responses').innerText()).trim(), '6');
  assert.equal((await figure('Completion rate').innerText()).trim(), '75%');
  assert.equal((await figure('All-time responses').innerText()).trim(), '6');

  // Radio: 3, 2 and 1 of 6.
  await card(QUESTIONS[0].title).getByRole('img', { name: 'A friend: 50%, Walking past: 33%, Instagram: 17%' }).waitFor(WAIT);
  // Checkbox: shares of the six respondents, 167% in all.
  const checkbox = card(QUESTIONS[1].title);
  await checkbox.getByRole('img', { name: 'Sourdough: 67%, Croissant: 33%, Tea: 67%' }).waitFor(WAIT);
  await checkbox.getByText('Respondents could choose several answers', { exact: false }).waitFor(WAIT);
  // Stars 5, 4, 5, 3, 4, 2: 23 / 6 = 3.8.
  const stars = card(QUESTIONS[2].title);
  assert.equal((await stars.locator('.rs-headline-value').innerText()).trim(), '3.8');
  await stars.getByText('6 ratings', { exact: true }).waitFor(WAIT);
  // NPS: 3 promoters, 1 passive, 2 detractors of 6: +17.
  const nps = card(QUESTIONS[3].title);
  assert.equal((await nps.locator('.rs-headline-value').innerText()).trim(), '+17');
  await nps.getByRole('img', { name: 'NPS +17. Detractors: 2 (33%), Passives: 1 (17%), Promoters: 3 (50%)' }).waitFor(WAIT);
  assert.equal(await page.locator('.recharts-pie').count(), 0, 'no pies');

  // Every chart's numbers are one click away.
  const show = checkbox.getByText('Show as table', { exact: true });
  await show.click();
  const table = checkbox.getByRole('table', { name: `Answers to ${QUESTIONS[1].title}` });
  await table.waitFor({ state: 'visible', ...WAIT });
  await table.getByRole('row', { name: 'Sourdough 4 67%' }).waitFor(WAIT);
  await checkbox.getByText('Hide table', { exact: true }).click();
  await table.waitFor({ state: 'hidden', ...WAIT });

  await page.waitForLoadState('networkidle');
  await ui.shot('results-desktop');
  assert.deepEqual(ui.errors.splice(0), []);
});

test('Tab never lands inside a chart, and no chart is a Tab stop', async () => {
  const { page } = ui;
  assert.equal(await page.locator('svg[tabindex], .recharts-wrapper [tabindex="0"]').count(), 0);
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  const seen = new Set();
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      return {
        inChart: Boolean(el.closest('[role="img"], .recharts-wrapper, svg')),
        label: `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)}`,
        key: el.outerHTML.slice(0, 120) + el.getBoundingClientRect().top,
      };
    });
    if (!where) continue;
    assert.equal(where.inChart, false, `Tab stop ${i + 1} is inside a chart: ${where.label}`);
    if (seen.has(where.key)) break;
    seen.add(where.key);
  }
  assert.ok(seen.size > 10, `Tab went through the page (${seen.size} stops)`);
});

test('the NPS page of a survey that is not an nps survey leads with the score', async () => {
  const { page } = ui;
  await page.getByRole('navigation', { name: 'Results views' }).getByRole('link', { name: 'NPS', exact: true }).click();
  await page.waitForURL(`${host.url}/admin/results/survey/${surveyId}/nps`, WAIT);
  const overview = page.getByRole('region', { name: 'NPS Overview' });
  await overview.waitFor(WAIT);
  assert.equal((await overview.locator('.rs-headline-value').innerText()).trim(), '+17');
  // The score is the largest figure on the page.
  const sizes = await page.evaluate(() =>
    [...document.querySelectorAll('.rs-survey *')]
      .filter((el) => el.childElementCount === 0 && el.textContent.trim() !== '')
      .map((el) => ({ text: el.textContent.trim(), size: parseFloat(getComputedStyle(el).fontSize) }))
      .sort((a, b) => b.size - a.size),
  );
  assert.equal(sizes[0].text, '+17', JSON.stringify(sizes.slice(0, 3)));
  await page.getByRole('region', { name: 'NPS per day' }).waitFor(WAIT);
  await page.waitForLoadState('networkidle');
  await ui.shot('results-nps-desktop');
  assert.deepEqual(ui.errors.splice(0), []);
});

test('the responses list shows answers, ratings as stars and scores', async () => {
  const { page } = ui;
  await page.goto(`${host.url}/admin/results/survey/${surveyId}/responses`);
  const rows = page.locator('tbody tr');
  await rows.first().waitFor(WAIT);
  assert.equal(await rows.count(), ANSWERS.length);
  // Newest first: the sixth visitor.
  const newest = rows.first();
  await newest.getByText('Walking past', { exact: true }).waitFor(WAIT);
  assert.match(await newest.innerText(), /★★☆☆☆/);
  await newest.getByText('1 more answer', { exact: true }).waitFor(WAIT);
  await page.waitForLoadState('networkidle');
  await ui.shot('results-responses-desktop');
  assert.deepEqual(ui.errors.splice(0), []);
});

test('a search and an answer filter narrow the responses, in the address too, and Back undoes the filter', async () => {
  const { page } = ui;
  await page.goto(`${host.url}/admin/results/survey/${surveyId}/responses`);
  const rows = page.locator('tbody tr');
  await rows.first().waitFor(WAIT);
  assert.equal(await rows.count(), ANSWERS.length);

  // Four visitors bought sourdough (a checkbox answer); the search is sent after a pause in typing, in any case.
  await page.getByRole('searchbox', { name: 'Search answers' }).fill('SOURDOUGH');
  await page.getByText('4 responses match', { exact: true }).waitFor(WAIT);
  assert.equal(await rows.count(), 4);

  // Of those, one found the bakery walking past (the sixth visitor walked past but bought no sourdough).
  await page.getByRole('combobox', { name: 'Question', exact: true }).selectOption({ label: 'How did you find us?' });
  await page.getByRole('combobox', { name: 'Answer', exact: true }).selectOption('Walking past');
  await page.getByText('1 response matches', { exact: true }).waitFor(WAIT);
  assert.equal(await rows.count(), 1);
  await rows.first().getByText('Walking past', { exact: true }).waitFor(WAIT);
  assert.match(await rows.first().innerText(), /★★★★★/);
  const address = new URL(page.url()).searchParams;
  assert.deepEqual([address.get('search'), address.get('question'), address.get('answer')], ['SOURDOUGH', 'q1', 'Walking past']);

  await page.waitForLoadState('networkidle');
  await ui.shot('results-responses-filtered-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForLoadState('networkidle');
  // The search and filters stack on a phone: none is wider than the screen.
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('.rr-find *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1).map((el) => el.className),
  );
  assert.deepEqual(wide, [], 'the filters fit 390 px');
  await ui.shot('results-responses-filtered-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goBack();
  await page.getByText('4 responses match', { exact: true }).waitFor(WAIT);
  assert.equal(await page.getByRole('combobox', { name: 'Question', exact: true }).inputValue(), 'q1');
  assert.equal(await page.getByRole('combobox', { name: 'Answer', exact: true }).inputValue(), '');
  assert.deepEqual(ui.errors.splice(0), []);
});

test('on a phone the results, the NPS page and the responses fit the screen', async () => {
  const { page } = ui;
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, name] of [
    [`/results/survey/${surveyId}`, 'results-phone'],
    [`/results/survey/${surveyId}/nps`, 'results-nps-phone'],
    [`/results/survey/${surveyId}/responses`, 'results-responses-phone'],
  ]) {
    await page.goto(`${host.url}/admin${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor(WAIT);
    await page.waitForLoadState('networkidle');
    if (!path.endsWith('/responses')) {
      await page.locator('.rs-figure-drawing .recharts-surface').first().waitFor(WAIT);
      // Nothing of the results is wider than the phone.
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('.rs-survey *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1).map((el) => el.className.baseVal ?? el.className),
      );
      assert.deepEqual(wide, [], `${path} fits 390 px`);
    }
    await ui.shot(name);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  assert.deepEqual(ui.errors.splice(0), []);
});
