import { QUESTIONS_STRINGS as S } from './strings';
import { Modal } from '../../../ui/Modal';

/** 'Are you sure you want to delete this question? This cannot be undone.' with Cancel and 'Yes, delete'. */
export function DeleteQuestionDialog({ onConfirm, onCancel }: { onConfirm(): void; onCancel(): void }) {
  return (
    <Modal title={S.deleteTitle} description={S.deleteConfirm} onClose={onCancel} className="qs-confirm">
      <div className="modal-actions">
        <button type="button" className="button" onClick={onCancel}>
          {S.cancel}
        </button>
        <button type="button" className="button button-primary qs-danger" onClick={onConfirm}>
          {S.yesDelete}
        </button>
      </div>
    </Modal>
  );
}
