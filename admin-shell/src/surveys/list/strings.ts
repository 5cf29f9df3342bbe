/**
 * What the Surveys list says (spec 000 §1, §2 "Surveys list", §8). Tests import these. Pagination,
 * Bulk Actions, Apply, Select All, Cancel and Try again are the list kit's words (`LIST_KIT_STRINGS`).
 */
export const LIST_STRINGS = {
  heading: 'Surveys',
  createNew: 'Create New',
  loading: 'Loading surveys…',
  tableCaption: 'Surveys',
  tableRegion: 'Surveys table',

  columns: {
    title: 'Title',
    status: 'Status',
    created: 'Created',
    embed: 'Embed',
    responses: 'Responses',
  },
  status: { publish: 'Published', scheduled: 'Scheduled', draft: 'Draft', trash: 'Trash' },
  untitled: '(no title)',

  responsesLabel: (count: number, title: string) => `${count} responses to ${title}`,
  googleSheet: 'Google Sheet',

  /** Row actions name their survey, so "Edit" read alone still says which one. */
  actionOn: (action: string, title: string) => `${action} ${title}`,
  rowActions: {
    edit: 'Edit',
    results: 'Results',
    responses: 'Responses',
    duplicate: 'Duplicate',
    restore: 'Restore',
    trash: 'Trash',
    deletePermanently: 'Delete permanently',
  },

  selectRow: (title: string) => `Select ${title}`,
  bulk: {
    publish: 'Publish',
    draft: 'Make Draft',
    trash: 'Trash',
    restore: 'Restore',
    delete: 'Delete Permanently',
  },

  quickFiltersLabel: 'Filter surveys by status',
  quickFilters: { all: 'All', publish: 'Published', scheduled: 'Scheduled', draft: 'Draft', trash: 'Trash' },

  totalItems: (total: number) => (total === 1 ? '1 survey' : `${total} surveys`),

  progress: { save: 'Saving surveys', trash: 'Moving surveys to the Trash', delete: 'Deleting surveys' },

  done: {
    publish: (n: number) => (n === 1 ? 'The survey was published.' : `${n} surveys were published.`),
    draft: (n: number) => (n === 1 ? 'The survey is now a draft.' : `${n} surveys are now drafts.`),
    trash: (n: number) => (n === 1 ? 'The survey was moved to the Trash.' : `${n} surveys were moved to the Trash.`),
    restore: (n: number) => (n === 1 ? 'The survey was restored as a draft.' : `${n} surveys were restored as drafts.`),
    delete: (n: number) => (n === 1 ? 'The survey was deleted permanently.' : `${n} surveys were deleted permanently.`),
  },
  skipped: (reasons: string[]) => `Some surveys were not changed. ${reasons.join(' ')}`,
  skippedReason: (title: string, reason: string) => `“${title}”: ${reason}`,

  confirmDeleteTitle: 'Delete permanently?',
  confirmDeleteOne: (title: string) =>
    `“${title}” and all its responses will be deleted. This cannot be undone.`,
  confirmDeleteMany: (n: number) => `${n} surveys and all their responses will be deleted. This cannot be undone.`,
  confirmDelete: 'Yes, delete',

  emptyTitle: 'No Surveys',
  emptyText: 'You currently have no Surveys. Click the button below to create your first Survey.',

  upgradeTitle: 'Upgrade to Hearken Pro',
  upgradeIntro: 'Get more out of your surveys with Hearken Pro:',
  upgradeBenefits: [
    'All question types',
    'Comment boxes',
    'Device targeting',
    'Scheduling',
    '20+ templates',
    'Custom redirects',
    'Branding',
    'Page/post/taxonomy targeting',
    'Priority support',
  ],
  upgradeDiscount: 'Bonus: Hearken Lite users get 50% off regular price with a coupon, automatically applied at checkout.',
  upgradeButton: 'Upgrade to Hearken Pro',
} as const;

/** Routes of the shell the list links to (router basename /admin). */
export const PATHS = {
  newSurvey: '/surveys/new/setup',
  edit: (id: number) => `/surveys/edit/${id}`,
  duplicate: (id: number) => `/surveys/duplicate/${id}`,
  results: (id: number) => `/results/survey/${id}`,
  responses: (id: number) => `/results/survey/${id}/responses`,
  googleSheet: (spreadsheetId: string) => `https://docs.google.com/spreadsheets/d/${encodeURIComponent(spreadsheetId)}`,
} as const;
