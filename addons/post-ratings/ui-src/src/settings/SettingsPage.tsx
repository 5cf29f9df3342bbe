/** /settings (spec 001 §2, title Settings): the form once the settings map is loaded. */
import type { HearkenApi } from '@hearken/addon-sdk';
import { Loaded } from '@hearken/addon-sdk/ui';
import { AreaHeader } from '../AreaHeader';
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
      <Loaded query={settings} loading={STRINGS.loading} failed={S.loadFailed}>
        {/* Started once from what was loaded: a later refetch does not overwrite the admin's edits. */}
        {(map) => <SettingsForm api={api} initial={settingsOf(map)} />}
      </Loaded>
    </>
  );
}
