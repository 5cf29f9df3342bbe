//! The visitor side of the host: which survey a visitor sees (spec 002 §4), the signed nonces of the
//! impression and submission calls, CORS for the websites that embed the widget, the per-address
//! rate limit, and the pages the widget has been shown on. The wire contract is
//! docs/WIDGET_PROTOCOL.md.
//!
//! Every page view of every embedding site asks `GET widget/survey`, so the published surveys, the
//! entitlements and the settings are read from a [`Snapshot`] refreshed every 750 ms at most (and
//! at once after an admin change in this process, or when the add-on registry changes); other
//! processes' changes show within a second.

pub mod api;
pub mod choose;
pub mod device;
pub mod geo;
pub mod nonces;
pub mod parts;
pub mod selection;
pub mod store;
pub mod visibility;
pub mod words;

use std::{
    collections::HashMap,
    sync::{
        Arc, Mutex, OnceLock, RwLock,
        atomic::{AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

use serde_json::{Map, Value};

use crate::{
    addons::{Addons, registry::ownership::Ownership},
    error::{Error, Result},
    licensing::Entitlements,
    storage::Db,
    surveys::{self, model::Survey, question_types::TypeSet},
};
use nonces::NonceKey;

/// How long a snapshot serves before it is read again: well under a second, so that a change made
/// through another process shows within a second, the time to rebuild it and to answer included.
pub const SNAPSHOT_TTL: Duration = Duration::from_millis(750);
/// A page is written to `pages_seen` at most this often per process.
const PAGE_RECORD_INTERVAL: Duration = Duration::from_secs(600);

/// What selection reads on every page view.
pub struct Snapshot {
    loaded: Instant,
    generation: u64,
    /// The add-on registry's generation it was built with: a registry another process changed
    /// makes it stale at once (the registry polls every 250 ms), not only after its second.
    registry: i64,
    pub surveys: Vec<Arc<Survey>>,
    pub entitlements: Entitlements,
    /// The question types in force.
    pub question_types: Arc<TypeSet>,
    /// Who owns which settings key.
    pub ownership: Arc<Ownership>,
    /// Every setting, add-ons' keys included.
    pub settings: Map<String, Value>,
    /// The allowed site origins; empty allows any.
    pub origins: Vec<String>,
    /// The languages the site offers surveys in (the `languages` setting).
    pub languages: Vec<String>,
    /// What every answer from this snapshot shares, made on first use.
    pub shared: OnceLock<parts::Shared>,
    /// What every answer showing `surveys[i]` shares, made on first use.
    pub parts: Vec<OnceLock<parts::SurveyParts>>,
    /// The add-ons' `survey-visibility` verdicts that hold for later page views: forgotten with
    /// the snapshot.
    pub verdicts: crate::addons::registry::verdicts::Verdicts,
    /// The site's frequency caps.
    pub caps: crate::visitors::memory::Caps,
    /// True when some published survey shows to a sample of visitors.
    pub sampling: bool,
    /// The site's zone, and today's `(impressions, responses)` of the surveys with a daily limit.
    pub zone: crate::time::SiteZone,
    pub today: HashMap<i64, (i64, i64)>,
}

impl Snapshot {
    pub fn shared(&self) -> &parts::Shared {
        self.shared
            .get_or_init(|| parts::Shared::new(&self.entitlements, &self.ownership, &self.settings))
    }

    /// The shared parts of `surveys[index]`.
    pub fn parts(&self, index: usize) -> &parts::SurveyParts {
        self.parts[index].get_or_init(|| {
            parts::SurveyParts::new(
                &self.entitlements,
                &self.question_types,
                &self.ownership,
                &self.surveys[index],
                &self.shared().triggers,
                &self.languages,
            )
        })
    }
}

/// What the visitor side's entry points reach, built by the HTTP layer from the application's
/// state (`AppState::visiting`): the snapshot they decide on, the nonce key, the add-on registry,
/// the caches and limits of visitors, and nothing else.
pub struct Visiting<'a> {
    pub db: &'a Db,
    pub addons: &'a Addons,
    pub visitors: &'a Visitors,
    pub countries: &'a geo::Countries,
    pub snapshot: Arc<Snapshot>,
    pub nonce_key: &'a NonceKey,
    /// Responses one address may send a minute (impressions: four times as many); 0 is no limit.
    pub rate_limit: u32,
}

#[derive(Clone, Default)]
pub struct Visitors {
    inner: Arc<Inner>,
}

#[derive(Default)]
struct Inner {
    key: tokio::sync::OnceCell<NonceKey>,
    snapshot: RwLock<Option<Arc<Snapshot>>>,
    refresh: tokio::sync::Mutex<()>,
    generation: AtomicU64,
    limiter: Mutex<Limiter>,
    /// The minute whose older counts this process last dropped from `visitor_rate`.
    swept_minute: std::sync::atomic::AtomicI64,
    pages: Mutex<HashMap<String, Instant>>,
    memory: crate::visitors::memory::Memory,
}

/// How many addresses the per-address limit tracks within one minute, and pages recorded lately.
const MAX_TRACKED: usize = 100_000;
const MAX_PAGES: usize = 50_000;

/// Per-address call counts of the current minute. Every count goes at once when the minute turns
/// (O(1) per call, whatever the number of addresses); within a minute at most [`MAX_TRACKED`]
/// addresses are tracked, and once that many are, a new address is let through untracked until the
/// minute turns, while the tracked ones stay limited. (Whoever owns 100,000 addresses is not slowed
/// by a per-address limit anyway; what matters is that they cannot make each call cost O(n).)
#[derive(Default)]
struct Limiter {
    minute: u64,
    counts: HashMap<String, u32>,
}

impl Limiter {
    fn admit(&mut self, address: &str, minute: u64, per_minute: u32) -> bool {
        if self.minute != minute {
            self.minute = minute;
            self.counts.clear();
        }
        if let Some(count) = self.counts.get_mut(address) {
            *count += 1;
            return *count <= per_minute;
        }
        if self.counts.len() < MAX_TRACKED {
            self.counts.insert(address.to_owned(), 1);
        }
        per_minute >= 1
    }
}

impl Visitors {
    /// Marks the snapshot stale: an admin changed something in this process.
    pub fn invalidate(&self) {
        self.inner.generation.fetch_add(1, Ordering::Relaxed);
    }

    /// How many times the snapshot was marked stale in this process (tests and diagnostics).
    pub fn generation(&self) -> u64 {
        self.inner.generation.load(Ordering::Relaxed)
    }

    /// What this process remembers of visitors for the frequency caps.
    pub fn memory(&self) -> &crate::visitors::memory::Memory {
        &self.inner.memory
    }

    pub async fn key(&self, db: &Db) -> Result<&NonceKey> {
        self.inner.key.get_or_try_init(|| NonceKey::load(db)).await
    }

    /// The current snapshot, reloaded (with `entitlements` for the entitlements in force and the
    /// settings' ownership) when older than [`SNAPSHOT_TTL`] or invalidated.
    pub async fn snapshot<E>(
        &self,
        db: &Db,
        registry: i64,
        entitlements: impl FnOnce() -> E,
    ) -> Result<Arc<Snapshot>>
    where
        E: Future<Output = Result<(Entitlements, Arc<TypeSet>, Arc<Ownership>)>>,
    {
        let fresh = |s: &Snapshot| {
            s.loaded.elapsed() < SNAPSHOT_TTL
                && s.generation == self.inner.generation.load(Ordering::Relaxed)
                && s.registry == registry
        };
        if let Some(s) = self.current()
            && fresh(&s)
        {
            return Ok(s);
        }
        let _guard = self.inner.refresh.lock().await;
        if let Some(s) = self.current()
            && fresh(&s)
        {
            return Ok(s);
        }
        let generation = self.inner.generation.load(Ordering::Relaxed);
        let mut published = surveys::store::published(db).await?;
        // A survey with a response limit is shown until its count reaches it (the others' counts
        // are not read on this path).
        for survey in published
            .iter_mut()
            .filter(|s| s.settings.limits.responses.is_some())
        {
            survey.responses_count = store::responses_of(db, survey.id).await?;
            survey.closed_by_limit = survey.settings.limits.reached(survey.responses_count);
        }
        let surveys: Vec<Arc<Survey>> = published.into_iter().map(Arc::new).collect();
        let (entitlements, question_types, ownership) = entitlements().await?;
        let settings = crate::settings::load_all(db, &ownership).await?;
        let origins = settings["widget_allowed_origins"]
            .as_str()
            .unwrap_or("")
            .split(',')
            .map(|o| o.trim().trim_end_matches('/').to_owned())
            .filter(|o| !o.is_empty())
            .collect();
        let languages = surveys::translations::offered(&settings);
        let zone = settings["timezone"]
            .as_str()
            .and_then(crate::time::SiteZone::parse)
            .unwrap_or_default();
        let paced: Vec<i64> = surveys
            .iter()
            .filter(|s| s.settings.audience.daily_limit.is_some())
            .map(|s| s.id)
            .collect();
        let today = if paced.is_empty() {
            HashMap::new()
        } else {
            store::counted_on(db, &paced, zone.day_of(crate::time::now())).await?
        };
        let snapshot = Arc::new(Snapshot {
            caps: crate::visitors::memory::Caps::of(&settings),
            sampling: surveys
                .iter()
                .any(|s| s.settings.audience.sample_percent < 100.0),
            zone,
            today,
            loaded: Instant::now(),
            generation,
            registry,
            parts: (0..surveys.len()).map(|_| OnceLock::new()).collect(),
            surveys,
            entitlements,
            question_types,
            ownership,
            settings,
            origins,
            languages,
            shared: OnceLock::new(),
            verdicts: Default::default(),
        });
        *self.inner.snapshot.write().expect("snapshot lock") = Some(snapshot.clone());
        Ok(snapshot)
    }

    fn current(&self) -> Option<Arc<Snapshot>> {
        self.inner.snapshot.read().expect("snapshot lock").clone()
    }

    /// Counts one visitor call of `address`; refuses past `per_minute` in the current minute
    /// (0 turns the limit off). On PostgreSQL the count is a row every process shares, so the
    /// limit holds behind a load balancer; on SQLite (one process) it is kept in memory.
    pub async fn throttle(&self, db: &Db, address: &str, per_minute: u32) -> Result<()> {
        self.throttle_calls(
            db,
            address,
            per_minute,
            "Too many submissions from this address; please try again in a minute.",
        )
        .await
    }

    /// [`Visitors::throttle`] with the refusal's message.
    pub async fn throttle_calls(
        &self,
        db: &Db,
        address: &str,
        per_minute: u32,
        message: &str,
    ) -> Result<()> {
        if per_minute == 0 {
            return Ok(());
        }
        let now = crate::time::now();
        let minute = now.div_euclid(60);
        let admitted = match db {
            Db::Postgres(pool) => {
                let count: i64 = sqlx::query_scalar(
                    "INSERT INTO visitor_rate (key, minute, count) VALUES ($1, $2, 1) \
                     ON CONFLICT (key, minute) DO UPDATE SET count = visitor_rate.count + 1 \
                     RETURNING count",
                )
                .bind(address)
                .bind(minute)
                .fetch_one(pool)
                .await?;
                // The first call of a minute in this process drops the minutes before.
                let swept = self.inner.swept_minute.load(Ordering::Relaxed);
                if swept < minute
                    && self
                        .inner
                        .swept_minute
                        .compare_exchange(swept, minute, Ordering::Relaxed, Ordering::Relaxed)
                        .is_ok()
                {
                    let pool = pool.clone();
                    tokio::spawn(async move {
                        let _ = sqlx::query("DELETE FROM visitor_rate WHERE minute < $1")
                            .bind(minute)
                            .execute(&pool)
                            .await;
                    });
                }
                count <= i64::from(per_minute)
            }
            Db::Sqlite(_) => {
                let mut limiter = self.inner.limiter.lock().expect("limiter lock");
                limiter.admit(address, minute as u64, per_minute)
            }
        };
        if !admitted {
            let retry = 60 - now.rem_euclid(60) as u64;
            return Err(Error::TooManyRequests {
                message: message.into(),
                retry_after_secs: retry,
            });
        }
        Ok(())
    }

    /// True when `url` has not been recorded by this process lately (and marks it recorded).
    pub(crate) fn should_record_page(&self, url: &str) -> bool {
        let mut pages = self.inner.pages.lock().expect("pages lock");
        if pages.len() > MAX_PAGES {
            pages.retain(|_, at| at.elapsed() < PAGE_RECORD_INTERVAL);
            // Visitors name the pages: when they are all recent, forget them all at once, so
            // that the pruning costs O(1) per call however many addresses an attacker makes up
            // (a page forgotten early is only recorded once more).
            if pages.len() > MAX_PAGES / 2 {
                pages.clear();
            }
        }
        match pages.get(url) {
            Some(at) if at.elapsed() < PAGE_RECORD_INTERVAL => false,
            _ => {
                pages.insert(url.to_owned(), Instant::now());
                true
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_limit_counts_per_address_and_starts_over_each_minute() {
        let mut limiter = Limiter::default();
        assert!(limiter.admit("203.0.113.1", 7, 2));
        assert!(limiter.admit("203.0.113.1", 7, 2));
        assert!(
            !limiter.admit("203.0.113.1", 7, 2),
            "third call in a minute"
        );
        assert!(limiter.admit("203.0.113.2", 7, 2), "another address");
        assert!(limiter.admit("203.0.113.1", 8, 2), "the next minute");
    }

    #[test]
    fn a_flood_of_addresses_keeps_each_call_cheap_and_the_tracked_limited() {
        let mut limiter = Limiter::default();
        assert!(limiter.admit("abuser", 1, 1));
        let started = std::time::Instant::now();
        for n in 0..(MAX_TRACKED * 3) {
            limiter.admit(
                &format!("10.{}.{}.{}", n >> 16, (n >> 8) & 255, n & 255),
                1,
                1,
            );
        }
        // A retain over every entry on each call took minutes here; now it is a hash lookup.
        assert!(started.elapsed() < std::time::Duration::from_secs(5));
        assert_eq!(limiter.counts.len(), MAX_TRACKED);
        assert!(
            !limiter.admit("abuser", 1, 1),
            "still limited under the flood"
        );
    }

    #[test]
    fn recorded_pages_stay_bounded_under_made_up_addresses() {
        let visitors = Visitors::default();
        for n in 0..(MAX_PAGES * 3) {
            assert!(visitors.should_record_page(&format!("https://shop.example/{n}")));
        }
        assert!(visitors.inner.pages.lock().unwrap().len() <= MAX_PAGES + 1);
        assert!(
            !visitors.should_record_page(&format!("https://shop.example/{}", MAX_PAGES * 3 - 1))
        );
    }
}
