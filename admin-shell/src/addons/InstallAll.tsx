import type { AddonItem } from '@hearken/addon-sdk';
import { InlineBanner } from '@hearken/addon-sdk/ui';
import { ADDONS_STRINGS } from './strings';
import { useConsentPrompt } from './useConsentPrompt';
import { installable, useInstallAll, type InstallAllSummary } from './useInstallAll';

const S = ADDONS_STRINGS.installAll;

/**
 * Above the cards of a licensed site: how many add-ons the license includes that are not installed,
 * and one button that installs and activates them all, saying "Installing 3 of 7: …" as it goes
 * and, at the end, what it did. Both in one live region that stays on the page (not a toast).
 */
export function InstallAll({ addons }: { addons: readonly AddonItem[] }) {
  const consent = useConsentPrompt();
  const { progress, summary, run } = useInstallAll(consent.ask);
  const waiting = installable(addons).length;
  if (waiting === 0 && !progress && !summary) return null;

  return (
    <InlineBanner title={S.heading}>
      {waiting > 0 && !progress && <p>{S.intro(waiting)}</p>}
      {/* Stays, aria-disabled rather than disabled, while it runs and once done: focus stays on it. */}
      <button
        type="button"
        className="button button-primary"
        aria-disabled={progress !== null || waiting === 0 || undefined}
        aria-busy={progress !== null}
        onClick={() => {
          if (progress === null && waiting > 0) void run(addons);
        }}
      >
        {S.button}
      </button>
      <div role="status" className="addons-install-all-status">
        {progress && <p>{S.progress(progress.index, progress.total, progress.title)}</p>}
        {summary && <Summary summary={summary} />}
      </div>
      {consent.dialog}
    </InlineBanner>
  );
}

function Summary({ summary }: { summary: InstallAllSummary }) {
  return (
    <>
      {summary.installed.length > 0 && <p className="success-message">{S.done(summary.installed.length)}</p>}
      {summary.notInstalled.length > 0 && (
        <>
          <p className="error-message">{S.notInstalled(summary.notInstalled.length)}</p>
          <ul>
            {summary.notInstalled.map(({ title, reason }) => (
              <li key={title}>{reason === null ? S.declined(title) : S.failed(title, reason)}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
