//! The HTTP surface: the REST API under `/api/v1/` (described by `/api/v1/openapi.json`), the health
//! check, and the built admin shell and widget. Each concern's `api.rs` holds its handlers, which
//! parse and authorise, call one domain entry point and answer; they take what they share from
//! `http::extract` and `http::error`, never from this module, which only assembles the router.

pub mod access;
pub mod error;
pub mod extract;
pub mod nul;
mod openapi;
pub mod server;
mod site_config;
mod static_files;

use std::{any::Any, path::PathBuf, sync::Arc, time::Duration};

use axum::{
    Json, Router,
    extract::{DefaultBodyLimit, State},
    http::{HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
    routing::{any, get},
};
use tower::ServiceBuilder;
use tower_http::{
    catch_panic::CatchPanicLayer, set_header::SetResponseHeaderLayer, trace::TraceLayer,
};
use utoipa_axum::router::OpenApiRouter;

use crate::{app::AppState, error::FieldErrors};

/// Largest request body accepted anywhere in the API.
pub const BODY_LIMIT_BYTES: usize = 1024 * 1024;

/// Where the built front ends are, if anywhere.
#[derive(Debug, Clone, Default)]
pub struct Assets {
    pub admin_dir: Option<PathBuf>,
    pub widget_dir: Option<PathBuf>,
    /// The example website (examples/site), served at /site/ for trying the widget.
    pub site_dir: Option<PathBuf>,
}

/// The API routes and their OpenAPI description, built together so that no route goes
/// undocumented, in two parts: the routes behind the access layer, and the public ones (set-up,
/// sign-in, the visitors' calls), which skip it: they are the hot path, and their rule is
/// "anyone" (`http/access.rs` still lists them, and `host/tests/access.rs` walks them).
fn api_parts() -> (OpenApiRouter<AppState>, OpenApiRouter<AppState>) {
    let public = OpenApiRouter::new().nest(
        "/api/v1",
        OpenApiRouter::new()
            .merge(crate::accounts::api::public_routes())
            .merge(crate::widget::api::public_routes())
            .merge(crate::responses::api::public_routes()),
    );
    let signed_in = OpenApiRouter::with_openapi(openapi::base()).nest(
        "/api/v1",
        OpenApiRouter::new()
            .merge(crate::accounts::api::routes())
            .merge(crate::surveys::api::routes())
            .merge(crate::settings::api::routes())
            .merge(crate::licensing::api::routes())
            .merge(crate::notifications::api::routes())
            .merge(crate::addons::api::routes())
            .merge(crate::responses::api::routes())
            .merge(crate::widget::api::routes())
            .merge(crate::results::api::routes())
            .merge(site_config::routes()),
    );
    (signed_in, public)
}

/// The API's OpenAPI document, as `/api/v1/openapi.json` answers it (and `hearken openapi` prints
/// it, for docs/openapi.json and the front ends' generated types).
pub fn openapi_document() -> utoipa::openapi::OpenApi {
    let (signed_in, public) = api_parts();
    document(signed_in.split_for_parts().1, public.split_for_parts().1)
}

fn document(
    mut signed_in: utoipa::openapi::OpenApi,
    public: utoipa::openapi::OpenApi,
) -> utoipa::openapi::OpenApi {
    signed_in.merge(public);
    openapi::complete(&mut signed_in);
    signed_in
}

/// The whole application: API, OpenAPI document, health check, front ends, and the middleware stack.
pub fn router(state: AppState, assets: Assets) -> Router {
    let (signed_in, public) = api_parts();
    let (signed_in, signed_in_doc) = signed_in.split_for_parts();
    let (public, public_doc) = public.split_for_parts();
    let openapi = Arc::new(document(signed_in_doc, public_doc));
    let api = signed_in
        // An add-on's own endpoints: documented by the add-on, not in the host's OpenAPI.
        .route(
            "/api/v1/addons/{slug}/{*rest}",
            any(crate::addons::api::endpoint),
        )
        .route_layer(access::AccessLayer(Arc::new(state.clone())))
        .merge(public)
        .route(
            "/api/v1/openapi.json",
            get(move || async move { Json(openapi.as_ref().clone()) }),
        )
        // An add-on's endpoints for visitors, declared in its manifest's [[public]].
        .route(
            "/api/v1/public/addons/{slug}",
            any(crate::addons::api::public_endpoint),
        )
        .route(
            "/api/v1/public/addons/{slug}/{*rest}",
            any(crate::addons::api::public_endpoint),
        );

    Router::new()
        .route("/healthz", get(healthz))
        .route("/metrics", get(metrics))
        .merge(api)
        .route(
            "/addons/{slug}/{folder}/{*path}",
            get(crate::addons::api::asset),
        )
        .merge(static_files::routes(&assets))
        .fallback(not_found)
        .method_not_allowed_fallback(method_not_allowed)
        // No NUL in any path or query (`http/nul.rs`); inside the visitor layer, so that a
        // visitor's refusal carries its CORS headers.
        .layer(axum::middleware::from_fn(nul::refuse_in_address))
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            crate::widget::api::visitor_layer,
        ))
        // Inside the router's own layers, where the matched route template is known.
        .layer(axum::middleware::from_fn(record_request))
        .layer(
            ServiceBuilder::new()
                .layer(TraceLayer::new_for_http())
                .layer(CatchPanicLayer::custom(panic_response))
                .layer(DefaultBodyLimit::max(BODY_LIMIT_BYTES))
                .layer(SetResponseHeaderLayer::if_not_present(
                    header::X_CONTENT_TYPE_OPTIONS,
                    HeaderValue::from_static("nosniff"),
                ))
                .layer(SetResponseHeaderLayer::if_not_present(
                    header::REFERRER_POLICY,
                    HeaderValue::from_static("same-origin"),
                ))
                // Nothing of Hearken's is meant to be framed (the example site says otherwise).
                .layer(SetResponseHeaderLayer::if_not_present(
                    header::X_FRAME_OPTIONS,
                    HeaderValue::from_static("DENY"),
                )),
        )
        .with_state(state)
}

/// Counts a request by its route template (never its path: the label set stays bounded).
async fn record_request(request: axum::extract::Request, next: axum::middleware::Next) -> Response {
    let started = std::time::Instant::now();
    // A cheap clone (the template is shared), so the request can move on.
    let route = request
        .extensions()
        .get::<axum::extract::MatchedPath>()
        .cloned();
    let method = request.method().clone();
    let path = tracing::enabled!(target: "hearken::access", tracing::Level::INFO)
        .then(|| request.uri().path().to_owned());
    let response = next.run(request).await;
    let took = started.elapsed();
    let status = response.status().as_u16();
    let route = route
        .as_ref()
        .map_or("unmatched", axum::extract::MatchedPath::as_str);
    crate::metrics::global().request(route, &method, status, took);
    if let Some(path) = path {
        tracing::info!(
            target: "hearken::access",
            method = %method,
            path = %path,
            route,
            status,
            ms = took.as_secs_f64() * 1e3,
            "request"
        );
    }
    response
}

/// `GET /metrics`, Prometheus's text format. Who may scrape: a client on this machine (loopback,
/// after the trusted-proxy rules), and, with `HEARKEN_METRICS_TOKEN` set, whoever sends
/// `Authorization: Bearer <token>`. Anyone else gets 403: the figures name the add-ons and the
/// traffic. Cost of a call: a few locks and one pass over the series, plus three
/// counting queries of the outboxes.
async fn metrics(
    State(state): State<AppState>,
    crate::http::extract::ClientAddress(address): crate::http::extract::ClientAddress,
    headers: axum::http::HeaderMap,
) -> Response {
    // A proxy on this machine that Hearken is not told about (HEARKEN_TRUST_FORWARDED) makes
    // every visitor look like loopback: a request that says it was forwarded is not local then.
    let forwarded = ["x-forwarded-for", "forwarded", "x-real-ip"]
        .iter()
        .any(|h| headers.contains_key(*h));
    let local = address
        .parse::<std::net::IpAddr>()
        .is_ok_and(|ip| ip.is_loopback())
        && (state.config.trust_forwarded || !forwarded);
    let token = state
        .config
        .metrics_token
        .as_deref()
        .filter(|t| !t.is_empty());
    let allowed = local
        || token.is_some_and(|token| {
            headers
                .get(header::AUTHORIZATION)
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.strip_prefix("Bearer "))
                .is_some_and(|given| {
                    crate::http::extract::constant_time_eq(
                        given.trim().as_bytes(),
                        token.as_bytes(),
                    )
                })
        });
    if !allowed {
        return error::envelope(
            StatusCode::FORBIDDEN,
            "forbidden",
            "Metrics are for this machine, or for a scraper with the metrics token (HEARKEN_METRICS_TOKEN).",
            FieldErrors::new(),
        );
    }
    let gauges = crate::mail::outbox_depth(&state.db).await.unwrap_or(-1);
    let actions = crate::addons::workers::actions::stats(&state.db)
        .await
        .unwrap_or_default();
    let (pending, failed) = actions
        .values()
        .fold((0, 0), |(p, f), s| (p + s.pending, f + s.failed));
    let body = crate::metrics::global().render(&[
        (
            "hearken_email_outbox_depth",
            "E-mails waiting to be sent.",
            gauges,
        ),
        (
            "hearken_addon_actions_pending",
            "Add-on actions waiting for delivery or a retry.",
            pending,
        ),
        (
            "hearken_addon_actions_failed",
            "Add-on actions given up after every retry.",
            failed,
        ),
    ]);
    (
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8"),
        )],
        body,
    )
        .into_response()
}

/// 200 once the database answers, 503 otherwise.
async fn healthz(State(state): State<AppState>) -> Response {
    let reachable = tokio::time::timeout(Duration::from_secs(2), state.db.is_reachable())
        .await
        .unwrap_or(false);
    if reachable {
        (
            StatusCode::OK,
            Json(serde_json::json!({"status": "ok", "database": state.db.backend_name()})),
        )
            .into_response()
    } else {
        error::envelope(
            StatusCode::SERVICE_UNAVAILABLE,
            "database_unreachable",
            "The database is not reachable.",
            FieldErrors::new(),
        )
    }
}

async fn not_found() -> Response {
    error::envelope(
        StatusCode::NOT_FOUND,
        "no_route",
        "There is nothing at this address.",
        FieldErrors::new(),
    )
}

async fn method_not_allowed() -> Response {
    error::envelope(
        StatusCode::METHOD_NOT_ALLOWED,
        "method_not_allowed",
        "This endpoint does not accept that HTTP method.",
        FieldErrors::new(),
    )
}

fn panic_response(_: Box<dyn Any + Send + 'static>) -> Response {
    tracing::error!("a request handler panicked");
    error::envelope(
        StatusCode::INTERNAL_SERVER_ERROR,
        "internal_error",
        "Something went wrong on the server. The error was logged; please try again.",
        FieldErrors::new(),
    )
}
