import { Link } from 'react-router';
import type { ResponsesList, SurveyResponse } from '../types';
import { AnswerExcerpts } from './AnswerExcerpts';
import type { ResponseAction } from './api';
import { submittedDate } from './format';
import { PageSubmittedLink } from './PageSubmittedLink';
import { RESPONSES_PATHS, RESPONSES_STRINGS as S } from './strings';

export interface ResponseRowProps {
  response: SurveyResponse;
  /** The survey's questions, for the answers' excerpts. */
  questions: ResponsesList['survey']['questions'];
  surveyId: number;
  /** Pro with a licence: the link, row actions and selection (spec 001 §6). */
  manages: boolean;
  selected: boolean;
  onSelect(selected: boolean): void;
  onAction(action: ResponseAction): void;
  /** A change is running: the row's buttons wait for it. */
  busy: boolean;
}

/** One response of the list with its row actions (spec 001 §2) and the first of its answers. */
export function ResponseRow({ response, questions, surveyId, manages, selected, onSelect, onAction, busy }: ResponseRowProps) {
  const { id } = response;
  const title = S.responseTitle(id);
  const trashed = response.status === 'trash';
  const A = S.rowActions;
  const actionButton = (action: ResponseAction, label: string, destructive = false) => (
    <li>
      <button
        type="button"
        className={destructive ? 'button-link list-destructive' : 'button-link'}
        disabled={busy}
        aria-label={S.actionOn(label, id)}
        onClick={() => onAction(action)}
      >
        {label}
      </button>
    </li>
  );

  return (
    <tr className={selected ? 'is-selected' : undefined}>
      {manages && (
        <td className="list-check">
          <input type="checkbox" checked={selected} aria-label={S.selectRow(id)} onChange={(e) => onSelect(e.target.checked)} />
        </td>
      )}
      <td className="list-row-title">
        {manages ? <Link to={RESPONSES_PATHS.response(surveyId, id)}>{title}</Link> : <strong>{title}</strong>}
        {manages && (
          <ul className="list-row-actions">
            {trashed ? (
              <>
                {actionButton('restore', A.restore)}
                {actionButton('delete', A.delete, true)}
              </>
            ) : (
              <>
                <li>
                  <Link to={RESPONSES_PATHS.response(surveyId, id)} aria-label={S.actionOn(A.view, id)}>
                    {A.view}
                  </Link>
                </li>
                {/* Partial and over-quota responses are counted nowhere, and stay where they are. */}
                {response.status === 'publish' && actionButton('trash', A.trash, true)}
              </>
            )}
          </ul>
        )}
      </td>
      <td className="rr-answers-cell">
        <AnswerExcerpts questions={questions} response={response} />
      </td>
      <td>
        <PageSubmittedLink page={response.page_submitted} />
      </td>
      <td>{response.submitted_at && <time dateTime={response.submitted_at}>{submittedDate(response.submitted_at)}</time>}</td>
      <td>
        <span className={`rr-status rr-status-${response.status}`}>
          <span className="rr-status-dot" aria-hidden="true" />
          {S.status[response.status]}
        </span>
      </td>
    </tr>
  );
}
