//! The stored license key and revocation list, and the view of them the API answers.

use std::collections::HashSet;

use serde::Serialize;

use super::{Claims, LicenseState, Licensing, Tier, notices};
use crate::{error::Result, on_db, storage::Db, time};

/// Where the expired notice's "click here to renew" points.
pub const RENEW_URL: &str = "/admin/settings/general";

/// The license as `GET /license` shows it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct LicenseView {
    /// The stored key ('' when none).
    pub key: String,
    /// The key's tier ('' when there is no readable key).
    #[serde(rename = "type")]
    pub license_type: String,
    /// valid, expired, disabled, invalid, or none when no key is stored.
    pub state: String,
    pub is_licensed: bool,
    pub is_expired: bool,
    pub is_disabled: bool,
    pub is_invalid: bool,
    #[schema(required = true)]
    pub key_id: Option<String>,
    /// Last valid day (`YYYY-MM-DD`), if the key expires.
    #[schema(required = true)]
    pub expires: Option<String>,
    /// The notice to show (error type), by the spec's priority: expired, then disabled, then invalid.
    #[schema(required = true)]
    pub notice: Option<LicenseNotice>,
    #[serde(skip)]
    pub claims: Option<Claims>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct LicenseNotice {
    #[serde(rename = "type")]
    pub notice_type: &'static str,
    pub message: &'static str,
    #[schema(required = true)]
    pub link: Option<&'static str>,
}

impl LicenseView {
    /// The tier the install runs at: the key's tier while it is valid, else Lite.
    /// The view without a key: Lite.
    pub fn none() -> LicenseView {
        LicenseView {
            key: String::new(),
            license_type: String::new(),
            state: "none".into(),
            is_licensed: false,
            is_expired: false,
            is_disabled: false,
            is_invalid: false,
            key_id: None,
            expires: None,
            notice: None,
            claims: None,
        }
    }

    /// A license view without a stored key, or with a valid key of `tier` (tests of the gates).
    #[cfg(test)]
    pub fn for_tests(tier: Option<Tier>) -> LicenseView {
        let Some(tier) = tier else {
            return LicenseView::none();
        };
        LicenseView {
            key: "test-key".to_owned(),
            license_type: tier.as_str().to_owned(),
            state: "valid".into(),
            is_licensed: true,
            claims: Some(Claims {
                id: "test".into(),
                tier,
                expires: None,
                issued: chrono::NaiveDate::from_ymd_opt(2026, 1, 1).expect("a date"),
                disabled: false,
            }),
            ..LicenseView::none()
        }
    }

    pub fn effective_tier(&self) -> Tier {
        match (&self.claims, self.is_licensed) {
            (Some(claims), true) => claims.tier,
            _ => Tier::Lite,
        }
    }
}

/// The view of `key` (or of no key) on today's date.
pub fn view_of(licensing: &Licensing, key: Option<&str>, revoked: &HashSet<String>) -> LicenseView {
    let Some(key) = key else {
        return LicenseView::none();
    };
    let (state, claims) = licensing.state(key, revoked, crate::time::utc_now().date_naive());
    let notice = match state {
        LicenseState::Valid => None,
        LicenseState::Expired => Some(LicenseNotice {
            notice_type: "error",
            message: notices::EXPIRED,
            link: Some(RENEW_URL),
        }),
        LicenseState::Disabled => Some(LicenseNotice {
            notice_type: "error",
            message: notices::DISABLED,
            link: None,
        }),
        LicenseState::Invalid => Some(LicenseNotice {
            notice_type: "error",
            message: notices::INVALID,
            link: None,
        }),
    };
    LicenseView {
        key: key.to_owned(),
        license_type: claims
            .as_ref()
            .map(|c| c.tier.as_str().to_owned())
            .unwrap_or_default(),
        state: serde_json::to_value(state)
            .ok()
            .and_then(|v| v.as_str().map(str::to_owned))
            .unwrap_or_default(),
        is_licensed: state == LicenseState::Valid,
        is_expired: state == LicenseState::Expired,
        is_disabled: state == LicenseState::Disabled,
        is_invalid: state == LicenseState::Invalid,
        key_id: claims.as_ref().map(|c| c.id.clone()),
        expires: claims
            .as_ref()
            .and_then(|c| c.expires)
            .map(|d| d.to_string()),
        notice,
        claims,
    }
}

/// The stored license as it stands now.
pub async fn current(db: &Db, licensing: &Licensing) -> Result<LicenseView> {
    let key = stored_key(db).await?;
    let revoked = revoked_ids(db).await?;
    Ok(view_of(licensing, key.as_deref(), &revoked))
}

pub async fn stored_key(db: &Db) -> Result<Option<String>> {
    let row: Option<(String,)> = on_db!(db, pool => {
        sqlx::query_as("SELECT license_key FROM license WHERE id = 1").fetch_optional(pool).await
    })?;
    Ok(row.map(|(k,)| k))
}

pub async fn store_key(db: &Db, key: &str) -> Result<()> {
    on_db!(db, pool => {
        sqlx::query("INSERT INTO license (id, license_key, verified_at) VALUES (1, $1, $2) \
                     ON CONFLICT (id) DO UPDATE SET license_key = excluded.license_key, verified_at = excluded.verified_at")
            .bind(key).bind(time::now()).execute(pool).await.map(|r| r.rows_affected())
    })?;
    Ok(())
}

pub async fn clear_key(db: &Db) -> Result<bool> {
    let done = on_db!(db, pool => sqlx::query("DELETE FROM license WHERE id = 1").execute(pool).await.map(|r| r.rows_affected()))?;
    Ok(done > 0)
}

pub async fn revoked_ids(db: &Db) -> Result<HashSet<String>> {
    let rows: Vec<(String,)> = on_db!(db, pool => sqlx::query_as("SELECT key_id FROM license_revocations").fetch_all(pool).await)?;
    Ok(rows.into_iter().map(|(id,)| id).collect())
}

/// Adds a key id to the database's revocation list (`hearken license revoke`).
pub async fn revoke(db: &Db, key_id: &str, reason: &str) -> Result<()> {
    on_db!(db, pool => {
        sqlx::query("INSERT INTO license_revocations (key_id, reason, revoked_at) VALUES ($1, $2, $3) \
                     ON CONFLICT (key_id) DO UPDATE SET reason = excluded.reason")
            .bind(key_id).bind(reason).bind(time::now()).execute(pool).await.map(|r| r.rows_affected())
    })?;
    Ok(())
}
