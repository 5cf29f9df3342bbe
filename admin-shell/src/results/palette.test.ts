import { describe, expect, it } from 'vitest';
import { CHART_BACKGROUNDS, CHART_GUIDES, CHART_MARKS, contrastRatio } from './palette';

describe('the results palette', () => {
  it('computes WCAG contrast: black on white is 21:1, white on the old primary blue 3.59:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#2d87f1')).toBeCloseTo(3.59, 2);
  });

  it.each(Object.entries(CHART_MARKS))('the %s mark stands out at 3:1 from the card and the page', (_, colour) => {
    for (const background of CHART_BACKGROUNDS) expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(3);
  });

  it('the NPS zero line is as visible as a mark', () => {
    for (const background of CHART_BACKGROUNDS) expect(contrastRatio(CHART_GUIDES.zero, background)).toBeGreaterThanOrEqual(3);
  });

  it('the three NPS segments are three different colours', () => {
    expect(new Set([CHART_MARKS.detractor, CHART_MARKS.passive, CHART_MARKS.promoter]).size).toBe(3);
  });
});
