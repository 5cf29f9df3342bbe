/**
 * The site's calendar as the results screens need it: its time zone (`timezone` in `GET config`),
 * its today, and the last day the date picker offers. Null until the config has loaded.
 */
import { useConfig } from '../config/queries';
import { latestDay, todayIn } from './dates';

export interface SiteDays {
  /** IANA name of the site's time zone. */
  zone: string;
  /** The site's today, `YYYY-MM-DD`. */
  today: string;
  /** The date picker's last day (see `latestDay`). */
  latest: string;
}

export function siteDays(zone: string, now: Date = new Date()): SiteDays {
  return { zone, today: todayIn(zone, now), latest: latestDay(zone, now) };
}

export function useSiteDays(): SiteDays | null {
  const zone = useConfig().data?.timezone;
  return zone ? siteDays(zone) : null;
}
