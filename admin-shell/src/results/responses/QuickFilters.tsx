import type { ResponsesList, ResponseStatusFilter } from '../types';
import { RESPONSES_STRINGS as S } from './strings';
import { STATUS_FILTERS } from './useResponsesParams';

function countOf(list: ResponsesList, filter: ResponseStatusFilter): number {
  return list.status_filters.find((s) => s.status === filter)?.count ?? 0;
}

/** All, Published and Trash, each with its count (spec 001 §2; Pro only, the caller decides). */
export function QuickFilters({
  list,
  current,
  onChange,
}: {
  list: ResponsesList;
  current: ResponseStatusFilter;
  onChange(filter: ResponseStatusFilter): void;
}) {
  return (
    <nav aria-label={S.quickFiltersLabel}>
      <ul className="rr-filters">
        {STATUS_FILTERS.map((filter) => (
          <li key={filter}>
            <button type="button" className="button-link" aria-pressed={filter === current} onClick={() => onChange(filter)}>
              {S.quickFilters[filter]} ({countOf(list, filter)})
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
