//! The heatmaps add-on (Elite): where visitors click and how far they scroll, page by page and per
//! viewport class. Its capture module (widget-src/) sends batches of events; this component adds
//! them up on arrival (store.rs), answers the admin area's pages (ui-src/) and the overlay drawn
//! over the live page, and runs the retention job. README.md has the endpoints.
//!
//! The decisions where the issue was silent are in README.md ("Decisions").

pub mod bucket;
pub mod events;
pub mod store;
pub mod token;

use std::{cell::RefCell, collections::BTreeMap};

use hearken_addon::{
    Addon, HttpRequest, HttpResponse, Value, export_addon, json, settings, storage,
};

use bucket::{Bucket, COLUMNS, ROW_HEIGHT};
use events::{Viewport, is_page_id, parse_batch};
use hearken_addon::{
    clock::{self, day_of, format_day, parse_day},
    pages as paging,
};
use store::Summary;

/// Pages per page of `GET /pages`.
pub const PER_PAGE: usize = 20;
/// The longest date range, in days.
pub const MAX_RANGE_DAYS: i64 = 366;
pub const INVALID_TOKEN: &str =
    "This heatmap link has expired or is not valid. Open the heatmap again from the admin area.";

/// The add-on's settings, read at most every 10 seconds per instance (every batch needs them).
fn own_settings(now: i64) -> Result<Value, String> {
    thread_local! {
        static CACHE: RefCell<Option<(i64, Value)>> = const { RefCell::new(None) };
    }
    if let Some(value) = CACHE.with_borrow(|cache| {
        cache
            .as_ref()
            .filter(|(at, _)| now - at < 10 && *at <= now)
            .map(|(_, v)| v.clone())
    }) {
        return Ok(value);
    }
    let value = settings::get()?;
    CACHE.set(Some((now, value.clone())));
    Ok(value)
}

fn honor_dnt(settings: &Value) -> bool {
    settings["heatmap_honor_dnt"].as_bool().unwrap_or(true)
}

/// `GET /config`.
fn config(now: i64) -> Result<HttpResponse, String> {
    let settings = own_settings(now)?;
    let rate = settings["heatmap_sample_rate"]
        .as_u64()
        .filter(|r| (1..=100).contains(r))
        .unwrap_or(100);
    Ok(HttpResponse::json(
        200,
        &json!({"sample_rate": rate, "honor_dnt": honor_dnt(&settings)}),
    ))
}

/// Does the visitor's browser ask not to be tracked?
pub fn opted_out(request: &HttpRequest) -> bool {
    let says = |name: &str| request.headers.get(name).is_some_and(|v| v.trim() == "1");
    says("dnt") || says("sec-gpc")
}

/// `POST /events`.
fn ingest(request: &HttpRequest, now: i64) -> Result<HttpResponse, String> {
    let batch = match parse_batch(&request.body) {
        Ok(batch) => batch,
        Err(refusal) => {
            return Ok(HttpResponse::error(
                422,
                "invalid_events",
                &refusal.message,
                json!({ refusal.field: refusal.message }),
            ));
        }
    };
    if batch.delta.is_empty() || (opted_out(request) && honor_dnt(&own_settings(now)?)) {
        return Ok(HttpResponse::no_content());
    }
    store::ingest(&batch, now)?;
    Ok(HttpResponse::no_content())
}

/// The dates and viewport class a request asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Range {
    pub from: String,
    pub to: String,
    pub viewport: Option<Viewport>,
}

/// Reads `from`, `to` and `viewport` (README.md, "Admin endpoints"), or the field and message that
/// refuse them.
pub fn range_of(
    from: Option<&str>,
    to: Option<&str>,
    viewport: Option<&str>,
    now: i64,
) -> Result<Range, (&'static str, &'static str)> {
    const DATE: &str = "Dates are written YYYY-MM-DD.";
    fn blank(v: Option<&str>) -> Option<&str> {
        v.map(str::trim).filter(|v| !v.is_empty())
    }
    let to_day = match blank(to) {
        Some(to) => parse_day(to).ok_or(("to", DATE))?,
        None => day_of(now),
    };
    let from_day = match blank(from) {
        Some(from) => parse_day(from).ok_or(("from", DATE))?,
        None => to_day - 6,
    };
    if from_day > to_day {
        return Err(("from", "The start date must not be after the end date."));
    }
    if to_day - from_day >= MAX_RANGE_DAYS {
        return Err(("from", "A date range is at most 366 days."));
    }
    let viewport = match blank(viewport) {
        None | Some("all") => None,
        Some(name) => Some(
            Viewport::of(name)
                .ok_or(("viewport", "viewport is all, desktop, tablet or mobile."))?,
        ),
    };
    Ok(Range {
        from: format_day(from_day),
        to: format_day(to_day),
        viewport,
    })
}

fn range_refused((field, message): (&str, &str)) -> HttpResponse {
    HttpResponse::error(422, "invalid_range", message, json!({ field: message }))
}

fn viewport_name(viewport: Option<Viewport>) -> &'static str {
    viewport.map_or("all", Viewport::name)
}

/// A page's figures, as the list and the page view show them.
fn figures(id: &str, summary: &Summary) -> Value {
    json!({
        "id": id,
        "url": summary.url,
        "views": summary.views,
        "clicks": summary.clicks,
        "rage_clicks": summary.rage,
        "average_scroll": summary.average_scroll(),
    })
}

/// A page's events over a range: all viewport classes together, and each.
type PageEvents = (Bucket, BTreeMap<Viewport, Bucket>);

/// One page's events over a range; none when it has none.
fn page_in(range: &Range, page: &str) -> Result<Option<PageEvents>, String> {
    let by_viewport = store::buckets(page, &range.from, &range.to, range.viewport)?;
    if by_viewport.is_empty() {
        return Ok(None);
    }
    let mut all = Bucket::default();
    for bucket in by_viewport.values() {
        all.merge(bucket);
    }
    Ok(Some((all, by_viewport)))
}

fn range_from(request: &HttpRequest, now: i64) -> Result<Range, HttpResponse> {
    range_of(
        request.query_param("from").as_deref(),
        request.query_param("to").as_deref(),
        request.query_param("viewport").as_deref(),
        now,
    )
    .map_err(range_refused)
}

/// `GET /pages`: most clicked first, then by address.
fn list(request: &HttpRequest, now: i64) -> Result<HttpResponse, String> {
    let range = match range_from(request, now) {
        Ok(range) => range,
        Err(refused) => return Ok(refused),
    };
    let mut pages: Vec<(String, Summary)> =
        store::summaries(&range.from, &range.to, range.viewport)?
            .into_iter()
            .collect();
    pages.sort_by(|(_, a), (_, b)| {
        (b.clicks, b.views)
            .cmp(&(a.clicks, a.views))
            .then_with(|| a.url.cmp(&b.url))
    });
    let page = paging::page_of(request);
    let items: Vec<Value> = paging::slice(&pages, page, PER_PAGE)
        .iter()
        .map(|(id, summary)| figures(id, summary))
        .collect();
    Ok(HttpResponse::json(
        200,
        &json!({
            "from": range.from, "to": range.to, "viewport": viewport_name(range.viewport),
            "items": items,
            "pagination": paging::pagination(page, pages.len(), PER_PAGE),
        }),
    ))
}

/// `GET /pages/{id}`.
fn page_view(request: &HttpRequest, id: &str, now: i64) -> Result<HttpResponse, String> {
    let range = match range_from(request, now) {
        Ok(range) => range,
        Err(refused) => return Ok(refused),
    };
    let Some((all, by_viewport)) = page_in(&range, id)? else {
        return Ok(HttpResponse::not_found());
    };
    let mut answer = figures(id, &Summary::of(&all));
    let viewports: hearken_addon::serde_json::Map<String, Value> = Viewport::ALL
        .iter()
        .map(|v| {
            let bucket = by_viewport.get(v);
            (
                v.name().to_owned(),
                json!({"views": bucket.map_or(0, |b| b.views), "clicks": bucket.map_or(0, |b| b.clicks)}),
            )
        })
        .collect();
    let top = all.top_elements();
    let elements: Vec<Value> = top
        .iter()
        .take(20)
        .map(|(selector, e)| json!({"selector": selector, "clicks": e.n, "rage_clicks": e.rage}))
        .collect();
    let mut raged: Vec<_> = top.iter().filter(|(_, e)| e.rage > 0).collect();
    raged.sort_by(|(a_sel, a), (b_sel, b)| b.rage.cmp(&a.rage).then_with(|| a_sel.cmp(b_sel)));
    let rage: Vec<Value> = raged
        .iter()
        .take(10)
        .map(|(selector, e)| json!({"selector": selector, "rage_clicks": e.rage}))
        .collect();
    answer["from"] = json!(range.from);
    answer["to"] = json!(range.to);
    answer["viewport"] = json!(viewport_name(range.viewport));
    answer["viewports"] = Value::Object(viewports);
    answer["elements"] = json!(elements);
    answer["rage"] = json!(rage);
    answer["scroll"] = json!(all.scroll());
    Ok(HttpResponse::json(200, &answer))
}

/// The key overlay tokens are signed with, drawn once (on activation, or on first use).
fn signing_key() -> Result<Vec<u8>, String> {
    if let Some(key) = storage::get("secret")? {
        return Ok(key.into_bytes());
    }
    let key: String = (0..4u8)
        .map(|i| {
            // RandomState draws its keys from the host's random source (WASI).
            let word = std::hash::BuildHasher::hash_one(
                &std::collections::hash_map::RandomState::new(),
                i,
            );
            format!("{word:016x}")
        })
        .collect();
    storage::set("secret", &key)?;
    // Two first uses at once: the key both use from now on is the one stored last.
    Ok(storage::get("secret")?.unwrap_or(key).into_bytes())
}

/// `POST /pages/{id}/heatmap`: the link that opens the page with its overlay.
fn heatmap_link(request: &HttpRequest, id: &str, now: i64) -> Result<HttpResponse, String> {
    let body: Value = hearken_addon::serde_json::from_str(&request.body).unwrap_or(Value::Null);
    let text = |key: &str| body[key].as_str().map(str::to_owned);
    let range = match range_of(
        text("from").as_deref(),
        text("to").as_deref(),
        text("viewport").as_deref(),
        now,
    ) {
        Ok(range) => range,
        Err(refused) => return Ok(range_refused(refused)),
    };
    let everywhere = Range {
        viewport: None,
        ..range
    };
    let Some((all, _)) = page_in(&everywhere, id)? else {
        return Ok(HttpResponse::not_found());
    };
    let grant = token::Grant {
        page: id.to_owned(),
        from: everywhere.from,
        to: everywhere.to,
        expires: now + token::LIFETIME_SECS,
    };
    let token = token::sign(&signing_key()?, &grant);
    Ok(HttpResponse::json(
        200,
        &json!({
            "token": token,
            "url": format!("{}#hearken-heatmap={token}", all.url),
            "expires_at": clock::rfc3339(grant.expires),
        }),
    ))
}

/// `GET /overlay?token=&viewport=`.
fn overlay(request: &HttpRequest, now: i64) -> Result<HttpResponse, String> {
    let grant = request
        .query_param("token")
        .and_then(|t| token::verify(&signing_key().ok()?, &t, now));
    let Some(grant) = grant else {
        return Ok(HttpResponse::error(
            403,
            "invalid_token",
            INVALID_TOKEN,
            json!({}),
        ));
    };
    let viewport = match request.query_param("viewport").as_deref() {
        None | Some("") => Viewport::Desktop,
        Some(name) => match Viewport::of(name) {
            Some(v) => v,
            None => {
                return Ok(range_refused((
                    "viewport",
                    "viewport is desktop, tablet or mobile.",
                )));
            }
        },
    };
    let range = Range {
        from: grant.from.clone(),
        to: grant.to.clone(),
        viewport: Some(viewport),
    };
    let bucket = page_in(&range, &grant.page)?
        .map(|(all, _)| all)
        .unwrap_or_default();
    let mut cells: Vec<(u32, u64)> = bucket.cells.iter().map(|(c, n)| (*c, *n)).collect();
    cells.sort_by(|(a_cell, a), (b_cell, b)| b.cmp(a).then_with(|| a_cell.cmp(b_cell)));
    let cells: Vec<[u64; 3]> = cells
        .iter()
        .take(4096)
        .map(|(cell, n)| [u64::from(cell % COLUMNS), u64::from(cell / COLUMNS), *n])
        .collect();
    let elements: Vec<Value> = bucket
        .top_elements()
        .iter()
        .take(100)
        .map(|(selector, e)| json!({"selector": selector, "clicks": e.n, "rage_clicks": e.rage, "grid": e.grid}))
        .collect();
    Ok(HttpResponse::json(
        200,
        &json!({
            "url": bucket.url, "viewport": viewport.name(), "from": grant.from, "to": grant.to,
            "views": bucket.views, "clicks": bucket.clicks, "rage_clicks": bucket.rage,
            "columns": COLUMNS, "row_height": ROW_HEIGHT,
            "cells": cells, "elements": elements, "scroll": bucket.scroll(),
            "expires_at": clock::rfc3339(grant.expires),
        }),
    ))
}

/// `retention`: with automated deletion on, the days older than the period go.
fn retention(now: i64) -> Result<(), String> {
    let settings = settings::get()?;
    if let Some(cutoff) = store::cutoff(&settings, now) {
        let deleted = store::delete_before(&cutoff)?;
        hearken_addon::log::info(&format!(
            "retention: {deleted} buckets of days before {cutoff} deleted"
        ));
    }
    Ok(())
}

struct Heatmaps;

impl Addon for Heatmaps {
    fn on_activate() -> Result<(), String> {
        signing_key().map(|_| ())
    }

    fn scheduled_job(job: String) -> Result<(), String> {
        let now = clock::now();
        match job.as_str() {
            "retention" => retention(now),
            other => Err(format!("Heatmaps has no job named {other:?}.")),
        }
    }

    fn http_request(request: HttpRequest) -> Result<HttpResponse, String> {
        let now = clock::now();
        let visitor = request.visitor.is_some();
        let path = request.path.as_str();
        match (request.method.as_str(), path, visitor) {
            ("GET", "/config", true) => config(now),
            ("POST", "/events", true) => ingest(&request, now),
            ("GET", "/overlay", true) => overlay(&request, now),
            ("GET", "/pages", false) => list(&request, now),
            (method, path, false) if path.starts_with("/pages/") => {
                let rest = &path["/pages/".len()..];
                match (method, rest.split_once('/')) {
                    ("GET", None) if is_page_id(rest) => page_view(&request, rest, now),
                    ("POST", Some((id, "heatmap"))) if is_page_id(id) => {
                        heatmap_link(&request, id, now)
                    }
                    _ => Ok(HttpResponse::not_found()),
                }
            }
            _ => Ok(HttpResponse::not_found()),
        }
    }
}

export_addon!(Heatmaps);

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_795_638_128; // 2026-11-25T20:22:08Z

    #[test]
    fn ranges_default_to_the_last_seven_days() {
        let range = range_of(None, None, None, NOW).unwrap();
        assert_eq!(
            (range.from.as_str(), range.to.as_str()),
            ("2026-11-19", "2026-11-25")
        );
        assert_eq!(range.viewport, None);
        let range = range_of(
            Some("2026-01-01"),
            Some(" 2026-01-31 "),
            Some("mobile"),
            NOW,
        )
        .unwrap();
        assert_eq!(range.from, "2026-01-01");
        assert_eq!(range.viewport, Some(Viewport::Mobile));
        assert_eq!(
            range_of(Some("2026-1-1"), None, None, NOW).unwrap_err().0,
            "from"
        );
        assert_eq!(
            range_of(None, Some("tomorrow"), None, NOW).unwrap_err().0,
            "to"
        );
        assert_eq!(
            range_of(Some("2026-11-26"), Some("2026-11-25"), None, NOW)
                .unwrap_err()
                .1,
            "The start date must not be after the end date."
        );
        assert!(range_of(Some("2025-11-24"), Some("2026-11-25"), None, NOW).is_err());
        assert!(range_of(Some("2025-11-25"), Some("2026-11-25"), None, NOW).is_ok());
        assert_eq!(
            range_of(None, None, Some("tv"), NOW).unwrap_err().0,
            "viewport"
        );
    }

    #[test]
    fn do_not_track_and_gpc_are_read_from_the_headers() {
        let mut request = HttpRequest::default();
        assert!(!opted_out(&request));
        request.headers.insert("sec-gpc".into(), "1".into());
        assert!(opted_out(&request));
        request.headers.clear();
        request.headers.insert("dnt".into(), "0".into());
        assert!(!opted_out(&request));
    }
}
