//! `/api/v1/license…`: read, verify, deactivate, validate (refresh) and upgrade.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{LicenseView, current, store, view_of};
use crate::{
    app::AppState,
    error::{Error, FieldErrors, Result},
    http::{error::ErrorBody, extract::ApiJson},
    notifications,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_license))
        .routes(routes!(verify_license))
        .routes(routes!(deactivate_license))
        .routes(routes!(validate_license))
        .routes(routes!(upgrade_license))
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct KeyRequest {
    /// The license key (`HKN1.….…`).
    #[serde(alias = "license")]
    pub key: String,
}

#[derive(Serialize, ToSchema)]
pub struct LicenseOutcome {
    pub success: bool,
    pub message: String,
    pub license: LicenseView,
    /// The admin should reload to see what the new license unlocks.
    pub reload: bool,
}

/// The license in force.
#[utoipa::path(get, path = "/license", tag = "license", responses((status = 200, body = LicenseView), (status = 403, body = ErrorBody)))]
async fn get_license(State(state): State<AppState>) -> Result<axum::Json<LicenseView>> {
    Ok(axum::Json(current(&state.db, &state.licensing).await?))
}

/// Checks `key` and stores it if it is valid; otherwise answers the state's notice (422) and keeps
/// the license in force.
async fn accept_key(state: &AppState, key: &str) -> Result<LicenseView> {
    let key = key.trim();
    if key.is_empty() {
        return Err(Error::invalid_field("key", "Please enter a license key."));
    }
    let revoked = store::revoked_ids(&state.db).await?;
    let view = view_of(&state.licensing, Some(key), &revoked);
    if let Some(notice) = &view.notice {
        return Err(Error::Invalid {
            code: match view.state.as_str() {
                "expired" => "license_expired",
                "disabled" => "license_disabled",
                _ => "license_invalid",
            },
            message: notice.message.into(),
            fields: FieldErrors::from([("key".to_owned(), notice.message.to_owned())]),
        });
    }
    store::store_key(&state.db, key).await?;
    notifications::sync_license(&state.db, &view).await?;
    Ok(view)
}

/// What a license call answers: it succeeded unless the license now in force carries a notice
/// (expired, disabled, revoked).
fn outcome(message: String, license: LicenseView, reload: bool) -> axum::Json<LicenseOutcome> {
    axum::Json(LicenseOutcome {
        success: license.notice.is_none(),
        message,
        license,
        reload,
    })
}

fn welcome(view: &LicenseView) -> String {
    format!(
        "Your license key is valid: this site now runs Hearken {}.",
        view.effective_tier().label()
    )
}

/// Verifies a key and makes it the license in force.
#[utoipa::path(post, path = "/license/verify", tag = "license", request_body = KeyRequest,
    responses((status = 200, body = LicenseOutcome), (status = 422, body = ErrorBody, description = "Expired, disabled or invalid key; nothing changed")))]
async fn verify_license(
    State(state): State<AppState>,
    ApiJson(request): ApiJson<KeyRequest>,
) -> Result<axum::Json<LicenseOutcome>> {
    let license = accept_key(&state, &request.key).await?;
    Ok(outcome(welcome(&license), license, false))
}

/// Upgrades a Lite install with a key (the same check as verify), asking the admin to reload.
#[utoipa::path(post, path = "/license/upgrade", tag = "license", request_body = KeyRequest,
    responses((status = 200, body = LicenseOutcome), (status = 422, body = ErrorBody)))]
async fn upgrade_license(
    State(state): State<AppState>,
    ApiJson(request): ApiJson<KeyRequest>,
) -> Result<axum::Json<LicenseOutcome>> {
    let license = accept_key(&state, &request.key).await?;
    Ok(outcome(welcome(&license), license, true))
}

/// Removes the key: the install returns to Lite. Surveys and settings are kept.
#[utoipa::path(post, path = "/license/deactivate", tag = "license",
    responses((status = 200, body = LicenseOutcome), (status = 422, body = ErrorBody)))]
async fn deactivate_license(State(state): State<AppState>) -> Result<axum::Json<LicenseOutcome>> {
    if !store::clear_key(&state.db).await? {
        return Err(Error::invalid_field(
            "key",
            "There is no license key to deactivate.",
        ));
    }
    let license = current(&state.db, &state.licensing).await?;
    notifications::sync_license(&state.db, &license).await?;
    Ok(outcome(
        "The license key was deactivated.".into(),
        license,
        true,
    ))
}

/// Re-checks the stored key (expiry, revocation list) and refreshes the license notifications.
#[utoipa::path(post, path = "/license/validate", tag = "license",
    responses((status = 200, body = LicenseOutcome), (status = 422, body = ErrorBody)))]
async fn validate_license(State(state): State<AppState>) -> Result<axum::Json<LicenseOutcome>> {
    let license = current(&state.db, &state.licensing).await?;
    if license.key.is_empty() {
        return Err(Error::invalid_field(
            "key",
            "There is no license key to refresh.",
        ));
    }
    notifications::sync_license(&state.db, &license).await?;
    let message = match &license.notice {
        Some(notice) => notice.message.to_owned(),
        None => "Your license was refreshed.".to_owned(),
    };
    Ok(outcome(message, license, false))
}
