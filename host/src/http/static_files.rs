//! Serves the built admin shell at `/admin/` (any unknown path under it answers `index.html`, so
//! client-side routes survive a reload) and the widget at `/widget/`. Before the front ends are
//! built, `/admin/` says how to build them instead of failing silently.
//!
//! On the wire (issue 14): every file is sent as the build precompressed it (`.br`, then `.gz`, as
//! the client accepts; `scripts/precompress.mjs` writes them) with `Vary: Accept-Encoding`; the
//! admin's hashed files under `/admin/assets/` are `immutable` for a year, its `index.html` is
//! revalidated on every load, and the widget's files (whose URLs are fixed in customers' pages)
//! are cached five minutes, then revalidated with their `ETag` (304 when unchanged).
//!
//! The admin runs under [`ADMIN_CSP`]: scripts only from this origin (the shell's own bundle under
//! `/admin/assets/` and the active add-ons' remotes under `/addons/`), never inline, and never in a
//! frame. The API answers JSON with `nosniff`, so no same-origin response but those two folders
//! can run as a script.

use axum::{
    Router,
    body::Body,
    extract::Request,
    http::{HeaderMap, HeaderValue, Method, StatusCode, header},
    middleware::{self, Next},
    response::{Html, IntoResponse, Redirect, Response},
    routing::get,
};
use tower_http::{
    services::{ServeDir, ServeFile},
    set_header::SetResponseHeaderLayer,
};

use super::Assets;

/// The admin's Content-Security-Policy. Styles may be inline (React's style attributes and the
/// widget preview's injected styles); images may come from any https or http address (logo URLs are
/// the customer's own) or be data URLs.
pub const ADMIN_CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
     img-src 'self' data: blob: https: http:; font-src 'self' data:; connect-src 'self'; \
     frame-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; \
     frame-ancestors 'none'";

/// The admin's headers: its CSP, and `X-Frame-Options` for browsers without `frame-ancestors`.
fn admin_headers<S: Clone + Send + Sync + 'static>(router: Router<S>) -> Router<S> {
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

pub fn routes<S: Clone + Send + Sync + 'static>(assets: &Assets) -> Router<S> {
    let mut router = Router::new().route("/", get(|| async { Redirect::temporary("/admin/") }));
    match assets
        .admin_dir
        .as_ref()
        .filter(|d| d.join("index.html").is_file())
    {
        Some(dir) => {
            let spa = ServeDir::new(dir)
                .precompressed_br()
                .precompressed_gzip()
                .fallback(
                    ServeFile::new(dir.join("index.html"))
                        .precompressed_br()
                        .precompressed_gzip(),
                );
            router = router.merge(admin_headers(
                Router::new()
                    .nest_service("/admin", spa)
                    .layer(middleware::from_fn(cached)),
            ));
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
        let public = |router: Router<S>| {
            router
                .layer(SetResponseHeaderLayer::overriding(
                    header::ACCESS_CONTROL_ALLOW_ORIGIN,
                    HeaderValue::from_static("*"),
                ))
                .layer(middleware::from_fn(cached))
        };
        router = router.merge(public(
            Router::new()
                .route_service(
                    "/widget.js",
                    ServeFile::new(dir.join("widget.js"))
                        .precompressed_br()
                        .precompressed_gzip(),
                )
                .nest_service(
                    "/widget",
                    ServeDir::new(dir).precompressed_br().precompressed_gzip(),
                ),
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

/// How long a client may keep a file without asking again.
fn cache_control(path: &str, html: bool) -> &'static str {
    if path.starts_with("/admin/assets/") && !html {
        // Vite names these after their content: a new build has new names.
        "public, max-age=31536000, immutable"
    } else if path.starts_with("/admin") {
        "no-cache"
    } else {
        "public, max-age=300"
    }
}

/// A validator of the representation sent: its modification time, length and encoding.
fn etag_of(headers: &HeaderMap) -> Option<HeaderValue> {
    let modified = headers.get(header::LAST_MODIFIED)?.to_str().ok()?;
    let modified = httpdate::parse_http_date(modified).ok()?;
    let seconds = modified
        .duration_since(std::time::UNIX_EPOCH)
        .ok()?
        .as_secs();
    let length = headers.get(header::CONTENT_LENGTH)?.to_str().ok()?;
    let encoding = headers
        .get(header::CONTENT_ENCODING)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("identity");
    HeaderValue::from_str(&format!("\"{seconds:x}-{length}-{encoding}\"")).ok()
}

/// Whether `If-None-Match` names `etag` (or is `*`).
fn none_match(if_none_match: &HeaderValue, etag: &HeaderValue) -> bool {
    let Ok(list) = if_none_match.to_str() else {
        return false;
    };
    let etag = etag.to_str().unwrap_or_default();
    list.split(',')
        .map(str::trim)
        .any(|tag| tag == "*" || tag == etag || tag.strip_prefix("W/") == Some(etag))
}

/// The caching headers of a static file, and 304 for a client whose copy is current.
async fn cached(mut request: Request, next: Next) -> Response {
    let path = request.uri().path().to_owned();
    let if_none_match = request.headers().get(header::IF_NONE_MATCH).cloned();
    if if_none_match.is_some() {
        // The ETag decides (RFC 9110 §13.2.2): the file service must answer in full so that
        // the validator of what it would send can be compared.
        request.headers_mut().remove(header::IF_MODIFIED_SINCE);
    }
    let method = request.method().clone();
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    if !response.status().is_success() && response.status() != StatusCode::NOT_MODIFIED {
        return response;
    }
    let headers = response.headers_mut();
    // A missing asset answers the shell's index.html (the single-page fallback): never for a year.
    let html = headers
        .get(header::CONTENT_TYPE)
        .is_some_and(|t| t.as_bytes().starts_with(b"text/html"));
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(cache_control(&path, html)),
    );
    let Some(etag) = etag_of(headers) else {
        return response;
    };
    headers.insert(header::ETAG, etag.clone());
    if (method == Method::GET || method == Method::HEAD)
        && if_none_match.is_some_and(|v| none_match(&v, &etag))
    {
        let mut not_modified = StatusCode::NOT_MODIFIED.into_response();
        for name in [
            header::ETAG,
            header::CACHE_CONTROL,
            header::VARY,
            header::LAST_MODIFIED,
            header::CONTENT_ENCODING,
            header::ACCESS_CONTROL_ALLOW_ORIGIN,
        ] {
            if let Some(value) = response.headers().get(&name) {
                not_modified.headers_mut().insert(name, value.clone());
            }
        }
        *not_modified.body_mut() = Body::empty();
        return not_modified;
    }
    response
}

async fn not_built() -> Html<&'static str> {
    Html(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Hearken</title></head>\
         <body><main><h1>Hearken</h1><p>The API is running at <a href=\"/api/v1/openapi.json\">/api/v1/</a>. \
         The admin shell has not been built yet: run <code>make run</code> from the repository.</p></main></body></html>",
    )
}

#[cfg(test)]
mod tests {
    use axum::http::Request;
    use tower::ServiceExt;

    use super::*;

    /// A built admin and widget as the build leaves them: each text file with its .br and .gz.
    fn built() -> (tempfile::TempDir, Router) {
        let root = tempfile::tempdir().unwrap();
        let admin = root.path().join("admin");
        let widget = root.path().join("widget");
        std::fs::create_dir_all(admin.join("assets")).unwrap();
        std::fs::create_dir_all(&widget).unwrap();
        let write = |path: std::path::PathBuf, text: &str| {
            std::fs::write(&path, text).unwrap();
            std::fs::write(format!("{}.br", path.display()), "br:short").unwrap();
            std::fs::write(format!("{}.gz", path.display()), "gz:short!").unwrap();
        };
        write(
            admin.join("index.html"),
            "<!doctype html><title>Hearken</title>",
        );
        write(
            admin.join("assets/index-4f2a9c.js"),
            &"console.log(1);".repeat(50),
        );
        write(widget.join("widget.js"), &"/* loader */".repeat(50));
        write(widget.join("renderer.js"), &"/* renderer */".repeat(50));
        let assets = Assets {
            admin_dir: Some(admin),
            widget_dir: Some(widget),
            site_dir: None,
        };
        (root, routes(&assets))
    }

    async fn get(router: &Router, path: &str, headers: &[(&str, &str)]) -> Response {
        let mut request = Request::get(path);
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        router
            .clone()
            .oneshot(request.body(Body::empty()).unwrap())
            .await
            .unwrap()
    }

    async fn text(response: Response) -> String {
        let bytes = axum::body::to_bytes(response.into_body(), 1 << 20)
            .await
            .unwrap();
        String::from_utf8_lossy(&bytes).into_owned()
    }

    #[tokio::test]
    async fn files_go_out_precompressed_as_the_client_accepts() {
        let (_root, router) = built();
        for path in [
            "/widget.js",
            "/widget/renderer.js",
            "/admin/assets/index-4f2a9c.js",
        ] {
            let br = get(&router, path, &[("accept-encoding", "gzip, deflate, br")]).await;
            assert_eq!(br.status(), StatusCode::OK, "{path}");
            assert_eq!(br.headers()["content-encoding"], "br", "{path}");
            assert_eq!(br.headers()["vary"], "accept-encoding", "{path}");
            assert_eq!(text(br).await, "br:short");
            let gz = get(&router, path, &[("accept-encoding", "gzip")]).await;
            assert_eq!(gz.headers()["content-encoding"], "gzip", "{path}");
            let plain = get(&router, path, &[]).await;
            assert!(plain.headers().get("content-encoding").is_none(), "{path}");
            assert_eq!(plain.headers()["vary"], "accept-encoding", "{path}");
            assert!(text(plain).await.len() > 100);
        }
    }

    #[tokio::test]
    async fn hashed_admin_files_are_immutable_and_the_shell_is_revalidated() {
        let (_root, router) = built();
        let asset = get(&router, "/admin/assets/index-4f2a9c.js", &[]).await;
        assert_eq!(
            asset.headers()["cache-control"],
            "public, max-age=31536000, immutable"
        );
        for path in ["/admin/", "/admin/surveys/3", "/admin/assets/gone-1234.js"] {
            let page = get(&router, path, &[]).await;
            assert_eq!(page.status(), StatusCode::OK, "{path}");
            assert_eq!(page.headers()["cache-control"], "no-cache", "{path}");
            assert!(
                page.headers()["content-security-policy"]
                    .to_str()
                    .unwrap()
                    .contains("frame-ancestors 'none'")
            );
        }
    }

    #[tokio::test]
    async fn the_loader_and_renderer_answer_304_to_a_current_copy() {
        let (_root, router) = built();
        for path in ["/widget.js", "/widget/renderer.js"] {
            let first = get(&router, path, &[("accept-encoding", "br")]).await;
            assert_eq!(first.headers()["cache-control"], "public, max-age=300");
            assert_eq!(first.headers()["access-control-allow-origin"], "*");
            let etag = first.headers()["etag"].to_str().unwrap().to_owned();
            let modified = first.headers()["last-modified"]
                .to_str()
                .unwrap()
                .to_owned();
            let again = get(
                &router,
                path,
                &[
                    ("accept-encoding", "br"),
                    ("if-none-match", &etag),
                    ("if-modified-since", &modified),
                ],
            )
            .await;
            assert_eq!(again.status(), StatusCode::NOT_MODIFIED, "{path}");
            assert_eq!(again.headers()["etag"], etag.as_str());
            assert_eq!(again.headers()["access-control-allow-origin"], "*");
            assert_eq!(text(again).await, "");
            // Another representation (gzip) has another validator: sent in full.
            let other = get(
                &router,
                path,
                &[("accept-encoding", "gzip"), ("if-none-match", &etag)],
            )
            .await;
            assert_eq!(other.status(), StatusCode::OK, "{path}");
            assert_ne!(other.headers()["etag"], etag.as_str());
            // A stale validator gets the file.
            let stale = get(&router, path, &[("if-none-match", "\"0-1-br\"")]).await;
            assert_eq!(stale.status(), StatusCode::OK, "{path}");
        }
    }
}
