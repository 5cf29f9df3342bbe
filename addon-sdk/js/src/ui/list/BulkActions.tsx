import { useId, useState } from 'react';
import { LIST_KIT_STRINGS, type BulkActionsStrings } from './strings.js';

/** The value of the first option, which chooses no action. */
const NONE = '-1';

/** The props of {@link BulkActions}. */
export interface BulkActionsProps<A extends string> {
  /** The actions offered now, in order (the trash offers others than the rest of a list). */
  actions: readonly A[];
  /** Each action's name in the select. */
  names: Record<A, string>;
  /** How many rows are selected; Apply waits for one. */
  selectedCount: number;
  /** A change is running: Apply waits for it. */
  busy: boolean;
  onApply(action: A): void;
  /** Words that replace the kit's own ({@link LIST_KIT_STRINGS}`.bulk`). */
  strings?: Partial<BulkActionsStrings>;
}

/**
 * The bulk actions select ('Bulk Actions', value -1, then the actions) and Apply, which is off
 * until an action is chosen and a row selected. Offering other actions (entering or leaving the
 * trash) forgets a choice that no longer applies.
 */
export function BulkActions<A extends string>({ actions, names, selectedCount, busy, onApply, strings }: BulkActionsProps<A>) {
  const S = { ...LIST_KIT_STRINGS.bulk, ...strings };
  const id = useId();
  const [value, setValue] = useState(NONE);
  const offered = actions.join('|');
  const [chosenAmong, setChosenAmong] = useState(offered);
  if (chosenAmong !== offered) {
    setChosenAmong(offered);
    setValue(NONE);
  }
  const action = actions.find((a) => a === value);
  return (
    <form
      className="list-bulk"
      onSubmit={(event) => {
        event.preventDefault();
        if (action) onApply(action);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {S.label}
      </label>
      <select id={id} value={value} onChange={(event) => setValue(event.target.value)}>
        <option value={NONE}>{S.placeholder}</option>
        {actions.map((a) => (
          <option key={a} value={a}>
            {names[a]}
          </option>
        ))}
      </select>
      <button type="submit" className="button" disabled={busy || !action || selectedCount === 0}>
        {S.apply}
      </button>
    </form>
  );
}
