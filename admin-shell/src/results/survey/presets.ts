/**
 * The date picker's presets (spec 001 §2) and the default range. "Last N days" are the N days
 * ending today; "Last Week" is the previous Monday–Sunday; "Last Month" the previous calendar month.
 */
import { addDays, pastDays, previousMonth, weekday, type DayRange } from '../dates';
import { RESULTS_STRINGS } from '../strings';

export type PresetId = keyof typeof RESULTS_STRINGS.range.presets;

export interface Preset {
  id: PresetId;
  /** Read when shown, in the admin's language. */
  readonly label: string;
  range(today: string): DayRange;
}

const LABELS = RESULTS_STRINGS.range.presets;

function lastWeek(today: string): DayRange {
  const thisMonday = addDays(today, -((weekday(today) + 6) % 7));
  return { from: addDays(thisMonday, -7), to: addDays(thisMonday, -1) };
}

export const PRESETS: readonly Preset[] = [
  { id: 'today', get label() { return LABELS.today; }, range: (today) => ({ from: today, to: today }) },
  { id: 'yesterday', get label() { return LABELS.yesterday; }, range: (today) => ({ from: addDays(today, -1), to: addDays(today, -1) }) },
  { id: 'lastWeek', get label() { return LABELS.lastWeek; }, range: lastWeek },
  { id: 'lastMonth', get label() { return LABELS.lastMonth; }, range: previousMonth },
  { id: 'last7', get label() { return LABELS.last7; }, range: (today) => pastDays(7, today) },
  { id: 'last30', get label() { return LABELS.last30; }, range: (today) => pastDays(30, today) },
  { id: 'last90', get label() { return LABELS.last90; }, range: (today) => pastDays(90, today) },
];

/** spec 001 §9: the last 30 days. */
export function defaultRange(today: string): DayRange {
  return pastDays(30, today);
}

/** The first preset giving exactly `range` today, if any. */
export function presetOf(range: DayRange, today: string): PresetId | null {
  return PRESETS.find((preset) => {
    const candidate = preset.range(today);
    return candidate.from === range.from && candidate.to === range.to;
  })?.id ?? null;
}
