//! `GET /api/v1/config`: the global flags the admin UI needs (spec 000 §3, 002 §3).

use std::collections::BTreeMap;

use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{error::ErrorBody, extract::Admin};
use crate::app::AppState;
use crate::{
    accounts::{self, Capability, User},
    error::Result,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(get_config))
}

#[derive(Serialize, ToSchema)]
pub struct AddonFlags {
    pub installed: bool,
    pub active: bool,
    /// 'licensed' when the license covers the add-on's plan, else 'unlicensed'.
    #[serde(rename = "type")]
    pub addon_type: String,
}

#[derive(Serialize, ToSchema)]
pub struct SiteConfig {
    /// A license key is stored (valid or not): the UI prompts to activate rather than to upgrade.
    pub is_pro: bool,
    /// The stored key is valid.
    pub is_licensed: bool,
    /// lite, plus, pro or elite: the tier in force.
    pub license_type: String,
    pub admin_email: String,
    /// The site's time zone (IANA name, the `timezone` setting): results count by its days.
    pub timezone: String,
    pub admin_url: String,
    pub assets_url: String,
    pub nonce: String,
    pub addons: BTreeMap<String, AddonFlags>,
    pub user: User,
    pub capabilities: Vec<Capability>,
}

/// The flags every admin screen reads.
#[utoipa::path(get, path = "/config", tag = "config", responses((status = 200, body = SiteConfig), (status = 401, body = ErrorBody)))]
async fn get_config(State(state): State<AppState>, admin: Admin) -> Result<axum::Json<SiteConfig>> {
    let entitlements = state.entitlements().await?;
    let admin_email = accounts::list_users(&state.db)
        .await?
        .into_iter()
        .find(|u| u.role == "administrator")
        .map(|u| u.email)
        .unwrap_or_default();
    let addons = state
        .addons
        .items(&entitlements)
        .into_iter()
        .map(|a| {
            let flags = AddonFlags {
                installed: a.installed,
                active: a.active,
                addon_type: a.addon_type,
            };
            (a.slug, flags)
        })
        .collect();
    let timezone = crate::responses::counters::zone(&state.db)
        .await?
        .name()
        .to_owned();
    let session = admin.0;
    Ok(axum::Json(SiteConfig {
        is_pro: entitlements.is_pro(),
        is_licensed: entitlements.is_licensed(),
        license_type: entitlements.tier.as_str().into(),
        admin_email,
        timezone,
        admin_url: "/admin/".into(),
        assets_url: "/admin/assets/".into(),
        nonce: session.nonce,
        addons,
        user: session.user,
        capabilities: session.capabilities,
    }))
}
