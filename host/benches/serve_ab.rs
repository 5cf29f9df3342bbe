//! # Two builds of `hearken serve`, side by side, as visitors see them
//!
//! Starts the binaries `BENCH_A` and `BENCH_B` (say, the release builds of two commits), each on
//! its own SQLite database with one published survey, and loads them over real sockets from this
//! process in `BENCH_PAIRS` (default 10) ABBA pairs of `BENCH_BLOCK_MS` (default 2000) blocks,
//! `BENCH_CONNS` (default 16) connections each:
//! - `widget`: `GET /api/v1/widget/survey`, what every page view of the customer's site costs;
//! - `submit`: what one visitor's answer costs the widget: `POST …/impression`, then `POST
//!   …/responses` with the submission token the impression answered (a build whose impression
//!   answers none gets the page's `nonces.submission`, which it accepts again and again).
//!
//! - `healthz`: `GET /healthz`, the floor a request costs (only when `BENCH_ONLY` names it).
//!
//! Prints each workload's units per second for A and B with the p50 and p99 of a unit's time (an
//! answer's two requests for `submit`), and the median of the pairs' B/A ratios with quartiles.
//! `BENCH_ONLY=widget`, `submit`, `healthz` or a list (`submit,healthz`) runs those;
//! `BENCH_CONNS=8,32,128` runs each at several connection counts. The figures and their commands
//! are in docs/PERFORMANCE.md.
//!
//! `BENCH_A_ENV` / `BENCH_B_ENV` (`KEY=VALUE,…`) add environment variables to one side, so one
//! binary can be compared with itself under two settings.
//!
//! `BENCH_B_CAPS=1` turns the site's frequency caps and the survey's sample on for B (issue 35):
//! a cooldown of 7 days after an answer, a 99.9% sample, and every one of the 1,000 visitors the
//! page views come from (each sends its `hearken_vid`, on both sides) remembered as shown a
//! survey, so that each page view reads the caps' memory and draws the sample, and still shows the
//! survey (the answers stay the same size).
//!
//! `BENCH_A_STORED` / `BENCH_B_STORED` (say `1000000`) store that many responses of the survey on
//! one side before the blocks (copies of one real answer, a second apart, in one statement), so a
//! build can be compared with itself on a full table.
//!
//! `BENCH_A_DB=postgres` / `BENCH_B_DB=postgres` run that side on a fresh PostgreSQL database
//! (`BENCH_PG_URL`, default `postgres://postgres@127.0.0.1:5432`, default settings) with
//! `BENCH_PG_PROCS` (default 2) `hearken serve` processes sharing it and its data folder, as behind
//! a load balancer: the connections are dealt among them in turn.
//!
//! `BENCH_SOAK_SECS=600` runs B alone for that long instead, `submit` at the first of
//! `BENCH_CONNS`, and prints every `BENCH_SOAK_REPORT_SECS` (default 30) seconds the answers a
//! second, the p99 and the server's resident memory (VmRSS, summed over its processes), then the
//! first and last readings: whether memory stays flat under the load.
//!
//! Run: `BENCH_A=/path/old/hearken BENCH_B=target/release/hearken cargo bench -p hearken --bench serve_ab`

use std::{
    process::{Child, Command, Stdio},
    sync::{
        Arc,
        atomic::{AtomicBool, AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

use serde_json::{Value, json};

#[allow(dead_code)] // the in-process helpers serve the other benchmarks
mod common;

use common::env_usize;

/// A running server (one process, or several sharing one PostgreSQL database) and what the load
/// needs of it.
struct Server {
    children: Vec<Child>,
    /// Each process's address; connection `c` uses `bases[c % len]`.
    bases: Vec<String>,
    survey: i64,
    /// `nonces` of the survey, as `GET widget/survey` answers them.
    nonces: Value,
    /// The PostgreSQL database made for this server (dropped with it), if any.
    database: Option<String>,
    data: tempfile::TempDir,
}

impl Drop for Server {
    fn drop(&mut self) {
        for child in &mut self.children {
            let _ = child.kill();
            let _ = child.wait();
        }
        if let Some(name) = &self.database {
            let _ = Command::new("psql")
                .args([
                    &pg_url("postgres"),
                    "-qc",
                    &format!("DROP DATABASE IF EXISTS {name}"),
                ])
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status();
        }
    }
}

/// How one side runs: from `BENCH_{A,B}_ENV`, `_DB` and `_STORED`.
struct Side {
    env: Vec<(String, String)>,
    caps: bool,
    postgres: bool,
    stored: u64,
}

impl Side {
    fn of(side: &str, caps: bool) -> Side {
        let var = |name: &str| std::env::var(format!("BENCH_{side}_{name}")).unwrap_or_default();
        Side {
            env: extra_env(&format!("BENCH_{side}_ENV")),
            caps,
            postgres: var("DB") == "postgres",
            stored: var("STORED").replace(['_', ','], "").parse().unwrap_or(0),
        }
    }
}

/// The URL of database `name` on the bench's PostgreSQL.
fn pg_url(name: &str) -> String {
    let base = std::env::var("BENCH_PG_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432".into());
    format!("{}/{name}", base.trim_end_matches('/'))
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// `KEY=VALUE,KEY=VALUE` from `var` (say `BENCH_A_ENV=HEARKEN_SQLITE_SYNCHRONOUS=normal`): the
/// same binary on both sides then compares two settings.
fn extra_env(var: &str) -> Vec<(String, String)> {
    std::env::var(var)
        .unwrap_or_default()
        .split(',')
        .filter_map(|pair| pair.split_once('='))
        .map(|(k, v)| (k.trim().to_owned(), v.trim().to_owned()))
        .collect()
}

/// Starts one `hearken serve` process on `data` (and `database_url`, if given) and waits until it
/// answers; answers it and its address.
async fn spawn(
    bin: &str,
    data: &std::path::Path,
    env: &[(String, String)],
    database_url: Option<&str>,
) -> (Child, String) {
    let empty = data.join("catalogue");
    std::fs::create_dir_all(&empty).unwrap();
    let port = free_port();
    let mut command = Command::new(bin);
    command
        .args(["serve", "--listen", &format!("127.0.0.1:{port}")])
        .env("HEARKEN_DATA_DIR", data)
        .env("HEARKEN_CATALOGUE_DIR", &empty)
        .env("HEARKEN_SITE_DIR", "")
        .env("HEARKEN_VISITOR_RATE_LIMIT", "0")
        .env("RUST_LOG", "warn")
        .envs(env.iter().cloned())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    if let Some(url) = database_url {
        command.env("DATABASE_URL", url);
    }
    let child = command
        .spawn()
        .unwrap_or_else(|e| panic!("starting {bin}: {e}"));
    let base = format!("http://127.0.0.1:{port}");
    let started = Instant::now();
    while reqwest::get(format!("{base}/healthz")).await.is_err() {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "{bin} did not start"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    (child, base)
}

async fn start(bin: &str, side: Side) -> Server {
    let Side {
        env,
        caps,
        postgres,
        stored,
    } = side;
    let data = tempfile::tempdir().unwrap();
    let database =
        postgres.then(|| format!("hearken_bench_{}", std::process::id() ^ free_port() as u32));
    if let Some(name) = &database {
        use sqlx::Connection;
        let mut admin = sqlx::PgConnection::connect(&pg_url("postgres"))
            .await
            .expect("the bench's PostgreSQL (BENCH_PG_URL)");
        sqlx::query(&format!("CREATE DATABASE {name}"))
            .execute(&mut admin)
            .await
            .unwrap();
    }
    let database_url = database.as_deref().map(pg_url);
    let (child, base) = spawn(bin, data.path(), &env, database_url.as_deref()).await;
    let mut children = vec![child];
    let mut bases = vec![base.clone()];
    let http = reqwest::Client::builder()
        .cookie_store(true)
        .build()
        .unwrap();
    let me: Value = http
        .post(format!("{base}/api/v1/setup"))
        .json(&json!({"email": "bench@example.com", "password": "benchmark-password"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let nonce = me["nonce"].as_str().unwrap().to_owned();
    let created: Value = http
        .post(format!("{base}/api/v1/surveys"))
        .header("x-hearken-nonce", &nonce)
        .json(&json!({"id": null, "title": "Bench", "status": "publish", "questions": [
            {"id": "r", "type": "radio-button", "title": "How did we do?", "config": {"options": ["Well", "Badly"]}},
            {"id": "t", "type": "long-text", "title": "Anything else?"}
        ], "settings": if caps { json!({"audience": {"sample_percent": 99.9}}) } else { json!({}) }}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let survey = created["survey"]["id"]
        .as_i64()
        .expect("the survey was made");
    let shown: Value = http
        .get(format!("{base}{WIDGET}"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(shown["survey"]["id"], survey, "{shown}");
    if caps {
        let res = http
            .post(format!("{base}/api/v1/settings"))
            .header("x-hearken-nonce", &nonce)
            .json(&json!({"cooldown_after_answered_days": 7}))
            .send()
            .await
            .unwrap();
        assert!(res.status().is_success(), "{}", res.text().await.unwrap());
        // Every visitor of the load is remembered as shown a survey.
        for n in 0..VISITORS {
            let page: Value = http
                .get(format!("{base}{}", widget_path(n)))
                .send()
                .await
                .unwrap()
                .json()
                .await
                .unwrap();
            let Some(impression) = page["survey"]["nonces"]["impression"].as_str() else {
                continue;
            };
            http.post(format!(
                "{base}/api/v1/surveys/{survey}/impression?nonce={impression}"
            ))
            .send()
            .await
            .unwrap();
        }
    }
    // The other processes start once the first has made the schema.
    if let Some(url) = &database_url {
        for _ in 1..env_usize("BENCH_PG_PROCS", 2) {
            let (child, base) = spawn(bin, data.path(), &env, Some(url)).await;
            children.push(child);
            bases.push(base);
        }
    }
    let server = Server {
        children,
        bases,
        survey,
        nonces: shown["survey"]["nonces"].clone(),
        database,
        data,
    };
    if stored > 0 {
        store_copies(&server, database_url.as_deref(), stored).await;
    }
    server
}

/// Stores `n` copies of one real answer of the server's survey, a second apart and older than it,
/// in one statement, straight into its database; then, on SQLite, copies the WAL back, so that the
/// blocks start from a quiet file.
async fn store_copies(server: &Server, database_url: Option<&str>, n: u64) {
    let http = reqwest::Client::new();
    assert!(
        once(&http, server, &server.bases[0], "submit", 0).await,
        "the answer to copy was refused"
    );
    let started = Instant::now();
    const COLUMNS: &str = "survey_id, status, answers, page_submitted, user_ip, user_agent, user_browser, user_os, user_device, submitted_at, language";
    const COPIED: &str = "r.survey_id, r.status, r.answers, r.page_submitted, r.user_ip, r.user_agent, r.user_browser, r.user_os, r.user_device, r.submitted_at - i, r.language";
    let (source, series) = (
        "(SELECT * FROM responses ORDER BY id DESC LIMIT 1) AS r",
        "$1",
    );
    match database_url {
        Some(url) => {
            use sqlx::Connection;
            let mut db = sqlx::PgConnection::connect(url).await.unwrap();
            sqlx::query(&format!(
                "INSERT INTO responses ({COLUMNS}) SELECT {COPIED} FROM {source}, generate_series(1, {series}) AS i"
            ))
            .bind(n as i64)
            .execute(&mut db)
            .await
            .unwrap();
            sqlx::query("ANALYZE responses")
                .execute(&mut db)
                .await
                .unwrap();
        }
        None => {
            use sqlx::Connection;
            let path = server.data.path().join("hearken.db");
            let mut db = sqlx::SqliteConnection::connect(&format!("sqlite://{}", path.display()))
                .await
                .unwrap();
            sqlx::query("PRAGMA busy_timeout = 10000")
                .execute(&mut db)
                .await
                .unwrap();
            sqlx::query(&format!(
                "INSERT INTO responses ({COLUMNS}) WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {series}) \
                 SELECT {COPIED} FROM {source}, n"
            ))
            .bind(n as i64)
            .execute(&mut db)
            .await
            .unwrap();
            sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
                .execute(&mut db)
                .await
                .unwrap();
        }
    }
    println!(
        "stored {n} responses in {:.1} s on {}",
        started.elapsed().as_secs_f64(),
        server.bases[0]
    );
}

// As the loader asks: the page's languages come with every request (issue 34), and the page's
// `hearken_*` cookies (issue 35: the visitor's id).
const WIDGET: &str =
    "/api/v1/widget/survey?url=https%3A%2F%2Fshop.example%2Fpricing&title=Pricing&lang=en-US%2Cen";

/// The visitors the page views come from.
const VISITORS: u64 = 1000;

/// `GET widget/survey` of visitor `n` (of [`VISITORS`]).
fn widget_path(n: u64) -> String {
    format!(
        "{WIDGET}&cookies=%7B%22hearken_vid%22%3A%22bench-visitor-{:06}%22%7D",
        n % VISITORS
    )
}

/// One unit of a workload against `server` through its process at `base`; true when it succeeded.
async fn once(http: &reqwest::Client, server: &Server, base: &str, workload: &str, n: u64) -> bool {
    match workload {
        "widget" => http
            .get(format!("{}{}", base, widget_path(n)))
            .send()
            .await
            .is_ok_and(|r| r.status() == 200),
        "healthz" => http
            .get(format!("{}/healthz", base))
            .send()
            .await
            .is_ok_and(|r| r.status() == 200),
        _ => {
            let impression = server.nonces["impression"].as_str().unwrap_or("");
            let counted = match http
                .post(format!(
                    "{}/api/v1/surveys/{}/impression?nonce={impression}",
                    base, server.survey
                ))
                .send()
                .await
            {
                Ok(r) if r.status().is_success() => r.text().await.unwrap_or_default(),
                _ => return false,
            };
            let token = serde_json::from_str::<Value>(&counted)
                .ok()
                .and_then(|v| v["submission"].as_str().map(str::to_owned))
                .unwrap_or_else(|| {
                    server.nonces["submission"]
                        .as_str()
                        .unwrap_or("")
                        .to_owned()
                });
            let body = json!({
                "answers": [
                    {"question_id": "r", "value": if n.is_multiple_of(2) { "Well" } else { "Badly" }},
                    {"question_id": "t", "value": format!("Answer {n}")}
                ],
                "page_submitted": {"link": "https://shop.example/pricing", "title": "Pricing"},
                "nonce": token,
            });
            http.post(format!(
                "{}/api/v1/surveys/{}/responses",
                base, server.survey
            ))
            .json(&body)
            .send()
            .await
            .is_ok_and(|r| r.status() == 201)
        }
    }
}

/// What one block measured: units per second, and each unit's time, sorted.
struct Measured {
    rate: f64,
    times: Vec<Duration>,
}

/// Units per second against `server` for `block`, with `conns` connections, and each unit's time
/// (a unit of `submit` is both of an answer's requests).
async fn block(
    server: &Arc<Server>,
    workload: &'static str,
    conns: usize,
    block: Duration,
) -> Measured {
    let stop = Arc::new(AtomicBool::new(false));
    let failed = Arc::new(AtomicU64::new(0));
    let started = Instant::now();
    let mut tasks = Vec::new();
    for c in 0..conns {
        let (server, stop, failed) = (server.clone(), stop.clone(), failed.clone());
        tasks.push(tokio::spawn(async move {
            let http = reqwest::Client::new();
            let base = server.bases[c % server.bases.len()].clone();
            let mut n = c as u64 * 1_000_000;
            let mut times = Vec::with_capacity(4096);
            while !stop.load(Ordering::Relaxed) {
                n += 1;
                let at = Instant::now();
                if once(&http, &server, &base, workload, n).await {
                    times.push(at.elapsed());
                } else {
                    failed.fetch_add(1, Ordering::Relaxed);
                }
            }
            times
        }));
    }
    tokio::time::sleep(block).await;
    stop.store(true, Ordering::Relaxed);
    let mut times = Vec::new();
    for t in tasks {
        times.extend(t.await.unwrap_or_default());
    }
    let elapsed = started.elapsed().as_secs_f64();
    let failures = failed.load(Ordering::Relaxed);
    assert_eq!(
        failures, 0,
        "{workload}: {failures} requests failed against {}",
        server.bases[0]
    );
    times.sort_unstable();
    Measured {
        rate: times.len() as f64 / elapsed,
        times,
    }
}

/// The response writer's totals from a server's `/metrics`: (responses and impressions written,
/// batches, seconds spent committing, commits timed). A build without a series reads 0.
async fn writer_totals(server: &Server) -> [f64; 4] {
    let mut totals = [0.0; 4];
    for base in &server.bases {
        let text = reqwest::get(format!("{base}/metrics"))
            .await
            .unwrap()
            .text()
            .await
            .unwrap_or_default();
        let read = |name: &str| {
            text.lines()
                .find_map(|l| l.strip_prefix(name)?.strip_prefix(' ')?.trim().parse().ok())
                .unwrap_or(0.0)
        };
        let names = [
            "hearken_writer_batch_size_sum",
            "hearken_writer_batch_size_count",
            "hearken_writer_commit_seconds_sum",
            "hearken_writer_commit_seconds_count",
        ];
        for (total, name) in totals.iter_mut().zip(names) {
            *total += read(name);
        }
    }
    totals
}

/// The server's resident memory in MiB, summed over its processes.
fn rss_mib(server: &Server) -> f64 {
    let kib: u64 = server
        .children
        .iter()
        .filter_map(|child| {
            std::fs::read_to_string(format!("/proc/{}/status", child.id()))
                .ok()?
                .lines()
                .find_map(|l| l.strip_prefix("VmRSS:"))?
                .split_whitespace()
                .next()?
                .parse::<u64>()
                .ok()
        })
        .sum();
    kib as f64 / 1024.0
}

/// `BENCH_SOAK_SECS` of `submit` at `conns` connections against `server`, one report a period.
async fn soak(server: &Arc<Server>, conns: usize, secs: u64) {
    let period = Duration::from_secs(env_usize("BENCH_SOAK_REPORT_SECS", 30) as u64);
    let started = Instant::now();
    let first = rss_mib(server);
    println!("soak: {conns} connections for {secs} s; resident memory at the start {first:.1} MiB");
    let mut readings = Vec::new();
    while started.elapsed() < Duration::from_secs(secs) {
        let m = block(server, "submit", conns, period).await;
        let rss = rss_mib(server);
        readings.push(rss);
        println!(
            "  {:>4.0} s: {:.0} answers/s, p50 {:.2} ms, p99 {:.2} ms, resident {rss:.1} MiB",
            started.elapsed().as_secs_f64(),
            m.rate,
            millis(&m.times, 0.5),
            millis(&m.times, 0.99),
        );
    }
    let (Some(after_first), Some(last)) = (readings.first(), readings.last()) else {
        return;
    };
    let max = readings.iter().copied().fold(0.0, f64::max);
    println!(
        "soak: resident memory after the first period {after_first:.1} MiB, at the end {last:.1} MiB ({:+.1}%), highest {max:.1} MiB",
        (last / after_first - 1.0) * 100.0
    );
}

/// What the writer did between two readings of its totals: "mean batch …, mean commit …".
fn writer_line(before: [f64; 4], after: [f64; 4]) -> String {
    let d: Vec<f64> = after.iter().zip(before).map(|(a, b)| a - b).collect();
    let batch = if d[1] > 0.0 { d[0] / d[1] } else { 0.0 };
    let commit = if d[3] > 0.0 {
        format!("{:.2} ms", d[2] / d[3] * 1000.0)
    } else {
        "not measured by this build".into()
    };
    format!(
        "{:.0} batches, mean {batch:.1} a batch, mean commit {commit}",
        d[1]
    )
}

/// The `q` quantile of sorted times, in milliseconds.
fn millis(sorted: &[Duration], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    sorted[((sorted.len() - 1) as f64 * q).round() as usize].as_secs_f64() * 1000.0
}

fn quantile(sorted: &[f64], q: f64) -> f64 {
    sorted[((sorted.len() - 1) as f64 * q).round() as usize]
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let (Ok(a), Ok(b)) = (std::env::var("BENCH_A"), std::env::var("BENCH_B")) else {
        println!(
            "serve_ab: set BENCH_A and BENCH_B to two hearken binaries (see the file's header)"
        );
        return;
    };
    let _ = rustls::crypto::ring::default_provider().install_default();
    let pairs = env_usize("BENCH_PAIRS", 10);
    let block_ms = Duration::from_millis(env_usize("BENCH_BLOCK_MS", 2000) as u64);
    // One or more connection counts, `8,32,128`.
    let conns: Vec<usize> = std::env::var("BENCH_CONNS")
        .unwrap_or_else(|_| "16".into())
        .split(',')
        .filter_map(|c| c.trim().parse().ok())
        .collect();
    let only = std::env::var("BENCH_ONLY").unwrap_or_default();
    let caps = std::env::var("BENCH_B_CAPS").is_ok_and(|v| v == "1");
    if let Some(secs) = std::env::var("BENCH_SOAK_SECS")
        .ok()
        .and_then(|s| s.parse().ok())
    {
        let server = Arc::new(start(&b, Side::of("B", caps)).await);
        soak(&server, conns.first().copied().unwrap_or(32), secs).await;
        return;
    }
    let servers = [
        Arc::new(start(&a, Side::of("A", false)).await),
        Arc::new(start(&b, Side::of("B", caps)).await),
    ];
    for workload in ["widget", "submit", "healthz"] {
        let chosen = only.split(',').any(|o| o.trim() == workload);
        if (only.is_empty() && workload == "healthz") || (!only.is_empty() && !chosen) {
            continue;
        }
        for &conns in &conns {
            // Warm both.
            for s in &servers {
                block(s, workload, conns, Duration::from_millis(1000)).await;
            }
            let mut ratios = Vec::new();
            let (mut sum_a, mut sum_b) = (0.0, 0.0);
            let (mut times_a, mut times_b) = (Vec::new(), Vec::new());
            let writers = [
                writer_totals(&servers[0]).await,
                writer_totals(&servers[1]).await,
            ];
            for _ in 0..pairs {
                let a1 = block(&servers[0], workload, conns, block_ms).await;
                let b1 = block(&servers[1], workload, conns, block_ms).await;
                let b2 = block(&servers[1], workload, conns, block_ms).await;
                let a2 = block(&servers[0], workload, conns, block_ms).await;
                sum_a += a1.rate + a2.rate;
                sum_b += b1.rate + b2.rate;
                ratios.push((b1.rate + b2.rate) / (a1.rate + a2.rate));
                for m in [a1, a2] {
                    times_a.extend(m.times);
                }
                for m in [b1, b2] {
                    times_b.extend(m.times);
                }
            }
            times_a.sort_unstable();
            times_b.sort_unstable();
            ratios.sort_by(|x, y| x.partial_cmp(y).unwrap());
            let pct = |r: f64| (r - 1.0) * 100.0;
            println!(
                "{workload} at {conns} connections: A {:.0}/s (p50 {:.2} ms, p99 {:.2} ms), B {:.0}/s (p50 {:.2} ms, p99 {:.2} ms); B against A, median of {pairs} ABBA pairs: {:+.1}% (quartiles {:+.1}%, {:+.1}%)",
                sum_a / (2 * pairs) as f64,
                millis(&times_a, 0.5),
                millis(&times_a, 0.99),
                sum_b / (2 * pairs) as f64,
                millis(&times_b, 0.5),
                millis(&times_b, 0.99),
                pct(quantile(&ratios, 0.5)),
                pct(quantile(&ratios, 0.25)),
                pct(quantile(&ratios, 0.75)),
            );
            if workload == "submit" {
                for (side, (server, before)) in ["A", "B"].iter().zip(servers.iter().zip(writers)) {
                    let after = writer_totals(server).await;
                    println!("  writer {side}: {}", writer_line(before, after));
                }
            }
        }
    }
}
