//! The daily counters the results area reads (`response_daily`, `answer_daily`), kept in the
//! site's days.
//!
//! Invariants:
//! - A counter's `day` is a day of the site's time zone, the `timezone` setting. Every transaction
//!   that adds or subtracts counters reads that setting inside itself (on PostgreSQL with
//!   `FOR SHARE`), and [`rezone`] changes the setting and recounts every counter in one
//!   transaction that first locks that row. So a writer either commits before the recount (which
//!   then counts its responses) or waits and reads the new zone: no response is counted in a day of
//!   the wrong zone, or twice.
//! - Counters change only together with the responses they count (insert, trash, restore), in the
//!   same transaction.

use std::collections::{BTreeMap, HashMap};

use serde_json::Value;

use super::{counted, normalise_stored};
use crate::{
    error::Result,
    on_db, on_tx,
    storage::{Db, Tx},
    surveys::{self, question_types::TypeSet},
    time::SiteZone,
};

/// The setting that names the site's time zone.
pub const ZONE_KEY: &str = "timezone";

/// A quota's fill: the answers counted for `($1 survey, $2 question key, $3 choice)` over the
/// survey's life. The response writer reads it in its transaction, the results outside one.
pub const QUOTA_FILLED: &str = "SELECT CAST(COALESCE(SUM(answers), 0) AS BIGINT) FROM answer_daily \
     WHERE survey_id = $1 AND question_key = $2 AND choice = $3";

/// Counter deltas: `(survey, day)` responses and `(survey, question, day, choice)` answers.
#[derive(Default)]
pub struct Deltas {
    pub responses: BTreeMap<(i64, i64), i64>,
    pub answers: BTreeMap<(i64, String, i64, String), i64>,
}

impl Deltas {
    /// Adds (`sign` 1) or removes (-1) one response submitted on site day `day`.
    pub fn add(&mut self, survey_id: i64, day: i64, counters: &[(String, String)], sign: i64) {
        *self.responses.entry((survey_id, day)).or_default() += sign;
        for (question, choice) in counters {
            *self
                .answers
                .entry((survey_id, question.clone(), day, choice.clone()))
                .or_default() += sign;
        }
    }
}

/// Counter rows per upsert statement (5 bound values each, well under either database's limit).
pub const COUNTERS_PER_UPSERT: usize = 200;

/// The upsert that adds `rows` `(survey, day, responses)` rows to `response_daily`.
pub fn responses_sql(anonymous: bool, rows: usize) -> String {
    upsert_sql(
        anonymous,
        "response_daily (survey_id, day, responses)",
        3,
        rows,
        "(survey_id, day) DO UPDATE SET responses = response_daily.responses + excluded.responses",
    )
}

/// The upsert that adds `rows` `(survey, question, day, choice, answers)` rows to `answer_daily`.
pub fn answers_sql(anonymous: bool, rows: usize) -> String {
    upsert_sql(
        anonymous,
        "answer_daily (survey_id, question_key, day, choice, answers)",
        5,
        rows,
        "(survey_id, question_key, day, choice) DO UPDATE SET answers = answer_daily.answers + excluded.answers",
    )
}

/// `INSERT INTO {into} VALUES (…), (…) ON CONFLICT {conflict}`: one statement for many counters
/// (each key appears once: the deltas are a map), so a batch costs one round trip per table.
fn upsert_sql(anonymous: bool, into: &str, width: usize, rows: usize, conflict: &str) -> String {
    format!(
        "INSERT INTO {into} VALUES {} ON CONFLICT {conflict}",
        crate::storage::value_rows(anonymous, width, rows)
    )
}

/// Applies counter deltas inside an open transaction: one statement per table and chunk.
#[macro_export]
macro_rules! apply_deltas {
    ($tx:expr, $deltas:expr) => {{
        async {
            use $crate::responses::counters::{COUNTERS_PER_UPSERT, answers_sql, responses_sql};
            let anonymous = $crate::storage::anonymous_marks(&$tx);
            let responses: Vec<_> = $deltas.responses.iter().collect();
            for chunk in responses.chunks(COUNTERS_PER_UPSERT) {
                let sql = responses_sql(anonymous, chunk.len());
                let mut q = sqlx::query(&sql);
                for ((survey, day), n) in chunk {
                    q = q.bind(*survey).bind(*day).bind(**n);
                }
                q.execute(&mut *$tx).await?;
            }
            let answers: Vec<_> = $deltas.answers.iter().collect();
            for chunk in answers.chunks(COUNTERS_PER_UPSERT) {
                let sql = answers_sql(anonymous, chunk.len());
                let mut q = sqlx::query(&sql);
                for ((survey, question, day, choice), n) in chunk {
                    q = q
                        .bind(*survey)
                        .bind(question.as_str())
                        .bind(*day)
                        .bind(choice.as_str())
                        .bind(**n);
                }
                q.execute(&mut *$tx).await?;
            }
            Ok::<(), sqlx::Error>(())
        }
        .await
    }};
}

/// Applies counter deltas in the response writer's transaction (the counters' own writer).
pub async fn apply(tx: &mut Tx, deltas: &Deltas) -> Result<(), sqlx::Error> {
    on_tx!(tx, t => crate::apply_deltas!((*t), deltas))
}

/// Reads the site's zone inside the response writer's transaction.
pub async fn zone_in(db: &Db, tx: &mut Tx) -> Result<SiteZone, sqlx::Error> {
    on_tx!(tx, t => crate::counting_zone!(db, (*t)))
}

/// The statement that reads the zone inside a counting transaction (see the module's invariants).
pub fn zone_query(db: &Db) -> &'static str {
    match db {
        Db::Sqlite(_) => "SELECT value FROM settings WHERE key = 'timezone'",
        Db::Postgres(_) => "SELECT value FROM settings WHERE key = 'timezone' FOR SHARE",
    }
}

/// Reads the site's zone inside an open transaction.
#[macro_export]
macro_rules! counting_zone {
    ($db:expr, $tx:expr) => {{
        async {
            let stored: Option<String> =
                sqlx::query_scalar($crate::responses::counters::zone_query($db))
                    .fetch_optional(&mut *$tx)
                    .await?;
            Ok::<$crate::time::SiteZone, sqlx::Error>($crate::responses::counters::parse_zone(
                stored.as_deref(),
            ))
        }
        .await
    }};
}

/// The zone of a stored `timezone` value (JSON text); UTC when missing or unreadable.
pub fn parse_zone(stored: Option<&str>) -> SiteZone {
    stored
        .and_then(|text| serde_json::from_str::<String>(text).ok())
        .and_then(|name| SiteZone::parse(&name))
        .unwrap_or_default()
}

/// The site's zone as stored now.
pub async fn zone(db: &Db) -> Result<SiteZone> {
    let stored: Option<String> = on_db!(db, pool => {
        sqlx::query_scalar("SELECT value FROM settings WHERE key = 'timezone'").fetch_optional(pool).await
    })?;
    Ok(parse_zone(stored.as_deref()))
}

/// Responses read per page while recounting.
const RECOUNT_PAGE: i64 = 5000;

/// Makes `zone` the site's time zone: stores the setting and recounts every daily counter in the
/// new zone's days, in one transaction (writers wait for it; see the module's invariants). Answers
/// how many responses were recounted.
pub async fn rezone(db: &Db, zone: SiteZone, types: &TypeSet) -> Result<u64> {
    let survey_ids: Vec<i64> = on_db!(db, pool => {
        sqlx::query_scalar("SELECT DISTINCT survey_id FROM responses WHERE status = 'publish'").fetch_all(pool).await
    })?;
    let mut surveys = HashMap::new();
    for id in survey_ids {
        match surveys::store::get(db, id).await {
            Ok(survey) => {
                surveys.insert(id, survey);
            }
            Err(crate::Error::NotFound(_)) => {}
            Err(e) => return Err(e),
        }
    }
    let value = serde_json::to_string(zone.name()).map_err(|e| anyhow::anyhow!("{e}"))?;
    let recounted = on_db!(db, pool => {
        let mut tx = crate::begin_write!(pool).await?;
        // First: the row every counting transaction reads, so they wait for this one.
        sqlx::query("INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value")
            .bind(ZONE_KEY).bind(&value).execute(&mut *tx).await?;
        sqlx::query("DELETE FROM answer_daily").execute(&mut *tx).await?;
        sqlx::query("DELETE FROM response_daily").execute(&mut *tx).await?;
        let mut deltas = Deltas::default();
        let mut after = 0_i64;
        let mut recounted = 0_u64;
        loop {
            let page: Vec<(i64, i64, String, i64)> = sqlx::query_as(
                "SELECT id, survey_id, answers, submitted_at FROM responses WHERE status = 'publish' AND id > $1 ORDER BY id LIMIT $2")
                .bind(after).bind(RECOUNT_PAGE).fetch_all(&mut *tx).await?;
            let Some(last) = page.last() else { break };
            after = last.0;
            for (_, survey_id, answers, submitted_at) in &page {
                let Some(survey) = surveys.get(survey_id) else { continue };
                let answers = normalise_stored(serde_json::from_str(answers).unwrap_or(Value::Null));
                let list = answers.as_array().cloned().unwrap_or_default();
                deltas.add(*survey_id, zone.day_of(*submitted_at), &counted(survey, types, &list), 1);
                recounted += 1;
            }
        }
        crate::apply_deltas!(tx, deltas)?;
        tx.commit().await?;
        Ok::<u64, sqlx::Error>(recounted)
    })?;
    tracing::info!(
        zone = zone.name(),
        recounted,
        "recounted the daily counters in the site's time zone"
    );
    Ok(recounted)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_zone_is_read_as_json_text() {
        assert_eq!(parse_zone(Some("\"Europe/Paris\"")).name(), "Europe/Paris");
        assert_eq!(parse_zone(Some("\"Nowhere/Else\"")), SiteZone::default());
        assert_eq!(parse_zone(Some("Europe/Paris")), SiteZone::default());
        assert_eq!(parse_zone(None), SiteZone::default());
    }

    #[test]
    fn deltas_add_per_site_day() {
        let mut d = Deltas::default();
        let zone = SiteZone::parse("America/New_York").unwrap();
        // 23:30 in New York on the 23rd is the 24th in UTC; it counts on New York's 23rd.
        let at = chrono::DateTime::parse_from_rfc3339("2026-11-24T04:30:00Z")
            .unwrap()
            .timestamp();
        d.add(7, zone.day_of(at), &[("q1".into(), String::new())], 1);
        let day = crate::time::day_number(chrono::NaiveDate::from_ymd_opt(2026, 11, 23).unwrap());
        assert_eq!(d.responses[&(7, day)], 1);
        assert_eq!(d.answers[&(7, "q1".into(), day, String::new())], 1);
    }
}
