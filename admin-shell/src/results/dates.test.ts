import { describe, expect, it } from 'vitest';
import { formatDay, pastDays, todayIn } from './dates';

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
});
