import { Dialog, TextField } from '@hearken/addon-sdk/ui';
import { SubmitButton } from '../ui/SubmitButton';
import { useSetUserPassword, type User } from './queries';
import { ACCESS_SCREEN_STRINGS as S } from './strings';
import { useAccountForm } from './useAccountForm';

/** Sets a new password for another user; the host ends their sessions. Stays open on a failure to retry. */
export function ResetPasswordDialog({ user, onClose }: { user: User; onClose(): void }) {
  const reset = useSetUserPassword();
  const { form, onSubmit, field } = useAccountForm({
    empty: { password: '' },
    send: ({ password }) => reset.mutateAsync({ id: user.id, password }),
    done: S.passwordReset,
    onSent: onClose,
  });

  return (
    <Dialog title={S.resetTitle(user.email)} description={S.resetIntro} onClose={onClose} dismissOnBackdrop={false}>
      <form ref={form} onSubmit={onSubmit} noValidate>
        <TextField label={S.newPassword} type="password" autoComplete="new-password" required {...field('password')} />
        <div className="modal-actions">
          <button type="button" className="button" onClick={onClose}>
            {S.cancel}
          </button>
          <SubmitButton busy={reset.isPending} label={S.setPassword} busyLabel={S.settingPassword} />
        </div>
      </form>
    </Dialog>
  );
}
