//! # Soak: `hearken serve` under mixed load for minutes, watching its memory and its errors
//!
//! Starts the release binary (`BENCH_BIN`, default `target/release/hearken`) on a fresh SQLite
//! database in development mode with an Elite key and the catalogue's behavior and targeting
//! add-ons active (their `survey-visibility` hooks run on page views), one published survey that
//! uses them, then for `BENCH_SECS` (default 600) loads it from this process with a mix over real
//! sockets: page views (`GET widget/survey`), visitor answers (impression, then response), and
//! admin reads (the survey list, the results). Every 10 s it prints the server's resident memory
//! (VmRSS) and the requests and failures so far. A 429 (a rate limit) is counted apart and is not
//! an error; anything else that is not 2xx is. Run by hand, not by `make test`:
//!
//! `make catalogue && BENCH_SECS=600 cargo bench -p hearken --bench soak`

use std::{
    process::{Command, Stdio},
    sync::{
        Arc,
        atomic::{AtomicBool, AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

use serde_json::{Value, json};

#[allow(dead_code)]
mod common;

use common::env_usize;

const WIDGET: &str = "/api/v1/widget/survey?url=https%3A%2F%2Fshop.example%2Fpricing&title=Pricing";

#[derive(Default)]
struct Counts {
    ok: AtomicU64,
    limited: AtomicU64,
    failed: AtomicU64,
}

impl Counts {
    fn record(&self, status: Option<u16>) {
        match status {
            Some(s) if (200..300).contains(&s) => &self.ok,
            Some(429) => &self.limited,
            _ => &self.failed,
        }
        .fetch_add(1, Ordering::Relaxed);
    }
}

fn rss_kib(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1).map(str::to_owned))
        })
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let _ = rustls::crypto::ring::default_provider().install_default();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let bin = std::env::var("BENCH_BIN")
        .unwrap_or_else(|_| root.join("target/release/hearken").display().to_string());
    let catalogue = root.join("build/catalogue");
    assert!(
        catalogue.join("behavior-1.0.0.hkpkg").is_file(),
        "run `make catalogue` first"
    );
    let data = tempfile::tempdir().unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut child = Command::new(&bin)
        .args(["serve", "--listen", &format!("127.0.0.1:{port}")])
        .env("HEARKEN_DATA_DIR", data.path())
        .env("HEARKEN_CATALOGUE_DIR", &catalogue)
        .env("HEARKEN_SITE_DIR", "")
        .env("HEARKEN_DEV", "1")
        // Some answers are refused on purpose: the limit is part of what runs for ten minutes.
        .env("HEARKEN_VISITOR_RATE_LIMIT", "600")
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap();
    let base = format!("http://127.0.0.1:{port}");
    let admin = reqwest::Client::builder()
        .cookie_store(true)
        .build()
        .unwrap();
    let started = Instant::now();
    while admin.get(format!("{base}/healthz")).send().await.is_err() {
        assert!(started.elapsed() < Duration::from_secs(30), "no server");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let me: Value = admin
        .post(format!("{base}/api/v1/setup"))
        .json(&json!({"email": "soak@example.com", "password": "soak-password-1"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let nonce = me["nonce"].as_str().unwrap().to_owned();
    let key = Command::new(&bin)
        .args(["license", "mint", "--tier", "elite", "--key-file"])
        .arg(root.join("host/dev-keys/DEVELOPMENT-ONLY-license-issuer.seed.hex"))
        .output()
        .unwrap();
    let key = String::from_utf8(key.stdout).unwrap().trim().to_owned();
    let post = |path: &str, body: Value| {
        admin
            .post(format!("{base}{path}"))
            .header("x-hearken-nonce", &nonce)
            .json(&body)
            .send()
    };
    assert!(
        post("/api/v1/license/verify", json!({"key": key}))
            .await
            .unwrap()
            .status()
            .is_success()
    );
    for slug in ["behavior", "targeting"] {
        for step in ["install", "activate"] {
            let res = post(&format!("/api/v1/addons/{slug}/{step}"), json!({}))
                .await
                .unwrap();
            assert!(
                res.status().is_success(),
                "{slug} {step}: {}",
                res.text().await.unwrap()
            );
        }
    }
    let created: Value = post("/api/v1/surveys", json!({"title": "Soak", "status": "publish",
        "settings": {
            "behavior": {"timing": "immediate", "timing_delay": 20, "display_length": "repeatedly", "run_time": "indefinitely", "expire_at": {"month": null, "day": null}, "start_minimized": false},
            "targeting": {"devices": ["desktop", "mobile"], "pages": "all", "page_rules": []}
        },
        "questions": [
            {"id": "r", "type": "radio-button", "title": "How did we do?", "config": {"options": ["Well", "Badly"]}},
            {"id": "t", "type": "long-text", "title": "Anything else?"}
        ]}))
    .await
    .unwrap()
    .json()
    .await
    .unwrap();
    let survey = created["survey"]["id"].as_i64().expect("the survey");

    let secs = env_usize("BENCH_SECS", 600) as u64;
    let stop = Arc::new(AtomicBool::new(false));
    let counts: Arc<[Counts; 3]> = Arc::new(Default::default());
    let mut tasks = Vec::new();
    // 8 page-view loops, 4 visitor-answer loops, 1 admin loop.
    for (kind, n) in [(0usize, 8usize), (1, 4), (2, 1)] {
        for c in 0..n {
            let (stop, counts, base) = (stop.clone(), counts.clone(), base.clone());
            let admin = admin.clone();
            let nonce = nonce.clone();
            tasks.push(tokio::spawn(async move {
                let http = reqwest::Client::new();
                let mut i = c as u64 * 1_000_000;
                while !stop.load(Ordering::Relaxed) {
                    i += 1;
                    let status = match kind {
                        0 => http
                            .get(format!("{base}{WIDGET}"))
                            .send()
                            .await
                            .ok()
                            .map(|r| r.status().as_u16()),
                        1 => answer(&http, &base, survey, i).await,
                        _ => {
                            let path = if i.is_multiple_of(2) {
                                "/api/v1/surveys?per_page=20".to_owned()
                            } else {
                                format!("/api/v1/surveys/{survey}/results")
                            };
                            let s = admin
                                .get(format!("{base}{path}"))
                                .header("x-hearken-nonce", &nonce)
                                .send()
                                .await
                                .ok()
                                .map(|r| r.status().as_u16());
                            tokio::time::sleep(Duration::from_millis(50)).await;
                            s
                        }
                    };
                    counts[kind].record(status);
                }
            }));
        }
    }
    let pid = child.id();
    let start = Instant::now();
    let mut samples = Vec::new();
    println!("t (s)  RSS (MiB)  page views ok/429/failed  answers ok/429/failed  admin ok/failed");
    while start.elapsed() < Duration::from_secs(secs) {
        tokio::time::sleep(Duration::from_secs(10)).await;
        let rss = rss_kib(pid);
        samples.push(rss);
        let c = |k: usize| {
            (
                counts[k].ok.load(Ordering::Relaxed),
                counts[k].limited.load(Ordering::Relaxed),
                counts[k].failed.load(Ordering::Relaxed),
            )
        };
        let (p, a, m) = (c(0), c(1), c(2));
        println!(
            "{:>5}  {:>9.1}  {:>8}/{}/{}  {:>8}/{}/{}  {}/{}",
            start.elapsed().as_secs(),
            rss as f64 / 1024.0,
            p.0,
            p.1,
            p.2,
            a.0,
            a.1,
            a.2,
            m.0,
            m.2
        );
    }
    stop.store(true, Ordering::Relaxed);
    for t in tasks {
        let _ = t.await;
    }
    let failed: u64 = counts
        .iter()
        .map(|c| c.failed.load(Ordering::Relaxed))
        .sum();
    let first_minute = samples.iter().take(6).copied().max().unwrap_or(0);
    let last_minute = samples.iter().rev().take(6).copied().max().unwrap_or(0);
    println!(
        "memory: at most {:.1} MiB in the first minute, {:.1} MiB in the last ({:+.1}%); errors other than 429: {failed}",
        first_minute as f64 / 1024.0,
        last_minute as f64 / 1024.0,
        (last_minute as f64 / first_minute.max(1) as f64 - 1.0) * 100.0
    );
    let _ = child.kill();
    let _ = child.wait();
}

/// A visitor's answer: the impression, then the response with its token (and an Idempotency-Key,
/// as the widget sends it). Answers the response's status (or the impression's, when it failed).
async fn answer(http: &reqwest::Client, base: &str, survey: i64, i: u64) -> Option<u16> {
    let shown: Value = http
        .get(format!("{base}{WIDGET}"))
        .send()
        .await
        .ok()?
        .json()
        .await
        .ok()?;
    let impression = shown["survey"]["nonces"]["impression"].as_str()?.to_owned();
    let res = http
        .post(format!(
            "{base}/api/v1/surveys/{survey}/impression?nonce={impression}"
        ))
        .send()
        .await
        .ok()?;
    if !res.status().is_success() {
        return Some(res.status().as_u16());
    }
    let counted: Value = res.json().await.ok()?;
    let token = counted["submission"].as_str()?;
    let key = format!("{:08x}-0000-4000-8000-{:012x}", i as u32, i);
    http.post(format!("{base}/api/v1/surveys/{survey}/responses"))
        .header("idempotency-key", key)
        .json(&json!({"answers": [
            {"question_id": "r", "value": if i.is_multiple_of(2) { "Well" } else { "Badly" }},
            {"question_id": "t", "value": format!("Answer {i}")}
        ], "page_submitted": {"link": "https://shop.example/pricing", "title": "Pricing"}, "nonce": token}))
        .send()
        .await
        .ok()
        .map(|r| r.status().as_u16())
}
