// The visitor loop end to end: an administrator with a Pro key and the question-types add-on
// publishes a survey with every question type and an e-mail notification; a visitor on the example
// site (its own browser context, no admin cookies) answers it in the widget with the keyboard and
// the mouse; the response shows in the admin's results, the notification reaches the SMTP relay,
// and the same visitor is not asked again (display length "until response").

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  startHost,
  openBrowser,
  openContext,
  createAdministrator,
  pageApi,
  mintLicense,
  smtpListener,
  readMail,
  artifacts,
} from '../harness.mjs';

const TITLE = 'Crumb & Kettle visit';
const OWNER = 'owner@bakery.example';
const THANKS = 'Thanks for your feedback!';
/** 16×16 PNGs, one dark crust, one golden. */
const DARK_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mPojtImCTGMahjVMHw1AAD7cBAQ49FoLAAAAABJRU5ErkJggg==';
const GOLDEN_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mN4ebKfJMQwqmFUw/DVAAAY3EEfGP0pVQAAAABJRU5ErkJggg==';

const QUESTIONS = [
  { id: 'q1', type: 'radio-button', title: 'How did you find us?', config: { options: ['A friend', 'Walking past', 'Instagram'] } },
  { id: 'q2', type: 'checkbox', title: 'What did you buy today?', config: { options: ['Sourdough', 'Croissant', 'Tea'] } },
  { id: 'q3', type: 'text', title: 'What should we bake next?', config: { options: [] } },
  { id: 'q4', type: 'long-text', title: 'Anything else to tell us?', config: { options: [] } },
  { id: 'q5', type: 'email', title: 'Where can we send our news?', config: { options: [], include_name: true } },
  { id: 'q6', type: 'star-rating', title: 'How would you rate your visit?', config: { options: [] } },
  { id: 'q7', type: 'nps', title: 'How likely are you to recommend us?', config: { options: [], labels: { low: 'Not Likely', high: 'Extremely Likely' } } },
  {
    id: 'q8',
    type: 'image-radio',
    title: 'Which crust do you like?',
    config: { options: [{ label: 'Dark bake', image: DARK_PNG }, { label: 'Golden bake', image: GOLDEN_PNG }] },
  },
  {
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
];

/** What the visitor answers, as the host stores it (and the e-mail and the admin show it). */
const ANSWERS = {
  q1: 'Walking past',
  q2: ['Sourdough', 'Tea'],
  q3: 'Rye with caraway',
  q4: 'The cardamom buns sold out by nine.\nMore please!',
  q5: 'mia@example.com',
  q6: 4,
  q7: 9,
  q8: 'Golden bake',
  q9: 'Unsure',
};
const NAME = 'Mia';

let host;
let smtp;
let ui;
let visitor;
let api;
let surveyId;
let responseId;

before(async () => {
  smtp = await smtpListener();
  host = await startHost({ smtpUrl: smtp.url, site: true });
  ui = await openBrowser();
  await createAdministrator(ui.page, host.url);
  api = pageApi(ui.page);
});

after(async () => {
  await visitor?.close();
  await ui?.close();
  await host?.stop();
  await smtp?.stop();
});

/** Console errors and failed requests of the admin page since the last call. */
function adminErrors() {
  return ui.errors.splice(0);
}

/** Polls `probe` until it answers truthy; fails with `what` after `timeoutMs`. */
async function eventually(what, probe, timeoutMs = 10_000) {
  const started = Date.now();
  let last;
  for (;;) {
    try {
      last = await probe();
      if (last) return last;
    } catch (error) {
      last = error;
    }
    if (Date.now() - started > timeoutMs) assert.fail(`${what} (waited ${timeoutMs} ms; last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const WAIT = { timeout: 10_000 };

/** Waits until the widget's transitions (the panel fading in) have run, so a screenshot shows it settled. */
async function settled(panel) {
  await panel.evaluate((el) => Promise.all(el.getRootNode().getAnimations().map((a) => a.finished)));
}

test('the admin verifies a Pro key, activates Question Types and publishes a survey with every question type', async () => {
  const license = await api('POST', 'license/verify', { key: mintLicense(host, 'pro') });
  assert.equal(license.status, 200, JSON.stringify(license.body));
  const install = await api('POST', 'addons/question-types/install');
  assert.ok([200, 201].includes(install.status), JSON.stringify(install));
  const activate = await api('POST', 'addons/question-types/activate');
  assert.equal(activate.status, 200, JSON.stringify(activate.body));

  const made = await api('POST', 'surveys', {
    id: null,
    title: TITLE,
    status: 'publish',
    questions: QUESTIONS,
    notifications: { email: { active: true, addresses: OWNER } },
  });
  assert.ok(made.status < 300, JSON.stringify(made));
  surveyId = made.body.survey.id;
  const saved = await api('GET', `surveys/${surveyId}`);
  assert.equal(saved.status, 200);
  assert.equal(saved.body.status, 'publish', JSON.stringify(made.body));
  // The host strips add-on types when the add-on is not in force: every question must have stayed.
  assert.deepEqual(
    saved.body.questions.map((q) => [q.id, q.type]),
    QUESTIONS.map((q) => [q.id, q.type]),
  );
  assert.deepEqual(saved.body.questions[7].config.options.map((o) => o.label), ['Dark bake', 'Golden bake']);
  assert.equal(saved.body.questions[4].config.include_name, true);
  assert.equal(saved.body.notifications.email.active, true);
  assert.equal(saved.body.notifications.email.addresses, OWNER);
  assert.deepEqual(adminErrors(), []);
});

test('a visitor answers every question in the widget on the example site and is thanked', async () => {
  assert.ok(surveyId, 'the survey was published');
  visitor = await openContext(ui.browser, { requestFailures: true });
  const { page } = visitor;
  const posted = page.waitForResponse(
    (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === `/api/v1/surveys/${surveyId}/responses` && res.request().postDataJSON()?.complete !== false,
    { timeout: 60_000 },
  );
  posted.catch(() => {}); // awaited below; a step failing first must not leave it unhandled
  await page.goto(`${host.url}/site/index.html`);
  await page.getByRole('heading', { name: 'Bread worth getting up for.' }).waitFor();

  // The floating panel, in the widget's (open) Shadow DOM: Playwright's locators pierce it.
  const panel = page.getByRole('region', { name: TITLE });
  await panel.waitFor(WAIT);
  const title = (text) => panel.getByRole('heading', { name: text, exact: false });
  const next = panel.getByRole('button', { name: 'Next', exact: true });

  // 1. Radio: a click chooses and moves on.
  await title(QUESTIONS[0].title).waitFor(WAIT);
  assert.equal(await page.locator('[data-hearken-widget]').count(), 1);
  await settled(panel);
  await visitor.shot('visitor-widget-open');
  await panel.getByRole('radio', { name: 'Walking past' }).click();

  // 2. Checkbox: two ticks by keyboard (Space), then Next. The widget moves focus to the new
  // question's title after it draws; the test's own focus must come after that, or (on a loaded
  // machine) the widget takes focus back from the checkbox and Space lands on the title.
  await title(QUESTIONS[1].title).waitFor(WAIT);
  await page.waitForFunction(
    (text) => {
      const active = document.querySelector('[data-hearken-widget]')?.shadowRoot?.activeElement;
      return active?.tagName === 'H2' && active.textContent.includes(text);
    },
    QUESTIONS[1].title,
    WAIT,
  );
  await panel.getByRole('checkbox', { name: 'Sourdough' }).focus();
  await page.keyboard.press('Space');
  await panel.getByRole('checkbox', { name: 'Tea' }).focus();
  await page.keyboard.press('Space');
  assert.equal(await panel.getByRole('checkbox', { name: 'Sourdough' }).isChecked(), true);
  assert.equal(await panel.getByRole('checkbox', { name: 'Croissant' }).isChecked(), false);
  assert.equal(await panel.getByRole('checkbox', { name: 'Tea' }).isChecked(), true);
  await visitor.shot('visitor-checkbox');
  await next.click();

  // 3. Single line text: typed, Enter submits.
  await title(QUESTIONS[2].title).waitFor(WAIT);
  const text = panel.getByRole('textbox', { name: QUESTIONS[2].title });
  await text.click();
  await page.keyboard.type(ANSWERS.q3);
  await page.keyboard.press('Enter');

  // 4. Comment box: a textarea (Enter is a new line), then Next.
  await title(QUESTIONS[3].title).waitFor(WAIT);
  const long = panel.getByRole('textbox', { name: QUESTIONS[3].title });
  await long.click();
  const [firstLine, secondLine] = ANSWERS.q4.split('\n');
  await page.keyboard.type(firstLine);
  await page.keyboard.press('Enter');
  await page.keyboard.type(secondLine);
  await next.click();

  // 5. Email with the first name.
  await title(QUESTIONS[4].title).waitFor(WAIT);
  await panel.getByRole('textbox', { name: 'First Name' }).fill(NAME);
  await panel.getByRole('textbox', { name: QUESTIONS[4].title }).fill(ANSWERS.q5);
  await visitor.shot('visitor-email');
  await panel.getByRole('textbox', { name: QUESTIONS[4].title }).press('Enter');

  // 6. Star rating (the add-on's widget module): arrows move without choosing, Enter chooses and advances.
  await title(QUESTIONS[5].title).waitFor(WAIT);
  const stars = panel.getByRole('radiogroup', { name: QUESTIONS[5].title });
  await stars.getByRole('radio', { name: '1 of 5 stars' }).waitFor(WAIT);
  await stars.getByRole('radio', { name: '1 of 5 stars' }).focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  assert.equal(await stars.getByRole('radio', { name: '4 of 5 stars' }).evaluate((el) => el.getRootNode().activeElement === el), true);
  await visitor.shot('visitor-star-rating');
  assert.equal(await title(QUESTIONS[5].title).isVisible(), true, 'arrows alone do not answer the star rating');
  await page.keyboard.press('Enter');

  // 7. NPS: a click on 9 chooses and advances.
  await title(QUESTIONS[6].title).waitFor(WAIT);
  const nps = panel.getByRole('radiogroup', { name: QUESTIONS[6].title });
  await nps.getByRole('radio', { name: '1, Not Likely' }).waitFor(WAIT);
  assert.equal(await nps.getByRole('radio').count(), 10);
  await panel.getByText('Extremely Likely').waitFor();
  await visitor.shot('visitor-nps');
  await nps.getByRole('radio', { name: '9', exact: true }).click();

  // 8. Image radio: both images load; a click chooses, Next moves on.
  await title(QUESTIONS[7].title).waitFor(WAIT);
  const images = panel.getByRole('radiogroup', { name: QUESTIONS[7].title });
  await images.getByRole('radio', { name: 'Golden bake' }).waitFor(WAIT);
  await eventually('both option images load', () =>
    images.locator('img').evaluateAll((imgs) => imgs.length === 2 && imgs.every((img) => img.complete && img.naturalWidth === 16)),
  );
  await images.getByRole('radio', { name: 'Golden bake' }).click();
  assert.equal(await images.getByRole('radio', { name: 'Golden bake' }).getAttribute('aria-checked'), 'true');
  await visitor.shot('visitor-image-radio');
  await next.click();

  // 9. Icon choice: the arrow key chooses (as in a radio group), Next moves on.
  await title(QUESTIONS[8].title).waitFor(WAIT);
  const icons = panel.getByRole('radiogroup', { name: QUESTIONS[8].title });
  await icons.getByRole('radio', { name: 'Happy' }).waitFor(WAIT);
  assert.equal(await icons.locator('svg').count(), 2, 'each option shows its icon');
  await icons.getByRole('radio', { name: 'Happy' }).focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await icons.getByRole('radio', { name: 'Unsure' }).getAttribute('aria-checked'), 'true');
  await visitor.shot('visitor-icon-choice');
  // The last question says Send, not Next.
  assert.equal(await next.count(), 0);
  await panel.getByRole('button', { name: 'Send', exact: true }).click();

  // The thank-you, and the response the widget posted.
  await panel.getByText(THANKS, { exact: true }).waitFor(WAIT);
  await settled(panel);
  const res = await posted;
  assert.equal(res.status(), 201, await res.text());
  responseId = (await res.json()).id;
  assert.ok(Number.isInteger(responseId), `response id ${responseId}`);
  const body = res.request().postDataJSON();
  const sent = Object.fromEntries(body.answers.map((a) => [a.question_id, a.value]));
  assert.deepEqual(sent, ANSWERS);
  assert.deepEqual(body.answers.find((a) => a.question_id === 'q5').extra, { name: NAME });
  assert.equal(body.page_submitted.link, `${host.url}/site/index.html`);
  await visitor.shot('visitor-thank-you');
  // The survey cookie records the response once the post has settled.
  await eventually('the survey cookie records the response', async () => {
    const cookie = (await visitor.context.cookies()).find((c) => c.name === `hearken_survey_${surveyId}`);
    return cookie && JSON.parse(decodeURIComponent(cookie.value)).submitted === true;
  });
  assert.deepEqual(visitor.errors.splice(0), []);
});

test('the response shows in the admin: the list, the single response and the survey results', async () => {
  assert.ok(responseId, 'the visitor submitted a response');
  const { page } = ui;
  await page.goto(`${host.url}/admin/results/survey/${surveyId}/responses`);
  const link = page.getByRole('link', { name: `Response #${responseId}`, exact: true });
  await eventually('the responses list shows the response', async () => {
    if (await link.count()) return true;
    await page.reload();
    await page.getByRole('heading', { name: 'Responses' }).first().waitFor(WAIT);
    return (await link.count()) > 0;
  });
  await ui.shot('visitor-admin-responses');

  await page.goto(`${host.url}/admin/results/survey/${surveyId}/responses/${responseId}`);
  await page.getByRole('heading', { name: `Response #${responseId}` }).first().waitFor(WAIT);
  const answers = page.getByRole('region', { name: 'Answers' });
  await answers.waitFor(WAIT);
  // Each question with the visitor's answer under it, as the admin reads them.
  const expected = {
    q1: 'Walking past',
    q2: 'Sourdough, Tea',
    q3: ANSWERS.q3,
    q4: 'The cardamom buns sold out by nine.',
    q5: `${ANSWERS.q5} (${NAME})`,
    // Ratings read as ratings: four of five stars, an NPS score with its segment.
    q6: '★★★★☆',
    q7: '9',
    q8: 'Golden bake',
    q9: 'Unsure',
  };
  for (const q of QUESTIONS) {
    const item = answers.getByRole('listitem').filter({ has: page.getByRole('heading', { name: q.title, exact: true }) });
    await item.waitFor(WAIT);
    const shown = (await item.innerText()).replace(q.title, '').trim();
    assert.ok(shown.startsWith(expected[q.id]), `${q.id} (${q.type}) shows "${expected[q.id]}": "${shown}"`);
  }
  await ui.shot('visitor-admin-response');

  await page.goto(`${host.url}/admin/results/survey/${surveyId}`);
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor(WAIT);
  const figure = (name) => page.locator('.rs-kpi').filter({ has: page.getByText(name, { exact: true }) }).locator('.rs-kpi-value');
  await figure('Responses').waitFor(WAIT);
  assert.equal((await figure('Responses').innerText()).trim(), '1');
  assert.ok(Number((await figure('Impressions').innerText()).trim()) >= 1, 'the widget counted its impression');
  await page.locator('svg.recharts-surface').first().waitFor(WAIT);
  for (const q of QUESTIONS) await page.getByRole('heading', { name: q.title, exact: true }).waitFor(WAIT);
  // Every question was answered once: 'Total: 1' on each.
  await eventually('each question counts one answer', async () => (await page.getByText('Total: 1', { exact: true }).count()) === QUESTIONS.length);
  await page.waitForLoadState('networkidle');
  await ui.shot('visitor-admin-results');
  assert.deepEqual(adminErrors(), []);
});

test('the owner receives the notification e-mail with the answers', async () => {
  assert.ok(responseId, 'the visitor submitted a response');
  const [message] = await smtp.waitForMail(1, 10_000);
  assert.deepEqual(message.rcpt, [OWNER]);
  writeFileSync(join(artifacts, 'visitor-notification.eml'), message.data);
  const mail = readMail(message);
  assert.equal(mail.subject, `New response to ${TITLE}`);
  assert.match(mail.headers.to ?? '', new RegExp(OWNER.replace('.', '\\.')));
  for (const q of QUESTIONS) assert.ok(mail.text.includes(q.title), `the text part names "${q.title}":\n${mail.text}`);
  for (const expected of [
    'Walking past',
    'Sourdough, Tea',
    ANSWERS.q3,
    'The cardamom buns sold out by nine.',
    `${ANSWERS.q5} (${NAME})`,
    'Golden bake',
    'Unsure',
    `/admin/results/survey/${surveyId}/responses`,
  ]) {
    assert.ok(mail.text.includes(expected), `the text part has "${expected}":\n${mail.text}`);
  }
  assert.match(mail.text, /^4$/m, 'the star rating');
  assert.match(mail.text, /^9$/m, 'the NPS score');
  assert.ok(mail.html.includes('Golden bake'), 'the HTML part has the answers');
  assert.equal(smtp.messages.length, 1, 'one e-mail for one response');
});

test('the same visitor is not asked again once they have answered (until response)', async () => {
  assert.ok(responseId, 'the visitor submitted a response');
  const { page } = visitor;
  const asked = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/widget/survey', WAIT);
  await page.goto(`${host.url}/site/index.html`);
  const answer = await (await asked).json();
  assert.equal(answer.survey, null, 'the host picks no survey for a visitor who answered');
  await page.waitForTimeout(1500);
  assert.equal(await page.getByRole('region', { name: TITLE }).count(), 0);
  assert.equal(await page.getByText(QUESTIONS[0].title).count(), 0);
  await visitor.shot('visitor-not-asked-again');

  // The same question asked directly, with the cookies the widget sends.
  const direct = await page.evaluate(async () => {
    const cookies = {};
    for (const pair of document.cookie.split(';')) {
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      if (name) cookies[name] = name.startsWith('hearken_') ? decodeURIComponent(pair.slice(at + 1).trim()) : '';
    }
    const params = new URLSearchParams({ url: location.href, title: document.title, page_type: 'home', cookies: JSON.stringify(cookies) });
    const res = await fetch(`/api/v1/widget/survey?${params}`);
    return { status: res.status, body: await res.json(), cookies };
  });
  assert.equal(direct.status, 200);
  assert.equal(direct.body.survey, null, JSON.stringify(direct));
  assert.ok(direct.cookies[`hearken_survey_${surveyId}`], JSON.stringify(direct.cookies));

  // A fresh visitor (no cookies) is still asked: the survey itself is live.
  const fresh = await page.evaluate(async () => {
    const res = await fetch(`/api/v1/widget/survey?${new URLSearchParams({ url: location.href, page_type: 'home', cookies: '{}' })}`);
    return (await res.json()).survey?.id ?? null;
  });
  assert.ok(fresh !== null, 'without the cookie the survey is still offered');

  // The page that also embeds survey 1 inline (examples/site/about.html): neither the floating
  // survey nor the inline one is shown; the host answers null to both asks.
  assert.equal(surveyId, 1, 'about.html embeds survey 1 inline: the survey of this test');
  const asks = [];
  const onAnswer = (res) => {
    if (new URL(res.url()).pathname === '/api/v1/widget/survey') asks.push(res.json().then((b) => [new URL(res.url()).searchParams.get('survey_id'), b.survey]));
  };
  page.on('response', onAnswer);
  await page.goto(`${host.url}/site/about.html`);
  await eventually('the widget asks for the floating and the inline survey', () => asks.length === 2);
  await page.waitForTimeout(1500);
  page.off('response', onAnswer);
  const answers = await Promise.all(asks);
  assert.deepEqual(answers.map(([id]) => id).sort(), ['1', null].sort());
  assert.deepEqual(answers.map(([, survey]) => survey), [null, null], 'no survey for a visitor who answered');
  assert.equal(await page.getByRole('region', { name: TITLE }).count(), 0);
  assert.equal(await page.locator('[data-hearken-survey] *').count(), 0, 'the inline element stays empty');
  assert.deepEqual(visitor.errors.splice(0), []);
});
