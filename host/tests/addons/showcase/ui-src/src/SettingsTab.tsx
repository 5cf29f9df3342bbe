/** `settings-tab` at /admin/settings/showcase: shows the license the shell passes. */
import { defineRemote, type SettingsTabProps } from '@hearken/addon-sdk';
import { STRINGS as S } from './strings';

export function SettingsTab({ license }: SettingsTabProps) {
  return (
    <div className="settings-card">
      <h2>{S.settingsTitle}</h2>
      <p>{S.license(license.license_type)}</p>
    </div>
  );
}

export default defineRemote('settings-tab', SettingsTab);
