/**
 * The two visitor calls (docs/WIDGET_PROTOCOL.md). Their failures are not shown (spec 002 §8):
 * the impression is fire-and-forget; a failed response leaves the submitted cookie unset.
 */
import type { WidgetSurvey } from '../protocol';
import type { ResponseBody } from './flow';

function surveyPath(host: string, survey: WidgetSurvey, tail: string): string {
  return `${host}/api/v1/surveys/${survey.id}/${tail}`;
}

export function postImpression(host: string, survey: WidgetSurvey): void {
  const nonce = encodeURIComponent(survey.nonces?.impression ?? '');
  fetch(surveyPath(host, survey, `impression?nonce=${nonce}`), { method: 'POST', credentials: 'omit' }).catch(
    () => undefined,
  );
}

/** The saved response (with its id when the host gave one), or null when refused or unreachable. */
export async function postResponse(
  host: string,
  survey: WidgetSurvey,
  body: ResponseBody,
): Promise<{ id: number | null } | null> {
  try {
    const res = await fetch(surveyPath(host, survey, 'responses'), {
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) return null;
    const created = (await res.json().catch(() => ({}))) as { id?: unknown };
    return { id: typeof created.id === 'number' ? created.id : null };
  } catch {
    return null;
  }
}
