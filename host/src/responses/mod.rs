//! Visitor responses: storing a submitted response (spec 002 §7 `POST surveys/{id}/responses`) and
//! telling add-ons through the `response-submitted` action. The results area, exports and e-mail
//! notifications build on this table (issue 5).

pub mod api;

use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::{error::Result, on_db, storage::Db, time};

/// A stored response.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Response {
    pub id: i64,
    pub survey_id: i64,
    #[schema(value_type = Object)]
    pub answers: Value,
    #[schema(value_type = Object)]
    pub page_submitted: Value,
    /// RFC 3339.
    pub submitted_at: String,
}

#[derive(sqlx::FromRow)]
struct Row {
    id: i64,
    survey_id: i64,
    answers: String,
    page_submitted: String,
    submitted_at: i64,
}

impl From<Row> for Response {
    fn from(r: Row) -> Self {
        Response {
            id: r.id,
            survey_id: r.survey_id,
            answers: serde_json::from_str(&r.answers).unwrap_or(Value::Null),
            page_submitted: serde_json::from_str(&r.page_submitted).unwrap_or(Value::Null),
            submitted_at: time::to_rfc3339(r.submitted_at),
        }
    }
}

pub struct NewResponse<'a> {
    pub survey_id: i64,
    pub answers: &'a Value,
    pub page_submitted: &'a Value,
    pub user_ip: &'a str,
    pub user_agent: &'a str,
}

pub async fn insert(db: &Db, r: NewResponse<'_>) -> Result<Response> {
    let now = time::now();
    let answers = r.answers.to_string();
    let page = r.page_submitted.to_string();
    let id: i64 = on_db!(db, pool => {
        sqlx::query_scalar("INSERT INTO responses (survey_id, status, answers, page_submitted, user_ip, user_agent, submitted_at) \
                            VALUES ($1, 'publish', $2, $3, $4, $5, $6) RETURNING id")
            .bind(r.survey_id).bind(&answers).bind(&page).bind(r.user_ip).bind(r.user_agent).bind(now)
            .fetch_one(pool).await
    })?;
    Ok(Response {
        id,
        survey_id: r.survey_id,
        answers: r.answers.clone(),
        page_submitted: r.page_submitted.clone(),
        submitted_at: time::to_rfc3339(now),
    })
}

/// The newest `limit` responses of a survey, newest first (trashed ones left out).
pub async fn recent(db: &Db, survey_id: i64, limit: u32) -> Result<Vec<Response>> {
    let rows: Vec<Row> = on_db!(db, pool => {
        sqlx::query_as("SELECT id, survey_id, answers, page_submitted, submitted_at FROM responses \
                        WHERE survey_id = $1 AND status = 'publish' ORDER BY id DESC LIMIT $2")
            .bind(survey_id).bind(limit as i64).fetch_all(pool).await
    })?;
    Ok(rows.into_iter().map(Response::from).collect())
}
