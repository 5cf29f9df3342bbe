//! `GET/POST /api/v1/settings`.

use axum::extract::State;
use serde::Serialize;
use serde_json::{Map, Value};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    accounts::{self},
    app::AppState,
    error::Result,
    http::{error::ErrorBody, extract::ApiJson},
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(get_settings, save_settings))
}

/// Every setting, stored values over the defaults: the core's and those of every known add-on
/// (installed, or in the catalogue), secrets masked.
#[utoipa::path(get, path = "/settings", tag = "settings", responses((status = 200, body = crate::api_schema::JsonObject), (status = 403, body = ErrorBody)))]
async fn get_settings(State(state): State<AppState>) -> Result<axum::Json<Map<String, Value>>> {
    let ownership = state.addons.ownership();
    Ok(axum::Json(
        super::load_for_admin(&state.db, &ownership).await?,
    ))
}

#[derive(Serialize, ToSchema)]
pub struct SavedSettings {
    /// 'Settings saved.'
    pub message: String,
    #[schema(schema_with = crate::api_schema::object)]
    pub settings: Map<String, Value>,
}

/// Saves some or all settings. Invalid values answer 422 'Please fix errors on this page.' with the
/// fields marked; changing a setting above the plan answers 403 '{feature} is a {plan} feature'.
/// A new `timezone` (an IANA name) recounts the results' daily counters in its days before the
/// answer (a few seconds per million responses; response submissions wait meanwhile).
#[utoipa::path(post, path = "/settings", tag = "settings", request_body = crate::api_schema::JsonObject,
    responses((status = 200, body = SavedSettings), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn save_settings(
    State(state): State<AppState>,
    ApiJson(changes): ApiJson<Map<String, Value>>,
) -> Result<axum::Json<SavedSettings>> {
    let entitlements = state.entitlements().await?;
    let roles: Vec<String> = accounts::list_roles(&state.db)
        .await?
        .into_iter()
        .map(|r| r.slug)
        .collect();
    let before = crate::responses::counters::zone(&state.db).await?;
    let ownership = state.addons.ownership();
    let settings = super::save(&state.db, &entitlements, &ownership, &roles, changes).await?;
    // A new time zone is stored together with the recount of the results' daily counters.
    let zone = settings["timezone"]
        .as_str()
        .and_then(crate::time::SiteZone::parse)
        .unwrap_or_default();
    if zone != before {
        let types = state.question_types(&entitlements).await?;
        crate::responses::counters::rezone(&state.db, zone, &types).await?;
        state.visitors.invalidate();
    }
    Ok(axum::Json(SavedSettings {
        message: super::SAVED.into(),
        settings,
    }))
}
