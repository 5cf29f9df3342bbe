/** The navigator's order of a survey's responses (spec 001 §4): newest first. */
import type { SurveyResponse } from '../types';

function time(response: SurveyResponse): number {
  const at = Date.parse(response.submitted_at);
  return Number.isNaN(at) ? Number.NEGATIVE_INFINITY : at;
}

/** Newest submission first; responses sent at the same instant, the higher id first. */
export function newestFirst(responses: readonly SurveyResponse[]): SurveyResponse[] {
  return [...responses].sort((a, b) => time(b) - time(a) || b.id - a.id);
}
