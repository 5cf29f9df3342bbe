import { countOf, QUICK_FILTERS, type QuickFilter, type SurveyList } from './queries';
import { LIST_STRINGS as S } from './strings';

/** All, Published, Scheduled, Draft, Trash, each with its count (spec 000 §2). */
export function QuickFilters({
  list,
  current,
  onChange,
}: {
  list: SurveyList | undefined;
  current: QuickFilter;
  onChange(filter: QuickFilter): void;
}) {
  return (
    <nav aria-label={S.quickFiltersLabel}>
      <ul className="surveys-filters">
        {QUICK_FILTERS.map((filter) => (
          <li key={filter}>
            <button type="button" className="button-link" aria-pressed={filter === current} onClick={() => onChange(filter)}>
              {S.quickFilters[filter]} ({list ? countOf(list, filter) : 0})
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
