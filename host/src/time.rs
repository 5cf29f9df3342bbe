//! Time: timestamps stored as Unix seconds (the one integer type both databases share) and shown as
//! RFC 3339, the site's time zone (whose days the results count and whose Monday morning the weekly
//! summary waits for), and the clock every rule reads.
//!
//! The clock is the system's, except in debug builds started with `HEARKEN_FAKE_NOW` (an RFC 3339
//! instant): the clock then starts at that instant and runs on from there, so a browser test can
//! pin the host and the browser to the same late-evening minute. Release builds ignore it.

use chrono::{DateTime, Duration, LocalResult, NaiveDate, NaiveDateTime, TimeZone, Utc};
use chrono_tz::Tz;

/// Now, as the host's rules see it.
pub fn utc_now() -> DateTime<Utc> {
    Utc::now() + clock_offset()
}

/// Seconds since the Unix epoch, now.
pub fn now() -> i64 {
    utc_now().timestamp()
}

#[cfg(debug_assertions)]
fn clock_offset() -> Duration {
    use std::sync::OnceLock;
    static OFFSET: OnceLock<Duration> = OnceLock::new();
    *OFFSET.get_or_init(|| {
        std::env::var("HEARKEN_FAKE_NOW")
            .ok()
            .and_then(|text| DateTime::parse_from_rfc3339(text.trim()).ok())
            .map(|start| start.with_timezone(&Utc) - Utc::now())
            .unwrap_or_default()
    })
}

#[cfg(not(debug_assertions))]
fn clock_offset() -> Duration {
    Duration::zero()
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

/// The site's time zone (the `timezone` setting, an IANA name; UTC by default). Results count
/// responses by its days, "today" is its today, and export dates carry its offset.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SiteZone(Tz);

impl Default for SiteZone {
    fn default() -> Self {
        SiteZone(Tz::UTC)
    }
}

/// The message for a `timezone` that is not an IANA name.
pub const UNKNOWN_ZONE: &str = "Choose a time zone such as Europe/Paris or America/New_York.";

impl SiteZone {
    /// An IANA time zone name (`Europe/Paris`, `UTC`).
    pub fn parse(name: &str) -> Option<SiteZone> {
        name.trim().parse::<Tz>().ok().map(SiteZone)
    }

    pub fn name(&self) -> &'static str {
        self.0.name()
    }

    /// The site's calendar date of an instant.
    pub fn date_of(&self, secs: i64) -> NaiveDate {
        self.at(secs).date_naive()
    }

    /// The number (days since 1970-01-01) of the site's day an instant falls on: the `day` of the
    /// daily counters.
    pub fn day_of(&self, secs: i64) -> i64 {
        day_number(self.date_of(secs))
    }

    /// The site's today.
    pub fn today(&self) -> NaiveDate {
        self.date_of(now())
    }

    /// The instant the site's `date` begins. Where a clock change skips midnight, the day begins
    /// at the first instant that exists.
    pub fn start_of(&self, date: NaiveDate) -> i64 {
        let mut at = date.and_hms_opt(0, 0, 0).unwrap_or_default();
        for _ in 0..48 {
            match self.0.from_local_datetime(&at) {
                LocalResult::Single(t) => return t.timestamp(),
                LocalResult::Ambiguous(earliest, _) => return earliest.timestamp(),
                LocalResult::None => at += Duration::minutes(30),
            }
        }
        date.and_hms_opt(0, 0, 0)
            .unwrap_or_default()
            .and_utc()
            .timestamp()
    }

    /// An instant with the site's offset (`2026-11-23T19:30:00-05:00`), for exports.
    pub fn rfc3339(&self, secs: i64) -> String {
        self.at(secs)
            .to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
    }

    /// The site's wall clock at an instant, as seconds since 1970 were that clock UTC: what a
    /// spreadsheet, which has no zones, shows as the local time.
    pub fn wall_clock(&self, secs: i64) -> i64 {
        self.at(secs).naive_local().and_utc().timestamp()
    }

    /// An instant (Unix seconds) in the site's zone.
    fn at(&self, secs: i64) -> DateTime<Tz> {
        self.local(Utc.timestamp_opt(secs, 0).single().unwrap_or_default())
    }

    /// The instant in the site's zone.
    pub fn local(&self, at: DateTime<Utc>) -> DateTime<Tz> {
        at.with_timezone(&self.0)
    }
}

/// Days since 1970-01-01.
pub fn day_number(date: NaiveDate) -> i64 {
    (date - NaiveDate::from_ymd_opt(1970, 1, 1).expect("epoch")).num_days()
}

/// The date of a day number.
pub fn date_of(day: i64) -> NaiveDate {
    NaiveDate::from_ymd_opt(1970, 1, 1).expect("epoch") + Duration::days(day)
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

    fn at(text: &str) -> i64 {
        DateTime::parse_from_rfc3339(text).unwrap().timestamp()
    }

    #[test]
    fn half_past_eleven_in_new_york_is_the_next_utc_day() {
        let late_evening = at("2026-11-23T23:30:00-05:00");
        let new_york = SiteZone::parse("America/New_York").unwrap();
        assert_eq!(new_york.date_of(late_evening).to_string(), "2026-11-23");
        assert_eq!(
            SiteZone::default().date_of(late_evening).to_string(),
            "2026-11-24"
        );
        let after_midnight_utc = at("2026-11-24T00:30:00Z");
        assert_eq!(
            new_york.date_of(after_midnight_utc).to_string(),
            "2026-11-23"
        );
        assert_eq!(
            SiteZone::default().date_of(after_midnight_utc).to_string(),
            "2026-11-24"
        );
    }

    #[test]
    fn a_day_starts_at_local_midnight_even_across_clock_changes() {
        let paris = SiteZone::parse("Europe/Paris").unwrap();
        let day = NaiveDate::from_ymd_opt(2026, 11, 24).unwrap();
        assert_eq!(paris.start_of(day), at("2026-11-23T23:00:00Z"));
        // Santiago skips midnight when summer time starts (2026-09-06).
        let santiago = SiteZone::parse("America/Santiago").unwrap();
        let skipped = NaiveDate::from_ymd_opt(2026, 9, 6).unwrap();
        assert_eq!(santiago.start_of(skipped), at("2026-09-06T01:00:00-03:00"));
        // India is five and a half hours ahead: its day boundaries are not UTC hours.
        let kolkata = SiteZone::parse("Asia/Kolkata").unwrap();
        assert_eq!(
            kolkata.day_of(at("2026-11-23T18:29:59Z")),
            day_number(day) - 1
        );
        assert_eq!(kolkata.day_of(at("2026-11-23T18:30:00Z")), day_number(day));
        assert_eq!(
            kolkata.rfc3339(at("2026-11-23T18:30:00Z")),
            "2026-11-24T00:00:00+05:30"
        );
    }

    #[test]
    fn only_iana_names_are_zones() {
        assert_eq!(SiteZone::parse("UTC"), Some(SiteZone::default()));
        assert_eq!(
            SiteZone::parse(" Europe/Paris ").unwrap().name(),
            "Europe/Paris"
        );
        assert!(SiteZone::parse("Mars/Olympus_Mons").is_none());
        assert!(SiteZone::parse("").is_none());
    }
}
