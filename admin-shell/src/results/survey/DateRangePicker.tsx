import { useId, useState } from 'react';
import { EARLIEST_DAY, formatDay, isDay, type DayRange } from '../dates';
import { RESULTS_STRINGS } from '../strings';
import { PRESETS, presetOf, type PresetId } from './presets';

const S = RESULTS_STRINGS.range;
const CUSTOM = 'custom';

function valid({ from, to }: DayRange, latest: string): boolean {
  return isDay(from) && isDay(to) && EARLIEST_DAY <= from && from <= to && to <= latest;
}

/**
 * A preset list and two day inputs. Presets end on the site's `today`. Days before 2005-01-01 or
 * after `latest` (New York's today, or the site's when later: see `latestDay`) are outside the
 * inputs' bounds and refused when typed (spec 001 §5); a valid pair applies at once.
 */
export function DateRangePicker({
  range,
  today,
  latest,
  onRange,
}: {
  range: DayRange;
  today: string;
  latest: string;
  onRange(range: DayRange): void;
}) {
  const [draft, setDraft] = useState(range);
  const [shown, setShown] = useState(range);
  // A preset (or another survey's default) replaces what the inputs hold.
  if (shown.from !== range.from || shown.to !== range.to) {
    setShown(range);
    setDraft(range);
  }
  const id = useId();
  const preset = presetOf(range, today) ?? CUSTOM;
  const draftValid = valid(draft, latest);

  function edit(next: DayRange) {
    setDraft(next);
    if (valid(next, latest)) onRange(next);
  }

  function choose(value: string) {
    const chosen = PRESETS.find((p) => p.id === (value as PresetId));
    if (chosen) onRange(chosen.range(today));
  }

  return (
    <fieldset className="rs-range">
      <legend className="visually-hidden">{S.legend}</legend>
      <div className="rs-field">
        <label htmlFor={`${id}-preset`}>{S.preset}</label>
        <select id={`${id}-preset`} value={preset} onChange={(event) => choose(event.target.value)}>
          {PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
          <option value={CUSTOM} disabled>
            {S.custom}
          </option>
        </select>
      </div>
      <div className="rs-field">
        <label htmlFor={`${id}-from`}>{S.from}</label>
        <input
          id={`${id}-from`}
          type="date"
          min={EARLIEST_DAY}
          max={draft.to && draft.to <= latest ? draft.to : latest}
          value={draft.from}
          aria-invalid={!draftValid}
          aria-describedby={draftValid ? undefined : `${id}-error`}
          onChange={(event) => edit({ ...draft, from: event.target.value })}
        />
      </div>
      <div className="rs-field">
        <label htmlFor={`${id}-to`}>{S.to}</label>
        <input
          id={`${id}-to`}
          type="date"
          min={draft.from && draft.from >= EARLIEST_DAY ? draft.from : EARLIEST_DAY}
          max={latest}
          value={draft.to}
          aria-invalid={!draftValid}
          aria-describedby={draftValid ? undefined : `${id}-error`}
          onChange={(event) => edit({ ...draft, to: event.target.value })}
        />
      </div>
      {!draftValid && (
        <p id={`${id}-error`} role="alert" className="field-error">
          {S.invalid(formatDay(EARLIEST_DAY), formatDay(latest))}
        </p>
      )}
    </fieldset>
  );
}
