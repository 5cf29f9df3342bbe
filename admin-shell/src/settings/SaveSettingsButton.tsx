import { useSettingsDraft } from './draft';
import { SETTINGS_STRINGS as S } from './strings';

/** Saves the changed settings of every core tab (shown on all of them but Integrations). */
export function SaveSettingsButton() {
  const { save, saving } = useSettingsDraft();
  return (
    <div className="settings-save">
      <button type="button" className="button button-primary" onClick={() => void save()} disabled={saving}>
        {saving ? S.saving : S.save}
      </button>
    </div>
  );
}
