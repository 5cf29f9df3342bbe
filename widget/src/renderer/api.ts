/**
 * The two visitor calls (docs/WIDGET_PROTOCOL.md). Their failures are not shown (spec 002 §8):
 * the impression's failure is ignored; a response the host never took leaves the submitted cookie
 * unset (and stays in the loader's outbox for the next page view; without client storage there is
 * no outbox, and it is lost). The
 * impression answers a single-use submission token, which the response that follows sends.
 */
import type { WidgetSurvey } from '../protocol';
import type { ResponseBody } from './flow';

function surveyPath(host: string, survey: WidgetSurvey, tail: string): string {
  return `${host}/api/v1/surveys/${survey.id}/${tail}`;
}

/** Posts the impression; answers the submission token it hands back, or null. */
export async function postImpression(host: string, survey: WidgetSurvey): Promise<string | null> {
  const nonce = encodeURIComponent(survey.nonces?.impression ?? '');
  try {
    const res = await fetch(surveyPath(host, survey, `impression?nonce=${nonce}`), {
      method: 'POST',
      credentials: 'omit',
    });
    if (!res.ok) return null;
    const counted = (await res.json().catch(() => ({}))) as { submission?: unknown };
    return typeof counted.submission === 'string' ? counted.submission : null;
  } catch {
    return null;
  }
}

/**
 * The saved response (with its id when the host gave one), or null when refused or unreachable.
 * Through the loader's outbox (`send`) it is retried until the host answers for good.
 */
export async function postResponse(
  host: string,
  survey: WidgetSurvey,
  body: ResponseBody,
  send?: (url: string, body: string) => Promise<Response | null>,
): Promise<{ id: number | null } | null> {
  const url = surveyPath(host, survey, 'responses');
  const json = JSON.stringify(body);
  try {
    const res = await (send
      ? send(url, json)
      : fetch(url, { method: 'POST', credentials: 'omit', headers: { 'Content-Type': 'application/json' }, body: json }));
    if (!res?.ok) return null;
    const created = (await res.json().catch(() => ({}))) as { id?: unknown };
    return { id: typeof created.id === 'number' ? created.id : null };
  } catch {
    return null;
  }
}
