/**
 * /settings: how page views are captured (sampling, Do Not Track), once the settings map is loaded,
 * and where automated deletion and retention are set instead (the add-on's tab in the shell's
 * Settings, ../SettingsTab.tsx).
 */
import type { HearkenApi } from '@hearken/addon-sdk';
import { Loaded } from '@hearken/addon-sdk/ui';
import { Link } from 'react-router';
import { LINKS } from '../area';
import { AreaHeader } from '../AreaHeader';
import { messageOf } from '../failures';
import { STRINGS } from '../strings';
import { useSettings } from './queries';
import { SettingsForm } from './SettingsForm';
import { settingsOf } from './settings';

const S = STRINGS.settings;

export function SettingsPage({ api }: { api: HearkenApi }) {
  const settings = useSettings(api);
  return (
    <>
      <AreaHeader page={S.title} />
      <Loaded query={settings} loading={STRINGS.loading} failed={(error) => messageOf(error, S.loadFailed)}>
        {/* Started once from what was loaded: a later refetch does not overwrite the admin's edits. */}
        {(map) => <SettingsForm api={api} initial={settingsOf(map)} />}
      </Loaded>
      <p className="heatmaps-note">
        {S.retentionNote} <Link to={LINKS.retentionSettings}>{S.retentionLink}</Link>.
      </p>
    </>
  );
}
