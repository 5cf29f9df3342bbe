//! Visitor responses: checking and storing a submission (through the batching writer in
//! [`ingest`]), the daily counters the results read, and the admin's list, single response, trash,
//! restore and permanent delete (spec 001 §2, §4).

pub mod answers;
pub mod api;
pub mod counters;
pub mod filter;
pub mod impression;
pub mod ingest;
pub mod notify;
pub mod submit;
pub mod tokens;
pub mod validate;

use serde::Serialize;
use serde_json::{Value, json};
use utoipa::ToSchema;

use crate::{
    error::{Error, Result},
    on_db,
    storage::Db,
    surveys::{model::Survey, question_types::TypeSet},
    time,
};
use answers::{Counting, id_key};
use counters::Deltas;

/// A stored response (spec 001 §3).
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Response {
    pub id: i64,
    pub survey_id: i64,
    /// publish or trash.
    pub status: String,
    /// RFC 3339.
    pub submitted_at: String,
    /// `{name, url, link, title}`.
    #[schema(schema_with = crate::api_schema::page_submitted)]
    pub page_submitted: Value,
    #[schema(required = true)]
    pub user_ip: Option<String>,
    #[schema(required = true)]
    pub user_browser: Option<String>,
    #[schema(required = true)]
    pub user_os: Option<String>,
    #[schema(required = true)]
    pub user_device: Option<String>,
    /// The language the survey was answered in (BCP 47); null when not recorded.
    #[schema(required = true)]
    pub language: Option<String>,
    /// `[{question_id, value, extra?}]`.
    #[schema(schema_with = crate::api_schema::answers)]
    pub answers: Value,
    /// What add-ons attached to the response (`attachments` of API 1.1), by add-on; read-only.
    #[serde(skip_serializing_if = "serde_json::Map::is_empty")]
    #[schema(schema_with = crate::api_schema::object)]
    pub addon_data: serde_json::Map<String, Value>,
}

#[derive(sqlx::FromRow)]
pub(crate) struct Row {
    pub id: i64,
    pub survey_id: i64,
    pub status: String,
    pub answers: String,
    pub page_submitted: String,
    pub user_ip: Option<String>,
    pub user_browser: Option<String>,
    pub user_os: Option<String>,
    pub user_device: Option<String>,
    pub submitted_at: i64,
    pub language: Option<String>,
}

pub(crate) const COLUMNS: &str = "id, survey_id, status, answers, page_submitted, user_ip, user_browser, user_os, user_device, submitted_at, language";

impl From<Row> for Response {
    fn from(r: Row) -> Self {
        let page: Value = serde_json::from_str(&r.page_submitted).unwrap_or(Value::Null);
        Response {
            id: r.id,
            survey_id: r.survey_id,
            status: r.status,
            answers: normalise_stored(serde_json::from_str(&r.answers).unwrap_or(Value::Null)),
            addon_data: Default::default(),
            page_submitted: page_view(&page),
            user_ip: r.user_ip,
            user_browser: r.user_browser,
            user_os: r.user_os,
            user_device: r.user_device,
            language: r.language,
            submitted_at: time::to_rfc3339(r.submitted_at),
        }
    }
}

/// Responses stored before answers were normalised (a `{question: value}` map) read as a list.
pub(crate) fn normalise_stored(answers: Value) -> Value {
    match answers {
        Value::Object(map) => Value::Array(
            map.into_iter()
                .map(|(k, v)| json!({"question_id": k, "value": v}))
                .collect(),
        ),
        Value::Array(_) => answers,
        _ => json!([]),
    }
}

/// `{name, url, link, title}` of spec 001 §3 from what the widget sent (`link`, `title`, …): `url`
/// is set only for http(s) links, so a `javascript:` link never becomes a link.
pub fn page_view(page: &Value) -> Value {
    let text = |k: &str| {
        page.get(k)
            .and_then(Value::as_str)
            .map(str::trim)
            .filter(|s| !s.is_empty())
    };
    let link = text("link").or_else(|| text("url"));
    let title = text("title");
    let url = link.filter(|l| l.starts_with("https://") || l.starts_with("http://"));
    json!({
        "name": title.or(link).unwrap_or(""),
        "url": url,
        "link": link,
        "title": title,
        "id": page.get("id").cloned().unwrap_or(Value::Null),
        "type": page.get("type").cloned().unwrap_or(Value::Null),
    })
}

/// The counters one response adds: each answered question, and each chosen option or score.
pub fn counted(survey: &Survey, types: &TypeSet, answers: &[Value]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for answer in answers {
        if answer["value"].is_null() {
            continue;
        }
        let key = id_key(&answer["question_id"]);
        let Some(question) = survey.questions.iter().find(|q| id_key(&q.id) == key) else {
            continue;
        };
        out.push((key.clone(), String::new()));
        for choice in Counting::of(question, types).choices(&answer["value"]) {
            out.push((key.clone(), choice));
        }
    }
    out
}

/// The newest `limit` responses of a survey, newest first (trashed ones left out).
pub async fn recent(db: &Db, survey_id: i64, limit: u32) -> Result<Vec<Response>> {
    let sql = format!(
        "SELECT {COLUMNS} FROM responses WHERE survey_id = $1 AND status = 'publish' ORDER BY id DESC LIMIT $2"
    );
    let rows: Vec<Row> = on_db!(db, pool => {
        sqlx::query_as(&sql).bind(survey_id).bind(limit as i64).fetch_all(pool).await
    })?;
    Ok(rows.into_iter().map(Response::from).collect())
}

/// Which responses a list shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StatusFilter {
    All,
    Publish,
    Trash,
    /// Stored past the survey's response limit or a full quota (issue 35).
    OverQuota,
    /// The answered pages of a survey its visitor has not finished (issue 35).
    Partial,
}

impl StatusFilter {
    pub fn parse(text: &str) -> Option<StatusFilter> {
        match text {
            "" | "all" => Some(StatusFilter::All),
            "publish" => Some(StatusFilter::Publish),
            "trash" => Some(StatusFilter::Trash),
            "over_quota" => Some(StatusFilter::OverQuota),
            "partial" => Some(StatusFilter::Partial),
            _ => None,
        }
    }

    fn condition(self) -> &'static str {
        match self {
            StatusFilter::All => "1 = 1",
            StatusFilter::Publish => "status = 'publish'",
            StatusFilter::Trash => "status = 'trash'",
            StatusFilter::OverQuota => "status = 'over_quota'",
            StatusFilter::Partial => "status = 'partial'",
        }
    }
}

/// How many of a survey's responses have each status.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct StatusCounts {
    pub publish: i64,
    pub trash: i64,
    pub over_quota: i64,
    pub partial: i64,
}

impl StatusCounts {
    /// The responses `filter` lists.
    pub fn of(&self, filter: StatusFilter) -> i64 {
        match filter {
            StatusFilter::All => self.publish + self.trash + self.over_quota + self.partial,
            StatusFilter::Publish => self.publish,
            StatusFilter::Trash => self.trash,
            StatusFilter::OverQuota => self.over_quota,
            StatusFilter::Partial => self.partial,
        }
    }
}

/// A survey's responses counted by status.
pub async fn status_counts(db: &Db, survey_id: i64) -> Result<StatusCounts> {
    let rows: Vec<(String, i64)> = on_db!(db, pool => {
        sqlx::query_as("SELECT status, COUNT(*) FROM responses WHERE survey_id = $1 GROUP BY status")
            .bind(survey_id).fetch_all(pool).await
    })?;
    let of = |s: &str| {
        rows.iter()
            .find(|(k, _)| k == s)
            .map(|(_, n)| *n)
            .unwrap_or(0)
    };
    Ok(StatusCounts {
        publish: of("publish"),
        trash: of("trash"),
        over_quota: of("over_quota"),
        partial: of("partial"),
    })
}

/// One page of a survey's responses, newest first; `per_page` None means all.
pub async fn page(
    db: &Db,
    survey_id: i64,
    filter: StatusFilter,
    page: i64,
    per_page: Option<i64>,
) -> Result<Vec<Response>> {
    let limit = per_page.unwrap_or(i64::MAX / 4);
    let offset = per_page.map(|p| (page - 1).saturating_mul(p)).unwrap_or(0);
    let sql = format!(
        "SELECT {COLUMNS} FROM responses WHERE survey_id = $1 AND {} ORDER BY id DESC LIMIT $2 OFFSET $3",
        filter.condition()
    );
    let rows: Vec<Row> = on_db!(db, pool => {
        sqlx::query_as(&sql).bind(survey_id).bind(limit).bind(offset).fetch_all(pool).await
    })?;
    Ok(rows.into_iter().map(Response::from).collect())
}

/// The responses of a survey that pass `filter`, newest first: how many there are, and those of
/// them on page `page` of `per_page`. The store narrows by status, days and the search's stored
/// substring; the filter decides the rest on each parsed row, one row at a time, so a large survey
/// costs a scan but no memory beyond the page.
pub async fn filtered_page(
    db: &Db,
    survey_id: i64,
    status: StatusFilter,
    filter: &filter::Filter,
    page: i64,
    per_page: i64,
) -> Result<(i64, Vec<Response>)> {
    use futures_util::TryStreamExt;
    let like = filter.stored_substring();
    let sql = format!(
        "SELECT {COLUMNS} FROM responses WHERE survey_id = $1 AND {} AND submitted_at >= $2 AND submitted_at < $3{} ORDER BY id DESC",
        status.condition(),
        if like.is_some() {
            " AND LOWER(answers) LIKE $4 ESCAPE '\\'"
        } else {
            ""
        },
    );
    let first = (page - 1).saturating_mul(per_page);
    let last = first.saturating_add(per_page);
    let (since, until) = (
        filter.since.unwrap_or(i64::MIN),
        filter.until.unwrap_or(i64::MAX),
    );
    let mut total = 0i64;
    let mut items = Vec::new();
    on_db!(db, pool => {
        let mut query = sqlx::query_as::<_, Row>(&sql).bind(survey_id).bind(since).bind(until);
        if let Some(like) = &like {
            query = query.bind(like);
        }
        let mut rows = query.fetch(pool);
        while let Some(row) = rows.try_next().await? {
            let answers = normalise_stored(serde_json::from_str(&row.answers).unwrap_or(Value::Null));
            if !filter.matches(&answers)
                || filter.language.as_ref().is_some_and(|l| !l.admits(row.language.as_deref()))
            {
                continue;
            }
            if (first..last).contains(&total) {
                items.push(Response::from(row));
            }
            total += 1;
        }
        Ok::<(), sqlx::Error>(())
    })?;
    Ok((total, items))
}

/// One response of a survey.
pub async fn get(db: &Db, survey_id: i64, id: i64) -> Result<Response> {
    let sql = format!("SELECT {COLUMNS} FROM responses WHERE survey_id = $1 AND id = $2");
    let row: Option<Row> = on_db!(db, pool => {
        sqlx::query_as(&sql).bind(survey_id).bind(id).fetch_optional(pool).await
    })?;
    row.map(Response::from)
        .ok_or_else(|| Error::NotFound(format!("Survey {survey_id} has no response {id}.")))
}

/// Where response `id` sits among the survey's responses of the same status, newest first:
/// `(n, total, previous id, next id)`.
pub async fn position(
    db: &Db,
    survey_id: i64,
    id: i64,
    status: &str,
) -> Result<(i64, i64, Option<i64>, Option<i64>)> {
    let (newer, total, previous, next): (i64, i64, Option<i64>, Option<i64>) = on_db!(db, pool => {
        let newer: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM responses WHERE survey_id = $1 AND status = $2 AND id > $3")
            .bind(survey_id).bind(status).bind(id).fetch_one(pool).await?;
        let total: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM responses WHERE survey_id = $1 AND status = $2")
            .bind(survey_id).bind(status).fetch_one(pool).await?;
        let previous: Option<i64> = sqlx::query_scalar("SELECT MIN(id) FROM responses WHERE survey_id = $1 AND status = $2 AND id > $3")
            .bind(survey_id).bind(status).bind(id).fetch_one(pool).await?;
        let next: Option<i64> = sqlx::query_scalar("SELECT MAX(id) FROM responses WHERE survey_id = $1 AND status = $2 AND id < $3")
            .bind(survey_id).bind(status).bind(id).fetch_one(pool).await?;
        (newer, total, previous, next)
    });
    Ok((newer + 1, total, previous, next))
}

/// Moves responses between publish and trash, or deletes trashed ones, keeping the counters right.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    Trash,
    Restore,
    Delete,
}

/// Applies `action` to those of `ids` it fits; answers how many changed.
pub async fn act(
    db: &Db,
    survey: &Survey,
    types: &TypeSet,
    action: Action,
    ids: &[i64],
) -> Result<u64> {
    if ids.is_empty() {
        return Ok(0);
    }
    let (from, to) = match action {
        Action::Trash => ("publish", Some("trash")),
        Action::Restore => ("trash", Some("publish")),
        Action::Delete => ("trash", None),
    };
    let placeholders = (0..ids.len())
        .map(|i| format!("${}", i + 3))
        .collect::<Vec<_>>()
        .join(", ");
    let select = format!(
        "SELECT id, answers, submitted_at FROM responses WHERE survey_id = $1 AND status = $2 AND id IN ({placeholders})"
    );
    let changed = on_db!(db, pool => {
        let mut tx = crate::begin_write!(pool).await?;
        let mut q = sqlx::query_as::<_, (i64, String, i64)>(&select).bind(survey.id).bind(from);
        for id in ids {
            q = q.bind(id);
        }
        let rows = q.fetch_all(&mut *tx).await?;
        let zone = crate::counting_zone!(db, tx)?;
        let mut deltas = Deltas::default();
        for (id, answers, submitted_at) in &rows {
            match to {
                Some(to) => {
                    sqlx::query("UPDATE responses SET status = $1 WHERE id = $2").bind(to).bind(id).execute(&mut *tx).await?;
                    let answers = normalise_stored(serde_json::from_str(answers).unwrap_or(Value::Null));
                    let list = answers.as_array().cloned().unwrap_or_default();
                    let sign = if action == Action::Trash { -1 } else { 1 };
                    deltas.add(survey.id, zone.day_of(*submitted_at), &counted(survey, types, &list), sign);
                }
                None => {
                    sqlx::query("DELETE FROM responses WHERE id = $1").bind(id).execute(&mut *tx).await?;
                }
            }
        }
        crate::apply_deltas!(tx, deltas)?;
        tx.commit().await?;
        Ok::<u64, sqlx::Error>(rows.len() as u64)
    })?;
    Ok(changed)
}
