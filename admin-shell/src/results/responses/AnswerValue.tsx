/**
 * One answer as the admin reads it: a star rating as stars, an NPS answer as its score out of 10
 * with its segment, anything else as text (arrays joined with a comma). Used by the list's
 * excerpts and the single response.
 */
import { npsSegment } from '../figures';
import { CHART_MARKS } from '../palette';
import { Stars } from '../Stars';
import type { ResponseAnswer } from '../types';
import { answerText } from './format';
import { RESPONSES_STRINGS as S } from './strings';

/** A rating's score, when the answer is one: a whole number on the question's scale. */
function score(value: ResponseAnswer['value'] | undefined, max: number): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= max ? n : null;
}

export function AnswerValue({ type, value, maxLength }: { type: string; value: ResponseAnswer['value'] | undefined; maxLength?: number }) {
  if (type === 'star-rating') {
    const stars = score(value, 5);
    if (stars !== null) {
      return (
        <span className="rr-rating">
          <Stars score={stars} label={S.rating.stars(stars)} />
          <span aria-hidden="true" className="rr-rating-text">
            {S.rating.stars(stars)}
          </span>
        </span>
      );
    }
  }
  if (type === 'nps') {
    const points = score(value, 10);
    if (points !== null) {
      const segment = npsSegment(points);
      return (
        <span className="rr-rating">
          <span className="rr-nps" style={{ borderColor: CHART_MARKS[segment] }}>
            {points}
          </span>{' '}
          <span className="rr-rating-text">
            {S.rating.npsScale} · {S.rating.segments[segment]}
          </span>
        </span>
      );
    }
  }
  const text = answerText(value) ?? '';
  return <>{maxLength !== undefined && text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text}</>;
}
