import { useState } from 'react';
import { Link } from 'react-router';
import { LICENSE_SETTINGS_PATH } from '../../upgrade/strings';
import { RESULTS_STRINGS } from '../strings';

const S = RESULTS_STRINGS.ai;

/** The dismissal stays in this browser; the spec names no endpoint for it. */
export const AI_UPSELL_DISMISSED_KEY = 'hearken_results_ai_upsell_dismissed';

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(AI_UPSELL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Plans without the AI summary see this notice instead (spec 001 §6), until they dismiss it. */
export function AiUpsellNotice() {
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (dismissed) return null;

  function dismiss() {
    try {
      window.localStorage.setItem(AI_UPSELL_DISMISSED_KEY, '1');
    } catch {
      // Without storage (private browsing) the notice closes for this visit only.
    }
    setDismissed(true);
  }

  return (
    <section className="inline-notice rs-ai-upsell" aria-labelledby="rs-ai-upsell-title">
      <div className="rs-card-header">
        <h2 id="rs-ai-upsell-title">{S.upsellTitle}</h2>
        <button type="button" className="notice-close" aria-label={S.dismiss} onClick={dismiss}>
          ×
        </button>
      </div>
      <p>{S.upsellText}</p>
      <Link className="button button-primary" to={LICENSE_SETTINGS_PATH}>
        {S.upsellLink}
      </Link>
    </section>
  );
}
