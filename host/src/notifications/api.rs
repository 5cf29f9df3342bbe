//! `/api/v1/notifications…`.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::Notification;
use crate::{
    app::AppState,
    error::{Error, Result},
    http::{
        error::ErrorBody,
        extract::{Admin, ApiJson, ApiPath},
    },
    licensing,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_notifications))
        .routes(routes!(dismiss_notification))
        .routes(routes!(notification_action))
}

#[derive(Serialize, ToSchema)]
pub struct Counts {
    pub active: usize,
    pub dismissed: usize,
}

#[derive(Serialize, ToSchema)]
pub struct Drawer {
    /// Active notifications (the inbox).
    pub active: Vec<Notification>,
    /// The same list under the spec's name for it.
    pub notifications: Vec<Notification>,
    pub dismissed: Vec<Notification>,
    pub counts: Counts,
    /// Where the drawer's "view all" goes.
    pub view_url: String,
    /// The admin URL that opens the drawer.
    pub sidebar_url: String,
}

/// The drawer's inbox and dismissed lists.
#[utoipa::path(get, path = "/notifications", tag = "notifications", responses((status = 200, body = Drawer), (status = 401, body = ErrorBody)))]
async fn list_notifications(
    State(state): State<AppState>,
    _admin: Admin,
) -> Result<axum::Json<Drawer>> {
    let license = licensing::current(&state.db, &state.licensing).await?;
    super::sync_license(&state.db, &license).await?;
    let (dismissed, active): (Vec<_>, Vec<_>) = super::list(&state.db)
        .await?
        .into_iter()
        .partition(|n| n.dismissed);
    Ok(axum::Json(Drawer {
        counts: Counts {
            active: active.len(),
            dismissed: dismissed.len(),
        },
        notifications: active.clone(),
        active,
        dismissed,
        view_url: "/admin/?open=hearken_notifications".into(),
        sidebar_url: "/admin/?open=hearken_notifications".into(),
    }))
}

#[derive(Serialize, ToSchema)]
pub struct Dismissed {
    pub dismissed: u64,
}

/// Dismisses one notification, or all with id `all`.
#[utoipa::path(post, path = "/notifications/{id}/dismiss", tag = "notifications", params(("id" = String, Path, description = "Notification id, or all")),
    responses((status = 200, body = Dismissed), (status = 404, body = ErrorBody)))]
async fn dismiss_notification(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
) -> Result<axum::Json<Dismissed>> {
    Ok(axum::Json(Dismissed {
        dismissed: super::dismiss(&state.db, &id).await?,
    }))
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ActionRequest {
    /// The notification's class.
    pub class: String,
    /// The action name from the button's url.
    pub action: String,
}

#[derive(Serialize, ToSchema)]
pub struct ActionOutcome {
    pub success: bool,
    pub message: String,
    /// Reload the page.
    pub reload: bool,
    /// Or go here.
    #[schema(required = true)]
    pub redirect_to: Option<String>,
}

/// Runs a notification button's action. `validate_license` refreshes the license.
#[utoipa::path(post, path = "/notifications/action", tag = "notifications", request_body = ActionRequest,
    responses((status = 200, body = ActionOutcome), (status = 422, body = ErrorBody)))]
async fn notification_action(
    State(state): State<AppState>,
    ApiJson(request): ApiJson<ActionRequest>,
) -> Result<axum::Json<ActionOutcome>> {
    match request.action.as_str() {
        "validate_license" => {
            let license = licensing::current(&state.db, &state.licensing).await?;
            super::sync_license(&state.db, &license).await?;
            Ok(axum::Json(ActionOutcome {
                success: true,
                message: "License refreshed.".into(),
                reload: true,
                redirect_to: None,
            }))
        }
        "open_license_settings" => Ok(axum::Json(ActionOutcome {
            success: true,
            message: String::new(),
            reload: false,
            redirect_to: Some("/admin/settings/general".into()),
        })),
        other => Err(Error::invalid_field(
            "action",
            format!("The notification action '{other}' is not known."),
        )),
    }
}
