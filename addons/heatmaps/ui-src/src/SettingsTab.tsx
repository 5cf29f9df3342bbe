/**
 * The Heatmaps tab of the shell's Settings (`settings-tab`, target `heatmaps`: /admin/settings/heatmaps;
 * spec 002 §2.1): automated deletion of heatmap data and how long it is kept, settings this add-on
 * owns. While the add-on is not in force (below Elite, not installed or not active) the shell shows
 * its locked placeholder here instead, so the tab has no gate of its own.
 */
import { defineRemote, type SettingsTabProps } from '@hearken/addon-sdk';
import { messageOf } from './failures';
import { useSettings } from './settings/queries';
import { RetentionForm } from './settings/RetentionForm';
import { retentionOf } from './settings/settings';
import { STRINGS } from './strings';

function SettingsTab({ api, notify }: SettingsTabProps) {
  const settings = useSettings(api);
  if (settings.isPending) return <p role="status">{STRINGS.loading}</p>;
  if (settings.isError) return <p role="alert">{messageOf(settings.error, STRINGS.retention.loadFailed)}</p>;
  // Started once from what was loaded: a later refetch does not overwrite the admin's edits.
  return <RetentionForm api={api} notify={notify} initial={retentionOf(settings.data)} />;
}

export default defineRemote('settings-tab', SettingsTab);
