//! The add-ons' action outbox (issue 14): what an action hook (`response-submitted`) is to be told
//! is a row of `addon_actions`, written in the transaction that stores the response, one per
//! add-on in force on the hook. A worker per process delivers the due rows at least once: a
//! delivered row goes; a failed one is tried again after 30 s, 1 min, 2 min… (at most an hour
//! apart), and after [`MAX_ATTEMPTS`] it stays as failed, with its last error, which the add-on's
//! card shows. A restart, a crash or a busy runtime loses nothing: the rows wait in the database,
//! and a claim that outlives its process expires after [`CLAIM_SECS`].
//!
//! Several processes share the table: a claim is one `UPDATE … RETURNING`, as the e-mail outbox's.

use std::collections::HashMap;

use serde::Serialize;
use utoipa::ToSchema;

use crate::addons::package::hooks::Hook;
use crate::addons::registry::Addons;
use crate::addons::registry::Entitled;
use crate::addons::runtime::CallError;
use crate::{error::Result, on_db, storage::Db};

/// Tries before an action is left as failed.
pub const MAX_ATTEMPTS: i64 = 8;
/// How long a worker holds the actions it claimed.
pub const CLAIM_SECS: i64 = 120;
/// Actions claimed at once.
pub const CLAIM_BATCH: i64 = 32;

/// One action to queue with a stored response: who is told, and what.
#[derive(Debug, Clone)]
pub struct Queued {
    pub slug: String,
    pub hook: Hook,
}

/// The INSERT of `rows` actions (5 bound values each: slug, hook, event, due, created).
fn insert_sql(anonymous: bool, rows: usize) -> String {
    format!(
        "INSERT INTO addon_actions (slug, hook, event, next_attempt_at, created_at) VALUES {}",
        crate::storage::value_rows(anonymous, 5, rows)
    )
}

/// Queues actions `(slug, hook, event)` in the transaction that stores what they tell of (the
/// response writer's): the outbox's own writer. A stored response's actions are never lost,
/// whatever happens to the process after the commit.
pub async fn queue(
    tx: &mut crate::storage::Tx,
    actions: &[(&str, &str, String)],
) -> std::result::Result<(), sqlx::Error> {
    let now = crate::time::now();
    for chunk in actions.chunks(ACTIONS_PER_INSERT) {
        let sql = insert_sql(tx.anonymous_marks(), chunk.len());
        crate::on_tx!(tx, t => {
            let mut q = sqlx::query(&sql);
            for (slug, hook, event) in chunk {
                q = q.bind(*slug).bind(*hook).bind(event.as_str()).bind(now).bind(now);
            }
            q.execute(&mut **t).await.map(|_| ())?
        });
    }
    Ok(())
}

/// Actions per INSERT statement (5 bound values each).
const ACTIONS_PER_INSERT: usize = 200;

/// What an add-on's card shows of its actions.
#[derive(Debug, Clone, Default, PartialEq, Serialize, ToSchema)]
pub struct ActionStats {
    /// Waiting for their first delivery or for a retry.
    pub pending: i64,
    /// Given up after every retry.
    pub failed: i64,
    /// The error of the latest failed try, if any action is pending a retry or failed.
    #[schema(required = true)]
    pub last_error: Option<String>,
}

/// Each add-on's actions that are not delivered yet, by slug.
pub async fn stats(db: &Db) -> Result<HashMap<String, ActionStats>> {
    let rows: Vec<(String, i64, i64)> = on_db!(db, pool => {
        sqlx::query_as(
            "SELECT slug, \
                    SUM(CASE WHEN failed_at IS NULL THEN 1 ELSE 0 END), \
                    SUM(CASE WHEN failed_at IS NULL THEN 0 ELSE 1 END) \
             FROM addon_actions GROUP BY slug",
        )
        .fetch_all(pool)
        .await
    })?;
    let errors: Vec<(String, String)> = on_db!(db, pool => {
        sqlx::query_as(
            "SELECT a.slug, a.last_error FROM addon_actions a \
             WHERE a.last_error IS NOT NULL AND a.id = (SELECT MAX(b.id) FROM addon_actions b \
               WHERE b.slug = a.slug AND b.last_error IS NOT NULL)",
        )
        .fetch_all(pool)
        .await
    })?;
    let mut out: HashMap<String, ActionStats> = rows
        .into_iter()
        .map(|(slug, pending, failed)| {
            (
                slug,
                ActionStats {
                    pending,
                    failed,
                    last_error: None,
                },
            )
        })
        .collect();
    for (slug, error) in errors {
        if let Some(s) = out.get_mut(&slug) {
            s.last_error = Some(error);
        }
    }
    Ok(out)
}

/// `slug`'s failed actions go back to the queue, due now, their tries counted from zero (the
/// administrator fixed what failed them); answers how many.
pub async fn retry_failed(db: &Db, slug: &str, now: i64) -> Result<u64> {
    Ok(
        on_db!(db, pool => sqlx::query("UPDATE addon_actions SET failed_at = NULL, attempts = 0, next_attempt_at = $1, claimed_until = 0 \
                     WHERE slug = $2 AND failed_at IS NOT NULL")
        .bind(now).bind(slug).execute(pool).await.map(|r| r.rows_affected()))?,
    )
}

/// `slug`'s failed actions are dropped (the administrator gave them up); answers how many.
pub async fn discard_failed(db: &Db, slug: &str) -> Result<u64> {
    Ok(
        on_db!(db, pool => sqlx::query("DELETE FROM addon_actions WHERE slug = $1 AND failed_at IS NOT NULL")
        .bind(slug).execute(pool).await.map(|r| r.rows_affected()))?,
    )
}

#[derive(sqlx::FromRow)]
struct Claimed {
    id: i64,
    slug: String,
    hook: String,
    event: String,
    attempts: i64,
}

async fn claim(db: &Db, now: i64) -> Result<Vec<Claimed>> {
    Ok(on_db!(db, pool => {
        sqlx::query_as(
            "UPDATE addon_actions SET claimed_until = $1 \
             WHERE claimed_until < $2 AND failed_at IS NULL AND id IN ( \
               SELECT id FROM addon_actions WHERE next_attempt_at <= $2 AND claimed_until < $2 \
                 AND failed_at IS NULL ORDER BY id LIMIT $3) \
             RETURNING id, slug, hook, event, attempts",
        )
        .bind(now + CLAIM_SECS)
        .bind(now)
        .bind(CLAIM_BATCH)
        .fetch_all(pool)
        .await
    })?)
}

/// The wait before try `attempts + 1`: 30 s doubling, at most an hour.
pub fn backoff(attempts: i64) -> i64 {
    (30i64 << attempts.clamp(0, 7)).min(3600)
}

impl Addons {
    /// The add-ons in force on action `hook`, in call order: each is queued an action (see
    /// this module) in the transaction that stores what it is told about.
    pub fn actions_for(&self, hook: Hook, entitlements: &dyn Entitled) -> Vec<Queued> {
        self.chain(hook, entitlements)
            .iter()
            .map(|a| Queued {
                slug: a.slug().to_owned(),
                hook,
            })
            .collect()
    }

    /// Delivers the actions that are due, once each; answers how many were delivered. Stops
    /// claiming new ones when `stopping` is set (what it holds goes back).
    pub async fn deliver_actions(
        &self,
        entitlements: &dyn Entitled,
        stopping: &crate::stopping::Stopping,
    ) -> Result<usize> {
        let db = self.db();
        let now = crate::time::now();
        let mut delivered = 0;
        for action in claim(db, now).await? {
            if stopping.is_set() {
                on_db!(db, pool => sqlx::query("UPDATE addon_actions SET claimed_until = 0 WHERE id = $1")
                    .bind(action.id).execute(pool).await.map(|_| ()))?;
                continue;
            }
            let Some(hook) = Hook::from_name(&action.hook) else {
                self.action_failed(&action, "the host does not know this hook", true)
                    .await?;
                continue;
            };
            let Some(addon) = self
                .chain(hook, entitlements)
                .into_iter()
                .find(|a| a.slug() == action.slug)
            else {
                // Deactivated, unlicensed or removed since: it is told nothing more.
                self.action_failed(&action, "the add-on was no longer active", true)
                    .await?;
                continue;
            };
            let input = match crate::addons::registry::visible_part(
                hook,
                addon.package.component.info(),
                &serde_json::from_str(&action.event).unwrap_or_default(),
            ) {
                Some(part) => part.to_string(),
                None => action.event.clone(),
            };
            let outcome = addon
                .package
                .component
                .notify(hook, Some(self.services()), &input)
                .await;
            match outcome {
                Ok(()) => {
                    on_db!(db, pool => sqlx::query("DELETE FROM addon_actions WHERE id = $1")
                        .bind(action.id).execute(pool).await.map(|_| ()))?;
                    delivered += 1;
                }
                Err(CallError::Unavailable(message)) => {
                    // The machine was busy: again soon, and it does not count as a try.
                    on_db!(db, pool => sqlx::query("UPDATE addon_actions SET claimed_until = 0, next_attempt_at = $1, last_error = $2 WHERE id = $3")
                        .bind(crate::time::now() + 5).bind(&message).bind(action.id).execute(pool).await.map(|_| ()))?;
                }
                Err(error) => {
                    let message = error.to_string();
                    let _ = self.failed(&addon, hook, error).await;
                    self.action_failed(&action, &message, false).await?;
                }
            }
        }
        Ok(delivered)
    }

    /// Records a failed try of `action`: a retry later, or failed for good after the last try
    /// (or at once when `final_`).
    async fn action_failed(&self, action: &Claimed, error: &str, final_: bool) -> Result<()> {
        let attempts = action.attempts + 1;
        let now = crate::time::now();
        let db = self.db();
        if final_ || attempts >= MAX_ATTEMPTS {
            tracing::error!(addon = %action.slug, hook = %action.hook, "giving up on an add-on action after {attempts} tries: {error}");
            on_db!(db, pool => sqlx::query("UPDATE addon_actions SET attempts = $1, failed_at = $2, claimed_until = 0, last_error = $3 WHERE id = $4")
                .bind(attempts).bind(now).bind(error).bind(action.id).execute(pool).await.map(|_| ()))?;
        } else {
            let wait = backoff(action.attempts);
            tracing::warn!(addon = %action.slug, hook = %action.hook, "an add-on action failed; trying again in {wait} s: {error}");
            on_db!(db, pool => sqlx::query("UPDATE addon_actions SET attempts = $1, next_attempt_at = $2, claimed_until = 0, last_error = $3 WHERE id = $4")
                .bind(attempts).bind(now + wait).bind(error).bind(action.id).execute(pool).await.map(|_| ()))?;
        }
        Ok(())
    }

    /// Wakes this process's action worker (a response with actions was just stored).
    /// Sends `slug`'s failed actions again (the worker is woken); answers how many. 404 for an
    /// add-on that is not installed.
    pub async fn retry_failed_actions(&self, slug: &str) -> Result<u64> {
        self.installed_one(slug).await?;
        let n = retry_failed(self.db(), slug, crate::time::now()).await?;
        self.actions_queued();
        Ok(n)
    }

    /// Drops `slug`'s failed actions; answers how many. 404 for an add-on that is not installed.
    pub async fn discard_failed_actions(&self, slug: &str) -> Result<u64> {
        self.installed_one(slug).await?;
        discard_failed(self.db(), slug).await
    }

    pub fn actions_queued(&self) {
        self.actions_wakeup().notify_one();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retries_back_off_to_an_hour() {
        assert_eq!(backoff(0), 30);
        assert_eq!(backoff(1), 60);
        assert_eq!(backoff(3), 240);
        assert_eq!(backoff(7), 3600);
        assert_eq!(backoff(40), 3600);
    }
}
