/** One page's counts, as `GET /api/v1/addons/page-pulse/stats` answers them. */
export interface PageStats {
  page: string;
  yes: number;
  no: number;
  /** yes + no */
  total: number;
  /** Votes today (UTC). */
  today: number;
  responses: number;
}

export interface Stats {
  pages: PageStats[];
}
