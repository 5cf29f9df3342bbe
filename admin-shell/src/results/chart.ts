/** The size of the results charts; their colours are `palette.ts`'s. */

/**
 * The size a chart draws at before the browser measures its box (and in tests, where nothing is
 * measured); `ResponsiveContainer` then follows the box's width.
 */
export const CHART_HEIGHT = 280;
export const INITIAL_CHART_SIZE = { width: 720, height: CHART_HEIGHT } as const;
