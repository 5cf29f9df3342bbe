import { useSettingsDraft } from '../draft';
import { WIDGET_STRINGS as S } from '../strings';
import { ToggleIcon, TOGGLE_ICONS } from './ToggleIcon';

/** The toggle icons as a radio group: each option shows its glyph, named for screen readers. */
export function ToggleIconPicker() {
  const { settings, update } = useSettingsDraft();
  return (
    <fieldset className="settings-fieldset">
      <legend>{S.toggleIcon}</legend>
      <div className="settings-icons">
        {TOGGLE_ICONS.map((icon) => (
          <label key={icon} className="settings-icon" title={S.icons[icon]}>
            <input
              type="radio"
              name="widget_toggle_icon"
              className="visually-hidden"
              checked={settings.widget_toggle_icon === icon}
              onChange={() => update({ widget_toggle_icon: icon })}
            />
            <ToggleIcon name={icon} />
            <span className="visually-hidden">{S.icons[icon]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
