//! The notifications drawer (spec 002 §2.4, §7): notifications the host raises (license expiring or
//! expired; add-on faults later), their dismissal singly or all at once, and their actions.
//! A host-raised notification has a stable id, so raising it again does not duplicate it, and a
//! dismissed one stays dismissed until the condition behind it changes its id.

pub mod api;

use serde::{Deserialize, Serialize};

use crate::{
    error::{Error, Result},
    licensing::LicenseView,
    on_db,
    storage::Db,
    time,
};

#[derive(Debug, Clone, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Button {
    /// action or link.
    #[serde(rename = "type")]
    pub button_type: String,
    pub text: String,
    /// For links, the address; for actions, the action name sent to `POST notifications/action`.
    pub url: String,
    #[serde(default)]
    pub is_external: bool,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct Notification {
    pub id: String,
    /// The notification's class, sent back with its actions.
    pub class: String,
    pub title: String,
    pub content: String,
    pub category: String,
    pub icon: String,
    pub buttons: Vec<Button>,
    pub dismissed: bool,
    /// RFC 3339.
    pub created_at: String,
}

#[derive(sqlx::FromRow)]
struct Row {
    id: String,
    title: String,
    content: String,
    category: String,
    icon: String,
    buttons: String,
    dismissed: bool,
    created_at: i64,
}

impl From<Row> for Notification {
    fn from(row: Row) -> Self {
        Notification {
            class: row.id.split(':').next().unwrap_or_default().to_owned(),
            id: row.id,
            title: row.title,
            content: row.content,
            category: row.category,
            icon: row.icon,
            buttons: serde_json::from_str(&row.buttons).unwrap_or_default(),
            dismissed: row.dismissed,
            created_at: time::to_rfc3339(row.created_at),
        }
    }
}

/// A notification to raise.
pub struct Raise<'a> {
    pub id: String,
    pub title: &'a str,
    pub content: String,
    pub category: &'a str,
    pub icon: &'a str,
    pub buttons: Vec<Button>,
}

/// Raises a notification unless one with its id exists (active or dismissed).
pub async fn raise(db: &Db, n: Raise<'_>) -> Result<()> {
    let buttons = serde_json::to_string(&n.buttons).map_err(|e| anyhow::anyhow!("{e}"))?;
    on_db!(db, pool => {
        sqlx::query("INSERT INTO notifications (id, title, content, category, icon, buttons, dismissed, created_at) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING")
            .bind(&n.id).bind(n.title).bind(&n.content).bind(n.category).bind(n.icon).bind(&buttons).bind(false).bind(time::now())
            .execute(pool).await.map(|r| r.rows_affected())
    })?;
    Ok(())
}

/// Withdraws host notifications whose id starts with `prefix` except `keep`.
pub async fn withdraw(db: &Db, prefix: &str, keep: Option<&str>) -> Result<()> {
    let pattern = format!("{prefix}%");
    on_db!(db, pool => {
        sqlx::query("DELETE FROM notifications WHERE id LIKE $1 AND id <> $2")
            .bind(&pattern).bind(keep.unwrap_or("")).execute(pool).await.map(|r| r.rows_affected())
    })?;
    Ok(())
}

/// How many notifications (active or dismissed) have an id that starts with `prefix`.
pub async fn count(db: &Db, prefix: &str) -> Result<i64> {
    let pattern = format!("{prefix}%");
    let n: i64 = on_db!(db, pool => {
        sqlx::query_scalar("SELECT COUNT(*) FROM notifications WHERE id LIKE $1")
            .bind(&pattern).fetch_one(pool).await
    })?;
    Ok(n)
}

pub async fn list(db: &Db) -> Result<Vec<Notification>> {
    let rows: Vec<Row> = on_db!(db, pool => {
        sqlx::query_as("SELECT id, title, content, category, icon, buttons, dismissed, created_at FROM notifications ORDER BY created_at DESC, id")
            .fetch_all(pool).await
    })?;
    Ok(rows.into_iter().map(Notification::from).collect())
}

/// Dismisses one notification, or every one with `all`.
pub async fn dismiss(db: &Db, id: &str) -> Result<u64> {
    let done = on_db!(db, pool => {
        if id == "all" {
            sqlx::query("UPDATE notifications SET dismissed = $1 WHERE dismissed = $2").bind(true).bind(false).execute(pool).await.map(|r| r.rows_affected())
        } else {
            sqlx::query("UPDATE notifications SET dismissed = $1 WHERE id = $2").bind(true).bind(id).execute(pool).await.map(|r| r.rows_affected())
        }
    })?;
    if id != "all" && done == 0 {
        return Err(Error::NotFound(format!("There is no notification '{id}'.")));
    }
    Ok(done)
}

/// Days before expiry from which the host warns.
pub const EXPIRY_WARNING_DAYS: i64 = 30;
const LICENSE_PREFIX: &str = "license";

/// Keeps the license notifications in step with the license: one for an expired, disabled or
/// invalid key, one when a valid key expires within 30 days, none otherwise.
pub async fn sync_license(db: &Db, license: &LicenseView) -> Result<()> {
    let key_id = license.key_id.clone().unwrap_or_else(|| "unknown".into());
    let settings = Button {
        button_type: "link".into(),
        text: "Go to License Settings".into(),
        url: "/admin/settings/general".into(),
        is_external: false,
    };
    let refresh = Button {
        button_type: "action".into(),
        text: "Refresh License".into(),
        url: "validate_license".into(),
        is_external: false,
    };
    let wanted: Option<Raise> = if let Some(notice) = &license.notice {
        Some(Raise {
            id: format!("{LICENSE_PREFIX}-{}:{key_id}", license.state),
            title: match license.state.as_str() {
                "expired" => "Your license has expired",
                "disabled" => "Your license has been disabled",
                _ => "Your license is invalid",
            },
            content: notice.message.to_owned(),
            category: "alert",
            icon: "warning",
            buttons: vec![settings, refresh],
        })
    } else if let Some(expires) = license.expires.as_deref().filter(|_| license.is_licensed) {
        let last = chrono::NaiveDate::parse_from_str(expires, "%Y-%m-%d").ok();
        let days_left = last
            .map(|d| (d - crate::time::utc_now().date_naive()).num_days())
            .unwrap_or(i64::MAX);
        (days_left <= EXPIRY_WARNING_DAYS).then(|| Raise {
            id: format!("{LICENSE_PREFIX}-expiring:{key_id}"),
            title: "Your license expires soon",
            content: format!(
                "Your license key for Hearken expires on {}. Renew it to keep your paid features.",
                format_date(expires)
            ),
            category: "alert",
            icon: "warning",
            buttons: vec![settings],
        })
    } else {
        None
    };
    withdraw(db, LICENSE_PREFIX, wanted.as_ref().map(|w| w.id.as_str())).await?;
    if let Some(wanted) = wanted {
        raise(db, wanted).await?;
    }
    Ok(())
}

/// 'January 5, 2024' (spec 002 §9 date format).
fn format_date(ymd: &str) -> String {
    chrono::NaiveDate::parse_from_str(ymd, "%Y-%m-%d")
        .map(|d| d.format("%B %-d, %Y").to_string())
        .unwrap_or_else(|_| ymd.to_owned())
}
