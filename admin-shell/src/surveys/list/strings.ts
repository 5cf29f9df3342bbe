import { catalogue } from '../../language/catalogue';
import en from './locales/en.json';

const m = catalogue('surveys/list', en);

/**
 * What the Surveys list says (spec 000 §1, §2 "Surveys list", §8). Tests import these. Pagination,
 * Bulk Actions, Apply, Select All, Cancel and Try again are the list kit's words (`LIST_KIT_STRINGS`).
 */
export const LIST_STRINGS = m.strings({
  heading: 'heading',
  createNew: 'createNew',
  loading: 'loading',
  tableCaption: 'tableCaption',
  tableRegion: 'tableRegion',

  columns: {
    title: 'columns.title',
    status: 'columns.status',
    created: 'columns.created',
    embed: 'columns.embed',
    responses: 'columns.responses',
  },
  status: { publish: 'status.publish', scheduled: 'status.scheduled', draft: 'status.draft', trash: 'status.trash' },
  /** Beside the status of a survey whose response limit is set and reached (issue 35). */
  closedByLimit: 'closedByLimit',
  untitled: 'untitled',

  responsesLabel: (count: number, title: string) => m.format('responsesLabel', { count, title }),
  googleSheet: 'googleSheet',

  /** Row actions name their survey, so "Edit" read alone still says which one. */
  actionOn: (action: string, title: string) => m.format('actionOn', { action, title }),
  rowActions: {
    edit: 'rowActions.edit',
    results: 'rowActions.results',
    responses: 'rowActions.responses',
    duplicate: 'rowActions.duplicate',
    restore: 'rowActions.restore',
    trash: 'rowActions.trash',
    deletePermanently: 'rowActions.deletePermanently',
  },

  selectRow: (title: string) => m.format('selectRow', { title }),
  bulk: {
    publish: 'bulk.publish',
    draft: 'bulk.draft',
    trash: 'bulk.trash',
    restore: 'bulk.restore',
    delete: 'bulk.delete',
  },

  quickFiltersLabel: 'quickFiltersLabel',
  quickFilters: { all: 'quickFilters.all', publish: 'quickFilters.publish', scheduled: 'quickFilters.scheduled', draft: 'quickFilters.draft', trash: 'quickFilters.trash' },

  totalItems: (total: number) => m.format('totalItems', { total }),

  progress: { save: 'progress.save', trash: 'progress.trash', delete: 'progress.delete' },

  done: {
    publish: (n: number) => m.format('done.publish', { n }),
    draft: (n: number) => m.format('done.draft', { n }),
    trash: (n: number) => m.format('done.trash', { n }),
    restore: (n: number) => m.format('done.restore', { n }),
    delete: (n: number) => m.format('done.delete', { n }),
  },
  skipped: (reasons: string[]) => m.format('skipped', { reasons: reasons.join(' ') }),
  skippedReason: (title: string, reason: string) => m.format('skippedReason', { title, reason }),

  confirmDeleteTitle: 'confirmDeleteTitle',
  confirmDeleteOne: (title: string) => m.format('confirmDeleteOne', { title }),
  confirmDeleteMany: (n: number) => m.format('confirmDeleteMany', { n }),
  confirmDelete: 'confirmDelete',

  emptyTitle: 'emptyTitle',
  emptyText: 'emptyText',

  upgradeTitle: 'upgradeTitle',
  upgradeIntro: 'upgradeIntro',
  upgradeBenefits: [
    'upgradeBenefits.0',
    'upgradeBenefits.1',
    'upgradeBenefits.2',
    'upgradeBenefits.3',
    'upgradeBenefits.4',
    'upgradeBenefits.5',
    'upgradeBenefits.6',
    'upgradeBenefits.7',
    'upgradeBenefits.8',
  ],
  upgradeDiscount: 'upgradeDiscount',
  upgradeButton: 'upgradeButton',
});

/** Routes of the shell the list links to (router basename /admin). */
export const PATHS = {
  newSurvey: '/surveys/new/setup',
  edit: (id: number) => `/surveys/edit/${id}`,
  duplicate: (id: number) => `/surveys/duplicate/${id}`,
  results: (id: number) => `/results/survey/${id}`,
  responses: (id: number) => `/results/survey/${id}/responses`,
  googleSheet: (spreadsheetId: string) => `https://docs.google.com/spreadsheets/d/${encodeURIComponent(spreadsheetId)}`,
} as const;
