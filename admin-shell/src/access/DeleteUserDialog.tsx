import { ConfirmDialog } from '@hearken/addon-sdk/ui';
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
    <ConfirmDialog
      title={S.deleteTitle}
      text={S.confirmDelete(user.email)}
      confirm={S.actions.delete}
      cancel={S.cancel}
      busy={remove.isPending}
      busyLabel={S.deleting}
      role="alertdialog"
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
