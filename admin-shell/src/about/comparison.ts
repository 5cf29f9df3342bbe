/**
 * The Lite vs Pro table (spec 002 §2.6). Unlimited surveys and responses are in both editions;
 * every other row is limited or absent in Lite and full in Pro. The Lite column states what Lite
 * really does (spec 000 §6, spec 002 §6) rather than only a cross.
 */
import { ABOUT_STRINGS } from './strings';

export type Availability = 'included' | 'limited' | 'absent';

export interface ComparisonCell {
  availability: Availability;
  readonly text: string;
}

export interface ComparisonRow {
  readonly feature: string;
  lite: ComparisonCell;
  pro: ComparisonCell;
}

const W = ABOUT_STRINGS.comparison;

/** A cell whose words are read when shown: its own, or 'Included' / 'Not available'. */
function cell(availability: Availability, own: (() => string) | null): ComparisonCell {
  return {
    availability,
    get text() {
      return own ? own() : availability === 'absent' ? W.notAvailable : W.included;
    },
  };
}

/** What each edition has, row by row: [Lite, Pro]. */
const AVAILABILITY: [Availability, Availability][] = [
  ['included', 'included'],
  ['included', 'included'],
  ['limited', 'included'],
  ['absent', 'included'],
  ['limited', 'included'],
  ['limited', 'included'],
  ['limited', 'included'],
  ['limited', 'included'],
  ['absent', 'included'],
  ['limited', 'included'],
  ['limited', 'included'],
  ['absent', 'included'],
  ['limited', 'included'],
  ['absent', 'included'],
  ['limited', 'included'],
];

export const COMPARISON: ComparisonRow[] = AVAILABILITY.map(([lite, pro], i) => {
  const words = W.rows[i]!;
  return {
    get feature() {
      return words.feature;
    },
    lite: cell(lite, 'lite' in words ? () => words.lite : null),
    pro: cell(pro, 'pro' in words ? () => words.pro : null),
  };
});
