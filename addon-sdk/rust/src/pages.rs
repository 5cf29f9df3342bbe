//! Lists an add-on's admin endpoints answer a page at a time, in the host's own shape: the `page`
//! query parameter (from 1) and `{page, pages, total, per_page}` beside the items, which the JS
//! SDK's `Pagination` draws. Since 1.7.

use crate::{HttpRequest, Value, json};

/// The page the request asks for: its `page` parameter, 1 when absent or not a positive number.
pub fn page_of(request: &HttpRequest) -> usize {
    request
        .query_param("page")
        .and_then(|p| p.parse().ok())
        .filter(|p| *p >= 1)
        .unwrap_or(1)
}

/// `{page, pages, total, per_page}` for `total` rows, `per_page` a page (at least one page).
pub fn pagination(page: usize, total: usize, per_page: usize) -> Value {
    json!({
        "page": page,
        "pages": total.div_ceil(per_page).max(1),
        "total": total,
        "per_page": per_page,
    })
}

/// The rows of page `page` (from 1) of `rows`, `per_page` a page; empty past the last.
pub fn slice<T>(rows: &[T], page: usize, per_page: usize) -> &[T] {
    let start = page
        .saturating_sub(1)
        .saturating_mul(per_page)
        .min(rows.len());
    &rows[start..start.saturating_add(per_page).min(rows.len())]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn asking(query: &str) -> HttpRequest {
        HttpRequest {
            query: query.into(),
            ..HttpRequest::default()
        }
    }

    #[test]
    fn the_page_comes_from_the_query_and_defaults_to_the_first() {
        assert_eq!(page_of(&asking("page=3")), 3);
        assert_eq!(page_of(&asking("from=2026-01-01&page=2")), 2);
        for first in ["", "page=0", "page=x", "page=-2"] {
            assert_eq!(page_of(&asking(first)), 1, "{first}");
        }
    }

    #[test]
    fn pages_cut_the_rows_and_say_how_many_there_are() {
        let rows: Vec<u32> = (0..23).collect();
        assert_eq!(slice(&rows, 1, 10), &rows[..10]);
        assert_eq!(slice(&rows, 3, 10), &rows[20..]);
        assert!(slice(&rows, 9, 10).is_empty());
        assert_eq!(
            pagination(3, 23, 10),
            json!({"page": 3, "pages": 3, "total": 23, "per_page": 10})
        );
        assert_eq!(pagination(1, 0, 10)["pages"], 1);
    }
}
