import { useId } from 'react';
import { useSettingsDraft } from '../draft';
import { FieldError } from '../fields';
import type { GlobalSettings } from '../types';

type ColorKey = 'widget_color' | 'widget_text_color' | 'widget_button_color' | 'widget_toggle_color';

/** `<input type=color>` needs #rrggbb; the settings may hold #rgb. */
function sixDigits(color: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return /^#[0-9a-f]{6}$/i.test(color) ? color.toLowerCase() : '#000000';
}

export function ColorField({ name, label }: { name: ColorKey; label: string }) {
  const { settings, update, errors } = useSettingsDraft();
  const id = useId();
  const value: GlobalSettings[ColorKey] = settings[name];
  return (
    <div className="settings-color">
      <input
        id={id}
        type="color"
        value={sixDigits(value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-error` : undefined}
        onChange={(event) => update({ [name]: event.target.value.toUpperCase() })}
      />
      <label htmlFor={id}>{label}</label>
      <FieldError id={`${id}-error`} message={errors[name]} />
    </div>
  );
}
