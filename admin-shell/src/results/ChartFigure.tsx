/**
 * Every results chart is drawn inside one of these: a figure named by its caption, the drawing as
 * one image whose name says what it shows (recharts' own SVG is left out of the tab order:
 * `accessibilityLayer={false}` on each chart), and the same numbers as a table behind a "Show as
 * table" disclosure, for anyone who would rather read than look.
 */
import { useId, useState, type ReactNode } from 'react';
import { RESULTS_STRINGS } from './strings';

const S = RESULTS_STRINGS.charts;

export interface ChartTableData {
  caption: string;
  /** The first column names each row (a row header). */
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}

export function ChartTable({ caption, columns, rows }: ChartTableData) {
  return (
    <table className="rs-counts">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells: [head, ...rest] }) => (
          <tr key={key}>
            <th scope="row">{head}</th>
            {rest.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ChartFigure({
  title,
  summary,
  table,
  showTitle = true,
  children,
}: {
  title: string;
  /** What the drawing shows, in a sentence: the image's accessible name. */
  summary: string;
  table: ChartTableData;
  /** False where a heading right above already says the title: the caption is then for screen readers only. */
  showTitle?: boolean;
  children: ReactNode;
}) {
  const captionId = useId();
  const [open, setOpen] = useState(false);
  return (
    <figure className="rs-figure" aria-labelledby={captionId}>
      <figcaption id={captionId} className={showTitle ? 'rs-figure-title' : 'visually-hidden'}>
        {title}
      </figcaption>
      <div className="rs-figure-drawing" role="img" aria-label={summary}>
        {children}
      </div>
      <details className="rs-figure-table" onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>{open ? S.hideTable : S.showTable}</summary>
        <ChartTable {...table} />
      </details>
    </figure>
  );
}
