//! Serves the built admin shell at `/admin/` (any unknown path under it answers `index.html`, so
//! client-side routes survive a reload) and the widget at `/widget/`. Before the front ends are
//! built, `/admin/` says how to build them instead of failing silently.

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

pub fn routes(assets: &Assets) -> Router<AppState> {
    let mut router = Router::new().route("/", get(|| async { Redirect::temporary("/admin/") }));
    match assets
        .admin_dir
        .as_ref()
        .filter(|d| d.join("index.html").is_file())
    {
        Some(dir) => {
            let spa = ServeDir::new(dir).fallback(ServeFile::new(dir.join("index.html")));
            router = router.nest_service("/admin", spa);
        }
        None => {
            router = router
                .route("/admin", get(not_built))
                .route("/admin/", get(not_built))
                .route("/admin/{*rest}", get(not_built));
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
        router = router.nest_service("/site", ServeDir::new(dir));
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
