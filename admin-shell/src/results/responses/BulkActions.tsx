import { useId, useState } from 'react';
import type { ResponseAction } from './api';
import { RESPONSES_STRINGS as S } from './strings';

/** Spec 001 §2: the trash filter offers Restore and Delete Permanently; elsewhere Trash. */
export function bulkActionsFor(inTrash: boolean): ResponseAction[] {
  return inTrash ? ['restore', 'delete'] : ['trash'];
}

const NONE = '-1';

/**
 * The bulk actions select (default value -1, 'Bulk Actions') and Apply. Keyed by the caller on the
 * filter, so entering or leaving the trash forgets a choice that no longer applies.
 */
export function BulkActions({
  inTrash,
  selectedCount,
  busy,
  onApply,
}: {
  inTrash: boolean;
  selectedCount: number;
  busy: boolean;
  onApply(action: ResponseAction): void;
}) {
  const id = useId();
  const actions = bulkActionsFor(inTrash);
  const [value, setValue] = useState(NONE);
  const action = actions.find((a) => a === value);
  return (
    <form
      className="rr-bulk"
      onSubmit={(event) => {
        event.preventDefault();
        if (action) onApply(action);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {S.bulkLabel}
      </label>
      <select id={id} value={value} onChange={(e) => setValue(e.target.value)}>
        <option value={NONE}>{S.bulkPlaceholder}</option>
        {actions.map((a) => (
          <option key={a} value={a}>
            {S.bulk[a]}
          </option>
        ))}
      </select>
      <button type="submit" className="button" disabled={busy || !action || selectedCount === 0}>
        {S.apply}
      </button>
    </form>
  );
}
