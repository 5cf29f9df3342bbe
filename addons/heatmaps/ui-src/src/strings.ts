/**
 * What the Heatmaps area says, in one place so the tests can import it. The column names, the
 * empty state and the settings' labels are the add-on's words (../README.md, ../addon.toml); the
 * viewport classes are the README's.
 */
import type { DeviceViewport, Viewport } from './pages/filters';

/** '1,234' in the reader's locale. */
const COUNT = new Intl.NumberFormat();

export const STRINGS = {
  /** The area's heading: the manifest's menu label. */
  title: 'Heatmaps',
  /** The document title of each page: '{page} ‹ Heatmaps ‹ Hearken'. */
  documentTitle: (page: string) => `${page} ‹ Heatmaps ‹ Hearken`,
  tabsLabel: 'Heatmaps pages',
  tabs: { pages: 'Pages', settings: 'Settings' },
  loading: 'Loading…',
  count: (n: number) => COUNT.format(n),
  /** A percentage with one decimal at most: '45.5%'. */
  percent: (value: number) => `${Math.round(value * 10) / 10}%`,

  filters: {
    legend: 'Dates and viewport',
    from: 'From',
    to: 'To',
    /** The dates are UTC days, as the add-on counts them. */
    rangeHint: 'Days in UTC.',
    quickLabel: 'Quick date ranges',
    last7: 'Last 7 days',
    last30: 'Last 30 days',
    viewport: 'Viewport',
    viewportHint: 'Desktop: windows 1024 px wide or more; tablet: 768 to 1023 px; mobile: under 768 px.',
    viewports: { all: 'All', desktop: 'Desktop', tablet: 'Tablet', mobile: 'Mobile' } satisfies Record<Viewport, string>,
  },

  pages: {
    title: 'Pages',
    caption: 'Pages with heatmap data, most clicked first',
    columns: { url: 'Page', views: 'Visitors', clicks: 'Clicks', rage_clicks: 'Rage clicks', average_scroll: 'Average scroll' },
    empty: 'No heatmap data for these dates yet. Data appears once visitors view pages of your site with the add-on active.',
    /** When the API gives no words of its own. */
    loadFailed: 'The pages could not be loaded. Reload the page to try again.',
  },

  page: {
    /** The document title while the page's address is not known yet. */
    title: 'Page',
    back: 'Back to pages',
    notFound: 'This page has no heatmap data.',
    loadFailed: 'This page could not be loaded. Reload the page to try again.',
    opensInNewTab: '(opens in a new tab)',
    viewportsCaption: 'Visitors and clicks by viewport',
    viewportColumn: 'Viewport',
    viewportNames: { desktop: 'Desktop', tablet: 'Tablet', mobile: 'Mobile' } satisfies Record<DeviceViewport, string>,
    elementsCaption: 'Top clicked elements',
    elementColumn: 'Element',
    noClicks: 'No clicks in this period.',
    rageCaption: 'Rage clicks',
    rageHint: 'Three or more quick clicks in one spot: often a sign that something looks clickable but is not, or responds too slowly.',
    noRage: 'No rage clicks in this period.',
  },

  scroll: {
    title: 'Scroll depth',
    xAxis: 'Depth of page (%)',
    yAxis: 'Visitors reaching it (%)',
    /** The chart's table for screen readers. */
    caption: 'Scroll depth: the share of visitors who reached each depth of the page',
    reachedColumn: 'Visitors reaching it',
    /** The chart's summary in words: the deepest point half of the visitors reached, and the end. */
    half: (depth: number) => `Half of the visitors saw at least ${depth}% of the page.`,
    end: (percent: number) => `${Math.round(percent * 10) / 10}% of visitors reached the end of the page.`,
    none: 'No visitor viewed this page in this period.',
    tooltip: (percent: number, reached: number) => `${Math.round(percent * 10) / 10}% (${COUNT.format(reached)})`,
    tooltipLabel: (depth: number) => `${depth}% down the page`,
  },

  heatmap: {
    open: 'Open heatmap',
    opening: 'Opening…',
    /** All viewports cannot be drawn on one page: the overlay shows the desktop one. */
    allHint: 'With All viewports chosen, the heatmap shows desktop visitors.',
    opened: 'The heatmap opened in a new tab.',
    again: 'Open it again',
    /** The link's lifetime (../README.md: valid 15 minutes). */
    validUntil: (time: string) => `(the link works until ${time})`,
    failed: 'The heatmap could not be opened.',
  },

  pagination: {
    label: 'Pages of the list',
    previous: 'Previous',
    next: 'Next',
    position: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },

  settings: {
    title: 'Settings',
    formLabel: 'Capture settings',
    loadFailed: 'The settings could not be loaded. Reload the page to try again.',
    sampleRate: 'Sampling rate (% of page views captured)',
    sampleRateHint: 'Lower it on busy sites: 10 captures one page view in ten.',
    honorDnt: 'Honour Do Not Track and Global Privacy Control',
    honorDntHint: 'Visitors whose browser asks not to be tracked are not captured.',
    save: 'Save',
    saving: 'Saving…',
    /** When the host refuses a save without words of its own. */
    failed: 'The settings could not be saved.',
    retentionNote: 'Automated deletion of old heatmap data, and how long it is kept, are set in',
    retentionLink: 'Settings → Heatmaps',
  },

  /** The add-on's tab in the shell's Settings, at /settings/heatmaps (spec 002 §2.1, its words). */
  retention: {
    /** The tab's heading: the manifest's `settings-tab` label. */
    title: 'Heatmaps',
    autoDelete: 'Enable automated deletion of heatmap data',
    period: 'Delete heatmap data older than',
    days: (n: number) => (n === 1 ? '1 day' : `${n} days`),
    /** The shell's Settings words: its Save Settings button and its banner after a save. */
    save: 'Save Settings',
    saving: 'Saving…',
    saved: 'Settings saved.',
    /** When the host refuses a save without words of its own. */
    failed: 'The settings could not be saved.',
    loadFailed: 'The settings could not be loaded. Reload the page to try again.',
  },
} as const;
