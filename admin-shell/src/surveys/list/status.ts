/** How a survey's status reads in the list (spec 000 §4). */
import type { SurveyListItem } from './queries';
import { LIST_STRINGS as S } from './strings';
import { currentLocale } from '../../language/catalogue';

export type ShownStatus = keyof typeof S.status;

/**
 * Published with a publish_at still to come reads 'Scheduled'. publish_at is a UTC instant
 * (RFC 3339), so comparing it with the browser's clock already accounts for its timezone.
 */
export function shownStatus(survey: Pick<SurveyListItem, 'status' | 'publish_at'>, now = Date.now()): ShownStatus {
  if (survey.status === 'publish' && survey.publish_at) {
    const at = Date.parse(survey.publish_at);
    if (!Number.isNaN(at) && at > now) return 'scheduled';
  }
  return survey.status;
}

/** The created date in the admin's language, e.g. "Mar 4, 2026"; the raw text if it does not parse. */
export function localizedDate(rfc3339: string): string {
  const date = new Date(rfc3339);
  if (Number.isNaN(date.getTime())) return rfc3339;
  return date.toLocaleDateString(currentLocale(), { year: 'numeric', month: 'short', day: 'numeric' });
}
