//! The HTTP layer every feature's routes stand on: extractors that answer in the error envelope and
//! enforce the session, the access rules, the NUL rule, the OpenAPI document's shared answers, the
//! server loop, the static front ends and the middleware the router wraps everything in. Each
//! feature's `api.rs` holds its handlers, which parse and authorise, call one domain entry point
//! and answer; `routes.rs` assembles them.

pub mod access;
pub mod error;
pub mod extract;
pub mod nul;
pub mod openapi;
pub mod page;
pub mod server;
pub mod site_config;
pub mod static_files;

use std::{any::Any, path::PathBuf};

use axum::{http::StatusCode, response::Response};

use crate::error::FieldErrors;

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

/// Counts a request by its route template (never its path: the label set stays bounded).
pub async fn record_request(
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
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

pub async fn not_found() -> Response {
    error::envelope(
        StatusCode::NOT_FOUND,
        "no_route",
        "There is nothing at this address.",
        FieldErrors::new(),
    )
}

pub async fn method_not_allowed() -> Response {
    error::envelope(
        StatusCode::METHOD_NOT_ALLOWED,
        "method_not_allowed",
        "This endpoint does not accept that HTTP method.",
        FieldErrors::new(),
    )
}

pub fn panic_response(_: Box<dyn Any + Send + 'static>) -> Response {
    tracing::error!("a request handler panicked");
    error::envelope(
        StatusCode::INTERNAL_SERVER_ERROR,
        "internal_error",
        "Something went wrong on the server. The error was logged; please try again.",
        FieldErrors::new(),
    )
}
