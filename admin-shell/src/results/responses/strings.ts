/**
 * What the responses list and the single response say (spec 001 §2, §8). Tests import these.
 * Pagination, Bulk Actions, Apply, Select All, Cancel and Try again are the list kit's words (`LIST_KIT_STRINGS`).
 */
import type { ResponseStatusFilter } from '../types';
import type { Completion } from './filters';

export const RESPONSES_STRINGS = {
  heading: 'Responses',
  backToResults: 'Back to Results',
  exportResults: 'Export Results',
  surveySwitcher: 'Survey',
  loading: 'Loading responses…',
  empty: 'No Results Found',
  tableCaption: (title: string) => `Responses to ${title}`,

  columns: { title: 'Title', answers: 'Answers', page: 'Page Submitted', date: 'Date Submitted', status: 'Status' },
  /** A row's answers beyond the ones it shows. */
  moreAnswers: (count: number) => (count === 1 ? '1 more answer' : `${count} more answers`),
  noAnswers: 'No answers',

  /** A rating as a rating: stars out of 5, an NPS score out of 10 with its segment (spec 001 §9). */
  rating: {
    stars: (score: number) => `${score} out of 5`,
    /** After the score's badge: '9' 'out of 10 · Promoter'. */
    npsScale: 'out of 10',
    segments: { detractor: 'Detractor', passive: 'Passive', promoter: 'Promoter' },
  },
  responseTitle: (id: number) => `Response #${id}`,
  status: { publish: 'Published', trash: 'Trash' },

  quickFiltersLabel: 'Filter responses by status',
  quickFilters: { all: 'All', publish: 'Published', trash: 'Trash' } satisfies Record<ResponseStatusFilter, string>,

  /** Row actions name their response, so "View" read alone still says which one. */
  actionOn: (action: string, id: number) => `${action} Response #${id}`,
  rowActions: { view: 'View', trash: 'Trash', restore: 'Restore', delete: 'Delete permanently' },

  selectRow: (id: number) => `Select Response #${id}`,
  bulk: { trash: 'Trash', restore: 'Restore', delete: 'Delete Permanently' },

  totalItems: (total: number) => (total === 1 ? '1 response' : `${total} responses`),

  /** Search and filters above the table (issue 33). */
  find: {
    search: 'Search answers',
    searchHint: 'Responses with an answer containing this text, in any case.',
    filters: 'Filters',
    question: 'Question',
    anyQuestion: 'Any question',
    answeredHint: 'Responses that answered this question.',
    answer: 'Answer',
    anyAnswer: 'Any answer',
    lowest: 'Lowest score',
    highest: 'Highest score',
    dates: 'Date submitted',
    from: 'From',
    to: 'To',
    completion: 'Completion',
    completions: { '': 'All', complete: 'Complete', incomplete: 'Incomplete' } satisfies Record<Completion, string>,
    clear: 'Clear filters',
    matches: (total: number) => (total === 1 ? '1 response matches' : `${total} responses match`),
    noMatches: 'No responses match these filters.',
  },

  confirmDeleteTitle: 'Delete permanently?',
  confirmDeleteText: (count: number) =>
    count === 1 ? 'The response will be deleted. This cannot be undone.' : `${count} responses will be deleted. This cannot be undone.`,
  confirmDelete: 'Yes, delete',

  single: {
    backToAll: 'Back to All Responses',
    navigatorLabel: 'Responses of this survey',
    position: (n: number, total: number) => `Response ${n} of ${total}`,
    previous: 'Previous response',
    next: 'Next response',
    notFound: 'This response was not found.',
    answers: 'Answers',
    skipped: 'Skipped',
    comments: 'Comments',
    details: 'Response Details',
    submitted: 'Submitted',
    pageSubmitted: 'Page Submitted',
    userIp: 'User IP',
    browser: 'Browser',
    os: 'OS',
    device: 'Device',
    /** The upgrade prompt's feature name: '{feature} is a Pro feature'. */
    upgradeFeature: 'Response Viewer',
    needsPro: 'Viewing a single response needs Hearken Pro. Upgrade to read every answer with its details.',
    upgrade: 'Upgrade to Pro',
  },
} as const;

/** Admin routes of the results area (router basename /admin), and the export URL the host serves. */
export const RESPONSES_PATHS = {
  results: (surveyId: number) => `/results/survey/${surveyId}`,
  responses: (surveyId: number) => `/results/survey/${surveyId}/responses`,
  response: (surveyId: number, id: number) => `/results/survey/${surveyId}/responses/${id}`,
  /** Opened, not fetched (spec 001 §7): the general report as CSV. */
  exportGeneral: (surveyId: number) => `/api/v1/exports?survey_id=${surveyId}&report=general&format=csv`,
} as const;
