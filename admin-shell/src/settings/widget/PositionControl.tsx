import { useSettingsDraft } from '../draft';
import { useGate } from '../gate';
import { LockedControl } from '../LockedControl';
import { WIDGET_STRINGS as S } from '../strings';
import type { WidgetPosition } from '../types';
import { WIDGET_GATES } from './widgetGates';

const POSITIONS: WidgetPosition[] = ['bottom_left', 'bottom_right', 'middle_left', 'middle_right'];
const MIDDLE: WidgetPosition[] = ['middle_left', 'middle_right'];

/** Where the widget sits; the middle positions are a paid feature. */
export function PositionControl() {
  const { settings, update } = useSettingsDraft();
  const { gate } = useGate();
  const middle = gate(WIDGET_GATES.position);
  return (
    <fieldset className="settings-fieldset">
      <legend>{S.position}</legend>
      {POSITIONS.map((position) =>
        MIDDLE.includes(position) && middle.kind !== 'open' ? (
          <LockedControl key={position} gate={middle} label={S.positions[position]} />
        ) : (
          <label key={position} className="settings-radio">
            <input
              type="radio"
              name="widget_position"
              checked={settings.widget_position === position}
              onChange={() => update({ widget_position: position })}
            />
            {S.positions[position]}
          </label>
        ),
      )}
    </fieldset>
  );
}
