import { useState } from 'react';
import { IconGlyph } from './IconGlyph';
import { findIcon, type IconDefinition } from './iconList';
import { IconPicker } from './IconPicker';
import type { IconRef } from './options';
import { CHANGE_ICON, CHOOSE_ICON_FOR_OPTION, NO_ICON, iconOf } from './strings';

interface Props {
  icon: IconRef;
  /** The loaded icon list, or null while it loads or after it failed (then only the name shows). */
  icons: IconDefinition[] | null;
  color: string;
  px: number;
  onChange(icon: IconRef): void;
}

/** An icon-choice option's icon: a preview in the question's colour and size, and the picker. */
export function OptionIcon({ icon, icons, color, px, onChange }: Props) {
  const [picking, setPicking] = useState(false);
  const has = icon.name !== '';
  const found = has && icons ? findIcon(icons, icon.name, icon.style) : undefined;
  return (
    <div className="qt-icon-choice">
      {has ? (
        <span role="img" aria-label={iconOf(icon.name, icon.style)} className="qt-icon-preview">
          {found ? <IconGlyph icon={found} size={px} color={color} /> : <span aria-hidden="true">{icon.name}</span>}
        </span>
      ) : (
        <span className="qt-note">{NO_ICON}</span>
      )}
      <button type="button" className="button" onClick={() => setPicking(true)}>
        {has ? CHANGE_ICON : CHOOSE_ICON_FOR_OPTION}
      </button>
      {picking && (
        <IconPicker
          selected={icon}
          onClose={() => setPicking(false)}
          onChoose={(chosen) => {
            setPicking(false);
            onChange(chosen);
          }}
        />
      )}
    </div>
  );
}
