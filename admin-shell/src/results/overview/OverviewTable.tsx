import { Link } from 'react-router';
import { formatInstant } from '../dates';
import { RESULTS_STRINGS } from '../strings';
import type { ResultsSurveyRow } from '../types';

const S = RESULTS_STRINGS.overview;

/** One row per survey with its responses in the range and a View Results link (spec 001 §2). */
export function OverviewTable({ surveys, rangeLabel, zone }: { surveys: ResultsSurveyRow[]; rangeLabel: string; zone: string }) {
  return (
    // On a phone the table scrolls sideways in its own box, which the keyboard can scroll too.
    <div className="rs-table-scroll" role="region" aria-label={S.tableCaption} tabIndex={0}>
      <table className="rs-table">
        <caption className="visually-hidden">{S.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{S.columns.title}</th>
            <th scope="col">{S.columns.status}</th>
            <th scope="col">{S.columns.rangeResponses(rangeLabel)}</th>
            <th scope="col">{S.columns.totalResponses}</th>
            <th scope="col">{S.columns.created}</th>
            <th scope="col">
              <span className="visually-hidden">{S.columns.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {surveys.map((survey) => {
            const title = survey.title || RESULTS_STRINGS.untitled;
            return (
              <tr key={survey.id}>
                <th scope="row" className="rs-table-title">
                  {title}
                </th>
                <td>{S.status[survey.status]}</td>
                <td>{survey.range_responses_count}</td>
                <td>{survey.responses_count}</td>
                <td>{formatInstant(survey.created_at, zone)}</td>
                <td>
                  <Link to={`/results/survey/${survey.id}`} aria-label={S.viewResultsOf(title)}>
                    {S.viewResults}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
