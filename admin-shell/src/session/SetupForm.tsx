import { useState, type FormEvent } from 'react';
import { HearkenApiError } from '@hearken/addon-sdk';
import { ErrorMessage } from '../ui/ErrorMessage';
import { TextField } from '../ui/TextField';
import { useCreateFirstAdministrator } from './queries';
import { SESSION_STRINGS as S } from './strings';

/** "Create the first administrator": shown while the host has no user. Signs the new admin in. */
export function SetupForm({ onAlreadyDone }: { onAlreadyDone(): void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const create = useCreateFirstAdministrator();
  const error = create.error;
  const fields = error instanceof HearkenApiError ? error.fields : {};
  const alreadyDone = error instanceof HearkenApiError && error.status === 409;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate({ name, email, password });
  }

  return (
    <main className="auth-screen">
      <form className="auth-card" onSubmit={submit} aria-labelledby="setup-heading">
        <p className="auth-product">{S.product}</p>
        <h1 id="setup-heading">{S.setupHeading}</h1>
        <p>{S.setupIntro}</p>
        <TextField
          label={S.name}
          autoComplete="name"
          required
          value={name}
          error={fields['name']}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label={S.email}
          type="email"
          autoComplete="username"
          required
          value={email}
          error={fields['email']}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label={S.password}
          type="password"
          autoComplete="new-password"
          required
          value={password}
          error={fields['password']}
          onChange={(e) => setPassword(e.target.value)}
        />
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
        <button type="submit" className="button button-primary" disabled={create.isPending}>
          {create.isPending ? S.creatingAdministrator : S.createAdministrator}
        </button>
      </form>
    </main>
  );
}
