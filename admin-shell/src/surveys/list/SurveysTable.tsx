import { SelectAll } from '@hearken/addon-sdk/ui';
import type { Ref } from 'react';
import { TableScroll } from '../../ui/TableScroll';
import type { BulkAction, SortColumn, SortOrder, SurveyListItem } from './queries';
import { SurveyRow } from './SurveyRow';
import { LIST_STRINGS as S } from './strings';
import { UI_STRINGS } from '../../ui/strings';

export interface Sort {
  orderby: SortColumn;
  order: SortOrder;
}

export interface SurveysTableProps {
  items: SurveyListItem[];
  sort: Sort;
  onSort(column: SortColumn): void;
  selected: ReadonlySet<number>;
  onSelect(ids: readonly number[], selected: boolean): void;
  onAction(action: Extract<BulkAction, 'trash' | 'restore' | 'delete'>, survey: SurveyListItem): void;
  busy: boolean;
  /** Another page, sort or filter is loading; the rows shown are the previous ones. */
  loading: boolean;
  /** The survey the editor returned from, whose title link takes `title` (the list focuses it). */
  returned: { id: number | null; title: Ref<HTMLAnchorElement> };
}

/** A column header that sorts: the button toggles, `aria-sort` tells which way it is sorted now. */
function SortHeader({ column, label, sort, onSort }: { column: SortColumn; label: string; sort: Sort; onSort(column: SortColumn): void }) {
  const active = sort.orderby === column;
  const direction = sort.order === 'asc' ? 'ascending' : 'descending';
  return (
    <th scope="col" aria-sort={active ? direction : 'none'}>
      <button type="button" className="surveys-sort" onClick={() => onSort(column)}>
        {label}
        <span aria-hidden="true" className="surveys-sort-arrow">
          {active ? (sort.order === 'asc' ? '▲' : '▼') : '⇅'}
        </span>
      </button>
    </th>
  );
}

/** The surveys of the current page (spec 000 §2 columns). */
export function SurveysTable({ items, sort, onSort, selected, onSelect, onAction, busy, loading, returned }: SurveysTableProps) {
  const C = S.columns;
  const ids = items.map((s) => s.id);
  return (
    <TableScroll label={S.tableRegion}>
      <table className="list-table" aria-busy={loading || undefined}>
        <caption className="visually-hidden">{S.tableCaption}</caption>
        <thead>
          <tr>
            <td className="list-check">
              <SelectAll ids={ids} selected={selected} onSelect={onSelect} label={UI_STRINGS.listKit.selectAll} />
            </td>
            <SortHeader column="title" label={C.title} sort={sort} onSort={onSort} />
            <SortHeader column="status" label={C.status} sort={sort} onSort={onSort} />
            <SortHeader column="created_at" label={C.created} sort={sort} onSort={onSort} />
            <th scope="col">{C.embed}</th>
            <th scope="col">{C.responses}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((survey) => (
            <SurveyRow
              key={survey.id}
              survey={survey}
              selected={selected.has(survey.id)}
              onSelect={(on) => onSelect([survey.id], on)}
              onAction={(action) => onAction(action, survey)}
              busy={busy}
              titleRef={survey.id === returned.id ? returned.title : undefined}
            />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
