/**
 * Export existing responses: pages through the core's list of a survey's (published) responses,
 * 100 at a time, and hands each page's ids to the add-on, which appends those not yet in the sheet
 * (../README.md, `POST /surveys/{id}/export`). The first failure stops it: what was sent stays sent,
 * and running it again skips it.
 */
import type { HearkenApi } from '@hearken/addon-sdk';
import { exportPage, type Exported } from '../queries';

/** The most ids the add-on takes at once, and the most responses the core lists in one page. */
export const EXPORT_PAGE_SIZE = 100;

/** `GET surveys/{id}/responses`: only what the export reads. */
interface ResponsesPage {
  items: { id: number }[];
  pagination: { page: number; pages: number; per_page: number; total: number };
}

export interface ExportProgress {
  /** Responses handed to the add-on so far. */
  done: number;
  /** The survey's responses, as the last page counted them. */
  total: number;
}

export async function exportResponses(
  api: HearkenApi,
  surveyId: number,
  onProgress: (progress: ExportProgress) => void,
): Promise<Exported> {
  const sum: Exported = { appended: 0, skipped: 0 };
  let done = 0;
  for (let page = 1; ; page += 1) {
    const list = await api.get<ResponsesPage>(`surveys/${surveyId}/responses?page=${page}&per_page=${EXPORT_PAGE_SIZE}`);
    const { total, pages } = list.pagination;
    const ids = list.items.map((response) => response.id);
    if (ids.length > 0) {
      const exported = await exportPage(api, surveyId, ids);
      sum.appended += exported.appended;
      sum.skipped += exported.skipped;
      done += ids.length;
    }
    // The list is newest first: a response stored meanwhile pushes one already sent onto the next
    // page, where the add-on skips it; the count shown never passes the total.
    onProgress({ done: Math.min(done, total), total });
    if (ids.length === 0 || page >= pages) return sum;
  }
}
