import { useId, useState } from 'react';
import type { BulkAction } from './queries';
import { LIST_STRINGS as S } from './strings';

/** Spec 000 §2: the trash offers Restore and Delete Permanently; elsewhere Publish, Make Draft, Trash. */
export function bulkActionsFor(inTrash: boolean): BulkAction[] {
  return inTrash ? ['restore', 'delete'] : ['publish', 'draft', 'trash'];
}

/**
 * The bulk actions select and Apply. Keyed by the caller on the filter, so leaving or entering the
 * trash forgets a choice that no longer applies.
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
  onApply(action: BulkAction): void;
}) {
  const id = useId();
  const [action, setAction] = useState<BulkAction | ''>('');
  return (
    <form
      className="surveys-bulk"
      onSubmit={(event) => {
        event.preventDefault();
        if (action) onApply(action);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {S.bulkLabel}
      </label>
      <select id={id} value={action} onChange={(e) => setAction(e.target.value as BulkAction | '')}>
        <option value="">{S.bulkPlaceholder}</option>
        {bulkActionsFor(inTrash).map((a) => (
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
