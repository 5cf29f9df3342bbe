/**
 * The thank-you redirects (spec 000 §4–§5, 002 §4–§5): after a response is stored, a survey whose
 * thank-you type is `redirect` sends the visitor to its page, and one whose type is
 * `conditional_redirect` to the page of the first condition the answers match (none: the
 * thank-you message stays). The host copies each page's URL to `redirect_url` when the survey is
 * saved.
 */
import { answerIdKey, compareAnswer, type WidgetAfterSubmit, type WidgetAnswer, type WidgetSurvey } from '@hearken/addon-sdk';

interface Condition {
  question?: unknown;
  condition_type?: string;
  condition?: unknown;
  redirect_url?: string | null;
}

interface ThankYou {
  type?: string;
  redirect_url?: string | null;
  conditions?: Condition[];
}

/** Where the thank-you sends the visitor after these answers, or null. */
export function redirectUrl(survey: WidgetSurvey, answers: WidgetAnswer[]): string | null {
  const thankYou = (survey.settings as { thank_you?: ThankYou } | undefined)?.thank_you;
  if (thankYou?.type === 'redirect') return thankYou.redirect_url || null;
  if (thankYou?.type !== 'conditional_redirect') return null;
  const values = new Map(answers.map((a) => [answerIdKey(a.question_id), a.value]));
  const hit = (thankYou.conditions ?? []).find(
    (c) => c.redirect_url && compareAnswer(c.condition_type ?? '', values.get(answerIdKey(c.question)), c.condition),
  );
  return hit?.redirect_url || null;
}

export const afterSubmit: WidgetAfterSubmit = ({ survey, answers }) => {
  const redirect = redirectUrl(survey, answers);
  if (redirect) return { redirect };
};
