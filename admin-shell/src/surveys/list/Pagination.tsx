import type { Pagination as PageInfo } from './queries';
import { LIST_STRINGS as S } from './strings';

/** Page numbers to offer: the first, the last, and two either side of the current; null is a gap. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown: (number | null)[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= 2) shown.push(n);
    else if (shown.at(-1) !== null) shown.push(null);
  }
  return shown;
}

/** Previous, the page numbers and Next, from the API's pagination. Hidden when there is one page. */
export function Pagination({ info, onPage }: { info: PageInfo; onPage(page: number): void }) {
  const { page, pages, total } = info;
  if (pages <= 1) return null;
  return (
    <nav aria-label={S.paginationLabel} className="surveys-pagination">
      <span className="surveys-total">{S.totalItems(total)}</span>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {S.previousPage}
      </button>
      <ul>
        {pageWindow(page, pages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <button
                type="button"
                className={n === page ? 'button button-primary' : 'button'}
                aria-current={n === page ? 'page' : undefined}
                aria-label={S.pageLabel(n)}
                onClick={() => onPage(n)}
              >
                {n}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {S.nextPage}
      </button>
    </nav>
  );
}
