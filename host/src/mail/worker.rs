//! The e-mail worker of a host process: sends what the outbox holds when woken (or every 5 s), and
//! queues the weekly summary once per week across every process sharing the database.

use std::time::Duration;

use chrono::{DateTime, Duration as Days, Utc};
use minijinja::context;

use super::{Smtp, due_week, long_date, render, send_due, site_zone};
use crate::{error::Result, on_db, stopping::Stopping, storage::Db, time::day_number};

/// What the e-mail worker reaches: the outbox's database, the SMTP client, the process's stop
/// signal and the bell that wakes it, and the address the summary's links lead to.
#[derive(Clone)]
pub struct Mailing {
    pub db: Db,
    pub smtp: Smtp,
    pub stopping: Stopping,
    pub wakeup: std::sync::Arc<tokio::sync::Notify>,
    pub public_url: String,
}

/// Starts the outbox worker and the weekly-summary scheduler on the current runtime. Both end once
/// the process is stopping: the outbox worker after the message it is sending, handing back the
/// claims on the others (another process, or this one after a restart, sends them at once).
pub fn start(state: Mailing) -> Vec<tokio::task::JoinHandle<()>> {
    let worker = state.clone();
    let outbox = tokio::spawn(async move {
        while !worker.stopping.is_set() {
            if let Err(e) = send_due(&worker.db, &worker.smtp, &worker.stopping).await {
                tracing::warn!(error = %e, "the e-mail outbox could not be read");
            }
            tokio::select! {
                _ = worker.wakeup.notified() => {}
                _ = tokio::time::sleep(Duration::from_secs(5)) => {}
                _ = worker.stopping.wait() => {}
            }
        }
    });
    let summary = tokio::spawn(async move {
        while !state.stopping.is_set() {
            if let Err(e) = queue_weekly_summary(&state, crate::time::utc_now()).await {
                tracing::warn!(error = %e, "the weekly summary could not be queued");
            }
            tokio::select! {
                _ = tokio::time::sleep(Duration::from_secs(60)) => {}
                _ = state.stopping.wait() => {}
            }
        }
    });
    vec![outbox, summary]
}

/// Queues this week's summary if it is due, enabled, has recipients, and no process has queued it
/// yet: the claim row and the message go in one transaction. Answers whether this call queued it.
pub async fn queue_weekly_summary(state: &Mailing, now: DateTime<Utc>) -> Result<bool> {
    let settings = crate::settings::load(&state.db).await?;
    let Some((week, from, to)) = due_week(now, site_zone(&settings)) else {
        return Ok(false);
    };
    let recipients = settings["notifications_recipients"]
        .as_str()
        .unwrap_or("")
        .trim()
        .to_owned();
    if settings["summaries_disabled"].as_bool().unwrap_or(false) || recipients.is_empty() {
        return Ok(false);
    }
    let (first_day, last_day) = (day_number(from), day_number(to));
    let rows: Vec<(String, i64)> = on_db!(&state.db, pool => {
        sqlx::query_as("SELECT s.title, CAST(COALESCE(SUM(d.responses), 0) AS BIGINT) FROM surveys s \
                        LEFT JOIN response_daily d ON d.survey_id = s.id AND d.day >= $1 AND d.day < $2 \
                        WHERE s.status = 'publish' GROUP BY s.id, s.title ORDER BY 2 DESC, s.title")
            .bind(first_day).bind(last_day).fetch_all(pool).await
    })?;
    let total: i64 = rows.iter().map(|(_, n)| n).sum();
    let subject = format!(
        "Your weekly survey summary: {total} new response{}",
        if total == 1 { "" } else { "s" }
    );
    let ctx = context! {
        subject => &subject,
        from => long_date(from),
        to => long_date(to - Days::days(1)),
        total => total,
        surveys => rows.iter().map(|(title, count)| context! { title => title, count => count }).collect::<Vec<_>>(),
        header_image => settings["notifications_header_image"].as_str().unwrap_or(""),
        results_url => format!("{}/admin/results", state.public_url.trim_end_matches('/')),
    };
    let html = if settings["summaries_html_template"]
        .as_bool()
        .unwrap_or(true)
    {
        render("weekly.html", ctx.clone())
    } else {
        String::new()
    };
    let text = render("weekly.txt", ctx);
    let stamp = now.timestamp();
    let queued = on_db!(&state.db, pool => {
        let mut tx = crate::begin_write!(pool).await?;
        let claimed = sqlx::query("INSERT INTO weekly_summaries (week, claimed_at) VALUES ($1, $2) ON CONFLICT (week) DO NOTHING")
            .bind(&week).bind(stamp).execute(&mut *tx).await?.rows_affected() == 1;
        if claimed {
            sqlx::query("INSERT INTO email_outbox (recipients, subject, html, text, next_attempt_at, created_at) VALUES ($1, $2, $3, $4, $5, $5)")
                .bind(&recipients).bind(&subject).bind(&html).bind(&text).bind(stamp).execute(&mut *tx).await?;
        }
        tx.commit().await?;
        Ok::<bool, sqlx::Error>(claimed)
    })?;
    if queued {
        tracing::info!(%week, "queued the weekly summary");
        state.wakeup.notify_one();
    }
    Ok(queued)
}
