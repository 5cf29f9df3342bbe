/**
 * The rating icon (`icon_id`): a radio group, each choice drawn in the icon colour with the shape
 * the widget draws (../../widget-src/src/icons.ts) and named in words. Arrow keys move between
 * the choices, as in any radio group.
 */
import { useId } from 'react';
import { ICONS } from '../../../widget-src/src/icons';
import { STRINGS } from '../strings';
import { ICON_IDS, type IconId } from './settings';

const S = STRINGS.settings;

interface Props {
  value: IconId;
  color: string;
  error: string | undefined;
  onChange(value: IconId): void;
}

/** One icon as inline SVG, filled with `color`. Decorative: the control around it carries the name. */
export function RatingIcon({ id, color }: { id: IconId; color: string }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill={color} stroke={color} strokeWidth="1.5" strokeLinejoin="round" fillRule="evenodd">
      <path d={ICONS[id]} />
    </svg>
  );
}

export function IconChoice({ value, color, error, onChange }: Props) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="post-ratings-icons" aria-describedby={error ? errorId : undefined}>
      <legend>{S.icon}</legend>
      {ICON_IDS.map((icon) => (
        <label key={icon} className="post-ratings-icon">
          <input type="radio" name={name} value={icon} checked={value === icon} onChange={() => onChange(icon)} />
          <RatingIcon id={icon} color={color} />
          {S.iconNames[icon]}
        </label>
      ))}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
