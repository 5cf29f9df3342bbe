import type { Ref } from 'react';
import { Link } from 'react-router';
import { EmbedAction } from '../../embed/EmbedAction';
import type { BulkAction, SurveyListItem } from './queries';
import { localizedDate, shownStatus } from './status';
import { LIST_STRINGS as S, PATHS } from './strings';

export interface SurveyRowProps {
  survey: SurveyListItem;
  selected: boolean;
  onSelect(selected: boolean): void;
  /** Trash, Restore, or Delete permanently (which asks first). */
  onAction(action: Extract<BulkAction, 'trash' | 'restore' | 'delete'>): void;
  /** A change is running: the row's buttons wait for it. */
  busy: boolean;
  /** Set on the title link of the survey the editor returned from. */
  titleRef?: Ref<HTMLAnchorElement> | undefined;
}

/** One survey of the list with its row actions (spec 000 §2). */
export function SurveyRow({ survey, selected, onSelect, onAction, busy, titleRef }: SurveyRowProps) {
  const title = survey.title.trim() || S.untitled;
  const trashed = survey.status === 'trash';
  const status = shownStatus(survey);
  const drive = survey.settings?.google_drive;
  const sheet = drive?.enable && drive.spreadsheet_id ? drive.spreadsheet_id : null;
  const A = S.rowActions;

  return (
    <tr className={selected ? 'is-selected' : undefined}>
      <td className="list-check">
        <input type="checkbox" checked={selected} aria-label={S.selectRow(title)} onChange={(e) => onSelect(e.target.checked)} />
      </td>
      <td className="list-row-title">
        {trashed ? (
          <strong>{title}</strong>
        ) : (
          <Link to={PATHS.edit(survey.id)} ref={titleRef}>
            {title}
          </Link>
        )}
        <ul className="list-row-actions">
          {!trashed && (
            <li>
              <Link to={PATHS.edit(survey.id)} aria-label={S.actionOn(A.edit, title)}>
                {A.edit}
              </Link>
            </li>
          )}
          <li>
            <Link to={PATHS.results(survey.id)} aria-label={S.actionOn(A.results, title)}>
              {A.results}
            </Link>
          </li>
          <li>
            <Link to={PATHS.responses(survey.id)} aria-label={S.actionOn(A.responses, title)}>
              {A.responses}
            </Link>
          </li>
          <li>
            <Link to={PATHS.duplicate(survey.id)} aria-label={S.actionOn(A.duplicate, title)}>
              {A.duplicate}
            </Link>
          </li>
          {trashed ? (
            <>
              <li>
                <button type="button" className="button-link" disabled={busy} aria-label={S.actionOn(A.restore, title)} onClick={() => onAction('restore')}>
                  {A.restore}
                </button>
              </li>
              <li>
                <button type="button" className="button-link list-destructive" disabled={busy} aria-label={S.actionOn(A.deletePermanently, title)} onClick={() => onAction('delete')}>
                  {A.deletePermanently}
                </button>
              </li>
            </>
          ) : (
            <li>
              <button type="button" className="button-link list-destructive" disabled={busy} aria-label={S.actionOn(A.trash, title)} onClick={() => onAction('trash')}>
                {A.trash}
              </button>
            </li>
          )}
        </ul>
      </td>
      <td>
        <span className={`surveys-status surveys-status-${status}`}>{S.status[status]}</span>
        {survey.closed_by_limit && <span className="surveys-closed">{S.closedByLimit}</span>}
      </td>
      <td>
        <time dateTime={survey.created_at}>{localizedDate(survey.created_at)}</time>
      </td>
      <td>
        {!trashed && <EmbedAction id={survey.id} title={title} />}
      </td>
      <td className="surveys-responses">
        <Link to={PATHS.responses(survey.id)} aria-label={S.responsesLabel(survey.responses_count, title)}>
          {survey.responses_count}
        </Link>
        {sheet && (
          <a href={PATHS.googleSheet(sheet)} target="_blank" rel="noopener noreferrer" aria-label={S.actionOn(S.googleSheet, title)}>
            {S.googleSheet}
          </a>
        )}
      </td>
    </tr>
  );
}
