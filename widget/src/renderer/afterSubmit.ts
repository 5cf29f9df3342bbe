/**
 * What happens once a survey is finished and its response posted (spec 002 §4 "Finishing"): the
 * after-submit hooks, the survey's own thank-you redirect first, then the widget modules'
 * `afterSubmit` in load order. All are called at once; the first, in that order, that answers an
 * http(s) redirect wins, so a redirect waits only for the hooks before it. A hook that throws or
 * rejects counts as no redirect.
 */
import type { WidgetAfterSubmit, WidgetAfterSubmitContext } from '@hearken/addon-sdk';
import { debug } from '../attempt';
import { browser } from './flow';

/** `url` when it is an http(s) URL (relative ones resolve against the page), else null. */
export function httpUrl(url: unknown): string | null {
  try {
    return typeof url == 'string' && url && /^https?:$/.test(new URL(url, location.href).protocol) ? url : null;
  } catch {
    return null;
  }
}

export async function afterSubmit(hooks: (WidgetAfterSubmit | undefined)[], ctx: WidgetAfterSubmitContext): Promise<void> {
  const answers = hooks
    .filter((hook) => typeof hook == 'function')
    .map((hook) =>
      Promise.resolve(ctx)
        .then(hook)
        .catch(debug),
    );
  for (const answer of answers) {
    const url = httpUrl((await answer)?.redirect);
    if (url) return browser.go(url);
  }
}
