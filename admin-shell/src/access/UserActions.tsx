import { useState } from 'react';
import { DeleteUserDialog } from './DeleteUserDialog';
import { useEndUserSessions, useSetUserDisabled, type User } from './queries';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { ACCESS_SCREEN_STRINGS as S } from './strings';
import { useOutcome } from './useOutcome';

const A = S.actions;

/** A row action: names its user, and shows `busyLabel`, disabled, while its call runs. */
function ActionButton({
  label,
  busyLabel,
  running = false,
  disabled,
  email,
  destructive = false,
  onClick,
}: {
  label: string;
  busyLabel?: string;
  running?: boolean;
  disabled: boolean;
  email: string;
  destructive?: boolean;
  onClick(): void;
}) {
  const shown = running && busyLabel ? busyLabel : label;
  return (
    <button
      type="button"
      className={`button-link${destructive ? ' list-destructive' : ''}`}
      disabled={disabled}
      aria-label={S.actionOn(shown, email)}
      onClick={onClick}
    >
      {shown}
    </button>
  );
}

/**
 * What can be done to another user's account. Your own row has none of these: your password
 * changes in "Change your password", and you cannot disable, sign out or delete yourself here.
 */
export function UserActions({ user }: { user: User }) {
  const [dialog, setDialog] = useState<'password' | 'delete' | null>(null);
  const setDisabled = useSetUserDisabled();
  const endSessions = useEndUserSessions();
  const outcome = useOutcome();
  const busy = setDisabled.isPending || endSessions.isPending;

  async function toggleDisabled() {
    const disabled = !user.disabled;
    try {
      await setDisabled.mutateAsync({ id: user.id, disabled });
      outcome.succeeded(disabled ? S.userDisabled : S.userEnabled);
    } catch (error) {
      outcome.failed(error);
    }
  }

  async function signOutEverywhere() {
    try {
      const { ended } = await endSessions.mutateAsync(user.id);
      outcome.succeeded(S.signedOut(ended));
    } catch (error) {
      outcome.failed(error);
    }
  }

  return (
    <>
      <ul className="list-row-actions">
        <li>
          <ActionButton label={A.resetPassword} disabled={busy} email={user.email} onClick={() => setDialog('password')} />
        </li>
        <li>
          <ActionButton
            label={user.disabled ? A.enable : A.disable}
            busyLabel={user.disabled ? A.enabling : A.disabling}
            running={setDisabled.isPending}
            disabled={busy}
            email={user.email}
            onClick={() => void toggleDisabled()}
          />
        </li>
        <li>
          <ActionButton
            label={A.signOutEverywhere}
            busyLabel={A.signingOut}
            running={endSessions.isPending}
            disabled={busy}
            email={user.email}
            onClick={() => void signOutEverywhere()}
          />
        </li>
        <li>
          <ActionButton
            label={A.delete}
            disabled={busy}
            email={user.email}
            destructive
            onClick={() => setDialog('delete')}
          />
        </li>
      </ul>
      {dialog === 'password' && <ResetPasswordDialog user={user} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && <DeleteUserDialog user={user} onClose={() => setDialog(null)} />}
    </>
  );
}
