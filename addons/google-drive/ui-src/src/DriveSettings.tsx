/**
 * The Google Drive settings tab (spec 002 §2.3) at /admin/settings/google-drive, which the shell
 * adds after its own tabs: the connection's state (Connected or Not Connected), the folder, and the
 * OAuth client the sign-in uses. Every change is saved by its own button; the tab has no
 * Save Settings. The shell shows its locked placeholder instead while the add-on is not in force.
 */
import { defineRemote, type SettingsTabProps } from '@hearken/addon-sdk';
import { useState } from 'react';
import { useSignInReturn } from './browser';
import { useConnection } from './queries';
import { ClientForm } from './settings/ClientForm';
import { Connected } from './settings/Connected';
import { NotConnected } from './settings/NotConnected';
import { STRINGS } from './strings';
import { useDriveStyles } from './styles';

const S = STRINGS.settings;

function DriveSettings({ api, notify }: SettingsTabProps) {
  useDriveStyles();
  useSignInReturn(notify);
  const connection = useConnection(api);
  // After Disconnect the button is gone: Sign in with Google takes the focus.
  const [disconnected, setDisconnected] = useState(false);
  const data = connection.data;

  return (
    <div className="settings-card drive-settings" data-addon="google-drive">
      <div className="drive-header">
        <h2>{S.title}</h2>
        {data && (
          <span className={data.connected ? 'drive-badge drive-badge-connected' : 'drive-badge'}>
            {data.connected ? S.connected : S.notConnected}
          </span>
        )}
      </div>
      <p>{S.description}</p>
      {data?.revoked && <p className="drive-warning">{S.revoked}</p>}
      {connection.isPending ? (
        <p role="status">{S.loading}</p>
      ) : connection.isError ? (
        <p role="alert" className="drive-error">
          {S.loadFailed}
        </p>
      ) : (
        <>
          {connection.data.connected ? (
            <Connected api={api} notify={notify} connection={connection.data} onDisconnected={() => setDisconnected(true)} />
          ) : (
            <NotConnected api={api} notify={notify} connection={connection.data} focusSignIn={disconnected} />
          )}
          <ClientForm api={api} notify={notify} connection={connection.data} />
        </>
      )}
    </div>
  );
}

export default defineRemote('settings-tab', DriveSettings);
