/**
 * Days of the results area. Ranges are `YYYY-MM-DD` strings (the wire's days), computed on UTC
 * dates so that no local clock change shifts a day. A day is a day of the site's time zone (the
 * `timezone` setting, which the host counts responses by): "today" and the ranges that end on it
 * are the site's. The date picker refuses days after New York's today (spec 001 §5), but never the
 * site's today, which may already have begun when New York's has not.
 */
import { currentLocale } from '../language/catalogue';

/** The first day the date picker offers (spec 001 §5). */
export const EARLIEST_DAY = '2005-01-01';

/** The zone whose today bounds the date picker (spec 001 §5). */
export const REPORT_TIME_ZONE = 'America/New_York';

export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** Today in `timeZone`, as `YYYY-MM-DD`. */
export function todayIn(timeZone: string = REPORT_TIME_ZONE, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function toUtc(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return fromUtc(new Date(toUtc(day).getTime() + days * DAY_MS));
}

/** The last day the date picker offers: New York's today, or the site's when that is later. */
export function latestDay(siteZone: string, now: Date = new Date()): string {
  const newYork = todayIn(REPORT_TIME_ZONE, now);
  const site = todayIn(siteZone, now);
  return site > newYork ? site : newYork;
}

/** The `count` days ending on `today`, today included. */
export function pastDays(count: number, today: string): DayRange {
  return { from: addDays(today, -(count - 1)), to: today };
}

/** 0 for Sunday … 6 for Saturday. */
export function weekday(day: string): number {
  return toUtc(day).getUTCDay();
}

/** The first and last day of the month before `today`'s. */
export function previousMonth(today: string): DayRange {
  const date = toUtc(today);
  const lastOfPrevious = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 0));
  const firstOfPrevious = new Date(Date.UTC(lastOfPrevious.getUTCFullYear(), lastOfPrevious.getUTCMonth(), 1));
  return { from: fromUtc(firstOfPrevious), to: fromUtc(lastOfPrevious) };
}

/** A well-formed `YYYY-MM-DD` naming a real day. */
export function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(toUtc(value).getTime()) && fromUtc(toUtc(value)) === value;
}

const LONG = { month: 'long', day: 'numeric', year: 'numeric' } as const;

/** A day as 'Month D, YYYY' (spec 002 §9), or as the admin's language writes it. */
export function formatDay(day: string): string {
  return toUtc(day).toLocaleDateString(currentLocale(), { ...LONG, timeZone: 'UTC' });
}

/** An instant (RFC 3339) as 'Month D, YYYY' on the site's calendar (`timeZone`). */
export function formatInstant(instant: string, timeZone: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(currentLocale(), { ...LONG, timeZone });
}

/** A chart axis tick: 'Jan 5'. */
export function formatTick(day: string): string {
  return toUtc(day).toLocaleDateString(currentLocale(), { month: 'short', day: 'numeric', timeZone: 'UTC' });
}
