//! The router: every feature's routes (each `api.rs`, with its OpenAPI entries), the add-ons'
//! endpoints and files, the API description, the operations endpoints (health and metrics), the
//! built front ends, and the middleware stack around all of it. The one place that names every
//! feature's routes; nothing imports it but the binary, the tests and the benchmarks.

use std::{sync::Arc, time::Duration};

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

use crate::{
    app::AppState,
    error::FieldErrors,
    http::{self, Assets},
};

/// The API routes and their OpenAPI description, built together so that no route goes
/// undocumented, in two parts: the routes behind the access layer, and the public ones (set-up,
/// sign-in, the visitors' calls), which skip it: they are the hot path, and their rule is
/// "anyone" (`http/access.rs` still lists them, and `host/tests/api/access.rs` walks them).
fn api_parts() -> (OpenApiRouter<AppState>, OpenApiRouter<AppState>) {
    let public = OpenApiRouter::new().nest(
        "/api/v1",
        OpenApiRouter::new()
            .merge(crate::accounts::api::public_routes())
            .merge(crate::widget::api::public_routes())
            .merge(crate::responses::api::public_routes()),
    );
    let signed_in = OpenApiRouter::with_openapi(http::openapi::base()).nest(
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
            .merge(http::site_config::routes()),
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
    http::openapi::complete(&mut signed_in);
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
        .route_layer(http::access::AccessLayer(Arc::new(state.clone())))
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
        .merge(http::static_files::routes(&assets))
        .fallback(http::not_found)
        .method_not_allowed_fallback(http::method_not_allowed)
        // No NUL in any path or query (`http/nul.rs`); inside the visitor layer, so that a
        // visitor's refusal carries its CORS headers.
        .layer(axum::middleware::from_fn(http::nul::refuse_in_address))
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            crate::widget::api::visitor_layer,
        ))
        // Inside the router's own layers, where the matched route template is known.
        .layer(axum::middleware::from_fn(http::record_request))
        .layer(
            ServiceBuilder::new()
                .layer(TraceLayer::new_for_http())
                .layer(CatchPanicLayer::custom(http::panic_response))
                .layer(DefaultBodyLimit::max(http::BODY_LIMIT_BYTES))
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
        return http::error::envelope(
            StatusCode::FORBIDDEN,
            "forbidden",
            "Metrics are for this machine, or for a scraper with the metrics token (HEARKEN_METRICS_TOKEN).",
            FieldErrors::new(),
        );
    }
    let email = crate::mail::outbox_depth(&state.db).await.unwrap_or(-1);
    let actions = crate::addons::workers::actions::stats(&state.db)
        .await
        .unwrap_or_default();
    let (actions_pending, actions_failed) = actions
        .values()
        .fold((0, 0), |(p, f), s| (p + s.pending, f + s.failed));
    let body = crate::metrics::global().render(crate::metrics::Outboxes {
        email,
        actions_pending,
        actions_failed,
    });
    (
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/openmetrics-text; version=1.0.0; charset=utf-8"),
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
        http::error::envelope(
            StatusCode::SERVICE_UNAVAILABLE,
            "database_unreachable",
            "The database is not reachable.",
            FieldErrors::new(),
        )
    }
}
