import { useId } from 'react';
import { Dialog } from '@hearken/addon-sdk/ui';
import { describeCapabilities, type ConsentRequest } from './capabilities';
import { ADDONS_STRINGS as S } from './strings';

/**
 * Asks before installing a package no trusted publisher signed: the host's warning, who made it
 * and what it may do. Focus starts on Cancel. While installing, the dialog stays open (closing it
 * would not stop the install) and the button says so; it is `aria-disabled` rather than
 * `disabled` so focus stays on it instead of falling out of the dialog.
 */
export function InstallConsentDialog({
  request,
  installing,
  onInstall,
  onCancel,
}: {
  request: ConsentRequest;
  installing: boolean;
  onInstall(): void;
  onCancel(): void;
}) {
  const listId = useId();
  const { addon } = request;
  const cancel = () => {
    if (!installing) onCancel();
  };
  return (
    <Dialog title={S.consentTitle(addon.title)} description={request.message} onClose={cancel}>
      <dl>
        <dt>{S.consentAuthor}</dt>
        <dd>{addon.author}</dd>
        <dt>{S.consentVersion}</dt>
        <dd>{addon.version}</dd>
      </dl>
      <h3 id={listId}>{S.whatItMayDo}</h3>
      <ul aria-labelledby={listId}>
        {describeCapabilities(request.capabilities).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="modal-actions">
        <button type="button" className="button" disabled={installing} onClick={cancel}>
          {S.consentCancel}
        </button>
        <button
          type="button"
          className="button button-primary"
          aria-disabled={installing || undefined}
          onClick={() => {
            if (!installing) onInstall();
          }}
        >
          {installing ? S.consentInstalling : S.consentInstall}
        </button>
      </div>
    </Dialog>
  );
}
