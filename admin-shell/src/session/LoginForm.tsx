import { useState, type FormEvent } from 'react';
import { ErrorMessage } from '../ui/ErrorMessage';
import { TextField } from '../ui/TextField';
import { useSignIn } from './queries';
import { SESSION_STRINGS as S } from './strings';

/** "Sign in": shown when nobody is signed in. Wrong credentials and throttling show the server's message. */
export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useSignIn();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signIn.mutate({ email, password });
  }

  return (
    <main className="auth-screen">
      <form className="auth-card" onSubmit={submit} aria-labelledby="sign-in-heading">
        <p className="auth-product">{S.product}</p>
        <h1 id="sign-in-heading">{S.signInHeading}</h1>
        <TextField
          label={S.email}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label={S.password}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <ErrorMessage error={signIn.error} />
        <button type="submit" className="button button-primary" disabled={signIn.isPending}>
          {signIn.isPending ? S.signingIn : S.signIn}
        </button>
      </form>
    </main>
  );
}
