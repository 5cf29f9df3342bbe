import { Link } from 'react-router';
import { TableScroll } from '../ui/TableScroll';
import { LICENSE_SETTINGS_PATH, UPGRADE_STRINGS } from '../upgrade/strings';
import { COMPARISON, type ComparisonCell } from './comparison';
import { ABOUT_STRINGS } from './strings';

const S = ABOUT_STRINGS.compare;

const MARKS: Record<ComparisonCell['availability'], string> = { included: '✓', limited: '◐', absent: '✕' };

function Cell({ cell }: { cell: ComparisonCell }) {
  return (
    <td className={`compare-${cell.availability}`}>
      <span className="compare-mark" aria-hidden="true">
        {MARKS[cell.availability]}
      </span>{' '}
      {cell.text}
    </td>
  );
}

/** Lite vs Pro (spec 002 §2.6): the comparison, an upgrade link and the Lite discount. */
export function LiteVsPro() {
  return (
    <section aria-labelledby="lite-vs-pro-heading">
      <h2 id="lite-vs-pro-heading">{S.heading}</h2>
      <p>{S.intro}</p>
      <TableScroll label={S.caption} className="compare-scroll">
        <table className="compare-table">
          <caption>{S.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{S.feature}</th>
              <th scope="col">{S.lite}</th>
              <th scope="col">{S.pro}</th>
            </tr>
          </thead>
          <tbody>
            {COMPARISON.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                <Cell cell={row.lite} />
                <Cell cell={row.pro} />
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <div className="compare-upgrade">
        <Link className="button button-primary" to={LICENSE_SETTINGS_PATH}>
          {S.upgrade}
        </Link>
        <p className="upgrade-bonus">{UPGRADE_STRINGS.bonus}</p>
      </div>
    </section>
  );
}
