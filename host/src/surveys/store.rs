//! Surveys in storage: the list with its quick-filter counts, one survey, create and update (each
//! in one transaction, so a failed save leaves the previous version intact), duplication, and the
//! bulk status transitions.

use serde::Serialize;
use serde_json::Value;

use super::model::{COOKIE_PREFIX, Status, Survey, SurveyDraft};
use crate::{
    error::{Error, Result},
    on_db,
    storage::Db,
    time,
};

/// The quick filters of the list (spec 000 §2), `scheduled` being published with a future publish_at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Filter {
    All,
    Publish,
    Scheduled,
    Draft,
    Trash,
}

impl Filter {
    pub fn parse(text: &str) -> Option<Filter> {
        match text {
            "all" | "" => Some(Filter::All),
            "publish" => Some(Filter::Publish),
            "scheduled" => Some(Filter::Scheduled),
            "draft" => Some(Filter::Draft),
            "trash" => Some(Filter::Trash),
            _ => None,
        }
    }

    /// SQL condition; `$1` is now.
    fn condition(self) -> &'static str {
        match self {
            Filter::All => "status <> 'trash'",
            Filter::Publish => "status = 'publish' AND (publish_at IS NULL OR publish_at <= $1)",
            Filter::Scheduled => "status = 'publish' AND publish_at > $1",
            Filter::Draft => "status = 'draft' AND $1 = $1",
            Filter::Trash => "status = 'trash' AND $1 = $1",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OrderBy {
    Id,
    Title,
    Status,
    CreatedAt,
}

impl OrderBy {
    pub fn parse(text: &str) -> Option<OrderBy> {
        match text {
            "id" => Some(OrderBy::Id),
            "title" => Some(OrderBy::Title),
            "status" => Some(OrderBy::Status),
            "created_at" | "date" => Some(OrderBy::CreatedAt),
            _ => None,
        }
    }

    fn column(self) -> &'static str {
        match self {
            OrderBy::Id => "id",
            OrderBy::Title => "title",
            OrderBy::Status => "status",
            OrderBy::CreatedAt => "created_at",
        }
    }
}

#[derive(Debug, Clone)]
pub struct ListQuery {
    pub page: i64,
    pub per_page: i64,
    pub order_by: OrderBy,
    pub descending: bool,
    pub filter: Filter,
}

/// One quick filter and how many surveys it shows.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct StatusCount {
    pub status: Filter,
    pub count: i64,
}

pub struct ListPage {
    pub items: Vec<Survey>,
    pub total: i64,
    pub counts: Vec<StatusCount>,
}

#[derive(sqlx::FromRow)]
struct Row {
    id: i64,
    title: String,
    #[sqlx(rename = "type")]
    survey_type: Option<String>,
    status: String,
    template: Option<String>,
    questions: String,
    settings: String,
    notifications: String,
    created_at: i64,
    updated_at: i64,
    publish_at: Option<i64>,
    impressions: i64,
    responses_count: i64,
    language: Option<String>,
    translations: String,
}

const COLUMNS: &str = "id, title, type, status, template, questions, settings, notifications, created_at, updated_at, \
     publish_at, impressions, language, translations, \
     (SELECT CAST(COALESCE(SUM(d.responses), 0) AS BIGINT) FROM response_daily d WHERE d.survey_id = surveys.id) AS responses_count";

impl Row {
    fn into_survey(self) -> Result<Survey> {
        let parse = |what: &str, text: &str| -> Result<serde_json::Value> {
            serde_json::from_str(text).map_err(|e| {
                anyhow::anyhow!("survey {} has unreadable {what}: {e}", self.id).into()
            })
        };
        let questions = serde_json::from_value(parse("questions", &self.questions)?)
            .map_err(|e| anyhow::anyhow!("survey {} questions: {e}", self.id))?;
        let settings: super::model::SurveySettings =
            serde_json::from_value(parse("settings", &self.settings)?)
                .map_err(|e| anyhow::anyhow!("survey {} settings: {e}", self.id))?;
        let closed_by_limit = settings.limits.reached(self.responses_count);
        let notifications = serde_json::from_value(parse("notifications", &self.notifications)?)
            .map_err(|e| anyhow::anyhow!("survey {} notifications: {e}", self.id))?;
        let translations = serde_json::from_value(parse("translations", &self.translations)?)
            .map_err(|e| anyhow::anyhow!("survey {} translations: {e}", self.id))?;
        Ok(Survey {
            id: self.id,
            title: self.title,
            survey_type: self.survey_type,
            status: Status::parse(&self.status).ok_or_else(|| {
                anyhow::anyhow!("survey {} has status '{}'", self.id, self.status)
            })?,
            template: self.template,
            questions,
            settings,
            notifications,
            language: self.language,
            translations,
            created_at: time::to_rfc3339(self.created_at),
            updated_at: time::to_rfc3339(self.updated_at),
            publish_at: self.publish_at.map(time::to_rfc3339),
            impressions: self.impressions,
            responses_count: self.responses_count,
            closed_by_limit,
            cookie_name: format!("{COOKIE_PREFIX}{}", self.id),
            addon_data: Default::default(),
        })
    }
}

pub async fn list(db: &Db, query: &ListQuery) -> Result<ListPage> {
    let now = time::now();
    let counts = count_by_filter(db, now).await?;
    let total = counts
        .iter()
        .find(|c| c.status == query.filter)
        .map(|c| c.count)
        .unwrap_or(0);
    let direction = if query.descending { "DESC" } else { "ASC" };
    let sql = format!(
        "SELECT {COLUMNS} FROM surveys WHERE {} ORDER BY {} {direction}, id {direction} LIMIT $2 OFFSET $3",
        query.filter.condition(),
        query.order_by.column()
    );
    let offset = (query.page - 1).saturating_mul(query.per_page);
    let rows: Vec<Row> = on_db!(db, pool => {
        sqlx::query_as(&sql).bind(now).bind(query.per_page).bind(offset).fetch_all(pool).await
    })?;
    let items = rows
        .into_iter()
        .map(Row::into_survey)
        .collect::<Result<_>>()?;
    Ok(ListPage {
        items,
        total,
        counts,
    })
}

/// The count of every quick filter: draft, publish and trash from the trigger-kept counters
/// (migration 0002), scheduled from a range of the (status, publish_at) index.
async fn count_by_filter(db: &Db, now: i64) -> Result<Vec<StatusCount>> {
    let (per_status, scheduled): (Vec<(String, i64)>, (i64,)) = on_db!(db, pool => {
        let per_status = sqlx::query_as("SELECT status, n FROM survey_status_counts").fetch_all(pool).await?;
        let scheduled = sqlx::query_as("SELECT COUNT(*) FROM surveys WHERE status = 'publish' AND publish_at > $1")
            .bind(now).fetch_one(pool).await?;
        (per_status, scheduled)
    });
    let of = |status: &str| {
        per_status
            .iter()
            .find(|(s, _)| s == status)
            .map(|(_, n)| *n)
            .unwrap_or(0)
    };
    let scheduled = scheduled.0;
    Ok(vec![
        StatusCount {
            status: Filter::All,
            count: of("draft") + of("publish"),
        },
        StatusCount {
            status: Filter::Publish,
            count: of("publish") - scheduled,
        },
        StatusCount {
            status: Filter::Scheduled,
            count: scheduled,
        },
        StatusCount {
            status: Filter::Draft,
            count: of("draft"),
        },
        StatusCount {
            status: Filter::Trash,
            count: of("trash"),
        },
    ])
}

pub async fn get(db: &Db, id: i64) -> Result<Survey> {
    let sql = format!("SELECT {COLUMNS} FROM surveys WHERE id = $1");
    let row: Option<Row> =
        on_db!(db, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await)?;
    row.ok_or_else(|| not_found(id))?.into_survey()
}

/// Every published survey, newest first, as the widget's selection walks them (responses_count is
/// left at 0: the widget does not need it).
pub async fn published(db: &Db) -> Result<Vec<Survey>> {
    let sql = "SELECT id, title, type, status, template, questions, settings, notifications, created_at, \
               updated_at, publish_at, impressions, language, translations, CAST(0 AS BIGINT) AS responses_count FROM surveys \
               WHERE status = 'publish' ORDER BY id DESC";
    let rows: Vec<Row> = on_db!(db, pool => sqlx::query_as(sql).fetch_all(pool).await)?;
    rows.into_iter().map(Row::into_survey).collect()
}

/// The value at `path` of survey `id`'s settings: None when there is no such survey, Some(None)
/// when the survey has no value there.
pub async fn setting_at(db: &Db, id: i64, path: &[String]) -> Result<Option<Option<Value>>> {
    let row: Option<String> = on_db!(db, pool => {
        sqlx::query_scalar("SELECT settings FROM surveys WHERE id = $1").bind(id).fetch_optional(pool).await
    })?;
    Ok(row.map(|text| {
        let settings: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
        path.iter()
            .try_fold(&settings, |at, key| at.get(key))
            .cloned()
    }))
}

/// Writes `value` at `path` of survey `id`'s settings, leaving every other setting as it is (an
/// add-on writing the key it owns). Answers false when there is no such survey.
pub async fn set_setting_at(db: &Db, id: i64, path: &[String], value: Value) -> Result<bool> {
    let Some((last, parents)) = path.split_last() else {
        return Ok(false);
    };
    on_db!(db, pool => {
        let mut tx = crate::begin_write!(pool).await?;
        let row: Option<String> = sqlx::query_scalar("SELECT settings FROM surveys WHERE id = $1")
            .bind(id).fetch_optional(&mut *tx).await?;
        let Some(text) = row else { return Ok(false) };
        let mut settings: Value = serde_json::from_str(&text).unwrap_or_else(|_| serde_json::json!({}));
        let mut at = &mut settings;
        for key in parents {
            if !at.get(key).is_some_and(Value::is_object) {
                at[key] = serde_json::json!({});
            }
            at = &mut at[key];
        }
        at[last] = value;
        sqlx::query("UPDATE surveys SET settings = $1, updated_at = $2 WHERE id = $3")
            .bind(settings.to_string()).bind(time::now()).bind(id).execute(&mut *tx).await?;
        tx.commit().await?;
        Ok::<bool, sqlx::Error>(true)
    }).map_err(Into::into)
}

pub fn not_found(id: i64) -> Error {
    Error::NotFound(format!("There is no survey with id {id}."))
}

fn json(value: &impl Serialize) -> Result<String> {
    serde_json::to_string(value).map_err(|e| anyhow::anyhow!("serialising a survey: {e}").into())
}

pub async fn insert(
    db: &Db,
    draft: &SurveyDraft,
    status: Status,
    publish_at: Option<i64>,
) -> Result<i64> {
    let now = time::now();
    let (questions, settings, notifications, translations) = (
        json(&draft.questions)?,
        json(&draft.settings)?,
        json(&draft.notifications)?,
        json(&draft.translations)?,
    );
    let (id,): (i64,) = on_db!(db, pool => {
        sqlx::query_as(
            "INSERT INTO surveys (title, type, status, template, questions, settings, notifications, created_at, updated_at, publish_at, language, translations) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10, $11) RETURNING id",
        )
        .bind(&draft.title).bind(&draft.survey_type).bind(status.as_str()).bind(&draft.template)
        .bind(&questions).bind(&settings).bind(&notifications).bind(now).bind(publish_at)
        .bind(&draft.language).bind(&translations)
        .fetch_one(pool).await
    })?;
    Ok(id)
}

/// Replaces a survey's content and status. A trashed survey must be restored first.
pub async fn update(
    db: &Db,
    id: i64,
    draft: &SurveyDraft,
    status: Status,
    publish_at: Option<i64>,
) -> Result<()> {
    let (questions, settings, notifications, translations) = (
        json(&draft.questions)?,
        json(&draft.settings)?,
        json(&draft.notifications)?,
        json(&draft.translations)?,
    );
    let done = on_db!(db, pool => {
        sqlx::query(
            "UPDATE surveys SET title = $1, type = $2, status = $3, template = $4, questions = $5, settings = $6, \
             notifications = $7, publish_at = $8, updated_at = $9, language = $11, translations = $12 \
             WHERE id = $10 AND status <> 'trash'",
        )
        .bind(&draft.title).bind(&draft.survey_type).bind(status.as_str()).bind(&draft.template)
        .bind(&questions).bind(&settings).bind(&notifications).bind(publish_at).bind(time::now()).bind(id)
        .bind(&draft.language).bind(&translations)
        .execute(pool).await.map(|r| r.rows_affected())
    })?;
    if done == 0 {
        let existing = get(db, id).await?;
        if existing.status == Status::Trash {
            return Err(Error::Conflict(format!(
                "Survey {id} is in the trash: restore it before editing."
            )));
        }
        return Err(not_found(id));
    }
    Ok(())
}

/// A bulk action of the list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BulkAction {
    Publish,
    Draft,
    Trash,
    Restore,
    Delete,
}

impl BulkAction {
    pub fn name(self) -> &'static str {
        match self {
            BulkAction::Publish => "publish",
            BulkAction::Draft => "draft",
            BulkAction::Trash => "trash",
            BulkAction::Restore => "restore",
            BulkAction::Delete => "delete",
        }
    }
}

/// A survey a bulk action left alone, and why.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct Skipped {
    pub id: i64,
    pub reason: String,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct BulkOutcome {
    pub action: String,
    /// Surveys the action changed (or deleted).
    pub updated: Vec<i64>,
    pub skipped: Vec<Skipped>,
}

/// Applies `action` to `ids` in one transaction. Unknown ids refuse the whole call (404) and change
/// nothing; surveys the action does not apply to are reported in `skipped`.
pub async fn bulk(
    db: &Db,
    action: BulkAction,
    ids: &[i64],
    types: &super::question_types::TypeSet,
) -> Result<BulkOutcome> {
    let mut ids = ids.to_vec();
    ids.sort_unstable();
    ids.dedup();
    let now = time::now();
    on_db!(db, pool => {
        let mut tx = crate::begin_write!(pool).await?;
        let mut current: Vec<(i64, String, String)> = Vec::with_capacity(ids.len());
        for id in &ids {
            let row: Option<(i64, String, String)> =
                sqlx::query_as("SELECT id, status, questions FROM surveys WHERE id = $1").bind(id).fetch_optional(&mut *tx).await?;
            match row {
                Some(row) => current.push(row),
                None => return Err(not_found(*id)),
            }
        }
        let mut outcome = BulkOutcome { action: action.name().into(), updated: Vec::new(), skipped: Vec::new() };
        for (id, status, questions) in current {
            let status = Status::parse(&status).unwrap_or(Status::Draft);
            let verdict = transition(action, status, &questions, types);
            let statement = match verdict {
                Err(reason) => {
                    outcome.skipped.push(Skipped { id, reason });
                    continue;
                }
                Ok(statement) => statement,
            };
            sqlx::query(statement).bind(now).bind(id).execute(&mut *tx).await?;
            outcome.updated.push(id);
        }
        tx.commit().await?;
        Ok(outcome)
    })
}

/// The SQL for one survey's transition (`$1` now, `$2` id), or why it does not apply.
fn transition(
    action: BulkAction,
    status: Status,
    questions: &str,
    types: &super::question_types::TypeSet,
) -> std::result::Result<&'static str, String> {
    use BulkAction as A;
    match (action, status) {
        (A::Publish, Status::Draft) => {
            let questions = serde_json::from_str(questions).unwrap_or_default();
            let draft = SurveyDraft {
                questions,
                ..Default::default()
            };
            if super::validation::incomplete(&draft, types).is_empty() {
                Ok("UPDATE surveys SET status = 'publish', updated_at = $1 WHERE id = $2")
            } else {
                Err(super::validation::CANNOT_PUBLISH.into())
            }
        }
        (A::Publish, Status::Publish) => Err("It is already published.".into()),
        (A::Draft, Status::Publish) => Ok(
            "UPDATE surveys SET status = 'draft', publish_at = NULL, updated_at = $1 WHERE id = $2",
        ),
        (A::Draft, Status::Draft) => Err("It is already a draft.".into()),
        (A::Publish | A::Draft, Status::Trash) => {
            Err("It is in the trash: restore it first.".into())
        }
        (A::Trash, Status::Draft | Status::Publish) => {
            Ok("UPDATE surveys SET status = 'trash', updated_at = $1 WHERE id = $2")
        }
        (A::Trash, Status::Trash) => Err("It is already in the trash.".into()),
        (A::Restore, Status::Trash) => Ok(
            "UPDATE surveys SET status = 'draft', publish_at = NULL, updated_at = $1 WHERE id = $2",
        ),
        (A::Restore, _) => Err("It is not in the trash.".into()),
        (A::Delete, Status::Trash) => Ok("DELETE FROM surveys WHERE $1 = $1 AND id = $2"),
        (A::Delete, _) => Err("Only surveys in the trash can be deleted permanently.".into()),
    }
}

/// Copies a survey as a new draft with no responses; answers the new id.
pub async fn duplicate(db: &Db, id: i64) -> Result<i64> {
    let original = get(db, id).await?;
    let mut draft = original.draft();
    draft.title = format!("{} (Copy)", original.title)
        .chars()
        .take(200)
        .collect();
    insert(db, &draft, Status::Draft, None).await
}

/// Adds each survey's impressions (`survey id → count`) to its lifetime counter and to its count of
/// `day` (`impression_daily`, the results' funnel over a range of days), in the response writer's
/// transaction (where impressions are counted with the responses, one commit for all).
pub async fn add_impressions(
    tx: &mut crate::storage::Tx,
    impressions: &std::collections::BTreeMap<i64, i64>,
    day: i64,
) -> std::result::Result<(), sqlx::Error> {
    for (survey, count) in impressions {
        crate::on_tx!(tx, t => {
            let counted = sqlx::query("UPDATE surveys SET impressions = impressions + $1 WHERE id = $2 AND status = 'publish'")
                .bind(*count).bind(*survey).execute(&mut **t).await?;
            if counted.rows_affected() > 0 {
                sqlx::query("INSERT INTO impression_daily (survey_id, day, impressions) VALUES ($1, $2, $3) \
                             ON CONFLICT (survey_id, day) DO UPDATE SET impressions = impression_daily.impressions + excluded.impressions")
                    .bind(*survey).bind(day).bind(*count).execute(&mut **t).await?;
            }
        });
    }
    Ok(())
}
