import { HearkenApiError } from '@hearken/addon-sdk';
import { TextField } from '@hearken/addon-sdk/ui';
import { ErrorMessage } from '../ui/ErrorMessage';
import { SubmitButton } from '../ui/SubmitButton';
import { useFormValues } from '../ui/useFormValues';
import { AuthForm } from './AuthForm';
import { useCreateFirstAdministrator } from './queries';
import { SESSION_STRINGS as S } from './strings';

/** "Create the first administrator": shown while the host has no user. Signs the new admin in. */
export function SetupForm({ onAlreadyDone }: { onAlreadyDone(): void }) {
  const { values, bind } = useFormValues({ name: '', email: '', password: '' });
  const create = useCreateFirstAdministrator();
  const error = create.error;
  const fields = error instanceof HearkenApiError ? error.fields : {};
  const alreadyDone = error instanceof HearkenApiError && error.status === 409;

  return (
    <AuthForm heading={S.setupHeading} onSubmit={() => create.mutate(values)}>
      <p>{S.setupIntro}</p>
      <TextField label={S.name} autoComplete="name" required error={fields['name']} {...bind('name')} />
      <TextField label={S.email} type="email" autoComplete="username" required error={fields['email']} {...bind('email')} />
      <TextField label={S.password} type="password" autoComplete="new-password" required error={fields['password']} {...bind('password')} />
      {alreadyDone ? (
        <div role="alert" className="error-message">
          <p>{S.setupAlreadyDone}</p>
          <button type="button" className="button" onClick={onAlreadyDone}>
            {S.signIn}
          </button>
        </div>
      ) : (
        <ErrorMessage error={error} />
      )}
      <SubmitButton busy={create.isPending} label={S.createAdministrator} busyLabel={S.creatingAdministrator} />
    </AuthForm>
  );
}
