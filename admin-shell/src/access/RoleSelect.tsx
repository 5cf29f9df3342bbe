import { useUpdateUser, type Role, type User } from './queries';
import { ACCESS_SCREEN_STRINGS as S } from './strings';
import { useOutcome } from './useOutcome';

/**
 * The role of one user, changed as soon as another is chosen. It stays enabled while the call
 * runs (disabling it would drop keyboard focus) and shows the role asked for until the host
 * answers; a refusal puts the old role back.
 */
export function RoleSelect({ user, roles }: { user: User; roles: Role[] }) {
  const update = useUpdateUser();
  const outcome = useOutcome();
  // A role the roles list lacks (removed since, or not loaded yet) is still shown as it is.
  const options = roles.some((role) => role.slug === user.role) ? roles : [...roles, { slug: user.role, name: user.role }];
  const shown = update.isPending ? (update.variables.changes.role ?? user.role) : user.role;

  async function change(role: string) {
    try {
      await update.mutateAsync({ id: user.id, changes: { role } });
      outcome.succeeded(S.roleUpdated);
    } catch (error) {
      outcome.failed(error);
    }
  }

  return (
    <select
      aria-label={S.roleOf(user.email)}
      aria-busy={update.isPending || undefined}
      value={shown}
      onChange={(event) => void change(event.target.value)}
    >
      {options.map((role) => (
        <option key={role.slug} value={role.slug}>
          {role.name}
        </option>
      ))}
    </select>
  );
}
