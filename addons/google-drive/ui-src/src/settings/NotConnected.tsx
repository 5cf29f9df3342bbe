/**
 * The tab while no account is connected: the help line, the documentation, and Sign in with
 * Google, which comes back to this tab. Without an OAuth client the add-on cannot make a consent
 * address, so a line says to fill in the form below first (Sign in would say it failed).
 */
import type { HearkenApi, RemoteNotice } from '@hearken/addon-sdk';
import { useEffect, useId, useRef } from 'react';
import type { Connection } from '../queries';
import { SignInButton } from '../SignInButton';
import { STRINGS } from '../strings';

const S = STRINGS.settings;

export interface NotConnectedProps {
  api: HearkenApi;
  notify: ((notice: RemoteNotice) => void) | undefined;
  connection: Connection;
  /** Moves the focus to Sign in when shown (after Disconnect, whose button is gone). */
  focusSignIn: boolean;
}

export function NotConnected({ api, notify, connection, focusSignIn }: NotConnectedProps) {
  const noClientId = useId();
  const actions = useRef<HTMLDivElement>(null);
  const hasClient = connection.client_id !== '' && connection.has_client_secret;

  useEffect(() => {
    if (focusSignIn) actions.current?.querySelector('button')?.focus();
  }, [focusSignIn]);

  return (
    <div className="drive-connection">
      <p className="settings-hint">{S.help}</p>
      <p>
        <a href={S.docsUrl} target="_blank" rel="noopener noreferrer">
          {S.docs}{' '}
          <span className="visually-hidden">{S.opensInNewTab}</span>
        </a>
      </p>
      {!hasClient && (
        <p id={noClientId} className="settings-hint">
          {S.noClient}
        </p>
      )}
      <div className="drive-actions" ref={actions}>
        <SignInButton api={api} notify={notify} returnTo="settings" {...(hasClient ? {} : { describedBy: noClientId })} />
      </div>
    </div>
  );
}
