/** The Settings step's rule (spec 000 §5): unless pages is 'all', every page rule needs data. */
import type { PageRule, Survey } from '../model/types';

/** A rule's value is missing: null, blank text or an empty list (as the host judges it). */
export function pageRuleEmpty(rule: PageRule): boolean {
  const { data } = rule;
  if (data === null || data === undefined) return true;
  if (typeof data === 'string') return data.trim() === '';
  if (Array.isArray(data)) return data.length === 0;
  return false;
}

/**
 * The step can continue. An expiring run time also needs its month and day: the host will not
 * publish without them, so the step says so before the save does.
 */
export function settingsStepValid(survey: Survey): boolean {
  const { targeting, behavior } = survey.settings;
  const rulesComplete = targeting.pages === 'all' || targeting.page_rules.every((rule) => !pageRuleEmpty(rule));
  const expiryComplete = behavior.run_time !== 'expire' || (behavior.expire_at.month !== null && behavior.expire_at.day !== null);
  return rulesComplete && expiryComplete;
}
