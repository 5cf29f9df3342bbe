import { TextField } from '@hearken/addon-sdk/ui';
import { ErrorMessage } from '../ui/ErrorMessage';
import { SubmitButton } from '../ui/SubmitButton';
import { useFormValues } from '../ui/useFormValues';
import { AuthForm } from './AuthForm';
import { useSignIn } from './queries';
import { SESSION_STRINGS as S } from './strings';

/** "Sign in": shown when nobody is signed in. Wrong credentials and throttling show the server's message. */
export function LoginForm() {
  const { values, bind } = useFormValues({ email: '', password: '' });
  const signIn = useSignIn();
  return (
    <AuthForm heading={S.signInHeading} onSubmit={() => signIn.mutate(values)}>
      <TextField label={S.email} type="email" autoComplete="username" required {...bind('email')} />
      <TextField label={S.password} type="password" autoComplete="current-password" required {...bind('password')} />
      <ErrorMessage error={signIn.error} />
      <SubmitButton busy={signIn.isPending} label={S.signIn} busyLabel={S.signingIn} />
    </AuthForm>
  );
}
