//! `hearken addon new`: the folder it makes builds, passes its own tests, packs, installs and
//! works as it is, as a new author would find it. The component is built with cargo as its own
//! project, the front ends by its package.json scripts (the SDK's `hearken-addon`, with the
//! workspace's Vite, vitest and TypeScript), and the package is tried on a real host: the two
//! hooks, the public endpoint, the admin endpoint, the widget module and the admin remote.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Command;

use axum::http::Method;
use serde_json::{Value, json};

const SLUG: &str = "visit-count";

/// Runs `program` in `dir`; panics with its output when it fails.
fn run(dir: &Path, program: impl AsRef<std::ffi::OsStr>, args: &[&str]) {
    let program = program.as_ref();
    let out = Command::new(program)
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap_or_else(|e| panic!("{program:?}: {e}"));
    assert!(
        out.status.success(),
        "{program:?} {args:?} in {}:\n{}\n{}",
        dir.display(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Scaffolds the add-on, builds and tests each part; returns its folder and its component.
fn scaffold_and_build() -> (PathBuf, PathBuf) {
    let root = common::workspace_root();
    let parent = root.join("target/scaffold-test");
    let _ = std::fs::remove_dir_all(&parent);
    // As an author runs it: the `hearken` command, not the server's library.
    std::fs::create_dir_all(&parent).unwrap();
    let made = Command::new(env!("CARGO_BIN_EXE_hearken"))
        .args(["addon", "new", SLUG, "--dir"])
        .arg(&parent)
        .arg("--sdk")
        .arg(root.join("addon-sdk"))
        .output()
        .unwrap();
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let dir = PathBuf::from(String::from_utf8(made.stdout).unwrap().trim());
    assert_eq!(dir, parent.join(SLUG));

    // The component, as its own Cargo project. The workspace's lockfile pins the same crates the
    // first-party add-ons use, and building in the workspace's target folder with the same
    // settings as their `addon` profile (the template's release profile) reuses their compiled
    // dependencies: a few seconds instead of a minute.
    std::fs::copy(root.join("Cargo.lock"), dir.join("Cargo.lock")).unwrap();
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let target = root.join("target");
    run(
        &dir,
        &cargo,
        &[
            "build",
            "--target",
            "wasm32-wasip2",
            "--profile",
            "addon",
            "--config",
            "profile.addon.inherits=\"release\"",
            "--target-dir",
            target.to_str().unwrap(),
        ],
    );
    // The front ends: type-checked, tested and built by the add-on's package.json scripts, with
    // the tools the workspace installed: npm finds `hearken-addon` in the checkout's
    // node_modules/.bin above the folder (a standalone author runs `npm install --install-links`
    // first).
    for script in ["typecheck", "test", "build"] {
        run(&dir, "npm", &["run", script]);
    }
    let wasm = target.join("wasm32-wasip2/addon/visit_count.wasm");
    (dir, wasm)
}

#[tokio::test]
async fn a_new_addon_builds_packs_installs_and_works_as_it_is() {
    let (dir, wasm) = tokio::task::spawn_blocking(scaffold_and_build)
        .await
        .unwrap();
    let manifest = std::fs::read_to_string(dir.join("addon.toml")).unwrap();
    assert!(
        manifest.contains("slug = \"visit-count\"") && manifest.contains("name = \"Visit Count\"")
    );
    assert!(
        dir.join("ui/remoteEntry.js").is_file(),
        "the admin remote is built into ui/"
    );
    assert!(
        dir.join("widget/index.js").is_file(),
        "the widget module is built into widget/"
    );
    let (_, package) = hearken::addons::package::pack(&dir, Some(&wasm)).expect("pack");

    let app = common::TestApp::start(common::Backend::Sqlite)
        .await
        .expect("SQLite always runs");
    let mut admin = app.admin().await;
    // A third party's package, unsigned: it installs once the administrator consents.
    let res = admin
        .upload_consenting("/api/v1/addons/upload?activate=true", &package)
        .await;
    assert_eq!(res.status, 201, "{}", res.body);

    // The admin remote: a menu entry and its page, served from the package.
    let ui = admin.get("/api/v1/addons/ui-manifest").await;
    assert_eq!(ui.status, 200, "{}", ui.body);
    let remote = ui.body["remotes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["slug"] == SLUG)
        .unwrap_or_else(|| panic!("no remote for {SLUG}: {}", ui.body))
        .clone();
    let points: Vec<&str> = remote["extension_points"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["point"].as_str().unwrap())
        .collect();
    assert_eq!(points, ["menu-item", "route"], "{remote}");
    let entry = admin
        .get(&format!("/addons/{SLUG}/ui/remoteEntry.js?v=0.1.0"))
        .await;
    assert_eq!(entry.status, 200);

    // A published survey shows on an ordinary page, with the page-scoped module and its nonce.
    let mut survey = common::valid_survey("Hello");
    survey["questions"]
        .as_array_mut()
        .unwrap()
        .push(json!({"id": "q2", "type": "long-text", "title": "Tell us more"}));
    let res = admin.post("/api/v1/surveys", survey).await;
    assert_eq!(res.status, 201, "{}", res.body);
    let survey_id = res.body["survey"]["id"].as_i64().unwrap();
    let mut visitor = app.client();
    let page = |url: &str| {
        format!(
            "/api/v1/widget/survey?url={}",
            url.replace(':', "%3A")
                .replace('/', "%2F")
                .replace('?', "%3F")
                .replace('=', "%3D")
        )
    };
    let answer = visitor.get(&page("https://shop.example/")).await;
    assert_eq!(answer.status, 200, "{}", answer.body);
    assert_eq!(answer.body["survey"]["title"], "Hello");
    let module = answer.body["page_modules"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["slug"] == SLUG)
        .unwrap_or_else(|| panic!("no page module: {}", answer.body))
        .clone();
    let nonce = module["public"]["nonce"].as_str().unwrap().to_owned();
    let script = visitor.get(module["url"].as_str().unwrap()).await;
    assert_eq!(script.status, 200);

    // The widget module's public endpoint counts views; the admin page's endpoint reads them.
    for expected in [1, 2] {
        let res = visitor
            .send_full(
                Method::POST,
                &format!("/api/v1/public/addons/{SLUG}/view"),
                Some(json!({"url": "https://shop.example/"}).to_string()),
                &[
                    ("x-hearken-nonce", &nonce),
                    ("content-type", "application/json"),
                ],
            )
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        assert_eq!(res.body, json!({"views": expected}));
    }
    let views = admin.get(&format!("/api/v1/addons/{SLUG}/views")).await;
    assert_eq!(views.status, 200, "{}", views.body);
    assert_eq!(views.body, json!({"views": 2}));
    // Without the nonce, a visitor's call is refused and counts nothing.
    let res = visitor
        .send_full(
            Method::POST,
            &format!("/api/v1/public/addons/{SLUG}/view"),
            Some("{}".into()),
            &[("content-type", "application/json")],
        )
        .await;
    assert_eq!(res.status, 403, "{}", res.body);

    // The validate-response hook: a response with a link is refused, naming the answer, and
    // stores nothing; the refusal leaves the submission token for the corrected response, which
    // is stored trimmed.
    let token = answer.body["survey"]["nonces"]["submission"]
        .as_str()
        .unwrap()
        .to_owned();
    let respond = |text: &str| {
        json!({"answers": [{"question_id": "q1", "value": "Well"}, {"question_id": "q2", "value": text}],
            "nonce": token})
    };
    let responses = format!("/api/v1/surveys/{survey_id}/responses");
    let refused = visitor
        .post(&responses, respond("Cheap bread at https://spam.example"))
        .await;
    assert_eq!(refused.status, 422, "{}", refused.body);
    let message = "Please leave links out of your answer.";
    assert_eq!(
        refused.body,
        json!({"code": "addon_refused", "message": message, "fields": {"answers.q2": message}})
    );
    let stored = visitor.post(&responses, respond("  Lovely bread  ")).await;
    assert_eq!(stored.status, 201, "{}", stored.body);
    assert_eq!(stored.body["answers"][1]["value"], "Lovely bread");
    let listed = admin.get(&responses).await;
    assert_eq!(listed.body["pagination"]["total"], 1, "{}", listed.body);

    // The survey-visibility hook: a page that asks for no surveys gets none.
    let hidden = visitor
        .get(&page("https://shop.example/?visit-count=off"))
        .await;
    assert_eq!(hidden.status, 200, "{}", hidden.body);
    assert_eq!(hidden.body["survey"], Value::Null, "{}", hidden.body);
}
