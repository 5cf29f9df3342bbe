//! A batch of events as `POST /events` takes it (README.md), checked and added up into a
//! [`Bucket`] on arrival: nothing per event outlives the call.

use hearken_addon::Value;

use crate::bucket::{Bucket, COLUMNS, ROW_HEIGHT, ROWS};

/// Events per batch.
pub const MAX_EVENTS: usize = 50;
/// The longest selector, in characters.
pub const MAX_SELECTOR: usize = 200;
/// The longest page address kept (origin and path), in bytes.
pub const MAX_URL: usize = 500;

/// A viewport class.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Viewport {
    Desktop,
    Tablet,
    Mobile,
}

impl Viewport {
    pub const ALL: [Viewport; 3] = [Viewport::Desktop, Viewport::Tablet, Viewport::Mobile];

    pub fn name(self) -> &'static str {
        match self {
            Viewport::Desktop => "desktop",
            Viewport::Tablet => "tablet",
            Viewport::Mobile => "mobile",
        }
    }

    pub fn of(name: &str) -> Option<Viewport> {
        Viewport::ALL.into_iter().find(|v| v.name() == name)
    }
}

/// A checked batch: its page and what its events add up to.
#[derive(Debug, Clone, PartialEq)]
pub struct Batch {
    /// The page's id: [`page_id`] of its url.
    pub page: String,
    pub viewport: Viewport,
    pub delta: Bucket,
}

/// Why a batch was refused: the field and the message, answered with 422.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    pub field: String,
    pub message: String,
}

fn refuse(field: impl Into<String>, message: impl Into<String>) -> Refusal {
    Refusal {
        field: field.into(),
        message: message.into(),
    }
}

/// A page's address as kept: http(s) only, without query and fragment, the scheme and host in
/// lower case, without a trailing slash after a path.
pub fn page_url(url: &str) -> Option<String> {
    let url = url.trim().split(['?', '#']).next().unwrap_or("");
    let (scheme, rest) = url.split_once("://")?;
    let scheme = scheme.to_ascii_lowercase();
    if !(scheme == "https" || scheme == "http") {
        return None;
    }
    let (host, path) = rest.split_at(rest.find('/').unwrap_or(rest.len()));
    if host.is_empty()
        || url.len() > MAX_URL
        || url.chars().any(|c| c.is_whitespace() || c.is_control())
    {
        return None;
    }
    let path = match path.trim_end_matches('/') {
        "" => "/",
        trimmed => trimmed,
    };
    Some(format!("{scheme}://{}{path}", host.to_ascii_lowercase()))
}

/// A page's id: 16 hex digits of the FNV-1a hash of its address (stable across versions).
pub fn page_id(url: &str) -> String {
    let hash = url.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |hash, b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    format!("{hash:016x}")
}

pub fn is_page_id(id: &str) -> bool {
    id.len() == 16
        && id
            .bytes()
            .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
}

fn number(value: &Value, field: &str, max: f64) -> Result<f64, Refusal> {
    value
        .as_f64()
        .filter(|n| n.is_finite() && *n >= 0.0 && *n <= max)
        .ok_or_else(|| refuse(field, format!("{field} must be a number from 0 to {max}.")))
}

/// Reads a `POST /events` body.
pub fn parse_batch(body: &str) -> Result<Batch, Refusal> {
    let body: Value = hearken_addon::serde_json::from_str(body).map_err(|_| {
        refuse(
            "body",
            "Send a JSON object: {\"url\", \"viewport\", \"view\", \"width\", \"height\", \"events\"}.",
        )
    })?;
    let url = body["url"]
        .as_str()
        .and_then(page_url)
        .ok_or_else(|| refuse("url", "url must be the page's http(s) address."))?;
    let viewport = body["viewport"]
        .as_str()
        .and_then(Viewport::of)
        .ok_or_else(|| refuse("viewport", "viewport is desktop, tablet or mobile."))?;
    let view = match &body["view"] {
        Value::Bool(view) => *view,
        Value::Null => false,
        _ => return Err(refuse("view", "view is true or false.")),
    };
    let width = number(&body["width"], "width", 1_000_000.0)?.max(1.0);
    let events = match &body["events"] {
        Value::Array(events) if events.len() <= MAX_EVENTS => events.as_slice(),
        Value::Null => &[],
        _ => {
            return Err(refuse(
                "events",
                format!("events is a list of at most {MAX_EVENTS} events."),
            ));
        }
    };
    let mut delta = Bucket {
        url: url.clone(),
        ..Bucket::default()
    };
    if view {
        delta.view();
    }
    for (i, event) in events.iter().enumerate() {
        let at = |field: &str| format!("events[{i}].{field}");
        match event["t"].as_str() {
            Some(kind @ ("click" | "rage")) => {
                let x = number(&event["x"], &at("x"), 10_000_000.0)?;
                let y = number(&event["y"], &at("y"), 10_000_000.0)?;
                let ex = number(&event["ex"], &at("ex"), 1.0)?;
                let ey = number(&event["ey"], &at("ey"), 1.0)?;
                let selector = event["selector"]
                    .as_str()
                    .map(str::trim)
                    .filter(|s| {
                        !s.is_empty()
                            && s.chars().count() <= MAX_SELECTOR
                            && !s.chars().any(char::is_control)
                    })
                    .ok_or_else(|| {
                        refuse(
                            at("selector"),
                            format!("selector is the element's CSS selector, 1 to {MAX_SELECTOR} characters."),
                        )
                    })?;
                if kind == "rage" {
                    delta.rage_click(selector);
                } else {
                    let col = ((x / width * f64::from(COLUMNS)) as u32).min(COLUMNS - 1);
                    let row = ((y / f64::from(ROW_HEIGHT)) as u32).min(ROWS - 1);
                    let spot = ((ey * 4.0) as usize).min(3) * 4 + ((ex * 4.0) as usize).min(3);
                    delta.click(row * COLUMNS + col, selector, spot);
                }
            }
            Some("scroll") => {
                let depth = event["depth"]
                    .as_u64()
                    .filter(|d| (5..=100).contains(d) && d.is_multiple_of(5))
                    .ok_or_else(|| {
                        refuse(at("depth"), "depth is a multiple of 5 from 5 to 100.")
                    })?;
                delta.reach((depth / 5) as usize);
            }
            _ => return Err(refuse(at("t"), "t is click, rage or scroll.")),
        }
    }
    Ok(Batch {
        page: page_id(&url),
        viewport,
        delta,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use hearken_addon::json;

    fn batch(value: Value) -> Result<Batch, Refusal> {
        parse_batch(&value.to_string())
    }

    #[test]
    fn a_batch_adds_up_on_arrival() {
        let got = batch(json!({
            "url": "HTTPS://Site.Example/blog/hello/?utm=x#top", "viewport": "tablet", "view": true,
            "width": 800, "height": 3000,
            "events": [
                {"t": "click", "x": 400, "y": 40, "selector": "main > a", "ex": 0.9, "ey": 0.1},
                {"t": "click", "x": 799.9, "y": 99_999, "selector": "main > a", "ex": 1, "ey": 1},
                {"t": "rage", "x": 400, "y": 40, "selector": "main > a", "ex": 0.9, "ey": 0.1},
                {"t": "scroll", "depth": 35}
            ]
        }))
        .unwrap();
        assert_eq!(got.viewport, Viewport::Tablet);
        assert_eq!(got.delta.url, "https://site.example/blog/hello");
        assert_eq!(got.page, page_id("https://site.example/blog/hello"));
        assert_eq!(
            (got.delta.views, got.delta.clicks, got.delta.rage),
            (1, 2, 1)
        );
        assert_eq!(
            got.delta.cells[&(2 * 64 + 32)],
            1,
            "x 400 of 800 is column 32, y 40 row 2"
        );
        assert_eq!(
            got.delta.cells[&(1023 * 64 + 63)],
            1,
            "far clicks count in the last row"
        );
        let element = &got.delta.elements["main > a"];
        assert_eq!((element.n, element.rage), (2, 1));
        assert_eq!(element.grid[3], 1, "top right");
        assert_eq!(element.grid[15], 1, "bottom right");
        assert_eq!(got.delta.reached[7], 1);
        assert_eq!(got.delta.reached[0], 1);
    }

    #[test]
    fn bad_batches_are_refused_with_their_field() {
        let good = json!({"url": "https://s.example/", "viewport": "desktop", "width": 1000, "events": []});
        assert!(batch(good.clone()).is_ok());
        let with = |key: &str, value: Value| {
            let mut body = good.clone();
            body[key] = value;
            batch(body).unwrap_err().field
        };
        assert_eq!(with("url", json!("javascript:alert(1)")), "url");
        assert_eq!(with("url", json!("https://")), "url");
        assert_eq!(
            with(
                "url",
                json!(format!("https://s.example/{}", "a".repeat(600)))
            ),
            "url"
        );
        assert_eq!(with("viewport", json!("watch")), "viewport");
        assert_eq!(with("view", json!("yes")), "view");
        assert_eq!(with("width", json!(-3)), "width");
        assert_eq!(
            with(
                "events",
                json!(vec![json!({"t": "scroll", "depth": 5}); 51])
            ),
            "events"
        );
        assert_eq!(
            with("events", json!([{"t": "key", "key": "a"}])),
            "events[0].t"
        );
        assert_eq!(
            with("events", json!([{"t": "scroll", "depth": 7}])),
            "events[0].depth"
        );
        assert_eq!(
            with(
                "events",
                json!([{"t": "click", "x": 1, "y": 1, "ex": 0, "ey": 0, "selector": "x".repeat(201)}])
            ),
            "events[0].selector"
        );
        assert_eq!(
            with(
                "events",
                json!([{"t": "click", "x": "1", "y": 1, "ex": 0, "ey": 0, "selector": "a"}])
            ),
            "events[0].x"
        );
        assert_eq!(parse_batch("[").unwrap_err().field, "body");
    }

    #[test]
    fn pages_are_their_origin_and_path() {
        assert_eq!(
            page_url("http://A.example").as_deref(),
            Some("http://a.example/")
        );
        assert_eq!(
            page_url("https://a.example/X/?q").as_deref(),
            Some("https://a.example/X")
        );
        assert_eq!(page_url("ftp://a.example/"), None);
        assert_eq!(page_id("https://a.example/"), page_id("https://a.example/"));
        assert!(is_page_id(&page_id("x")));
        assert!(!is_page_id("ABCDEF0123456789"));
        assert_ne!(
            page_id("https://a.example/1"),
            page_id("https://a.example/2")
        );
    }
}
