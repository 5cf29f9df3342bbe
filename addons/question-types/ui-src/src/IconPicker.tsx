import { useState } from 'react';
import { Dialog, TextField } from '@hearken/addon-sdk/ui';
import { IconGlyph } from './IconGlyph';
import { useIconList, type IconDefinition } from './iconList';
import type { IconRef } from './options';
import { ICON_PICKER } from './strings';

interface Props {
  /** The option's icon now; empty name when it has none. */
  selected: IconRef;
  onChoose(icon: IconRef): void;
  onClose(): void;
}

/** Spec 000 §2: the search box filters by icon-name substring (case does not matter). */
export function filterIcons(icons: readonly IconDefinition[], query: string): IconDefinition[] {
  const needle = query.trim().toLowerCase();
  return needle === '' ? [...icons] : icons.filter((icon) => icon.name.toLowerCase().includes(needle));
}

/**
 * The icon modal of an icon-choice option (spec 000 §2): a search box, a grid of the icon list
 * and 'Choose Icon', disabled until an icon is selected. The SDK's Dialog keeps focus inside,
 * closes on Escape (without closing the shell's question card) and renders on document.body, so a
 * transformed ancestor (a card being sorted) cannot pull the fixed overlay out of place.
 */
export function IconPicker({ selected, onChoose, onClose }: Props) {
  const list = useIconList();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<IconRef | null>(selected.name === '' ? null : selected);

  const isChosen = (icon: IconDefinition) => chosen !== null && chosen.name === icon.name && chosen.style === icon.style;

  return (
    <Dialog title={ICON_PICKER.title} onClose={onClose} className="qt-picker">
      <TextField
        label={ICON_PICKER.search}
        type="search"
        className="qt-picker-search"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      {list.status === 'loading' && <p role="status">{ICON_PICKER.loading}</p>}
      {list.status === 'error' && (
        <div role="alert">
          <p className="error-message">{ICON_PICKER.failed}</p>
          <button type="button" className="button" onClick={list.retry}>
            {ICON_PICKER.retry}
          </button>
        </div>
      )}
      {list.status === 'ready' && (
        <IconGrid icons={filterIcons(list.icons, query)} query={query} isChosen={isChosen} onSelect={setChosen} />
      )}
      <div className="modal-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={chosen === null}
          onClick={() => chosen && onChoose(chosen)}
        >
          {ICON_PICKER.choose}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {ICON_PICKER.cancel}
        </button>
      </div>
    </Dialog>
  );
}

interface GridProps {
  icons: IconDefinition[];
  query: string;
  isChosen(icon: IconDefinition): boolean;
  onSelect(icon: IconRef): void;
}

function IconGrid({ icons, query, isChosen, onSelect }: GridProps) {
  if (icons.length === 0) return <p role="status">{ICON_PICKER.noneMatch(query.trim())}</p>;
  return (
    <div role="group" aria-label={ICON_PICKER.group} className="qt-icon-grid">
      {icons.map((icon) => (
        <button
          key={`${icon.style}:${icon.name}`}
          type="button"
          className="qt-icon-button"
          aria-label={ICON_PICKER.iconLabel(icon.name, icon.style)}
          aria-pressed={isChosen(icon)}
          onClick={() => onSelect({ name: icon.name, style: icon.style })}
        >
          <IconGlyph icon={icon} size={24} />
          <span aria-hidden="true">{icon.name}</span>
        </button>
      ))}
    </div>
  );
}
