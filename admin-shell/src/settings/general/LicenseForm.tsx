import { useState } from 'react';
import { useNotices } from '../../notices/NoticesContext';
import { errorText } from '../../ui/ErrorMessage';
import { PLAN_NAMES } from '../../upgrade/tier';
import { useLicenseAction } from '../queries';
import { LICENSE_STRINGS as S } from '../strings';
import type { License } from '../types';
import { keyRefusal, LicenseKeyField } from './LicenseKeyField';
import { useDebounced } from './useDebounced';

/** Spec 002 §9: the license input waits this long after the last keystroke before verifying. */
export const LICENSE_DEBOUNCE_MS = 500;

/**
 * A licensed (Pro) install: the stored key, verified on change (debounced) or with Verify;
 * Deactivate when there is a key and a type; Refresh re-checks the stored key.
 */
export function LicenseForm({ license }: { license: License }) {
  // The key being typed; null shows the stored key (a successful verify clears the edit).
  const [edited, setEdited] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const action = useLicenseAction();
  const { notify, close } = useNotices();
  const key = edited ?? license.key;

  // A refused key is said once, under the key; any other failure once, in a toast.
  async function verify(value: string) {
    setError(null);
    const wait = notify({ type: 'info', title: S.toasts.verifying, timeout: 0, exclusive: true });
    try {
      const outcome = await action.mutateAsync({ action: 'verify', key: value });
      setEdited(null);
      notify({ type: 'success', title: outcome.message || S.toasts.success, exclusive: true });
    } catch (failure) {
      const refused = keyRefusal(failure);
      if (refused) {
        close(wait);
        setError(refused);
      } else {
        notify({ type: 'error', title: errorText(failure), timeout: 0, exclusive: true });
      }
    }
  }
  const debounced = useDebounced((value: string) => {
    if (value.trim() !== '') void verify(value);
  }, LICENSE_DEBOUNCE_MS);

  async function deactivate() {
    debounced.cancel();
    setError(null);
    notify({ type: 'info', title: S.toasts.wait, timeout: 0, exclusive: true });
    try {
      const outcome = await action.mutateAsync({ action: 'deactivate' });
      setEdited(null);
      notify({ type: 'success', title: outcome.message || S.toasts.success, exclusive: true });
    } catch (failure) {
      notify({ type: 'error', title: errorText(failure), timeout: 0, exclusive: true });
    }
  }

  async function refresh() {
    notify({ type: 'info', title: S.toasts.refreshing, timeout: 0, exclusive: true });
    try {
      const outcome = await action.mutateAsync({ action: 'validate' });
      notify({ type: outcome.success ? 'success' : 'error', title: outcome.message, timeout: outcome.success ? 5 : 0, exclusive: true });
    } catch (failure) {
      notify({ type: 'error', title: `${S.refreshError}: ${errorText(failure)}`, timeout: 0, exclusive: true });
    }
  }

  const plan = license.type in PLAN_NAMES ? PLAN_NAMES[license.type as keyof typeof PLAN_NAMES] : license.type;
  return (
    <form
      className="settings-license"
      onSubmit={(event) => {
        event.preventDefault();
        debounced.cancel();
        void verify(key);
      }}
    >
      <p>{S.proIntro}</p>
      <LicenseKeyField
        value={key}
        error={error}
        onChange={(next) => {
          setEdited(next);
          debounced.call(next);
        }}
      >
        <button type="submit" className="button button-primary" disabled={action.isPending}>
          {S.verify}
        </button>
        {license.key !== '' && license.type !== '' && (
          <button type="button" className="button" onClick={deactivate} disabled={action.isPending}>
            {S.deactivate}
          </button>
        )}
        <button type="button" className="button" onClick={refresh} disabled={action.isPending}>
          {S.refresh}
        </button>
      </LicenseKeyField>
      {plan && <p>{S.typeLabel(plan)}</p>}
      {license.expires && <p>{S.expiresLabel(license.expires)}</p>}
    </form>
  );
}
