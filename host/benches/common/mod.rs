//! What the benchmark programs share: settings from the environment, signing in, and one
//! in-process request through the router.

use std::time::{Duration, Instant};

use axum::{
    Router,
    body::Body,
    http::{Request, header},
};
use http_body_util::BodyExt;
use serde_json::{Value, json};
use tower::ServiceExt;

/// The checkout's root (the workspace folder above `host/`).
pub fn root() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_owned()
}

/// The median and the 99th percentile of `times`.
pub fn stats(mut times: Vec<Duration>) -> (Duration, Duration) {
    times.sort();
    let p = |q: f64| times[((times.len() as f64 - 1.0) * q).round() as usize];
    (p(0.5), p(0.99))
}

pub fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Creates the first administrator; answers the session cookie (`name=value`) and nonce.
pub async fn sign_in(router: &Router) -> (String, String) {
    let body = json!({"email": "bench@example.com", "password": "benchmark-password"});
    let response = router
        .clone()
        .oneshot(
            Request::post("/api/v1/setup")
                .header(header::CONTENT_TYPE, "application/json")
                .body(Body::from(body.to_string()))
                .unwrap(),
        )
        .await
        .unwrap();
    let cookie = response.headers()[header::SET_COOKIE]
        .to_str()
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_owned();
    let body: Value =
        serde_json::from_slice(&response.into_body().collect().await.unwrap().to_bytes()).unwrap();
    (cookie, body["nonce"].as_str().unwrap().to_owned())
}

/// One request through the router, with the session when given; answers the time from sending
/// to the last byte of the answer, the status and the JSON body.
pub async fn call(
    router: &Router,
    method: &str,
    path: &str,
    body: Option<Value>,
    session: Option<(&str, &str)>,
) -> (Duration, u16, Value) {
    let mut request = Request::builder()
        .method(method)
        .uri(path)
        .header(header::CONTENT_TYPE, "application/json");
    if let Some((cookie, nonce)) = session {
        request = request
            .header(header::COOKIE, cookie)
            .header("x-hearken-nonce", nonce);
    }
    let request = request
        .body(
            body.map(|b| Body::from(b.to_string()))
                .unwrap_or_else(Body::empty),
        )
        .unwrap();
    let started = Instant::now();
    let response = router.clone().oneshot(request).await.unwrap();
    let status = response.status().as_u16();
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    let elapsed = started.elapsed();
    (
        elapsed,
        status,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}
