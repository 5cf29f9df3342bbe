import { useId, useState } from 'react';
import { HearkenApiError } from '@hearken/addon-sdk';
import { useNotices } from '../../notices/NoticesContext';
import { goToUrl } from '../../page';
import { errorText } from '../../ui/ErrorMessage';
import { useLicenseAction } from '../queries';
import { LICENSE_STRINGS as S } from '../strings';
import { UpgradeErrorDialog } from './UpgradeErrorDialog';

/**
 * A Lite install: entering a key upgrades to Pro (`POST license/upgrade`). A reply with a url
 * leaves for it; otherwise the config is fetched again and the whole admin unlocks in place.
 */
export function LiteLicenseForm({ leave = goToUrl }: { leave?: (url: string) => void }) {
  const id = useId();
  const [key, setKey] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const action = useLicenseAction();
  const { notify } = useNotices();
  const fieldError =
    failure instanceof HearkenApiError ? (failure.fields['key'] ?? failure.message) : failure ? errorText(failure) : null;

  async function connect() {
    setFailure(null);
    notify({ type: 'info', title: S.toasts.wait, timeout: 0, exclusive: true });
    try {
      const outcome = await action.mutateAsync({ action: 'upgrade', key });
      if (outcome.url) {
        leave(outcome.url);
        return;
      }
      notify({ type: 'success', title: outcome.message || S.toasts.success, exclusive: true });
    } catch (error) {
      setFailure(error);
      setDialogOpen(true);
      notify({ type: 'error', title: errorText(error), timeout: 0, exclusive: true });
    }
  }

  return (
    <form
      className="settings-license"
      onSubmit={(event) => {
        event.preventDefault();
        void connect();
      }}
    >
      <p>{S.liteIntro}</p>
      <div className="field">
        <label htmlFor={id}>{S.keyLabel}</label>
        <div className="settings-license-row">
          <input
            id={id}
            value={key}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-error` : undefined}
            onChange={(event) => setKey(event.target.value)}
          />
          <button type="submit" className="button button-primary" disabled={action.isPending}>
            {S.connect}
          </button>
        </div>
        {fieldError && (
          <p id={`${id}-error`} className="field-error">
            {fieldError}
          </p>
        )}
      </div>
      {dialogOpen && <UpgradeErrorDialog detail={errorText(failure)} onClose={() => setDialogOpen(false)} />}
    </form>
  );
}
