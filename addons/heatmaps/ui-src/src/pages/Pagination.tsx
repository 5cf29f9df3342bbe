/**
 * Previous, 'Page X of Y' and Next under the list. Each button is off at its end with
 * `aria-disabled` rather than `disabled`, which would drop the focus of the button just pressed;
 * the position is a live region, so a page change is announced. Hidden while there is one page.
 */
import { STRINGS } from '../strings';
import type { Pagination as PageInfo } from './types';

const P = STRINGS.pagination;

export function Pagination({ info, onPage }: { info: PageInfo; onPage(page: number): void }) {
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
    <nav aria-label={P.label} className="heatmaps-pagination">
      {step(P.previous, page - 1)}
      <span role="status">{P.position(page, pages)}</span>
      {step(P.next, page + 1)}
    </nav>
  );
}
