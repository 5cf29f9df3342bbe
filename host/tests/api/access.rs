//! Issue #13, item 7: every API route has one access rule (host/src/http/access.rs), and the rule
//! holds: walked anonymously, as a role with no capabilities and as an editor, on both backends.

use crate::common;

use axum::http::Method;
use hearken::http::access::{Access, ROUTES};
use serde_json::Value;

/// A concrete address for a routed path.
fn concrete(path: &str) -> String {
    path.replace("{id}", "1")
        .replace("{response_id}", "1")
        .replace("{slug}", "nothing-here")
        .replace("{*rest}", "x")
}

fn method_of(row: &str) -> Method {
    match row {
        "*" => Method::POST,
        m => Method::from_bytes(m.as_bytes()).unwrap(),
    }
}

async fn call(client: &mut common::Client, method: Method, path: &str) -> common::Response {
    let body = matches!(method, Method::POST | Method::DELETE).then(|| "{}".to_owned());
    client.send(method, &concrete(path), body).await
}

#[tokio::test]
async fn every_documented_route_has_an_access_rule() {
    let app = common::TestApp::start(common::Backend::Sqlite)
        .await
        .unwrap();
    let doc = app.client().get("/api/v1/openapi.json").await.body;
    let mut documented = Vec::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for method in item.as_object().unwrap().keys() {
            let method = method.to_uppercase();
            let full = path.clone();
            assert!(
                ROUTES.iter().any(|r| r.path == full && r.method == method),
                "{method} {path} has no rule in host/src/http/access.rs"
            );
            documented.push((method, full));
        }
    }
    for row in ROUTES.iter().filter(|r| r.method != "*") {
        assert!(
            row.path == "/api/v1/openapi.json"
                || documented
                    .iter()
                    .any(|(m, p)| m == row.method && p == row.path),
            "{} {} is in the table but not routed and documented",
            row.method,
            row.path
        );
    }
}

backend_test!(
    no_route_answers_a_caller_its_rule_refuses,
    |app| async move {
        let mut admin = app.admin().await;
        let res = admin
            .post(
                "/api/v1/roles",
                serde_json::json!({"slug": "nobody", "name": "Nobody"}),
            )
            .await;
        assert_eq!(res.status, 201, "{}", res.body);
        let mut nobody = app.user_with_role(&mut admin, "nobody").await;
        let mut editor = app.user_with_role(&mut admin, "editor").await;
        let editor_can: Vec<String> = editor.get("/api/v1/auth/me").await.body["capabilities"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_str().unwrap().to_owned())
            .collect();
        assert!(
            !editor_can.iter().any(|c| c == "manage_options"),
            "{editor_can:?}"
        );
        let nobody_can = nobody.get("/api/v1/auth/me").await.body["capabilities"].clone();
        assert_eq!(nobody_can, Value::Array(vec![]));

        let mut anonymous = app.client();
        let mut refused = 0;
        // Signing out ends the session: walked last.
        let mut rows: Vec<_> = ROUTES.iter().collect();
        rows.sort_by_key(|r| r.path == "/api/v1/auth/logout");
        for row in rows {
            let method = method_of(row.method);
            let what = format!("{} {}", row.method, row.path);
            let anon = call(&mut anonymous, method.clone(), row.path).await;
            match row.access {
                Access::Public => {
                    assert_ne!(anon.status, 401, "{what} is public: {}", anon.body);
                    continue;
                }
                // The add-on router answers for an add-on that does not exist before any session
                // check; the add-on trust tests cover its capabilities.
                Access::AddOn => continue,
                Access::SignedIn | Access::AnyOf(_) => {
                    assert_eq!(anon.status, 401, "{what} without a session: {}", anon.body)
                }
            }
            let as_nobody = call(&mut nobody, method.clone(), row.path).await;
            let as_editor = call(&mut editor, method.clone(), row.path).await;
            match row.access {
                Access::AnyOf(capabilities) => {
                    assert_eq!(
                        as_nobody.status, 403,
                        "{what} as nobody: {}",
                        as_nobody.body
                    );
                    assert_eq!(as_nobody.body["code"], "missing_capability", "{what}");
                    refused += 1;
                    let allowed = capabilities
                        .iter()
                        .any(|c| editor_can.iter().any(|e| e == c.as_str()));
                    if allowed {
                        assert_ne!(
                            as_editor.body["code"], "missing_capability",
                            "{what} as editor: {}",
                            as_editor.body
                        );
                        assert_ne!(as_editor.status, 401, "{what}");
                    } else {
                        assert_eq!(
                            as_editor.status, 403,
                            "{what} as editor: {}",
                            as_editor.body
                        );
                        refused += 1;
                    }
                }
                _ => {
                    for (who, res) in [("nobody", &as_nobody), ("editor", &as_editor)] {
                        assert!(
                            res.status != 401 && res.status != 403,
                            "{what} as {who}: {} {}",
                            res.status,
                            res.body
                        );
                    }
                }
            }
        }
        assert!(refused > 40, "only {refused} refusals were tried");
    }
);

backend_test!(
    trashing_and_restoring_responses_need_the_delete_capability,
    |app| async move {
        let mut admin = app.admin().await;
        admin.license(hearken::licensing::Tier::Pro).await;
        let res = admin
            .post("/api/v1/surveys", common::valid_survey("Trash"))
            .await;
        let id = res.body["survey"]["id"].as_i64().unwrap();
        // By default editors see results but may not delete.
        let mut editor = app.user_with_role(&mut admin, "editor").await;
        let results = editor.get(&format!("/api/v1/surveys/{id}/responses")).await;
        assert_eq!(results.status, 200, "{}", results.body);
        for action in ["trash", "restore"] {
            let res = editor
                .post(
                    &format!("/api/v1/surveys/{id}/responses/{action}"),
                    serde_json::json!({"response_ids": [1]}),
                )
                .await;
            assert_eq!(res.status, 403, "{action}: {}", res.body);
            assert_eq!(res.body["code"], "missing_capability");
        }
        let res = admin
            .post(
                &format!("/api/v1/surveys/{id}/responses/trash"),
                serde_json::json!({"response_ids": []}),
            )
            .await;
        assert_ne!(res.status, 403, "{}", res.body);
    }
);
