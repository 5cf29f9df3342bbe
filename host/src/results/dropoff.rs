//! The drop-off view (issue 35 "partial answers"): per question of a survey, how many visitors
//! were shown it and how many answered it, over a range of days. A survey of several questions
//! is stored page by page (`responses::ingest`), so an unfinished one is a partial response whose
//! answers are the questions it answered or skipped and whose `reached` is the question shown
//! next; a complete one saw exactly the questions it holds. Every visitor the survey was shown to
//! meets its first question, so that one counts the range's impressions when they are more.
//!
//! Cost: one pass over the range's responses (complete and partial), a row at a time.

use std::collections::HashMap;

use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use super::DayRange;
use crate::{
    error::Result, on_db, responses::answers::id_key, storage::Db, surveys::model::Survey,
    time::SiteZone,
};

/// One question's step of the funnel.
#[derive(Debug, Clone, Serialize, ToSchema, PartialEq)]
pub struct DropOffStep {
    #[schema(schema_with = crate::api_schema::id)]
    pub id: Value,
    #[serde(rename = "type")]
    pub question_type: String,
    pub title: String,
    /// Visitors who were shown the question.
    pub seen: i64,
    /// Visitors who gave it an answer (not skipped, not blank).
    pub answered: i64,
}

/// A survey's drop-off over a range.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct DropOff {
    pub from: String,
    pub to: String,
    /// Impressions counted on the range's days (the widget counts one when it puts the survey on
    /// a page).
    pub shown: i64,
    /// Responses, complete or partial, last answered in the range.
    pub started: i64,
    /// Of them, the complete ones (past a limit or not).
    pub completed: i64,
    /// Each question in the survey's order.
    pub questions: Vec<DropOffStep>,
}

/// Whether a stored answer's value is an answer (not a skip, blank text or an empty selection).
fn is_answer(value: &Value) -> bool {
    match value {
        Value::Null => false,
        Value::String(s) => !s.trim().is_empty(),
        Value::Array(items) => !items.is_empty(),
        _ => true,
    }
}

/// `survey`'s drop-off over `range`.
pub async fn drop_off(
    db: &Db,
    survey: &Survey,
    range: DayRange,
    zone: SiteZone,
) -> Result<DropOff> {
    use futures_util::TryStreamExt;
    let (start, end) = range.seconds(zone);
    let mut seen: HashMap<String, i64> = HashMap::new();
    let mut answered: HashMap<String, i64> = HashMap::new();
    let (mut started, mut completed) = (0i64, 0i64);
    on_db!(db, pool => {
        let mut rows = sqlx::query_as::<_, (String, String, Option<String>)>(
            "SELECT status, answers, reached FROM responses WHERE survey_id = $1 \
             AND status IN ('publish', 'over_quota', 'partial') AND submitted_at >= $2 AND submitted_at < $3")
            .bind(survey.id).bind(start).bind(end).fetch(pool);
        while let Some((status, answers, reached)) = rows.try_next().await? {
            started += 1;
            if status != "partial" {
                completed += 1;
            }
            let list = crate::responses::normalise_stored(serde_json::from_str(&answers).unwrap_or(Value::Null));
            let mut keys: Vec<String> = Vec::new();
            for answer in list.as_array().map(Vec::as_slice).unwrap_or(&[]) {
                let key = id_key(&answer["question_id"]);
                if is_answer(&answer["value"]) {
                    *answered.entry(key.clone()).or_default() += 1;
                }
                keys.push(key);
            }
            keys.extend(reached);
            keys.sort_unstable();
            keys.dedup();
            for key in keys {
                *seen.entry(key).or_default() += 1;
            }
        }
        Ok::<(), sqlx::Error>(())
    })?;
    let shown = super::range_impressions(db, survey.id, range).await?;
    let questions = survey
        .questions
        .iter()
        .enumerate()
        .map(|(i, q)| {
            let key = id_key(&q.id);
            let reached = seen.get(&key).copied().unwrap_or(0);
            DropOffStep {
                id: q.id.clone(),
                question_type: q.question_type.clone(),
                title: q.title.clone(),
                seen: if i == 0 { reached.max(shown) } else { reached },
                answered: answered.get(&key).copied().unwrap_or(0),
            }
        })
        .collect();
    Ok(DropOff {
        from: range.from.to_string(),
        to: range.to.to_string(),
        shown,
        started,
        completed,
        questions,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_skip_a_blank_and_an_empty_selection_are_not_answers() {
        for value in [json!(null), json!("  "), json!([])] {
            assert!(!is_answer(&value), "{value}");
        }
        for value in [json!(0), json!("no"), json!(["a"]), json!(false)] {
            assert!(is_answer(&value), "{value}");
        }
    }
}
