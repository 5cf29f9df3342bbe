//! Who may call each API route: one table, [`ROUTES`], enforced before any handler runs (so a
//! caller without the capability learns nothing from the body's validation) and walked by the
//! tests as a role with no capabilities and as an editor (host/tests/access.rs). A route the
//! table does not list is refused: adding a route means deciding who may call it.
//!
//! Handlers still take the [`Admin`] they need; the session this layer verified is handed to them
//! in the request's extensions, so it is looked up once.

use std::{collections::HashMap, sync::LazyLock};

use axum::{
    extract::{FromRequestParts, MatchedPath, Request, State},
    http::Method,
    middleware::Next,
    response::{IntoResponse, Response},
};

use super::extract::Admin;
use crate::{accounts::Capability, app::AppState, error::Error};

/// What a route asks of its caller.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// Anyone: visitors' endpoints, set-up, sign-in, the API description.
    Public,
    /// Any signed-in user: their own session, the admin frame's configuration.
    SignedIn,
    /// A signed-in user holding at least one of these capabilities.
    AnyOf(&'static [Capability]),
    /// A signed-in user holding the capability the add-on's manifest names for the route
    /// (`manage_options` unless it says otherwise); checked by the add-on router.
    AddOn,
}

/// One route and its rule.
#[derive(Debug, Clone, Copy)]
pub struct RouteAccess {
    pub method: &'static str,
    /// As routed, with `{parameters}`.
    pub path: &'static str,
    pub access: Access,
}

const fn route(method: &'static str, path: &'static str, access: Access) -> RouteAccess {
    RouteAccess {
        method,
        path,
        access,
    }
}

use Access::{AddOn, AnyOf, Public, SignedIn};
use Capability::{
    CreateEditSurveys as EDIT, DeleteSurveys as DELETE, ManageOptions as MANAGE,
    ViewResults as RESULTS,
};

const MANAGE_ONLY: Access = AnyOf(&[MANAGE]);
const EDIT_ONLY: Access = AnyOf(&[EDIT]);
const RESULTS_ONLY: Access = AnyOf(&[RESULTS]);
const DELETE_ONLY: Access = AnyOf(&[DELETE]);
const EDIT_OR_RESULTS: Access = AnyOf(&[EDIT, RESULTS]);
const EDIT_OR_MANAGE: Access = AnyOf(&[EDIT, MANAGE]);

/// Every API route (the OpenAPI document's, and the add-ons' own) with its rule.
pub const ROUTES: &[RouteAccess] = &[
    route("GET", "/api/v1/openapi.json", Public),
    // Accounts
    route("GET", "/api/v1/setup", Public),
    route("POST", "/api/v1/setup", Public),
    route("POST", "/api/v1/auth/login", Public),
    route("POST", "/api/v1/auth/logout", SignedIn),
    route("GET", "/api/v1/auth/me", SignedIn),
    route("GET", "/api/v1/users", MANAGE_ONLY),
    route("POST", "/api/v1/users", MANAGE_ONLY),
    route("POST", "/api/v1/auth/password", SignedIn),
    route("POST", "/api/v1/users/{id}", MANAGE_ONLY),
    route("DELETE", "/api/v1/users/{id}", MANAGE_ONLY),
    route("POST", "/api/v1/users/{id}/password", MANAGE_ONLY),
    route("POST", "/api/v1/users/{id}/disable", MANAGE_ONLY),
    route("POST", "/api/v1/users/{id}/enable", MANAGE_ONLY),
    route("DELETE", "/api/v1/users/{id}/sessions", MANAGE_ONLY),
    route("GET", "/api/v1/roles", MANAGE_ONLY),
    route("POST", "/api/v1/roles", MANAGE_ONLY),
    // The admin frame
    route("GET", "/api/v1/config", SignedIn),
    route("GET", "/api/v1/notifications", SignedIn),
    route("POST", "/api/v1/notifications/{id}/dismiss", MANAGE_ONLY),
    route("POST", "/api/v1/notifications/action", MANAGE_ONLY),
    // Settings and licensing
    route("GET", "/api/v1/settings", MANAGE_ONLY),
    route("POST", "/api/v1/settings", MANAGE_ONLY),
    route("GET", "/api/v1/license", MANAGE_ONLY),
    route("POST", "/api/v1/license/verify", MANAGE_ONLY),
    route("POST", "/api/v1/license/upgrade", MANAGE_ONLY),
    route("POST", "/api/v1/license/deactivate", MANAGE_ONLY),
    route("POST", "/api/v1/license/validate", MANAGE_ONLY),
    // Add-ons
    route("GET", "/api/v1/addons", MANAGE_ONLY),
    route("GET", "/api/v1/addons/ui-manifest", SignedIn),
    route("POST", "/api/v1/addons/upload", MANAGE_ONLY),
    route("POST", "/api/v1/addons/{slug}/install", MANAGE_ONLY),
    route("POST", "/api/v1/addons/{slug}/activate", MANAGE_ONLY),
    route("POST", "/api/v1/addons/{slug}/deactivate", MANAGE_ONLY),
    route("DELETE", "/api/v1/addons/{slug}", MANAGE_ONLY),
    route("*", "/api/v1/addons/{slug}/{*rest}", AddOn),
    route("*", "/api/v1/public/addons/{slug}", Public),
    route("*", "/api/v1/public/addons/{slug}/{*rest}", Public),
    // Surveys
    route("GET", "/api/v1/surveys", EDIT_OR_RESULTS),
    route("POST", "/api/v1/surveys", EDIT_ONLY),
    route("DELETE", "/api/v1/surveys", DELETE_ONLY),
    route("GET", "/api/v1/surveys/{id}", EDIT_OR_RESULTS),
    route("POST", "/api/v1/surveys/{id}/duplicate", EDIT_ONLY),
    route("POST", "/api/v1/surveys/publish", EDIT_ONLY),
    route("POST", "/api/v1/surveys/draft", EDIT_ONLY),
    route("POST", "/api/v1/surveys/trash", DELETE_ONLY),
    route("POST", "/api/v1/surveys/restore", DELETE_ONLY),
    route("GET", "/api/v1/survey-templates", EDIT_ONLY),
    route("GET", "/api/v1/question-types", EDIT_ONLY),
    route("GET", "/api/v1/surveys/{id}/visibility", EDIT_OR_RESULTS),
    route("GET", "/api/v1/search", EDIT_OR_MANAGE),
    route("GET", "/api/v1/logic-type", EDIT_OR_MANAGE),
    // Visitors
    route("GET", "/api/v1/widget/survey", Public),
    route("POST", "/api/v1/surveys/{id}/impression", Public),
    route("POST", "/api/v1/surveys/{id}/responses", Public),
    // Responses and results (trash and restore change what results count: the delete level)
    route("GET", "/api/v1/surveys/{id}/responses", RESULTS_ONLY),
    route(
        "GET",
        "/api/v1/surveys/{id}/responses/{response_id}",
        RESULTS_ONLY,
    ),
    route(
        "POST",
        "/api/v1/surveys/{id}/responses/trash",
        AnyOf(&[DELETE]),
    ),
    route(
        "POST",
        "/api/v1/surveys/{id}/responses/restore",
        AnyOf(&[DELETE]),
    ),
    route("DELETE", "/api/v1/surveys/{id}/responses", AnyOf(&[DELETE])),
    route("GET", "/api/v1/results-summary", RESULTS_ONLY),
    route("GET", "/api/v1/surveys/{id}/results", RESULTS_ONLY),
    route("GET", "/api/v1/surveys/{id}/nps-comments", RESULTS_ONLY),
    route("GET", "/api/v1/exports", RESULTS_ONLY),
    route("GET", "/api/v1/ai-summary/{id}", RESULTS_ONLY),
    route("POST", "/api/v1/ai-summary/{id}", RESULTS_ONLY),
    route("GET", "/api/v1/preload-ai-summary/{id}", RESULTS_ONLY),
];

/// [`ROUTES`] by (method, path), for the lookup every request makes.
static BY_ROUTE: LazyLock<HashMap<(&'static str, &'static str), Access>> = LazyLock::new(|| {
    ROUTES
        .iter()
        .map(|r| ((r.method, r.path), r.access))
        .collect()
});

/// The rule for `method` on the routed `path`, if the table lists it.
pub fn rule(method: &Method, path: &str) -> Option<Access> {
    BY_ROUTE
        .get(&(method.as_str(), path))
        .or_else(|| BY_ROUTE.get(&("*", path)))
        .copied()
}

/// A session this layer verified (cookie, and nonce on writes) for the handler's [`Admin`].
#[derive(Clone)]
pub struct Verified(pub crate::accounts::Session);

/// The middleware: applies the route's rule before the handler.
pub async fn enforce(State(state): State<AppState>, request: Request, next: Next) -> Response {
    // HEAD is a GET without the body; OPTIONS is CORS preflight, answered without a session.
    let method = match request.method() {
        &Method::HEAD => &Method::GET,
        m => m,
    };
    let Some(path) = request.extensions().get::<MatchedPath>() else {
        return next.run(request).await;
    };
    let access = match rule(method, path.as_str()) {
        Some(access) => access,
        None if method == Method::OPTIONS => return next.run(request).await,
        None => {
            tracing::error!(
                "{method} {} has no access rule in http/access.rs: refused",
                path.as_str()
            );
            return Error::forbidden("This address has no access rule.").into_response();
        }
    };
    match access {
        Public | AddOn => next.run(request).await,
        SignedIn | AnyOf(_) => {
            let (mut parts, body) = request.into_parts();
            let admin = match Admin::from_request_parts(&mut parts, &state).await {
                Ok(admin) => admin,
                Err(e) => return e.into_response(),
            };
            if let AnyOf(capabilities) = access
                && let Err(e) = admin.require_any(capabilities)
            {
                return e.into_response();
            }
            parts.extensions.insert(Verified(admin.0));
            next.run(Request::from_parts(parts, body)).await
        }
    }
}
