/** The look of the results charts (spec 001 §2, §9). */

/** Line colour of the responses and NPS charts. */
export const CHART_COLOR = '#2D87F1';

/**
 * recharts' Tooltip `offset` takes a coordinate: the box sits 16 px right of the pointer and 40 px
 * above it (spec 001 §2). recharts still flips or clamps it to stay inside the chart.
 */
export const TOOLTIP_OFFSET = { x: 16, y: -40 } as const;

/** Five blues, darkest first, for the option pies; options past the fifth reuse them in turn. */
export const PIE_PALETTE = ['#0B4F9C', '#1A6CCF', '#2D87F1', '#6AAAF5', '#A9CEF9'] as const;

export function pieColor(index: number): string {
  return PIE_PALETTE[index % PIE_PALETTE.length] ?? PIE_PALETTE[0];
}

/**
 * The size a chart draws at before the browser measures its box (and in tests, where nothing is
 * measured); `ResponsiveContainer` then follows the box's width.
 */
export const CHART_HEIGHT = 280;
export const INITIAL_CHART_SIZE = { width: 720, height: CHART_HEIGHT } as const;
