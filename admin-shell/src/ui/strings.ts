/**
 * The words of the shell's shared pieces: a failure without a message, and the SDK list kit's
 * words in the admin's language (the kit's own `LIST_KIT_STRINGS` are English; every piece takes
 * these in its `strings`, `label`, `cancel` or `retry` prop).
 */
import { catalogue } from '../language/catalogue';
import en from './locales/en.json';

const m = catalogue('ui', en);

export const UI_STRINGS = m.strings({
  somethingWentWrong: 'somethingWentWrong',
  listKit: {
    pagination: {
      label: 'listKit.pagination.label',
      previous: 'listKit.pagination.previous',
      next: 'listKit.pagination.next',
      page: (page: number) => m.format('listKit.pagination.page', { page }),
      currentPage: 'listKit.pagination.currentPage',
      ofPages: (pages: number) => m.format('listKit.pagination.ofPages', { pages }),
      position: (page: number, pages: number) => m.format('listKit.pagination.position', { page, pages }),
      refused: (pages: number) => m.format('listKit.pagination.refused', { pages }),
    },
    bulk: { label: 'listKit.bulk.label', placeholder: 'listKit.bulk.placeholder', apply: 'listKit.bulk.apply' },
    selectAll: 'listKit.selectAll',
    cancel: 'listKit.cancel',
    retry: 'listKit.retry',
  },
});
