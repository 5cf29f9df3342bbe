import { useId } from 'react';
import type { IconSettings, IconSizeChoice } from './iconSettings';
import { ICON_COLOR, ICON_SIZE, sizeLabel } from './strings';

interface Props {
  value: IconSettings;
  sizes: IconSizeChoice[];
  onChange(value: IconSettings): void;
}

/** Icon colour and icon size of an icon-choice question (spec 000 §2, Question Settings). */
export function IconSettingsFields({ value, sizes, onChange }: Props) {
  const colorId = useId();
  const sizeName = useId();
  return (
    <div className="qt-settings">
      <div className="qt-color">
        <label htmlFor={colorId}>{ICON_COLOR}</label>
        <input
          id={colorId}
          type="color"
          // A colour input only takes lowercase #rrggbb; the stored value keeps its own case.
          value={value.icon_color.toLowerCase()}
          onChange={(event) => onChange({ ...value, icon_color: event.currentTarget.value })}
        />
      </div>
      <fieldset>
        <legend>{ICON_SIZE}</legend>
        <div className="qt-sizes">
          {sizes.map((size) => (
            <label key={size.key}>
              <input
                type="radio"
                name={sizeName}
                value={size.key}
                checked={value.icon_size === size.key}
                onChange={() => onChange({ ...value, icon_size: size.key })}
              />{' '}
              {sizeLabel(size.key, size.px)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
