import { SelectAll } from '@hearken/addon-sdk/ui';
import type { ResponsesList, SurveyResponse } from '../types';
import type { ResponseAction } from './api';
import { ResponseRow } from './ResponseRow';
import { RESPONSES_STRINGS as S } from './strings';
import { UI_STRINGS } from '../../ui/strings';

export interface ResponsesTableProps {
  items: SurveyResponse[];
  questions: ResponsesList['survey']['questions'];
  surveyId: number;
  surveyTitle: string;
  manages: boolean;
  selected: ReadonlySet<number>;
  onSelect(ids: readonly number[], on: boolean): void;
  onAction(action: ResponseAction, id: number): void;
  busy: boolean;
  /** Another page or filter is loading; the rows shown are the previous ones. */
  loading: boolean;
}

/** The responses of the current page (spec 001 §2 columns, and each response's first answers). */
export function ResponsesTable({ items, questions, surveyId, surveyTitle, manages, selected, onSelect, onAction, busy, loading }: ResponsesTableProps) {
  const C = S.columns;
  return (
    <table className="list-table" aria-busy={loading || undefined}>
      <caption className="visually-hidden">{S.tableCaption(surveyTitle)}</caption>
      <thead>
        <tr>
          {manages && (
            <td className="list-check">
              <SelectAll ids={items.map((r) => r.id)} selected={selected} onSelect={onSelect} label={UI_STRINGS.listKit.selectAll} />
            </td>
          )}
          <th scope="col">{C.title}</th>
          <th scope="col">{C.answers}</th>
          <th scope="col">{C.page}</th>
          <th scope="col">{C.date}</th>
          <th scope="col">{C.status}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((response) => (
          <ResponseRow
            key={response.id}
            response={response}
            questions={questions}
            surveyId={surveyId}
            manages={manages}
            selected={selected.has(response.id)}
            onSelect={(on) => onSelect([response.id], on)}
            onAction={(action) => onAction(action, response.id)}
            busy={busy}
          />
        ))}
      </tbody>
    </table>
  );
}
