//! Test harness: the whole application on a fresh database of either backend, driven in-process
//! through its router, with a cookie jar and the session's nonce like a browser.
//!
//! PostgreSQL tests create their own database on 127.0.0.1:5432 (user postgres, trust auth) and drop
//! it afterwards. Without a reachable server they are skipped with a message, except under
//! `CI=true`, where they fail.
#![allow(dead_code)]

pub mod ai;
pub mod kit;
pub mod webhook;

use std::sync::atomic::{AtomicU64, Ordering};

use axum::{
    Router,
    body::Body,
    http::{Method, Request, header},
};
use hearken::{AppState, Config, Db, http::Assets};
use http_body_util::BodyExt;
use serde_json::{Value, json};
use tower::ServiceExt;

pub const PG_ADMIN_URL: &str = "postgres://postgres@127.0.0.1:5432/postgres";
pub const ADMIN_EMAIL: &str = "admin@example.com";
pub const ADMIN_PASSWORD: &str = "correct horse battery";

#[derive(Clone, Copy, Debug)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// A running application on its own database; dropping it removes the database.
pub struct TestApp {
    pub state: AppState,
    pub router: Router,
    pub db: Db,
    /// The add-on catalogue folder this app offers (empty until `stock_catalogue`).
    pub catalogue: tempfile::TempDir,
    pub url: String,
    _guard: DbGuard,
}

enum DbGuard {
    Sqlite(#[allow(dead_code)] tempfile::TempDir),
    Postgres(String),
}

impl Drop for DbGuard {
    fn drop(&mut self) {
        if let DbGuard::Postgres(name) = self {
            let name = name.clone();
            // Drop runs inside the test's runtime: use a thread with its own runtime.
            let _ = std::thread::spawn(move || {
                let rt = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                    .unwrap();
                rt.block_on(async {
                    if let Ok(pool) = sqlx::PgPool::connect(PG_ADMIN_URL).await {
                        let _ = sqlx::query(&format!(
                            "DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"
                        ))
                        .execute(&pool)
                        .await;
                    }
                });
            })
            .join();
        }
    }
}

static COUNTER: AtomicU64 = AtomicU64::new(0);

impl TestApp {
    /// A fresh app, or None when PostgreSQL is asked for but unreachable outside CI.
    pub async fn start(backend: Backend) -> Option<TestApp> {
        Self::start_with(backend, |_| {}).await
    }

    pub async fn start_with(backend: Backend, tweak: impl FnOnce(&mut Config)) -> Option<TestApp> {
        let (url, guard) = match backend {
            Backend::Sqlite => {
                let dir = tempfile::tempdir().unwrap();
                (
                    format!("sqlite://{}/hearken.db", dir.path().display()),
                    DbGuard::Sqlite(dir),
                )
            }
            Backend::Postgres => {
                let admin = match tokio::time::timeout(
                    std::time::Duration::from_secs(5),
                    sqlx::PgPool::connect(PG_ADMIN_URL),
                )
                .await
                {
                    Ok(Ok(pool)) => pool,
                    other => {
                        let why = match other {
                            Ok(Err(e)) => e.to_string(),
                            _ => "timed out".into(),
                        };
                        if std::env::var("CI").is_ok_and(|v| v == "true") {
                            panic!("PostgreSQL at {PG_ADMIN_URL} is required under CI=true: {why}");
                        }
                        eprintln!(
                            "SKIPPED (PostgreSQL half): no PostgreSQL at {PG_ADMIN_URL}: {why}"
                        );
                        return None;
                    }
                };
                let name = format!(
                    "hearken_test_{}_{}_{}",
                    std::process::id(),
                    COUNTER.fetch_add(1, Ordering::SeqCst),
                    rand_suffix()
                );
                sqlx::query(&format!("CREATE DATABASE \"{name}\""))
                    .execute(&admin)
                    .await
                    .unwrap();
                admin.close().await;
                (
                    format!("postgres://postgres@127.0.0.1:5432/{name}"),
                    DbGuard::Postgres(name),
                )
            }
        };
        let mut config = Config::for_database(url.clone());
        config.trust_forwarded = true;
        // The tests run in development mode, as `make test` does: development license keys work.
        config.dev = true;
        // Add-ons post to listeners on loopback in these tests; production refuses loopback.
        config.addon_allowed_networks =
            vec!["127.0.0.0/8".parse().unwrap(), "::1/128".parse().unwrap()];
        // The Google Drive add-on reaches the tests' local Google (tools/mock-google) as an
        // operator's grant: its manifest names Google's hosts only.
        config.addon_extra_hosts = vec![("google-drive".into(), "127.0.0.1:*".into())];
        let catalogue = tempfile::tempdir().unwrap();
        config.catalogue_dir = Some(catalogue.path().to_owned());
        // Compiled add-ons are cached by content hash; sharing the cache between tests is safe.
        config.data_dir = workspace_root().join("target/test-data");
        tweak(&mut config);
        let db = Db::connect(&url).await.unwrap();
        db.migrate().await.unwrap();
        let state = AppState::with_db(config, db.clone()).unwrap();
        state.start_addons().await.unwrap();
        // As `hearken serve` does: the add-ons' action outbox is delivered in the background.
        state.start_actions();
        let router = hearken::router(state.clone(), Assets::default());
        Some(TestApp {
            state,
            router,
            db,
            catalogue,
            url,
            _guard: guard,
        })
    }

    /// Puts every first-party package (each folder of addons/) into the catalogue folder.
    pub fn stock_catalogue(&self) {
        for name in first_party() {
            std::fs::write(
                self.catalogue.path().join(format!("{name}-1.0.0.hkpkg")),
                addon_package(&name),
            )
            .unwrap();
        }
    }

    /// A single-use submission token for `survey_id`, as `GET widget/survey` and the impression
    /// hand the widget.
    pub async fn submission_nonce(&self, survey_id: i64) -> String {
        use hearken::widget::nonces::NonceKey;
        NonceKey::load(&self.db)
            .await
            .unwrap()
            .issue_submission(survey_id, hearken::time::now())
    }

    /// A browser with an empty cookie jar.
    pub fn client(&self) -> Client {
        Client {
            router: self.router.clone(),
            cookie: None,
            nonce: None,
            address: "203.0.113.10".into(),
        }
    }

    /// A browser signed in as the first administrator (created through the setup call).
    pub async fn admin(&self) -> Client {
        let mut client = self.client();
        let res = client
            .post(
                "/api/v1/setup",
                json!({"email": ADMIN_EMAIL, "password": ADMIN_PASSWORD, "name": "Ada"}),
            )
            .await;
        assert_eq!(res.status, 201, "setup: {}", res.body);
        client
    }

    /// A browser signed in as a new user of `role`, added by `admin`.
    pub async fn user_with_role(&self, admin: &mut Client, role: &str) -> Client {
        let email = format!(
            "{role}-{}@example.com",
            COUNTER.fetch_add(1, Ordering::SeqCst)
        );
        let res = admin
            .post(
                "/api/v1/users",
                json!({"email": email, "password": "password-123", "role": role}),
            )
            .await;
        assert_eq!(res.status, 201, "add user: {}", res.body);
        let mut client = self.client();
        let res = client
            .post(
                "/api/v1/auth/login",
                json!({"email": email, "password": "password-123"}),
            )
            .await;
        assert_eq!(res.status, 200, "login: {}", res.body);
        client
    }
}

fn rand_suffix() -> u32 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .subsec_nanos()
}

pub struct Response {
    pub status: u16,
    pub body: Value,
    pub headers: axum::http::HeaderMap,
}

impl Response {
    pub fn message(&self) -> &str {
        self.body["message"].as_str().unwrap_or("")
    }
    pub fn code(&self) -> &str {
        self.body["code"].as_str().unwrap_or("")
    }
}

/// A cookie jar and the session's nonce; sends the nonce on every call, like the admin shell.
pub struct Client {
    router: Router,
    pub cookie: Option<String>,
    pub nonce: Option<String>,
    pub address: String,
}

impl Client {
    pub async fn get(&mut self, path: &str) -> Response {
        self.send(Method::GET, path, None).await
    }
    pub async fn post(&mut self, path: &str, body: Value) -> Response {
        self.send(Method::POST, path, Some(body.to_string())).await
    }
    pub async fn delete(&mut self, path: &str, body: Value) -> Response {
        self.send(Method::DELETE, path, Some(body.to_string()))
            .await
    }

    /// Sends a raw body (for malformed JSON and oversized bodies).
    pub async fn send(&mut self, method: Method, path: &str, body: Option<String>) -> Response {
        match body {
            Some(text) => {
                self.send_bytes(method, path, "application/json", text.into_bytes())
                    .await
            }
            None => self.send_bytes(method, path, "", Vec::new()).await,
        }
    }

    /// Sends with a User-Agent.
    pub async fn send_with_agent(&mut self, method: Method, path: &str, agent: &str) -> Response {
        self.send_full(method, path, None, &[("user-agent", agent)])
            .await
    }

    /// Sends with an Origin, as a browser on another site would.
    pub async fn send_with_origin(&mut self, method: Method, path: &str, origin: &str) -> Response {
        let headers = [
            ("origin", origin),
            ("access-control-request-method", "POST"),
        ];
        self.send_full(method, path, None, &headers).await
    }

    /// Sends a JSON body (if any) with extra headers.
    pub async fn send_full(
        &mut self,
        method: Method,
        path: &str,
        body: Option<String>,
        headers: &[(&str, &str)],
    ) -> Response {
        let (content_type, bytes) = match body {
            Some(text) => ("application/json", text.into_bytes()),
            None => ("", Vec::new()),
        };
        self.send_bytes_with(method, path, content_type, bytes, headers)
            .await
    }

    /// A GET whose body is kept as bytes (downloads): status, headers, body.
    pub async fn get_raw(&mut self, path: &str) -> (u16, axum::http::HeaderMap, Vec<u8>) {
        let mut request = Request::builder()
            .method(Method::GET)
            .uri(path)
            .header("x-forwarded-for", &self.address);
        if let Some(cookie) = &self.cookie {
            request = request.header(header::COOKIE, format!("hearken_session={cookie}"));
        }
        let response = self
            .router
            .clone()
            .oneshot(request.body(Body::empty()).unwrap())
            .await
            .unwrap();
        let status = response.status().as_u16();
        let headers = response.headers().clone();
        let bytes = response.into_body().collect().await.unwrap().to_bytes();
        (status, headers, bytes.to_vec())
    }

    /// Sends `body` with `content_type` (none when empty).
    pub async fn send_bytes(
        &mut self,
        method: Method,
        path: &str,
        content_type: &str,
        body: Vec<u8>,
    ) -> Response {
        self.send_bytes_with(method, path, content_type, body, &[])
            .await
    }

    async fn send_bytes_with(
        &mut self,
        method: Method,
        path: &str,
        content_type: &str,
        body: Vec<u8>,
        extra: &[(&str, &str)],
    ) -> Response {
        let mut request = Request::builder()
            .method(method)
            .uri(path)
            .header("x-forwarded-for", &self.address);
        for (name, value) in extra {
            request = request.header(*name, *value);
        }
        if let Some(cookie) = &self.cookie {
            request = request.header(header::COOKIE, format!("hearken_session={cookie}"));
        }
        if let Some(nonce) = &self.nonce {
            request = request.header("x-hearken-nonce", nonce);
        }
        if !content_type.is_empty() {
            request = request.header(header::CONTENT_TYPE, content_type);
        }
        let body = Body::from(body);
        let response = self
            .router
            .clone()
            .oneshot(request.body(body).unwrap())
            .await
            .unwrap();
        let status = response.status().as_u16();
        let headers = response.headers().clone();
        if let Some(set) = headers
            .get(header::SET_COOKIE)
            .and_then(|v| v.to_str().ok())
            && let Some(value) = set
                .strip_prefix("hearken_session=")
                .and_then(|v| v.split(';').next())
        {
            self.cookie = (!value.is_empty()).then(|| value.to_owned());
        }
        let bytes = response.into_body().collect().await.unwrap().to_bytes();
        let body: Value = if bytes.is_empty() {
            Value::Null
        } else {
            serde_json::from_slice(&bytes)
                .unwrap_or(Value::String(String::from_utf8_lossy(&bytes).into()))
        };
        if let Some(nonce) = body.get("nonce").and_then(Value::as_str) {
            self.nonce = Some(nonce.to_owned());
        }
        // 502 is how a failing add-on on a fail-closed hook answers; anything else 5xx is a bug.
        assert!(
            status < 500 || (status == 502 && body["code"] == "addon_failed"),
            "{path} answered {status}: {body}"
        );
        if status >= 400 {
            assert!(
                body.get("code").is_some() && body.get("message").is_some(),
                "{path}: {status} without the error envelope: {body}"
            );
        }
        Response {
            status,
            body,
            headers,
        }
    }
}

impl Client {
    /// Uploads a package as a browser form would (`package` field).
    /// Uploads as an administrator who consents to what the package asks for: when the host
    /// answers 409 `consent_required`, again with `consent=<its sha256>`.
    pub async fn upload_consenting(&mut self, path: &str, bytes: &[u8]) -> Response {
        let first = self.upload(path, bytes).await;
        if first.status != 409 || first.body["code"] != "consent_required" {
            return first;
        }
        let sha = first.body["sha256"].as_str().unwrap().to_owned();
        let separator = if path.contains('?') { '&' } else { '?' };
        self.upload(&format!("{path}{separator}consent={sha}"), bytes)
            .await
    }

    pub async fn upload(&mut self, path: &str, bytes: &[u8]) -> Response {
        let boundary = "hearken-test-boundary";
        let mut body = Vec::new();
        body.extend_from_slice(
            format!("--{boundary}\r\nContent-Disposition: form-data; name=\"package\"; filename=\"addon.hkpkg\"\r\nContent-Type: application/zip\r\n\r\n").as_bytes(),
        );
        body.extend_from_slice(bytes);
        body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
        self.send_bytes(
            Method::POST,
            path,
            &format!("multipart/form-data; boundary={boundary}"),
            body,
        )
        .await
    }

    /// Verifies a development license key of `tier`.
    pub async fn license(&mut self, tier: hearken::licensing::Tier) {
        let key = hearken::licensing::MintRequest {
            tier,
            expires: None,
            disabled: false,
        }
        .mint_dev();
        let res = self
            .post("/api/v1/license/verify", json!({"key": key}))
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
    }
}

/// The repository root.
pub fn workspace_root() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_owned()
}

/// The first-party add-ons: every folder of addons/ with a manifest.
pub fn first_party() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(workspace_root().join("addons"))
        .unwrap()
        .flatten()
        .filter(|e| e.path().join("addon.toml").is_file())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// The add-on folder and built component of a known add-on.
pub fn addon_sources(name: &str) -> (std::path::PathBuf, std::path::PathBuf) {
    let root = workspace_root();
    let target = std::env::var("CARGO_TARGET_DIR")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|_| root.join("target"));
    let (dir, wasm) = match name {
        first if root.join("addons").join(first).join("addon.toml").is_file() => (
            root.join("addons").join(name),
            target.join(format!(
                "wasm32-wasip2/addon/{}.wasm",
                name.replace('-', "_")
            )),
        ),
        "probe" | "faulty" | "ledger" => (
            root.join("host/tests/addons").join(name),
            target.join(format!("wasm32-wasip2/addon/{name}.wasm")),
        ),
        "webhook-notifier" => (
            root.join("examples/webhook-notifier"),
            target.join("example/wasm32-wasip2/release/webhook_notifier.wasm"),
        ),
        other => panic!("unknown test add-on {other}"),
    };
    assert!(
        wasm.is_file(),
        "{} is missing: run `make addons` (or `make test`) first",
        wasm.display()
    );
    (dir, wasm)
}

/// A package of a known add-on, packed like `hearken addon pack` does.
pub fn addon_package(name: &str) -> Vec<u8> {
    let (dir, wasm) = addon_sources(name);
    signed(&hearken::addons::package::pack(&dir, Some(&wasm)).unwrap().1)
}

/// `package` signed by the development publisher, as `make` signs the first-party catalogue (the
/// tests run in development mode, which trusts it).
pub fn signed(package: &[u8]) -> Vec<u8> {
    hearken::addons::package::sign(
        package,
        &hearken::addons::package::trust::dev_publisher_key(),
    )
    .unwrap()
}

/// A package of a known add-on whose manifest `edit` rewrote (its other files as they are).
#[allow(dead_code)]
pub fn addon_package_with(name: &str, edit: impl Fn(String) -> String) -> Vec<u8> {
    let (dir, wasm) = addon_sources(name);
    let copy = tempfile::tempdir().unwrap();
    for entry in std::fs::read_dir(&dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_file() {
            std::fs::copy(&path, copy.path().join(entry.file_name())).unwrap();
        }
    }
    let manifest = std::fs::read_to_string(dir.join("addon.toml")).unwrap();
    std::fs::write(copy.path().join("addon.toml"), edit(manifest)).unwrap();
    signed(
        &hearken::addons::package::pack(copy.path(), Some(&wasm))
            .unwrap()
            .1,
    )
}

/// A survey body with one complete radio question.
pub fn valid_survey(title: &str) -> Value {
    json!({
        "id": null,
        "title": title,
        "status": "publish",
        "questions": [
            {"id": "q1", "type": "radio-button", "title": "How did we do?", "config": {"options": ["Well", "Badly"]}},
        ]
    })
}

/// Runs the test body once per backend: `backend_test!(name, |app| async move { … });`
#[macro_export]
macro_rules! backend_test {
    ($name:ident, config = $tweak:expr, |$app:ident| $body:expr) => {
        mod $name {
            #[allow(unused_imports)]
            use super::*;

            async fn run($app: common::TestApp) {
                $body.await
            }

            #[tokio::test]
            async fn sqlite() {
                run(common::TestApp::start_with(common::Backend::Sqlite, $tweak)
                    .await
                    .unwrap())
                .await;
            }

            #[tokio::test]
            async fn postgres() {
                if let Some(app) =
                    common::TestApp::start_with(common::Backend::Postgres, $tweak).await
                {
                    run(app).await;
                }
            }
        }
    };
    ($name:ident, |$app:ident| $body:expr) => {
        mod $name {
            #[allow(unused_imports)]
            use super::*;

            async fn run($app: common::TestApp) {
                $body.await
            }

            #[tokio::test]
            async fn sqlite() {
                run(common::TestApp::start(common::Backend::Sqlite)
                    .await
                    .unwrap())
                .await;
            }

            #[tokio::test]
            async fn postgres() {
                if let Some(app) = common::TestApp::start(common::Backend::Postgres).await {
                    run(app).await;
                }
            }
        }
    };
}
