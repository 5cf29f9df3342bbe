/**
 * The tab with an account connected: whose, since when, Disconnect, and the folder. Disconnect
 * answers `{success}` rather than failing when Google cannot be reached (nothing changes then);
 * both kinds of failure are the spec's toasts (spec 002 §8).
 */
import type { HearkenApi, RemoteNotice } from '@hearken/addon-sdk';
import { useDisconnect, type Connection } from '../queries';
import { ERRORS, STRINGS } from '../strings';
import { FolderSection } from './FolderSection';

const S = STRINGS.settings;

export interface ConnectedProps {
  api: HearkenApi;
  notify: ((notice: RemoteNotice) => void) | undefined;
  connection: Connection;
  onDisconnected(): void;
}

export function Connected({ api, notify, connection, onDisconnected }: ConnectedProps) {
  const disconnect = useDisconnect(api);
  const day = STRINGS.day(connection.date);

  async function run() {
    if (disconnect.isPending) return;
    try {
      // Resolves once the connection is fetched again: this part is gone by then.
      const outcome = await disconnect.mutateAsync();
      if (outcome?.success === true) {
        onDisconnected();
        notify?.({ type: 'success', title: S.disconnected });
      } else {
        notify?.({ type: 'error', heading: ERRORS.heading, title: ERRORS.disconnectFailed });
      }
    } catch {
      notify?.({ type: 'error', heading: ERRORS.heading, title: ERRORS.disconnectError });
    }
  }

  return (
    <div className="drive-connection">
      {connection.label !== '' && <p className="drive-account">{connection.label}</p>}
      {day !== null && <p className="settings-hint">{S.connectedOn(day)}</p>}
      <div className="drive-actions">
        <button type="button" className="button" disabled={disconnect.isPending} onClick={() => void run()}>
          {disconnect.isPending ? S.disconnecting : S.disconnect}
        </button>
      </div>
      <FolderSection api={api} notify={notify} folder={connection.folder} />
    </div>
  );
}
