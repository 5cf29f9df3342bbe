import { Modal } from '../ui/Modal';
import { useDeleteUser, type User } from './queries';
import { ACCESS_SCREEN_STRINGS as S } from './strings';
import { useOutcome } from './useOutcome';

/** Asks before deleting a user for good; Escape and Cancel keep them. */
export function DeleteUserDialog({ user, onClose }: { user: User; onClose(): void }) {
  const remove = useDeleteUser();
  const outcome = useOutcome();

  async function confirm() {
    try {
      await remove.mutateAsync(user.id);
      outcome.succeeded(S.userDeleted);
    } catch (error) {
      outcome.failed(error);
    }
    onClose();
  }

  return (
    <Modal
      title={S.deleteTitle}
      description={S.confirmDelete(user.email)}
      onClose={onClose}
      role="alertdialog"
      dismissOnBackdrop={false}
    >
      <div className="modal-actions">
        <button type="button" className="button" onClick={onClose}>
          {S.cancel}
        </button>
        <button
          type="button"
          className="button button-primary access-destructive"
          disabled={remove.isPending}
          onClick={() => void confirm()}
        >
          {remove.isPending ? S.deleting : S.actions.delete}
        </button>
      </div>
    </Modal>
  );
}
