//! The visitor side's tables: the pages the widget was shown on (for the redirect pickers'
//! search) and the impressions counter of surveys.

use serde::Serialize;
use utoipa::ToSchema;

use crate::{error::Result, on_db, storage::Db};

/// A page the widget was shown on.
pub struct SeenPage {
    pub url: String,
    pub title: String,
    pub post_id: Option<String>,
    pub page_type: Option<String>,
}

/// The most pages `pages_seen` keeps; the least recently seen go first.
pub const MAX_PAGES_SEEN: i64 = 10_000;
/// Pages over the cap before a sweep: the sweep's sort runs once per this many new pages.
const SWEEP_SLACK: i64 = 100;

/// Records a page (or refreshes it), then drops the least recently seen pages above the cap.
pub async fn record_page(db: &Db, page: &SeenPage, now: i64) -> Result<()> {
    let count: i64 = on_db!(db, pool => {
        sqlx::query("INSERT INTO pages_seen (url, title, post_id, page_type, last_seen_at) VALUES ($1, $2, $3, $4, $5) \
                     ON CONFLICT (url) DO UPDATE SET title = excluded.title, post_id = excluded.post_id, \
                     page_type = excluded.page_type, last_seen_at = excluded.last_seen_at")
            .bind(&page.url).bind(&page.title).bind(&page.post_id).bind(&page.page_type).bind(now)
            .execute(pool).await?;
        sqlx::query_scalar("SELECT COUNT(*) FROM pages_seen").fetch_one(pool).await
    })?;
    if count > MAX_PAGES_SEEN + SWEEP_SLACK {
        on_db!(db, pool => {
            sqlx::query("DELETE FROM pages_seen WHERE url IN \
                         (SELECT url FROM pages_seen ORDER BY last_seen_at ASC, url LIMIT $1)")
                .bind(count - MAX_PAGES_SEEN).execute(pool).await.map(|_| ())
        })?;
    }
    Ok(())
}

#[derive(Serialize, ToSchema, sqlx::FromRow)]
pub struct PageItem {
    /// The page's id on the site, else its URL.
    pub id: String,
    pub title: String,
    pub url: String,
}

/// Up to 20 pages whose title or URL contains `needle` (lower case), most recently seen first.
pub async fn search_pages(db: &Db, needle: &str) -> Result<Vec<PageItem>> {
    let escaped = needle
        .replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_");
    let pattern = format!("%{escaped}%");
    let items: Vec<PageItem> = on_db!(db, pool => {
        sqlx::query_as("SELECT COALESCE(post_id, url) AS id, title, url FROM pages_seen \
                        WHERE LOWER(title) LIKE $1 ESCAPE '\\' OR LOWER(url) LIKE $1 ESCAPE '\\' \
                        ORDER BY last_seen_at DESC, url LIMIT 20")
            .bind(&pattern).fetch_all(pool).await
    })?;
    Ok(items)
}

/// The most values of one kind `context_seen` keeps: a visitor can make up page contexts, so the
/// table stays bounded whatever they send.
pub const MAX_CONTEXT_VALUES: i64 = 1000;

/// Remembers the values a page context named (`kind`: role, page_type, post_type, taxonomy,
/// term), up to [`MAX_CONTEXT_VALUES`] of each kind.
pub async fn record_context(db: &Db, values: &[(&'static str, String)], now: i64) -> Result<()> {
    for (kind, value) in values {
        on_db!(db, pool => {
            sqlx::query("INSERT INTO context_seen (kind, value, last_seen_at) \
                         SELECT $1, $2, $3 WHERE (SELECT COUNT(*) FROM context_seen WHERE kind = $1) < $4 \
                         ON CONFLICT (kind, value) DO UPDATE SET last_seen_at = excluded.last_seen_at")
                .bind(*kind).bind(value).bind(now).bind(MAX_CONTEXT_VALUES)
                .execute(pool).await.map(|_| ())
        })?;
    }
    Ok(())
}

/// Up to 50 values of `kind` containing `needle` (lower case), in order.
pub async fn context_values(db: &Db, kind: &str, needle: &str) -> Result<Vec<String>> {
    let escaped = needle
        .replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_");
    let pattern = format!("%{escaped}%");
    let rows: Vec<(String,)> = on_db!(db, pool => {
        sqlx::query_as("SELECT value FROM context_seen WHERE kind = $1 AND LOWER(value) LIKE $2 ESCAPE '\\' \
                        ORDER BY value LIMIT 50")
            .bind(kind).bind(&pattern).fetch_all(pool).await
    })?;
    Ok(rows.into_iter().map(|(v,)| v).collect())
}

/// Today's impressions and responses of each of `surveys` (the daily limits' pace), day `day` of
/// the site's zone.
pub async fn counted_on(
    db: &Db,
    surveys: &[i64],
    day: i64,
) -> Result<std::collections::HashMap<i64, (i64, i64)>> {
    let mut out = std::collections::HashMap::new();
    for survey in surveys {
        let (impressions, responses): (i64, i64) = on_db!(db, pool => {
            let i: Option<i64> = sqlx::query_scalar("SELECT impressions FROM impression_daily WHERE survey_id = $1 AND day = $2")
                .bind(survey).bind(day).fetch_optional(pool).await?;
            let r: Option<i64> = sqlx::query_scalar("SELECT responses FROM response_daily WHERE survey_id = $1 AND day = $2")
                .bind(survey).bind(day).fetch_optional(pool).await?;
            Ok::<_, sqlx::Error>((i.unwrap_or(0), r.unwrap_or(0)))
        })?;
        out.insert(*survey, (impressions, responses));
    }
    Ok(out)
}

/// The responses survey `survey` has counted over its life (its response limit's count).
pub async fn responses_of(db: &Db, survey: i64) -> Result<i64> {
    Ok(on_db!(db, pool => sqlx::query_scalar(
        "SELECT CAST(COALESCE(SUM(responses), 0) AS BIGINT) FROM response_daily WHERE survey_id = $1")
        .bind(survey).fetch_one(pool).await)?)
}
