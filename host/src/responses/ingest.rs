//! The response writer: one task per process takes stored-to-be responses from a queue and commits
//! them in batches (up to [`BATCH`] per transaction) together with their daily counters and their
//! e-mails, then acknowledges each submitter. SQLite has one writer at a time anyway; batching turns
//! thousands of tiny transactions (each an fsync-bound commit) into a few large ones, and each
//! request is still answered only after its response is committed.
//!
//! Each response carries the id of its single-use submission token; the batch records the ids in
//! `submission_tokens` first (`ON CONFLICT DO NOTHING`) and stores only the responses whose token
//! was new, so a token used twice, in one batch or across batches, gets one response and a refusal
//! without failing the batch around it.
//!
//! A response may also carry the widget's `Idempotency-Key`: the token's row then records the key
//! and the stored response, and a retry with the same token and key (the widget's answer was lost,
//! or it was told 503) answers that response again instead of a refusal, storing nothing.

use std::collections::HashSet;

use tokio::sync::{mpsc, oneshot};

use super::counters::Deltas;
use crate::{error::Result, on_db, storage::Db};

pub const BATCH: usize = 512;
const QUEUE: usize = 8192;

/// A response ready to insert.
#[derive(Debug, Clone)]
pub struct Prepared {
    pub survey_id: i64,
    pub answers: String,
    pub page_submitted: String,
    pub user_ip: String,
    pub user_agent: String,
    pub user_browser: String,
    pub user_os: String,
    pub user_device: String,
    pub submitted_at: i64,
    /// `(question key, choice)` counters to add; choice "" counts the question as answered.
    pub counters: Vec<(String, String)>,
    /// E-mails to queue in the same transaction.
    pub emails: Vec<crate::mail::Outgoing>,
    /// The submission token's key and expiry: a second response with it is refused.
    pub token: Option<(i64, i64)>,
    /// The widget's `Idempotency-Key`: a second response with the same token and key answers the
    /// first one.
    pub idempotency_key: Option<String>,
    /// The add-on actions to queue with the response, and the event they are told (its
    /// `response.id` is filled in once the response has one).
    pub actions: Vec<crate::addons::workers::actions::Queued>,
    pub event: Option<serde_json::Value>,
}

/// What the writer made of one response.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stored {
    /// Stored now, with this id.
    New(i64),
    /// A retry: the same token and idempotency key stored this response before.
    Repeated(i64),
    /// Its submission token had stored a response already (another key, or none).
    AlreadySent,
}

impl Stored {
    fn outcome(self) -> Outcome {
        match self {
            Stored::AlreadySent => Outcome::AlreadySent,
            stored => Outcome::Stored(stored),
        }
    }
}

enum Outcome {
    Stored(Stored),
    AlreadySent,
    /// An impression, counted.
    Counted,
    Failed(String),
}

/// What the writer is asked to commit: a response, or one impression of a survey (counted in the
/// same group commit, so that with `synchronous=FULL` an impression costs no fsync of its own).
enum Work {
    Response(Box<Prepared>),
    Impression(i64),
}

struct Job {
    work: Work,
    reply: oneshot::Sender<Outcome>,
}

/// Every this many batches the writer drops the expired token ids.
const SWEEP_EVERY: u64 = 64;

#[derive(Clone)]
pub struct Ingest {
    tx: mpsc::Sender<Job>,
}

impl Ingest {
    /// Starts the writer task on the current runtime.
    pub fn start(db: Db) -> Ingest {
        let (tx, rx) = mpsc::channel(QUEUE);
        tokio::spawn(writer(db, rx));
        Ingest { tx }
    }

    /// Queues `response` and waits until it is committed; answers its id, and whether it is a
    /// retry of one stored before.
    pub async fn store(&self, response: Prepared) -> Result<Stored> {
        let (reply, answer) = oneshot::channel();
        crate::metrics::global().queued(1);
        self.tx
            .send(Job {
                work: Work::Response(Box::new(response)),
                reply,
            })
            .await
            .map_err(|_| anyhow::anyhow!("the response writer has stopped"))?;
        match answer.await {
            Ok(Outcome::Stored(stored)) => Ok(stored),
            Ok(Outcome::Counted) => Err(anyhow::anyhow!("the writer counted a response").into()),
            Ok(Outcome::AlreadySent) => Err(crate::error::Error::ConflictWith {
                code: "already_submitted",
                message: crate::widget::nonces::ALREADY_SUBMITTED.into(),
            }),
            Ok(Outcome::Failed(e)) => Err(anyhow::anyhow!("storing a response: {e}").into()),
            Err(_) => Err(anyhow::anyhow!("the response writer has stopped").into()),
        }
    }

    /// Counts one impression of published survey `survey_id` in the writer's next batch, and
    /// waits until it is committed.
    pub async fn count_impression(&self, survey_id: i64) -> Result<()> {
        let (reply, answer) = oneshot::channel();
        crate::metrics::global().queued(1);
        self.tx
            .send(Job {
                work: Work::Impression(survey_id),
                reply,
            })
            .await
            .map_err(|_| anyhow::anyhow!("the response writer has stopped"))?;
        match answer.await {
            Ok(Outcome::Counted) => Ok(()),
            Ok(Outcome::Failed(e)) => Err(anyhow::anyhow!("counting an impression: {e}").into()),
            _ => Err(anyhow::anyhow!("the response writer has stopped").into()),
        }
    }
}

async fn writer(db: Db, mut rx: mpsc::Receiver<Job>) {
    let mut jobs = Vec::with_capacity(BATCH);
    let mut batches: u64 = 0;
    while let Some(first) = rx.recv().await {
        batches += 1;
        jobs.push(first);
        while jobs.len() < BATCH {
            match rx.try_recv() {
                Ok(job) => jobs.push(job),
                Err(_) => break,
            }
        }
        crate::metrics::global().queued(-(jobs.len() as i64));
        crate::metrics::global().batch(jobs.len());
        let mut batch: Vec<&Prepared> = Vec::with_capacity(jobs.len());
        let mut impressions: std::collections::BTreeMap<i64, i64> = Default::default();
        for job in &jobs {
            match &job.work {
                Work::Response(r) => batch.push(r),
                Work::Impression(id) => *impressions.entry(*id).or_default() += 1,
            }
        }
        match commit(
            &db,
            &batch,
            &impressions,
            batches.is_multiple_of(SWEEP_EVERY),
        )
        .await
        {
            Ok(ids) => {
                let mut ids = ids.into_iter();
                for job in jobs.drain(..) {
                    let outcome = match job.work {
                        Work::Response(_) => {
                            ids.next().map_or(Outcome::AlreadySent, Stored::outcome)
                        }
                        Work::Impression(_) => Outcome::Counted,
                    };
                    let _ = job.reply.send(outcome);
                }
            }
            Err(e) => {
                tracing::error!(error = %e, "a batch of responses could not be stored");
                let message = e.to_string();
                for job in jobs.drain(..) {
                    let _ = job.reply.send(Outcome::Failed(message.clone()));
                }
            }
        }
    }
}

/// Responses per INSERT statement (9 bound values each; well under either database's limit).
const ROWS_PER_INSERT: usize = 200;

fn insert_sql(rows: usize) -> String {
    let mut sql = String::from(
        "INSERT INTO responses (survey_id, status, answers, page_submitted, user_ip, user_agent, user_browser, user_os, user_device, submitted_at) VALUES ",
    );
    for r in 0..rows {
        let b = r * 9;
        if r > 0 {
            sql.push_str(", ");
        }
        sql.push_str(&format!(
            "(${}, 'publish', ${}, ${}, ${}, ${}, ${}, ${}, ${}, ${})",
            b + 1,
            b + 2,
            b + 3,
            b + 4,
            b + 5,
            b + 6,
            b + 7,
            b + 8,
            b + 9
        ));
    }
    sql.push_str(" RETURNING id");
    sql
}

/// Token ids per INSERT statement (2 bound values each).
const TOKENS_PER_INSERT: usize = 400;

fn tokens_sql(rows: usize) -> String {
    let values: Vec<String> = (0..rows)
        .map(|r| format!("(${}, ${})", 2 * r + 1, 2 * r + 2))
        .collect();
    format!(
        "INSERT INTO submission_tokens (id, expires_at) VALUES {} ON CONFLICT (id) DO NOTHING RETURNING id",
        values.join(", ")
    )
}

/// Add-on actions per INSERT statement (5 bound values each).
const ACTIONS_PER_INSERT: usize = 200;

/// Keyed tokens per UPDATE statement (3 bound values each).
const KEYS_PER_UPDATE: usize = 300;

fn keys_sql(rows: usize) -> String {
    let values: Vec<String> = (0..rows)
        .map(|r| {
            format!(
                "(CAST(${} AS BIGINT), CAST(${} AS TEXT), CAST(${} AS BIGINT))",
                3 * r + 1,
                3 * r + 2,
                3 * r + 3
            )
        })
        .collect();
    // VALUES names its columns column1, column2… on both databases.
    format!(
        "UPDATE submission_tokens SET idempotency_key = v.column2, response_id = v.column3 \
         FROM (VALUES {}) AS v WHERE submission_tokens.id = v.column1",
        values.join(", ")
    )
}

/// Stores the batch; answers what became of each response.
async fn commit(
    db: &Db,
    batch: &[&Prepared],
    impressions: &std::collections::BTreeMap<i64, i64>,
    sweep: bool,
) -> std::result::Result<Vec<Stored>, sqlx::Error> {
    on_db!(db, pool => {
        let mut tx = crate::begin_write!(pool).await?;
        for (survey, count) in impressions {
            sqlx::query("UPDATE surveys SET impressions = impressions + $1 WHERE id = $2 AND status = 'publish'")
                .bind(*count).bind(*survey).execute(&mut *tx).await?;
        }
        // Which responses' tokens are new: not twice in this batch, and not recorded before.
        let mut fresh = vec![true; batch.len()];
        let mut in_batch = HashSet::new();
        for (i, r) in batch.iter().enumerate() {
            if let Some((id, _)) = r.token && !in_batch.insert(id) {
                fresh[i] = false;
            }
        }
        let tokens: Vec<(i64, i64)> = batch.iter().zip(&fresh)
            .filter(|(_, f)| **f)
            .filter_map(|(r, _)| r.token)
            .collect();
        if !tokens.is_empty() {
            let mut recorded: HashSet<i64> = HashSet::with_capacity(tokens.len());
            for chunk in tokens.chunks(TOKENS_PER_INSERT) {
                let sql = tokens_sql(chunk.len());
                let mut q = sqlx::query_scalar::<_, i64>(&sql);
                for (id, expires_at) in chunk {
                    q = q.bind(*id).bind(*expires_at);
                }
                recorded.extend(q.fetch_all(&mut *tx).await?);
            }
            for (i, r) in batch.iter().enumerate() {
                if let Some((id, _)) = r.token && fresh[i] && !recorded.contains(&id) {
                    fresh[i] = false;
                }
            }
        }
        if sweep {
            sqlx::query("DELETE FROM submission_tokens WHERE expires_at < $1")
                .bind(crate::time::now()).execute(&mut *tx).await?;
        }
        let stored: Vec<&Prepared> = batch.iter().zip(&fresh).filter(|(_, f)| **f).map(|(r, _)| *r).collect();
        let zone = crate::counting_zone!(db, tx)?;
        let mut deltas = Deltas::default();
        for r in &stored {
            deltas.add(r.survey_id, zone.day_of(r.submitted_at), &r.counters, 1);
        }
        let mut ids = Vec::with_capacity(stored.len());
        // One statement per chunk: the per-statement round trip, not the row, is what costs. Ids
        // are handed out in the order of the VALUES rows, so the sorted ids match the chunk.
        for chunk in stored.chunks(ROWS_PER_INSERT) {
            let sql = insert_sql(chunk.len());
            let mut q = sqlx::query_scalar::<_, i64>(&sql);
            for r in chunk {
                q = q.bind(r.survey_id).bind(&r.answers).bind(&r.page_submitted).bind(&r.user_ip).bind(&r.user_agent)
                    .bind(&r.user_browser).bind(&r.user_os).bind(&r.user_device).bind(r.submitted_at);
            }
            let mut chunk_ids = q.fetch_all(&mut *tx).await?;
            chunk_ids.sort_unstable();
            ids.extend(chunk_ids);
        }
        for r in &stored {
            for email in &r.emails {
                sqlx::query("INSERT INTO email_outbox (recipients, subject, html, text, next_attempt_at, created_at) VALUES ($1, $2, $3, $4, $5, $5)")
                    .bind(&email.recipients).bind(&email.subject).bind(&email.html).bind(&email.text).bind(r.submitted_at)
                    .execute(&mut *tx).await?;
            }
        }
        crate::apply_deltas!(tx, deltas)?;
        // The add-ons' actions, in the same transaction: a stored response's actions are never
        // lost, whatever happens to this process after the commit.
        let mut actions: Vec<(&str, &str, String)> = Vec::new();
        for (r, id) in stored.iter().zip(&ids) {
            let Some(event) = &r.event else { continue };
            if r.actions.is_empty() {
                continue;
            }
            let mut event = event.clone();
            event["response"]["id"] = (*id).into();
            let text = event.to_string();
            for action in &r.actions {
                actions.push((action.slug.as_str(), action.hook.name(), text.clone()));
            }
        }
        for chunk in actions.chunks(ACTIONS_PER_INSERT) {
            let sql = crate::addons::workers::actions::insert_sql(chunk.len());
            let mut q = sqlx::query(&sql);
            let now = crate::time::now();
            for (slug, hook, event) in chunk {
                q = q.bind(*slug).bind(*hook).bind(event.as_str()).bind(now).bind(now);
            }
            q.execute(&mut *tx).await?;
        }
        // The keys of the responses stored now, on their tokens' rows.
        let mut firsts: std::collections::HashMap<i64, (&str, i64)> = Default::default();
        for (r, id) in stored.iter().zip(&ids) {
            if let (Some((token, _)), Some(key)) = (r.token, r.idempotency_key.as_deref()) {
                firsts.insert(token, (key, *id));
            }
        }
        let keyed: Vec<(i64, &str, i64)> = firsts.iter().map(|(t, (k, id))| (*t, *k, *id)).collect();
        for chunk in keyed.chunks(KEYS_PER_UPDATE) {
            let sql = keys_sql(chunk.len());
            let mut q = sqlx::query(&sql);
            for (token, key, id) in chunk {
                q = q.bind(*token).bind(*key).bind(*id);
            }
            q.execute(&mut *tx).await?;
        }
        // Retries: a used token whose key is this response's answers the response it stored.
        let retried: Vec<i64> = batch.iter().zip(&fresh)
            .filter(|(r, f)| !**f && r.idempotency_key.is_some())
            .filter_map(|(r, _)| r.token.map(|(t, _)| t))
            .filter(|t| !firsts.contains_key(t))
            .collect();
        let mut earlier: std::collections::HashMap<i64, (String, i64)> = Default::default();
        for chunk in retried.chunks(TOKENS_PER_INSERT) {
            let marks: Vec<String> = (1..=chunk.len()).map(|i| format!("${i}")).collect();
            let sql = format!(
                "SELECT id, idempotency_key, response_id FROM submission_tokens \
                 WHERE id IN ({}) AND idempotency_key IS NOT NULL AND response_id IS NOT NULL",
                marks.join(", ")
            );
            let mut q = sqlx::query_as::<_, (i64, String, i64)>(&sql);
            for token in chunk {
                q = q.bind(*token);
            }
            for (token, key, id) in q.fetch_all(&mut *tx).await? {
                earlier.insert(token, (key, id));
            }
        }
        tx.commit().await?;
        let mut ids = ids.into_iter();
        Ok(batch.iter().zip(&fresh).map(|(r, f)| {
            if *f {
                return ids.next().map_or(Stored::AlreadySent, Stored::New);
            }
            let (Some((token, _)), Some(key)) = (r.token, r.idempotency_key.as_deref()) else {
                return Stored::AlreadySent;
            };
            match (firsts.get(&token), earlier.get(&token)) {
                (Some((first, id)), _) if *first == key => Stored::Repeated(*id),
                (None, Some((first, id))) if first == key => Stored::Repeated(*id),
                _ => Stored::AlreadySent,
            }
        }).collect())
    })
}
