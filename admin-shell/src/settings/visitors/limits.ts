/** The ranges of Settings → Visitors, as the host checks them (host/src/settings/values.rs). */
import type { GlobalSettings } from '../types';
import { VISITORS_STRINGS as S } from './strings';

/** A cooldown in days; 0 turns it off. */
export const COOLDOWN_DAYS = { min: 0, max: 365 } as const;
/** Surveys per visit while the limit is on (off is 0). */
export const SURVEYS_PER_VISIT = { min: 1, max: 100 } as const;

function whole(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** Field errors of the visitor settings, keyed by setting. */
export function visitorErrors(settings: GlobalSettings): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const name of ['cooldown_after_shown_days', 'cooldown_after_answered_days'] as const) {
    if (!whole(settings[name], COOLDOWN_DAYS.min, COOLDOWN_DAYS.max)) errors[name] = S.cooldownRange;
  }
  if (!whole(settings.surveys_per_visit, 0, SURVEYS_PER_VISIT.max)) errors['surveys_per_visit'] = S.perVisitRange;
  return errors;
}
