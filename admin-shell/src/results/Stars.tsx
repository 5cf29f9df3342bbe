/**
 * A rating drawn as five stars, filled up to the score, with the score in words for screen readers
 * ("4 out of 5"): the star rating's average in the results and a rating answer in the responses.
 * Filled and empty stars differ in shape, not only in colour.
 */
import { CHART_MARKS } from './palette';
import { STARS } from './figures';
import './stars.css';

export function Stars({ score, label }: { score: number; label: string }) {
  const filled = Math.round(score);
  return (
    <span className="rs-stars">
      <span aria-hidden="true">
        {Array.from({ length: STARS }, (_, i) =>
          i < filled ? (
            <span key={i} className="rs-star rs-star-filled" style={{ color: CHART_MARKS.star }}>
              ★
            </span>
          ) : (
            <span key={i} className="rs-star">
              ☆
            </span>
          ),
        )}
      </span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
