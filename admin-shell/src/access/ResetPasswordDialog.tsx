import { useRef, useState, type FormEvent } from 'react';
import { Dialog } from '@hearken/addon-sdk/ui';
import { TextField } from '../ui/TextField';
import { fieldErrorsOf, useFocusFirstInvalid, type FieldErrors } from './formErrors';
import { passwordTooShort } from './password';
import { useSetUserPassword, type User } from './queries';
import { ACCESS_SCREEN_STRINGS as S } from './strings';
import { useOutcome } from './useOutcome';

/** Sets a new password for another user; the host ends their sessions. Stays open on a failure to retry. */
export function ResetPasswordDialog({ user, onClose }: { user: User; onClose(): void }) {
  const form = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'password'>>({});
  const reset = useSetUserPassword();
  const outcome = useOutcome();
  useFocusFirstInvalid(form, errors);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const tooShort = passwordTooShort(password);
    if (tooShort) {
      setErrors({ password: tooShort });
      return;
    }
    setErrors({});
    try {
      await reset.mutateAsync({ id: user.id, password });
      outcome.succeeded(S.passwordReset);
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error, ['password'] as const);
      if (fields) setErrors(fields);
      else outcome.failed(error);
    }
  }

  return (
    <Dialog title={S.resetTitle(user.email)} description={S.resetIntro} onClose={onClose} dismissOnBackdrop={false}>
      <form ref={form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={S.newPassword}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="modal-actions">
          <button type="button" className="button" onClick={onClose}>
            {S.cancel}
          </button>
          <button type="submit" className="button button-primary" disabled={reset.isPending}>
            {reset.isPending ? S.settingPassword : S.setPassword}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
