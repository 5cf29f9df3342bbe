import { useState } from 'react';
import { useGate } from '../gate';
import { DRIVE_STRINGS as S } from '../strings';

/**
 * Spec 002 §2.3, the not-connected card: the shell's fallback. The google-drive add-on's
 * `settings-tab` (or the shell's locked placeholder for it) takes this tab's place; this card shows
 * only where no add-on declares the tab, or when its remote fails to load. Signing in needs Pro
 * and the add-on that owns the `google_drive` setting: otherwise it opens the upgrade modal (or
 * Install & Activate); unlocked, the remote did not load, and the card says so.
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
