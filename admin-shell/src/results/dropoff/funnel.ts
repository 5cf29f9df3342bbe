/**
 * A drop-off's rows as the card draws them (issue 35 item 4). Each bar is a share of the range's
 * impressions; a question seen more often than the survey was shown (impressions counted before
 * they had days) widens the scale instead, so no bar runs past its track.
 */
import { percentOf } from '../figures';
import type { DropOff } from '../types';

export interface FunnelRow {
  key: string;
  title: string;
  seen: number;
  answered: number;
  /** Bar widths, in percent of the scale, to a tenth. */
  seenWidth: number;
  answeredWidth: number;
  /** Whole percent of those who saw the question; null when no one did. */
  answeredOfSeen: number | null;
}

export function funnelRows({ shown, questions }: DropOff): FunnelRow[] {
  const scale = Math.max(shown, ...questions.map((q) => Math.max(q.seen, q.answered)));
  const width = (count: number) => (scale <= 0 ? 0 : Math.round((count / scale) * 1000) / 10);
  return questions.map((question, index) => ({
    key: `${String(question.id)}:${index}`,
    title: question.title,
    seen: question.seen,
    answered: question.answered,
    seenWidth: width(question.seen),
    answeredWidth: width(question.answered),
    answeredOfSeen: question.seen > 0 ? percentOf(question.answered, question.seen) : null,
  }));
}
