//! The real `hearken serve` binary on loopback and a database of its own, for the tests that run
//! it as an operator would (`operations.rs`, `processes.rs`). Included with `#[path]`, so each test
//! file that needs it compiles it, and no other does.
#![allow(dead_code)]

use std::{
    net::TcpListener,
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

pub const PG_ADMIN: &str = "postgres://postgres@127.0.0.1:5432/postgres";

/// `hearken serve` on a free loopback port with `url` as its database and `rate_limit` responses a
/// minute per address (0: off), once it answers `/healthz`; answers the child and its base URL.
/// The caller waits for the child.
pub async fn serve(url: &str, data: &std::path::Path, rate_limit: u32) -> (Child, String) {
    spawn(
        url,
        data,
        &[("HEARKEN_VISITOR_RATE_LIMIT", &rate_limit.to_string())],
    )
    .await
}

/// `hearken serve` on a free loopback port, on `url`, with its data in `data` and these environment
/// variables on top of a quiet log; answers once it answers `/healthz` (it panics if the server
/// exits first). The caller waits for the child.
#[allow(clippy::zombie_processes)]
async fn spawn(url: &str, data: &std::path::Path, env: &[(&str, &str)]) -> (Child, String) {
    let _ = rustls::crypto::ring::default_provider().install_default();
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut command = Command::new(env!("CARGO_BIN_EXE_hearken"));
    command
        .args([
            "serve",
            "--listen",
            &format!("127.0.0.1:{port}"),
            "--site-dir",
            "",
        ])
        .arg("--data-dir")
        .arg(data)
        .env("DATABASE_URL", url)
        .env("RUST_LOG", "error")
        .stdout(Stdio::null())
        .stderr(Stdio::inherit());
    for (key, value) in env {
        command.env(key, value);
    }
    let mut child = command.spawn().unwrap();
    let base = format!("http://127.0.0.1:{port}");
    let http = reqwest::Client::new();
    let deadline = Instant::now() + Duration::from_secs(30);
    while http.get(format!("{base}/healthz")).send().await.is_err() {
        if let Ok(Some(status)) = child.try_wait() {
            panic!("hearken serve exited ({status}) with {env:?}");
        }
        assert!(Instant::now() < deadline, "hearken serve did not come up");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    (child, base)
}

/// A fresh PostgreSQL database named after `prefix`: its URL and name, or None when PostgreSQL is
/// unreachable outside CI (under CI=true that fails the test).
pub async fn fresh_postgres(prefix: &str) -> Option<(String, String)> {
    let pool =
        match tokio::time::timeout(Duration::from_secs(5), sqlx::PgPool::connect(PG_ADMIN)).await {
            Ok(Ok(pool)) => pool,
            _ => {
                assert!(
                    std::env::var("CI").as_deref() != Ok("true"),
                    "PostgreSQL is required under CI=true"
                );
                eprintln!("SKIPPED (PostgreSQL half): no PostgreSQL at {PG_ADMIN}");
                return None;
            }
        };
    let name = format!("{prefix}_{}_{}", std::process::id(), rand::random::<u32>());
    sqlx::query(&format!("CREATE DATABASE \"{name}\""))
        .execute(&pool)
        .await
        .unwrap();
    Some((format!("postgres://postgres@127.0.0.1:5432/{name}"), name))
}

/// Drops a database [`fresh_postgres`] made.
pub async fn drop_postgres(name: &str) {
    if let Ok(pool) = sqlx::PgPool::connect(PG_ADMIN).await {
        let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"))
            .execute(&pool)
            .await;
    }
}

/// Which database a [`Server`] runs on.
#[derive(Debug, Clone, Copy)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// `hearken serve` on a database of its own (SQLite in its data folder, or a fresh PostgreSQL
/// database), killed and its database dropped when the test lets go of it.
pub struct Server {
    child: Child,
    pub base: String,
    /// The database URL it runs on.
    pub url: String,
    postgres: Option<String>,
    pub data: tempfile::TempDir,
}

impl Server {
    /// Starts one with these environment variables on top of a quiet log, an empty catalogue and no
    /// visitor rate limit; None when PostgreSQL is asked for but unreachable outside CI.
    pub async fn start(backend: Backend, env: &[(&str, &str)]) -> Option<Server> {
        let data = tempfile::tempdir().unwrap();
        let (url, postgres) = match backend {
            Backend::Sqlite => (
                format!("sqlite://{}/hearken.db", data.path().display()),
                None,
            ),
            Backend::Postgres => {
                let (url, name) = fresh_postgres("hearken_serve").await?;
                (url, Some(name))
            }
        };
        let catalogue = data.path().join("catalogue");
        std::fs::create_dir_all(&catalogue).unwrap();
        let catalogue = catalogue.display().to_string();
        let mut all = vec![
            ("HEARKEN_CATALOGUE_DIR", catalogue.as_str()),
            ("HEARKEN_VISITOR_RATE_LIMIT", "0"),
        ];
        all.extend_from_slice(env);
        let (child, base) = spawn(&url, data.path(), &all).await;
        Some(Server {
            child,
            base,
            url,
            postgres,
            data,
        })
    }

    /// The process id, to read its memory from /proc.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if let Some(name) = self.postgres.take() {
            // Drop runs inside the test's runtime: use a thread with its own.
            let _ = std::thread::spawn(move || {
                tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                    .unwrap()
                    .block_on(drop_postgres(&name))
            })
            .join();
        }
    }
}
