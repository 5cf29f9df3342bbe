/** The scroll-depth curve in words: what the chart shows, for those who cannot see it. */
import { STRINGS } from '../strings';
import type { ScrollStep } from './types';

const S = STRINGS.scroll;

/**
 * 'Half of the visitors saw at least D% of the page. P% of visitors reached the end of the page.': D is
 * the deepest step that at least half of the page views reached (steps of 5 %).
 */
export function scrollSummary(views: number, scroll: readonly ScrollStep[]): string {
  if (views <= 0 || scroll.length === 0) return S.none;
  const half = scroll.filter((step) => step.percent >= 50).reduce((deepest, step) => Math.max(deepest, step.depth), 0);
  const end = scroll.find((step) => step.depth === 100);
  return end ? `${S.half(half)} ${S.end(end.percent)}` : S.half(half);
}
