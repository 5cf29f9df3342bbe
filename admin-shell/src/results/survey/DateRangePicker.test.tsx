import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DayRange } from '../dates';
import { siteDays } from '../siteDays';
import { RESULTS_STRINGS } from '../strings';
import { DateRangePicker } from './DateRangePicker';
import { defaultRange } from './presets';

const S = RESULTS_STRINGS.range;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 23:00 on Tuesday March 10 in New York, already March 11 in UTC.
  vi.setSystemTime(new Date('2026-03-11T03:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

function showPicker(zone = 'America/New_York') {
  const applied: DayRange[] = [];
  function Harness() {
    const { today, latest } = siteDays(zone);
    const [range, setRange] = useState(() => defaultRange(today));
    return (
      <DateRangePicker
        range={range}
        today={today}
        latest={latest}
        onRange={(next) => {
          applied.push(next);
          setRange(next);
        }}
      />
    );
  }
  render(<Harness />);
  return applied;
}

const from = () => screen.getByLabelText(S.from);
const to = () => screen.getByLabelText(S.to);

describe('Date range picker', () => {
  it('at 00:30 UTC with the site in UTC, offers the site’s today although New York’s has not begun', () => {
    vi.setSystemTime(new Date('2026-03-11T00:30:00Z'));
    showPicker('UTC');

    expect(to()).toHaveValue('2026-03-11');
    expect(to()).toHaveAttribute('max', '2026-03-11');
    expect(from()).toHaveValue('2026-02-10');
  });

  it('with the site in UTC, a day after both todays is refused', async () => {
    vi.setSystemTime(new Date('2026-03-11T00:30:00Z'));
    const applied = showPicker('UTC');

    fireEvent.change(to(), { target: { value: '2026-03-12' } });

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(applied).toEqual([]);
  });

  it('starts on the last 30 days, ending today in New York', () => {
    showPicker();

    expect(screen.getByRole('combobox', { name: S.preset })).toHaveDisplayValue(S.presets.last30);
    expect(from()).toHaveValue('2026-02-09');
    expect(to()).toHaveValue('2026-03-10');
    expect(to()).toHaveAttribute('max', '2026-03-10');
    expect(from()).toHaveAttribute('min', '2005-01-01');
  });

  it.each([
    [S.presets.today, '2026-03-10', '2026-03-10'],
    [S.presets.yesterday, '2026-03-09', '2026-03-09'],
    [S.presets.lastWeek, '2026-03-02', '2026-03-08'],
    [S.presets.lastMonth, '2026-02-01', '2026-02-28'],
    [S.presets.last7, '2026-03-04', '2026-03-10'],
    [S.presets.last90, '2025-12-11', '2026-03-10'],
  ])('the preset %s applies %s to %s', async (label, first, last) => {
    const applied = showPicker();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: S.preset }), label);

    expect(applied.at(-1)).toEqual({ from: first, to: last });
    expect(from()).toHaveValue(first);
    expect(to()).toHaveValue(last);
    expect(screen.getByRole('combobox', { name: S.preset })).toHaveDisplayValue(label);
  });

  it('typed days apply at once and the preset reads Custom range', () => {
    const applied = showPicker();

    fireEvent.change(from(), { target: { value: '2026-01-15' } });

    expect(applied).toEqual([{ from: '2026-01-15', to: '2026-03-10' }]);
    expect(screen.getByRole('combobox', { name: S.preset })).toHaveDisplayValue(S.custom);
  });

  it('refuses a day after today in New York and one before 2005', () => {
    const applied = showPicker();

    fireEvent.change(to(), { target: { value: '2026-03-11' } });
    expect(screen.getByRole('alert')).toHaveTextContent(S.invalid('January 1, 2005', 'March 10, 2026'));
    expect(to()).toHaveAttribute('aria-invalid', 'true');
    expect(applied).toEqual([]);

    fireEvent.change(to(), { target: { value: '2026-03-10' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.change(from(), { target: { value: '2004-12-31' } });
    expect(screen.getByRole('alert')).toBeInTheDocument();

    // Only the valid pair typed back in between was applied.
    expect(applied).toEqual([{ from: '2026-02-09', to: '2026-03-10' }]);
  });
});
