import { LIST_STRINGS as S } from './strings';
import { Modal } from '../../ui/Modal';

/** Asks before deleting surveys permanently; Escape and Cancel keep them. */
export function ConfirmDeleteDialog({ text, onConfirm, onCancel }: { text: string; onConfirm(): void; onCancel(): void }) {
  return (
    <Modal title={S.confirmDeleteTitle} description={text} onClose={onCancel} dismissOnBackdrop={false} className="surveys-confirm">
      <div className="modal-actions">
        <button type="button" className="button" onClick={onCancel}>
          {S.cancel}
        </button>
        <button type="button" className="button button-primary surveys-destructive" onClick={onConfirm}>
          {S.confirmDelete}
        </button>
      </div>
    </Modal>
  );
}
