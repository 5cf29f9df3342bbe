/**
 * The range of days and the viewport above the list and above one page's view. A day typed in full
 * applies at once (a date input holds '' while a day is half typed, so the inputs keep their own
 * draft until then); the quick ranges end today (UTC) and say which one is in force with
 * `aria-pressed`. The host's messages about a filter (a 422) show under it.
 */
import { SelectField, TextField } from '@hearken/addon-sdk/ui';
import { useState } from 'react';
import { STRINGS } from '../strings';
import { QUICK_RANGES, VIEWPORTS, isDay, lastDays, type DayRange, type Filters } from './filters';
import type { FilterErrors } from '../failures';

const F = STRINGS.filters;
const QUICK_LABEL: Record<(typeof QUICK_RANGES)[number], string> = { 7: F.last7, 30: F.last30 };

export function FilterBar({
  filters,
  today,
  errors,
  onChange,
}: {
  filters: Filters;
  today: string;
  errors: FilterErrors;
  onChange(filters: Filters): void;
}) {
  const [draft, setDraft] = useState<DayRange>(filters);
  const [shown, setShown] = useState<DayRange>(filters);
  // A quick range, or Back, replaces what the inputs hold.
  if (shown.from !== filters.from || shown.to !== filters.to) {
    setShown(filters);
    setDraft(filters);
  }

  function edit(next: DayRange) {
    setDraft(next);
    if (isDay(next.from) && isDay(next.to)) onChange({ ...filters, ...next });
  }

  return (
    <fieldset className="heatmaps-filters">
      <legend className="visually-hidden">{F.legend}</legend>
      <div className="heatmaps-range">
        <TextField
          type="date"
          label={F.from}
          value={draft.from}
          max={isDay(draft.to) ? draft.to : today}
          error={errors.from}
          onChange={(e) => edit({ ...draft, from: e.currentTarget.value })}
        />
        <TextField
          type="date"
          label={F.to}
          value={draft.to}
          {...(isDay(draft.from) ? { min: draft.from } : {})}
          max={today}
          error={errors.to}
          onChange={(e) => edit({ ...draft, to: e.currentTarget.value })}
        />
        <div role="group" aria-label={F.quickLabel} className="heatmaps-quick">
          {QUICK_RANGES.map((days) => {
            const range = lastDays(days, today);
            const current = range.from === filters.from && range.to === filters.to;
            return (
              <button key={days} type="button" className="button" aria-pressed={current} onClick={() => onChange({ ...filters, ...range })}>
                {QUICK_LABEL[days]}
              </button>
            );
          })}
        </div>
      </div>
      <p className="field-hint heatmaps-range-hint">{F.rangeHint}</p>
      <SelectField
        label={F.viewport}
        hint={F.viewportHint}
        value={filters.viewport}
        error={errors.viewport}
        onChange={(e) => onChange({ ...filters, viewport: VIEWPORTS.find((v) => v === e.currentTarget.value) ?? 'all' })}
      >
        {VIEWPORTS.map((viewport) => (
          <option key={viewport} value={viewport}>
            {F.viewports[viewport]}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}
