//! Serves the built admin shell at `/admin/` (any unknown path under it answers `index.html`, so
//! client-side routes survive a reload) and the widget at `/widget/`. Before the front ends are
//! built, `/admin/` says how to build them instead of failing silently.
//!
//! The admin runs under [`ADMIN_CSP`]: scripts only from this origin (the shell's own bundle under
//! `/admin/assets/` and the active add-ons' remotes under `/addons/`), never inline, and never in a
//! frame. The API answers JSON with `nosniff`, so no same-origin response but those two folders
//! can run as a script.

use axum::{
    Router,
    http::{HeaderValue, header},
    response::{Html, Redirect},
    routing::get,
};
use tower_http::{
    services::{ServeDir, ServeFile},
    set_header::SetResponseHeaderLayer,
};

use super::Assets;
use crate::app::AppState;

/// The admin's Content-Security-Policy. Styles may be inline (React's style attributes and the
/// widget preview's injected styles); images may come from any https or http address (logo URLs are
/// the customer's own) or be data URLs.
pub const ADMIN_CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
     img-src 'self' data: blob: https: http:; font-src 'self' data:; connect-src 'self'; \
     frame-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; \
     frame-ancestors 'none'";

/// The admin's headers: its CSP, and `X-Frame-Options` for browsers without `frame-ancestors`.
fn admin_headers(router: Router<AppState>) -> Router<AppState> {
    router
        .layer(SetResponseHeaderLayer::overriding(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(ADMIN_CSP),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::X_FRAME_OPTIONS,
            HeaderValue::from_static("DENY"),
        ))
}

pub fn routes(assets: &Assets) -> Router<AppState> {
    let mut router = Router::new().route("/", get(|| async { Redirect::temporary("/admin/") }));
    match assets
        .admin_dir
        .as_ref()
        .filter(|d| d.join("index.html").is_file())
    {
        Some(dir) => {
            let spa = ServeDir::new(dir).fallback(ServeFile::new(dir.join("index.html")));
            router = router.merge(admin_headers(Router::new().nest_service("/admin", spa)));
        }
        None => {
            router = router.merge(admin_headers(
                Router::new()
                    .route("/admin", get(not_built))
                    .route("/admin/", get(not_built))
                    .route("/admin/{*rest}", get(not_built)),
            ));
        }
    }
    if let Some(dir) = assets.widget_dir.as_ref().filter(|d| d.is_dir()) {
        // The renderer is an ES module imported from the customer's origin: it needs CORS.
        let public = |router: Router<AppState>| {
            router
                .layer(SetResponseHeaderLayer::overriding(
                    header::ACCESS_CONTROL_ALLOW_ORIGIN,
                    HeaderValue::from_static("*"),
                ))
                .layer(SetResponseHeaderLayer::overriding(
                    header::CACHE_CONTROL,
                    HeaderValue::from_static("public, max-age=300"),
                ))
        };
        router = router.merge(public(
            Router::new()
                .route_service("/widget.js", ServeFile::new(dir.join("widget.js")))
                .nest_service("/widget", ServeDir::new(dir)),
        ));
    }
    if let Some(dir) = assets.site_dir.as_ref().filter(|d| d.is_dir()) {
        // nest_service claims `/site` itself too, so the bare path's redirect (for relative links)
        // is ServeDir's own: it redirects a folder without its slash.
        router = router.merge(
            Router::new()
                .nest_service("/site", ServeDir::new(dir))
                .layer(SetResponseHeaderLayer::overriding(
                    header::X_FRAME_OPTIONS,
                    HeaderValue::from_static("SAMEORIGIN"),
                )),
        );
    }
    router
}

async fn not_built() -> Html<&'static str> {
    Html(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Hearken</title></head>\
         <body><main><h1>Hearken</h1><p>The API is running at <a href=\"/api/v1/openapi.json\">/api/v1/</a>. \
         The admin shell has not been built yet: run <code>make run</code> from the repository.</p></main></body></html>",
    )
}
