import { useId } from 'react';
import { SelectField, TextField } from '@hearken/addon-sdk/ui';
import { SubmitButton } from '../ui/SubmitButton';
import { useAddUser, type NewUser, type Role } from './queries';
import { ACCESS_SCREEN_STRINGS as S } from './strings';
import { useAccountForm } from './useAccountForm';

/** A new account gets the least powerful built-in role unless chosen otherwise. */
const DEFAULT_ROLE = 'editor';
const EMPTY: NewUser = { email: '', name: '', password: '', role: DEFAULT_ROLE };

/** Creates an account; the host's messages for what it refuses show at their fields. */
export function AddUserForm({ roles }: { roles: Role[] }) {
  const headingId = useId();
  const add = useAddUser();
  const { form, onSubmit, field, values, errors, set } = useAccountForm({ empty: EMPTY, send: add.mutateAsync, done: S.userAdded });

  return (
    <section className="access-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{S.addHeading}</h2>
      <form ref={form} className="access-form" onSubmit={onSubmit} noValidate>
        <TextField label={S.email} type="email" autoComplete="off" required {...field('email')} />
        <TextField label={S.name} autoComplete="off" required {...field('name')} />
        <TextField label={S.password} type="password" autoComplete="new-password" required {...field('password')} />
        <SelectField label={S.role} name="role" value={values.role} error={errors.role} onChange={(event) => set('role', event.target.value)}>
          {roles.map((role) => (
            <option key={role.slug} value={role.slug}>
              {role.name}
            </option>
          ))}
        </SelectField>
        <SubmitButton busy={add.isPending} label={S.addUser} busyLabel={S.adding} />
      </form>
    </section>
  );
}
