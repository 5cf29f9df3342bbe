import { describe, expect, it } from 'vitest';
import { formatDay, formatInstant, latestDay, pastDays, todayIn } from './dates';

describe('results days', () => {
  it('today is New York’s: 03:00 UTC on March 11 is still March 10 there', () => {
    expect(todayIn('America/New_York', new Date('2026-03-11T03:00:00Z'))).toBe('2026-03-10');
    expect(todayIn('America/New_York', new Date('2026-03-11T05:00:00Z'))).toBe('2026-03-11');
  });

  it('formats days as Month D, YYYY', () => {
    expect(formatDay('2026-03-05')).toBe('March 5, 2026');
    expect(formatDay('2005-01-01')).toBe('January 1, 2005');
  });

  it('the past N days end today and include it, across a month end', () => {
    expect(pastDays(7, '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
  });

  it('the picker’s last day is New York’s today, or the site’s when that has begun first', () => {
    // 23:30 in New York (EST) is 04:30 UTC the next day.
    const lateInNewYork = new Date('2026-11-24T04:30:00Z');
    expect(latestDay('UTC', lateInNewYork)).toBe('2026-11-24');
    expect(latestDay('America/New_York', lateInNewYork)).toBe('2026-11-23');
    // 00:30 UTC is 19:30 in New York the day before.
    const justAfterMidnightUtc = new Date('2026-11-24T00:30:00Z');
    expect(latestDay('UTC', justAfterMidnightUtc)).toBe('2026-11-24');
    expect(latestDay('America/Los_Angeles', justAfterMidnightUtc)).toBe('2026-11-23');
  });

  it('formats an instant on the site’s calendar', () => {
    expect(formatInstant('2026-11-24T04:30:00Z', 'America/New_York')).toBe('November 23, 2026');
    expect(formatInstant('2026-11-24T04:30:00Z', 'UTC')).toBe('November 24, 2026');
  });
});
