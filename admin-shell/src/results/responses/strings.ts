/**
 * What the responses list and the single response say (spec 001 §2, §8). Tests import these.
 * Pagination, Bulk Actions, Apply, Select All, Cancel and Try again are the list kit's words (`LIST_KIT_STRINGS`).
 */
import type { ResponseStatusFilter } from '../types';
import type { Completion } from './filters';
import { catalogue } from '../../language/catalogue';
import en from './locales/en.json';

const m = catalogue('results/responses', en);

export const RESPONSES_STRINGS = m.strings({
  heading: 'heading',
  backToResults: 'backToResults',
  exportResults: 'exportResults',
  surveySwitcher: 'surveySwitcher',
  loading: 'loading',
  empty: 'empty',
  tableCaption: (title: string) => m.format('tableCaption', { title }),

  columns: { title: 'columns.title', answers: 'columns.answers', page: 'columns.page', date: 'columns.date', status: 'columns.status' },
  /** A row's answers beyond the ones it shows. */
  moreAnswers: (count: number) => m.format('moreAnswers', { count }),
  noAnswers: 'noAnswers',

  /** A rating as a rating: stars out of 5, an NPS score out of 10 with its segment (spec 001 §9). */
  rating: {
    stars: (score: number) => m.format('rating.stars', { score }),
    /** After the score's badge: '9' 'out of 10 · Promoter'. */
    npsScale: 'rating.npsScale',
    segments: { detractor: 'rating.segments.detractor', passive: 'rating.segments.passive', promoter: 'rating.segments.promoter' },
  },
  responseTitle: (id: number) => m.format('responseTitle', { id: String(id) }),
  /**
   * Over quota: stored past a response limit or a full quota, not counted in the results; partial:
   * the pages a visitor answered so far, until they finish (issue 35).
   */
  status: { publish: 'status.publish', partial: 'status.partial', trash: 'status.trash', over_quota: 'status.over_quota' },

  quickFiltersLabel: 'quickFiltersLabel',
  quickFilters: {
    all: 'quickFilters.all',
    publish: 'quickFilters.publish',
    partial: 'quickFilters.partial',
    over_quota: 'quickFilters.over_quota',
    trash: 'quickFilters.trash',
  } satisfies Record<ResponseStatusFilter, keyof typeof en>,

  /** Row actions name their response, so "View" read alone still says which one. */
  actionOn: (action: string, id: number) => m.format('actionOn', { action, id: String(id) }),
  rowActions: { view: 'rowActions.view', trash: 'rowActions.trash', restore: 'rowActions.restore', delete: 'rowActions.delete' },

  selectRow: (id: number) => m.format('selectRow', { id: String(id) }),
  bulk: { trash: 'bulk.trash', restore: 'bulk.restore', delete: 'bulk.delete' },

  totalItems: (total: number) => m.format('totalItems', { total }),

  /** Search and filters above the table (issue 33). */
  find: {
    search: 'find.search',
    searchHint: 'find.searchHint',
    filters: 'find.filters',
    question: 'find.question',
    anyQuestion: 'find.anyQuestion',
    answeredHint: 'find.answeredHint',
    answer: 'find.answer',
    anyAnswer: 'find.anyAnswer',
    lowest: 'find.lowest',
    highest: 'find.highest',
    dates: 'find.dates',
    from: 'find.from',
    to: 'find.to',
    completion: 'find.completion',
    completions: { '': 'find.completions.any', complete: 'find.completions.complete', incomplete: 'find.completions.incomplete' } satisfies Record<Completion, keyof typeof en>,
    clear: 'find.clear',
    matches: (total: number) => m.format('find.matches', { total }),
    noMatches: 'find.noMatches',
  },

  confirmDeleteTitle: 'confirmDeleteTitle',
  confirmDeleteText: (count: number) => m.format('confirmDeleteText', { count }),
  confirmDelete: 'confirmDelete',

  single: {
    backToAll: 'single.backToAll',
    navigatorLabel: 'single.navigatorLabel',
    position: (n: number, total: number) => m.format('single.position', { n, total }),
    previous: 'single.previous',
    next: 'single.next',
    notFound: 'single.notFound',
    answers: 'single.answers',
    skipped: 'single.skipped',
    comments: 'single.comments',
    details: 'single.details',
    submitted: 'single.submitted',
    pageSubmitted: 'single.pageSubmitted',
    userIp: 'single.userIp',
    browser: 'single.browser',
    os: 'single.os',
    device: 'single.device',
    /** The upgrade prompt's feature name: '{feature} is a Pro feature'. */
    upgradeFeature: 'single.upgradeFeature',
    needsPro: 'single.needsPro',
    upgrade: 'single.upgrade',
  },
});

/** Admin routes of the results area (router basename /admin), and the export URL the host serves. */
export const RESPONSES_PATHS = {
  results: (surveyId: number) => `/results/survey/${surveyId}`,
  responses: (surveyId: number) => `/results/survey/${surveyId}/responses`,
  response: (surveyId: number, id: number) => `/results/survey/${surveyId}/responses/${id}`,
  /** Opened, not fetched (spec 001 §7): the general report as CSV. */
  exportGeneral: (surveyId: number) => `/api/v1/exports?survey_id=${surveyId}&report=general&format=csv`,
} as const;
