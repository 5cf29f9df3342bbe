//! The templates add-on through the API: the Pro templates it lists, and what a template needs.
//! Every test runs on SQLite and PostgreSQL.

use crate::common;
use hearken::licensing::Tier;
use serde_json::{Value, json};

backend_test!(templates_addon_lists_the_pro_templates, |app| async move {
    app.stock_catalogue();
    let mut admin = app.admin().await;
    admin.license(Tier::Pro).await;
    assert_eq!(
        admin
            .get("/api/v1/survey-templates")
            .await
            .body
            .as_array()
            .unwrap()
            .len(),
        6
    );
    assert_eq!(
        admin
            .post("/api/v1/addons/templates/install", json!({}))
            .await
            .status,
        200
    );
    assert_eq!(
        admin
            .post("/api/v1/addons/templates/activate", json!({}))
            .await
            .status,
        200
    );
    let list = admin.get("/api/v1/survey-templates").await.body;
    let list = list.as_array().unwrap();
    assert!(list.len() >= 26, "{} templates", list.len());
    assert_eq!(list[0]["key"], "blank");
    let needs_types: Vec<&Value> = list
        .iter()
        .filter(|t| {
            t["required_addons"]
                .as_array()
                .is_some_and(|a| !a.is_empty())
        })
        .collect();
    assert!(!needs_types.is_empty());
    for t in &needs_types {
        assert_eq!(t["is_available"], false, "{}", t["key"]);
        assert_eq!(t["error"], "Requires Question Types addon");
    }
    let nps = list
        .iter()
        .find(|t| t["key"] == "nps")
        .expect("an NPS template");
    assert_eq!(nps["type"], "nps");

    admin
        .post("/api/v1/addons/question-types/install", json!({}))
        .await;
    admin
        .post("/api/v1/addons/question-types/activate", json!({}))
        .await;
    let list = admin.get("/api/v1/survey-templates").await.body;
    assert!(
        list.as_array()
            .unwrap()
            .iter()
            .all(|t| t["is_available"] == true)
    );
    // Every Pro template saves as a complete survey.
    for t in list.as_array().unwrap().iter().skip(6) {
        let res = admin
            .post("/api/v1/surveys", json!({"id": null, "title": t["name"], "type": t["type"], "template": t["key"], "status": "publish", "questions": t["questions"]}))
            .await;
        assert_eq!(res.status, 201, "{}: {}", t["key"], res.body);
        assert_eq!(
            res.body["survey"]["status"], "publish",
            "{}: {}",
            t["key"], res.body
        );
    }
});
