import { useId } from 'react';
import { TextField } from '@hearken/addon-sdk/ui';
import { SubmitButton } from '../ui/SubmitButton';
import { useChangeOwnPassword, type OwnPasswordChange } from './queries';
import { ACCESS_SCREEN_STRINGS as S } from './strings';
import { useAccountForm } from './useAccountForm';

const EMPTY: OwnPasswordChange = { current_password: '', password: '' };

/** The signed-in person's own password, for everyone signed in; this session stays, the others end. */
export function ChangePasswordForm() {
  const headingId = useId();
  const change = useChangeOwnPassword();
  const { form, onSubmit, field } = useAccountForm({ empty: EMPTY, send: change.mutateAsync, done: S.ownPasswordChanged });

  return (
    <section className="access-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{S.changeHeading}</h2>
      <form ref={form} className="access-form" onSubmit={onSubmit} noValidate>
        <TextField label={S.currentPassword} type="password" autoComplete="current-password" required {...field('current_password')} />
        <TextField label={S.newPassword} type="password" autoComplete="new-password" required {...field('password')} />
        <SubmitButton busy={change.isPending} label={S.changePassword} busyLabel={S.changing} />
      </form>
    </section>
  );
}
