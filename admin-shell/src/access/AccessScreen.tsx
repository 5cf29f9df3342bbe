/**
 * `/users` (once `/access`, the name the Settings tab of roles keeps): who can sign in to this
 * admin and with which role, for those who manage options; and, for everyone signed in, their own
 * language and password.
 */
import { LanguagePicker } from '../language/LanguagePicker';
import { useSession } from '../session/SessionContext';
import { ErrorMessage } from '../ui/ErrorMessage';
import { AddUserForm } from './AddUserForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { useRoles } from './queries';
import { ACCESS_SCREEN_STRINGS as S } from './strings';
import { UsersTable } from './UsersTable';
import './access.css';

/** The capability the host requires of every `users` call. */
const MANAGE_USERS = 'manage_options';

function ManageUsers() {
  const roles = useRoles();
  const list = roles.data ?? [];
  return (
    <>
      <ErrorMessage error={roles.error} />
      <UsersTable roles={list} />
      <AddUserForm roles={list} />
    </>
  );
}

export default function AccessScreen() {
  const { session } = useSession();
  return (
    <div className="access-screen">
      <title>{`${S.heading} ‹ Hearken`}</title>
      <h1>{S.heading}</h1>
      {session.capabilities.includes(MANAGE_USERS) ? <ManageUsers /> : <p>{S.notAllowed}</p>}
      <LanguagePicker />
      <ChangePasswordForm />
    </div>
  );
}
