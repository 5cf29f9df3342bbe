import { describe, expect, it } from 'vitest';
import { addDays, filtersOf, isDay, lastDays, searchOf, todayUtc } from './filters';

describe('the filters of the address', () => {
  it('takes the days and the viewport asked for', () => {
    const params = new URLSearchParams('from=2026-10-01&to=2026-10-31&viewport=tablet');
    expect(filtersOf(params, '2026-11-25')).toEqual({ from: '2026-10-01', to: '2026-10-31', viewport: 'tablet' });
  });

  it('defaults as the add-on does: to today, from 6 days before to, all viewports', () => {
    expect(filtersOf(new URLSearchParams(), '2026-11-25')).toEqual({ from: '2026-11-19', to: '2026-11-25', viewport: 'all' });
    expect(filtersOf(new URLSearchParams('to=2026-03-02&viewport=watch'), '2026-11-25')).toEqual({
      from: '2026-02-24',
      to: '2026-03-02',
      viewport: 'all',
    });
    expect(filtersOf(new URLSearchParams('from=2026-02-30&to=yesterday'), '2026-11-25')).toEqual({
      from: '2026-11-19',
      to: '2026-11-25',
      viewport: 'all',
    });
  });

  it('writes them back as the endpoints take them', () => {
    expect(searchOf({ from: '2026-11-19', to: '2026-11-25', viewport: 'all' }, 3)).toBe('from=2026-11-19&to=2026-11-25&viewport=all&page=3');
  });
});

describe('days', () => {
  it('knows a real day from a malformed one', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-1-05')).toBe(false);
    expect(isDay('')).toBe(false);
  });

  it('counts in UTC days', () => {
    expect(todayUtc(new Date('2026-11-25T23:59:59-05:00'))).toBe('2026-11-26');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(lastDays(30, '2026-11-25')).toEqual({ from: '2026-10-27', to: '2026-11-25' });
  });
});
