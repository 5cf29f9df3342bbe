import { Modal } from '../../ui/Modal';
import { RESPONSES_STRINGS as S } from './strings';

/** Asks before deleting responses permanently; Escape and Cancel keep them. */
export function ConfirmDeleteDialog({ count, onConfirm, onCancel }: { count: number; onConfirm(): void; onCancel(): void }) {
  return (
    <Modal title={S.confirmDeleteTitle} description={S.confirmDeleteText(count)} onClose={onCancel} dismissOnBackdrop={false}>
      <div className="modal-actions">
        <button type="button" className="button" onClick={onCancel}>
          {S.cancel}
        </button>
        <button type="button" className="button button-primary rr-destructive" onClick={onConfirm}>
          {S.confirmDelete}
        </button>
      </div>
    </Modal>
  );
}
