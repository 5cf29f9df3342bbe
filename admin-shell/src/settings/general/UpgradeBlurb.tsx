import { useState } from 'react';
import { PRICING_URL } from '../../upgrade/strings';
import { LICENSE_STRINGS } from '../strings';

const S = LICENSE_STRINGS.blurb;
/** The blurb stays dismissed in this browser; the spec names no endpoint for it. */
export const BLURB_DISMISSED_KEY = 'hearken_settings_upgrade_blurb_dismissed';

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(BLURB_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Lite only, General tab only: what Pro adds and the 50% off for Lite users. */
export function UpgradeBlurb() {
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (dismissed) return null;

  function dismiss() {
    try {
      window.localStorage.setItem(BLURB_DISMISSED_KEY, '1');
    } catch {
      // Private browsing without storage: the blurb closes for this visit only.
    }
    setDismissed(true);
  }

  return (
    <section className="inline-notice settings-blurb" aria-labelledby="settings-blurb-title">
      <div className="settings-blurb-header">
        <h2 id="settings-blurb-title">{S.title}</h2>
        <button type="button" className="notice-close" aria-label={S.dismiss} onClick={dismiss}>
          ×
        </button>
      </div>
      <p>{S.intro}</p>
      <ul>
        {S.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <p className="upgrade-bonus">{S.bonus}</p>
      <a className="button button-primary" href={PRICING_URL} target="_blank" rel="noreferrer">
        {S.link}
      </a>
    </section>
  );
}
