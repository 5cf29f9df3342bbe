/** The add-on's admin endpoints' answers (`GET addons/post-ratings/results…`), as on the wire. */

/** The page object of every list (spec 001 §3): 10 a page for post ratings. */
export interface Pagination {
  page: number;
  pages: number;
  total: number;
  per_page: number;
}

/** One post of `GET results?page=N`. */
export interface PostResult {
  post_id: string | number;
  post_title: string;
  total_ratings: number;
  average_rating: number;
}

export interface ResultsAnswer {
  items: PostResult[];
  pagination: Pagination;
}

/** One rating of a post. */
export interface Rating {
  /** RFC 3339. */
  created_at: string;
  /** 1 to 5. */
  rating: number;
}

/** `GET results/{postId}?page=N`; 404 for a post the add-on has no rating of. */
export interface PostAnswer {
  post: PostResult & { url: string };
  items: Rating[];
  pagination: Pagination;
}
