import { useState } from 'react';
import { useAddonAction } from '../addons/queries';
import { useNotices } from '../notices/NoticesContext';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Dialog } from '@hearken/addon-sdk/ui';
import type { FeatureOwner } from '../config/queries';
import { SETTINGS_STRINGS } from './strings';

const S = SETTINGS_STRINGS.addonPrompt;

/**
 * The license covers a feature whose add-on is not active: offers Install & Activate (or Activate
 * Addon when installed). Activating refreshes the config, which unlocks the control in place.
 */
export function AddonPrompt({ addon, installed, onClose }: { addon: FeatureOwner; installed: boolean; onClose: () => void }) {
  const { mutateAsync, isPending } = useAddonAction();
  const { notify } = useNotices();
  const [error, setError] = useState<unknown>(null);

  async function activate() {
    setError(null);
    try {
      if (!installed) await mutateAsync({ slug: addon.slug, action: 'install' });
      await mutateAsync({ slug: addon.slug, action: 'activate' });
      notify({ type: 'success', title: S.activated, exclusive: true });
      onClose();
    } catch (failure) {
      setError(failure);
    }
  }

  return (
    <Dialog title={S.title(addon.name)} description={S.text(addon.name)} onClose={onClose} className="settings-addon-prompt">
      <ErrorMessage error={error} />
      <div className="modal-actions">
        <button type="button" className="button button-primary" onClick={activate} disabled={isPending}>
          {isPending ? S.working : installed ? S.activateAddon : S.installAndActivate}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {S.cancel}
        </button>
      </div>
    </Dialog>
  );
}
