//! # Surveys API latency over 100,000 stored surveys
//!
//! Prints, for SQLite and for PostgreSQL, the median and p99 latency of `GET /api/v1/surveys` (a page
//! of 10 with the quick-filter counts, cycling through the filters) and of a survey save (update
//! through `POST /api/v1/surveys`). Requests go through the whole router in-process (session check,
//! nonce, JSON, storage), so the figures are the server's own time without the network.
//!
//! Run: `cargo bench -p hearken --bench surveys_api` (or `make bench`). Environment:
//! `BENCH_SURVEYS` (default 100000), `BENCH_ROUNDS` (default 500).

use std::time::{Duration, Instant};

use hearken::{AppState, Config, Db, http::Assets};
use serde_json::json;

#[allow(dead_code)] // the timing helpers serve the add-on benchmarks
mod common;

use common::{call, env_usize, sign_in};

const PG_ADMIN: &str = "postgres://postgres@127.0.0.1:5432/postgres";

#[tokio::main]
async fn main() {
    let surveys = env_usize("BENCH_SURVEYS", 100_000);
    let rounds = env_usize("BENCH_ROUNDS", 500);
    println!("surveys stored: {surveys}, rounds per figure: {rounds}");

    // 2. SQLite in a temporary folder.
    let dir = tempfile::tempdir().unwrap();
    run(
        "sqlite",
        &format!("sqlite://{}/bench.db", dir.path().display()),
        surveys,
        rounds,
    )
    .await;

    // 3. PostgreSQL in a database of its own, dropped afterwards.
    match sqlx::PgPool::connect(PG_ADMIN).await {
        Ok(admin) => {
            let name = format!("hearken_bench_{}", std::process::id());
            sqlx::query(&format!("CREATE DATABASE {name}"))
                .execute(&admin)
                .await
                .unwrap();
            run(
                "postgres",
                &format!("postgres://postgres@127.0.0.1:5432/{name}"),
                surveys,
                rounds,
            )
            .await;
            sqlx::query(&format!("DROP DATABASE {name} WITH (FORCE)"))
                .execute(&admin)
                .await
                .unwrap();
        }
        Err(e) => println!("postgres: skipped ({e})"),
    }
}

async fn run(backend: &str, url: &str, surveys: usize, rounds: usize) {
    let db = Db::connect(url).await.unwrap();
    db.migrate().await.unwrap();
    let started = Instant::now();
    seed(&db, surveys).await;
    println!(
        "{backend}: seeded {surveys} surveys in {:.1} s",
        started.elapsed().as_secs_f64()
    );

    let state = AppState::with_db(Config::for_database(url), db.clone()).unwrap();
    let router = hearken::router(state, Assets::default());
    let (cookie, nonce) = sign_in(&router).await;

    // 4. The list: a page of 10 with counts, cycling through the quick filters.
    let filters = [
        "",
        "&filter[status]=publish",
        "&filter[status]=draft",
        "&filter[status]=scheduled",
        "&filter[status]=trash",
    ];
    let mut list = Vec::with_capacity(rounds);
    for i in 0..rounds {
        let page = 1 + (i % 5);
        let path = format!(
            "/api/v1/surveys?per_page=10&page={page}{}",
            filters[i % filters.len()]
        );
        let (elapsed, status, _) = call(&router, "GET", &path, None, Some((&cookie, &nonce))).await;
        assert_eq!(status, 200);
        list.push(elapsed);
    }
    report(
        backend,
        "GET /api/v1/surveys (page of 10 + status filters)",
        &mut list,
    );

    // 5. Saves: update one survey's title and questions.
    let mut save = Vec::with_capacity(rounds);
    for i in 0..rounds {
        let body = json!({"id": 1 + (i % 1000) as i64 * 4, "title": format!("Saved {i}"), "status": "publish", "questions": [
            {"id": "q1", "type": "radio-button", "title": "How did we do?", "config": {"options": ["Well", "Badly"]}},
            {"id": "q2", "type": "long-text", "title": "Tell us more"}
        ]});
        let (elapsed, status, _) = call(
            &router,
            "POST",
            "/api/v1/surveys",
            Some(body),
            Some((&cookie, &nonce)),
        )
        .await;
        assert_eq!(status, 200);
        save.push(elapsed);
    }
    report(backend, "POST /api/v1/surveys (save)", &mut save);
    db.close().await;
}

/// One statement per backend that generates the rows server-side: a quarter drafts, a quarter in
/// the trash, the rest published, one in ten of those scheduled.
async fn seed(db: &Db, n: usize) {
    let questions = json!([{"id": "q1", "type": "radio-button", "title": "How did we do?", "config": {"options": ["Well", "Badly"]},
        "settings": {"required": false, "randomize": false, "comment_box": false}, "logic": {"enabled": false, "action": "show", "conditions": []}}]).to_string();
    let settings = serde_json::to_string(&hearken::surveys::SurveySettings::default()).unwrap();
    let notifications = r#"{"email":{"active":true,"addresses":"","logic":{"enable":false,"action":"send","conditions":[]}}}"#;
    let now = chrono::Utc::now().timestamp();
    let select = "SELECT 'Survey ' || i, CASE WHEN i % 4 = 1 THEN 'draft' WHEN i % 4 = 2 THEN 'trash' ELSE 'publish' END, \
                  $1, $2, $3, $4 - i, $4 - i, CASE WHEN i % 10 = 0 THEN $4 + 86400 ELSE NULL END";
    let columns = "INSERT INTO surveys (title, status, questions, settings, notifications, created_at, updated_at, publish_at)";
    let n = n as i64;
    match db {
        Db::Sqlite(pool) => {
            let sql = format!(
                "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < $5) {columns} {select} FROM n"
            );
            sqlx::query(&sql)
                .bind(&questions)
                .bind(&settings)
                .bind(notifications)
                .bind(now)
                .bind(n)
                .execute(pool)
                .await
                .unwrap();
            sqlx::query("ANALYZE").execute(pool).await.unwrap();
        }
        Db::Postgres(pool) => {
            let sql = format!("{columns} {select} FROM generate_series(1, $5) AS i");
            sqlx::query(&sql)
                .bind(&questions)
                .bind(&settings)
                .bind(notifications)
                .bind(now)
                .bind(n)
                .execute(pool)
                .await
                .unwrap();
            sqlx::query("ANALYZE surveys").execute(pool).await.unwrap();
        }
    }
}

fn report(backend: &str, what: &str, samples: &mut [Duration]) {
    samples.sort();
    let pick =
        |q: f64| samples[((samples.len() as f64 * q).ceil() as usize).clamp(1, samples.len()) - 1];
    println!(
        "{backend}: {what}: median {:.2} ms, p99 {:.2} ms",
        pick(0.5).as_secs_f64() * 1e3,
        pick(0.99).as_secs_f64() * 1e3
    );
}
