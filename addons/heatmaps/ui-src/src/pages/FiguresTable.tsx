/**
 * A table of figures, as every table of the area is: the first column names the row (a page, a
 * viewport, an element) as its row header, the others are counts or shares, aligned at their end.
 */
import type { ReactNode } from 'react';

export interface FiguresRow {
  key: string | number;
  name: ReactNode;
  figures: string[];
}

export function FiguresTable({
  caption,
  labelledBy,
  busy = false,
  nameColumn,
  columns,
  rows,
}: {
  /** The table's caption; or `labelledBy`, the id of the heading that names it. */
  caption?: string;
  labelledBy?: string;
  /** Another answer is loading; the rows shown are the previous ones. */
  busy?: boolean;
  nameColumn: string;
  columns: string[];
  rows: FiguresRow[];
}) {
  return (
    <table className="heatmaps-table" aria-labelledby={labelledBy} aria-busy={busy || undefined}>
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{nameColumn}</th>
          {columns.map((column) => (
            <th key={column} scope="col" className="heatmaps-number">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.name}</th>
            {row.figures.map((figure, index) => (
              <td key={index} className="heatmaps-number">
                {figure}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
