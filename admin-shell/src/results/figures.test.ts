import { describe, expect, it } from 'vitest';
import { choiceShares, completionRate, npsOf, npsSegment, percentOf, ratingSummary } from './figures';

const counts = (pairs: [string, number][]) => pairs.map(([value, count]) => ({ value, count }));

describe('results figures', () => {
  it('a multi-select counts each option against the respondents, so shares may pass 100%', () => {
    const shares = choiceShares({ total_answers: 5, options: counts([['Sourdough', 4], ['Tea', 3], ['Croissant', 1]]) });
    expect(shares.map((s) => s.percent)).toEqual([80, 60, 20]);
  });

  it('percentages of nothing are 0, not NaN', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(choiceShares({ total_answers: 0, options: counts([['Yes', 0]]) })[0]?.percent).toBe(0);
  });

  it('a star rating averages its scores to one decimal and lists 5 down to 1 stars', () => {
    const summary = ratingSummary(counts([['1', 0], ['2', 1], ['3', 0], ['4', 2], ['5', 3]]));
    expect(summary.average).toBe(4.2);
    expect(summary.ratings).toBe(6);
    expect(summary.distribution.map((d) => [d.score, d.count, d.percent])).toEqual([
      [5, 3, 50],
      [4, 2, 33],
      [3, 0, 0],
      [2, 1, 17],
      [1, 0, 0],
    ]);
  });

  it('a star rating without ratings has no average', () => {
    expect(ratingSummary(counts([['5', 0]])).average).toBeNull();
  });

  it('NPS segments follow the spec: 1-6 detract, 7-8 are passive, 9-10 promote', () => {
    expect([1, 6, 7, 8, 9, 10].map(npsSegment)).toEqual(['detractor', 'detractor', 'passive', 'passive', 'promoter', 'promoter']);
  });

  it('a question’s NPS is promoters minus detractors in percent, as the host computes it', () => {
    const o = npsOf(counts([['10', 5], ['9', 1], ['8', 2], ['7', 1], ['6', 1], ['1', 2]]));
    expect(o).toEqual({ detractor: 3, passive: 3, promoter: 6, nps: 25, total: 12 });
    expect(npsOf(counts([['9', 2], ['3', 1]])).nps).toBe(33);
    expect(npsOf([]).nps).toBe(0);
  });

  it('an NPS of exactly -12.5 rounds away from zero like the host', () => {
    // 1 promoter, 2 detractors, 5 passives of 8: -12.5.
    expect(npsOf(counts([['10', 1], ['2', 2], ['7', 5]])).nps).toBe(-13);
  });

  it('the completion rate is responses per impression, unknown before the first impression', () => {
    expect(completionRate(6, 8)).toBe(75);
    expect(completionRate(3, 0)).toBeNull();
  });
});
