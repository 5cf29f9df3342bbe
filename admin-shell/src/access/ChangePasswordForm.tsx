import { useId, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../ui/TextField';
import { fieldErrorsOf, useFocusFirstInvalid, type FieldErrors } from './formErrors';
import { passwordTooShort } from './password';
import { useChangeOwnPassword, type OwnPasswordChange } from './queries';
import { ACCESS_SCREEN_STRINGS as S } from './strings';
import { useOutcome } from './useOutcome';

const FIELDS = ['current_password', 'password'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: OwnPasswordChange = { current_password: '', password: '' };

/** The signed-in person's own password, for everyone signed in; this session stays, the others end. */
export function ChangePasswordForm() {
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<OwnPasswordChange>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const change = useChangeOwnPassword();
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
      await change.mutateAsync(values);
      setValues(EMPTY);
      outcome.succeeded(S.ownPasswordChanged);
    } catch (error) {
      const fields = fieldErrorsOf(error, FIELDS);
      if (fields) setErrors(fields);
      else outcome.failed(error);
    }
  }

  return (
    <section className="access-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{S.changeHeading}</h2>
      <form ref={form} className="access-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={S.currentPassword}
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
          value={values.current_password}
          error={errors.current_password}
          onChange={(event) => set('current_password')(event.target.value)}
        />
        <TextField
          label={S.newPassword}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          error={errors.password}
          onChange={(event) => set('password')(event.target.value)}
        />
        <button type="submit" className="button button-primary" disabled={change.isPending}>
          {change.isPending ? S.changing : S.changePassword}
        </button>
      </form>
    </section>
  );
}
