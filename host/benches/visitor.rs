//! # The visitor loop under load
//!
//! Prints, over real HTTP on 127.0.0.1 with the load generator in the same process (2 cores shared):
//! 1. `POST /api/v1/surveys/{id}/responses`: the maximum sustained rate (closed loop, `BENCH_CONNS`
//!    connections, default 64), then the latency at 80% of that rate (paced open loop), on SQLite
//!    and on PostgreSQL (127.0.0.1:5432; skipped when unreachable). Each 201 is sent after the
//!    response's commit.
//! 2. `GET /api/v1/widget/survey` with question-types and templates active, against the same with
//!    every catalogue add-on active (alternating blocks, so drift falls on both), then its latency
//!    at 80% of the first figure. With `BENCH_PAID_SETTINGS=1` every survey uses behavior,
//!    branding and targeting (a delay, display length, dark theming, devices and page rules);
//!    with `BENCH_PAID_SETTINGS=2`, only targeting and theming (behavior at its defaults); with
//!    `=3`, as 1 but behavior changes only the timing.
//!    `BENCH_ONLY=behavior`: two servers with every add-on active, A with behavior's display length
//!    at its default (the host's own cookie rule decides), B at 'repeatedly' (behavior's hook
//!    decides), loaded in `BENCH_PAIRS` (20) pairs of `BENCH_BLOCK_MS` (2000) blocks in ABBA order;
//!    the median of the pairs' ratios, then the server's own time per request (one request at a
//!    time through each router). `BENCH_AA=1` gives B A's settings: the measurement's error.
//! 3. `GET /api/v1/surveys/{id}/results` over a survey with `BENCH_RESPONSES` (default 1,000,000)
//!    responses, seeded through the same writer the endpoint uses.
//! 4. An add-on's public endpoint (`GET /api/v1/public/addons/ledger/ping`, API 1.1): nonce check,
//!    per-address limit, one `http-request` call; visitors come from a pool of 200,000 addresses
//!    through a trusted proxy's `X-Forwarded-For`, so the per-address limit admits them all.
//!
//! 5. Post ratings (issue 15): `POST /api/v1/public/addons/post-ratings/rate`, each from another
//!    visitor address (the add-on refuses a second rating of a post from one address) on one of
//!    1,000 posts, through the add-on's storage on SQLite (`BENCH_ONLY=ratings`).
//!
//! 6. Heatmaps (issue 16): `POST /api/v1/public/addons/heatmaps/events`, batches of 20 clicks on
//!    50 pages (40 elements each, clicks spread around them), as `sendBeacon` sends them: the
//!    events per second (closed loop), the storage 1,000,000 events take, and the admin area's
//!    reads over 30 days of such pages (`BENCH_ONLY=heatmaps`).
//!
//! Run: `cargo bench -p hearken --bench visitor` (needs `make addons`; `make bench` does it).

use std::{
    path::Path,
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    time::{Duration, Instant},
};

/// The same allocator as `hearken serve`.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use hearken::{
    AppState, Config, Db,
    addons::{package, registry::store::Source},
    http::Assets,
    licensing::{MintRequest, Tier},
    responses::ingest::Prepared,
    widget::nonces::{Kind, NonceKey},
};
use serde_json::{Value, json};

#[allow(dead_code)] // the hook benchmarks' sample helper
mod common;

use common::{call, env_usize, root, sign_in};

const PG_ADMIN: &str = "postgres://postgres@127.0.0.1:5432/postgres";
const UA: &str = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36";

fn secs(name: &str, default: u64) -> Duration {
    Duration::from_secs(env_usize(name, default as usize) as u64)
}

fn percentile(sorted: &[Duration], q: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    sorted[((sorted.len() as f64 - 1.0) * q).round() as usize]
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1e3)
}

struct App {
    state: AppState,
    base: String,
    session: (String, String),
}

async fn start(url: &str, dir: &Path) -> App {
    start_with(url, dir, |_| {}).await
}

async fn start_with(url: &str, dir: &Path, tweak: impl FnOnce(&mut Config)) -> App {
    let db = Db::connect(url).await.unwrap();
    db.migrate().await.unwrap();
    let mut config = Config::for_database(url);
    config.dev = true;
    config.data_dir = dir.to_owned();
    config.visitor_rate_limit = 0;
    tweak(&mut config);
    let state = AppState::with_db(config, db).unwrap();
    state.start_addons().await.unwrap();
    let router = hearken::router(state.clone(), Assets::default());
    let session = sign_in(&router).await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move {
        axum::serve(
            listener,
            router.into_make_service_with_connect_info::<std::net::SocketAddr>(),
        )
        .await
        .unwrap();
    });
    App {
        state,
        base,
        session,
    }
}

impl App {
    async fn admin(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        let router = hearken::router(self.state.clone(), Assets::default());
        let (_, status, body) = call(
            &router,
            method,
            path,
            body,
            Some((&self.session.0, &self.session.1)),
        )
        .await;
        assert!(status < 300, "{path}: {status} {body}");
        body
    }

    async fn survey(&self, body: Value) -> i64 {
        self.admin("POST", "/api/v1/surveys", Some(body)).await["survey"]["id"]
            .as_i64()
            .unwrap()
    }
}

fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .pool_max_idle_per_host(256)
        .build()
        .unwrap()
}

/// Closed loop: `conns` workers send as fast as answers come for `duration`.
async fn closed_loop(
    make: Arc<dyn Fn(&reqwest::Client) -> reqwest::RequestBuilder + Send + Sync>,
    expect: u16,
    conns: usize,
    duration: Duration,
) -> (f64, Vec<Duration>) {
    let stop = Arc::new(AtomicBool::new(false));
    let started = Instant::now();
    let mut workers = Vec::new();
    for _ in 0..conns {
        let (make, stop) = (make.clone(), stop.clone());
        workers.push(tokio::spawn(async move {
            let http = client();
            let mut times = Vec::new();
            while !stop.load(Ordering::Relaxed) {
                let t = Instant::now();
                let res = make(&http).send().await.unwrap();
                let status = res.status().as_u16();
                let body = res.bytes().await.unwrap();
                assert_eq!(status, expect, "{}", String::from_utf8_lossy(&body));
                times.push(t.elapsed());
            }
            times
        }));
    }
    tokio::time::sleep(duration).await;
    stop.store(true, Ordering::Relaxed);
    let mut all = Vec::new();
    for w in workers {
        all.extend(w.await.unwrap());
    }
    let rate = all.len() as f64 / started.elapsed().as_secs_f64();
    all.sort();
    (rate, all)
}

/// Open loop: requests start on a fixed schedule of `rate` per second for `duration`, each on its
/// own task, whatever the earlier answers do, over at most `IN_FLIGHT` connections (as wrk2 keeps a
/// fixed set); latency is counted from the scheduled start, so waiting for a connection, for the
/// server or for the database all count.
async fn paced(
    make: Arc<dyn Fn(&reqwest::Client) -> reqwest::RequestBuilder + Send + Sync>,
    expect: u16,
    rate: f64,
    duration: Duration,
) -> (f64, Vec<Duration>) {
    const IN_FLIGHT: usize = 128;
    let http = client();
    let slots = Arc::new(tokio::sync::Semaphore::new(IN_FLIGHT));
    // The first second opens the connections; it is not measured (steady state is).
    run_paced(&http, &slots, &make, expect, rate, Duration::from_secs(1)).await;
    run_paced(&http, &slots, &make, expect, rate, duration).await
}

async fn run_paced(
    http: &reqwest::Client,
    slots: &Arc<tokio::sync::Semaphore>,
    make: &Arc<dyn Fn(&reqwest::Client) -> reqwest::RequestBuilder + Send + Sync>,
    expect: u16,
    rate: f64,
    duration: Duration,
) -> (f64, Vec<Duration>) {
    let started = Instant::now();
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel::<Duration>();
    let mut sent = 0u64;
    let mut tick = tokio::time::interval(Duration::from_millis(1));
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Burst);
    while started.elapsed() < duration {
        tick.tick().await;
        let due = (started.elapsed().as_secs_f64() * rate) as u64;
        while sent < due {
            let scheduled = started + Duration::from_secs_f64(sent as f64 / rate);
            sent += 1;
            let (http, make, tx, slots) = (http.clone(), make.clone(), tx.clone(), slots.clone());
            tokio::spawn(async move {
                let _slot = slots.acquire_owned().await.unwrap();
                let res = make(&http).send().await.unwrap();
                let status = res.status().as_u16();
                let _ = res.bytes().await.unwrap();
                assert_eq!(status, expect);
                let _ = tx.send(scheduled.elapsed());
            });
        }
    }
    drop(tx);
    let mut all = Vec::with_capacity(sent as usize);
    while let Some(t) = rx.recv().await {
        all.push(t);
    }
    let achieved = all.len() as f64 / started.elapsed().as_secs_f64();
    all.sort();
    (achieved, all)
}

async fn ingest(backend: &str, url: &str) {
    let dir = tempfile::tempdir().unwrap();
    let app = start(url, dir.path()).await;
    let id = app
        .survey(json!({"id": null, "title": "Bench", "status": "publish", "questions": [
            {"id": "r", "type": "radio-button", "title": "How did we do?", "config": {"options": ["Well", "Badly"]}},
            {"id": "c", "type": "checkbox", "title": "What did you use?", "config": {"options": ["Search", "Cart", "Blog"]}},
            {"id": "t", "type": "long-text", "title": "Anything else?"}
        ]}))
        .await;
    // Each response needs its own single-use token, as each visitor's impression hands one.
    let key = NonceKey::load(&app.state.db).await.unwrap();
    let body = json!({
        "answers": [
            {"question_id": "r", "value": "Well"},
            {"question_id": "c", "value": ["Search", "Cart"]},
            {"question_id": "t", "value": "Quick checkout, friendly staff."}
        ],
        "page_submitted": {"link": "https://shop.example/cart", "title": "Cart"},
        "nonce": "TOKEN",
    })
    .to_string();
    let target = format!("{}/api/v1/surveys/{id}/responses", app.base);
    let make: Arc<dyn Fn(&reqwest::Client) -> reqwest::RequestBuilder + Send + Sync> =
        Arc::new(move |http: &reqwest::Client| {
            let token = key.issue_submission(id, hearken::time::now());
            http.post(&target)
                .header("content-type", "application/json")
                .header("user-agent", UA)
                .body(body.replacen("TOKEN", &token, 1))
        });
    let conns = env_usize("BENCH_CONNS", 64);
    closed_loop(make.clone(), 201, conns, Duration::from_secs(2)).await; // warm-up
    let (max, times) = closed_loop(make.clone(), 201, conns, secs("BENCH_SECS", 10)).await;
    println!(
        "{backend}: POST responses, closed loop of {conns}: {max:.0} responses/s (p50 {}, p99 {})",
        ms(percentile(&times, 0.5)),
        ms(percentile(&times, 0.99))
    );
    for (label, rate) in [("80%", max * 0.8), ("10,000/s", 10_000.0)] {
        if rate > max {
            println!("{backend}: {label} is above the maximum rate; skipped");
            continue;
        }
        let (achieved, times) = paced(make.clone(), 201, rate, secs("BENCH_SECS", 10)).await;
        println!(
            "{backend}: POST responses at {label} ({rate:.0}/s offered, {achieved:.0}/s done): p50 {}, p99 {}, max {}",
            ms(percentile(&times, 0.5)),
            ms(percentile(&times, 0.99)),
            ms(*times.last().unwrap_or(&Duration::ZERO))
        );
    }
    let stored = app
        .admin("GET", &format!("/api/v1/surveys/{id}/responses"), None)
        .await["pagination"]["total"]
        .clone();
    println!("{backend}: {stored} responses stored");
}

/// Activates or deactivates (`step`) each of `names`.
async fn switch_all(app: &App, names: &[impl AsRef<str>], step: &str) {
    for name in names {
        let name = name.as_ref();
        app.admin(
            "POST",
            &format!("/api/v1/addons/{name}/{step}"),
            Some(json!({})),
        )
        .await;
    }
}

/// Packs and installs every folder of addons/ (the catalogue); answers their slugs.
async fn install_catalogue(app: &App) -> Vec<String> {
    let wasm = root().join("target/wasm32-wasip2/addon");
    let mut slugs = Vec::new();
    for entry in std::fs::read_dir(root().join("addons")).unwrap() {
        let dir = entry.unwrap().path();
        if !dir.join("addon.toml").is_file() {
            continue;
        }
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        let file = wasm.join(format!("{}.wasm", name.replace('-', "_")));
        let (manifest, bytes) = package::pack(&dir, Some(&file)).unwrap();
        app.state
            .addons
            .install_bytes(&bytes, Source::Catalogue, None)
            .await
            .unwrap();
        slugs.push(manifest.slug);
    }
    slugs.sort();
    slugs
}

/// A server on SQLite in `dir` with an Elite key and every catalogue add-on installed (none
/// active); answers it and the add-ons' slugs.
async fn elite_with_catalogue(dir: &Path) -> (App, Vec<String>) {
    let url = format!("sqlite://{}/bench.db", dir.display());
    let app = start(&url, dir).await;
    let key = MintRequest {
        tier: Tier::Elite,
        expires: None,
        disabled: false,
    }
    .mint_dev();
    app.admin("POST", "/api/v1/license/verify", Some(json!({"key": key})))
        .await;
    let catalogue = install_catalogue(&app).await;
    (app, catalogue)
}

/// The paid survey settings of the widget benches: `behavior` as given, dark theming, and
/// targeting's devices and page rules (which the bench's page matches).
fn paid_settings(behavior: Value) -> Value {
    json!({
        "behavior": behavior,
        "theming": {"color_scheme": "dark", "widget_color": "#23282D", "text_color": "#FFFFFF", "button_color": "#FFFFFF"},
        "targeting": {"devices": ["desktop", "mobile"], "pages": "custom", "page_rules": [
            {"logic": "page_url_contains", "operator": null, "data": "/product"},
            {"logic": "page_type", "operator": "&&", "data": ["product"]}
        ]}
    })
}

async fn widget() {
    let dir = tempfile::tempdir().unwrap();
    let (app, catalogue) = elite_with_catalogue(dir.path()).await;
    let base = ["question-types", "templates"];
    let rest: Vec<&String> = catalogue
        .iter()
        .filter(|s| !base.contains(&s.as_str()))
        .collect();
    switch_all(&app, &base, "activate").await;
    // BENCH_PAID_SETTINGS=1: every survey uses behavior, branding and targeting (saved while they
    // are active, so the settings are kept): their hooks run and their modules are named whenever
    // the add-ons are active.
    // BENCH_PAID_SETTINGS=2: only targeting and theming (behavior at its defaults), what the
    // serve path cost before behavior's rules moved into its hook; =3: as 1, but behavior changes
    // only the timing (no display length).
    let paid_mode = std::env::var("BENCH_PAID_SETTINGS").unwrap_or_default();
    let paid = matches!(paid_mode.as_str(), "1" | "2" | "3");
    let settings = if paid {
        switch_all(&app, &rest, "activate").await;
        let behavior = match paid_mode.as_str() {
            "1" => json!({"timing": "delay", "timing_delay": 5, "display_length": "repeatedly"}),
            "3" => json!({"timing": "delay", "timing_delay": 5}),
            _ => json!({}),
        };
        paid_settings(behavior)
    } else {
        json!({})
    };
    for i in 0..5 {
        app.survey(json!({"id": null, "title": format!("Survey {i}"), "status": "publish", "settings": settings, "questions": [
            {"id": "n", "type": "nps", "title": "How likely are you to recommend us?"},
            {"id": "s", "type": "star-rating", "title": "Rate us"},
            {"id": "r", "type": "radio-button", "title": "How did we do?", "config": {"options": ["Well", "Badly"]}}
        ]}))
        .await;
    }
    if paid {
        switch_all(&app, &rest, "deactivate").await;
    }
    let target = format!(
        "{}/api/v1/widget/survey?url=https%3A%2F%2Fshop.example%2Fproduct&title=Product&page_type=product&post_type=product&cookies=%7B%22hearken_survey_5%22%3A%22%257B%2522submitted%2522%253Atrue%257D%22%7D",
        app.base
    );
    let make: Arc<dyn Fn(&reqwest::Client) -> reqwest::RequestBuilder + Send + Sync> =
        Arc::new(move |http: &reqwest::Client| http.get(&target).header("user-agent", UA));
    let conns = env_usize("BENCH_CONNS", 64);
    closed_loop(make.clone(), 200, conns, Duration::from_secs(2)).await;
    // Alternating blocks: the two first-party add-ons of issue #5, then every catalogue add-on.
    let (mut few, mut all) = (Vec::new(), Vec::new());
    let block = secs("BENCH_SECS", 10) / 2;
    for _ in 0..3 {
        let (rate, times) = closed_loop(make.clone(), 200, conns, block).await;
        few.push((rate, percentile(&times, 0.99)));
        switch_all(&app, &rest, "activate").await;
        let (rate, times) = closed_loop(make.clone(), 200, conns, block).await;
        all.push((rate, percentile(&times, 0.99)));
        switch_all(&app, &rest, "deactivate").await;
    }
    let mean = |v: &[(f64, Duration)]| v.iter().map(|(r, _)| r).sum::<f64>() / v.len() as f64;
    let worst = |v: &[(f64, Duration)]| v.iter().map(|(_, p)| *p).max().unwrap_or_default();
    let (few_rate, all_rate) = (mean(&few), mean(&all));
    println!(
        "GET widget/survey, 5 published surveys, closed loop of {conns}, 3 alternating blocks of {} s each:",
        block.as_secs()
    );
    println!(
        "  {} active: {few_rate:.0} req/s (blocks {:?}; worst p99 {})",
        base.join(" + "),
        few.iter().map(|(r, _)| r.round()).collect::<Vec<_>>(),
        ms(worst(&few))
    );
    println!(
        "  every catalogue add-on active ({}): {all_rate:.0} req/s (blocks {:?}; worst p99 {}); {:+.1}%",
        catalogue.join(", "),
        all.iter().map(|(r, _)| r.round()).collect::<Vec<_>>(),
        ms(worst(&all)),
        (all_rate / few_rate - 1.0) * 100.0
    );
    let (achieved, times) = paced(make, 200, few_rate * 0.8, secs("BENCH_SECS", 10)).await;
    println!(
        "GET widget/survey ({} active) at 80% ({achieved:.0}/s): p50 {}, p99 {}",
        base.join(" + "),
        ms(percentile(&times, 0.5)),
        ms(percentile(&times, 0.99))
    );
}

/// An add-on's public endpoint over real sockets: the test add-on `ledger` (its `/ping` echoes
/// the request and the visitor context it was given), repacked with the highest per-address limit
/// a manifest may declare.
async fn public() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/bench.db", dir.path().display());
    let app = start_with(&url, dir.path(), |config| config.trust_forwarded = true).await;
    let source = root().join("host/tests/addons/ledger");
    let copy = tempfile::tempdir().unwrap();
    let manifest = std::fs::read_to_string(source.join("addon.toml"))
        .unwrap()
        .replace("rate_limit = 5\n", "rate_limit = 600\n");
    std::fs::write(copy.path().join("addon.toml"), manifest).unwrap();
    std::fs::create_dir(copy.path().join("widget")).unwrap();
    for entry in std::fs::read_dir(source.join("widget")).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(
            &path,
            copy.path().join("widget").join(path.file_name().unwrap()),
        )
        .unwrap();
    }
    let wasm = root().join("target/wasm32-wasip2/addon/ledger.wasm");
    assert!(wasm.is_file(), "run `make addons` first");
    let (_, bytes) = package::pack(copy.path(), Some(&wasm)).unwrap();
    app.state
        .addons
        .install_bytes(&bytes, Source::Upload, None)
        .await
        .unwrap();
    app.admin("POST", "/api/v1/addons/ledger/activate", Some(json!({})))
        .await;
    let nonce = NonceKey::load(&app.state.db).await.unwrap().issue_for(
        Kind::Public,
        "ledger",
        hearken::time::now(),
    );
    let target = format!("{}/api/v1/public/addons/ledger/ping", app.base);
    let next = Arc::new(std::sync::atomic::AtomicU32::new(0));
    let make: Arc<dyn Fn(&reqwest::Client) -> reqwest::RequestBuilder + Send + Sync> =
        Arc::new(move |http: &reqwest::Client| {
            // 200,000 visitors: no address comes back within the limit's minute.
            let n = next.fetch_add(1, Ordering::Relaxed) % 200_000;
            http.get(&target)
                .header("x-hearken-nonce", &nonce)
                .header("user-agent", UA)
                .header("origin", "https://shop.example")
                .header(
                    "x-forwarded-for",
                    format!("10.{}.{}.{}", n >> 16, (n >> 8) & 255, n & 255),
                )
        });
    let conns = env_usize("BENCH_CONNS", 64);
    closed_loop(make.clone(), 200, conns, Duration::from_secs(2)).await;
    let (max, times) = closed_loop(make.clone(), 200, conns, secs("BENCH_SECS", 10)).await;
    println!(
        "GET public/addons/ledger/ping: {max:.0} req/s (closed loop of {conns}; p50 {}, p99 {})",
        ms(percentile(&times, 0.5)),
        ms(percentile(&times, 0.99))
    );
    let (achieved, times) = paced(make, 200, max * 0.8, secs("BENCH_SECS", 10)).await;
    println!(
        "GET public/addons/ledger/ping at 80% ({achieved:.0}/s): p50 {}, p99 {}",
        ms(percentile(&times, 0.5)),
        ms(percentile(&times, 0.99))
    );
}

/// Post ratings over real sockets: the catalogue's post-ratings add-on (Pro), repacked with the
/// highest per-address limit a manifest may declare; each rating from a new address.
async fn ratings() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/bench.db", dir.path().display());
    let app = start_with(&url, dir.path(), |config| config.trust_forwarded = true).await;
    let key = MintRequest {
        tier: Tier::Pro,
        expires: None,
        disabled: false,
    }
    .mint_dev();
    app.admin("POST", "/api/v1/license/verify", Some(json!({"key": key})))
        .await;
    let source = root().join("addons/post-ratings");
    let copy = tempfile::tempdir().unwrap();
    let manifest = std::fs::read_to_string(source.join("addon.toml"))
        .unwrap()
        .replace("rate_limit = 20\n", "rate_limit = 600\n");
    std::fs::write(copy.path().join("addon.toml"), manifest).unwrap();
    for folder in ["ui", "widget"] {
        copy_tree(&source.join(folder), &copy.path().join(folder));
    }
    let wasm = root().join("target/wasm32-wasip2/addon/post_ratings.wasm");
    assert!(wasm.is_file(), "run `make addons` first");
    let (_, bytes) = package::pack(copy.path(), Some(&wasm)).unwrap();
    app.state
        .addons
        .install_bytes(&bytes, Source::Catalogue, None)
        .await
        .unwrap();
    app.admin(
        "POST",
        "/api/v1/addons/post-ratings/activate",
        Some(json!({})),
    )
    .await;
    let nonce = NonceKey::load(&app.state.db).await.unwrap().issue_for(
        Kind::Public,
        "post-ratings",
        hearken::time::now(),
    );
    let target = format!("{}/api/v1/public/addons/post-ratings/rate", app.base);
    let next = Arc::new(std::sync::atomic::AtomicU32::new(0));
    let make: Arc<dyn Fn(&reqwest::Client) -> reqwest::RequestBuilder + Send + Sync> =
        Arc::new(move |http: &reqwest::Client| {
            let n = next.fetch_add(1, Ordering::Relaxed);
            http.post(&target)
                .header("x-hearken-nonce", &nonce)
                .header("user-agent", UA)
                .header("content-type", "application/json")
                .header(
                    "x-forwarded-for",
                    format!("10.{}.{}.{}", (n >> 16) & 255, (n >> 8) & 255, n & 255),
                )
                .body(
                    json!({"post_id": (n % 1000).to_string(), "post_title": "A post",
                        "url": "https://blog.example/post", "rating": 1 + n % 5})
                    .to_string(),
                )
        });
    let conns = env_usize("BENCH_CONNS", 64);
    closed_loop(make.clone(), 200, conns, Duration::from_secs(2)).await;
    let (max, times) = closed_loop(make.clone(), 200, conns, secs("BENCH_SECS", 10)).await;
    println!(
        "POST public/addons/post-ratings/rate: {max:.0} ratings/s (closed loop of {conns}; p50 {}, p99 {})",
        ms(percentile(&times, 0.5)),
        ms(percentile(&times, 0.99))
    );
    let (achieved, times) = paced(make, 200, max * 0.8, secs("BENCH_SECS", 10)).await;
    println!(
        "POST public/addons/post-ratings/rate at 80% ({achieved:.0}/s): p50 {}, p99 {}",
        ms(percentile(&times, 0.5)),
        ms(percentile(&times, 0.99))
    );
}

/// A server with the heatmaps add-on (Elite) active, and its public nonce.
async fn heatmaps_server(dir: &Path) -> (App, String) {
    let url = format!("sqlite://{}/bench.db", dir.display());
    let app = start_with(&url, dir, |config| config.trust_forwarded = true).await;
    let key = MintRequest {
        tier: Tier::Elite,
        expires: None,
        disabled: false,
    }
    .mint_dev();
    app.admin("POST", "/api/v1/license/verify", Some(json!({"key": key})))
        .await;
    let wasm = root().join("target/wasm32-wasip2/addon/heatmaps.wasm");
    assert!(wasm.is_file(), "run `make addons` first");
    let (_, bytes) = package::pack(&root().join("addons/heatmaps"), Some(&wasm)).unwrap();
    app.state
        .addons
        .install_bytes(&bytes, Source::Catalogue, None)
        .await
        .unwrap();
    app.admin("POST", "/api/v1/addons/heatmaps/activate", Some(json!({})))
        .await;
    let nonce = NonceKey::load(&app.state.db).await.unwrap().issue_for(
        Kind::Public,
        "heatmaps",
        hearken::time::now(),
    );
    (app, nonce)
}

/// Batch `n`: 20 clicks of one page view on one of 50 pages, around one of 40 elements each.
fn heatmap_batch(n: u32) -> String {
    let events: Vec<Value> = (0..20u32)
        .map(|i| {
            let k = n.wrapping_mul(20).wrapping_add(i).wrapping_mul(2_654_435_761);
            let element = k % 40;
            let (cx, cy) = (80 + (element % 8) * 150, 200 + (element / 8) * 700);
            json!({"t": "click", "x": cx + (k >> 8) % 60, "y": cy + (k >> 16) % 40,
                "selector": format!("main > section:nth-of-type({}) > a.item-{}", element / 8 + 1, element % 8),
                "ex": f64::from((k >> 4) % 100) / 100.0, "ey": f64::from((k >> 12) % 100) / 100.0})
        })
        .collect();
    json!({"url": format!("https://shop.example/products/{}", n % 50), "viewport": "desktop",
        "view": true, "width": 1280, "height": 4000, "events": events})
    .to_string()
}

async fn heatmap_storage(app: &App) -> (i64, i64) {
    let bytes: i64 = on_bench_db(
        app,
        "SELECT COALESCE(MAX(bytes), 0) FROM addon_storage_usage WHERE slug = 'heatmaps'",
    )
    .await;
    let keys: i64 = on_bench_db(
        app,
        "SELECT COUNT(*) FROM addon_storage WHERE slug = 'heatmaps'",
    )
    .await;
    (bytes, keys)
}

async fn on_bench_db(app: &App, sql: &str) -> i64 {
    match &app.state.db {
        Db::Sqlite(pool) => sqlx::query_scalar(sql).fetch_one(pool).await.unwrap(),
        Db::Postgres(pool) => sqlx::query_scalar(sql).fetch_one(pool).await.unwrap(),
    }
}

/// Heatmap events over real sockets, then the storage a million of them take.
async fn heatmaps() {
    let conns = env_usize("BENCH_CONNS", 64);
    let make_for = |app: &App,
                    nonce: &str|
     -> Arc<dyn Fn(&reqwest::Client) -> reqwest::RequestBuilder + Send + Sync> {
        let target = format!(
            "{}/api/v1/public/addons/heatmaps/events?nonce={nonce}",
            app.base
        );
        let next = Arc::new(std::sync::atomic::AtomicU32::new(0));
        Arc::new(move |http: &reqwest::Client| {
            let n = next.fetch_add(1, Ordering::Relaxed);
            http.post(&target)
                .header("user-agent", UA)
                .header("content-type", "text/plain;charset=UTF-8")
                .header(
                    "x-forwarded-for",
                    format!("10.{}.{}.{}", (n >> 16) & 255, (n >> 8) & 255, n & 255),
                )
                .body(heatmap_batch(n))
        })
    };
    {
        let dir = tempfile::tempdir().unwrap();
        let (app, nonce) = heatmaps_server(dir.path()).await;
        let make = make_for(&app, &nonce);
        closed_loop(make.clone(), 204, conns, Duration::from_secs(2)).await;
        let (max, times) = closed_loop(make.clone(), 204, conns, secs("BENCH_SECS", 10)).await;
        println!(
            "POST public/addons/heatmaps/events: {:.0} events/s ({max:.0} batches of 20/s; closed loop of {conns}; p50 {}, p99 {})",
            max * 20.0,
            ms(percentile(&times, 0.5)),
            ms(percentile(&times, 0.99))
        );
    }
    let dir = tempfile::tempdir().unwrap();
    let (app, nonce) = heatmaps_server(dir.path()).await;
    let make = make_for(&app, &nonce);
    let batches = env_usize("BENCH_HEATMAP_EVENTS", 1_000_000) / 20;
    let sent = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let started = Instant::now();
    let workers: Vec<_> = (0..conns)
        .map(|_| {
            let (make, sent) = (make.clone(), sent.clone());
            tokio::spawn(async move {
                let http = client();
                while sent.fetch_add(1, Ordering::Relaxed) < batches {
                    let res = make(&http).send().await.unwrap();
                    let status = res.status().as_u16();
                    let body = res.bytes().await.unwrap();
                    assert_eq!(status, 204, "{}", String::from_utf8_lossy(&body));
                }
            })
        })
        .collect();
    for worker in workers {
        worker.await.unwrap();
    }
    let took = started.elapsed();
    let (bytes, keys) = heatmap_storage(&app).await;
    println!(
        "heatmaps: {} events in {:.1} s ({:.0}/s); storage: {:.2} MB in {keys} keys for 50 pages, {:.0} bytes per page and day",
        batches * 20,
        took.as_secs_f64(),
        (batches * 20) as f64 / took.as_secs_f64(),
        bytes as f64 / 1e6,
        bytes as f64 / 50.0
    );
    heatmap_reads(&app, &nonce).await;
}

/// The admin area's reads over 30 days of 50 pages in 3 viewport classes: today's buckets and
/// summaries copied to the 29 days before and to tablet and mobile (4,500 buckets).
async fn heatmap_reads(app: &App, nonce: &str) {
    use hearken::addons::capabilities::stored::{
        StorageChange, storage_apply, storage_get, storage_keys,
    };
    let today = chrono::Utc::now().date_naive();
    let mut copies: Vec<(String, String)> = Vec::new();
    let day = |days: i64| {
        (today - chrono::Duration::days(days))
            .format("%Y-%m-%d")
            .to_string()
    };
    for key in storage_keys(&app.state.db, "heatmaps", "b/").await.unwrap() {
        let value = storage_get(&app.state.db, "heatmaps", &key)
            .await
            .unwrap()
            .unwrap();
        let page = key.split('/').nth(1).unwrap().to_owned();
        for days in 0..30 {
            for viewport in ["desktop", "tablet", "mobile"] {
                if days > 0 || viewport != "desktop" {
                    copies.push((format!("b/{page}/{}/{viewport}", day(days)), value.clone()));
                }
            }
        }
    }
    for key in storage_keys(&app.state.db, "heatmaps", "t/").await.unwrap() {
        let value = storage_get(&app.state.db, "heatmaps", &key)
            .await
            .unwrap()
            .unwrap();
        let mut summaries: Value = serde_json::from_str(&value).unwrap();
        for classes in summaries.as_object_mut().unwrap().values_mut() {
            let desktop = classes["desktop"].clone();
            classes["tablet"] = desktop.clone();
            classes["mobile"] = desktop;
        }
        let shard = key.rsplit('/').next().unwrap().to_owned();
        for days in 0..30 {
            copies.push((format!("t/{}/{shard}", day(days)), summaries.to_string()));
        }
    }
    for chunk in copies.chunks(256) {
        let changes: Vec<StorageChange<'_>> = chunk
            .iter()
            .map(|(key, value)| StorageChange {
                slug: "heatmaps",
                key,
                value: Some(value),
                add: false,
                quota: u64::MAX >> 1,
            })
            .collect();
        storage_apply(&app.state.db, &changes).await.unwrap();
    }
    let from = (today - chrono::Duration::days(29))
        .format("%Y-%m-%d")
        .to_string();
    let timed = |path: String| async move {
        let mut times = Vec::new();
        let mut body = Value::Null;
        for _ in 0..7 {
            let t = Instant::now();
            body = app.admin("GET", &path, None).await;
            times.push(t.elapsed());
        }
        times.sort();
        (times[times.len() / 2], body)
    };
    let (list, body) = timed(format!("/api/v1/addons/heatmaps/pages?from={from}")).await;
    let id = body["items"][0]["id"].as_str().unwrap().to_owned();
    println!(
        "heatmaps: GET pages over 30 days (4,500 day buckets, {} pages): {} (median of 7, in-process router)",
        body["pagination"]["total"],
        ms(list)
    );
    let (view, _) = timed(format!("/api/v1/addons/heatmaps/pages/{id}?from={from}")).await;
    println!(
        "heatmaps: GET pages/{{id}} over 30 days (90 buckets): {}",
        ms(view)
    );
    let link = app
        .admin(
            "POST",
            &format!("/api/v1/addons/heatmaps/pages/{id}/heatmap"),
            Some(json!({"from": from})),
        )
        .await;
    let overlay = format!(
        "{}/api/v1/public/addons/heatmaps/overlay?viewport=desktop&token={}",
        app.base,
        link["token"].as_str().unwrap()
    );
    let http = client();
    let mut times = Vec::new();
    for _ in 0..7 {
        let t = Instant::now();
        let res = http
            .get(&overlay)
            .header("x-hearken-nonce", nonce)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status().as_u16(), 200);
        let _ = res.bytes().await.unwrap();
        times.push(t.elapsed());
    }
    times.sort();
    println!(
        "heatmaps: GET overlay over 30 days (30 buckets, over a socket): {}",
        ms(times[3])
    );
}

fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let path = entry.unwrap().path();
        let target = to.join(path.file_name().unwrap());
        if path.is_dir() {
            copy_tree(&path, &target);
        } else {
            std::fs::copy(&path, &target).unwrap();
        }
    }
}

async fn results() {
    let n = env_usize("BENCH_RESPONSES", 1_000_000);
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/bench.db", dir.path().display());
    let app = start(&url, dir.path()).await;
    let id = app
        .survey(json!({"id": null, "title": "Big", "status": "publish", "questions": [
            {"id": "r", "type": "radio-button", "title": "How did we do?", "config": {"options": ["Well", "Badly", "So-so"]}},
            {"id": "c", "type": "checkbox", "title": "What did you use?", "config": {"options": ["Search", "Cart", "Blog"]}},
            {"id": "t", "type": "long-text", "title": "Anything else?"}
        ]}))
        .await;
    let started = Instant::now();
    let now = hearken::time::now();
    let tasks = 256usize;
    let per_task = n / tasks;
    let mut handles = Vec::new();
    for t in 0..tasks {
        let state = app.state.clone();
        handles.push(tokio::spawn(async move {
            for i in 0..per_task {
                let k = t * per_task + i;
                let choice = ["Well", "Badly", "So-so"][k % 3];
                let answers = json!([
                    {"question_id": "r", "value": choice},
                    {"question_id": "c", "value": ["Search", "Cart"]},
                    {"question_id": "t", "value": format!("Answer number {k}")}
                ]);
                state
                    .ingest()
                    .store(Prepared {
                        survey_id: id,
                        answers: answers.to_string(),
                        page_submitted: "{}".into(),
                        user_ip: "203.0.113.1".into(),
                        user_agent: UA.into(),
                        user_browser: "Chrome 120".into(),
                        user_os: "Linux".into(),
                        user_device: "desktop".into(),
                        // Spread over the last 60 days.
                        submitted_at: now - (k as i64 % 60) * 86_400,
                        language: None,
                        counters: vec![
                            ("r".into(), String::new()),
                            ("r".into(), choice.into()),
                            ("c".into(), String::new()),
                            ("c".into(), "Search".into()),
                            ("c".into(), "Cart".into()),
                            ("t".into(), String::new()),
                        ],
                        emails: Vec::new(),
                        token: None,
                        idempotency_key: None,
                        actions: Vec::new(),
                        event: None,
                        limits: None,
                        remember: None,
                        complete: true,
                        reached: None,
                    })
                    .await
                    .unwrap();
            }
        }));
    }
    for h in handles {
        h.await.unwrap();
    }
    let seeded = per_task * tasks;
    println!(
        "seeded {seeded} responses through the writer in {:.1} s ({:.0}/s, no HTTP)",
        started.elapsed().as_secs_f64(),
        seeded as f64 / started.elapsed().as_secs_f64()
    );
    let router = hearken::router(app.state.clone(), Assets::default());
    let session = (app.session.0.as_str(), app.session.1.as_str());
    let mut times = Vec::new();
    for _ in 0..20 {
        let (t, status, body) = call(
            &router,
            "GET",
            &format!("/api/v1/surveys/{id}/results"),
            None,
            Some(session),
        )
        .await;
        assert_eq!(status, 200, "{body}");
        times.push(t);
    }
    times.sort();
    println!(
        "GET surveys/{{id}}/results over {seeded} responses (last 30 days): median {}, max {}",
        ms(percentile(&times, 0.5)),
        ms(*times.last().unwrap())
    );
}

/// The cost of behavior's rules in its hook (issue #12's goal): two servers in this process, each
/// with every catalogue add-on active and 5 surveys that use targeting's page rules and dark
/// theming; on A behavior keeps its display-length default (the host's own cookie rule decides, as
/// it did before the rules moved into the add-on), on B the display length is 'repeatedly' (its
/// `survey-visibility` hook is called on each view). On this machine a block's rate swings by a
/// fifth from one block to the next, so the bench loads A and B in many short blocks in pairs, in
/// ABBA order (each pair's first block alternates, so drift and position fall on both alike); each
/// pair gives the ratio of B's rate to A's, and the figure is the median of the pairs' ratios, with
/// their quartiles. `BENCH_AA=1` gives B A's settings (the measurement's own error).
async fn widget_behavior() {
    let without = json!({"timing": "delay", "timing_delay": 5});
    let with = if std::env::var_os("BENCH_AA").is_some() {
        without.clone()
    } else {
        json!({"timing": "delay", "timing_delay": 5, "display_length": "repeatedly"})
    };
    let (dir_a, dir_b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let mut servers = Vec::new();
    for (dir, behavior) in [(&dir_a, &without), (&dir_b, &with)] {
        let (app, catalogue) = elite_with_catalogue(dir.path()).await;
        switch_all(&app, &catalogue, "activate").await;
        for i in 0..5 {
            app.survey(json!({"id": null, "title": format!("Survey {i}"), "status": "publish", "settings": paid_settings(behavior.clone()), "questions": [
                {"id": "n", "type": "nps", "title": "How likely are you to recommend us?"},
                {"id": "r", "type": "radio-button", "title": "How did we do?", "config": {"options": ["Well", "Badly"]}}
            ]}))
            .await;
        }
        let target = format!(
            "{}/api/v1/widget/survey?url=https%3A%2F%2Fshop.example%2Fproduct&title=Product&page_type=product&post_type=product",
            app.base
        );
        let make: Arc<dyn Fn(&reqwest::Client) -> reqwest::RequestBuilder + Send + Sync> =
            Arc::new(move |http: &reqwest::Client| http.get(&target).header("user-agent", UA));
        servers.push((app, make));
    }
    let conns = env_usize("BENCH_CONNS", 64);
    let block = Duration::from_millis(env_usize("BENCH_BLOCK_MS", 2000) as u64);
    let (mut rates_a, mut rates_b, mut ratios) = (Vec::new(), Vec::new(), Vec::new());
    for pair in 0..env_usize("BENCH_PAIRS", 20) {
        let mut rates = [0.0; 2];
        let order = if pair % 2 == 0 { [0, 1] } else { [1, 0] };
        for which in order {
            let make = &servers[which].1;
            closed_loop(make.clone(), 200, conns, Duration::from_millis(250)).await;
            rates[which] = closed_loop(make.clone(), 200, conns, block).await.0;
        }
        rates_a.push(rates[0]);
        rates_b.push(rates[1]);
        ratios.push(rates[1] / rates[0]);
    }
    let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len() as f64;
    ratios.sort_by(f64::total_cmp);
    let n = ratios.len();
    let median = (ratios[(n - 1) / 2] + ratios[n / 2]) / 2.0;
    let (q1, q3) = (ratios[n / 4], ratios[(3 * n) / 4]);
    println!(
        "GET widget/survey, every catalogue add-on active, 5 surveys with page rules and theming, closed loop of {conns}; {n} pairs of {} ms blocks (ABBA):",
        block.as_millis()
    );
    println!(
        "  A, behavior at its display-length default (host's cookie rule): {:.0} req/s (blocks {rates_a:.0?})",
        mean(&rates_a)
    );
    println!(
        "  B, display length 'repeatedly' (behavior's hook decides): {:.0} req/s (blocks {rates_b:.0?})",
        mean(&rates_b)
    );
    println!(
        "  B against A: {:+.1}% (median of the pairs' ratios; quartiles {:+.1}% and {:+.1}%)",
        (median - 1.0) * 100.0,
        (q1 - 1.0) * 100.0,
        (q3 - 1.0) * 100.0
    );
    // The server's own work, without sockets or a load generator: one request at a time through
    // each router, A and B alternating request by request.
    let path = "/api/v1/widget/survey?url=https%3A%2F%2Fshop.example%2Fproduct&title=Product&page_type=product&post_type=product";
    let routers: Vec<_> = servers
        .iter()
        .map(|(app, _)| hearken::router(app.state.clone(), Assets::default()))
        .collect();
    let mut times = [Vec::new(), Vec::new()];
    for round in 0..env_usize("BENCH_ROUNDS", 20_000) {
        for (which, router) in routers.iter().enumerate() {
            let (elapsed, status, body) = call(router, "GET", path, None, None).await;
            assert_eq!(status, 200, "{body}");
            if round >= 500 {
                times[which].push(elapsed);
            }
        }
    }
    let [a, b] = times.map(|mut t| {
        t.sort();
        percentile(&t, 0.5)
    });
    println!(
        "  one request at a time through the router (no sockets), A and B alternating: median {:.1} µs against {:.1} µs, {:+.1}%",
        a.as_secs_f64() * 1e6,
        b.as_secs_f64() * 1e6,
        (b.as_secs_f64() / a.as_secs_f64() - 1.0) * 100.0
    );
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let only = std::env::var("BENCH_ONLY").unwrap_or_default();
    let run = |what: &str| only.is_empty() || only.split(',').any(|o| o == what);
    if run("ingest") {
        let dir = tempfile::tempdir().unwrap();
        ingest(
            "SQLite",
            &format!("sqlite://{}/bench.db", dir.path().display()),
        )
        .await;
        match sqlx::PgPool::connect(PG_ADMIN).await {
            Ok(pool) => {
                let name = format!("hearken_bench_{}", std::process::id());
                sqlx::query(&format!("CREATE DATABASE \"{name}\""))
                    .execute(&pool)
                    .await
                    .unwrap();
                ingest(
                    "PostgreSQL",
                    &format!("postgres://postgres@127.0.0.1:5432/{name}"),
                )
                .await;
                tokio::time::sleep(Duration::from_millis(500)).await;
                let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"))
                    .execute(&pool)
                    .await;
            }
            Err(e) => println!("PostgreSQL: skipped ({e})"),
        }
    }
    if run("behavior") {
        widget_behavior().await;
    }
    if run("widget") {
        widget().await;
    }
    if run("results") {
        results().await;
    }
    if run("public") {
        public().await;
    }
    if run("ratings") {
        ratings().await;
    }
    if run("heatmaps") {
        heatmaps().await;
    }
}
