import { useId, useState, type ReactNode } from 'react';
import { LIST_KIT_STRINGS, type PaginationStrings } from './strings.js';

/** Page numbers to offer: the first, the last, and two either side of `page`; null is a gap. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown: (number | null)[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= 2) shown.push(n);
    else if (shown.at(-1) !== null) shown.push(null);
  }
  return shown;
}

/** The props of {@link Pagination}. */
export interface PaginationProps {
  /** The page shown (from 1) and how many there are: the list answer's `pagination`. */
  info: { page: number; pages: number };
  /** Called with the page asked for, always one from 1 to `pages`. */
  onPage(page: number): void;
  /** Shown first, e.g. '25 surveys'. */
  total?: ReactNode;
  /** Words that replace the kit's own ({@link LIST_KIT_STRINGS}`.pagination`). */
  strings?: Partial<PaginationStrings>;
}

/**
 * The pagination of every list: the total, Previous, the page numbers, Next, and a box a page
 * number is typed in, applied on Enter (a page below 1 or above the last is refused with a
 * message). Previous and Next are off at their ends with `aria-disabled` rather than `disabled`,
 * which would drop the focus of the button just pressed; a page change is announced in a live
 * region. Hidden while there is only one page.
 *
 * ```tsx
 * <Pagination info={answer.pagination} total={`${answer.pagination.total} posts`} onPage={setPage} />
 * ```
 */
export function Pagination({ info: { page, pages }, onPage, total, strings }: PaginationProps) {
  const S = { ...LIST_KIT_STRINGS.pagination, ...strings };
  const boxId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState(String(page));
  const [refused, setRefused] = useState(false);
  // Another page shown (by a button, Back, or a change of filter) starts the box afresh.
  const [boxPage, setBoxPage] = useState(page);
  if (boxPage !== page) {
    setBoxPage(page);
    setDraft(String(page));
    setRefused(false);
  }
  if (pages <= 1) return null;

  const go = (to: number) => {
    if (to >= 1 && to <= pages && to !== page) onPage(to);
  };

  function applyDraft() {
    const wanted = Number(draft.trim());
    const valid = draft.trim() !== '' && Number.isInteger(wanted) && wanted >= 1 && wanted <= pages;
    setRefused(!valid);
    if (valid) go(wanted);
  }

  const step = (label: string, to: number) => {
    const off = to < 1 || to > pages;
    return (
      <button type="button" className="button" aria-disabled={off || undefined} onClick={() => go(to)}>
        {label}
      </button>
    );
  };

  return (
    <nav aria-label={S.label} className="list-pagination">
      {total !== undefined && <span className="list-total">{total}</span>}
      {step(S.previous, page - 1)}
      <ul className="list-pages">
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
                aria-label={S.page(n)}
                onClick={() => go(n)}
              >
                {n}
              </button>
            </li>
          ),
        )}
      </ul>
      {step(S.next, page + 1)}
      <span className="list-page-jump">
        <label htmlFor={boxId} className="visually-hidden">
          {S.currentPage}
        </label>
        <input
          id={boxId}
          className="list-page-box"
          inputMode="numeric"
          size={3}
          value={draft}
          aria-invalid={refused || undefined}
          aria-describedby={refused ? errorId : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setRefused(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              applyDraft();
            }
          }}
        />
        <span>{S.ofPages(pages)}</span>
      </span>
      <span role="status" className="visually-hidden">
        {S.position(page, pages)}
      </span>
      {refused && (
        <p id={errorId} role="alert" className="list-page-error">
          {S.refused(pages)}
        </p>
      )}
    </nav>
  );
}
