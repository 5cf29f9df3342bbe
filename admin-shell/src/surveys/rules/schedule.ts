/**
 * Scheduling on the Publish step (spec 000 §2, §4, §5): a date, a half-hour time from 1:00 to
 * 12:30 and AM/PM, in the editor's local time, stored as `publish_at` (UTC).
 */
import type { Survey, SurveyStatus } from '../model/types';

export type Meridiem = 'AM' | 'PM';

/** What the scheduling controls hold; `publish_at` is set from it once it is complete. */
export interface ScheduleDraft {
  enabled: boolean;
  /** `YYYY-MM-DD`, local; '' until chosen. */
  date: string;
  /** One of HALF_HOURS; '' until chosen. */
  time: string;
  meridiem: Meridiem;
}

export const SCHEDULE_OFF: ScheduleDraft = { enabled: false, date: '', time: '', meridiem: 'AM' };

/** 1:00, 1:30, 2:00 … 12:00, 12:30. */
export const HALF_HOURS: readonly string[] = Array.from({ length: 24 }, (_, i) => `${Math.floor(i / 2) + 1}:${i % 2 ? '30' : '00'}`);

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the editor's timezone, as a date input holds it: the earliest date that may be chosen. */
export function minScheduleDate(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** `date` (YYYY-MM-DD) lies before today; ISO dates compare as text. */
export function isBeforeToday(date: string, now: Date = new Date()): boolean {
  return date < minScheduleDate(now);
}

/** Every part chosen and the date not in the past; scheduling off counts as complete. */
export function scheduleComplete(draft: ScheduleDraft, now: Date = new Date()): boolean {
  if (!draft.enabled) return true;
  return /^\d{4}-\d{2}-\d{2}$/.test(draft.date) && !isBeforeToday(draft.date, now) && HALF_HOURS.includes(draft.time);
}

/** The local date and time as an RFC 3339 UTC instant, or null while scheduling is off or incomplete. */
export function toPublishAt(draft: ScheduleDraft): string | null {
  if (!draft.enabled || !/^\d{4}-\d{2}-\d{2}$/.test(draft.date) || !HALF_HOURS.includes(draft.time)) return null;
  const [year, month, day] = draft.date.split('-').map(Number) as [number, number, number];
  const [hour12, minute] = draft.time.split(':').map(Number) as [number, number];
  const hour = (hour12 % 12) + (draft.meridiem === 'PM' ? 12 : 0);
  const at = new Date(year, month - 1, day, hour, minute);
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The controls for a stored `publish_at` (off when null); times between half hours round down. */
export function fromPublishAt(publishAt: string | null | undefined): ScheduleDraft {
  if (!publishAt) return SCHEDULE_OFF;
  const at = new Date(publishAt);
  if (Number.isNaN(at.getTime())) return SCHEDULE_OFF;
  const hour24 = at.getHours();
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return {
    enabled: true,
    date: minScheduleDate(at),
    time: `${hour12}:${at.getMinutes() < 30 ? '00' : '30'}`,
    meridiem: hour24 < 12 ? 'AM' : 'PM',
  };
}

/**
 * The survey after the scheduling controls change: `publish_at` follows them, and turning
 * scheduling on for a draft makes it publish (spec 000 §4).
 */
export function applySchedule(survey: Survey, previous: ScheduleDraft, next: ScheduleDraft): Survey {
  const turnedOn = next.enabled && !previous.enabled;
  return {
    ...survey,
    publish_at: toPublishAt(next),
    status: turnedOn && survey.status === 'draft' ? 'publish' : survey.status,
  };
}

/** The survey after the status radio changes: a draft is never scheduled (spec 000 §4). */
export function applyStatus(survey: Survey, status: SurveyStatus): Survey {
  return { ...survey, status, publish_at: status === 'draft' ? null : survey.publish_at };
}

/** The Publish step's save label: 'Save as Draft', 'Save and Schedule' or 'Save and Publish'. */
export type PublishAction = 'draft' | 'schedule' | 'publish';

export function publishAction(status: SurveyStatus, schedule: ScheduleDraft): PublishAction {
  if (status === 'draft') return 'draft';
  return schedule.enabled ? 'schedule' : 'publish';
}
