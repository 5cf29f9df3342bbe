import { useId } from 'react';
import { useDialogFocus } from '../../ui/useDialogFocus';
import { LIST_STRINGS as S } from './strings';

/** Asks before deleting surveys permanently; Escape and Cancel keep them. */
export function ConfirmDeleteDialog({ text, onConfirm, onCancel }: { text: string; onConfirm(): void; onCancel(): void }) {
  const ref = useDialogFocus<HTMLDivElement>(onCancel);
  const titleId = useId();
  const textId = useId();
  return (
    <div className="modal-backdrop">
      <div ref={ref} className="modal surveys-confirm" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
        <h2 id={titleId}>{S.confirmDeleteTitle}</h2>
        <p id={textId}>{text}</p>
        <div className="modal-actions">
          <button type="button" className="button" onClick={onCancel}>
            {S.cancel}
          </button>
          <button type="button" className="button button-primary surveys-destructive" onClick={onConfirm}>
            {S.confirmDelete}
          </button>
        </div>
      </div>
    </div>
  );
}
