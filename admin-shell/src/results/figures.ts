/**
 * The figures the results screens derive from what `GET surveys/{id}/results` answers: percentages,
 * a rating's average and distribution, a question's NPS, the completion rate. Pure, so each rule
 * is tested on its own (`figures.test.ts`).
 */
import type { NpsOverview, OptionCount, QuestionStats } from './types';

/** A whole percentage of `of`; 0 when there is nothing to divide by. */
export function percentOf(count: number, of: number): number {
  return of <= 0 ? 0 : Math.round((count / of) * 100);
}

/** Rounds half away from zero, as the host's NPS does (Rust's `f64::round`): -12.5 is -13. */
function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** One option's bar: its count and its share of the question's respondents. */
export interface ChoiceShare {
  label: string;
  count: number;
  percent: number;
}

/**
 * Each option's share of the people who answered the question. For a checkbox a respondent may
 * tick several, so the shares may add up to more than 100%: each is "% of respondents".
 */
export function choiceShares(question: Pick<QuestionStats, 'options' | 'total_answers'>): ChoiceShare[] {
  return question.options.map((option) => ({
    label: option.value,
    count: option.count,
    percent: percentOf(option.count, question.total_answers),
  }));
}

/** Scores of a 1..max scale question, as counts per score, highest score first. */
function scaleCounts(options: OptionCount[], max: number): { score: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const option of options) {
    const score = Number(option.value);
    if (Number.isInteger(score) && score >= 1 && score <= max) counts.set(score, (counts.get(score) ?? 0) + option.count);
  }
  return Array.from({ length: max }, (_, i) => max - i).map((score) => ({ score, count: counts.get(score) ?? 0 }));
}

/** spec 001 §9: ratings use 5 stars. */
export const STARS = 5;

export interface RatingSummary {
  /** The mean score, one decimal; null without ratings. */
  average: number | null;
  ratings: number;
  /** 5 stars first, down to 1. */
  distribution: { score: number; count: number; percent: number }[];
}

export function ratingSummary(options: OptionCount[], max = STARS): RatingSummary {
  const counts = scaleCounts(options, max);
  const ratings = counts.reduce((sum, c) => sum + c.count, 0);
  const points = counts.reduce((sum, c) => sum + c.score * c.count, 0);
  return {
    average: ratings === 0 ? null : Math.round((points / ratings) * 10) / 10,
    ratings,
    distribution: counts.map((c) => ({ ...c, percent: percentOf(c.count, ratings) })),
  };
}

/** spec 001 §9: NPS runs 1 to 10. */
export const NPS_MAX = 10;

/** The segment a score falls in (spec 001 §9): 1-6 detractor, 7-8 passive, 9-10 promoter. */
export type NpsSegment = 'detractor' | 'passive' | 'promoter';

export function npsSegment(score: number): NpsSegment {
  if (score <= 6) return 'detractor';
  return score <= 8 ? 'passive' : 'promoter';
}

/** An nps question's overview from its counts per score, as the host computes `nps_overview`. */
export function npsOf(options: OptionCount[]): NpsOverview {
  const overview = { detractor: 0, passive: 0, promoter: 0 };
  for (const { score, count } of scaleCounts(options, NPS_MAX)) overview[npsSegment(score)] += count;
  const total = overview.detractor + overview.passive + overview.promoter;
  const nps = total === 0 ? 0 : roundHalfAway(((overview.promoter - overview.detractor) * 100) / total);
  return { ...overview, nps, total };
}

/**
 * Responses per impression, in whole percent; null before the first impression. Both counts cover
 * the same days (a survey's chosen range, or every survey's whole life).
 */
export function completionRate(responses: number, impressions: number): number | null {
  return impressions <= 0 ? null : percentOf(responses, impressions);
}
