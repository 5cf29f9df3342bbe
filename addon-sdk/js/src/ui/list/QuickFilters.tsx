/** The props of {@link QuickFilters}. */
export interface QuickFiltersProps<F extends string> {
  /** The navigation's accessible name, e.g. 'Filter surveys by status'. */
  label: string;
  /** The filters, in order; the first is usually 'all'. */
  filters: readonly F[];
  /** Each filter's name; its count follows it in brackets. */
  names: Record<F, string>;
  /** How many rows each filter holds: the list answer's `status_filters`; a missing one is 0. */
  counts: readonly { status: string; count: number }[];
  current: F;
  onChange(filter: F): void;
}

/**
 * The quick filters above a list ('All (4) | Published (2) | Trash (1)'): link-like buttons, the
 * one in force pressed (`aria-pressed`).
 */
export function QuickFilters<F extends string>({ label, filters, names, counts, current, onChange }: QuickFiltersProps<F>) {
  const countOf = (filter: F) => counts.find((c) => c.status === filter)?.count ?? 0;
  return (
    <nav aria-label={label}>
      <ul className="list-filters">
        {filters.map((filter) => (
          <li key={filter}>
            <button type="button" className="button-link" aria-pressed={filter === current} onClick={() => onChange(filter)}>
              {names[filter]} ({countOf(filter)})
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
