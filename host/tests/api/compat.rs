//! Add-ons built against `hearken:addon@1.0.0` run unchanged on a host that speaks 1.1: the 1.0
//! builds of question-types, templates and the signed-webhook example (bytes kept in
//! host/tests/fixtures/api-1.0) install, activate and do their work.

use crate::common;

use hearken::licensing::Tier;
use serde_json::{Value, json};

/// A package of a 1.0 build, packed from its fixture folder.
fn fixture(name: &str) -> Vec<u8> {
    let dir = common::workspace_root()
        .join("host/tests/fixtures/api-1.0")
        .join(name);
    let package = hearken::addons::package::pack(&dir, None).unwrap().1;
    // First-party packages come signed; the third-party example does not.
    if name == "webhook-notifier" {
        package
    } else {
        common::signed(&package)
    }
}

fn keys(list: &Value) -> Vec<String> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|t| t["key"].as_str().unwrap().to_owned())
        .collect()
}

backend_test!(
    question_types_built_against_1_0_still_contributes_its_types,
    |app| async move {
        let mut admin = app.admin().await;
        admin.license(Tier::Pro).await;
        let res = admin
            .upload(
                "/api/v1/addons/upload?activate=true",
                &fixture("question-types"),
            )
            .await;
        assert_eq!(res.status, 201, "{}", res.body);
        assert_eq!(res.body["active"], true);
        let types = admin.get("/api/v1/question-types").await.body;
        assert_eq!(
            keys(&types)[5..],
            ["star-rating", "nps", "image-radio", "icon-choice"]
        );
        // Its validate-question hook still runs: a script URL as an image is refused.
        let bad = admin
            .post("/api/v1/surveys", json!({"id": null, "title": "Pick", "questions": [
                {"id": "q1", "type": "image-radio", "title": "Pick", "config": {"options": [
                    {"label": "A", "image": "javascript:alert(1)"}, {"label": "B", "image": "/b.png"}]}}]}))
            .await;
        assert_eq!(bad.status, 422, "{}", bad.body);
        assert_eq!(
            bad.body["fields"]["questions.0.config.options.0.image"],
            "Images must be a web address (http, https) or a path on this site."
        );
        let saved = admin
            .post(
                "/api/v1/surveys",
                json!({"id": null, "title": "NPS", "type": "nps", "status": "publish",
                "questions": [{"id": "n", "type": "nps", "title": ""}]}),
            )
            .await;
        assert_eq!(saved.status, 201, "{}", saved.body);
        assert_eq!(saved.body["published"], true);
    }
);

backend_test!(
    templates_built_against_1_0_still_lists_the_pro_templates,
    |app| async move {
        let mut admin = app.admin().await;
        admin.license(Tier::Pro).await;
        let core = admin.get("/api/v1/survey-templates").await.body;
        let res = admin
            .upload("/api/v1/addons/upload?activate=true", &fixture("templates"))
            .await;
        assert_eq!(res.status, 201, "{}", res.body);
        let list = admin.get("/api/v1/survey-templates").await.body;
        assert!(
            list.as_array().unwrap().len() >= core.as_array().unwrap().len() + 20,
            "{list}"
        );
        assert!(keys(&list).contains(&"nps".to_owned()));
    }
);

#[tokio::test]
async fn the_webhook_example_built_against_1_0_still_posts_signed_responses() {
    let app = common::TestApp::start(common::Backend::Sqlite)
        .await
        .unwrap();
    common::webhook::round_trip(&app, &fixture("webhook-notifier")).await;
}

/// The 1.0 templates build with its manifest edited by `edit`, packed.
fn templates_with(edit: impl Fn(String) -> String) -> Vec<u8> {
    let dir = tempfile::tempdir().unwrap();
    let source = common::workspace_root().join("host/tests/fixtures/api-1.0/templates");
    std::fs::copy(source.join("addon.wasm"), dir.path().join("addon.wasm")).unwrap();
    let manifest = std::fs::read_to_string(source.join("addon.toml")).unwrap();
    std::fs::write(dir.path().join("addon.toml"), edit(manifest)).unwrap();
    common::signed(&hearken::addons::package::pack(dir.path(), None).unwrap().1)
}

backend_test!(
    a_1_0_component_cannot_claim_a_newer_contract_or_its_hooks,
    |app| async move {
        let mut admin = app.admin().await;
        let only_1_1 = templates_with(|m| m.replace("api = \"^1.0\"", "api = \"~1.1\""));
        let res = admin.upload("/api/v1/addons/upload", &only_1_1).await;
        assert_eq!(res.status, 422, "{}", res.body);
        assert_eq!(
            res.message(),
            "addon.wasm implements none of the hearken:addon versions that addon.toml's api range ~1.1 allows on this host (1.1.0)."
        );
        let newer_hook = templates_with(|m| m.replace("[hooks]", "[hooks]\nvalidate-response = 5"));
        let res = admin.upload("/api/v1/addons/upload", &newer_hook).await;
        assert_eq!(res.status, 422, "{}", res.body);
        assert_eq!(
            res.message(),
            "addon.toml subscribes to validate-response, which came with hearken:addon 1.1.0; addon.wasm implements 1.0.0."
        );
    }
);
