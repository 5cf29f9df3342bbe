//! Where buckets live in the add-on's storage.
//!
//! The host runs several instances of the component at once, so two calls that read a bucket, add
//! to it and write it back would lose one of the additions. The keys are **counters** instead
//! (`capabilities.storage_counters` in addon.toml): a `storage.set` of `b/…` or `t/…` *adds* its
//! value to the stored one (numbers add up, objects member by member, arrays element by element),
//! inside the host's storage transaction. A batch of events is added up in memory
//! ([`crate::events::parse_batch`]) and stored with two additions and no read:
//! - `b/{page}/{day}/{viewport}`: the page's bucket of the day (totals, scroll depths, cells,
//!   elements), which the page's view and its overlay read: one page's keys share a prefix;
//! - `t/{day}/{n}`: the day's summaries of the pages whose id starts with a hex digit `≡ n` (mod
//!   [`SUMMARY_SHARDS`]), `{page: {viewport: {url, views, clicks, rage, steps}}}`, which the pages
//!   list reads: four keys a day, whatever the number of pages, so a year's list is some 1,500
//!   reads.
//!
//! A bucket stops growing at the host's 1 MiB a value, and so does a summary shard (some 8,000
//! pages and viewport classes a day); past that the additions are refused and logged.

use std::collections::BTreeMap;

use hearken_addon::{
    Value,
    clock::{day_of, format_day},
    serde::{Deserialize, Serialize},
    storage,
};

use crate::{
    bucket::Bucket,
    events::{Batch, Viewport},
};

/// Summary keys per day.
pub const SUMMARY_SHARDS: u32 = 4;

/// A page's figures of a day (or a range) in one viewport class, as the pages list needs them.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(crate = "hearken_addon::serde", default)]
pub struct Summary {
    pub url: String,
    pub views: u64,
    pub clicks: u64,
    pub rage: u64,
    /// The 5 % steps of scroll depth the page views reached, all together.
    pub steps: u64,
}

impl Summary {
    pub fn of(bucket: &Bucket) -> Summary {
        Summary {
            url: bucket.url.clone(),
            views: bucket.views,
            clicks: bucket.clicks,
            rage: bucket.rage,
            steps: bucket.reached.iter().skip(1).sum(),
        }
    }

    pub fn add(&mut self, other: &Summary) {
        if !other.url.is_empty() {
            self.url.clone_from(&other.url);
        }
        self.views += other.views;
        self.clicks += other.clicks;
        self.rage += other.rage;
        self.steps += other.steps;
    }

    /// As [`Bucket::average_scroll`].
    pub fn average_scroll(&self) -> f64 {
        if self.views == 0 {
            return 0.0;
        }
        let average = (self.steps * 5) as f64 / self.views as f64;
        (average.min(100.0) * 10.0).round() / 10.0
    }
}

/// A day's summaries in one key: by page, then by viewport class.
pub type DaySummaries = BTreeMap<String, BTreeMap<String, Summary>>;

pub fn bucket_key(page: &str, day: &str, viewport: Viewport) -> String {
    format!("b/{page}/{day}/{}", viewport.name())
}

/// The summary key of `page` on `day`.
pub fn summary_key(day: &str, page: &str) -> String {
    let digit = page
        .chars()
        .next()
        .and_then(|c| c.to_digit(16))
        .unwrap_or(0);
    format!("t/{day}/{}", digit % SUMMARY_SHARDS)
}

/// `(page, day, viewport)` of a bucket key.
pub fn parse_bucket_key(key: &str) -> Option<(&str, &str, Viewport)> {
    let mut parts = key.strip_prefix("b/")?.split('/');
    let (page, day, viewport) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() {
        return None;
    }
    Some((page, day, Viewport::of(viewport)?))
}

/// The day of a summary key.
pub fn summary_day(key: &str) -> Option<&str> {
    let (day, shard) = key.strip_prefix("t/")?.split_once('/')?;
    (shard.parse::<u32>().is_ok_and(|n| n < SUMMARY_SHARDS)).then_some(day)
}

fn text<T: Serialize>(value: &T) -> Result<String, String> {
    hearken_addon::serde_json::to_string(value).map_err(|e| e.to_string())
}

/// Adds a batch to today's bucket of its page and viewport class, and to the day's summary.
pub fn ingest(batch: &Batch, now: i64) -> Result<(), String> {
    let day = format_day(day_of(now));
    let summary: DaySummaries = BTreeMap::from([(
        batch.page.clone(),
        BTreeMap::from([(batch.viewport.name().to_owned(), Summary::of(&batch.delta))]),
    )]);
    storage::set(&summary_key(&day, &batch.page), &text(&summary)?)?;
    let key = bucket_key(&batch.page, &day, batch.viewport);
    if let Err(e) = storage::set(&key, &text(&batch.delta)?) {
        // The bucket is full (1 MiB): its totals go on counting in the summary.
        hearken_addon::log::warn(&format!("{key}: {e}"));
    }
    Ok(())
}

/// Each page's summary over the days `from` to `to` (`YYYY-MM-DD`), of one viewport class or all.
pub fn summaries(
    from: &str,
    to: &str,
    viewport: Option<Viewport>,
) -> Result<BTreeMap<String, Summary>, String> {
    let mut pages: BTreeMap<String, Summary> = BTreeMap::new();
    for key in storage::keys("t/")? {
        if !summary_day(&key).is_some_and(|day| day >= from && day <= to) {
            continue;
        }
        let Some(day) = storage::get_json::<DaySummaries>(&key)? else {
            continue;
        };
        for (page, classes) in day {
            for (class, summary) in classes {
                if viewport.is_none_or(|v| v.name() == class) {
                    pages.entry(page.clone()).or_default().add(&summary);
                }
            }
        }
    }
    Ok(pages)
}

/// One page's buckets over the days `from` to `to`, added up per viewport class (of one class or
/// all).
pub fn buckets(
    page: &str,
    from: &str,
    to: &str,
    viewport: Option<Viewport>,
) -> Result<BTreeMap<Viewport, Bucket>, String> {
    let mut out: BTreeMap<Viewport, Bucket> = BTreeMap::new();
    for key in storage::keys(&format!("b/{page}/"))? {
        let Some((_, day, class)) = parse_bucket_key(&key) else {
            continue;
        };
        if day < from || day > to || viewport.is_some_and(|v| v != class) {
            continue;
        }
        if let Some(bucket) = storage::get_json::<Bucket>(&key)? {
            out.entry(class).or_default().merge(&bucket);
        }
    }
    Ok(out)
}

/// Deletes the buckets and summaries of days before `cutoff`; answers how many keys went.
pub fn delete_before(cutoff: &str) -> Result<usize, String> {
    let mut deleted = 0;
    for key in storage::keys("b/")? {
        if parse_bucket_key(&key).is_some_and(|(_, day, _)| day < cutoff) {
            storage::delete(&key)?;
            deleted += 1;
        }
    }
    for key in storage::keys("t/")? {
        if summary_day(&key).is_some_and(|day| day < cutoff) {
            storage::delete(&key)?;
            deleted += 1;
        }
    }
    Ok(deleted)
}

/// The first day automated deletion keeps, with `settings` as `settings::get` answers them; none
/// when it is off. A bucket goes once its whole day is older than the period: with 1 day, at any
/// time of the 25th, the 24th stays (some of it is less than a day old) and the 23rd goes.
pub fn cutoff(settings: &Value, now: i64) -> Option<String> {
    if settings["heatmap_auto_delete_enabled"] != Value::Bool(true) {
        return None;
    }
    Some(format_day(day_of(now - retention_days(settings) * 86_400)))
}

/// The retention period in days: one of the choices, else 60 (spec 002 §9).
pub fn retention_days(settings: &Value) -> i64 {
    match settings["heatmap_retention_period"].as_str() {
        Some(days @ ("1" | "7" | "14" | "30" | "60" | "180" | "365")) => days.parse().unwrap_or(60),
        _ => 60,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hearken_addon::json;

    #[test]
    fn keys_come_apart() {
        assert_eq!(
            parse_bucket_key("b/00112233aabbccdd/2026-11-25/mobile"),
            Some(("00112233aabbccdd", "2026-11-25", Viewport::Mobile))
        );
        for bad in [
            "b/x",
            "b/p/2026-11-25/watch",
            "t/2026-11-25/0",
            "b/p/d/desktop/x",
            "secret",
        ] {
            assert_eq!(parse_bucket_key(bad), None, "{bad}");
        }
        assert_eq!(summary_key("2026-11-25", "f0"), "t/2026-11-25/3");
        assert_eq!(summary_key("2026-11-25", "a0"), "t/2026-11-25/2");
        assert_eq!(summary_day("t/2026-11-25/3"), Some("2026-11-25"));
        assert_eq!(summary_day("t/2026-11-25/4"), None);
        assert_eq!(summary_day("b/2026-11-25/1"), None);
    }

    #[test]
    fn summaries_add_up_as_their_buckets() {
        let mut bucket = Bucket::default();
        bucket.view();
        bucket.reach(1);
        bucket.reach(2);
        bucket.click(0, "a", 0);
        let mut summary = Summary::of(&bucket);
        assert_eq!((summary.views, summary.clicks, summary.steps), (1, 1, 2));
        assert_eq!(summary.average_scroll(), bucket.average_scroll());
        summary.add(&Summary::of(&bucket));
        assert_eq!(summary.views, 2);
        assert_eq!(summary.average_scroll(), 10.0);
    }

    #[test]
    fn retention_is_a_choice_or_sixty_days() {
        let now = 1_795_638_128; // 2026-11-25T20:22:08Z
        let on = |days: Value| json!({"heatmap_auto_delete_enabled": true, "heatmap_retention_period": days});
        assert_eq!(cutoff(&on(json!("1")), now).as_deref(), Some("2026-11-24"));
        assert_eq!(cutoff(&on(json!("7")), now).as_deref(), Some("2026-11-18"));
        assert_eq!(cutoff(&on(json!("3")), now), cutoff(&on(json!("60")), now));
        assert_eq!(cutoff(&on(json!(1)), now).as_deref(), Some("2026-09-26"));
        assert_eq!(cutoff(&json!({"heatmap_retention_period": "1"}), now), None);
    }
}
