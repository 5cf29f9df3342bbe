import { useSettingsDraft } from '../draft';
import { SettingText } from '../fields';
import { useGate } from '../gate';
import { LockedControl } from '../LockedControl';
import { WIDGET_STRINGS as S } from '../strings';
import type { LogoType, SettingsPatch } from '../types';
import { WIDGET_GATES } from './widgetGates';

/**
 * Spec 002 §4: none hides the logo and clears the custom one; custom and hearken show it; hearken
 * also clears the custom one.
 */
export function logoTypeChange(type: LogoType): SettingsPatch {
  switch (type) {
    case 'none':
      return { logo_type: 'none', widget_show_logo: false, widget_custom_logo: '' };
    case 'hearken':
      return { logo_type: 'hearken', widget_show_logo: true, widget_custom_logo: '' };
    case 'custom':
      return { logo_type: 'custom', widget_show_logo: true };
  }
}

const TYPES: LogoType[] = ['hearken', 'custom', 'none'];

export function LogoControl() {
  const { settings, update } = useSettingsDraft();
  const { gate } = useGate();
  const custom = gate(WIDGET_GATES.logo);
  return (
    <fieldset className="settings-fieldset">
      <legend>{S.logoType}</legend>
      {TYPES.map((type) =>
        type === 'custom' && custom.kind !== 'open' ? (
          <LockedControl key={type} gate={custom} label={S.logoTypes.custom} />
        ) : (
          <label key={type} className="settings-radio">
            <input
              type="radio"
              name="logo_type"
              checked={settings.logo_type === type}
              onChange={() => update(logoTypeChange(type))}
            />
            {S.logoTypes[type]}
          </label>
        ),
      )}
      {settings.logo_type === 'custom' && custom.kind === 'open' && (
        <SettingText name="widget_custom_logo" label={S.customLogo} type="url">
          {settings.widget_custom_logo && (
            <img className="settings-logo-preview" src={settings.widget_custom_logo} alt={S.customLogoPreview} />
          )}
        </SettingText>
      )}
    </fieldset>
  );
}
