import { useId } from 'react';
import { useSession } from '../session/SessionContext';
import { ErrorMessage } from '../ui/ErrorMessage';
import { TableScroll } from '../ui/TableScroll';
import { useUsers, type Role, type User } from './queries';
import { RoleSelect } from './RoleSelect';
import { ACCESS_SCREEN_STRINGS as S } from './strings';
import { UserActions } from './UserActions';

function UserRow({ user, roles, you }: { user: User; roles: Role[]; you: boolean }) {
  return (
    <tr>
      <td>
        {user.name}
        {you && <span className="access-you"> {S.you}</span>}
      </td>
      <td>{user.email}</td>
      <td>
        <RoleSelect user={user} roles={roles} />
      </td>
      <td>
        <span className={`access-status${user.disabled ? ' access-status-disabled' : ''}`}>
          {user.disabled ? S.status.disabled : S.status.active}
        </span>
      </td>
      <td>{!you && <UserActions user={user} />}</td>
    </tr>
  );
}

/** Everyone who can sign in to this admin, with their role, status and actions; the signed-in person's row is marked. */
export function UsersTable({ roles }: { roles: Role[] }) {
  const headingId = useId();
  const users = useUsers();
  const { session } = useSession();
  const C = S.columns;

  return (
    <section className="access-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{S.usersHeading}</h2>
      <ErrorMessage error={users.error} />
      {users.isPending && <p role="status">{S.loadingUsers}</p>}
      {users.data && (
        <TableScroll label={S.usersTable}>
          <table className="list-table" aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{C.name}</th>
                <th scope="col">{C.email}</th>
                <th scope="col">{C.role}</th>
                <th scope="col">{C.status}</th>
                <th scope="col">{C.actions}</th>
              </tr>
            </thead>
            <tbody>
              {users.data.map((user) => (
                <UserRow key={user.id} user={user} roles={roles} you={String(user.id) === String(session.user.id)} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
