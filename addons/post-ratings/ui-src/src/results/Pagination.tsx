/**
 * Previous, 'Page N of M' and Next under a list (spec 001 §5: no page below 1 or above the last,
 * so each button is off at its end: `aria-disabled` rather than `disabled`, which would drop the
 * focus of the button just pressed). The position is a live region, so a page change is
 * announced. Hidden while there is only one page.
 */
import { STRINGS } from '../strings';
import type { Pagination as PageInfo } from './types';

const P = STRINGS.pagination;

export function Pagination({ info, of, onPage }: { info: PageInfo; of: string; onPage(page: number): void }) {
  const { page, pages } = info;
  if (pages <= 1) return null;
  const step = (label: string, to: number) => {
    const off = to < 1 || to > pages;
    return (
      <button type="button" className="button" aria-disabled={off || undefined} onClick={() => off || onPage(to)}>
        {label}
      </button>
    );
  };
  return (
    <nav aria-label={P.label(of)} className="post-ratings-pagination">
      {step(P.previous, page - 1)}
      <span role="status">{P.position(page, pages)}</span>
      {step(P.next, page + 1)}
    </nav>
  );
}
