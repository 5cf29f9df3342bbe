import { useId } from 'react';
import { QueryStatus } from '../../ui/QueryStatus';
import { useDropOff } from '../api';
import { ChartTable } from '../ChartFigure';
import type { DayRange } from '../dates';
import { CHART_GUIDES, CHART_MARKS } from '../palette';
import { RESULTS_STRINGS } from '../strings';
import { funnelRows, type FunnelRow } from './funnel';
import { RESULTS_DROPOFF_STRINGS as S } from './strings';
import './dropoff.css';

/**
 * How far the range's visitors got through a multi-question survey (issue 35 item 4): shown,
 * started and completed, then each question in order with two bars, "Saw" and "Answered", as
 * shares of the times shown. Each row says its numbers in words ('12 saw · 9 answered (75%)'),
 * so the bars are drawing only; the same numbers are a table behind a disclosure.
 */
export function DropOffCard({ surveyId, range, languageFiltered }: { surveyId: number; range: DayRange; languageFiltered: boolean }) {
  const headingId = useId();
  const dropOff = useDropOff(surveyId, range);
  const data = dropOff.data;
  const rows = data ? funnelRows(data) : [];
  return (
    <section className="rs-card rs-dropoff" aria-labelledby={headingId} aria-busy={dropOff.isPlaceholderData}>
      <h2 id={headingId}>{S.heading}</h2>
      <QueryStatus query={dropOff} loading={S.loading} />
      {data && (
        <>
          <p className="rs-dropoff-totals">{S.totals(data.shown, data.started, data.completed)}</p>
          <ol className="rs-funnel">
            {rows.map((row) => (
              <FunnelItem key={row.key} row={row} />
            ))}
          </ol>
          <p className="rs-note rs-muted">{S.note}</p>
          {languageFiltered && <p className="rs-note rs-muted">{S.everyLanguage}</p>}
          <details className="rs-figure-table">
            <summary>{S.tableCaption}</summary>
            <ChartTable
              caption={S.tableCaption}
              columns={[S.columns.question, S.columns.saw, S.columns.answered]}
              // Three columns, so that the table fits a phone: the share of those who saw it
              // follows the answered count in its cell.
              rows={rows.map((row) => ({
                key: row.key,
                cells: [
                  titleOf(row),
                  row.seen,
                  row.answeredOfSeen === null ? row.answered : `${row.answered} (${RESULTS_STRINGS.percent(row.answeredOfSeen)})`,
                ],
              }))}
            />
          </details>
        </>
      )}
    </section>
  );
}

function titleOf(row: FunnelRow): string {
  return row.title || RESULTS_STRINGS.untitled;
}

/** One question: its title, its two bars (labelled in words, hidden from screen readers), its numbers. */
function FunnelItem({ row }: { row: FunnelRow }) {
  return (
    <li>
      <p className="rs-funnel-title">{titleOf(row)}</p>
      <div className="rs-funnel-bars" aria-hidden="true">
        <FunnelBar label={S.saw} width={row.seenWidth} colour={CHART_MARKS.seen} />
        <FunnelBar label={S.answered} width={row.answeredWidth} colour={CHART_MARKS.answered} />
      </div>
      <p className="rs-funnel-numbers">{S.row(row.seen, row.answered, row.answeredOfSeen)}</p>
    </li>
  );
}

function FunnelBar({ label, width, colour }: { label: string; width: number; colour: string }) {
  return (
    <>
      <span className="rs-funnel-label">{label}</span>
      <span className="rs-funnel-track" style={{ backgroundColor: CHART_GUIDES.track }}>
        <span className="rs-funnel-bar" data-empty={width === 0 || undefined} style={{ inlineSize: `${width}%`, backgroundColor: colour }} />
      </span>
    </>
  );
}
