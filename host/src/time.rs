//! Timestamps: stored as Unix seconds (the one integer type both databases share), shown as RFC 3339.

use chrono::{DateTime, NaiveDate, NaiveDateTime, TimeZone, Utc};

/// Seconds since the Unix epoch, now.
pub fn now() -> i64 {
    Utc::now().timestamp()
}

/// RFC 3339 in UTC (`2026-11-21T09:30:00Z`), the form every API answer uses.
pub fn to_rfc3339(secs: i64) -> String {
    Utc.timestamp_opt(secs, 0)
        .single()
        .unwrap_or_default()
        .to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

/// Accepts RFC 3339, `YYYY-MM-DD HH:MM[:SS]` and `YYYY-MM-DDTHH:MM[:SS]` (read as UTC), or a date.
pub fn parse_datetime(text: &str) -> Option<i64> {
    let text = text.trim();
    if let Ok(dt) = DateTime::parse_from_rfc3339(text) {
        return Some(dt.timestamp());
    }
    for format in [
        "%Y-%m-%d %H:%M:%S",
        "%Y-%m-%d %H:%M",
        "%Y-%m-%dT%H:%M:%S",
        "%Y-%m-%dT%H:%M",
    ] {
        if let Ok(naive) = NaiveDateTime::parse_from_str(text, format) {
            return Some(naive.and_utc().timestamp());
        }
    }
    NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .ok()
        .and_then(|d| d.and_hms_opt(0, 0, 0))
        .map(|dt| dt.and_utc().timestamp())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_the_forms_an_editor_sends() {
        let expected = 1_795_251_600; // 2026-11-21T09:00:00Z
        assert_eq!(parse_datetime("2026-11-21T09:00:00Z"), Some(expected));
        assert_eq!(parse_datetime("2026-11-21T10:00:00+01:00"), Some(expected));
        assert_eq!(parse_datetime("2026-11-21 09:00:00"), Some(expected));
        assert_eq!(parse_datetime("2026-11-21 09:00"), Some(expected));
        assert_eq!(parse_datetime("next tuesday"), None);
        assert_eq!(to_rfc3339(expected), "2026-11-21T09:00:00Z");
    }
}
