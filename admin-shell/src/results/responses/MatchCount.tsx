import { RESPONSES_STRINGS } from './strings';

const S = RESPONSES_STRINGS.find;

/**
 * How many responses match the search and filters, or the empty state with Clear filters. The
 * region stays on the page so a screen reader hears each new count (politely); it is blank while
 * nothing is filtered or the count would be the previous one's.
 */
export function MatchCount({ total, onClear }: { total: number | null; onClear(): void }) {
  return (
    <div role="status" className="rr-matches">
      {total !== null && total > 0 && <p className="rr-match-count">{S.matches(total)}</p>}
      {total === 0 && (
        <div className="list-empty rr-no-matches">
          <p>{S.noMatches}</p>
          <button type="button" className="button" onClick={onClear}>
            {S.clear}
          </button>
        </div>
      )}
    </div>
  );
}
