//! Native add-ons (issue 18): shared libraries from the operator's `HEARKEN_NATIVE_ADDONS_DIR`,
//! loaded at startup, listed as native with their library's checksum, activated and deactivated
//! like any other, never uploaded; the example that builds both ways answers alike as a
//! WebAssembly and as a native add-on; a panic never crosses the ABI; an ABI version the host does
//! not know is refused, naming both.
//!
//! Needs the native libraries: `make native-addons` (which `make test` runs) builds them.

use crate::common;

use std::path::{Path, PathBuf};

use hearken::addons::{
    package::hooks::Hook,
    runtime::{AddonInstance, CallError},
};
use serde_json::{Value, json};

use common::{Client, TestApp, workspace_root};

fn target() -> PathBuf {
    std::env::var("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|_| workspace_root().join("target"))
}

fn library(dir: &str, crate_name: &str) -> PathBuf {
    let path = target().join(dir).join(format!(
        "{}{crate_name}{}",
        std::env::consts::DLL_PREFIX,
        std::env::consts::DLL_SUFFIX
    ));
    assert!(
        path.is_file(),
        "{} is missing: run `make native-addons` (or `make test`) first",
        path.display()
    );
    path
}

fn example_dir() -> PathBuf {
    workspace_root().join("examples/text-score")
}

/// The example's native build.
fn example_library() -> PathBuf {
    library("example/native", "text_score")
}

/// A native add-on's folder under `root`: its manifest (`runtime = "native"` added when the source
/// leaves it out, as the example's does) and its library as `addon.so`.
fn add_folder(root: &Path, name: &str, manifest: &Path, lib: &Path) {
    let folder = root.join(name);
    std::fs::create_dir_all(&folder).unwrap();
    let text = std::fs::read_to_string(manifest).unwrap();
    let text = if text.lines().any(|l| l.starts_with("runtime = ")) {
        text
    } else {
        format!("runtime = \"native\"\n{text}")
    };
    std::fs::write(folder.join("addon.toml"), text).unwrap();
    std::fs::copy(
        lib,
        folder.join(hearken::addons::runtime::native::library_name()),
    )
    .unwrap();
}

/// An operator's folder with the example and the test add-on `native-edges`; kept until the
/// process ends (the libraries stay loaded as long).
fn operator_folder() -> PathBuf {
    let root = tempfile::tempdir().unwrap().keep();
    add_folder(
        &root,
        "text-score",
        &example_dir().join("addon.toml"),
        &example_library(),
    );
    add_folder(
        &root,
        "native-edges",
        &workspace_root().join("host/tests/addons/native-edges/addon.toml"),
        &library("debug", "native_edges"),
    );
    root
}

async fn item(admin: &mut Client, slug: &str) -> Option<Value> {
    let list = admin.get("/api/v1/addons").await;
    assert_eq!(list.status, 200, "{}", list.body);
    list.body
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["slug"] == slug)
        .cloned()
}

fn component(app: &TestApp, slug: &str) -> std::sync::Arc<dyn AddonInstance> {
    app.state
        .addons
        .active()
        .into_iter()
        .find(|a| a.slug() == slug)
        .map(|a| a.package.component.clone())
        .unwrap_or_else(|| panic!("{slug} is not active"))
}

async fn activate(admin: &mut Client, slug: &str) {
    let res = admin
        .post(&format!("/api/v1/addons/{slug}/activate"), json!({}))
        .await;
    assert_eq!(res.status, 200, "{}", res.body);
}

backend_test!(
    a_native_addon_is_listed_with_its_checksum_and_activated_and_deactivated_like_any_other,
    config = |c: &mut hearken::Config| c.native_addons_dir = Some(operator_folder()),
    |app| async move {
        let mut admin = app.admin().await;
        let listed = item(&mut admin, "text-score").await.expect("listed");
        let checksum =
            hearken::addons::package::sha256_hex(&std::fs::read(example_library()).unwrap());
        assert_eq!(
            (
                &listed["installed"],
                &listed["active"],
                &listed["runtime"],
                &listed["source"],
                &listed["checksum"],
            ),
            (
                &json!(true),
                &json!(false),
                &json!("native"),
                &json!("native"),
                &json!(checksum),
            ),
            "a new native add-on is installed, inactive: {listed}"
        );
        assert!(
            listed.get("signed").is_none(),
            "no package signature: {listed}"
        );

        // Inactive: no call reaches it.
        let score = json!({"text": "Great cakes"});
        let res = admin
            .post("/api/v1/addons/text-score/score", score.clone())
            .await;
        assert_eq!(res.status, 404, "{}", res.body);

        activate(&mut admin, "text-score").await;
        let res = admin
            .post("/api/v1/addons/text-score/score", score.clone())
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        assert_eq!(res.body["score"], 1, "{}", res.body);
        // The tally went through the host table into the add-on's storage.
        let tally = admin.get("/api/v1/addons/text-score/tally").await;
        assert_eq!(tally.body["texts"], 1, "{}", tally.body);

        let res = admin
            .post("/api/v1/addons/text-score/deactivate", json!({}))
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        let res = admin
            .post("/api/v1/addons/text-score/score", score.clone())
            .await;
        assert_eq!(
            res.status, 404,
            "deactivated: no call reaches it: {}",
            res.body
        );
        activate(&mut admin, "text-score").await;
        let tally = admin.get("/api/v1/addons/text-score/tally").await;
        assert_eq!(
            tally.body["texts"], 1,
            "its storage outlived the deactivation: {}",
            tally.body
        );

        // Uninstalled only once the operator removed its folder.
        let res = admin.delete("/api/v1/addons/text-score", json!({})).await;
        assert_eq!(res.status, 409, "{}", res.body);
        assert_eq!(res.body["code"], "native_addon", "{}", res.body);
        assert!(item(&mut admin, "text-score").await.unwrap()["installed"] == true);

        // The same library at the next start: the same row, still active, nothing reinstalled.
        app.state.addons.load_native().await.unwrap();
        app.state.addons.reload().await.unwrap();
        let again = item(&mut admin, "text-score").await.unwrap();
        assert_eq!(
            (&again["active"], &again["checksum"]),
            (&json!(true), &json!(checksum))
        );
    }
);

backend_test!(
    a_native_addon_is_never_uploaded,
    config = |c: &mut hearken::Config| c.native_addons_dir = Some(operator_folder()),
    |app| async move {
        let mut admin = app.admin().await;
        // A package whose manifest says native.
        let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
        let options = zip::write::SimpleFileOptions::default();
        use std::io::Write;
        zip.start_file("addon.toml", options).unwrap();
        zip.write_all(
            format!(
                "runtime = \"native\"\n{}",
                std::fs::read_to_string(example_dir().join("addon.toml")).unwrap()
            )
            .replace("slug = \"text-score\"", "slug = \"text-score-two\"")
            .as_bytes(),
        )
        .unwrap();
        zip.start_file("addon.wasm", options).unwrap();
        zip.write_all(b"\0asm").unwrap();
        let package = zip.finish().unwrap().into_inner();
        let res = admin
            .upload_consenting("/api/v1/addons/upload", &package)
            .await;
        assert_eq!(res.status, 422, "{}", res.body);
        let message = res.body["message"].as_str().unwrap();
        assert!(
            message.starts_with("'Text Score' is a native add-on (runtime = \"native\"). Native add-ons run inside Hearken's own process, outside the sandbox, so they are never uploaded"),
            "{message}"
        );
        assert!(message.contains("HEARKEN_NATIVE_ADDONS_DIR"), "{message}");

        // The shared library itself.
        let res = admin
            .upload_consenting(
                "/api/v1/addons/upload",
                &std::fs::read(example_library()).unwrap(),
            )
            .await;
        assert_eq!(res.status, 422, "{}", res.body);
        assert!(
            res.body["message"]
                .as_str()
                .unwrap()
                .starts_with("This file is a native program or shared library, not a .hkpkg package. Native add-ons"),
            "{}",
            res.body
        );

        // A WebAssembly package may not take a native add-on's slug.
        let (_, wasm) = example_build();
        let package = hearken::addons::package::pack(&example_dir(), Some(&wasm))
            .unwrap()
            .1;
        let res = admin
            .upload_consenting("/api/v1/addons/upload", &package)
            .await;
        assert_eq!(res.status, 422, "{}", res.body);
        assert!(
            res.body["message"]
                .as_str()
                .unwrap()
                .contains("is a native add-on installed by the server's operator"),
            "{}",
            res.body
        );
        let listed = item(&mut admin, "text-score").await.unwrap();
        assert_eq!(listed["runtime"], "native", "nothing replaced it: {listed}");
        assert!(item(&mut admin, "text-score-two").await.is_none());
    }
);

/// The example's WebAssembly build, with its folder.
fn example_build() -> (PathBuf, PathBuf) {
    let wasm = target().join("example/wasm32-wasip2/release/text_score.wasm");
    assert!(
        wasm.is_file(),
        "{} is missing: run `make addons` first",
        wasm.display()
    );
    (example_dir(), wasm)
}

/// The answer of a call, comparable across runtimes: the text, or the refusal's message.
async fn answer(
    addon: &std::sync::Arc<dyn AddonInstance>,
    hook: Hook,
    input: &Value,
) -> Result<Value, String> {
    match addon.call_text(hook, None, &input.to_string()).await {
        Ok(text) => Ok(serde_json::from_str(&text).unwrap()),
        Err(CallError::Refused(message)) => Err(message),
        Err(other) => panic!("{hook:?} failed: {other:?}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_example_answers_alike_built_as_webassembly_and_as_native() {
    let wasm_app = TestApp::start(common::Backend::Sqlite).await.unwrap();
    let native_app = TestApp::start_with(common::Backend::Sqlite, |c| {
        c.native_addons_dir = Some(operator_folder())
    })
    .await
    .unwrap();
    let (dir, wasm) = example_build();
    let package = hearken::addons::package::pack(&dir, Some(&wasm)).unwrap().1;
    let mut wasm_admin = wasm_app.admin().await;
    let res = wasm_admin
        .upload_consenting("/api/v1/addons/upload?activate=true", &package)
        .await;
    assert_eq!(res.status, 201, "{}", res.body);
    assert_eq!(res.body["runtime"], "wasm", "{}", res.body);
    let mut native_admin = native_app.admin().await;
    activate(&mut native_admin, "text-score").await;

    // Its endpoints, through the API, with its storage in between.
    let requests = [
        (
            "POST",
            "/score",
            json!({"text": "Great cakes, friendly staff, but the queue was SLOW."}),
        ),
        (
            "POST",
            "/score",
            json!({"text": "Awful. Just awful and rude."}),
        ),
        ("POST", "/score", json!({"text": "Fine."})),
        ("POST", "/score", json!({"text": "x".repeat(10_001)})),
        ("POST", "/score", json!({"words": []})),
        ("GET", "/tally", Value::Null),
        ("GET", "/nowhere", Value::Null),
    ];
    for (method, path, body) in requests {
        let mut answers = Vec::new();
        for admin in [&mut wasm_admin, &mut native_admin] {
            let path = format!("/api/v1/addons/text-score{path}");
            let res = match method {
                "POST" => admin.post(&path, body.clone()).await,
                _ => admin.get(&path).await,
            };
            answers.push((res.status, res.body));
        }
        assert_eq!(
            answers[0], answers[1],
            "{method} {path}: WebAssembly, then native"
        );
    }
    let tally = native_admin.get("/api/v1/addons/text-score/tally").await;
    assert_eq!(
        tally.body,
        json!({"texts": 3, "positive": 1, "negative": 1, "neutral": 1})
    );

    // Its filter, with the same inputs: the same answers and the same refusals.
    let (wasm_addon, native_addon) = (
        component(&wasm_app, "text-score"),
        component(&native_app, "text-score"),
    );
    let response = |answers: Value| {
        json!({"survey": {"id": 1, "title": "Feedback"},
               "response": {"answers": answers, "page_submitted": {"url": "https://example.com/"}},
               "visitor": {}})
    };
    let inputs = [
        response(json!([{"question_id": "q1", "value": "Lovely, thanks"}])),
        response(
            json!([{"question_id": "q1", "value": 4}, {"question_id": 7, "value": "what a STUPID form"}]),
        ),
        response(json!([])),
        json!({"not": "a response"}),
    ];
    for input in &inputs {
        let wasm = answer(&wasm_addon, Hook::ValidateResponse, input).await;
        let native = answer(&native_addon, Hook::ValidateResponse, input).await;
        assert_eq!(wasm, native, "validate-response of {input}");
    }
    assert_eq!(
        answer(&native_addon, Hook::ValidateResponse, &inputs[1]).await,
        Err(r#"{"message":"Please keep it civil.","field":"answers.7"}"#.to_owned())
    );
}

backend_test!(
    panics_refusals_and_host_calls_of_a_native_addon,
    config = |c: &mut hearken::Config| c.native_addons_dir = Some(operator_folder()),
    |app| edges(app)
);

/// The same on a runtime with several workers, where hook calls run inline on the worker and
/// host calls wait in `block_in_place` (`#[tokio::test]` has one thread: every call is offloaded
/// to a blocking thread).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn panics_refusals_and_host_calls_of_a_native_addon_called_inline() {
    let app = TestApp::start_with(common::Backend::Sqlite, |c| {
        c.native_addons_dir = Some(operator_folder())
    })
    .await
    .unwrap();
    edges(app).await;
}

/// A server on loopback that answers every request after 20 ms; its address.
async fn slow_http_server() -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    tokio::spawn(async move {
        while let Ok((mut socket, _)) = listener.accept().await {
            tokio::spawn(async move {
                let mut request = [0u8; 4096];
                let _ = socket.read(&mut request).await;
                tokio::time::sleep(std::time::Duration::from_millis(20)).await;
                let _ = socket
                    .write_all(
                        b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\nconnection: close\r\n\r\nok",
                    )
                    .await;
            });
        }
    });
    format!("http://{address}/")
}

async fn edges(app: TestApp) {
    let mut admin = app.admin().await;
    activate(&mut admin, "native-edges").await;
    let edges = component(&app, "native-edges");
    let call = |title: &str| {
        let edges = edges.clone();
        let input = json!({"title": title}).to_string();
        async move { edges.call_text(Hook::SanitizeSurvey, None, &input).await }
    };
    let offloaded = || {
        hearken::metrics::global()
            .render(hearken::metrics::Outboxes {
                email: 0,
                actions_pending: 0,
                actions_failed: 0,
            })
            .contains("hearken_native_addon_offloaded{addon=\"native-edges\"} 1")
    };
    // Host calls that wait 20 ms (an outgoing request to a slow server) are not the add-on's own
    // time: three of them leave it on the worker.
    let slow_server = slow_http_server().await;
    for _ in 0..3 {
        let res = admin
            .send_bytes(
                axum::http::Method::POST,
                "/api/v1/addons/native-edges/fetch",
                "text/plain",
                slow_server.clone().into_bytes(),
            )
            .await;
        assert_eq!(res.body, json!({"status": 200}), "{}", res.body);
    }
    assert!(!offloaded());
    assert_eq!(
        call("Hello").await.unwrap(),
        r#"{"title":"Hello (native)"}"#
    );
    assert_eq!(
        call("refuse").await,
        Err(CallError::Refused("asked to refuse".into()))
    );
    // The panic stays in the library: the call fails with its message, the host goes on.
    let panicked = Err(CallError::Fault(
        "the add-on panicked: asked to panic".into(),
    ));
    assert_eq!(call("panic").await, panicked);
    assert_eq!(
        call("After").await.unwrap(),
        r#"{"title":"After (native)"}"#
    );
    // Three calls over 1 ms of its own: it moves to blocking threads where the runtime has several
    // workers (on one, every call already runs there), and its later calls answer as before.
    for _ in 0..3 {
        assert_eq!(call("slow").await.unwrap(), r#"{"title":"slow (native)"}"#);
    }
    let workers = tokio::runtime::Handle::current().runtime_flavor()
        == tokio::runtime::RuntimeFlavor::MultiThread;
    assert_eq!(offloaded(), workers);
    assert_eq!(
        call("Later").await.unwrap(),
        r#"{"title":"Later (native)"}"#
    );
    assert_eq!(call("panic").await, panicked);

    // Through the API: a survey saved runs its filter.
    let res = admin
        .post("/api/v1/surveys", common::valid_survey("Kept"))
        .await;
    assert_eq!(res.status, 201, "{}", res.body);
    assert_eq!(res.body["survey"]["title"], "Kept (native)", "{}", res.body);

    // Host calls keep the manifest's rules: its storage works, a read it did not declare is
    // refused.
    let res = admin
        .send_bytes(
            axum::http::Method::POST,
            "/api/v1/addons/native-edges/storage",
            "text/plain",
            b"a note".to_vec(),
        )
        .await;
    assert_eq!(res.status, 200, "{}", res.body);
    let res = admin.get("/api/v1/addons/native-edges/storage").await;
    assert_eq!(res.body, json!({"note": "a note"}));
    let res = admin.get("/api/v1/addons/native-edges/survey").await;
    assert!(
        res.body["refused"]
            .as_str()
            .is_some_and(|m| m.contains("does not declare the permission surveys:read")),
        "{}",
        res.body
    );
}

#[tokio::test]
async fn a_library_the_host_cannot_use_is_refused_at_load_and_named_in_the_drawer() {
    let root = tempfile::tempdir().unwrap().keep();
    let edges_manifest = workspace_root().join("host/tests/addons/native-edges/addon.toml");
    add_folder(
        &root,
        "abi-next",
        &workspace_root().join("host/tests/addons/native-abi-next/addon.toml"),
        &library("debug", "native_abi_next"),
    );
    // A WebAssembly add-on's manifest beside a library.
    std::fs::create_dir_all(root.join("wasm-manifest")).unwrap();
    std::fs::write(
        root.join("wasm-manifest/addon.toml"),
        std::fs::read_to_string(&edges_manifest)
            .unwrap()
            .replace("runtime = \"native\"\n", ""),
    )
    .unwrap();
    // A manifest without its library.
    std::fs::create_dir_all(root.join("no-library")).unwrap();
    std::fs::copy(&edges_manifest, root.join("no-library/addon.toml")).unwrap();
    // And one that loads, beside them.
    add_folder(
        &root,
        "text-score",
        &example_dir().join("addon.toml"),
        &example_library(),
    );

    let app = TestApp::start_with(common::Backend::Sqlite, |c| {
        c.native_addons_dir = Some(root.clone())
    })
    .await
    .unwrap();
    let mut admin = app.admin().await;
    assert!(item(&mut admin, "native-abi-next").await.is_none());
    assert!(item(&mut admin, "native-edges").await.is_none());
    assert_eq!(
        item(&mut admin, "text-score").await.unwrap()["runtime"],
        "native"
    );

    let drawer = admin.get("/api/v1/notifications").await;
    assert_eq!(drawer.status, 200, "{}", drawer.body);
    let texts: Vec<String> = drawer.body["notifications"]
        .as_array()
        .or(drawer.body.as_array())
        .unwrap()
        .iter()
        .filter(|n| n["title"] == "A native add-on could not be loaded")
        .map(|n| n["content"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(texts.len(), 3, "{texts:?}");
    let about = |folder: &str| {
        texts
            .iter()
            .find(|t| {
                t.starts_with(&format!(
                    "The native add-on in {folder} of HEARKEN_NATIVE_ADDONS_DIR"
                ))
            })
            .unwrap_or_else(|| panic!("nothing about {folder}: {texts:?}"))
            .clone()
    };
    let abi = about("abi-next");
    assert!(
        abi.contains("The library was built for version 99 of the native add-on ABI; this Hearken speaks version 1."),
        "{abi}"
    );
    assert!(about("wasm-manifest").contains("does not say runtime = \"native\""));
    assert!(about("no-library").contains("holds no addon.so"));
}
