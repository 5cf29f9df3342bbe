/**
 * The counts of each page as a table: one row per page, the page's address as the row header.
 * Styled inline: Module Federation brings along no CSS file a remote imports, and a table this
 * small needs no stylesheet. The shell's colour variables apply, with fallbacks.
 */
import type { CSSProperties } from 'react';
import { STRINGS } from './strings';
import type { PageStats } from './types';

const C = STRINGS.columns;
const line = '1px solid var(--border, #d5d9dd)';
const table: CSSProperties = { borderCollapse: 'collapse', background: 'var(--surface, #ffffff)', minWidth: '36rem' };
const caption: CSSProperties = { captionSide: 'top', textAlign: 'left', fontWeight: 600, padding: '0 0 0.5rem' };
const head: CSSProperties = { padding: '0.5rem 0.75rem', borderBottom: line, textAlign: 'right' };
const pageCell: CSSProperties = { ...head, textAlign: 'left', fontWeight: 'normal', overflowWrap: 'anywhere' };
const count: CSSProperties = { padding: '0.5rem 0.75rem', borderBottom: line, textAlign: 'right', fontVariantNumeric: 'tabular-nums' };

export function StatsTable({ pages }: { pages: PageStats[] }) {
  return (
    <table style={table}>
      <caption style={caption}>{STRINGS.caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={{ ...head, textAlign: 'left' }}>
            {C.page}
          </th>
          {[C.yes, C.no, C.total, C.today, C.responses].map((name) => (
            <th key={name} scope="col" style={head}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {pages.map((p) => (
          <tr key={p.page}>
            <th scope="row" style={pageCell}>
              {p.page}
            </th>
            {[p.yes, p.no, p.total, p.today, p.responses].map((n, i) => (
              <td key={i} style={count}>
                {n}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
