/**
 * Every word a screen shows comes from the message catalogue. The admin speaks a pseudo-language
 * built from English at test time, each message wrapped in ⟦…⟧; the main screens are rendered with
 * the fixtures their own tests use, and every text node and every accessible attribute must be
 * made of marked messages, numbers and punctuation, or one of the few data strings listed with
 * its screen (survey titles, answers, names). A word written into a component, or a message kept
 * in a module-level constant (read before the language changed), shows up unmarked and fails.
 */
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import AboutScreen from '../about/AboutScreen';
import AccessScreen from '../access/AccessScreen';
import { ADA, ALAN, GRACE, ROLES } from '../access/fixtures';
import AddonsScreen from '../addons/AddonsScreen';
import { ALL_ADDONS, ELITE } from '../addons/fixtures';
import { AdminRoutes } from '../frame/AdminApp';
import GrowthToolsScreen from '../growth-tools/GrowthToolsScreen';
import { choicesOf, CHOICES_KEY, NOW, question, summaryOf, surveyResults, surveyRow } from '../results/fixtures';
import ResultsOverview from '../results/overview/ResultsOverview';
import { FULL, listKey as responsesKey, listOf as responsesOf, PLAIN, SURVEY, SURVEY_CHOICES, SURVEYS_KEY } from '../results/responses/fixtures';
import ResponsesScreen from '../results/responses/ResponsesScreen';
import SurveyResultsScreen from '../results/survey/SurveyResultsScreen';
import { CLOSED, DRAFT, listKey, listOf, PRO, PUBLISHED, SCHEDULED } from '../surveys/list/fixtures';
import { ROLES as SETTINGS_ROLES } from '../settings/fixtures';
import { renderSettings } from '../settings/renderSettings';
import { BLANK, NPS_TEMPLATE, savedSurvey, TYPES } from '../surveys/editor/fixtures';
import { openEditor } from '../surveys/editor/testing';
import { mockApi, type Route as ApiRoute } from '../test/api';
import { licensedConfig } from '../test/config';
import { ADMIN_SESSION, renderSignedIn } from '../test/render';
import WelcomeScreen from '../welcome/WelcomeScreen';
import { speak, type Messages } from './catalogue';

const ENGLISH = import.meta.glob<Messages>('/src/**/locales/en.json', { eager: true, import: 'default' });

/** English with every message marked: ⟦Surveys⟧, ⟦{count, plural, one {# response} …}⟧. */
function pseudoLanguage(): Map<string, Messages> {
  return new Map(
    Object.entries(ENGLISH).map(([path, messages]) => [
      path.slice('/src/'.length, -'/locales/en.json'.length),
      Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, `⟦${message}⟧`])),
    ]),
  );
}

/**
 * Names that are the same in every language: the product, its plans, the third-party products
 * the growth tools recommend; and the words dates are written with (the pseudo-language writes
 * them as English does).
 */
const NAMES = ['Hearken', 'Lite', 'Plus', 'Pro', 'Elite'];
const DATE_WORDS = [
  ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 15))).flatMap((day) => [
    day.toLocaleDateString('en', { month: 'long', timeZone: 'UTC' }),
    day.toLocaleDateString('en', { month: 'short', timeZone: 'UTC' }),
  ]),
  'AM',
  'PM',
];

const ATTRIBUTES = ['aria-label', 'aria-description', 'aria-valuetext', 'title', 'placeholder', 'alt'];

/** The texts on screen that are neither marked messages nor `data`. */
function uncatalogued(data: readonly string[]): string[] {
  const found: string[] = [];
  const allowed = [...data, ...NAMES, ...DATE_WORDS].sort((a, b) => b.length - a.length);
  const check = (text: string, where: string) => {
    let rest = text;
    for (let before = ''; before !== rest; ) {
      before = rest;
      rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
    }
    for (const words of allowed) rest = rest.split(words).join(' ');
    if (/\p{L}/u.test(rest)) found.push(`${where}: ${JSON.stringify(text.trim())}`);
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // Code and the snippets to copy are data, not words; so is the editor tests' address readout.
    if (node.parentElement?.closest('code, pre, textarea, script, style, [data-testid="location"]')) continue;
    check(node.textContent ?? '', `text in <${node.parentElement?.tagName.toLowerCase()}>`);
  }
  for (const element of document.body.querySelectorAll('*')) {
    for (const attribute of ATTRIBUTES) {
      const value = element.getAttribute(attribute);
      if (value) check(value, `${attribute} of <${element.tagName.toLowerCase()}>`);
    }
  }
  check(document.title, '<title>');
  return found;
}

interface ScreenCase {
  name: string;
  routes: Record<string, ApiRoute>;
  show(): void;
  /** A text the screen shows once its data is there. */
  ready: RegExp;
  /** Data from the fixtures that the screen shows as it is. */
  data: readonly string[];
}

const NO_NOTIFICATIONS = { active: [], dismissed: [], counts: { active: 0, dismissed: 0 }, view_url: '', sidebar_url: '' };
const PRO_CONFIG = licensedConfig('pro');

function signedIn(ui: ReactElement, route: string) {
  return () => void renderSignedIn(ui, { route });
}

const CHOICE = question({
  id: 'q1',
  title: 'Would you recommend us?',
  type: 'radio-button',
  is_quantitative: true,
  total_answers: 4,
  skipped: 1,
  options: [
    { value: 'Yes', count: 3 },
    { value: 'No', count: 1 },
  ],
  answers: [{ value: 'Yes', date: '2026-03-08T15:00:00Z', response_id: 31, extra: { comments: 'Love the new layout' } }],
});
const TEXT = question({
  id: 'q2',
  title: 'What should we improve?',
  total_answers: 1,
  skipped: 3,
  answers: [{ value: 'Faster pages', date: '2026-03-09T15:00:00Z', response_id: 32, extra: null }],
});

const EDITED = savedSurvey();
/** A survey with every limit of issue 35 on: a sample, a daily limit, a response limit and a quota. */
const LIMITED = savedSurvey({
  settings: {
    ...EDITED.settings,
    audience: { sample_percent: 25, daily_limit: 50, daily_limit_of: 'responses' },
    limits: { responses: 500, quotas: [{ question_id: 'q1', value: 'Yes', limit: 100, action: 'continue' }] },
  },
});
/** The data the editor shows: its survey, the host's question types and templates (with the host's reason for a locked one). */
const EDITOR_DATA = [
  EDITED.title,
  ...EDITED.questions.map((q) => q.title),
  'Yes',
  'No',
  ...TYPES.map((type) => type.label),
  ...[BLANK, NPS_TEMPLATE].flatMap((template) => [template.name, template.description, template.error ?? '']).filter(Boolean),
];

/** The Settings tabs and the editor's steps, each with what it shows once loaded. */
const SETTINGS_TABS = [
  ['general', /License Key/],
  ['widget', /Toggle icon/],
  ['visitors', /Cooldown after a survey is shown/],
  ['email', /Send notifications to/],
  ['access', /Manage User Access|Create and edit surveys/],
  ['misc', /Allow usage tracking/],
  ['integrations', /n8n/],
] as const;
const EDITOR_STEPS = [
  ['questions', /Did you find what you needed/],
  ['settings', /Tracking/],
  ['notifications', /Send Email/],
  ['publish', /Summary/],
] as const;

const SCREENS: ScreenCase[] = [
  ...SETTINGS_TABS.map(([tab, ready]): ScreenCase => ({
    name: `the ${tab} settings`,
    routes: {},
    show: () => void renderSettings(`/settings/${tab}`),
    ready,
    // The host's role names, the time zones' names, the widget preview's own words (the widget's
    // catalogue) and a URL's start.
    data: [
      ...SETTINGS_ROLES.map((role) => role.name),
      ...Intl.supportedValuesOf('timeZone').map((zone) => zone.replace(/_/g, ' ')),
      'UTC',
      'Skip',
      'Next',
      'https://',
    ],
  })),
  ...EDITOR_STEPS.map(([step, ready]): ScreenCase => ({
    name: `the editor's ${step} step`,
    routes: {},
    show: () => void openEditor(`/surveys/edit/5/${step}`, { 'GET surveys/5': { body: EDITED } }),
    ready,
    data: EDITOR_DATA,
  })),
  {
    name: "the editor's audience and limits, every limit on",
    routes: {},
    show: () => void openEditor('/surveys/edit/5/settings', { 'GET surveys/5': { body: LIMITED } }),
    ready: /Keep asking the other questions/,
    data: EDITOR_DATA,
  },
  {
    name: "the new survey's templates",
    routes: {},
    show: () => void openEditor('/surveys/new/setup'),
    ready: /Select a Template/,
    data: EDITOR_DATA,
  },
  {
    name: 'the frame around the surveys list, with the start checklist',
    routes: {
      'GET notifications': { body: NO_NOTIFICATIONS },
      'GET config': { body: PRO },
      [listKey()]: listOf([PUBLISHED, SCHEDULED, DRAFT, CLOSED]),
    },
    show: signedIn(<AdminRoutes />, '/surveys'),
    ready: /Closed: response limit reached/,
    data: [ADMIN_SESSION.user.name, PUBLISHED.title, SCHEDULED.title, DRAFT.title, CLOSED.title],
  },
  {
    name: 'the users',
    routes: { 'GET users': { body: [ADA, GRACE, ALAN] }, 'GET roles': { body: ROLES } },
    show: signedIn(<AccessScreen />, '/users'),
    ready: /grace@example\.com/,
    data: [ADA.name, GRACE.name, ALAN.name, ADA.email, GRACE.email, ALAN.email, ...ROLES.map((role) => role.name)],
  },
  {
    name: 'the add-ons',
    routes: { 'GET addons': { body: ALL_ADDONS }, 'GET config': { body: ELITE } },
    show: signedIn(<AddonsScreen />, '/addons'),
    ready: /Google Drive/,
    data: ALL_ADDONS.flatMap((addon) => [addon.title, addon.excerpt, addon.version ?? '']).filter(Boolean),
  },
  {
    name: 'the results overview',
    routes: {
      'GET config': { body: PRO_CONFIG },
      [CHOICES_KEY]: choicesOf([{ id: 1, title: 'Customer feedback' }]),
      'GET results-summary?start_date=2026-03-04&end_date=2026-03-10': {
        body: summaryOf([surveyRow({ id: 1, title: 'Customer feedback', range_responses_count: 5 })], 5),
      },
    },
    show: signedIn(<ResultsOverview />, '/results'),
    ready: /Customer feedback/,
    data: ['Customer feedback'],
  },
  {
    name: "a survey's results",
    routes: {
      'GET config': { body: PRO_CONFIG },
      [CHOICES_KEY]: choicesOf([{ id: 1, title: 'Customer feedback' }]),
      'GET surveys/1/results?from=2026-02-09&to=2026-03-10': {
        body: surveyResults({
          id: 1,
          title: 'Customer feedback',
          question_stats: [CHOICE, TEXT],
          quotas: [{ question_id: 'q1', value: 'Yes', limit: 10, action: 'end', filled: 3 }],
          partial_responses: 2,
        }),
      },
      'GET surveys/1/drop-off?from=2026-02-09&to=2026-03-10': {
        body: {
          from: '2026-02-09',
          to: '2026-03-10',
          shown: 40,
          started: 6,
          completed: 4,
          questions: [
            { id: 'q1', type: 'radio-button', title: CHOICE.title, seen: 6, answered: 5 },
            { id: 'q2', type: 'long-text', title: TEXT.title, seen: 0, answered: 0 },
          ],
        },
      },
      'GET preload-ai-summary/1': { body: { success: true, summary: null, error: null } },
    },
    show: signedIn(
      <Routes>
        <Route path="/results/survey/:id" element={<SurveyResultsScreen />} />
      </Routes>,
      '/results/survey/1',
    ),
    // The drop-off card loads after the results: its line is the last to show.
    ready: /Completed 4/,
    data: ['Customer feedback', CHOICE.title, TEXT.title, 'Yes', 'No', 'Love the new layout', 'Faster pages'],
  },
  {
    name: 'the responses list',
    routes: {
      'GET config': { body: PRO_CONFIG },
      [SURVEYS_KEY]: SURVEY_CHOICES,
      [responsesKey()]: responsesOf([FULL, PLAIN]),
    },
    show: signedIn(
      <Routes>
        <Route path="/results/survey/:id/responses" element={<ResponsesScreen />} />
      </Routes>,
      `/results/survey/${SURVEY.id}/responses`,
    ),
    ready: /Pricing/,
    data: [
      ...SURVEY_CHOICES.body.items.map((survey) => survey.title),
      ...SURVEY.questions.map((q) => q.title),
      'Pricing',
      'Home',
      'Easy',
      'Hard',
      'Contact',
      'Wishlist, Gift cards',
      'ada@example.com',
    ],
  },
  {
    name: 'the welcome screen',
    routes: { 'GET config': { body: PRO_CONFIG } },
    show: signedIn(<WelcomeScreen />, '/welcome'),
    ready: /Welcome to Hearken/,
    data: [],
  },
  {
    name: 'the about screen',
    routes: { 'GET config': { body: PRO_CONFIG } },
    show: signedIn(<AboutScreen />, '/about'),
    ready: /About Hearken/,
    data: [],
  },
  {
    name: 'the growth tools',
    routes: { 'GET config': { body: PRO_CONFIG } },
    show: signedIn(<GrowthToolsScreen />, '/growth-tools'),
    ready: /Growth Tools/,
    data: ['All in One SEO', 'SeedProd', 'WPForms', 'OptinMonster', 'PushEngage', 'WP Simple Pay', 'Easy Digital Downloads'],
  },
];

describe('every word on screen is in the message catalogue', () => {
  beforeAll(() => speak('en-XA', 'en', pseudoLanguage()));
  afterAll(() => speak('en', 'en', null));
  afterEach(() => vi.useRealTimers());

  it.each(SCREENS)('$name', async ({ routes, show, ready, data }) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    mockApi(routes);
    show();
    expect(await screen.findAllByText(ready)).not.toHaveLength(0);
    expect(uncatalogued(data)).toEqual([]);
  });
});
