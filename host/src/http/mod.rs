//! The HTTP surface: the REST API under `/api/v1/` (described by `/api/v1/openapi.json`), the health
//! check, and the built admin shell and widget. Handlers parse and authorise, then call the domain
//! modules; this module holds only what every handler shares.

pub mod error;
pub mod extract;
mod openapi;
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

use crate::{
    Config, addons::Addons, error::FieldErrors, licensing::Licensing, responses::ingest::Ingest,
    storage::Db, widget::Visitors,
};

pub use extract::{Admin, ApiJson, ApiPath, NONCE_HEADER};

/// Largest request body accepted anywhere in the API.
pub const BODY_LIMIT_BYTES: usize = 1024 * 1024;

/// What every handler can reach. Cheap to clone: pools and `Arc`s inside.
#[derive(Clone)]
pub struct AppState {
    pub db: Db,
    pub config: Arc<Config>,
    pub licensing: Licensing,
    pub addons: Addons,
    pub visitors: Visitors,
    pub smtp: crate::mail::Smtp,
    pub mail_wakeup: Arc<tokio::sync::Notify>,
    ingest: Arc<std::sync::OnceLock<Ingest>>,
}

impl AppState {
    /// Connects to the configured database, applies migrations and loads the license issuers.
    pub async fn open(config: Config) -> anyhow::Result<AppState> {
        let db = Db::connect(&config.database_url()).await?;
        db.migrate().await?;
        Self::with_db(config, db)
    }

    pub fn with_db(config: Config, db: Db) -> anyhow::Result<AppState> {
        let licensing = Licensing::from_config(&config)?;
        let addons = Addons::new(db.clone(), &config, licensing.clone());
        let smtp = crate::mail::Smtp::new(config.smtp_url.as_deref(), &config.mail_from)?;
        Ok(AppState {
            db,
            config: Arc::new(config),
            licensing,
            addons,
            visitors: Visitors::default(),
            smtp,
            mail_wakeup: Arc::new(tokio::sync::Notify::new()),
            ingest: Arc::default(),
        })
    }

    /// The response writer, started on first use (it needs the runtime).
    pub fn ingest(&self) -> &Ingest {
        self.ingest.get_or_init(|| Ingest::start(self.db.clone()))
    }

    /// Tells the e-mail worker that a message was queued.
    pub fn mail_wake(&self) {
        self.mail_wakeup.notify_one();
    }

    /// Loads the active add-ons and starts following registry changes made by other processes.
    pub async fn start_addons(&self) -> crate::error::Result<()> {
        self.addons.reload().await?;
        self.addons.watch();
        Ok(())
    }
}

/// Where the built front ends are, if anywhere.
#[derive(Debug, Clone, Default)]
pub struct Assets {
    pub admin_dir: Option<PathBuf>,
    pub widget_dir: Option<PathBuf>,
    /// The example website (examples/site), served at /site/ for trying the widget.
    pub site_dir: Option<PathBuf>,
}

/// The API routes and their OpenAPI description, built together so that no route goes undocumented.
pub fn api() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(openapi::base()).nest(
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
    )
}

/// The whole application: API, OpenAPI document, health check, front ends, and the middleware stack.
pub fn router(state: AppState, assets: Assets) -> Router {
    let (api, openapi) = api().split_for_parts();
    let openapi = Arc::new(openapi);
    let api = api
        .route(
            "/api/v1/openapi.json",
            get(move || async move { Json(openapi.as_ref().clone()) }),
        )
        // An add-on's own endpoints: documented by the add-on, not in the host's OpenAPI.
        .route(
            "/api/v1/addons/{slug}/{*rest}",
            any(crate::addons::api::endpoint),
        );

    Router::new()
        .route("/healthz", get(healthz))
        .merge(api)
        .route(
            "/addons/{slug}/{folder}/{*path}",
            get(crate::addons::api::asset),
        )
        .merge(static_files::routes(&assets))
        .fallback(not_found)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            crate::widget::api::visitor_layer,
        ))
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
                )),
        )
        .with_state(state)
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
