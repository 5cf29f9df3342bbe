//! # Add-on hook latency
//!
//! Prints:
//! 1. one filter hook call on a fresh instance (pooling allocator, InstancePre; an add-on with
//!    `limits.fresh_instances`) and on a warm one (the API 1.1 default), through the runtime,
//! 2. the same filter called on one store reused directly (the floor: no runtime bookkeeping),
//! 3. the latency a `sanitize-survey` filter chain adds through 1, 3 and 9 active add-ons
//!    (through the registry, as a save runs it), per chain and per add-on,
//! 4. the throughput of `POST /api/v1/surveys/{id}/responses` without and with an add-on on
//!    `response-submitted` (the signed-webhook example, unconfigured),
//! 5. the latency `survey-visibility` adds per API 1.1 add-on with the visitor context (page,
//!    cookies, device, country), through 1, 3 and 9 active add-ons, on warm instances (the
//!    default) and on fresh ones (`limits.fresh_instances`),
//! 6. the behavior add-on's `survey-visibility` call on its own component (a warm instance,
//!    through the runtime), with the input the host writes for a survey at display length
//!    'repeatedly'. `BENCH_BEHAVIOR_A` and `BENCH_BEHAVIOR_B` name two builds of `behavior.wasm`
//!    to compare in alternating blocks (default: both the one `make addons` built);
//!    `BENCH_ONLY=behavior` runs only this part.
//!
//! Median and p99 of `BENCH_ROUNDS` (default 2000) calls each, on SQLite in a temporary folder.
//! Needs the add-on components: run `make addons` first (`make bench` does).
//!
//! Run: `cargo bench -p hearken --bench addon_hooks`.

use std::{
    path::PathBuf,
    time::{Duration, Instant},
};

use axum::Router;
use hearken::{
    AppState, Config, Db,
    addons::{package, package::hooks::Hook, registry::store::Source},
    http::Assets,
};
use serde_json::{Value, json};

mod common;

use common::{call, env_usize, root, sign_in, stats};

fn us(d: Duration) -> String {
    format!("{:.1} µs", d.as_secs_f64() * 1e6)
}

/// Prints a chain's figures through `count` add-ons: the first call (no add-ons) sets `baseline`,
/// later ones also print what each add-on adds to it.
fn report_chain(
    label: &str,
    count: usize,
    times: Vec<Duration>,
    baseline: &mut Option<(Duration, Duration)>,
) {
    let (median, p99) = stats(times);
    match *baseline {
        None => {
            println!("{label}, 0 add-ons: median {}, p99 {}", us(median), us(p99));
            *baseline = Some((median, p99));
        }
        Some((m0, p0)) => println!(
            "{label}, {count} add-on(s): median {}, p99 {}; added per add-on: median {}, p99 {}",
            us(median),
            us(p99),
            us(median.saturating_sub(m0) / count as u32),
            us(p99.saturating_sub(p0) / count as u32),
        ),
    }
}

/// The probe component repacked as a free add-on `slug` subscribed only to sanitize-survey.
fn probe_as(slug: &str, fresh: bool) -> Vec<u8> {
    probe_with(&format!(
        "slug = \"{slug}\"\nname = \"{slug}\"\nversion = \"1.0.0\"\nplan = \"lite\"\napi = \"^1.1\"\n\n[hooks]\nsanitize-survey = 10\n\n[capabilities]\nstorage = true\npermissions = [\"surveys:read\"]\n\n[limits]\nfresh_instances = {fresh}\n"
    ))
}

/// The probe component repacked as an API 1.1 add-on `slug` on survey-visibility that declares
/// `visitor.country`, so the host resolves the visitor's country for it.
fn visibility_probe(slug: &str, fresh: bool) -> Vec<u8> {
    probe_with(&format!(
        "slug = \"{slug}\"\nname = \"{slug}\"\nversion = \"1.0.0\"\nplan = \"lite\"\napi = \"^1.1\"\n\n[hooks]\nsurvey-visibility = 10\n\n[capabilities]\nstorage = true\npermissions = [\"surveys:read\", \"visitor.country\"]\n\n[limits]\nfresh_instances = {fresh}\n"
    ))
}

fn probe_with(manifest: &str) -> Vec<u8> {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("addon.toml"), manifest).unwrap();
    let wasm = root().join("target/wasm32-wasip2/addon/probe.wasm");
    assert!(wasm.is_file(), "run `make addons` first");
    package::pack(dir.path(), Some(&wasm)).unwrap().1
}

#[tokio::main]
async fn main() {
    let rounds = env_usize("BENCH_ROUNDS", 2000);
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/bench.db", dir.path().display());
    let db = Db::connect(&url).await.unwrap();
    db.migrate().await.unwrap();
    let mut config = Config::for_database(&url);
    config.dev = true;
    config.data_dir = dir.path().to_owned();
    // One client sends every response: no per-address limit.
    config.visitor_rate_limit = 0;
    let state = AppState::with_db(config, db).unwrap();
    state.start_addons().await.unwrap();
    if std::env::var("BENCH_ONLY").as_deref() == Ok("behavior") {
        behavior_call(&state, rounds).await;
        return;
    }
    println!("rounds per figure: {rounds}; payload: a survey of one question (~300 bytes of JSON)");

    for i in 1..=9 {
        state
            .addons
            .install_bytes(
                &probe_as(&format!("probe-{i}"), false),
                Source::Upload,
                None,
            )
            .await
            .unwrap();
    }
    let survey = json!({"id": null, "title": "Bench", "type": null, "template": null,
        "questions": [{"id": "q1", "type": "radio-button", "title": "How did we do?", "config": {"options": ["Well", "Badly"]}}],
        "settings": {}, "notifications": {}});
    let payload = survey.to_string();

    // 1 and 2: one add-on, directly, fresh and warm.
    state
        .addons
        .install_bytes(&probe_as("probe-fresh", true), Source::Upload, None)
        .await
        .unwrap();
    let entitlements = state.entitlements().await.unwrap();
    for slug in ["probe-1", "probe-fresh"] {
        state.addons.activate(slug, &entitlements).await.unwrap();
    }
    let active = state.addons.active();
    let find = |slug: &str| {
        active
            .iter()
            .find(|a| a.slug() == slug)
            .map(|a| a.package.component.clone())
            .unwrap()
    };
    let (warm, fresh) = (find("probe-1"), find("probe-fresh"));
    let small = json!({"title": "Bench"}).to_string();
    for (label, input) in [("", &payload), ("small payload, ", &small)] {
        // Alternate blocks of fresh and warm calls so that drift falls on both alike.
        let (mut fresh_times, mut warm_times) = (Vec::new(), Vec::new());
        for _ in 0..4 {
            for (component, times) in [(&fresh, &mut fresh_times), (&warm, &mut warm_times)] {
                for _ in 0..50 {
                    component
                        .call_text(Hook::SanitizeSurvey, None, input)
                        .await
                        .unwrap();
                }
                for _ in 0..rounds / 4 {
                    let started = Instant::now();
                    component
                        .call_text(Hook::SanitizeSurvey, None, input)
                        .await
                        .unwrap();
                    times.push(started.elapsed());
                }
            }
        }
        let (fm, fp) = stats(fresh_times);
        let (wm, wp) = stats(warm_times);
        println!(
            "{label}{} bytes, fresh instance per call: median {}, p99 {}",
            input.len(),
            us(fm),
            us(fp)
        );
        println!(
            "{label}{} bytes, warm instance:           median {}, p99 {} ({:.1}x faster at the median)",
            input.len(),
            us(wm),
            us(wp),
            fm.as_secs_f64() / wm.as_secs_f64()
        );
        let (median, p99) = stats(
            warm.time_reused_calls(Hook::SanitizeSurvey, input, rounds)
                .await
                .unwrap(),
        );
        println!(
            "{label}{} bytes, one store reused directly: median {}, p99 {}",
            input.len(),
            us(median),
            us(p99)
        );
    }
    state.addons.deactivate("probe-fresh").await.unwrap();

    // 3: the chain through the registry.
    state.addons.deactivate("probe-1").await.unwrap();
    let mut baseline = None;
    for count in [0usize, 1, 3, 9] {
        for i in 1..=count {
            let slug = format!("probe-{i}");
            if !state.addons.is_active(&slug) {
                let entitlements = state.entitlements().await.unwrap();
                state.addons.activate(&slug, &entitlements).await.unwrap();
            }
        }
        let entitlements = state.entitlements().await.unwrap();
        let mut times = Vec::with_capacity(rounds);
        for _ in 0..rounds {
            let started = Instant::now();
            let out = state
                .addons
                .filter(Hook::SanitizeSurvey, survey.clone(), &entitlements)
                .await
                .unwrap();
            times.push(started.elapsed());
            std::hint::black_box(out);
        }
        report_chain("filter chain", count, times, &mut baseline);
    }
    for i in 1..=9 {
        state
            .addons
            .deactivate(&format!("probe-{i}"))
            .await
            .unwrap();
    }

    // 4: the response path.
    let router = hearken::router(state.clone(), Assets::default());
    let (cookie, nonce) = sign_in(&router).await;
    let created = ok(&router, "/api/v1/surveys", json!({
        "id": null, "title": "Bench", "status": "publish",
        "questions": [{"id": "q1", "type": "radio-button", "title": "How?", "config": {"options": ["A", "B"]}}]
    }), Some((&cookie, &nonce))).await;
    let id = created["survey"]["id"].as_i64().unwrap();
    let path = format!("/api/v1/surveys/{id}/responses");
    // Each response needs its own single-use token: `throughput` takes a fresh one per call.
    let key = hearken::widget::nonces::NonceKey::load(&state.db)
        .await
        .unwrap();
    let answer = move || {
        json!({"answers": [{"question_id": "q1", "value": "A"}],
               "nonce": key.issue_submission(id, hearken::time::now())})
    };
    let webhook = root().join("target/example/wasm32-wasip2/release/webhook_notifier.wasm");
    let (_, bytes) =
        package::pack(&root().join("examples/webhook-notifier"), Some(&webhook)).unwrap();
    state
        .addons
        .install_bytes(&bytes, Source::Upload, None)
        .await
        .unwrap();
    // Alternate blocks without and with the add-on so that drift (a growing table, a warming
    // cache) falls on both sides alike.
    let (mut without, mut with) = (Vec::new(), Vec::new());
    for _ in 0..4 {
        without.push(throughput(&router, &path, &answer, rounds / 2).await);
        let entitlements = state.entitlements().await.unwrap();
        state
            .addons
            .activate("webhook-notifier", &entitlements)
            .await
            .unwrap();
        with.push(throughput(&router, &path, &answer, rounds / 2).await);
        tokio::time::sleep(Duration::from_millis(200)).await;
        state.addons.deactivate("webhook-notifier").await.unwrap();
    }
    let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len() as f64;
    let (without, with) = (mean(&without), mean(&with));
    // Let the background actions finish before the folder goes.
    tokio::time::sleep(Duration::from_secs(1)).await;
    println!(
        "POST responses: {without:.0} req/s without an action add-on, {with:.0} req/s with one ({:+.1}%)",
        (with / without - 1.0) * 100.0
    );

    // 5: survey-visibility with the API 1.1 visitor context, through the registry as the widget
    // runs it: the page, cookies, device, and the country (the add-ons declare visitor.country).
    let survey = hearken::surveys::store::get(&state.db, id).await.unwrap();
    let base = match json!({
        "url": "https://shop.example/pricing?plan=team", "title": "Pricing — Shop",
        "referrer": "https://www.example.org/search?q=shop", "page_type": "page",
        "post_type": "page", "post_id": 42, "terms": ["pricing", "team"], "logged_in": false,
        "role": null, "cookies": {"hearken_survey_3": "%7B%22submitted%22%3Atrue%7D", "theme": "dark"},
        "device": "desktop", "shortcode": false,
    }) {
        Value::Object(map) => map,
        _ => unreachable!(),
    };
    let context = hearken::addons::capabilities::visitor::VisitorContext::new(
        base,
        "203.0.113.0".into(),
        Some("DE".into()),
    );
    for i in 1..=9 {
        for (slug, fresh) in [(format!("vis-{i}"), false), (format!("visf-{i}"), true)] {
            state
                .addons
                .install_bytes(&visibility_probe(&slug, fresh), Source::Upload, None)
                .await
                .unwrap();
        }
    }
    for (prefix, kind) in [("vis", "warm"), ("visf", "fresh")] {
        let mut baseline = None;
        for count in [0usize, 1, 3, 9] {
            for i in 1..=count {
                let slug = format!("{prefix}-{i}");
                if !state.addons.is_active(&slug) {
                    let entitlements = state.entitlements().await.unwrap();
                    state.addons.activate(&slug, &entitlements).await.unwrap();
                }
            }
            let entitlements = state.entitlements().await.unwrap();
            let ownership = state.addons.ownership();
            let host = || hearken::addons::Visibility {
                visible: true,
                reason: None,
            };
            for _ in 0..50 {
                hearken::widget::visibility::survey_visibility(
                    &state.addons,
                    &survey,
                    &context,
                    host(),
                    &entitlements,
                    &ownership,
                    None,
                )
                .await;
            }
            let mut times = Vec::with_capacity(rounds);
            for _ in 0..rounds {
                let started = Instant::now();
                let verdict = hearken::widget::visibility::survey_visibility(
                    &state.addons,
                    &survey,
                    &context,
                    host(),
                    &entitlements,
                    &ownership,
                    None,
                )
                .await;
                times.push(started.elapsed());
                assert!(verdict.visible, "{:?}", verdict.reason);
            }
            let label = format!("survey-visibility with visitor context ({kind})");
            report_chain(&label, count, times, &mut baseline);
        }
        for i in 1..=9 {
            state
                .addons
                .deactivate(&format!("{prefix}-{i}"))
                .await
                .unwrap();
        }
    }
}

/// 6: behavior's `survey-visibility` on its own component: builds A and B (repacked as free add-ons
/// on that hook only, so both can be active) called alternately with the input the host writes.
async fn behavior_call(state: &AppState, rounds: usize) {
    let built = root().join("target/wasm32-wasip2/addon/behavior.wasm");
    let build = |name: &str| std::env::var_os(name).map_or(built.clone(), PathBuf::from);
    let mut components = Vec::new();
    for (label, wasm) in [
        ("A", build("BENCH_BEHAVIOR_A")),
        ("B", build("BENCH_BEHAVIOR_B")),
    ] {
        assert!(
            wasm.is_file(),
            "{}: run `make addons` first",
            wasm.display()
        );
        let slug = format!("behavior-{}", label.to_lowercase());
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("addon.toml"),
            format!("slug = \"{slug}\"\nname = \"{slug}\"\nversion = \"1.0.0\"\nplan = \"lite\"\napi = \"^1.1\"\n\n[hooks]\nsurvey-visibility = 10\n"),
        )
        .unwrap();
        let bytes = package::pack(dir.path(), Some(&wasm)).unwrap().1;
        state
            .addons
            .install_bytes(&bytes, Source::Upload, None)
            .await
            .unwrap();
        let entitlements = state.entitlements().await.unwrap();
        state.addons.activate(&slug, &entitlements).await.unwrap();
        let component = state
            .addons
            .active()
            .iter()
            .find(|a| a.slug() == slug)
            .map(|a| a.package.component.clone())
            .unwrap();
        components.push((label, wasm, component, Vec::new()));
    }
    // The host's input for a survey of the visitor bench at display length 'repeatedly' (the
    // behavior settings completed with their defaults) and the page context of part 5.
    let input = json!({
        "survey": {"id": 1, "title": "Survey 0", "type": null, "cookie_name": "hearken_survey_1",
            "settings": {"behavior": {"timing": "delay", "timing_delay": 5, "display_length": "repeatedly"}}},
        "visitor": {
            "url": "https://shop.example/pricing?plan=team", "title": "Pricing — Shop",
            "referrer": "https://www.example.org/search?q=shop", "page_type": "page",
            "post_type": "page", "post_id": 42, "terms": ["pricing", "team"], "logged_in": false,
            "role": null, "cookies": {"hearken_survey_3": "%7B%22submitted%22%3Atrue%7D", "theme": "dark"},
            "device": "desktop", "shortcode": false},
        "visible": true, "reason": null, "now": 1_795_262_400,
    })
    .to_string();
    for _ in 0..8 {
        for (_, _, component, times) in components.iter_mut() {
            for _ in 0..50 {
                component
                    .call_text(Hook::SurveyVisibility, None, &input)
                    .await
                    .unwrap();
            }
            for _ in 0..rounds / 8 {
                let started = Instant::now();
                let answer = component
                    .call_text(Hook::SurveyVisibility, None, &input)
                    .await
                    .unwrap();
                times.push(started.elapsed());
                assert!(answer.contains(r#""visible":true"#), "{answer}");
            }
        }
    }
    println!(
        "behavior's survey-visibility, {} bytes of input, warm instance, alternating blocks:",
        input.len()
    );
    let mut medians = Vec::new();
    for (label, wasm, component, times) in components {
        let (median, p99) = stats(times);
        let (floor, _) = stats(
            component
                .time_reused_calls(Hook::SurveyVisibility, &input, rounds)
                .await
                .unwrap(),
        );
        println!(
            "  {label} ({}): median {}, p99 {}; on one store reused directly (no runtime bookkeeping): median {}",
            wasm.display(),
            us(median),
            us(p99),
            us(floor)
        );
        medians.push(median.as_secs_f64());
    }
    println!(
        "  B against A at the median: {:+.1}%",
        (medians[1] / medians[0] - 1.0) * 100.0
    );
}

async fn throughput(router: &Router, path: &str, body: &impl Fn() -> Value, rounds: usize) -> f64 {
    for _ in 0..50 {
        ok(router, path, body(), None).await;
    }
    let started = Instant::now();
    for _ in 0..rounds {
        ok(router, path, body(), None).await;
    }
    rounds as f64 / started.elapsed().as_secs_f64()
}

/// A request that must succeed; answers its JSON body.
async fn ok(router: &Router, path: &str, body: Value, session: Option<(&str, &str)>) -> Value {
    let (_, status, body) = call(router, "POST", path, Some(body), session).await;
    assert!(status < 300, "{path}: {status}");
    body
}
