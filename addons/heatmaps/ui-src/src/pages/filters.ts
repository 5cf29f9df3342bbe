/**
 * The filters of the list and of one page's view: a range of UTC days and a viewport class, kept
 * in the address (`?from=&to=&viewport=&page=`) so Back, a reload and a shared link keep them. A
 * missing or malformed value counts as the add-on's default (../../README.md, "Admin endpoints"):
 * `to` today, `from` 6 days before `to` (7 days in all), viewport `all`; the host checks the rest
 * (an end before the start, a range too long) and answers 422 with the field's message.
 */
import { pageParam, useUrlParams, type UrlParam } from '@hearken/addon-sdk/ui';
import { useSearchParams } from 'react-router';

export const VIEWPORTS = ['all', 'desktop', 'tablet', 'mobile'] as const;
export type Viewport = (typeof VIEWPORTS)[number];
/** The viewport classes a page view falls into (every one but `all`). */
export type DeviceViewport = Exclude<Viewport, 'all'>;
export const DEVICE_VIEWPORTS: readonly DeviceViewport[] = ['desktop', 'tablet', 'mobile'];

/** A range of days, `YYYY-MM-DD`, both included. */
export interface DayRange {
  from: string;
  to: string;
}

export interface Filters extends DayRange {
  viewport: Viewport;
}

/** The days of the default range, and of the quick ranges. */
export const DEFAULT_DAYS = 7;
export const QUICK_RANGES = [7, 30] as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** True for a real day written `YYYY-MM-DD` (not 2026-02-30). */
export function isDay(value: string): boolean {
  const parts = DAY.exec(value);
  if (!parts) return false;
  const date = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Today in UTC: the add-on's days are UTC days. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** `day` moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The `days` days ending on `today`. */
export function lastDays(days: number, today: string): DayRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

function viewportOf(value: string | null): Viewport {
  return VIEWPORTS.find((v) => v === value) ?? 'all';
}

/** The filters the address asks for, each the default where it is missing or malformed. */
export function filtersOf(params: URLSearchParams, today: string): Filters {
  const askedTo = params.get('to') ?? '';
  const to = isDay(askedTo) ? askedTo : today;
  const askedFrom = params.get('from') ?? '';
  const from = isDay(askedFrom) ? askedFrom : lastDays(DEFAULT_DAYS, to).from;
  return { from, to, viewport: viewportOf(params.get('viewport')) };
}

/** The filters as a query string (no `?`): for the endpoints, and for links that keep them. */
export function searchOf(filters: Filters, page?: number): string {
  const params = new URLSearchParams({ from: filters.from, to: filters.to, viewport: filters.viewport });
  if (page !== undefined) params.set('page', String(page));
  return params.toString();
}

/** The three filters, kept together: a day's default depends on the other day and on today. */
function filtersParam(today: string): UrlParam<Filters> {
  return {
    read: (search) => filtersOf(search, today),
    write(filters, search) {
      search.set('from', filters.from);
      search.set('to', filters.to);
      search.set('viewport', filters.viewport);
    },
  };
}

/**
 * The address's filters and list page, and ways to change them. A change of filters goes back to
 * the first page (the list it paged through is another one); page 1 is left out of the address.
 */
export function useFilters() {
  const today = todayUtc();
  const { params, set } = useUrlParams({ filters: filtersParam(today), page: pageParam }, useSearchParams());
  return {
    filters: params.filters,
    today,
    page: params.page,
    setFilters: (filters: Filters) => set({ filters, page: 1 }),
    setPage: (page: number) => set({ page }),
  };
}
