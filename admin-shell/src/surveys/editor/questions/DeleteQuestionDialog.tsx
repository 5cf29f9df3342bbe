import { useId } from 'react';
import { useDialogFocus } from '../../../ui/useDialogFocus';
import { QUESTIONS_STRINGS as S } from './strings';

/** 'Are you sure you want to delete this question? This cannot be undone.' with Cancel and 'Yes, delete'. */
export function DeleteQuestionDialog({ onConfirm, onCancel }: { onConfirm(): void; onCancel(): void }) {
  const ref = useDialogFocus<HTMLDivElement>(onCancel);
  const titleId = useId();
  const textId = useId();
  return (
    <div className="modal-backdrop" onClick={onCancel}>
      <div
        ref={ref}
        className="modal qs-confirm"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id={titleId}>{S.deleteTitle}</h2>
        <p id={textId}>{S.deleteConfirm}</p>
        <div className="modal-actions">
          <button type="button" className="button" onClick={onCancel}>
            {S.cancel}
          </button>
          <button type="button" className="button button-primary qs-danger" onClick={onConfirm}>
            {S.yesDelete}
          </button>
        </div>
      </div>
    </div>
  );
}
