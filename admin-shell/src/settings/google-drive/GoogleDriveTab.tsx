import { useState } from 'react';
import { useGate } from '../gate';
import { DRIVE_STRINGS as S } from '../strings';

/**
 * Spec 002 §2.3, the not-connected card. Needs Pro and the add-on that owns the `google_drive` setting: otherwise signing in
 * opens the upgrade modal (or Install & Activate for a license that covers it). The provider's
 * sign-in flow is not built, so an unlocked Sign in says so instead of leaving the page.
 */
export default function GoogleDriveTab() {
  const { gate, prompt } = useGate();
  const [explained, setExplained] = useState(false);
  const access = gate({ feature: S.feature, plan: 'pro', ownerKey: 'google_drive' });

  return (
    <section className="settings-card settings-drive" aria-labelledby="settings-drive-title">
      <div className="settings-drive-header">
        <h2 id="settings-drive-title">{S.title}</h2>
        <span className="settings-badge">{S.notConnected}</span>
      </div>
      <p>{S.description}</p>
      <p className="settings-hint">{S.help}</p>
      <p>
        <a href={S.docsUrl} target="_blank" rel="noreferrer">
          {S.docs}
        </a>
      </p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => (access.kind === 'open' ? setExplained(true) : prompt(access))}
      >
        {S.signIn}
      </button>
      <div role="status">{explained && <p>{S.notBuilt}</p>}</div>
    </section>
  );
}
