//! The question-types add-on through the API: what surveys accept with it in force, and what a
//! save resets without it (its manifest's `[unlocks]`). Every test runs on SQLite and PostgreSQL.

use crate::common;
use hearken::licensing::Tier;
use serde_json::{Value, json};

backend_test!(
    question_types_addon_changes_what_surveys_accept,
    |app| async move {
        app.stock_catalogue();
        let mut admin = app.admin().await;
        admin.license(Tier::Pro).await;
        let survey = |questions: Value| json!({"id": null, "title": "Types", "status": "draft", "questions": questions});
        let nps = json!([
            {"id": "q1", "type": "nps", "title": ""},
            {"id": "q2", "type": "radio-button", "title": "Why?", "config": {"options": ["A", "B"]}, "settings": {"randomize": true}}
        ]);

        // Without the add-on, nps questions are removed before saving and randomize is off.
        let saved = admin
            .post("/api/v1/surveys", survey(nps.clone()))
            .await
            .body;
        assert_eq!(saved["survey"]["questions"].as_array().unwrap().len(), 1);
        assert_eq!(
            saved["survey"]["questions"][0]["settings"]["randomize"],
            false
        );
        let keys = |v: &Value| {
            v.as_array()
                .unwrap()
                .iter()
                .map(|t| t["key"].as_str().unwrap().to_owned())
                .collect::<Vec<_>>()
        };
        assert_eq!(
            keys(&admin.get("/api/v1/question-types").await.body),
            ["checkbox", "radio-button", "email", "text", "long-text"]
        );

        assert_eq!(
            admin
                .post("/api/v1/addons/question-types/install", json!({}))
                .await
                .status,
            200
        );
        assert_eq!(
            admin
                .post("/api/v1/addons/question-types/activate", json!({}))
                .await
                .status,
            200
        );
        let types = admin.get("/api/v1/question-types").await.body;
        assert_eq!(
            keys(&types)[5..],
            ["star-rating", "nps", "image-radio", "icon-choice"]
        );
        let icon = types
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["key"] == "icon-choice")
            .unwrap();
        assert_eq!(icon["default_settings"]["icon_color"], "#1579EF");

        let saved = admin
            .post("/api/v1/surveys", survey(nps.clone()))
            .await
            .body;
        let questions = saved["survey"]["questions"].as_array().unwrap();
        assert_eq!(questions.len(), 2);
        assert_eq!(
            questions[0]["title"],
            "On a scale of 1-10, how likely would you recommend us to a friend or colleague?"
        );
        assert_eq!(questions[1]["settings"]["randomize"], true);

        // The add-on's own validation.
        let bad_image = survey(json!([{"id": "q1", "type": "image-radio", "title": "Pick",
        "config": {"options": [{"label": "A", "image": "javascript:alert(1)"}, {"label": "B", "image": "/b.png"}]}}]));
        let res = admin.post("/api/v1/surveys", bad_image).await;
        assert_eq!(res.status, 422, "{}", res.body);
        assert_eq!(
            res.body["fields"]["questions.0.config.options.0.image"],
            "Images must be a web address (http, https) or a path on this site."
        );
        // An uploaded raster image travels inline; SVG (script) and oversized uploads do not.
        let small_png = format!("data:image/png;base64,{}", "A".repeat(1000));
        let big_png = format!("data:image/png;base64,{}", "A".repeat(140_000));
        let uploaded = |first: &str| {
            survey(json!([{"id": "q1", "type": "image-radio", "title": "Pick",
            "config": {"options": [{"label": "A", "image": first}, {"label": "B", "image": "/b.png"}]}}]))
        };
        let res = admin.post("/api/v1/surveys", uploaded(&small_png)).await;
        assert!(res.status < 300, "{}", res.body);
        let res = admin
            .post(
                "/api/v1/surveys",
                uploaded("data:image/svg+xml;base64,PHN2Zz4="),
            )
            .await;
        assert_eq!(
            res.body["fields"]["questions.0.config.options.0.image"],
            "Images must be a web address (http, https) or a path on this site."
        );
        let res = admin.post("/api/v1/surveys", uploaded(&big_png)).await;
        assert_eq!(
            res.body["fields"]["questions.0.config.options.0.image"],
            "An uploaded image can be at most 100 KB."
        );
        // The host's option rules apply to the contributed types.
        let one_option = survey(json!([{"id": "q1", "type": "image-radio", "title": "Pick",
        "config": {"options": [{"label": "A", "image": "https://example.com/a.png"}, {"label": "B", "image": "https://example.com/b.png"}, {"label": "C", "image": "x"}, {"label": "D", "image": "x"}, {"label": "E", "image": "x"}, {"label": "F", "image": "x"}]}}]));
        assert_eq!(admin.post("/api/v1/surveys", one_option).await.status, 422);

        // Deactivated: back to the reset.
        admin
            .post("/api/v1/addons/question-types/deactivate", json!({}))
            .await;
        let saved = admin.post("/api/v1/surveys", survey(nps)).await.body;
        assert_eq!(saved["survey"]["questions"].as_array().unwrap().len(), 1);
    }
);
