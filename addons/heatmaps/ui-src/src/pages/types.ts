/** The add-on's admin endpoints' answers (`addons/heatmaps/pages…`, ../../README.md), as on the wire. */
import type { DeviceViewport, Viewport } from './filters';

/** The page object of the list: 20 a page. */
export interface Pagination {
  page: number;
  pages: number;
  total: number;
  per_page: number;
}

/** One page of `GET pages`: a page is its origin and path. */
export interface PageRow {
  id: string | number;
  url: string;
  /** Page views captured: the visitors. */
  views: number;
  clicks: number;
  rage_clicks: number;
  /** A percentage with one decimal. */
  average_scroll: number;
}

/** `GET pages?from=&to=&viewport=&page=`, most clicked first. */
export interface PagesAnswer {
  from: string;
  to: string;
  viewport: Viewport;
  items: PageRow[];
  pagination: Pagination;
}

export interface ClickedElement {
  selector: string;
  clicks: number;
  rage_clicks: number;
}

export interface RageElement {
  selector: string;
  rage_clicks: number;
}

/** How many page views reached `depth` percent of the page (0 to 100 in steps of 5). */
export interface ScrollStep {
  depth: number;
  reached: number;
  /** `reached` as a percentage of the page views. */
  percent: number;
}

/** `GET pages/{id}?from=&to=&viewport=`; 404 for a page the add-on does not know. */
export interface PageAnswer extends PageRow {
  viewports: Record<DeviceViewport, { views: number; clicks: number }>;
  /** The top 20 by clicks. */
  elements: ClickedElement[];
  /** The top 10 with rage clicks. */
  rage: RageElement[];
  scroll: ScrollStep[];
}

/** What `POST pages/{id}/heatmap` takes: one viewport class, since the overlay draws one layout. */
export interface HeatmapRequest {
  from: string;
  to: string;
  viewport: DeviceViewport;
}

/** `POST pages/{id}/heatmap`: the live page's address with the overlay's token, valid 15 minutes. */
export interface HeatmapLink {
  token: string;
  url: string;
  /** RFC 3339. */
  expires_at: string;
}
