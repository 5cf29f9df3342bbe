//! Who may call each API route: one table, [`ROUTES`], enforced before any handler runs (so a
//! caller without the capability learns nothing from the body's validation) and walked by the
//! tests as a role with no capabilities and as an editor (host/tests/api/access.rs). A route the
//! table does not list is refused: adding a route means deciding who may call it.
//!
//! This table is a route's only capability rule: handlers do not check it again (two rules for one
//! route drift apart). A handler takes the [`Admin`] only when it uses who is calling, or when
//! what it may do depends on the request (a bulk status change, an add-on's own route); the
//! session this layer verified is handed to it in the request's extensions, so it is looked up
//! once. The public routes (set-up, sign-in, the
//! visitors' calls, add-ons' public endpoints, the API description) are routed beside the layer,
//! not through it (`routes::router`): a page view pays nothing for the table.

use std::{collections::HashMap, sync::LazyLock};
use std::{
    convert::Infallible,
    sync::Arc,
    task::{Context, Poll},
};

use axum::{
    extract::{FromRequestParts, MatchedPath, Request},
    http::Method,
    response::{IntoResponse, Response},
};
use futures_util::future::{BoxFuture, Either};
use tower::{Layer, Service};

use super::extract::{Admin, Verified};
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

/// Every API route (the OpenAPI document's, and the add-ons' own) with its rule: one line each.
#[rustfmt::skip]
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
    route("POST", "/api/v1/auth/language", SignedIn),
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
    route("POST", "/api/v1/addons/{slug}/failed-actions", MANAGE_ONLY),
    route("DELETE", "/api/v1/addons/{slug}/failed-actions", MANAGE_ONLY),
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
    route("POST", "/api/v1/surveys/texts", EDIT_ONLY),
    route("GET", "/api/v1/surveys/{id}/translations", EDIT_ONLY),
    route("POST", "/api/v1/surveys/{id}/translations", EDIT_ONLY),
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
    route("GET", "/api/v1/surveys/{id}/responses/{response_id}", RESULTS_ONLY),
    route("POST", "/api/v1/surveys/{id}/responses/trash", AnyOf(&[DELETE])),
    route("POST", "/api/v1/surveys/{id}/responses/restore", AnyOf(&[DELETE])),
    route("DELETE", "/api/v1/surveys/{id}/responses", AnyOf(&[DELETE])),
    route("GET", "/api/v1/results-summary", RESULTS_ONLY),
    route("GET", "/api/v1/surveys/{id}/results", RESULTS_ONLY),
    route("GET", "/api/v1/surveys/{id}/nps-comments", RESULTS_ONLY),
    route("GET", "/api/v1/surveys/{id}/drop-off", RESULTS_ONLY),
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

/// What a request gets before its handler: go on, or this answer.
enum Gate {
    Pass,
    Check(Access),
    Refuse(Response),
}

fn gate(request: &Request) -> Gate {
    // HEAD is a GET without the body; OPTIONS is CORS preflight, answered without a session.
    let method = match request.method() {
        &Method::HEAD => &Method::GET,
        m => m,
    };
    let Some(path) = request.extensions().get::<MatchedPath>() else {
        return Gate::Pass;
    };
    match rule(method, path.as_str()) {
        Some(Public | AddOn) => Gate::Pass,
        Some(access) => Gate::Check(access),
        None if method == Method::OPTIONS => Gate::Pass,
        None => {
            tracing::error!(
                "{method} {} has no access rule in http/access.rs: refused",
                path.as_str()
            );
            Gate::Refuse(Error::forbidden("This address has no access rule.").into_response())
        }
    }
}

/// Applies each route's rule before its handler (`Router::route_layer`). A public route costs a
/// table lookup and nothing else (no boxing, no clone of the application state): the visitor
/// endpoints are the hot path.
#[derive(Clone)]
pub struct AccessLayer(pub Arc<AppState>);

impl<S> Layer<S> for AccessLayer {
    type Service = AccessService<S>;

    fn layer(&self, inner: S) -> AccessService<S> {
        AccessService {
            inner,
            state: self.0.clone(),
        }
    }
}

#[derive(Clone)]
pub struct AccessService<S> {
    inner: S,
    state: Arc<AppState>,
}

impl<S> Service<Request> for AccessService<S>
where
    S: Service<Request, Response = Response, Error = Infallible> + Clone + Send + 'static,
    S::Future: Send + 'static,
{
    type Response = Response;
    type Error = Infallible;
    type Future = Either<S::Future, BoxFuture<'static, Result<Response, Infallible>>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, request: Request) -> Self::Future {
        let access = match gate(&request) {
            Gate::Pass => return Either::Left(self.inner.call(request)),
            Gate::Refuse(answer) => return Either::Right(Box::pin(async move { Ok(answer) })),
            Gate::Check(access) => access,
        };
        // The ready service goes into the future; a clone stays for the next call.
        let clone = self.inner.clone();
        let mut inner = std::mem::replace(&mut self.inner, clone);
        let state = self.state.clone();
        Either::Right(Box::pin(async move {
            let (mut parts, body) = request.into_parts();
            let admin = match Admin::from_request_parts(&mut parts, &state).await {
                Ok(admin) => admin,
                Err(e) => return Ok(e.into_response()),
            };
            if let AnyOf(capabilities) = access
                && let Err(e) = admin.require_any(capabilities)
            {
                return Ok(e.into_response());
            }
            parts.extensions.insert(Verified(admin.0));
            inner.call(Request::from_parts(parts, body)).await
        }))
    }
}
