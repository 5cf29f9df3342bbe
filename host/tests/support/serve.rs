//! The real `hearken serve` binary on loopback and a database of its own, for the tests that run
//! it as an operator would (`operations.rs`, `processes.rs`). Included with `#[path]`, so each test
//! file that needs it compiles it, and no other does.

use std::{
    net::TcpListener,
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

pub const PG_ADMIN: &str = "postgres://postgres@127.0.0.1:5432/postgres";

/// `hearken serve` on a free loopback port with `url` as its database and `rate_limit` responses a
/// minute per address (0: off), once it answers `/healthz`; answers the child and its base URL.
/// The caller waits for the child.
#[allow(clippy::zombie_processes)]
pub async fn serve(url: &str, data: &std::path::Path, rate_limit: u32) -> (Child, String) {
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let child = Command::new(env!("CARGO_BIN_EXE_hearken"))
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
        .env("HEARKEN_VISITOR_RATE_LIMIT", rate_limit.to_string())
        .env("RUST_LOG", "error")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let base = format!("http://127.0.0.1:{port}");
    let http = reqwest::Client::new();
    let deadline = Instant::now() + Duration::from_secs(30);
    while http.get(format!("{base}/healthz")).send().await.is_err() {
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
