/**
 * The list kit's own words, in English: what every list says the same way (the shell's lists use
 * them as they are). Each piece takes a `strings` prop that replaces any of them, so a remote can
 * pass its catalogue's words instead; the words that name a list's own things (its filters, its
 * actions, its total) are always the caller's.
 */
export const LIST_KIT_STRINGS = {
  pagination: {
    /** The navigation's accessible name. */
    label: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    /** The accessible name of a page number's button. */
    page: (page: number) => `Page ${page}`,
    /** The accessible name of the box a page number is typed in. */
    currentPage: 'Current page',
    ofPages: (pages: number) => `of ${pages}`,
    /** Announced after each change of page. */
    position: (page: number, pages: number) => `Page ${page} of ${pages}`,
    /** A typed page below 1 or above the last. */
    refused: (pages: number) => `There is no such page: choose a page from 1 to ${pages}.`,
  },
  bulk: {
    /** The select's accessible name. */
    label: 'Bulk actions',
    /** The select's first option, which chooses nothing. */
    placeholder: 'Bulk Actions',
    apply: 'Apply',
  },
  selectAll: 'Select All',
  cancel: 'Cancel',
  /** The button under a list that could not be loaded. */
  retry: 'Try again',
};

/** The words of the pagination. */
export type PaginationStrings = typeof LIST_KIT_STRINGS.pagination;
/** The words of the bulk actions. */
export type BulkActionsStrings = typeof LIST_KIT_STRINGS.bulk;
