import { describe, expect, it } from 'vitest';
import { newSurvey } from '../model/defaults';
import {
  applySchedule,
  applyStatus,
  fromPublishAt,
  HALF_HOURS,
  isBeforeToday,
  minScheduleDate,
  publishAction,
  SCHEDULE_OFF,
  scheduleComplete,
  toPublishAt,
  type ScheduleDraft,
} from './schedule';

const NOW = new Date(2030, 5, 15, 10, 0); // 15 June 2030, 10:00 local
const ON: ScheduleDraft = { enabled: true, date: '2030-06-20', time: '2:30', meridiem: 'PM' };

describe('scheduling', () => {
  it('offers every half hour from 1:00 to 12:30', () => {
    expect(HALF_HOURS).toHaveLength(24);
    expect(HALF_HOURS.slice(0, 3)).toEqual(['1:00', '1:30', '2:00']);
    expect(HALF_HOURS.slice(-2)).toEqual(['12:00', '12:30']);
  });

  it('the earliest date is today in local time, and earlier dates are refused', () => {
    expect(minScheduleDate(NOW)).toBe('2030-06-15');
    expect(isBeforeToday('2030-06-14', NOW)).toBe(true);
    expect(isBeforeToday('2030-06-15', NOW)).toBe(false);
    expect(scheduleComplete({ ...ON, date: '2030-06-14' }, NOW)).toBe(false);
  });

  it('is complete with a date, a time and AM/PM, or when turned off', () => {
    expect(scheduleComplete(ON, NOW)).toBe(true);
    expect(scheduleComplete({ ...ON, time: '' }, NOW)).toBe(false);
    expect(scheduleComplete({ ...ON, date: '' }, NOW)).toBe(false);
    expect(scheduleComplete(SCHEDULE_OFF, NOW)).toBe(true);
  });

  it('turns the local date and time into publish_at and back', () => {
    const at = toPublishAt(ON);
    expect(at).toBe(new Date(2030, 5, 20, 14, 30).toISOString().replace('.000Z', 'Z'));
    expect(fromPublishAt(at)).toEqual(ON);
  });

  it('reads 12 AM as midnight and 12 PM as noon', () => {
    expect(toPublishAt({ ...ON, time: '12:00', meridiem: 'AM' })).toBe(new Date(2030, 5, 20, 0, 0).toISOString().replace('.000Z', 'Z'));
    expect(fromPublishAt(new Date(2030, 5, 20, 12, 30).toISOString())).toMatchObject({ time: '12:30', meridiem: 'PM' });
  });

  it('has no publish_at while off or incomplete', () => {
    expect(toPublishAt(SCHEDULE_OFF)).toBeNull();
    expect(toPublishAt({ ...ON, time: '' })).toBeNull();
    expect(fromPublishAt(null)).toEqual(SCHEDULE_OFF);
  });

  it('turning scheduling on for a draft makes it publish', () => {
    const draft = { ...newSurvey(), status: 'draft' as const };
    const scheduled = applySchedule(draft, SCHEDULE_OFF, ON);
    expect(scheduled.status).toBe('publish');
    expect(scheduled.publish_at).toBe(toPublishAt(ON));
  });

  it('setting the status to draft clears the schedule', () => {
    const scheduled = { ...newSurvey(), status: 'publish' as const, publish_at: toPublishAt(ON) };
    expect(applyStatus(scheduled, 'draft')).toMatchObject({ status: 'draft', publish_at: null });
  });

  it('names the save after what it does', () => {
    expect(publishAction('draft', SCHEDULE_OFF)).toBe('draft');
    expect(publishAction('publish', ON)).toBe('schedule');
    expect(publishAction('publish', SCHEDULE_OFF)).toBe('publish');
  });
});
