/** The overlay's words, in one place so that the tests can import them. */
import type { Viewport } from '../viewport';

const plural = (n: number, one: string, many: string) => `${n} ${n == 1 ? one : many}`;

export const VIEWPORT_NAMES: Record<Viewport, string> = { desktop: 'Desktop', tablet: 'Tablet', mobile: 'Mobile' };
const VIEWPORT_WIDTHS: Record<Viewport, string> = {
  desktop: '1024 px or more',
  tablet: '768–1023 px',
  mobile: 'less than 768 px',
};

export const TEXT = {
  title: 'Heatmap',
  viewports: 'Viewport',
  close: 'Close',
  /** The add-on's answer to a bad token, when it says nothing itself (../../README.md, `GET /overlay`). */
  invalidToken:
    'This heatmap link has expired or is not valid. Open the heatmap again from the admin area.',
  failed: 'The heatmap could not be loaded. Check the connection and try again.',
  loading: (viewport: Viewport) => `Loading the ${VIEWPORT_NAMES[viewport].toLowerCase()} heatmap…`,
  summary: (views: number, clicks: number, from: string, to: string) =>
    `${plural(views, 'view', 'views')}, ${plural(clicks, 'click', 'clicks')} (${from} to ${to})`,
  /** When the heatmap's class is not the window's, the page's layout may not be the one its visitors saw. */
  otherLayout: (viewport: Viewport) =>
    `${VIEWPORT_NAMES[viewport]} visitors may have seen another layout: make the window ${VIEWPORT_WIDTHS[viewport]} wide to match it.`,
  fold: (share: number) => `${share}% of visitors reached here`,
  elementClicks: (clicks: number) => plural(clicks, 'click', 'clicks'),
};
