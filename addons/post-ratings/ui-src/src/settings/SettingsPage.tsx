/** /settings (spec 001 §2, title Settings): the form once the settings map is loaded. */
import type { HearkenApi } from '@hearken/addon-sdk';
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
      {settings.isPending && <p role="status">{STRINGS.loading}</p>}
      {settings.isError && <p role="alert">{S.loadFailed}</p>}
      {/* Started once from what was loaded: a later refetch does not overwrite the admin's edits. */}
      {settings.data && <SettingsForm api={api} initial={settingsOf(settings.data)} />}
    </>
  );
}
