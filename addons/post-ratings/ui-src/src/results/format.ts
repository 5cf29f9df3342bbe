/** How numbers and dates of the results read. */
import { STRINGS } from '../strings';

/** An average out of 5 with one decimal at most, as the widget shows it: '4.3/5'. */
export function averageOf(average: number): string {
  return STRINGS.results.outOfFive(Math.round(average * 10) / 10);
}

const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An RFC 3339 time as the browser's date and time; the text as it came when it is not a date. */
export function dateTimeOf(rfc3339: string): string {
  const date = new Date(rfc3339);
  return Number.isNaN(date.getTime()) ? rfc3339 : DATE_TIME.format(date);
}
