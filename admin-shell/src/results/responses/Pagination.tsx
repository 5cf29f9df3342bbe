import { useId, useState } from 'react';
import type { Pagination as PageInfo } from '../types';
import { RESPONSES_STRINGS as S } from './strings';

/**
 * Previous, the page number box and Next (spec 001 §2, §5). A typed page applies on Enter; a page
 * below 1 or above the last is refused with a message. Keyed by the caller on the page shown, so
 * the box starts from the current page after every change. Hidden when there is one page.
 */
export function Pagination({ info, onPage }: { info: PageInfo; onPage(page: number): void }) {
  const { page, pages, total } = info;
  const inputId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState(String(page));
  const [refused, setRefused] = useState(false);
  if (pages <= 1) return null;

  function apply() {
    const wanted = Number(draft.trim());
    if (draft.trim() === '' || !Number.isInteger(wanted) || wanted < 1 || wanted > pages) {
      setRefused(true);
      return;
    }
    setRefused(false);
    if (wanted !== page) onPage(wanted);
  }

  return (
    <nav aria-label={S.paginationLabel} className="rr-pagination">
      <span className="rr-total">{S.totalItems(total)}</span>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {S.previousPage}
      </button>
      <label htmlFor={inputId} className="visually-hidden">
        {S.currentPage}
      </label>
      <input
        id={inputId}
        className="rr-page-box"
        inputMode="numeric"
        size={3}
        value={draft}
        aria-invalid={refused || undefined}
        aria-describedby={refused ? errorId : undefined}
        onChange={(e) => {
          setDraft(e.target.value);
          setRefused(false);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          }
        }}
      />
      <span>{S.ofPages(pages)}</span>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {S.nextPage}
      </button>
      {refused && (
        <p id={errorId} role="alert" className="rr-page-error">
          {S.pageRefused(pages)}
        </p>
      )}
    </nav>
  );
}
