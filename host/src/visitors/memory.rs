//! What the host remembers of a visitor for the site's frequency caps (issue 35): when they were
//! last shown a survey, last answered one, and how many they were shown this visit. Keyed by the
//! visitor's key (16 bytes of an HMAC, with the install's secret, of the `hearken_vid` cookie or of
//! the site's `userId`: see `widget::nonces::NonceKey::visitor`), never by anything readable.
//!
//! The table `visitor_memory` is the truth; each row is forgotten at its `forget_at` (the caps'
//! longest length) by the response writer's sweep, so storage holds the visitors of one cap's
//! length. In front of it each process keeps [`Memory`]: two generations of at most [`GENERATION`]
//! entries each (a full generation becomes the old one and the one before is dropped), so its size
//! is bounded whatever the number of visitors. A page view reads the front; a visitor it does not
//! hold is read from the table, unless the front holds the whole table (loaded at first use while
//! the table has at most [`GENERATION`] live rows), when not being there means "never seen". Rows
//! that other processes wrote are read in at most every [`POLL`] seconds (by `updated_at`), so a
//! cap holds across processes within that time.

use std::{
    collections::HashMap,
    sync::{
        Mutex,
        atomic::{AtomicI64, Ordering},
    },
};

use crate::{
    on_db, on_tx,
    storage::{Db, Tx},
};

/// A visitor's key.
pub type Key = [u8; 16];

/// A visit: the surveys shown with less than this many seconds between them.
pub const VISIT_SECS: i64 = 30 * 60;
/// The most visitors one generation of the front holds (two are kept).
pub const GENERATION: usize = 100_000;
/// Seconds between two reads of what other processes remembered.
pub const POLL: i64 = 1;

/// What is remembered of one visitor; times are Unix seconds, 0 for never.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Seen {
    pub shown_at: i64,
    pub answered_at: i64,
    /// Surveys shown in the visit that `shown_at` belongs to.
    pub visit_shown: i64,
    pub forget_at: i64,
}

impl Seen {
    /// The visitor was shown a survey at `now`.
    pub fn shown(self, now: i64, forget_at: i64) -> Seen {
        let same_visit = self.shown_at > 0 && now - self.shown_at < VISIT_SECS;
        Seen {
            shown_at: now,
            visit_shown: if same_visit { self.visit_shown + 1 } else { 1 },
            forget_at: forget_at.max(self.forget_at),
            ..self
        }
    }

    /// The visitor answered a survey at `now`.
    pub fn answered(self, now: i64, forget_at: i64) -> Seen {
        Seen {
            answered_at: now,
            forget_at: forget_at.max(self.forget_at),
            ..self
        }
    }

    /// Surveys shown in the visit under way at `now`.
    pub fn shown_this_visit(&self, now: i64) -> i64 {
        if self.shown_at > 0 && now - self.shown_at < VISIT_SECS {
            self.visit_shown
        } else {
            0
        }
    }

    /// The later of two records of one visitor (two processes may each have written one).
    fn merge(self, other: Seen) -> Seen {
        let visit_shown = match self.shown_at.cmp(&other.shown_at) {
            std::cmp::Ordering::Less => other.visit_shown,
            std::cmp::Ordering::Greater => self.visit_shown,
            std::cmp::Ordering::Equal => self.visit_shown.max(other.visit_shown),
        };
        Seen {
            shown_at: self.shown_at.max(other.shown_at),
            answered_at: self.answered_at.max(other.answered_at),
            visit_shown,
            forget_at: self.forget_at.max(other.forget_at),
        }
    }
}

/// The caps' settings, in seconds (0: off).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Caps {
    pub after_shown: i64,
    pub after_answered: i64,
    /// Surveys per visit; 0: no cap.
    pub per_visit: i64,
}

impl Caps {
    /// The caps of the site's settings.
    pub fn of(settings: &serde_json::Map<String, serde_json::Value>) -> Caps {
        let days = |key: &str| {
            settings
                .get(key)
                .and_then(|v| v.as_i64())
                .unwrap_or(0)
                .max(0)
                * 86_400
        };
        Caps {
            after_shown: days("cooldown_after_shown_days"),
            after_answered: days("cooldown_after_answered_days"),
            per_visit: settings
                .get("surveys_per_visit")
                .and_then(|v| v.as_i64())
                .unwrap_or(0)
                .max(0),
        }
    }

    pub fn any(&self) -> bool {
        self.after_shown > 0 || self.after_answered > 0 || self.per_visit > 0
    }

    /// How long a visitor is remembered after an event: the longest cap.
    pub fn memory_secs(&self) -> i64 {
        let visit = if self.per_visit > 0 { VISIT_SECS } else { 0 };
        self.after_shown.max(self.after_answered).max(visit)
    }

    /// Why a visitor remembered as `seen` is shown no survey at `now` (None: they may be).
    pub fn refusal(&self, seen: &Seen, now: i64) -> Option<String> {
        if self.after_shown > 0 && seen.shown_at > 0 && now - seen.shown_at < self.after_shown {
            return Some(format!(
                "visitor saw a survey {} ago; cooldown is {}",
                span(now - seen.shown_at),
                days(self.after_shown)
            ));
        }
        if self.after_answered > 0
            && seen.answered_at > 0
            && now - seen.answered_at < self.after_answered
        {
            return Some(format!(
                "visitor answered a survey {} ago; cooldown is {}",
                span(now - seen.answered_at),
                days(self.after_answered)
            ));
        }
        let this_visit = seen.shown_this_visit(now);
        if self.per_visit > 0 && this_visit >= self.per_visit {
            return Some(format!(
                "visitor was shown {this_visit} {} this visit; at most {} per visit",
                if this_visit == 1 { "survey" } else { "surveys" },
                self.per_visit
            ));
        }
        None
    }
}

fn days(secs: i64) -> String {
    let n = secs / 86_400;
    format!("{n} {}", if n == 1 { "day" } else { "days" })
}

/// `secs` as the largest whole unit: "2 days", "3 hours", "1 minute", "20 seconds".
pub fn span(secs: i64) -> String {
    let (n, unit) = if secs >= 86_400 {
        (secs / 86_400, "day")
    } else if secs >= 3600 {
        (secs / 3600, "hour")
    } else if secs >= 60 {
        (secs / 60, "minute")
    } else {
        (secs.max(0), "second")
    };
    format!("{n} {unit}{}", if n == 1 { "" } else { "s" })
}

/// What the front knows of a visitor.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Known {
    Seen(Seen),
    /// Never seen (or forgotten).
    Never,
    /// Not in the front: ask the table.
    Ask,
}

#[derive(Default)]
struct Front {
    current: HashMap<Key, Seen>,
    previous: HashMap<Key, Seen>,
    /// True while the front holds every live row of the table.
    whole: bool,
    loaded: bool,
}

impl Front {
    fn get(&self, key: &Key, now: i64) -> Known {
        match self.current.get(key).or_else(|| self.previous.get(key)) {
            Some(seen) if seen.forget_at > now => Known::Seen(*seen),
            Some(_) => Known::Never,
            None if self.whole => Known::Never,
            None => Known::Ask,
        }
    }

    fn put(&mut self, key: Key, seen: Seen) {
        let merged = match self.current.get(&key).or_else(|| self.previous.get(&key)) {
            Some(old) => old.merge(seen),
            None => seen,
        };
        if self.current.len() >= GENERATION && !self.current.contains_key(&key) {
            self.previous = std::mem::take(&mut self.current);
            // Visitors dropped with the old generation are in the table only now.
            self.whole = false;
        }
        self.current.insert(key, merged);
    }
}

/// The process's front of `visitor_memory`.
#[derive(Default)]
pub struct Memory {
    front: Mutex<Front>,
    /// The `updated_at` second the next poll reads from; 0 until first use.
    polled_from: AtomicI64,
    polled_at: AtomicI64,
    polling: tokio::sync::Mutex<()>,
}

impl Memory {
    /// Entries held (for the bound's test and the metrics).
    pub fn len(&self) -> usize {
        let front = self.front.lock().unwrap_or_else(|p| p.into_inner());
        front.current.len() + front.previous.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Notes what this process remembered of `key` (written to the table by the response writer).
    pub fn note(&self, key: Key, seen: Seen) {
        self.front
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .put(key, seen);
    }

    /// What is remembered of `key` at `now`: from the front, else from the table.
    pub async fn get(&self, db: &Db, key: &Key, now: i64) -> crate::error::Result<Option<Seen>> {
        self.refresh(db, now).await?;
        let known = self
            .front
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(key, now);
        match known {
            Known::Seen(seen) => Ok(Some(seen)),
            Known::Never => Ok(None),
            Known::Ask => {
                let row = read(db, key).await?;
                if let Some(seen) = row {
                    self.note(*key, seen);
                }
                Ok(row.filter(|s| s.forget_at > now))
            }
        }
    }

    /// Loads the table at first use (whole when it is small enough), then reads what other
    /// processes wrote, at most every [`POLL`] seconds; one caller at a time, the others go on.
    async fn refresh(&self, db: &Db, now: i64) -> crate::error::Result<()> {
        if now - self.polled_at.load(Ordering::Relaxed) < POLL {
            return Ok(());
        }
        let Ok(_guard) = self.polling.try_lock() else {
            return Ok(());
        };
        let first = !self.front.lock().unwrap_or_else(|p| p.into_inner()).loaded;
        let from = self.polled_from.load(Ordering::Relaxed);
        // A second's overlap: a row written in the second the last poll read is read again.
        let rows = if first {
            live(db, now, GENERATION as i64 + 1).await?
        } else {
            changed(db, from - 1).await?
        };
        let mut front = self.front.lock().unwrap_or_else(|p| p.into_inner());
        if first {
            front.loaded = true;
            front.whole = rows.len() <= GENERATION;
        }
        for (key, seen) in rows {
            front.put(key, seen);
        }
        drop(front);
        self.polled_from.store(now, Ordering::Relaxed);
        self.polled_at.store(now, Ordering::Relaxed);
        Ok(())
    }
}

type Row = (Vec<u8>, i64, i64, i64, i64);

fn from_row((key, shown_at, answered_at, visit_shown, forget_at): Row) -> Option<(Key, Seen)> {
    let key: Key = key.try_into().ok()?;
    Some((
        key,
        Seen {
            shown_at,
            answered_at,
            visit_shown,
            forget_at,
        },
    ))
}

const FIELDS: &str = "visitor, shown_at, answered_at, visit_shown, forget_at";

async fn read(db: &Db, key: &Key) -> crate::error::Result<Option<Seen>> {
    let sql = format!("SELECT {FIELDS} FROM visitor_memory WHERE visitor = $1");
    let row: Option<Row> =
        on_db!(db, pool => sqlx::query_as(&sql).bind(key.as_slice()).fetch_optional(pool).await)?;
    Ok(row.and_then(from_row).map(|(_, seen)| seen))
}

async fn live(db: &Db, now: i64, limit: i64) -> crate::error::Result<Vec<(Key, Seen)>> {
    let sql = format!("SELECT {FIELDS} FROM visitor_memory WHERE forget_at > $1 LIMIT $2");
    let rows: Vec<Row> =
        on_db!(db, pool => sqlx::query_as(&sql).bind(now).bind(limit).fetch_all(pool).await)?;
    Ok(rows.into_iter().filter_map(from_row).collect())
}

async fn changed(db: &Db, since: i64) -> crate::error::Result<Vec<(Key, Seen)>> {
    let sql = format!("SELECT {FIELDS} FROM visitor_memory WHERE updated_at >= $1");
    let rows: Vec<Row> =
        on_db!(db, pool => sqlx::query_as(&sql).bind(since).fetch_all(pool).await)?;
    Ok(rows.into_iter().filter_map(from_row).collect())
}

/// Writes what was remembered of each visitor, in the response writer's transaction. A row that
/// another process wrote in the meantime is merged with, as [`Seen::merge`] does.
pub async fn remember(
    tx: &mut Tx,
    rows: &[(Key, Seen)],
    now: i64,
) -> std::result::Result<(), sqlx::Error> {
    for (key, seen) in rows {
        on_tx!(tx, t => {
            sqlx::query(
                "INSERT INTO visitor_memory (visitor, shown_at, answered_at, visit_shown, forget_at, updated_at) \
                 VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (visitor) DO UPDATE SET \
                 visit_shown = CASE WHEN excluded.shown_at > visitor_memory.shown_at THEN excluded.visit_shown \
                   WHEN excluded.shown_at < visitor_memory.shown_at THEN visitor_memory.visit_shown \
                   ELSE (CASE WHEN excluded.visit_shown > visitor_memory.visit_shown THEN excluded.visit_shown ELSE visitor_memory.visit_shown END) END, \
                 shown_at = CASE WHEN excluded.shown_at > visitor_memory.shown_at THEN excluded.shown_at ELSE visitor_memory.shown_at END, \
                 answered_at = CASE WHEN excluded.answered_at > visitor_memory.answered_at THEN excluded.answered_at ELSE visitor_memory.answered_at END, \
                 forget_at = CASE WHEN excluded.forget_at > visitor_memory.forget_at THEN excluded.forget_at ELSE visitor_memory.forget_at END, \
                 updated_at = excluded.updated_at",
            )
            .bind(key.as_slice()).bind(seen.shown_at).bind(seen.answered_at).bind(seen.visit_shown)
            .bind(seen.forget_at).bind(now)
            .execute(&mut **t).await?;
        });
    }
    Ok(())
}

/// Forgets the visitors whose caps have run out (the response writer's sweep).
pub async fn sweep(tx: &mut Tx, now: i64) -> std::result::Result<u64, sqlx::Error> {
    Ok(
        on_tx!(tx, t => sqlx::query("DELETE FROM visitor_memory WHERE forget_at <= $1").bind(now).execute(&mut **t).await?.rows_affected()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(i: u32) -> Key {
        let mut k = [0u8; 16];
        k[..4].copy_from_slice(&i.to_le_bytes());
        k
    }

    #[test]
    fn the_front_stays_bounded_under_a_million_visitors() {
        let memory = Memory::default();
        let seen = Seen::default().shown(1_000, 2_000_000);
        for i in 0..1_000_000 {
            memory.note(key(i), seen);
        }
        assert!(memory.len() <= 2 * GENERATION, "{}", memory.len());
        let front = memory.front.lock().unwrap();
        // The newest are held; the oldest must be asked of the table.
        assert_eq!(front.get(&key(999_999), 1_500), Known::Seen(seen));
        assert_eq!(front.get(&key(0), 1_500), Known::Ask);
    }

    #[test]
    fn caps_name_their_reason() {
        let caps = Caps {
            after_shown: 7 * 86_400,
            after_answered: 14 * 86_400,
            per_visit: 1,
        };
        let now = 10_000_000;
        let seen = Seen::default().shown(now - 2 * 86_400, now + 86_400);
        assert_eq!(
            caps.refusal(&seen, now).as_deref(),
            Some("visitor saw a survey 2 days ago; cooldown is 7 days")
        );
        let answered = Seen::default().answered(now - 3 * 3600, now + 86_400);
        assert_eq!(
            caps.refusal(&answered, now).as_deref(),
            Some("visitor answered a survey 3 hours ago; cooldown is 14 days")
        );
        let per_visit = Caps {
            per_visit: 1,
            ..Default::default()
        };
        let seen = Seen::default().shown(now - 60, now + 3600);
        assert_eq!(
            per_visit.refusal(&seen, now).as_deref(),
            Some("visitor was shown 1 survey this visit; at most 1 per visit")
        );
        // A new visit begins after half an hour without a survey.
        assert_eq!(per_visit.refusal(&seen, now + VISIT_SECS), None);
        assert_eq!(Caps::default().refusal(&seen, now), None);
    }

    #[test]
    fn a_visit_counts_the_surveys_shown_close_together() {
        let s = Seen::default().shown(100, 10_000);
        let s = s.shown(200, 10_000);
        assert_eq!(s.visit_shown, 2);
        let s = s.shown(200 + VISIT_SECS, 10_000);
        assert_eq!(s.visit_shown, 1);
    }
}
