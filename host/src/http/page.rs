//! One way to ask for a page of a list ([`PageQuery`], the `page` and `per_page` of the query
//! string) and one way to answer which page it is ([`Pagination`]). The list's other query keys
//! (filters, order, fields) are its handler's.

use axum::{extract::FromRequestParts, http::request::Parts};
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::{Error, FieldErrors};

/// The most rows one page holds when the caller names a size.
pub const MAX_PER_PAGE: i64 = 100;

/// Where a list's answer is: the page shown, how many there are, their size and the row count.
#[derive(Debug, Serialize, ToSchema, PartialEq, Eq)]
pub struct Pagination {
    pub page: i64,
    pub pages: i64,
    /// Rows a page; -1 when the answer holds every row.
    pub per_page: i64,
    pub total: i64,
}

impl Pagination {
    /// Page `page` of `total` rows, `per_page` a page (at least one page, even of no rows).
    pub fn of(page: i64, per_page: i64, total: i64) -> Pagination {
        Pagination {
            page,
            pages: ((total + per_page - 1) / per_page.max(1)).max(1),
            per_page,
            total,
        }
    }
}

/// How many rows a page the caller asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PerPage {
    /// No `per_page`: the list's own default.
    Default,
    /// `per_page=-1`, where the list allows every row at once (`ALL`).
    All,
    /// 1 to [`MAX_PER_PAGE`].
    Rows(i64),
}

/// `page` (from 1, default 1) and `per_page` of the query string; `ALL` lists also take
/// `per_page=-1` for every row. A value out of range is 422 `invalid_query` naming the key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageQuery<const ALL: bool = false> {
    pub page: i64,
    pub per_page: PerPage,
}

impl<const ALL: bool> PageQuery<ALL> {
    /// Reads the two keys out of a query string, skipping the others.
    pub fn parse(query: &str) -> Result<Self, Error> {
        let mut out = PageQuery {
            page: 1,
            per_page: PerPage::Default,
        };
        for (key, value) in form_urlencoded::parse(query.as_bytes()) {
            let number = value.trim().parse::<i64>().ok();
            match key.as_ref() {
                "page" => {
                    out.page = number
                        .filter(|p| *p >= 1)
                        .ok_or_else(|| refused("page", "page is a whole number from 1."))?;
                }
                "per_page" => {
                    out.per_page = match number {
                        Some(-1) if ALL => PerPage::All,
                        Some(n) if (1..=MAX_PER_PAGE).contains(&n) => PerPage::Rows(n),
                        _ if ALL => {
                            return Err(refused("per_page", "per_page is -1 (all) or 1 to 100."));
                        }
                        _ => {
                            return Err(refused(
                                "per_page",
                                "per_page is a whole number from 1 to 100.",
                            ));
                        }
                    };
                }
                _ => {}
            }
        }
        Ok(out)
    }

    /// The rows a page: the caller's size, or `default`; `None` for every row.
    pub fn rows(&self, default: i64) -> Option<i64> {
        match self.per_page {
            PerPage::Default => Some(default),
            PerPage::All => None,
            PerPage::Rows(n) => Some(n),
        }
    }
}

fn refused(key: &str, message: &str) -> Error {
    Error::Invalid {
        code: "invalid_query",
        message: message.into(),
        fields: FieldErrors::from([(key.to_owned(), message.to_owned())]),
    }
}

impl<S: Send + Sync, const ALL: bool> FromRequestParts<S> for PageQuery<ALL> {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        PageQuery::parse(parts.uri.query().unwrap_or(""))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_and_its_size_come_from_the_query() {
        let q = PageQuery::<false>::parse("filter%5Bstatus%5D=trash&page=3&per_page=25").unwrap();
        assert_eq!((q.page, q.rows(10)), (3, Some(25)));
        let q = PageQuery::<false>::parse("").unwrap();
        assert_eq!((q.page, q.rows(10)), (1, Some(10)));
        let q = PageQuery::<true>::parse("per_page=-1").unwrap();
        assert_eq!(q.rows(10), None);
    }

    #[test]
    fn out_of_range_values_are_refused_naming_the_key() {
        for (query, key) in [
            ("page=0", "page"),
            ("page=x", "page"),
            ("per_page=0", "per_page"),
            ("per_page=101", "per_page"),
            ("per_page=-1", "per_page"),
        ] {
            let Err(Error::Invalid { code, fields, .. }) = PageQuery::<false>::parse(query) else {
                panic!("{query} is refused");
            };
            assert_eq!(code, "invalid_query");
            assert!(fields.contains_key(key), "{query}: {fields:?}");
        }
        assert!(PageQuery::<true>::parse("per_page=-2").is_err());
    }

    #[test]
    fn pages_count_at_least_one() {
        assert_eq!(Pagination::of(1, 10, 0).pages, 1);
        assert_eq!(Pagination::of(3, 10, 23).pages, 3);
        assert_eq!(Pagination::of(2, 10, 20).pages, 2);
    }
}
