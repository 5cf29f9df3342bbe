/**
 * The two visitor calls (docs/WIDGET_PROTOCOL.md). Their failures are not shown (spec 002 §8):
 * the impression's failure is ignored; a response the host never took leaves the submitted cookie
 * unset (and stays in the loader's outbox for the next page view; without client storage there is
 * no outbox, and it is lost); a partial response (`complete: false`) is posted once, its failure
 * ignored, as the next post covers it. The impression answers a single-use submission token, which
 * the responses that follow send.
 */
import type { WidgetSurvey } from '../protocol';
import type { ResponseBody } from './flow';

type Send = (url: string, body: string) => Promise<Response | null>;

/**
 * POSTs to the survey's `tail` (with `json`, through `send` when given) and answers the host's
 * JSON answer ({} when it is not JSON), or null when refused or unreachable.
 */
async function call(host: string, survey: WidgetSurvey, tail: string, json?: string, send?: Send | false) {
  const url = `${host}/api/v1/surveys/${survey.id}/${tail}`;
  try {
    const res = await (send
      ? send(url, json!)
      : // No body, no Content-Type: the impression stays a CORS simple request.
        fetch(url, { method: 'POST', credentials: 'omit', ...(json && { headers: { 'Content-Type': 'application/json' }, body: json }) }));
    return res?.ok ? ((await res.json().catch(() => ({}))) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Posts the impression; answers the submission token it hands back, or null. */
export async function postImpression(host: string, survey: WidgetSurvey): Promise<string | null> {
  const counted = await call(host, survey, `impression?nonce=${encodeURIComponent(survey.nonces?.impression ?? '')}`);
  return typeof counted?.submission == 'string' ? counted.submission : null;
}

/**
 * The saved response (with its id when the host gave one, and whether it ends the survey), or null
 * when refused or unreachable.
 * Through the loader's outbox (`send`) it is retried until the host answers for good; without it
 * (none given, or false for a partial response) it is posted once.
 */
export async function postResponse(
  host: string,
  survey: WidgetSurvey,
  body: ResponseBody,
  send?: Send | false,
): Promise<{ id: number | null; end: boolean } | null> {
  const created = await call(host, survey, 'responses', JSON.stringify(body), send);
  // `end`: a page whose answer filled a quota that ends the survey is stored over quota.
  return created && { id: typeof created.id == 'number' ? created.id : null, end: created.status == 'over_quota' };
}
