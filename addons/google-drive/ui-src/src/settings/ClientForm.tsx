/**
 * The OAuth client of the administrator's Google Cloud project, which the sign-in uses: its id, and
 * its secret, which the add-on stores and never sends back (the field then says one is stored, and
 * leaving it empty keeps it). The redirect URI to register with Google is shown as the add-on
 * builds it from the page's origin (../README.md, `POST /auth-url`). A 422 shows each field's
 * message under it and focuses the first; any other failure is an error toast.
 */
import type { HearkenApi, RemoteNotice } from '@hearken/addon-sdk';
import { TextField } from '@hearken/addon-sdk/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fieldErrorsOf, messageOf } from '../failures';
import { useSaveCredentials, type Connection } from '../queries';
import { ERRORS, STRINGS } from '../strings';

const S = STRINGS.client;

/** Where Google sends the browser back: the add-on's callback on this origin. */
export function redirectUri(origin: string): string {
  return `${origin}/api/v1/addons/google-drive/oauth/callback`;
}

type FieldErrors = Partial<Record<'client_id' | 'client_secret', string>>;

export interface ClientFormProps {
  api: HearkenApi;
  notify: ((notice: RemoteNotice) => void) | undefined;
  connection: Connection;
}

export function ClientForm({ api, notify, connection }: ClientFormProps) {
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [clientId, setClientId] = useState(connection.client_id);
  const [secret, setSecret] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveCredentials(api);

  // A refusal moves the focus to the first field it names, so its message is read out with it.
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    try {
      await save.mutateAsync({ client_id: clientId.trim(), ...(secret === '' ? {} : { client_secret: secret }) });
      setErrors({});
      setSecret('');
      notify?.({ type: 'success', title: S.saved });
    } catch (error) {
      const { client_id, client_secret } = fieldErrorsOf(error);
      if (client_id !== undefined || client_secret !== undefined) {
        setErrors({ ...(client_id === undefined ? {} : { client_id }), ...(client_secret === undefined ? {} : { client_secret }) });
        setRefused((n) => n + 1);
      } else {
        setErrors({});
        notify?.({ type: 'error', heading: ERRORS.heading, title: messageOf(error, S.saveFailed) });
      }
    }
  }

  return (
    <section className="drive-section drive-client" aria-labelledby={headingId}>
      <h3 id={headingId}>{S.heading}</h3>
      <p className="settings-hint">{S.intro}</p>
      <p className="drive-redirect">{redirectUri(window.location.origin)}</p>
      <form ref={form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId}>
        <TextField
          label={S.clientId}
          value={clientId}
          autoComplete="off"
          spellCheck={false}
          error={errors.client_id}
          onChange={(event) => {
            setClientId(event.currentTarget.value);
            setErrors(({ client_id: _gone, ...rest }) => rest);
          }}
        />
        <TextField
          type="password"
          label={S.clientSecret}
          value={secret}
          autoComplete="new-password"
          placeholder={connection.has_client_secret ? S.storedSecret : undefined}
          hint={connection.has_client_secret ? S.secretStoredHint : S.secretHint}
          error={errors.client_secret}
          onChange={(event) => {
            setSecret(event.currentTarget.value);
            setErrors(({ client_secret: _gone, ...rest }) => rest);
          }}
        />
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? S.saving : S.save}
        </button>
      </form>
    </section>
  );
}
