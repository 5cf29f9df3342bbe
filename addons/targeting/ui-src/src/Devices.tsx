/** Devices (spec 000 §2, §9): desktop, tablet and mobile; all three read 'All Device Types'. At least one stays ticked. */
import { DEVICES, type Device } from './rules';
import { STRINGS as S } from './strings';

export function devicesText(devices: readonly Device[]): string {
  return devices.length >= DEVICES.length ? S.allDevices : devices.map((d) => S.deviceNames[d]).join(', ');
}

export function Devices({ devices, disabled, onChange }: { devices: Device[]; disabled: boolean; onChange(devices: Device[]): void }) {
  return (
    <fieldset className="targeting-devices">
      <legend>
        {S.devices}: {devicesText(devices)}
      </legend>
      {DEVICES.map((device) => {
        const checked = devices.includes(device);
        return (
          <label key={device} className="checkbox">
            <input
              type="checkbox"
              checked={checked}
              // The schema wants one device at least: the last one cannot be unticked.
              disabled={disabled || (checked && devices.length === 1)}
              onChange={(e) => onChange(DEVICES.filter((d) => (d === device ? e.currentTarget.checked : devices.includes(d))))}
            />
            {S.deviceNames[device]}
          </label>
        );
      })}
    </fieldset>
  );
}
