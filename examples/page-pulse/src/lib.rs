//! Page Pulse: a "Was this page helpful?" Yes/No embed on a site's pages, counted per page beside
//! the survey responses sent from that page, with an admin page of the counts. It shows the API 1.1
//! parts a third party builds with: a public endpoint, a page-scoped widget module with an embed,
//! a scheduled job and an admin page.
//!
//! What it keeps in its storage, one JSON [`Counts`] per key:
//!
//! 1. `day/{day}/{page}`: what day `day` (days since 1970-01-01, UTC) added. Votes and responses
//!    only ever write today's record.
//! 2. `total/{page}`: every earlier day, folded in by the daily `rollup` job, which then deletes
//!    the day's record. The job never touches today's records, the ones votes are written to.
//!
//! A page is its address without query or fragment ([`page_of`]), so that `?utm_source=…` does not
//! split a page's counts and nothing a visitor typed into a query string is stored.

use std::collections::BTreeMap;
use std::time::{SystemTime, UNIX_EPOCH};

use hearken_addon::serde::{Deserialize, Serialize};
use hearken_addon::{Addon, HttpRequest, HttpResponse, Value, export_addon, json, log, storage};

/// The longest page address counted, in bytes: storage keys are at most 200 bytes, and
/// `day/{day}/` takes up to 16 of them.
pub const MAX_PAGE: usize = 180;

/// What one page got in one day, or in all the days folded into its total.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(crate = "hearken_addon::serde", default)]
pub struct Counts {
    pub yes: u64,
    pub no: u64,
    /// Survey responses sent from the page.
    pub responses: u64,
}

impl Counts {
    fn add(&mut self, other: Counts) {
        self.yes += other.yes;
        self.no += other.no;
        self.responses += other.responses;
    }
}

/// One row of `GET /stats`: a page's counts over every day, today's included.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(crate = "hearken_addon::serde")]
pub struct PageStats {
    pub page: String,
    pub yes: u64,
    pub no: u64,
    /// `yes + no`.
    pub total: u64,
    /// Votes today (UTC), not yet rolled up.
    pub today: u64,
    pub responses: u64,
}

/// A visitor's vote, as `POST /vote` takes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Vote {
    pub page: String,
    pub helpful: bool,
}

/// Why a vote was refused: the message and the field it is about, answered with 422.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadVote {
    pub field: &'static str,
    pub message: String,
}

/// The page an address counts under: an http(s) address without its query and fragment, at most
/// [`MAX_PAGE`] bytes. `None` for anything else.
pub fn page_of(url: &str) -> Option<String> {
    let url = url.trim();
    let page = url.split(['?', '#']).next().unwrap_or("");
    let scheme_ok = page.starts_with("https://") || page.starts_with("http://");
    let clean = !page.chars().any(|c| c.is_whitespace() || c.is_control());
    (scheme_ok && clean && page.len() <= MAX_PAGE).then(|| page.to_owned())
}

/// Reads a `POST /vote` body: `{"helpful": true | false, "url": "<the page's address>"}`.
pub fn vote_of(body: &str) -> Result<Vote, BadVote> {
    let body: Value = hearken_addon::serde_json::from_str(body).map_err(|_| BadVote {
        field: "body",
        message: r#"Send a JSON object: {"helpful": true or false, "url": "the page's address"}."#
            .into(),
    })?;
    let helpful = body["helpful"].as_bool().ok_or_else(|| BadVote {
        field: "helpful",
        message: "helpful must be true or false.".into(),
    })?;
    let page = body["url"]
        .as_str()
        .and_then(page_of)
        .ok_or_else(|| BadVote {
            field: "url",
            message: format!("url must be the page's http(s) address, of at most {MAX_PAGE} bytes before its query."),
        })?;
    Ok(Vote { page, helpful })
}

/// The storage key of `page`'s record of day `day`.
pub fn day_key(day: u64, page: &str) -> String {
    format!("day/{day}/{page}")
}

/// The storage key of `page`'s running total.
pub fn total_key(page: &str) -> String {
    format!("total/{page}")
}

/// The day and page of a `day/{day}/{page}` key.
pub fn parse_day_key(key: &str) -> Option<(u64, &str)> {
    let (day, page) = key.strip_prefix("day/")?.split_once('/')?;
    Some((day.parse().ok()?, page))
}

/// The rows of `GET /stats` from every stored record (`day/…` and `total/…` keys with their
/// counts), the pages with the most votes first.
pub fn stats<'a>(
    records: impl IntoIterator<Item = (&'a str, Counts)>,
    today: u64,
) -> Vec<PageStats> {
    let mut pages: BTreeMap<&str, (Counts, u64)> = BTreeMap::new();
    for (key, counts) in records {
        let (page, today_votes) = match (key.strip_prefix("total/"), parse_day_key(key)) {
            (Some(page), _) => (page, 0),
            (None, Some((day, page))) => (
                page,
                if day == today {
                    counts.yes + counts.no
                } else {
                    0
                },
            ),
            (None, None) => continue,
        };
        let entry = pages.entry(page).or_default();
        entry.0.add(counts);
        entry.1 += today_votes;
    }
    let mut rows: Vec<PageStats> = pages
        .into_iter()
        .map(|(page, (c, today))| PageStats {
            page: page.to_owned(),
            yes: c.yes,
            no: c.no,
            total: c.yes + c.no,
            today,
            responses: c.responses,
        })
        .collect();
    rows.sort_by(|a, b| b.total.cmp(&a.total).then_with(|| a.page.cmp(&b.page)));
    rows
}

/// The `day/…` keys the rollup folds: every day before `today`.
pub fn due(keys: &[String], today: u64) -> impl Iterator<Item = (&str, &str)> {
    keys.iter().filter_map(move |key| match parse_day_key(key) {
        Some((day, page)) if day < today => Some((key.as_str(), page)),
        _ => None,
    })
}

/// Today, in days since 1970-01-01 (UTC), by the host's clock.
fn today() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs() / 86_400)
        .unwrap_or(0)
}

fn counts(key: &str) -> Result<Counts, String> {
    Ok(storage::get_json(key)?.unwrap_or_default())
}

/// Adds `change` to `page`'s record of today.
fn count_today(page: &str, change: Counts) -> Result<(), String> {
    let key = day_key(today(), page);
    let mut record = counts(&key)?;
    record.add(change);
    storage::set_json(&key, &record)
}

fn error(status: u16, code: &str, message: &str, fields: Value) -> HttpResponse {
    HttpResponse::json(
        status,
        &json!({"code": code, "message": message, "fields": fields}),
    )
}

/// `POST /vote` from the embed.
fn vote(request: &HttpRequest) -> Result<HttpResponse, String> {
    let vote = match vote_of(&request.body) {
        Ok(vote) => vote,
        Err(bad) => {
            return Ok(error(
                422,
                "invalid_vote",
                &bad.message,
                json!({ bad.field: bad.message }),
            ));
        }
    };
    let change = if vote.helpful {
        Counts {
            yes: 1,
            ..Counts::default()
        }
    } else {
        Counts {
            no: 1,
            ..Counts::default()
        }
    };
    count_today(&vote.page, change)?;
    Ok(HttpResponse::json(200, &json!({"counted": true})))
}

/// `GET /stats` for the admin page: `{"pages": [PageStats…]}`.
fn page_stats() -> Result<HttpResponse, String> {
    let mut records = Vec::new();
    for key in storage::keys("total/")?
        .into_iter()
        .chain(storage::keys("day/")?)
    {
        let c = counts(&key)?;
        records.push((key, c));
    }
    let rows = stats(records.iter().map(|(k, c)| (k.as_str(), *c)), today());
    Ok(HttpResponse::json(200, &json!({ "pages": rows })))
}

struct PagePulse;

impl Addon for PagePulse {
    /// `http-request`: `POST /vote` from visitors (declared in [[public]]), `GET /stats` from
    /// signed-in administrators (the admin page).
    fn http_request(request: HttpRequest) -> Result<HttpResponse, String> {
        match (
            request.method.as_str(),
            request.path.as_str(),
            &request.visitor,
        ) {
            ("POST", "/vote", Some(_)) => vote(&request),
            ("GET", "/stats", None) => page_stats(),
            _ => Ok(error(
                404,
                "not_found",
                "There is nothing at this address.",
                json!({}),
            )),
        }
    }

    /// `response-submitted`: one more survey response from the page it was sent from. Without
    /// `responses:read` the answers come empty; the page is all this needs.
    fn response_submitted(event: Value) -> Result<(), String> {
        let sent_from = &event["response"]["page_submitted"];
        let url = sent_from["url"].as_str().or(sent_from["link"].as_str());
        match url.and_then(page_of) {
            Some(page) => count_today(
                &page,
                Counts {
                    responses: 1,
                    ..Counts::default()
                },
            ),
            None => Ok(()),
        }
    }

    /// `scheduled-job` `rollup`: folds each earlier day's record into its page's total. The total
    /// is written before the day is deleted: a run cut short counts that day again at worst, never
    /// loses it.
    fn scheduled_job(job: String) -> Result<(), String> {
        if job != "rollup" {
            return Err(format!("Page Pulse has no job named {job:?}."));
        }
        let keys = storage::keys("day/")?;
        let mut folded = 0;
        for (key, page) in due(&keys, today()) {
            let mut total = counts(&total_key(page))?;
            total.add(counts(key)?);
            storage::set_json(&total_key(page), &total)?;
            storage::delete(key)?;
            folded += 1;
        }
        log::info(&format!(
            "rollup: folded {folded} day records into the totals"
        ));
        Ok(())
    }
}

export_addon!(PagePulse);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_is_its_address_without_query_or_fragment() {
        assert_eq!(
            page_of("https://bakery.example/blog/hello?utm_source=x#top").as_deref(),
            Some("https://bakery.example/blog/hello")
        );
        assert_eq!(
            page_of(" http://127.0.0.1:8080/site/ ").as_deref(),
            Some("http://127.0.0.1:8080/site/")
        );
    }

    #[test]
    fn only_short_http_addresses_are_pages() {
        assert_eq!(page_of("javascript:alert(1)"), None);
        assert_eq!(page_of("/site/index.html"), None);
        assert_eq!(page_of("https://bakery.example/a b"), None);
        let long = format!("https://bakery.example/{}", "a".repeat(MAX_PAGE));
        assert_eq!(page_of(&long), None);
        let long_query = format!("https://bakery.example/?{}", "a".repeat(MAX_PAGE));
        assert_eq!(
            page_of(&long_query).as_deref(),
            Some("https://bakery.example/")
        );
    }

    #[test]
    fn a_vote_needs_a_boolean_and_the_page() {
        assert_eq!(
            vote_of(r#"{"helpful": false, "url": "https://bakery.example/?q=1"}"#),
            Ok(Vote {
                page: "https://bakery.example/".into(),
                helpful: false
            })
        );
        assert_eq!(vote_of("yes").unwrap_err().field, "body");
        let not_bool = vote_of(r#"{"helpful": "yes", "url": "https://bakery.example/"}"#);
        assert_eq!(
            not_bool.unwrap_err().message,
            "helpful must be true or false."
        );
        assert_eq!(vote_of(r#"{"helpful": true}"#).unwrap_err().field, "url");
        assert_eq!(
            vote_of(r#"{"helpful": true, "url": "ftp://x/"}"#)
                .unwrap_err()
                .field,
            "url"
        );
    }

    #[test]
    fn day_keys_name_their_day_and_page_and_fit_in_a_storage_key() {
        let page = format!("https://{}", "a".repeat(MAX_PAGE - 8));
        let key = day_key(u64::from(u32::MAX), &page);
        assert!(key.len() <= 200, "{} bytes", key.len());
        assert_eq!(
            parse_day_key(&key),
            Some((u64::from(u32::MAX), page.as_str()))
        );
        assert_eq!(parse_day_key("total/https://x/"), None);
        assert_eq!(parse_day_key("day/soon/https://x/"), None);
    }

    #[test]
    fn stats_add_totals_and_days_and_count_today_apart() {
        let page = "https://bakery.example/";
        let other = "https://bakery.example/shop";
        let rows = stats(
            [
                (
                    total_key(page).as_str(),
                    Counts {
                        yes: 5,
                        no: 1,
                        responses: 2,
                    },
                ),
                (
                    day_key(9, page).as_str(),
                    Counts {
                        yes: 1,
                        no: 0,
                        responses: 0,
                    },
                ),
                (
                    day_key(10, page).as_str(),
                    Counts {
                        yes: 2,
                        no: 1,
                        responses: 1,
                    },
                ),
                (
                    day_key(10, other).as_str(),
                    Counts {
                        yes: 0,
                        no: 0,
                        responses: 4,
                    },
                ),
                (
                    "something/else",
                    Counts {
                        yes: 99,
                        no: 0,
                        responses: 0,
                    },
                ),
            ],
            10,
        );
        assert_eq!(
            rows,
            vec![
                PageStats {
                    page: page.into(),
                    yes: 8,
                    no: 2,
                    total: 10,
                    today: 3,
                    responses: 3
                },
                PageStats {
                    page: other.into(),
                    yes: 0,
                    no: 0,
                    total: 0,
                    today: 0,
                    responses: 4
                },
            ]
        );
    }

    #[test]
    fn the_rollup_folds_earlier_days_only() {
        let keys = vec![
            day_key(8, "https://a/"),
            day_key(10, "https://a/"),
            total_key("https://a/"),
            day_key(9, "https://b/"),
        ];
        let folded: Vec<_> = due(&keys, 10).map(|(_, page)| page).collect();
        assert_eq!(folded, ["https://a/", "https://b/"]);
    }
}
