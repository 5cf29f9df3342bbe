import { useId, useState } from 'react';
import { useAddonAction } from '../addons/queries';
import { useNotices } from '../notices/NoticesContext';
import { ErrorMessage } from '../ui/ErrorMessage';
import { useDialogFocus } from '../ui/useDialogFocus';
import type { AddonRef } from './gate';
import { SETTINGS_STRINGS } from './strings';

const S = SETTINGS_STRINGS.addonPrompt;

/**
 * The license covers a feature whose add-on is not active: offers Install & Activate (or Activate
 * Addon when installed). Activating refreshes the config, which unlocks the control in place.
 */
export function AddonPrompt({ addon, installed, onClose }: { addon: AddonRef; installed: boolean; onClose: () => void }) {
  const ref = useDialogFocus<HTMLDivElement>(onClose);
  const titleId = useId();
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
    <div className="modal-backdrop" onClick={onClose}>
      <div
        ref={ref}
        className="modal settings-addon-prompt"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={titleId}>{S.title(addon.title)}</h2>
        <p>{S.text(addon.title)}</p>
        <ErrorMessage error={error} />
        <div className="modal-actions">
          <button type="button" className="button button-primary" onClick={activate} disabled={isPending}>
            {isPending ? S.working : installed ? S.activateAddon : S.installAndActivate}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {S.cancel}
          </button>
        </div>
      </div>
    </div>
  );
}
