//! The response writer: one task per process (on SQLite, on a thread of its own) takes
//! stored-to-be responses from a queue and commits them in batches (up to [`BATCH`] per
//! transaction) together with their daily counters and their e-mails, then acknowledges each
//! submitter. SQLite has one writer at a time anyway; batching turns
//! thousands of tiny transactions (each an fsync-bound commit) into a few large ones, and each
//! request is still answered only after its response is committed.
//!
//! Each response carries the id of its single-use submission token; the batch records the ids in
//! `submission_tokens` first (`ON CONFLICT DO NOTHING`) and stores only the responses whose token
//! was new, so a token used twice, in one batch or across batches, gets one response and a refusal
//! without failing the batch around it.
//!
//! A survey of several questions is stored page by page: a response marked incomplete is stored
//! with the status `partial` and its token's row records it, so the token's next page updates that
//! row instead of being refused, and the last page completes it. Only then is it checked against
//! the survey's limits, counted, e-mailed and told to the add-ons. Two pages of one token never
//! share a batch: the later waits for the next one, and finds what the earlier stored.
//!
//! A response may also carry the widget's `Idempotency-Key`: the token's row then records the key
//! and the stored response, and a retry with the same token and key (the widget's answer was lost,
//! or it was told 503) answers that response again instead of a refusal, storing nothing.

use std::collections::{BTreeMap, HashMap};

use tokio::sync::{mpsc, oneshot};

use super::{
    counters::{self, Deltas},
    tokens,
};
use crate::{
    error::Result,
    on_tx,
    storage::{Db, Tx},
    visitors::memory::{Key, Seen},
};

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
    /// The language it was answered in, when known.
    pub language: Option<String>,
    /// `(question key, choice)` counters to add; choice "" counts the question as answered.
    pub counters: Vec<(String, String)>,
    /// E-mails to queue in the same transaction.
    pub emails: Vec<crate::mail::Outgoing>,
    /// The submission token's key and expiry: a second response with it is refused.
    pub token: Option<(i64, i64)>,
    /// The widget's `Idempotency-Key`: a second response with the same token and key answers the
    /// first one.
    pub idempotency_key: Option<String>,
    /// The add-on actions to queue with the response, and what they are told of it (made into
    /// the event once the response has its id).
    pub actions: Vec<crate::addons::workers::actions::Queued>,
    pub event: Option<Event>,
    /// The survey's response limit and quotas, enforced in the transaction that stores it.
    pub limits: Option<crate::surveys::limits::Limits>,
    /// What the frequency caps remember of the visitor who answered, written with the response.
    pub remember: Option<(Key, Seen)>,
    /// False for the pages answered so far of an unfinished survey: stored as a partial response
    /// under its token (or updating the one the token stored), counted nowhere, telling no one.
    pub complete: bool,
    /// For a partial response, the question its visitor was shown next (the drop-off view).
    pub reached: Option<String>,
}

/// What the add-ons on `response-submitted` are told: the survey and the response, which the
/// writer gives its id before it writes the event.
#[derive(Debug, Clone)]
pub struct Event {
    pub survey: std::sync::Arc<crate::surveys::model::Survey>,
    pub response: super::Response,
}

impl Event {
    /// `{survey, response}` as JSON text, the response with its stored id.
    fn told(&self, id: i64) -> String {
        #[derive(serde::Serialize)]
        struct Told<'a> {
            survey: &'a crate::surveys::model::Survey,
            response: &'a super::Response,
        }
        let mut response = self.response.clone();
        response.id = id;
        serde_json::to_string(&Told {
            survey: &self.survey,
            response: &response,
        })
        .unwrap_or_else(|_| "{}".into())
    }
}

/// What the writer made of one response.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stored {
    /// Stored now, with this id.
    New(i64),
    /// Stored now, with this id, past the survey's response limit or a full quota: counted
    /// nowhere.
    OverQuota(i64),
    /// Stored (or updated) as the partial response with this id.
    Partial(i64),
    /// A retry: the same token and idempotency key stored this response before.
    Repeated(i64),
}

enum Outcome {
    Stored(Stored),
    AlreadySent,
    /// An impression, counted.
    Counted,
    Failed(String),
}

/// What the writer is asked to commit: a response, or one impression of a survey (counted in the
/// same group commit, so that with `synchronous=FULL` an impression costs no fsync of its own, and
/// acknowledged before it: nothing waits on it).
enum Work {
    Response(Box<Prepared>),
    /// An impression, with what the frequency caps remember of the visitor it was shown to.
    Impression(i64, Option<(Key, Seen)>),
    /// Nothing to write: answered once the batch it joins (and every one before) is committed.
    Flush,
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
    /// Starts the writer. On SQLite it runs on a thread of its own (its own single-threaded
    /// runtime and its own connection): between its statements it waits for SQLite, not behind
    /// every request the process's runtime is busy with. Under load that queue was a third to a
    /// half of a batch's time (issue 36, docs/PERFORMANCE.md). On PostgreSQL it is a task on the
    /// current runtime, whose connections it shares.
    pub fn start(db: Db) -> Ingest {
        let (tx, rx) = mpsc::channel(QUEUE);
        match db {
            Db::Sqlite(_) => {
                let spawned = std::thread::Builder::new()
                    .name("hearken-writer".into())
                    .spawn(move || {
                        match tokio::runtime::Builder::new_current_thread()
                            .enable_all()
                            .build()
                        {
                            Ok(runtime) => runtime.block_on(writer(db, rx)),
                            Err(e) => {
                                tracing::error!(error = %e, "the response writer could not start")
                            }
                        }
                    });
                if let Err(e) = spawned {
                    tracing::error!(error = %e, "the response writer's thread could not start");
                }
            }
            Db::Postgres(_) => {
                tokio::spawn(writer(db, rx));
            }
        }
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

    /// Counts one impression of published survey `survey_id` in the writer's next batch, without
    /// waiting for its commit: an impression is a counter (and what the caps remember of the
    /// visitor shown it), and its token needs no row. The next group commit takes it, at most a
    /// batch later; a power cut may lose the counts of the last second or so, never a response.
    /// A full queue makes it wait for room, as a response waits.
    pub async fn count_impression(
        &self,
        survey_id: i64,
        remember: Option<(Key, Seen)>,
    ) -> Result<()> {
        let (reply, _) = oneshot::channel();
        crate::metrics::global().queued(1);
        self.tx
            .send(Job {
                work: Work::Impression(survey_id, remember),
                reply,
            })
            .await
            .map_err(|_| anyhow::anyhow!("the response writer has stopped").into())
    }

    /// Waits until everything queued before it is committed (a graceful stop's last step for the
    /// impressions, which are acknowledged before their commit).
    pub async fn flush(&self) -> Result<()> {
        let (reply, answer) = oneshot::channel();
        crate::metrics::global().queued(1);
        self.tx
            .send(Job {
                work: Work::Flush,
                reply,
            })
            .await
            .map_err(|_| anyhow::anyhow!("the response writer has stopped"))?;
        match answer.await {
            Ok(Outcome::Failed(e)) => {
                Err(anyhow::anyhow!("flushing the response writer: {e}").into())
            }
            Ok(_) => Ok(()),
            Err(_) => Err(anyhow::anyhow!("the response writer has stopped").into()),
        }
    }
}

/// The submission token a job stores under, if any.
fn token_of(job: &Job) -> Option<i64> {
    match &job.work {
        Work::Response(r) => r.token.map(|(t, _)| t),
        Work::Impression(..) | Work::Flush => None,
    }
}

async fn writer(db: Db, mut rx: mpsc::Receiver<Job>) {
    let db = db.own_writer().await;
    let mut jobs = Vec::with_capacity(BATCH);
    let mut batches: u64 = 0;
    // A job whose token is already in the batch waits for the next one: a token's later page sees
    // what its earlier page stored.
    let mut carried: Option<Job> = None;
    let mut tokens = std::collections::HashSet::new();
    loop {
        let first = match carried.take() {
            Some(job) => job,
            None => match rx.recv().await {
                Some(job) => job,
                None => break,
            },
        };
        batches += 1;
        tokens.clear();
        tokens.extend(token_of(&first));
        jobs.push(first);
        while jobs.len() < BATCH {
            match rx.try_recv() {
                Ok(job) => {
                    if let Some(token) = token_of(&job)
                        && !tokens.insert(token)
                    {
                        carried = Some(job);
                        break;
                    }
                    jobs.push(job);
                }
                Err(_) => break,
            }
        }
        crate::metrics::global().queued(-(jobs.len() as i64));
        crate::metrics::global().batch(jobs.len());
        let mut batch: Vec<&Prepared> = Vec::with_capacity(jobs.len());
        let mut impressions: BTreeMap<i64, i64> = Default::default();
        let mut remembered: Vec<(Key, Seen)> = Vec::new();
        for job in &jobs {
            match &job.work {
                Work::Response(r) => batch.push(r),
                Work::Impression(id, remember) => {
                    *impressions.entry(*id).or_default() += 1;
                    remembered.extend(remember.iter().copied());
                }
                Work::Flush => {}
            }
        }
        let started = std::time::Instant::now();
        let committed = commit(
            &db,
            &batch,
            &impressions,
            &remembered,
            batches.is_multiple_of(SWEEP_EVERY),
        )
        .await;
        crate::metrics::global().commit(started.elapsed());
        match committed {
            Ok(ids) => {
                let mut ids = ids.into_iter();
                for job in jobs.drain(..) {
                    let outcome = match job.work {
                        // None: its submission token had stored a response already.
                        Work::Response(_) => ids
                            .next()
                            .flatten()
                            .map_or(Outcome::AlreadySent, Outcome::Stored),
                        Work::Impression(..) | Work::Flush => Outcome::Counted,
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

/// Responses per INSERT statement (12 bound values each; well under either database's limit).
const ROWS_PER_INSERT: usize = 200;

fn insert_sql(anonymous: bool, rows: usize) -> String {
    format!(
        "INSERT INTO responses (survey_id, status, answers, page_submitted, user_ip, user_agent, user_browser, user_os, user_device, submitted_at, language, reached) VALUES {} RETURNING id",
        crate::storage::value_rows(anonymous, 12, rows)
    )
}

/// Inserts the responses (the responses' own writer); answers their ids, in order. One statement
/// per chunk: the per-statement round trip, not the row, is what costs. Ids are handed out in the
/// order of the VALUES rows, so the sorted ids match the chunk.
async fn insert(
    tx: &mut Tx,
    rows: &[(&Prepared, &'static str)],
) -> std::result::Result<Vec<i64>, sqlx::Error> {
    let mut ids = Vec::with_capacity(rows.len());
    for chunk in rows.chunks(ROWS_PER_INSERT) {
        let sql = insert_sql(tx.anonymous_marks(), chunk.len());
        let mut chunk_ids: Vec<i64> = on_tx!(tx, t => {
            let mut q = sqlx::query_scalar::<_, i64>(&sql);
            for (r, status) in chunk {
                q = q.bind(r.survey_id).bind(*status).bind(&r.answers).bind(&r.page_submitted).bind(&r.user_ip).bind(&r.user_agent)
                    .bind(&r.user_browser).bind(&r.user_os).bind(&r.user_device).bind(r.submitted_at).bind(&r.language)
                    .bind(reached(r, status));
            }
            q.fetch_all(&mut **t).await?
        });
        chunk_ids.sort_unstable();
        ids.extend(chunk_ids);
    }
    Ok(ids)
}

/// What a response of the batch does to the table.
#[derive(Clone, Copy)]
enum Write {
    /// Its token is new: a row is inserted.
    Insert,
    /// Its token stored a partial response (this id) that this one updates.
    Update(i64),
    /// Its token stored a complete response: a retry with the same key, or refused.
    Used,
}

/// The status a response is written with.
fn status_of(r: &Prepared, over: bool) -> &'static str {
    match (r.complete, over) {
        (false, _) => "partial",
        (true, true) => "over_quota",
        (true, false) => "publish",
    }
}

/// The question a response's visitor was shown next, kept while it is partial.
fn reached<'a>(r: &'a Prepared, status: &str) -> Option<&'a str> {
    r.reached.as_deref().filter(|_| status == "partial")
}

/// Which of the batch's pages (partial responses) give an answer whose quota is full and ends the
/// survey (`action: "end"`): they are stored complete, over quota, and the widget thanks the
/// visitor at once. The fills are read in the transaction, as `over_limits` reads them.
async fn ended(
    tx: &mut Tx,
    batch: &[&Prepared],
    writes: &[Write],
) -> std::result::Result<Vec<bool>, sqlx::Error> {
    let mut out = vec![false; batch.len()];
    let mut fills: HashMap<(i64, (String, String)), i64> = HashMap::new();
    for ((r, w), end) in batch.iter().zip(writes).zip(out.iter_mut()) {
        if r.complete || matches!(w, Write::Used) {
            continue;
        }
        let Some(limits) = &r.limits else {
            continue;
        };
        for quota in limits
            .quotas
            .iter()
            .filter(|q| q.action == "end" && q.matches(&r.counters))
        {
            let key = (r.survey_id, quota.key());
            let filled = match fills.get(&key) {
                Some(n) => *n,
                None => {
                    let n = quota_filled(tx, r.survey_id, quota).await?;
                    fills.insert(key, n);
                    n
                }
            };
            if filled >= quota.limit {
                *end = true;
                break;
            }
        }
    }
    Ok(out)
}

/// Updates the partial responses that later pages (or the last) answer: `(response, id, status)`.
async fn update(
    tx: &mut Tx,
    rows: &[(&Prepared, i64, &str)],
) -> std::result::Result<(), sqlx::Error> {
    for (r, id, status) in rows {
        on_tx!(tx, t => sqlx::query(
            "UPDATE responses SET status = $1, answers = $2, page_submitted = $3, user_ip = $4, user_agent = $5, \
             user_browser = $6, user_os = $7, user_device = $8, submitted_at = $9, language = $10, reached = $11 \
             WHERE id = $12 AND status = 'partial'")
            .bind(*status).bind(&r.answers).bind(&r.page_submitted).bind(&r.user_ip).bind(&r.user_agent)
            .bind(&r.user_browser).bind(&r.user_os).bind(&r.user_device).bind(r.submitted_at).bind(&r.language)
            .bind(reached(r, status)).bind(*id)
            .execute(&mut **t).await.map(|_| ())?);
    }
    Ok(())
}

/// Stores the batch in one transaction, each owner writing its own tables: the surveys' impression
/// counters, the used tokens, the responses, their daily counters, the e-mail outbox and the
/// add-ons' action outbox. A response whose token stored a partial one updates it; a complete
/// one (new, or completing a partial one) is counted against the survey's limits and, within
/// them, counted, e-mailed and told to the add-ons, once. Answers what became of each response
/// (None: its token had stored a complete one already).
async fn commit(
    db: &Db,
    batch: &[&Prepared],
    impressions: &BTreeMap<i64, i64>,
    remembered: &[(Key, Seen)],
    sweep: bool,
) -> std::result::Result<Vec<Option<Stored>>, sqlx::Error> {
    let mut tx = db.begin_write().await?;
    let zone = counters::zone_in(db, &mut tx).await?;
    // Surveys with a response limit or quotas are counted under a lock (on PostgreSQL, their rows
    // and those whose impressions this batch adds, in one order, so that two processes' writers
    // cannot each hold one the other waits for); SQLite's write transaction is the lock.
    let limited: std::collections::BTreeSet<i64> = batch
        .iter()
        .filter(|r| r.complete && r.limits.as_ref().is_some_and(|l| l.any()))
        .map(|r| r.survey_id)
        .collect();
    if !limited.is_empty()
        && let Tx::Postgres(t) = &mut tx
    {
        let ids: Vec<i64> = limited
            .iter()
            .copied()
            .chain(impressions.keys().copied())
            .collect();
        sqlx::query("SELECT id FROM surveys WHERE id = ANY($1) ORDER BY id FOR UPDATE")
            .bind(&ids)
            .execute(&mut **t)
            .await?;
    }
    if !impressions.is_empty() {
        let today = zone.day_of(crate::time::now());
        crate::surveys::store::add_impressions(&mut tx, impressions, today).await?;
    }
    let tokens: Vec<Option<(i64, i64)>> = batch.iter().map(|r| r.token).collect();
    let fresh = tokens::claim(&mut tx, &tokens).await?;
    let now = crate::time::now();
    if sweep {
        tokens::sweep(&mut tx, now).await?;
        crate::visitors::memory::sweep(&mut tx, now).await?;
    }
    let used: Vec<i64> = batch
        .iter()
        .zip(&fresh)
        .filter(|(_, f)| !**f)
        .filter_map(|(r, _)| r.token.map(|(t, _)| t))
        .collect();
    let partials = tokens::partials(&mut tx, &used).await?;
    let writes: Vec<Write> = batch
        .iter()
        .zip(&fresh)
        .map(
            |(r, f)| match (f, r.token.and_then(|(t, _)| partials.get(&t))) {
                (true, _) => Write::Insert,
                (false, Some(id)) => Write::Update(*id),
                (false, None) => Write::Used,
            },
        )
        .collect();
    // The complete responses of the batch, new or completing a partial one, against the limits.
    let completing: Vec<&Prepared> = batch
        .iter()
        .zip(&writes)
        .filter(|(r, w)| r.complete && !matches!(w, Write::Used))
        .map(|(r, _)| *r)
        .collect();
    let over = over_limits(&mut tx, &completing, &limited).await?;
    let ends = ended(&mut tx, batch, &writes).await?;
    let mut over_of = over.iter().copied();
    let statuses: Vec<Option<&'static str>> = batch
        .iter()
        .zip(&writes)
        .zip(&ends)
        .map(|((r, w), end)| match w {
            Write::Used => None,
            _ if r.complete => Some(status_of(r, over_of.next().unwrap_or(false))),
            // A page that falls in a full quota which ends the survey ends it there.
            _ if *end => Some("over_quota"),
            _ => Some(status_of(r, false)),
        })
        .collect();
    let inserts: Vec<(&Prepared, &'static str)> = batch
        .iter()
        .zip(&writes)
        .zip(&statuses)
        .filter(|((_, w), _)| matches!(w, Write::Insert))
        .filter_map(|((r, _), s)| s.map(|s| (*r, s)))
        .collect();
    let inserted = insert(&mut tx, &inserts).await?;
    let mut inserted_ids = inserted.iter().copied();
    // Each response's id, where it is written.
    let ids: Vec<Option<i64>> = writes
        .iter()
        .map(|w| match w {
            Write::Insert => inserted_ids.next(),
            Write::Update(id) => Some(*id),
            Write::Used => None,
        })
        .collect();
    let updates: Vec<(&Prepared, i64, &str)> = batch
        .iter()
        .zip(&writes)
        .zip(&statuses)
        .filter_map(|((r, w), s)| match (w, s) {
            (Write::Update(id), Some(s)) => Some((*r, *id, *s)),
            _ => None,
        })
        .collect();
    update(&mut tx, &updates).await?;
    // Counted, e-mailed and told: the complete responses within the limits, once each.
    let told: Vec<(&Prepared, i64)> = batch
        .iter()
        .zip(&statuses)
        .zip(&ids)
        .filter(|((_, s), _)| **s == Some("publish"))
        .filter_map(|((r, _), id)| id.map(|id| (*r, id)))
        .collect();
    let mut deltas = Deltas::default();
    for (r, _) in &told {
        deltas.add(r.survey_id, zone.day_of(r.submitted_at), &r.counters, 1);
    }
    counters::apply(&mut tx, &deltas).await?;
    let mut remembered = remembered.to_vec();
    remembered.extend(
        batch
            .iter()
            .zip(&statuses)
            .filter(|(r, s)| r.complete && s.is_some())
            .filter_map(|(r, _)| r.remember),
    );
    crate::visitors::memory::remember(&mut tx, &remembered, now).await?;
    let emails: Vec<(&crate::mail::Outgoing, i64)> = told
        .iter()
        .flat_map(|(r, _)| r.emails.iter().map(|e| (e, r.submitted_at)))
        .collect();
    crate::mail::queue(&mut tx, &emails).await?;
    let mut actions: Vec<(&str, &str, String)> = Vec::new();
    for (r, id) in &told {
        let Some(event) = r.event.as_ref().filter(|_| !r.actions.is_empty()) else {
            continue;
        };
        let told = event.told(*id);
        for action in &r.actions {
            actions.push((action.slug.as_str(), action.hook.name(), told.clone()));
        }
    }
    crate::addons::workers::actions::queue(&mut tx, &actions).await?;
    // On the tokens' rows: the response a partial page stored (the next page finds it there), and
    // the key of each response written now (a retry finds it).
    let mut firsts: HashMap<i64, (Option<&str>, i64)> = HashMap::new();
    for ((r, w), id) in batch.iter().zip(&writes).zip(&ids) {
        let (Some((token, _)), Some(id)) = (r.token, id) else {
            continue;
        };
        let key = r.idempotency_key.as_deref();
        if key.is_some() || (matches!(w, Write::Insert) && !r.complete) {
            firsts.insert(token, (key, *id));
        }
    }
    let keyed: Vec<(i64, Option<&str>, i64)> =
        firsts.iter().map(|(t, (k, id))| (*t, *k, *id)).collect();
    tokens::remember(&mut tx, &keyed).await?;
    // Retries: a used token whose key is this response's answers the response it stored.
    let retried: Vec<i64> = batch
        .iter()
        .zip(&writes)
        .filter(|(r, w)| matches!(w, Write::Used) && r.idempotency_key.is_some())
        .filter_map(|(r, _)| r.token.map(|(t, _)| t))
        .collect();
    let earlier = tokens::earlier(&mut tx, &retried).await?;
    tx.commit().await?;
    Ok(batch
        .iter()
        .zip(&statuses)
        .zip(&ids)
        .map(|((r, status), id)| {
            if let (Some(status), Some(id)) = (status, id) {
                return Some(match *status {
                    "partial" => Stored::Partial(*id),
                    "over_quota" => Stored::OverQuota(*id),
                    _ => Stored::New(*id),
                });
            }
            let (Some((token, _)), Some(key)) = (r.token, r.idempotency_key.as_deref()) else {
                return None;
            };
            match earlier.get(&token) {
                Some((first, id)) if first == key => Some(Stored::Repeated(*id)),
                _ => None,
            }
        })
        .collect())
}

/// How many responses of survey `survey` count in `quota`, read in the writer's transaction.
async fn quota_filled(
    tx: &mut Tx,
    survey: i64,
    quota: &crate::surveys::limits::Quota,
) -> std::result::Result<i64, sqlx::Error> {
    let (question, value) = quota.key();
    Ok(on_tx!(tx, t => sqlx::query_scalar(counters::QUOTA_FILLED)
        .bind(survey).bind(&question).bind(&value).fetch_one(&mut **t).await?))
}

/// Which of `stored` (in order) come past their survey's response limit or a full quota: each
/// limited survey's count and quota fills are read inside the transaction (the counters the
/// results read), and the batch's responses are counted against them one by one.
async fn over_limits(
    tx: &mut Tx,
    stored: &[&Prepared],
    limited: &std::collections::BTreeSet<i64>,
) -> std::result::Result<Vec<bool>, sqlx::Error> {
    let mut over = vec![false; stored.len()];
    for survey in limited {
        let Some(limits) = stored
            .iter()
            .find(|r| r.survey_id == *survey)
            .and_then(|r| r.limits.as_ref())
        else {
            continue;
        };
        let mut count: i64 = on_tx!(tx, t => sqlx::query_scalar(
            "SELECT CAST(COALESCE(SUM(responses), 0) AS BIGINT) FROM response_daily WHERE survey_id = $1")
            .bind(survey).fetch_one(&mut **t).await?);
        let mut filled = Vec::with_capacity(limits.quotas.len());
        for quota in &limits.quotas {
            filled.push(quota_filled(tx, *survey, quota).await?);
        }
        for (r, over) in stored.iter().zip(over.iter_mut()) {
            if r.survey_id != *survey {
                continue;
            }
            let quotas: Vec<usize> = (0..limits.quotas.len())
                .filter(|&i| limits.quotas[i].matches(&r.counters))
                .collect();
            if limits.reached(count) || quotas.iter().any(|&i| filled[i] >= limits.quotas[i].limit)
            {
                *over = true;
                continue;
            }
            count += 1;
            for i in quotas {
                filled[i] += 1;
            }
        }
    }
    Ok(over)
}
