//! Scheduled jobs (API 1.1): each job an active, licensed add-on declares in `[[jobs]]` runs at most
//! once per its interval across every host process sharing the database.
//!
//! Invariants: a run is claimed by one conditional UPDATE that moves the job's `next_run_at` one
//! interval on (and marks it claimed while it runs), so of several processes looking at the same
//! due job exactly one gets it; a run is bounded by the job's own time budget (its computing; time
//! waiting on host calls does not count); a trap or timeout counts against the add-on like any
//! hook's fault (three within a minute deactivate it), and an `err` is recorded as the job's last
//! error without counting.

use std::time::Duration;

use crate::addons::package::hooks::Hook;
use crate::addons::registry::Addons;
use crate::addons::registry::Entitled;
use crate::addons::registry::refusal::Refusal;
use crate::addons::runtime::CallError;
use crate::{error::Result, on_db, stopping::Stopping};

/// How often each process looks for due jobs.
pub const TICK: Duration = Duration::from_secs(5);

/// A run's claim lasts its budget plus this (a process that died mid-run frees the job then).
const CLAIM_SLACK_SECS: i64 = 60;

/// What a [`run_due`] did, for logs and tests.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Ran {
    /// `slug/job` of each run this process claimed, in order.
    pub runs: Vec<String>,
}

impl Addons {
    /// Runs every job that is due at `now` (Unix seconds) and that this process claims.
    pub async fn run_due_jobs(&self, entitlements: &dyn Entitled, now: i64) -> Result<Ran> {
        let db = self.db();
        let mut ran = Ran::default();
        for addon in self.active() {
            if !entitlements.addon(addon.slug()) {
                continue;
            }
            for job in &addon.manifest().jobs {
                let slug = addon.slug().to_owned();
                let interval = job.interval_secs().min(i64::MAX as u64 / 2) as i64;
                let claim_until = now + (job.time_ms as i64 / 1000) + 1 + CLAIM_SLACK_SECS;
                let claimed = on_db!(db, pool => {
                    sqlx::query("INSERT INTO addon_jobs (slug, job, next_run_at) VALUES ($1, $2, $3) ON CONFLICT (slug, job) DO NOTHING")
                        .bind(&slug).bind(&job.name).bind(now).execute(pool).await?;
                    sqlx::query("UPDATE addon_jobs SET next_run_at = $3 + $4, claimed_until = $5, last_run_at = $3, runs = runs + 1 \
                                 WHERE slug = $1 AND job = $2 AND next_run_at <= $3 AND claimed_until <= $3")
                        .bind(&slug).bind(&job.name).bind(now).bind(interval).bind(claim_until)
                        .execute(pool).await.map(|r| r.rows_affected() == 1)
                })?;
                if !claimed {
                    continue;
                }
                let outcome = addon
                    .package
                    .component
                    .run_job(
                        &job.name,
                        Duration::from_millis(job.time_ms),
                        Some(self.services()),
                    )
                    .await;
                let error = match &outcome {
                    Ok(()) => None,
                    Err(e) => Some(e.to_string()),
                };
                on_db!(db, pool => {
                    sqlx::query("UPDATE addon_jobs SET claimed_until = 0, last_error = $3, failures = failures + $4 WHERE slug = $1 AND job = $2")
                        .bind(&slug).bind(&job.name).bind(&error).bind(i64::from(error.is_some()))
                        .execute(pool).await.map(|_| ())
                })?;
                match outcome {
                    Ok(()) => {}
                    Err(CallError::Refused(message)) => {
                        let line = Refusal::read(&message).log_line();
                        tracing::warn!(addon = %slug, job = %job.name, "scheduled job failed: {line}")
                    }
                    Err(e) => self.failed(&addon, Hook::ScheduledJob, e).await?,
                }
                ran.runs.push(format!("{slug}/{}", job.name));
            }
        }
        Ok(ran)
    }
}

/// Where the workers read, before each round, the entitlements in force then (the app).
pub trait EntitlementsNow: Send + Sync + 'static {
    type Entitlements: Entitled + Send;
    fn entitlements_now(&self) -> impl Future<Output = Result<Self::Entitlements>> + Send;
}

/// Starts this process's job scheduler: every [`TICK`], the due jobs it can claim under the
/// entitlements in force then. It ends once the process is stopping: no job starts after that.
pub fn start(
    addons: Addons,
    stopping: Stopping,
    entitlements: impl EntitlementsNow,
) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        loop {
            tokio::select! {
                _ = tokio::time::sleep(TICK) => {}
                _ = stopping.wait() => return,
            }
            let outcome = async {
                let entitlements = entitlements.entitlements_now().await?;
                addons.run_due_jobs(&entitlements, crate::time::now()).await
            }
            .await;
            if let Err(e) = outcome {
                tracing::warn!(error = %e, "scheduled jobs could not run");
            }
        }
    })
}

/// Starts this process's add-on action worker (`actions.rs`): due actions when woken, or every
/// 5 s, under the entitlements in force then. It ends once the process is stopping, handing back
/// what it claimed and did not start.
pub fn start_actions(
    addons: Addons,
    stopping: Stopping,
    entitlements: impl EntitlementsNow,
) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let wakeup = addons.actions_wakeup();
        while !stopping.is_set() {
            let outcome = async {
                let entitlements = entitlements.entitlements_now().await?;
                addons.deliver_actions(&entitlements, &stopping).await
            }
            .await;
            match outcome {
                // A full batch: more may be due at once.
                Ok(n) if n as i64 >= super::actions::CLAIM_BATCH => continue,
                Ok(_) => {}
                Err(e) => tracing::warn!(error = %e, "add-on actions could not be delivered"),
            }
            tokio::select! {
                _ = wakeup.notified() => {}
                _ = tokio::time::sleep(std::time::Duration::from_secs(5)) => {}
                _ = stopping.wait() => {}
            }
        }
    })
}
