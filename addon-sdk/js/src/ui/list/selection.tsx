/**
 * The rows chosen for a bulk action: which are selected, the box that selects a whole page, and
 * the rule that a selection belongs to the rows shown.
 */
import { useEffect, useRef, useState } from 'react';
import { LIST_KIT_STRINGS } from './strings.js';

/** What {@link useSelection} answers. */
export interface Selection<K> {
  selected: ReadonlySet<K>;
  /** Selects (`on`) or unselects `ids`. */
  select(ids: readonly K[], on: boolean): void;
  /** Unselects `ids`, or every row when left out. */
  clear(ids?: readonly K[]): void;
}

/**
 * The selected rows of a list. `view` names the rows shown (e.g. the filter and the page, joined):
 * when it changes, the selection starts afresh, so a bulk action never reaches rows out of sight.
 */
export function useSelection<K = number>(view: string): Selection<K> {
  const [selected, setSelected] = useState<ReadonlySet<K>>(() => new Set());
  const [selectionView, setSelectionView] = useState(view);
  if (selectionView !== view) {
    setSelectionView(view);
    setSelected(new Set());
  }
  return {
    selected,
    select(ids, on) {
      setSelected((current) => {
        const next = new Set(current);
        for (const id of ids) {
          if (on) next.add(id);
          else next.delete(id);
        }
        return next;
      });
    },
    clear(ids) {
      setSelected((current) => (ids ? new Set([...current].filter((id) => !ids.includes(id))) : new Set()));
    },
  };
}

/** The props of {@link SelectAll}. */
export interface SelectAllProps<K> {
  /** The rows of the page. */
  ids: readonly K[];
  selected: ReadonlySet<K>;
  onSelect(ids: readonly K[], on: boolean): void;
  /** The box's accessible name; default 'Select All'. */
  label?: string;
}

/** The box in a list's header that selects every row of the page: mixed while only some are. */
export function SelectAll<K>({ ids, selected, onSelect, label = LIST_KIT_STRINGS.selectAll }: SelectAllProps<K>) {
  const ref = useRef<HTMLInputElement>(null);
  const count = ids.filter((id) => selected.has(id)).length;
  const all = ids.length > 0 && count === ids.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return <input ref={ref} type="checkbox" checked={all} aria-label={label} onChange={(event) => onSelect(ids, event.target.checked)} />;
}
