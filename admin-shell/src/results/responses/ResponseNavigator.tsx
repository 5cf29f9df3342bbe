import { RESPONSES_STRINGS as S } from './strings';

/**
 * 'Response {n} of {total}' with previous and next (spec 001 §2, §5): bounded by the first and
 * last response, where the button is disabled and does nothing.
 */
export function ResponseNavigator({
  index,
  total,
  onGo,
}: {
  /** Zero-based position of the response shown. */
  index: number;
  total: number;
  onGo(index: number): void;
}) {
  const first = index <= 0;
  const last = index >= total - 1;
  return (
    <nav aria-label={S.single.navigatorLabel} className="rr-navigator">
      <button type="button" className="button" disabled={first} aria-label={S.single.previous} onClick={() => !first && onGo(index - 1)}>
        <span aria-hidden="true">‹</span>
      </button>
      <span aria-live="polite">{S.single.position(index + 1, total)}</span>
      <button type="button" className="button" disabled={last} aria-label={S.single.next} onClick={() => !last && onGo(index + 1)}>
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
