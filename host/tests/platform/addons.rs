//! The add-on platform through the API: packages, lifecycle, hooks, storage, faults and the UI
//! manifest. (What each first-party add-on changes is tested beside it, `addons/*/tests/api.rs`.)

use crate::common;

use std::time::{Duration, Instant};

use hearken::licensing::Tier;
use serde_json::{Value, json};

use common::{Client, addon_package};

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

async fn install_active(admin: &mut Client, name: &str) {
    let res = admin
        .upload("/api/v1/addons/upload?activate=true", &addon_package(name))
        .await;
    assert_eq!(res.status, 201, "{}", res.body);
    assert_eq!(res.body["active"], true, "{}", res.body);
}

async fn save_title(admin: &mut Client, title: &str) -> common::Response {
    admin
        .post("/api/v1/surveys", common::valid_survey(title))
        .await
}

async fn counter(admin: &mut Client) -> Value {
    let res = admin.get("/api/v1/addons/probe/counter").await;
    assert_eq!(res.status, 200, "{}", res.body);
    res.body
}

backend_test!(
    install_activate_run_deactivate_uninstall,
    |app| async move {
        app.stock_catalogue();
        let mut admin = app.admin().await;
        admin.license(Tier::Pro).await;

        // Install without activating: nothing runs yet.
        let res = admin
            .upload("/api/v1/addons/upload", &addon_package("probe"))
            .await;
        assert_eq!(res.status, 201, "{}", res.body);
        assert_eq!(
            (
                res.body["installed"].clone(),
                res.body["active"].clone(),
                res.body["type"].clone()
            ),
            (json!(true), json!(false), json!("licensed"))
        );
        assert_eq!(res.body["title"], "Probe");
        assert_eq!(res.body["categories"], json!(["Pro"]));
        assert_eq!(
            save_title(&mut admin, "Before").await.body["survey"]["title"],
            "Before"
        );

        // Activate: the filter runs on save, the template appears, the endpoint answers.
        let res = admin.post("/api/v1/addons/probe/activate", json!({})).await;
        assert_eq!(
            (res.status, res.body["active"].clone()),
            (200, json!(true)),
            "{}",
            res.body
        );
        assert_eq!(
            save_title(&mut admin, "During").await.body["survey"]["title"],
            "During (probed)"
        );
        let templates = admin.get("/api/v1/survey-templates").await.body;
        let probe = templates
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["key"] == "probe-template")
            .expect("the probe template is listed");
        assert_eq!(probe["is_available"], false);
        assert_eq!(probe["error"], "Requires Question Types addon");
        assert_eq!(templates[0]["key"], "blank");
        for _ in 0..2 {
            assert_eq!(
                admin
                    .post("/api/v1/addons/probe/counter", json!({}))
                    .await
                    .status,
                200
            );
        }
        let c = counter(&mut admin).await;
        assert_eq!(
            (c["count"].clone(), c["activations"].clone()),
            (json!(2), json!(1))
        );
        assert_eq!(c["user"], common::ADMIN_EMAIL);
        assert_eq!(
            admin.get("/api/v1/addons/probe/tier").await.body["tier"],
            "pro"
        );

        // Deactivate: the hook no longer runs and the endpoint is gone; storage stays.
        let res = admin
            .post("/api/v1/addons/probe/deactivate", json!({}))
            .await;
        assert_eq!(
            (res.status, res.body["active"].clone()),
            (200, json!(false))
        );
        assert_eq!(
            save_title(&mut admin, "After").await.body["survey"]["title"],
            "After"
        );
        assert_eq!(admin.get("/api/v1/addons/probe/counter").await.status, 404);
        assert!(
            !admin
                .get("/api/v1/survey-templates")
                .await
                .body
                .as_array()
                .unwrap()
                .iter()
                .any(|t| t["key"] == "probe-template")
        );
        admin.post("/api/v1/addons/probe/activate", json!({})).await;
        let c = counter(&mut admin).await;
        assert_eq!(
            (c["count"].clone(), c["activations"].clone()),
            (json!(2), json!(2))
        );

        // Uninstall keeps the data unless purged.
        let res = admin.delete("/api/v1/addons/probe", json!({})).await;
        assert_eq!(res.status, 200, "{}", res.body);
        assert!(item(&mut admin, "probe").await.is_none());
        assert_eq!(
            save_title(&mut admin, "Gone").await.body["survey"]["title"],
            "Gone"
        );
        install_active(&mut admin, "probe").await;
        assert_eq!(counter(&mut admin).await["count"], 2);
        let res = admin
            .delete("/api/v1/addons/probe?purge=true", json!({}))
            .await;
        assert_eq!(res.body["purged"], true);
        install_active(&mut admin, "probe").await;
        assert_eq!(counter(&mut admin).await["count"], 0);

        // The catalogue add-ons are listed, not installed, with their plan.
        let qt = item(&mut admin, "question-types").await.unwrap();
        assert_eq!(
            (
                qt["installed"].clone(),
                qt["active"].clone(),
                qt["version"].clone(),
                qt["type"].clone()
            ),
            (
                json!(false),
                json!(false),
                json!("1.0.0"),
                json!("licensed")
            )
        );
        assert!(qt["excerpt"].as_str().unwrap().len() > 10);
    }
);

backend_test!(
    activation_needs_a_license_that_covers_the_plan,
    |app| async move {
        app.stock_catalogue();
        let mut admin = app.admin().await;
        let res = admin
            .post("/api/v1/addons/templates/install", json!({}))
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        assert_eq!(res.body["type"], "unlicensed");
        let res = admin
            .post("/api/v1/addons/templates/activate", json!({}))
            .await;
        assert_eq!(res.status, 403);
        assert_eq!(res.code(), "plan_required");
        assert_eq!(res.message(), "Additional Templates is a Pro feature");
        admin.license(Tier::Plus).await;
        assert_eq!(
            admin
                .post("/api/v1/addons/templates/activate", json!({}))
                .await
                .status,
            403
        );
        admin.license(Tier::Pro).await;
        let res = admin
            .post("/api/v1/addons/templates/activate", json!({}))
            .await;
        assert_eq!((res.status, res.body["active"].clone()), (200, json!(true)));
        // Unknown add-ons.
        assert_eq!(
            admin
                .post("/api/v1/addons/nope/install", json!({}))
                .await
                .status,
            404
        );
        assert_eq!(
            admin
                .post("/api/v1/addons/nope/activate", json!({}))
                .await
                .status,
            404
        );
        assert_eq!(
            admin.delete("/api/v1/addons/nope", json!({})).await.status,
            404
        );
        // Editors cannot manage add-ons.
        let mut editor = app.user_with_role(&mut admin, "editor").await;
        assert_eq!(editor.get("/api/v1/addons").await.status, 403);
    }
);

/// `(package bytes, words the refusal must contain)`.
fn bad_packages() -> Vec<(&'static str, Vec<u8>, &'static str)> {
    use std::io::Write;
    let zip = |entries: &[(&str, &[u8])]| {
        let mut out = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
        for (name, bytes) in entries {
            out.start_file(*name, zip::write::SimpleFileOptions::default())
                .unwrap();
            out.write_all(bytes).unwrap();
        }
        out.finish().unwrap().into_inner()
    };
    let (_, wasm) = common::addon_sources("probe");
    let wasm = std::fs::read(wasm).unwrap();
    let manifest = std::fs::read_to_string(
        common::workspace_root().join("host/tests/addons/probe/addon.toml"),
    )
    .unwrap();
    // Signed by the development publisher where the package reads at all: these packages are
    // refused for what they hold, not for who made them.
    let with = |m: &str, w: &[u8]| {
        let bytes = zip(&[("addon.toml", m.as_bytes()), ("addon.wasm", w)]);
        hearken::addons::package::sign(
            &bytes,
            &hearken::addons::package::trust::dev_publisher_key(),
        )
        .unwrap_or(bytes)
    };
    let bomb = {
        let mut out = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
        let options = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Deflated)
            .large_file(true);
        out.start_file("addon.toml", zip::write::SimpleFileOptions::default())
            .unwrap();
        out.write_all(manifest.as_bytes()).unwrap();
        out.start_file("assets/zeros.bin", options).unwrap();
        let chunk = vec![0u8; 1 << 20];
        for _ in 0..130 {
            out.write_all(&chunk).unwrap();
        }
        out.finish().unwrap().into_inner()
    };
    let empty_component = wat::parse_str("(component)").unwrap();
    let alien_import = wat::parse_str(
        r#"(component (import "acme:spy/keylogger@1.0.0" (instance (export "record" (func (param "keys" string))))))"#,
    )
    .unwrap();
    let core_module = wat::parse_str("(module)").unwrap();
    vec![
        (
            "corrupt zip",
            b"PK\x03\x04 this is not really a zip".to_vec(),
            "not a valid .hkpkg package",
        ),
        (
            "zip slip",
            zip(&[("../../etc/cron.d/evil", b"x")]),
            "unsafe path '../../etc/cron.d/evil'",
        ),
        ("zip bomb", bomb, "as a zip bomb does; it was refused"),
        (
            "no manifest",
            zip(&[("addon.wasm", &wasm)]),
            "no addon.toml manifest",
        ),
        (
            "bad manifest",
            with("slug = [1]", &wasm),
            "not a valid manifest",
        ),
        (
            "bad semver",
            with(
                &manifest.replace("version = \"1.0.0\"", "version = \"one\""),
                &wasm,
            ),
            "not a valid manifest",
        ),
        (
            "future api",
            with(&manifest.replace("api = \"^1.1\"", "api = \"^2.1\""), &wasm),
            "needs the Hearken add-on API ^2.1, but this host provides 1.1.0, 1.0.0",
        ),
        (
            "no component",
            with(&manifest, b""),
            "not a valid WebAssembly component",
        ),
        (
            "core module",
            with(&manifest, &core_module),
            "not a valid WebAssembly component",
        ),
        (
            "missing exports",
            with(&manifest, &empty_component),
            "implements none of the hearken:addon versions",
        ),
        (
            "alien import",
            with(&manifest, &alien_import),
            "imports something this host does not provide",
        ),
        (
            "undeclared storage",
            with(
                &manifest.replace("storage = true", "storage = false"),
                &wasm,
            ),
            "addon.wasm imports the host's storage interface, but addon.toml does not declare capabilities.storage = true.",
        ),
        (
            "undeclared reads",
            with(
                &manifest.replace("permissions = [\"surveys:read\"]", "permissions = []"),
                &wasm,
            ),
            "addon.wasm imports the host's data interface, but addon.toml does not declare a read permission",
        ),
    ]
}

backend_test!(
    bad_packages_are_refused_and_the_installed_version_keeps_working,
    |app| async move {
        let mut admin = app.admin().await;
        admin.license(Tier::Pro).await;
        install_active(&mut admin, "probe").await;
        let before = admin.get("/api/v1/addons").await.body;
        for (what, bytes, needle) in bad_packages() {
            let res = admin.upload("/api/v1/addons/upload", &bytes).await;
            assert_eq!(res.status, 422, "{what}: {}", res.body);
            assert_eq!(res.code(), "invalid_package", "{what}");
            assert!(
                res.message().contains(needle),
                "{what}: '{}' lacks '{needle}'",
                res.message()
            );
            assert_eq!(
                admin.get("/api/v1/addons").await.body,
                before,
                "{what} left something behind"
            );
        }
        // A good package of another add-on, uploaded as an update of probe.
        let res = admin
            .upload("/api/v1/addons/upload?slug=probe", &addon_package("faulty"))
            .await;
        assert_eq!(res.status, 422);
        assert_eq!(
            res.message(),
            "The package is for add-on 'faulty', not 'probe'."
        );
        // Not a form at all, and an empty form.
        let res = admin.post("/api/v1/addons/upload", json!({})).await;
        assert_eq!(res.status, 400);
        assert_eq!(admin.get("/api/v1/addons").await.body, before);
        // The installed probe still runs.
        assert_eq!(
            save_title(&mut admin, "Still").await.body["survey"]["title"],
            "Still (probed)"
        );
    }
);

backend_test!(
    a_warm_instance_serves_hooks_until_it_faults,
    |app| async move {
        let mut admin = app.admin().await;
        install_active(&mut admin, "faulty").await;
        // The faulty add-on (API 1.1) counts its calls in a static of its linear memory: one
        // caller at a time gets the one warm instance back.
        for n in 1..=3 {
            assert_eq!(
                save_title(&mut admin, "count").await.body["survey"]["title"],
                format!("count:{n}")
            );
        }
        // A trap retires the instance: the next call starts over.
        let res = save_title(&mut admin, "trap").await;
        assert_eq!(
            (res.status, res.code()),
            (502, "addon_failed"),
            "{}",
            res.body
        );
        assert_eq!(
            save_title(&mut admin, "count").await.body["survey"]["title"],
            "count:1"
        );
        assert_eq!(
            save_title(&mut admin, "count").await.body["survey"]["title"],
            "count:2"
        );
        // So does deactivating and activating it again.
        let res = admin
            .post("/api/v1/addons/faulty/deactivate", json!({}))
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        let res = admin
            .post("/api/v1/addons/faulty/activate", json!({}))
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        assert_eq!(
            save_title(&mut admin, "count").await.body["survey"]["title"],
            "count:1"
        );
    }
);

backend_test!(
    fresh_instances_give_every_call_an_instance_no_call_has_used,
    |app| async move {
        let mut admin = app.admin().await;
        let package = common::addon_package_with("faulty", |manifest| {
            manifest.replace("memory_mb = 32", "memory_mb = 32\nfresh_instances = true")
        });
        let res = admin
            .upload("/api/v1/addons/upload?activate=true", &package)
            .await;
        assert_eq!(res.status, 201, "{}", res.body);
        // Were an instance ever used twice, the count would pass 1.
        for _ in 0..5 {
            assert_eq!(
                save_title(&mut admin, "count").await.body["survey"]["title"],
                "count:1"
            );
        }
    }
);

backend_test!(
    faults_stay_inside_the_addon_and_trip_the_breaker,
    |app| async move {
        let mut admin = app.admin().await;
        install_active(&mut admin, "faulty").await;
        let budget = Duration::from_millis(50);
        // Measured: the loop answers about 5 ms after its 50 ms budget; the rest leaves room for a
        // busy CI machine running tests in parallel.
        let margin = Duration::from_millis(200);

        // A fail-open hook: the templates still answer, without the add-on.
        for round in 1..=3 {
            let started = Instant::now();
            let res = admin.get("/api/v1/survey-templates").await;
            let took = started.elapsed();
            assert_eq!(res.status, 200, "round {round}");
            assert_eq!(res.body.as_array().unwrap().len(), 6);
            assert!(took < budget + margin, "round {round} took {took:?}");
        }
        assert_eq!(
            item(&mut admin, "faulty").await.unwrap()["active"],
            false,
            "3 faults deactivate it"
        );
        let drawer = admin.get("/api/v1/notifications").await.body;
        let text = drawer.to_string();
        assert!(
            text.contains("The Faulty add-on failed 3 times within 60 seconds and was deactivated"),
            "{text}"
        );
        assert!(text.contains("time budget"), "{text}");

        // A fail-closed hook: each fault fails that save only, quickly, with a clear message.
        for modes in [["loop", "trap", "alloc"], ["recurse", "panic", "garbage"]] {
            let res = admin
                .post("/api/v1/addons/faulty/activate", json!({}))
                .await;
            assert_eq!(res.body["active"], true);
            for (i, mode) in modes.iter().enumerate() {
                let started = Instant::now();
                let res = save_title(&mut admin, mode).await;
                let took = started.elapsed();
                assert_eq!(
                    (res.status, res.code()),
                    (502, "addon_failed"),
                    "{mode}: {}",
                    res.body
                );
                assert!(
                    res.message()
                        .starts_with("The Faulty add-on failed while handling this request"),
                    "{mode}: {}",
                    res.message()
                );
                assert!(took < budget + margin, "{mode} took {took:?}");
                // The host keeps answering everything else.
                assert_eq!(
                    save_title(&mut admin, "fine").await.status,
                    201,
                    "after {mode}"
                );
                let active = item(&mut admin, "faulty").await.unwrap()["active"].clone();
                assert_eq!(active, json!(i < 2), "after {mode}");
            }
        }
        let list = admin.get("/api/v1/surveys?per_page=100").await.body;
        assert!(
            list["items"]
                .as_array()
                .unwrap()
                .iter()
                .all(|s| s["title"] == "fine"),
            "no faulted save was stored"
        );
    }
);

backend_test!(ui_manifest_and_assets_follow_activation, |app| async move {
    let mut admin = app.admin().await;
    admin.license(Tier::Pro).await;
    let dir = tempfile::tempdir().unwrap();
    let probe = common::workspace_root().join("host/tests/addons/probe/addon.toml");
    let manifest = std::fs::read_to_string(probe).unwrap()
        + "\n[ui]\nentry = \"remoteEntry.js\"\nextension_points = [{ point = \"settings-tab\", module = \"./SettingsTab\", label = \"Probe\" }]\n\n[widget]\nmodule = \"probe.js\"\nfeatures = [\"probe\"]\n";
    std::fs::write(dir.path().join("addon.toml"), manifest).unwrap();
    std::fs::create_dir_all(dir.path().join("ui/assets")).unwrap();
    std::fs::create_dir_all(dir.path().join("widget")).unwrap();
    std::fs::write(
        dir.path().join("ui/remoteEntry.js"),
        "export const probe = 1;",
    )
    .unwrap();
    std::fs::write(dir.path().join("ui/assets/style.css"), "a{}").unwrap();
    std::fs::write(dir.path().join("widget/probe.js"), "export default 1;").unwrap();
    let (_, wasm) = common::addon_sources("probe");
    let (_, bytes) = hearken::addons::package::pack(dir.path(), Some(&wasm)).unwrap();
    let bytes = common::signed(&bytes);
    assert_eq!(
        admin
            .upload("/api/v1/addons/upload?activate=true", &bytes)
            .await
            .status,
        201
    );

    let ui = admin.get("/api/v1/addons/ui-manifest").await.body;
    let remote = &ui["remotes"][0];
    assert_eq!(remote["slug"], "probe");
    assert_eq!(remote["scope"], "probe");
    assert_eq!(
        remote["remote_entry"],
        "/addons/probe/ui/remoteEntry.js?v=1.0.0"
    );
    assert_eq!(
        remote["widget_module"],
        "/addons/probe/widget/probe.js?v=1.0.0"
    );
    assert_eq!(remote["extension_points"][0]["point"], "settings-tab");

    let mut visitor = app.client();
    let res = visitor.get("/addons/probe/ui/remoteEntry.js?v=1.0.0").await;
    assert_eq!(res.status, 200);
    assert_eq!(res.body, "export const probe = 1;");
    assert_eq!(
        res.headers["cache-control"],
        "public, max-age=31536000, immutable"
    );
    assert!(
        res.headers["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/javascript")
    );
    assert_eq!(
        visitor.get("/addons/probe/ui/remoteEntry.js").await.headers["cache-control"],
        "no-cache"
    );
    assert_eq!(
        visitor
            .get("/addons/probe/ui/assets/style.css?v=1.0.0")
            .await
            .status,
        200
    );
    assert_eq!(
        visitor
            .get("/addons/probe/widget/probe.js?v=1.0.0")
            .await
            .status,
        200
    );
    assert_eq!(visitor.get("/addons/probe/ui/missing.js").await.status, 404);
    assert_eq!(
        visitor.get("/addons/probe/../../etc/passwd").await.status,
        404
    );

    assert_eq!(ui["locked"], json!([]));

    admin
        .post("/api/v1/addons/probe/deactivate", json!({}))
        .await;
    let ui = admin.get("/api/v1/addons/ui-manifest").await.body;
    assert_eq!(ui["remotes"], json!([]));
    // Deactivated, its parts are the shell's to show locked: no module is offered.
    assert_eq!(
        ui["locked"],
        json!([{"slug": "probe", "name": "Probe", "plan": "pro", "installed": true, "active": false,
                "type": "licensed", "extension_points": [{"point": "settings-tab", "label": "Probe"}]}])
    );
    assert_eq!(
        visitor
            .get("/addons/probe/ui/remoteEntry.js?v=1.0.0")
            .await
            .status,
        404
    );
});

backend_test!(
    responses_are_stored_and_reach_the_response_submitted_action,
    |app| async move {
        let mut admin = app.admin().await;
        admin.license(Tier::Pro).await;
        install_active(&mut admin, "probe").await;
        let id = save_title(&mut admin, "Ask").await.body["survey"]["id"]
            .as_i64()
            .unwrap();
        let mut visitor = app.client();
        let path = format!("/api/v1/surveys/{id}/responses");
        let nonce = app.submission_nonce(id).await;
        let res = visitor
            .post(
                &path,
                json!({"answers": [], "page_submitted": {}, "nonce": nonce}),
            )
            .await;
        assert_eq!(
            (res.status, res.message()),
            (422, "A response needs at least one answer.")
        );
        let res = visitor
            .post(
                &path,
                json!({"answers": [{"question_id": "q1", "value": null}], "nonce": nonce}),
            )
            .await;
        assert_eq!(res.status, 422);
        let res = visitor
        .post(&path, json!({"answers": [{"question_id": "q1", "value": "Well"}], "page_submitted": {"link": "https://example.com/"}, "nonce": nonce}))
        .await;
        assert_eq!(res.status, 201, "{}", res.body);
        assert_eq!(res.body["survey_id"], id);
        assert_eq!(
            visitor
                .post(
                    "/api/v1/surveys/999999/responses",
                    json!({"answers": [{"value": 1}]})
                )
                .await
                .status,
            404
        );
        let started = Instant::now();
        loop {
            if counter(&mut admin).await["responses"] == 1 {
                break;
            }
            assert!(
                started.elapsed() < Duration::from_secs(5),
                "the action never ran"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        // The probe speaks 1.1 without `responses:read` or `visitor.address`: it hears that a
        // response came, but not what it says nor where from.
        let last = admin.get("/api/v1/addons/probe/last-response").await;
        assert_eq!(last.status, 200, "{}", last.body);
        assert_eq!(last.body["survey_id"], id, "{}", last.body);
        assert_eq!(last.body["answers"], json!([]), "{}", last.body);
        assert_eq!(last.body["user_ip"], Value::Null, "{}", last.body);
    }
);

backend_test!(
    survey_visibility_is_decided_by_the_addons,
    |app| async move {
        let mut admin = app.admin().await;
        admin.license(Tier::Pro).await;
        let entitlements = || async { app.state.entitlements().await.unwrap() };
        let mut surveys = std::collections::HashMap::new();
        for title in ["Top secret", "Pricing"] {
            let id = admin
                .post("/api/v1/surveys", common::valid_survey(title))
                .await
                .body["survey"]["id"]
                .as_i64()
                .unwrap();
            surveys.insert(
                title,
                hearken::surveys::store::get(&app.db, id).await.unwrap(),
            );
        }
        let ask = |title: &str| surveys[title].clone();
        let visitor = hearken::addons::capabilities::visitor::VisitorContext::default();
        let ownership = app.state.addons.ownership();
        let host = |visible: bool, reason: Option<&str>| hearken::addons::Visibility {
            visible,
            reason: reason.map(str::to_owned),
        };
        let e = entitlements().await;
        let shown = hearken::widget::visibility::survey_visibility(
            &app.state.addons,
            &ask("Top secret"),
            &visitor,
            host(true, None),
            &e,
            &ownership,
            None,
        )
        .await;
        assert!(shown.visible, "no add-on: the host's verdict stands");

        install_active(&mut admin, "probe").await;
        let e = entitlements().await;
        let v = hearken::widget::visibility::survey_visibility(
            &app.state.addons,
            &ask("Top secret"),
            &visitor,
            host(true, None),
            &e,
            &ownership,
            None,
        )
        .await;
        assert_eq!(
            (v.visible, v.reason.as_deref()),
            (false, Some("The probe hides secrets."))
        );
        let v = hearken::widget::visibility::survey_visibility(
            &app.state.addons,
            &ask("Pricing"),
            &visitor,
            host(true, None),
            &e,
            &ownership,
            None,
        )
        .await;
        assert!(v.visible);
        let v = hearken::widget::visibility::survey_visibility(
            &app.state.addons,
            &ask("Pricing"),
            &visitor,
            host(false, Some("expired")),
            &e,
            &ownership,
            None,
        )
        .await;
        assert_eq!(
            (v.visible, v.reason.as_deref()),
            (false, Some("expired")),
            "the host's hide stands"
        );
    }
);

/// The add-on's entry of `GET addons`.
async fn listed(admin: &mut Client, slug: &str) -> Value {
    let all = admin.get("/api/v1/addons").await.body;
    all.as_array()
        .unwrap()
        .iter()
        .find(|a| a["slug"] == slug)
        .cloned()
        .unwrap()
}

async fn until(what: &str, mut probe: impl AsyncFnMut() -> bool) {
    let started = Instant::now();
    while !probe().await {
        assert!(started.elapsed() < Duration::from_secs(10), "{what}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

// Issue 14, item 4: an add-on's action is queued with the response and delivered at least once,
// across a restart; one that keeps failing is retried and shows on the add-on's card.
backend_test!(
    an_add_on_action_survives_a_restart_and_a_failing_one_shows_on_its_card,
    |app| async move {
        let mut admin = app.admin().await;
        admin.license(Tier::Pro).await;
        install_active(&mut admin, "probe").await;
        install_active(&mut admin, "faulty").await;
        let id = save_title(&mut admin, "Ask").await.body["survey"]["id"]
            .as_i64()
            .unwrap();
        // The process is stopping: its action worker takes nothing more.
        app.state.stopping.begin();
        tokio::time::sleep(Duration::from_millis(50)).await;
        let mut visitor = app.client();
        let nonce = app.submission_nonce(id).await;
        let res = visitor
            .post(
                &format!("/api/v1/surveys/{id}/responses"),
                json!({"answers": [{"question_id": "q1", "value": "Well"}], "nonce": nonce}),
            )
            .await;
        assert_eq!(res.status, 201, "{}", res.body);
        tokio::time::sleep(Duration::from_millis(300)).await;
        assert_eq!(counter(&mut admin).await["responses"], 0);
        assert_eq!(listed(&mut admin, "probe").await["actions"]["pending"], 1);

        // The next process on the same database delivers it.
        let next = hearken::AppState::with_db((*app.state.config).clone(), app.db.clone()).unwrap();
        next.start_addons().await.unwrap();
        next.start_actions();
        until("the probe was never told after the restart", async || {
            counter(&mut admin).await["responses"] == 1
        })
        .await;
        // The worker marks the action delivered just after the add-on's call returns.
        until(
            "the delivered action stayed on the probe's card",
            async || listed(&mut admin, "probe").await.get("actions").is_none(),
        )
        .await;
        // The faulty add-on's service is down: its action waits for a retry, with the error.
        until("the faulty add-on's failure never showed", async || {
            listed(&mut admin, "faulty").await["actions"]["last_error"]
                == "the receiving service answered 503"
        })
        .await;
        let card = listed(&mut admin, "faulty").await;
        assert_eq!(card["actions"]["pending"], 1, "{card}");
        assert_eq!(card["actions"]["failed"], 0, "{card}");
        // A refusal is not a fault: the add-on stays active.
        assert_eq!(card["active"], true, "{card}");
        // Its last try is due now: it fails for good, and the card says so.
        hearken::on_db!(&app.db, pool => sqlx::query("UPDATE addon_actions SET attempts = $1, next_attempt_at = 0 WHERE slug = 'faulty'")
            .bind(hearken::addons::workers::actions::MAX_ATTEMPTS - 1).execute(pool).await.map(|_| ()))
        .unwrap();
        next.addons.actions_queued();
        until(
            "the faulty add-on's action never failed for good",
            async || listed(&mut admin, "faulty").await["actions"]["failed"] == 1,
        )
        .await;
        assert_eq!(listed(&mut admin, "faulty").await["actions"]["pending"], 0);

        // The administrator sends it again: due now, its tries from zero (it fails again, the
        // receiving service is still down, and waits for a retry).
        let res = admin
            .post("/api/v1/addons/faulty/failed-actions", json!({}))
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        assert_eq!(res.body, json!({"slug": "faulty", "count": 1}));
        until(
            "the retried action never came back as pending",
            async || {
                let card = listed(&mut admin, "faulty").await;
                card["actions"]["failed"] == 0 && card["actions"]["pending"] == 1
            },
        )
        .await;
        // …or gives it up: the card stops showing it.
        hearken::on_db!(&app.db, pool => sqlx::query("UPDATE addon_actions SET failed_at = 1 WHERE slug = 'faulty'")
            .execute(pool).await.map(|_| ()))
        .unwrap();
        let res = admin
            .delete("/api/v1/addons/faulty/failed-actions", json!({}))
            .await;
        assert_eq!(
            res.body,
            json!({"slug": "faulty", "count": 1}),
            "{}",
            res.body
        );
        assert!(listed(&mut admin, "faulty").await.get("actions").is_none());
        let res = admin
            .post("/api/v1/addons/nothing-here/failed-actions", json!({}))
            .await;
        assert_eq!(res.status, 404, "{}", res.body);
        next.stopping.begin();
    }
);
