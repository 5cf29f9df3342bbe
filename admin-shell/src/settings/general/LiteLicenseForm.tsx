import { useState } from 'react';
import { useNotices } from '../../notices/NoticesContext';
import { errorText } from '../../ui/ErrorMessage';
import { useLicenseAction } from '../queries';
import { LICENSE_STRINGS as S } from '../strings';
import { keyRefusal, LicenseKeyField } from './LicenseKeyField';
import { UpgradeErrorDialog } from './UpgradeErrorDialog';

/**
 * A Lite install: entering a key upgrades to Pro (`POST license/upgrade`): the config is fetched
 * again and the whole admin unlocks in place.
 */
export function LiteLicenseForm() {
  const [key, setKey] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const action = useLicenseAction();
  const { notify, close } = useNotices();

  // Each failure is said once, where it belongs: a refused key (invalid, expired, disabled) under
  // the key, in the server's words; only a failed upgrade itself (the server unreachable or in
  // error) gets the spec's 'try again or install manually' dialog.
  async function connect() {
    setRefusal(null);
    setFailure(null);
    const wait = notify({ type: 'info', title: S.toasts.wait, timeout: 0, exclusive: true });
    try {
      const outcome = await action.mutateAsync({ action: 'upgrade', key });
      notify({ type: 'success', title: outcome.message || S.toasts.success, exclusive: true });
    } catch (error) {
      close(wait);
      const refused = keyRefusal(error);
      if (refused) setRefusal(refused);
      else setFailure(error);
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
      <LicenseKeyField value={key} error={refusal} onChange={setKey}>
        <button type="submit" className="button button-primary" disabled={action.isPending}>
          {S.connect}
        </button>
      </LicenseKeyField>
      {failure !== null && <UpgradeErrorDialog detail={errorText(failure)} onClose={() => setFailure(null)} />}
    </form>
  );
}
