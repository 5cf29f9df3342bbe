//! The OpenAPI document describes every route, and every route it describes exists.

use crate::common;

use axum::http::Method;
use serde_json::Value;

/// Every endpoint the host issue names, as (method, path).
const REQUIRED: [(&str, &str); 67] = [
    ("get", "/api/v1/setup"),
    ("post", "/api/v1/setup"),
    ("post", "/api/v1/auth/login"),
    ("post", "/api/v1/auth/logout"),
    ("get", "/api/v1/auth/me"),
    ("get", "/api/v1/users"),
    ("post", "/api/v1/users"),
    ("post", "/api/v1/auth/password"),
    ("post", "/api/v1/auth/language"),
    ("post", "/api/v1/users/{id}"),
    ("delete", "/api/v1/users/{id}"),
    ("post", "/api/v1/users/{id}/password"),
    ("post", "/api/v1/users/{id}/disable"),
    ("post", "/api/v1/users/{id}/enable"),
    ("delete", "/api/v1/users/{id}/sessions"),
    ("get", "/api/v1/roles"),
    ("post", "/api/v1/roles"),
    ("get", "/api/v1/surveys"),
    ("post", "/api/v1/surveys"),
    ("delete", "/api/v1/surveys"),
    ("get", "/api/v1/surveys/{id}"),
    ("post", "/api/v1/surveys/{id}/duplicate"),
    ("post", "/api/v1/surveys/publish"),
    ("post", "/api/v1/surveys/draft"),
    ("post", "/api/v1/surveys/trash"),
    ("post", "/api/v1/surveys/restore"),
    ("post", "/api/v1/surveys/texts"),
    ("get", "/api/v1/surveys/{id}/translations"),
    ("post", "/api/v1/surveys/{id}/translations"),
    ("get", "/api/v1/survey-templates"),
    ("get", "/api/v1/settings"),
    ("post", "/api/v1/settings"),
    ("get", "/api/v1/config"),
    ("get", "/api/v1/notifications"),
    ("post", "/api/v1/notifications/{id}/dismiss"),
    ("post", "/api/v1/notifications/action"),
    ("get", "/api/v1/license"),
    ("post", "/api/v1/license/verify"),
    ("get", "/api/v1/question-types"),
    ("get", "/api/v1/addons"),
    ("get", "/api/v1/addons/ui-manifest"),
    ("post", "/api/v1/addons/upload"),
    ("post", "/api/v1/addons/{slug}/install"),
    ("post", "/api/v1/addons/{slug}/activate"),
    ("post", "/api/v1/addons/{slug}/deactivate"),
    ("delete", "/api/v1/addons/{slug}"),
    ("post", "/api/v1/addons/{slug}/failed-actions"),
    ("delete", "/api/v1/addons/{slug}/failed-actions"),
    ("post", "/api/v1/surveys/{id}/responses"),
    ("get", "/api/v1/widget/survey"),
    ("post", "/api/v1/surveys/{id}/impression"),
    ("get", "/api/v1/surveys/{id}/visibility"),
    ("get", "/api/v1/search"),
    ("get", "/api/v1/logic-type"),
    ("get", "/api/v1/results-summary"),
    ("get", "/api/v1/surveys/{id}/results"),
    ("get", "/api/v1/surveys/{id}/nps-comments"),
    ("get", "/api/v1/surveys/{id}/drop-off"),
    ("get", "/api/v1/surveys/{id}/responses"),
    ("get", "/api/v1/surveys/{id}/responses/{response_id}"),
    ("post", "/api/v1/surveys/{id}/responses/trash"),
    ("post", "/api/v1/surveys/{id}/responses/restore"),
    ("delete", "/api/v1/surveys/{id}/responses"),
    ("get", "/api/v1/exports"),
    ("get", "/api/v1/ai-summary/{id}"),
    ("post", "/api/v1/ai-summary/{id}"),
    ("get", "/api/v1/preload-ai-summary/{id}"),
];
const LICENSE_CALLS: [&str; 3] = [
    "/api/v1/license/deactivate",
    "/api/v1/license/validate",
    "/api/v1/license/upgrade",
];

#[tokio::test]
async fn every_route_is_in_the_openapi_document_and_every_documented_route_answers() {
    let app = common::TestApp::start(common::Backend::Sqlite)
        .await
        .unwrap();
    let mut client = app.client();
    let doc = client.get("/api/v1/openapi.json").await.body;
    assert_eq!(doc["openapi"], "3.1.0");
    let paths = doc["paths"].as_object().unwrap();
    for (method, path) in REQUIRED
        .iter()
        .copied()
        .chain(LICENSE_CALLS.iter().map(|p| ("post", *p)))
    {
        let operation = &paths
            .get(path)
            .unwrap_or_else(|| panic!("{path} is not documented"))[method];
        assert!(operation.is_object(), "{method} {path} is not documented");
        assert!(
            operation["responses"]
                .as_object()
                .is_some_and(|r| !r.is_empty()),
            "{method} {path} has no responses"
        );
    }
    for name in [
        "Survey",
        "SurveyInput",
        "SurveyList",
        "SaveOutcome",
        "ErrorBody",
        "LicenseView",
        "Drawer",
        "SiteConfig",
    ] {
        assert!(
            doc["components"]["schemas"][name].is_object(),
            "schema {name} is missing"
        );
    }
    let mut documented = 0;
    for (path, item) in paths {
        for (method, _) in item.as_object().unwrap() {
            documented += 1;
            let method = Method::from_bytes(method.to_uppercase().as_bytes()).unwrap();
            let concrete = path.replace("{id}", "1");
            let body = matches!(method, Method::POST | Method::DELETE).then(|| "{}".to_owned());
            let res = client.send(method.clone(), &concrete, body).await;
            assert!(
                res.body.get("code") != Some(&Value::from("no_route")),
                "{method} {path} is documented but not routed"
            );
            assert_ne!(
                res.status, 405,
                "{method} {path} is documented with the wrong method"
            );
        }
    }
    assert_eq!(
        documented,
        REQUIRED.len() + LICENSE_CALLS.len(),
        "a route was added without adding it to REQUIRED"
    );
}
