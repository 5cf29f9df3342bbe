//! The clock and UTC calendar days, without a date library (a component stays small): Unix seconds,
//! days since 1970-01-01, `YYYY-MM-DD` (which sorts as days follow each other, so it makes good
//! storage-key prefixes) and RFC 3339 times. Since 1.7.

/// Now, in Unix seconds.
pub fn now() -> i64 {
    since_epoch().as_secs() as i64
}

/// Now, in Unix microseconds (an order between events of one second).
pub fn now_micros() -> i64 {
    since_epoch().as_micros() as i64
}

fn since_epoch() -> std::time::Duration {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default()
}

/// The day number (days since 1970-01-01) of Unix seconds `secs`.
pub fn day_of(secs: i64) -> i64 {
    secs.div_euclid(86_400)
}

/// The day number of a civil date (Howard Hinnant's days-from-civil).
pub fn days_from_civil(year: i64, month: u32, day: u32) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let yoe = year.rem_euclid(400);
    let month = i64::from(month);
    let doy = (153 * (if month > 2 { month - 3 } else { month + 9 }) + 2) / 5 + i64::from(day) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The civil date `(year, month, day)` of a day number (civil-from-days).
pub fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(month <= 2), month, day)
}

/// `YYYY-MM-DD` of a day number.
pub fn format_day(days: i64) -> String {
    let (year, month, day) = civil_from_days(days);
    format!("{year:04}-{month:02}-{day:02}")
}

/// The day number of `YYYY-MM-DD`, when it is a real date between the years 2000 and 9999.
pub fn parse_day(text: &str) -> Option<i64> {
    let bytes = text.as_bytes();
    if bytes.len() != 10 || bytes[4] != b'-' || bytes[7] != b'-' {
        return None;
    }
    let number = |range: std::ops::Range<usize>| -> Option<u32> {
        let part = &text[range];
        part.bytes()
            .all(|b| b.is_ascii_digit())
            .then(|| part.parse().ok())
            .flatten()
    };
    let (year, month, day) = (number(0..4)?, number(5..7)?, number(8..10)?);
    if year < 2000 || !(1..=12).contains(&month) || day == 0 {
        return None;
    }
    let days = days_from_civil(i64::from(year), month, day);
    // 2026-02-30 comes back as another date.
    (civil_from_days(days) == (i64::from(year), month, day)).then_some(days)
}

/// Unix seconds as RFC 3339 in UTC (`2026-11-25T08:30:00Z`).
pub fn rfc3339(secs: i64) -> String {
    let rest = secs.rem_euclid(86_400);
    format!(
        "{}T{:02}:{:02}:{:02}Z",
        format_day(day_of(secs)),
        rest / 3600,
        rest % 3600 / 60,
        rest % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_read_and_print_as_dates() {
        assert_eq!(format_day(0), "1970-01-01");
        assert_eq!(parse_day("2026-11-25"), Some(day_of(1_795_638_128)));
        assert_eq!(format_day(parse_day("2000-02-29").unwrap()), "2000-02-29");
        assert_eq!(format_day(-1), "1969-12-31");
        for bad in [
            "2026-02-30",
            "2026-13-01",
            "1999-12-31",
            "2026-1-01",
            "26-11-25",
            "2026-11-2x",
            "",
        ] {
            assert_eq!(parse_day(bad), None, "{bad}");
        }
    }

    #[test]
    fn times_print_as_rfc_3339_in_utc() {
        assert_eq!(rfc3339(0), "1970-01-01T00:00:00Z");
        assert_eq!(rfc3339(1_795_638_128), "2026-11-25T20:22:08Z");
        assert_eq!(rfc3339(951_782_400), "2000-02-29T00:00:00Z");
    }

    #[test]
    fn seconds_and_microseconds_read_one_clock() {
        let before = now();
        let micros = now_micros();
        let after = now();
        assert!((before..=after).contains(&(micros / 1_000_000)));
    }
}
