//! The visitor side of the host: which survey a visitor sees (spec 002 §4), the signed nonces of the
//! impression and submission calls, CORS for the websites that embed the widget, the per-address
//! rate limit, and the pages the widget has been shown on. The wire contract is
//! docs/WIDGET_PROTOCOL.md.
//!
//! Every page view of every embedding site asks `GET widget/survey`, so the published surveys, the
//! entitlements and the settings are read from a [`Snapshot`] refreshed at most once a second (and
//! at once after an admin change in this process); other processes' changes show within a second.

pub mod api;
pub mod choose;
pub mod device;
pub mod geo;
pub mod nonces;
pub mod selection;
pub mod store;

use std::{
    collections::HashMap,
    sync::{
        Arc, Mutex, RwLock,
        atomic::{AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

use serde_json::{Map, Value};

use crate::{
    addons::ownership::Ownership,
    error::{Error, Result},
    licensing::Entitlements,
    storage::Db,
    surveys::{self, model::Survey},
};
use nonces::NonceKey;

/// How long a snapshot serves before it is read again.
pub const SNAPSHOT_TTL: Duration = Duration::from_secs(1);
/// A page is written to `pages_seen` at most this often per process.
const PAGE_RECORD_INTERVAL: Duration = Duration::from_secs(600);

/// What selection reads on every page view.
pub struct Snapshot {
    loaded: Instant,
    generation: u64,
    pub surveys: Vec<Arc<Survey>>,
    pub entitlements: Entitlements,
    /// Who owns which settings key.
    pub ownership: Arc<Ownership>,
    /// Every setting, add-ons' keys included.
    pub settings: Map<String, Value>,
    /// The allowed site origins; empty allows any.
    pub origins: Vec<String>,
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
    limiter: Mutex<HashMap<String, (u64, u32)>>,
    pages: Mutex<HashMap<String, Instant>>,
}

impl Visitors {
    /// Marks the snapshot stale: an admin changed something in this process.
    pub fn invalidate(&self) {
        self.inner.generation.fetch_add(1, Ordering::Relaxed);
    }

    pub async fn key(&self, db: &Db) -> Result<&NonceKey> {
        self.inner.key.get_or_try_init(|| NonceKey::load(db)).await
    }

    /// The current snapshot, reloaded (with `entitlements` for the entitlements in force and the
    /// settings' ownership) when older than [`SNAPSHOT_TTL`] or invalidated.
    pub async fn snapshot<E>(
        &self,
        db: &Db,
        entitlements: impl FnOnce() -> E,
    ) -> Result<Arc<Snapshot>>
    where
        E: Future<Output = Result<(Entitlements, Arc<Ownership>)>>,
    {
        let fresh = |s: &Snapshot| {
            s.loaded.elapsed() < SNAPSHOT_TTL
                && s.generation == self.inner.generation.load(Ordering::Relaxed)
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
        let surveys = surveys::store::published(db)
            .await?
            .into_iter()
            .map(Arc::new)
            .collect();
        let (entitlements, ownership) = entitlements().await?;
        let settings = crate::settings::load_all(db, &ownership).await?;
        let origins = settings["widget_allowed_origins"]
            .as_str()
            .unwrap_or("")
            .split(',')
            .map(|o| o.trim().trim_end_matches('/').to_owned())
            .filter(|o| !o.is_empty())
            .collect();
        let snapshot = Arc::new(Snapshot {
            loaded: Instant::now(),
            generation,
            surveys,
            entitlements,
            ownership,
            settings,
            origins,
        });
        *self.inner.snapshot.write().expect("snapshot lock") = Some(snapshot.clone());
        Ok(snapshot)
    }

    fn current(&self) -> Option<Arc<Snapshot>> {
        self.inner.snapshot.read().expect("snapshot lock").clone()
    }

    /// Counts one visitor call of `address`; refuses past `per_minute` in the current minute
    /// (0 turns the limit off). Per process: several processes each allow the limit.
    pub fn throttle(&self, address: &str, per_minute: u32) -> Result<()> {
        self.throttle_calls(
            address,
            per_minute,
            "Too many submissions from this address; please try again in a minute.",
        )
    }

    /// [`Visitors::throttle`] with the refusal's message.
    pub fn throttle_calls(&self, address: &str, per_minute: u32, message: &str) -> Result<()> {
        if per_minute == 0 {
            return Ok(());
        }
        let minute = crate::time::now().div_euclid(60) as u64;
        let mut limiter = self.inner.limiter.lock().expect("limiter lock");
        if limiter.len() > 100_000 {
            limiter.retain(|_, (m, _)| *m == minute);
        }
        let entry = limiter.entry(address.to_owned()).or_insert((minute, 0));
        if entry.0 != minute {
            *entry = (minute, 0);
        }
        entry.1 += 1;
        if entry.1 > per_minute {
            let retry = 60 - crate::time::now().rem_euclid(60) as u64;
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
        if pages.len() > 50_000 {
            pages.retain(|_, at| at.elapsed() < PAGE_RECORD_INTERVAL);
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
