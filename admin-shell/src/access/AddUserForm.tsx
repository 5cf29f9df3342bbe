import { useId, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../ui/TextField';
import { fieldErrorsOf, useFocusFirstInvalid, type FieldErrors } from './formErrors';
import { passwordTooShort } from './password';
import { useAddUser, type NewUser, type Role } from './queries';
import { ACCESS_SCREEN_STRINGS as S } from './strings';
import { useOutcome } from './useOutcome';

const FIELDS = ['email', 'name', 'password', 'role'] as const;
type Field = (typeof FIELDS)[number];

/** A new account gets the least powerful built-in role unless chosen otherwise. */
const DEFAULT_ROLE = 'editor';
const EMPTY: NewUser = { email: '', name: '', password: '', role: DEFAULT_ROLE };

function RoleField({ roles, value, error, onChange }: { roles: Role[]; value: string; error?: string | undefined; onChange(role: string): void }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{S.role}</label>
      <select
        id={id}
        name="role"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {roles.map((role) => (
          <option key={role.slug} value={role.slug}>
            {role.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Creates an account; the host's messages for what it refuses show at their fields. */
export function AddUserForm({ roles }: { roles: Role[] }) {
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<NewUser>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const add = useAddUser();
  const outcome = useOutcome();
  useFocusFirstInvalid(form, errors);

  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const tooShort = passwordTooShort(values.password);
    if (tooShort) {
      setErrors({ password: tooShort });
      return;
    }
    setErrors({});
    try {
      await add.mutateAsync(values);
      setValues(EMPTY);
      outcome.succeeded(S.userAdded);
    } catch (error) {
      const fields = fieldErrorsOf(error, FIELDS);
      if (fields) setErrors(fields);
      else outcome.failed(error);
    }
  }

  return (
    <section className="access-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{S.addHeading}</h2>
      <form ref={form} className="access-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={S.email}
          name="email"
          type="email"
          autoComplete="off"
          required
          value={values.email}
          error={errors.email}
          onChange={(event) => set('email')(event.target.value)}
        />
        <TextField
          label={S.name}
          name="name"
          autoComplete="off"
          required
          value={values.name}
          error={errors.name}
          onChange={(event) => set('name')(event.target.value)}
        />
        <TextField
          label={S.password}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          error={errors.password}
          onChange={(event) => set('password')(event.target.value)}
        />
        <RoleField roles={roles} value={values.role} error={errors.role} onChange={set('role')} />
        <button type="submit" className="button button-primary" disabled={add.isPending}>
          {add.isPending ? S.adding : S.addUser}
        </button>
      </form>
    </section>
  );
}
