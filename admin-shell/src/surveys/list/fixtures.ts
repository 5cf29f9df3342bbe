/** Surveys and list answers as the host sends them, and the list's rows on screen, for the list's tests. */
import { screen } from '@testing-library/react';
import type { SiteConfig } from '../../config/queries';
import { listPath, DEFAULT_PARAMS, type ListParams, type QuickFilter, type SurveyList, type SurveyListItem } from './queries';
import { licensedConfig, LITE_CONFIG } from '../../test/config';
import { defaultSettings } from '../model/defaults';
import { LIST_STRINGS as S } from './strings';

function survey(fields: Partial<SurveyListItem> & Pick<SurveyListItem, 'id' | 'title'>): SurveyListItem {
  return {
    status: 'publish',
    created_at: '2026-03-04T10:00:00Z',
    publish_at: null,
    responses_count: 0,
    settings: { ...defaultSettings(), google_drive: { enable: false, spreadsheet_id: '' } },
    ...fields,
  };
}

export const PUBLISHED = survey({ id: 1, title: 'Customer feedback', responses_count: 12 });
export const SCHEDULED = survey({ id: 2, title: 'Launch poll', publish_at: '2999-01-01T09:00:00Z' });
export const DRAFT = survey({ id: 3, title: 'Exit survey', status: 'draft', created_at: '2025-11-20T08:30:00Z' });
export const TRASHED = survey({ id: 4, title: 'Old poll', status: 'trash' });
/** Published, with a response limit it has reached (issue 35). */
export const CLOSED = survey({ id: 6, title: 'Beta waitlist', responses_count: 200, closed_by_limit: true });
/** Published with a publish date already passed: plainly published. */
export const WAS_SCHEDULED = survey({ id: 5, title: 'Spring survey', publish_at: '2020-05-01T00:00:00Z' });

export type Counts = Record<QuickFilter, number>;

export const COUNTS: Counts = { all: 4, publish: 2, scheduled: 1, draft: 1, trash: 1 };
export const NO_COUNTS: Counts = { all: 0, publish: 0, scheduled: 0, draft: 0, trash: 0 };

export function listOf(
  items: SurveyListItem[],
  counts: Counts = COUNTS,
  pagination: Partial<SurveyList['pagination']> = {},
): { body: SurveyList } {
  return {
    body: {
      items,
      pagination: { page: 1, pages: 1, per_page: 10, total: items.length, ...pagination },
      status_filters: (Object.keys(counts) as QuickFilter[]).map((status) => ({ status, count: counts[status] })),
    },
  };
}

/** The route key of `GET surveys` for `params` (defaults otherwise). */
export function listKey(params: Partial<ListParams> = {}): string {
  return `GET ${listPath({ ...DEFAULT_PARAMS, ...params })}`;
}

export const LITE: SiteConfig = LITE_CONFIG;
export const PRO: SiteConfig = licensedConfig('pro');

/** The table row of the survey titled `title`, found by its selection box once the list shows it. */
export async function row(title: string): Promise<HTMLTableRowElement> {
  const box = await screen.findByRole('checkbox', { name: S.selectRow(title) });
  const tr = box.closest('tr');
  if (!tr) throw new Error(`no row for ${title}`);
  return tr;
}
