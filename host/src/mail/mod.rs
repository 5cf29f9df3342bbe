//! E-mail: the templates of the per-response notification of a survey (spec 000 "Send Email", which
//! `responses::notify` composes) and the weekly summary (spec 002 §2.1 Email). Messages are
//! rendered with minijinja (an HTML part and a text part), put
//! in the `email_outbox` table in the same transaction as what caused them, and sent over SMTP by
//! lettre from a worker task: a failed send is retried with back-off and logged, and never costs
//! the visitor's request or the stored response. Claims on outbox rows and on a week's summary go
//! through the database, so several host processes on one PostgreSQL send each message once.

pub mod worker;

use std::{sync::LazyLock, time::Duration};

use chrono::{DateTime, Datelike, Duration as Days, NaiveDate, Timelike, Utc};
use lettre::{
    AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor,
    message::{Mailbox, MultiPart},
};
use minijinja::Environment;
use serde_json::Value;

use crate::{error::Result, on_db, storage::Db, time::SiteZone};

/// Attempts before a message is given up (and logged as such).
pub const MAX_ATTEMPTS: i64 = 8;
/// How long a worker holds a claimed message before another may take it.
const CLAIM_SECS: i64 = 120;

/// A message to queue.
#[derive(Debug, Clone, PartialEq)]
pub struct Outgoing {
    /// Comma-separated addresses.
    pub recipients: String,
    pub subject: String,
    /// Empty for a plain-text-only message.
    pub html: String,
    pub text: String,
}

static TEMPLATES: LazyLock<Environment<'static>> = LazyLock::new(|| {
    let mut env = Environment::new();
    for (name, source) in [
        ("layout.html", include_str!("templates/layout.html")),
        ("response.html", include_str!("templates/response.html")),
        ("response.txt", include_str!("templates/response.txt")),
        ("weekly.html", include_str!("templates/weekly.html")),
        ("weekly.txt", include_str!("templates/weekly.txt")),
    ] {
        env.add_template(name, source)
            .expect("the e-mail templates parse");
    }
    env
});

/// Renders one of the e-mail templates (`response.*`, `weekly.*`); logs and answers empty text
/// when it fails.
pub fn render(name: &str, ctx: minijinja::Value) -> String {
    TEMPLATES
        .get_template(name)
        .and_then(|t| t.render(ctx))
        .unwrap_or_else(|e| {
            tracing::error!(error = %e, template = name, "an e-mail template failed to render");
            String::new()
        })
}

/// 'Month D, YYYY' (spec 002 §9).
pub fn long_date(at: NaiveDate) -> String {
    at.format("%B %-d, %Y").to_string()
}

/// Queues `messages` (each with the time it was caused) in the outbox, in the transaction that
/// stores what caused them (the response writer's): the outbox's own writer.
pub async fn queue(
    tx: &mut crate::storage::Tx,
    messages: &[(&Outgoing, i64)],
) -> std::result::Result<(), sqlx::Error> {
    for (message, at) in messages {
        crate::on_tx!(tx, t => {
            sqlx::query("INSERT INTO email_outbox (recipients, subject, html, text, next_attempt_at, created_at) VALUES ($1, $2, $3, $4, $5, $5)")
                .bind(&message.recipients).bind(&message.subject).bind(&message.html).bind(&message.text).bind(*at)
                .execute(&mut **t).await.map(|_| ())?
        });
    }
    Ok(())
}

/// Where and how to send.
#[derive(Clone)]
pub struct Smtp {
    transport: Option<AsyncSmtpTransport<Tokio1Executor>>,
    from: Mailbox,
}

impl Smtp {
    /// `smtp://host:port` (plain, for a relay on loopback), `smtp://…?tls=required` (STARTTLS) or
    /// `smtps://…`, with optional `user:password@`. None queues e-mail without sending it.
    pub fn new(url: Option<&str>, from: &str) -> anyhow::Result<Smtp> {
        let transport = match url.map(str::trim).filter(|u| !u.is_empty()) {
            None => None,
            Some(url) => Some(
                AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
                    .map_err(|e| anyhow::anyhow!("HEARKEN_SMTP_URL '{url}': {e}"))?
                    .timeout(Some(Duration::from_secs(20)))
                    .build(),
            ),
        };
        let from = from
            .parse()
            .map_err(|e| anyhow::anyhow!("HEARKEN_MAIL_FROM '{from}': {e}"))?;
        Ok(Smtp { transport, from })
    }

    async fn send(&self, message: &QueuedRow) -> std::result::Result<(), String> {
        let Some(transport) = &self.transport else {
            return Err("no SMTP server is configured (HEARKEN_SMTP_URL)".into());
        };
        let mut builder = Message::builder()
            .from(self.from.clone())
            .subject(message.subject.clone());
        for address in message
            .recipients
            .split(',')
            .map(str::trim)
            .filter(|a| !a.is_empty())
        {
            let to: Mailbox = address
                .parse()
                .map_err(|e| format!("recipient '{address}': {e}"))?;
            builder = builder.to(to);
        }
        let email = if message.html.is_empty() {
            builder.body(message.text.clone())
        } else {
            builder.multipart(MultiPart::alternative_plain_html(
                message.text.clone(),
                message.html.clone(),
            ))
        }
        .map_err(|e| e.to_string())?;
        transport
            .send(email)
            .await
            .map(|_| ())
            .map_err(|e| e.to_string())
    }
}

#[derive(sqlx::FromRow)]
struct QueuedRow {
    id: i64,
    recipients: String,
    subject: String,
    html: String,
    text: String,
    attempts: i64,
}

/// Claims due messages for this worker (the outer `claimed_until` test makes a concurrent claimer
/// on PostgreSQL skip rows another process took first).
async fn claim(db: &Db, now: i64) -> Result<Vec<QueuedRow>> {
    let rows: Vec<QueuedRow> = on_db!(db, pool => {
        sqlx::query_as("UPDATE email_outbox SET claimed_until = $1 \
                        WHERE claimed_until < $2 AND sent_at IS NULL AND id IN ( \
                          SELECT id FROM email_outbox WHERE sent_at IS NULL AND next_attempt_at <= $2 \
                          AND claimed_until < $2 AND attempts < $3 ORDER BY id LIMIT 20) \
                        RETURNING id, recipients, subject, html, text, attempts")
            .bind(now + CLAIM_SECS).bind(now).bind(MAX_ATTEMPTS).fetch_all(pool).await
    })?;
    Ok(rows)
}

/// E-mails not sent yet that will still be tried (`/metrics`).
pub async fn outbox_depth(db: &Db) -> Result<i64> {
    Ok(on_db!(db, pool => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM email_outbox WHERE sent_at IS NULL AND attempts < $1")
        .bind(MAX_ATTEMPTS).fetch_one(pool).await)?)
}

/// Sends what is due once; answers how many were sent. Once `stopping` is set, the messages not
/// yet sent are handed back (their claim released) instead.
pub async fn send_due(db: &Db, smtp: &Smtp, stopping: &crate::stopping::Stopping) -> Result<usize> {
    let now = crate::time::now();
    let rows = claim(db, now).await?;
    let mut sent = 0;
    for row in rows {
        if stopping.is_set() {
            on_db!(db, pool => sqlx::query("UPDATE email_outbox SET claimed_until = 0 WHERE id = $1 AND sent_at IS NULL")
                .bind(row.id).execute(pool).await.map(|_| ()))?;
            continue;
        }
        match smtp.send(&row).await {
            Ok(()) => {
                sent += 1;
                on_db!(db, pool => sqlx::query("UPDATE email_outbox SET sent_at = $1, attempts = attempts + 1, last_error = NULL WHERE id = $2")
                    .bind(crate::time::now()).bind(row.id).execute(pool).await.map(|_| ()))?;
            }
            Err(error) => {
                let attempts = row.attempts + 1;
                let backoff = (30i64 << attempts.min(7)).min(3600);
                if attempts >= MAX_ATTEMPTS {
                    tracing::error!(id = row.id, %error, "giving up on an e-mail after {attempts} attempts");
                } else {
                    tracing::warn!(id = row.id, %error, "sending an e-mail failed; retrying in {backoff} s");
                }
                on_db!(db, pool => sqlx::query("UPDATE email_outbox SET attempts = $1, next_attempt_at = $2, claimed_until = 0, last_error = $3 WHERE id = $4")
                    .bind(attempts).bind(crate::time::now() + backoff).bind(&error).bind(row.id).execute(pool).await.map(|_| ()))?;
            }
        }
    }
    Ok(sent)
}

/// Weekly summaries go out on Monday from 08:00 in the site's time zone, about the seven days
/// before.
pub const SUMMARY_HOUR: u32 = 8;

/// The zone of a settings map (`timezone`), UTC when unset or unknown.
pub fn site_zone(settings: &serde_json::Map<String, Value>) -> SiteZone {
    settings
        .get("timezone")
        .and_then(Value::as_str)
        .and_then(SiteZone::parse)
        .unwrap_or_default()
}

/// The week whose summary is due at `now` in the site's `zone`, if its sending time has come:
/// `(ISO week label, first day, the Monday after the last day)`, days of the site.
pub fn due_week(now: DateTime<Utc>, zone: SiteZone) -> Option<(String, NaiveDate, NaiveDate)> {
    let local = zone.local(now);
    let today = local.date_naive();
    let monday = today - Days::days(i64::from(local.weekday().num_days_from_monday()));
    if today == monday && local.hour() < SUMMARY_HOUR {
        return None;
    }
    let week = monday.iso_week();
    let label = format!("{}-W{:02}", week.year(), week.week());
    Some((label, monday - Days::days(7), monday))
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn the_summary_is_due_from_monday_morning() {
        let utc = SiteZone::default();
        let sunday = Utc.with_ymd_and_hms(2026, 11, 22, 23, 0, 0).unwrap();
        let (week, from, to) = due_week(sunday, utc).unwrap();
        assert_eq!(week, "2026-W47");
        assert_eq!((from, to), (day(2026, 11, 9), day(2026, 11, 16)));
        let early_monday = Utc.with_ymd_and_hms(2026, 11, 23, 7, 59, 0).unwrap();
        assert!(due_week(early_monday, utc).is_none());
        let monday = Utc.with_ymd_and_hms(2026, 11, 23, 8, 0, 0).unwrap();
        assert_eq!(due_week(monday, utc).unwrap().0, "2026-W48");
    }

    #[test]
    fn the_summary_waits_for_monday_morning_in_the_site_zone() {
        let new_york = SiteZone::parse("America/New_York").unwrap();
        // 08:00 UTC on Monday is 03:00 in New York: this week's summary is not due yet.
        let monday_utc = Utc.with_ymd_and_hms(2026, 11, 23, 8, 0, 0).unwrap();
        assert!(due_week(monday_utc, new_york).is_none());
        let monday_ny = Utc.with_ymd_and_hms(2026, 11, 23, 13, 0, 0).unwrap();
        let (week, from, to) = due_week(monday_ny, new_york).unwrap();
        assert_eq!(week, "2026-W48");
        assert_eq!((from, to), (day(2026, 11, 16), day(2026, 11, 23)));
    }

    #[test]
    fn dates_read_month_day_year() {
        assert_eq!(long_date(day(2026, 3, 5)), "March 5, 2026");
    }
}
