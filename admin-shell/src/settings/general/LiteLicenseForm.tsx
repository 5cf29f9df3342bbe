import { useState } from 'react';
import { useNotices } from '../../notices/NoticesContext';
import { errorText } from '../../ui/ErrorMessage';
import { useLicenseAction } from '../queries';
import { LICENSE_STRINGS as S } from '../strings';
import { keyFieldMessage, LicenseKeyField } from './LicenseKeyField';
import { UpgradeErrorDialog } from './UpgradeErrorDialog';

/**
 * A Lite install: entering a key upgrades to Pro (`POST license/upgrade`): the config is fetched
 * again and the whole admin unlocks in place.
 */
export function LiteLicenseForm() {
  const [key, setKey] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const action = useLicenseAction();
  const { notify } = useNotices();
  const fieldError = failure ? keyFieldMessage(failure) : null;

  async function connect() {
    setFailure(null);
    notify({ type: 'info', title: S.toasts.wait, timeout: 0, exclusive: true });
    try {
      const outcome = await action.mutateAsync({ action: 'upgrade', key });
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
      <LicenseKeyField value={key} error={fieldError} onChange={setKey}>
        <button type="submit" className="button button-primary" disabled={action.isPending}>
          {S.connect}
        </button>
      </LicenseKeyField>
      {dialogOpen && <UpgradeErrorDialog detail={errorText(failure)} onClose={() => setDialogOpen(false)} />}
    </form>
  );
}
