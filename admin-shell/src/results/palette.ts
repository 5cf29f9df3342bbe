/**
 * The results charts' colours, the one place they are chosen. The hues are Okabe and Ito's
 * colour-blind-safe set ("Color Universal Design", 2008); where one of theirs is too pale to stand
 * out from a white card (non-text contrast needs 3:1, WCAG 1.4.11) it is darkened or replaced by a
 * neutral, as noted. `palette.test.ts` checks every mark against the card and the page.
 */

/** Okabe–Ito, as published. */
export const OKABE_ITO = {
  black: '#000000',
  orange: '#E69F00',
  skyBlue: '#56B4E9',
  bluishGreen: '#009E73',
  yellow: '#F0E442',
  blue: '#0072B2',
  vermillion: '#D55E00',
  reddishPurple: '#CC79A7',
} as const;

/** What the charts draw on: the card (`--surface`) and, around it, the page (`--page`). */
export const CHART_BACKGROUNDS = ['#ffffff', '#f3f5f7'] as const;

/** Marks that carry data: each is at least 3:1 against both backgrounds. */
export const CHART_MARKS = {
  /** Every single-series bar: choices, stars, responses per day, NPS per day. */
  bar: OKABE_ITO.blue,
  /** NPS segments, diverging around a neutral middle: vermillion, grey, blue. */
  detractor: OKABE_ITO.vermillion,
  /** Okabe–Ito has no mid grey dark enough; #767676 is the lightest grey at 4.5:1 on white. */
  passive: '#767676',
  promoter: OKABE_ITO.blue,
  /** A filled rating star: Okabe–Ito orange darkened until it reaches 4.5:1 (its own is 2.2:1). */
  star: '#A15C00',
  /** The drop-off's two bars: a question seen in the neutral grey, answered in the bar blue. */
  seen: '#767676',
  answered: OKABE_ITO.blue,
} as const;

/** Lines that only help reading (grid, the empty part of a bar): no contrast needed. */
export const CHART_GUIDES = {
  grid: '#e5e8eb',
  track: '#f3f5f7',
  /** The NPS charts' zero line is read against the bars, so it is as dark as a mark. */
  zero: '#5c636a',
  /** Between the segments of a stacked bar, so that neighbours never touch. */
  gap: '#ffffff',
} as const;

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
