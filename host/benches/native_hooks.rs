//! # Native against WebAssembly: the per-call cost of one hook
//!
//! The example `examples/text-score`, one source built both ways, on its `validate-response`
//! filter (pure JSON work in the add-on: no host call), with the same input:
//! 1. through the runtime (`AddonInstance::call`, as the registry calls every hook): the
//!    WebAssembly build on a fresh instance per call (`limits.fresh_instances`), on a warm one
//!    (the API 1.1 default), and the native build inline on the calling worker (the default on a
//!    runtime with several workers) and offloaded to a blocking thread (what an add-on gets after
//!    a call over 1 ms, and every call on a single-threaded runtime: timed here from one);
//! 2. the call alone, in a loop on one thread: the WebAssembly build on one store reused, and the
//!    native build straight through its descriptor (`time_reused_calls` of each runtime);
//! 3. the JSON work the SDK's glue does for this hook, in the host's process (parse the input,
//!    clone the response, render it): what a native call costs beyond it is the ABI's own cost.
//!
//! Each for a small input (an empty response, ~90 bytes) and a realistic one (five answers,
//! ~600 bytes). Median and p99 of `BENCH_ROUNDS` (default 5000) calls, in alternating blocks so
//! that the machine's drift falls on every figure alike.
//!
//! Needs `make addons native-addons` (`make bench` runs both).
//! Run: `cargo bench -p hearken --bench native_hooks`.

use std::{
    hint::black_box,
    sync::Arc,
    time::{Duration, Instant},
};

use hearken::{
    AppState, Config, Db,
    addons::{package, package::hooks::Hook, registry::store::Source, runtime::AddonInstance},
};
use serde_json::{Value, json};

#[allow(dead_code)] // the in-process request helpers serve the other benchmarks
mod common;

use common::{root, stats};

fn us(d: Duration) -> String {
    format!("{:.2} µs", d.as_secs_f64() * 1e6)
}

fn print(label: &str, times: Vec<Duration>) -> Duration {
    let (median, p99) = stats(times);
    println!(
        "  {label:<46} median {:>10}, p99 {:>10}",
        us(median),
        us(p99)
    );
    median
}

/// The example's WebAssembly package as add-on `slug`, fresh instances or not.
fn wasm_package(slug: &str, fresh: bool) -> Vec<u8> {
    let example = root().join("examples/text-score");
    let wasm = root().join("target/example/wasm32-wasip2/release/text_score.wasm");
    assert!(wasm.is_file(), "run `make addons` first");
    let dir = tempfile::tempdir().unwrap();
    let manifest = std::fs::read_to_string(example.join("addon.toml"))
        .unwrap()
        .replace("slug = \"text-score\"", &format!("slug = \"{slug}\""));
    std::fs::write(
        dir.path().join("addon.toml"),
        format!("{manifest}\n[limits]\nfresh_instances = {fresh}\n"),
    )
    .unwrap();
    package::pack(dir.path(), Some(&wasm)).unwrap().1
}

/// An operator's folder holding the example's native build.
fn native_folder() -> tempfile::TempDir {
    let library = root().join(format!(
        "target/example/native/{}text_score{}",
        std::env::consts::DLL_PREFIX,
        std::env::consts::DLL_SUFFIX
    ));
    assert!(library.is_file(), "run `make native-addons` first");
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("text-score");
    std::fs::create_dir_all(&folder).unwrap();
    let manifest = std::fs::read_to_string(root().join("examples/text-score/addon.toml")).unwrap();
    std::fs::write(
        folder.join("addon.toml"),
        format!("runtime = \"native\"\n{manifest}"),
    )
    .unwrap();
    std::fs::copy(
        &library,
        folder.join(hearken::addons::runtime::native::library_name()),
    )
    .unwrap();
    dir
}

/// The glue's JSON work for `validate-response` (`glue::validate_response` of the SDK).
fn json_work(input: &str) -> String {
    let value: Value = serde_json::from_str(input).unwrap();
    serde_json::to_string(&value["response"].clone()).unwrap()
}

#[tokio::main]
async fn main() {
    let rounds = common::env_usize("BENCH_ROUNDS", 5000);
    let dir = tempfile::tempdir().unwrap();
    let natives = native_folder();
    let url = format!("sqlite://{}/bench.db", dir.path().display());
    let db = Db::connect(&url).await.unwrap();
    db.migrate().await.unwrap();
    let mut config = Config::for_database(&url);
    config.dev = true;
    config.data_dir = dir.path().to_owned();
    config.native_addons_dir = Some(natives.path().to_owned());
    let state = AppState::with_db(config, db).unwrap();
    state.start_addons().await.unwrap();
    for (slug, fresh) in [("text-score-warm", false), ("text-score-fresh", true)] {
        state
            .addons
            .install_bytes(&wasm_package(slug, fresh), Source::Upload, None)
            .await
            .unwrap();
    }
    let entitlements = state.entitlements().await.unwrap();
    for slug in ["text-score", "text-score-warm", "text-score-fresh"] {
        state.addons.activate(slug, &entitlements).await.unwrap();
    }
    let active = state.addons.active();
    let find = |slug: &str| -> Arc<dyn AddonInstance> {
        active
            .iter()
            .find(|a| a.slug() == slug)
            .map(|a| a.package.component.clone())
            .unwrap()
    };
    let (native, warm, fresh) = (
        find("text-score"),
        find("text-score-warm"),
        find("text-score-fresh"),
    );

    let small = json!({"survey": {"id": 1}, "response": {"answers": [], "page_submitted": null}, "visitor": {}}).to_string();
    let realistic = json!({
        "survey": {"id": 12, "title": "How was your visit?", "type": "feedback"},
        "response": {"answers": [
            {"question_id": "q1", "value": 9},
            {"question_id": "q2", "value": "Lovely cakes and friendly staff, thanks! The queue was a little slow."},
            {"question_id": "q3", "value": ["Bread", "Pastries"]},
            {"question_id": "q4", "value": "Yes"},
            {"question_id": "q5", "value": "Keep the cinnamon buns coming."}
        ], "page_submitted": {"url": "https://bakery.example/menu", "title": "Our menu"}},
        "visitor": {"device": "desktop", "url": "https://bakery.example/menu", "referrer": "", "page": {"type": "page"}, "cookies": {}}
    })
    .to_string();
    println!(
        "examples/text-score, validate-response; {rounds} calls per figure; {} cores",
        std::thread::available_parallelism().map_or(0, |n| n.get())
    );
    for (label, input) in [("small input", &small), ("realistic input", &realistic)] {
        println!("{label}: {} bytes of JSON", input.len());
        // 1: through the runtime.
        let mut through: [Vec<Duration>; 3] = Default::default();
        for _ in 0..5 {
            for (component, times) in [&fresh, &warm, &native].into_iter().zip(through.iter_mut()) {
                for _ in 0..20 {
                    component
                        .call_text(Hook::ValidateResponse, None, input)
                        .await
                        .unwrap();
                }
                for _ in 0..rounds / 5 {
                    let started = Instant::now();
                    let answer = component
                        .call_text(Hook::ValidateResponse, None, input)
                        .await;
                    times.push(started.elapsed());
                    black_box(answer.unwrap());
                }
            }
        }
        let [fresh_times, warm_times, native_times] = through;
        let offloaded_times = {
            let (native, input) = (native.clone(), input.clone());
            std::thread::spawn(move || {
                let runtime = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                    .unwrap();
                runtime.block_on(async {
                    let mut times = Vec::with_capacity(rounds);
                    for _ in 0..rounds {
                        let started = Instant::now();
                        let answer = native.call_text(Hook::ValidateResponse, None, &input).await;
                        times.push(started.elapsed());
                        black_box(answer.unwrap());
                    }
                    times
                })
            })
            .join()
            .unwrap()
        };
        let fresh_median = print("through the runtime, wasm fresh instance:", fresh_times);
        let warm_median = print("through the runtime, wasm warm instance:", warm_times);
        let native_median = print("through the runtime, native inline:", native_times);
        print("through the runtime, native offloaded:", offloaded_times);
        println!(
            "  native against wasm through the runtime: {:.1}x faster than fresh, {:.1}x than warm",
            fresh_median.as_secs_f64() / native_median.as_secs_f64(),
            warm_median.as_secs_f64() / native_median.as_secs_f64()
        );
        // 2 and 3: the call alone, and the JSON work alone.
        let (mut reused, mut direct, mut json) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..5 {
            reused.extend(
                warm.time_reused_calls(Hook::ValidateResponse, input, rounds / 5)
                    .await
                    .unwrap(),
            );
            direct.extend(
                native
                    .time_reused_calls(Hook::ValidateResponse, input, rounds / 5)
                    .await
                    .unwrap(),
            );
            for _ in 0..rounds / 5 {
                let started = Instant::now();
                black_box(json_work(black_box(input)));
                json.push(started.elapsed());
            }
        }
        let reused_median = print("the call alone, wasm on one reused store:", reused);
        let direct_median = print("the call alone, native through the descriptor:", direct);
        let json_median = print("the glue's JSON work alone (no call):", json);
        println!(
            "  native call beyond the JSON work: {} at the median; wasm reused store beyond it: {}",
            us(direct_median.saturating_sub(json_median)),
            us(reused_median.saturating_sub(json_median))
        );
    }
}
