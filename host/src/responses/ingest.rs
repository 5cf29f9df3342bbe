//! The response writer: one task per process takes stored-to-be responses from a queue and commits
//! them in batches (up to [`BATCH`] per transaction) together with their daily counters and their
//! e-mails, then acknowledges each submitter. SQLite has one writer at a time anyway; batching turns
//! thousands of tiny transactions (each an fsync-bound commit) into a few large ones, and each
//! request is still answered only after its response is committed.

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
}

struct Job {
    response: Prepared,
    reply: oneshot::Sender<std::result::Result<i64, String>>,
}

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

    /// Queues `response` and waits until it is committed; answers its id.
    pub async fn store(&self, response: Prepared) -> Result<i64> {
        let (reply, answer) = oneshot::channel();
        self.tx
            .send(Job { response, reply })
            .await
            .map_err(|_| anyhow::anyhow!("the response writer has stopped"))?;
        match answer.await {
            Ok(Ok(id)) => Ok(id),
            Ok(Err(e)) => Err(anyhow::anyhow!("storing a response: {e}").into()),
            Err(_) => Err(anyhow::anyhow!("the response writer has stopped").into()),
        }
    }
}

async fn writer(db: Db, mut rx: mpsc::Receiver<Job>) {
    let mut jobs = Vec::with_capacity(BATCH);
    while let Some(first) = rx.recv().await {
        jobs.push(first);
        while jobs.len() < BATCH {
            match rx.try_recv() {
                Ok(job) => jobs.push(job),
                Err(_) => break,
            }
        }
        let batch: Vec<&Prepared> = jobs.iter().map(|j| &j.response).collect();
        match commit(&db, &batch).await {
            Ok(ids) => {
                for (job, id) in jobs.drain(..).zip(ids) {
                    let _ = job.reply.send(Ok(id));
                }
            }
            Err(e) => {
                tracing::error!(error = %e, "a batch of responses could not be stored");
                let message = e.to_string();
                for job in jobs.drain(..) {
                    let _ = job.reply.send(Err(message.clone()));
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

async fn commit(db: &Db, batch: &[&Prepared]) -> std::result::Result<Vec<i64>, sqlx::Error> {
    on_db!(db, pool => {
        let mut tx = crate::begin_write!(pool).await?;
        let zone = crate::counting_zone!(db, tx)?;
        let mut deltas = Deltas::default();
        for r in batch {
            deltas.add(r.survey_id, zone.day_of(r.submitted_at), &r.counters, 1);
        }
        let mut ids = Vec::with_capacity(batch.len());
        // One statement per chunk: the per-statement round trip, not the row, is what costs. Ids
        // are handed out in the order of the VALUES rows, so the sorted ids match the chunk.
        for chunk in batch.chunks(ROWS_PER_INSERT) {
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
        for r in batch {
            for email in &r.emails {
                sqlx::query("INSERT INTO email_outbox (recipients, subject, html, text, next_attempt_at, created_at) VALUES ($1, $2, $3, $4, $5, $5)")
                    .bind(&email.recipients).bind(&email.subject).bind(&email.html).bind(&email.text).bind(r.submitted_at)
                    .execute(&mut *tx).await?;
            }
        }
        crate::apply_deltas!(tx, deltas)?;
        tx.commit().await?;
        Ok(ids)
    })
}
