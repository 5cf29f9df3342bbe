//! The surveys API of spec 000 §7: saves and their validation messages, the list with filters and
//! counts, status transitions, duplication, license resets and bad input, on both backends.

use crate::common;

use axum::http::Method;
use common::valid_survey;
use serde_json::{Value, json};

fn ids(list: &common::Response) -> Vec<i64> {
    list.body["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["id"].as_i64().unwrap())
        .collect()
}

fn count(list: &common::Response, status: &str) -> i64 {
    list.body["status_filters"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["status"] == status)
        .unwrap()["count"]
        .as_i64()
        .unwrap()
}

backend_test!(
    publishing_with_a_blank_title_and_blank_option_saves_a_draft_with_the_messages,
    |app| async move {
        let mut admin = app.admin().await;
        let body = json!({"id": null, "title": "Feedback", "status": "publish", "questions": [
            {"type": "radio-button", "title": "  ", "config": {"options": ["Yes", " "]}},
        ]});
        let res = admin.post("/api/v1/surveys", body).await;
        assert_eq!(res.status, 201);
        assert_eq!(res.body["published"], false);
        assert_eq!(
            res.message(),
            "The Survey can't be published: Some questions are missing options."
        );
        assert_eq!(res.body["survey"]["status"], "draft");
        assert_eq!(
            res.body["fields"]["questions.0.title"],
            "Title is required."
        );
        assert_eq!(
            res.body["fields"]["questions.0.config.options"],
            "Options are required."
        );
        assert_eq!(
            res.body["survey"]["questions"][0]["id"], "q1",
            "missing ids are assigned"
        );

        let id = res.body["survey"]["id"].as_i64().unwrap();
        let mut fixed = valid_survey("Feedback");
        fixed["id"] = json!(id);
        let res = admin.post("/api/v1/surveys", fixed).await;
        assert_eq!(res.status, 200);
        assert_eq!(res.body["published"], true);
        assert_eq!(res.body["survey"]["status"], "publish");
        let list = admin.get("/api/v1/surveys?filter[status]=publish").await;
        assert_eq!(ids(&list), [id]);
    }
);

backend_test!(
    option_counts_and_types_are_enforced_on_the_server,
    |app| async move {
        let mut admin = app.admin().await;
        let radio_one = json!({"title": "t", "status": "publish", "questions": [{"type": "radio-button", "title": "Q", "config": {"options": ["Only"]}}]});
        let res = admin.post("/api/v1/surveys", radio_one).await;
        assert_eq!(
            (res.status, res.body["published"].clone()),
            (201, json!(false)),
            "a radio needs two options"
        );
        assert_eq!(
            res.body["fields"]["questions.0.config.options"],
            "Options are required."
        );

        let checkbox_one = json!({"title": "t", "status": "publish", "questions": [{"type": "checkbox", "title": "Q", "config": {"options": ["  Only  "]}}]});
        let res = admin.post("/api/v1/surveys", checkbox_one).await;
        assert_eq!(
            res.body["published"], true,
            "a checkbox needs one: {}",
            res.body
        );
        assert_eq!(
            res.body["survey"]["questions"][0]["config"]["options"][0], "Only",
            "option text is trimmed"
        );

        let six = json!({"title": "t", "questions": [{"type": "checkbox", "title": "Q", "config": {"options": ["1","2","3","4","5","6"]}}]});
        let res = admin.post("/api/v1/surveys", six).await;
        assert_eq!(res.status, 422);
        assert_eq!(
            res.body["fields"]["questions.0.config.options"],
            "A Checkbox question can have at most 5 options."
        );

        let unknown = json!({"title": "t", "questions": [{"type": "dropdown", "title": "Q"}]});
        let res = admin.post("/api/v1/surveys", unknown).await;
        assert_eq!(res.status, 422);
        assert_eq!(
            res.body["fields"]["questions.0.type"],
            "Unknown question type 'dropdown'."
        );
        assert_eq!(
            admin.get("/api/v1/surveys").await.body["pagination"]["total"],
            2,
            "refused saves store nothing"
        );
    }
);

backend_test!(
    logic_may_only_use_earlier_radio_checkbox_questions_with_their_operators,
    |app| async move {
        let mut admin = app.admin().await;
        let survey = |logic_on_first: bool, compare: &str| {
            let logic = json!({"enabled": true, "action": "show", "conditions": [{"question_id": "q1", "compare": compare, "value": "Yes"}]});
            let first_logic = if logic_on_first {
                logic.clone()
            } else {
                json!({"enabled": false, "action": "show", "conditions": []})
            };
            json!({"title": "Logic", "questions": [
                {"id": "q1", "type": "radio-button", "title": "One", "config": {"options": ["Yes", "No"]}, "logic": first_logic},
                {"id": "q2", "type": "text", "title": "Two", "logic": if logic_on_first { json!({"enabled": false, "action": "show", "conditions": []}) } else { logic }},
            ]})
        };
        let ok = admin.post("/api/v1/surveys", survey(false, "is not")).await;
        assert_eq!(ok.status, 201, "{}", ok.body);
        let includes = admin
            .post("/api/v1/surveys", survey(false, "includes"))
            .await;
        assert_eq!(includes.status, 422);
        assert!(
            includes.body["fields"]["questions.1.logic.conditions.0.compare"]
                .as_str()
                .unwrap()
                .contains("cannot be used with a Radio question")
        );
        let first = admin.post("/api/v1/surveys", survey(true, "is")).await;
        assert_eq!(first.status, 422);
        assert_eq!(
            first.body["fields"]["questions.0.logic"],
            "Add at least one Radio, Checkbox, NPS, or Star Rating question before this question to use conditional logic."
        );
    }
);

backend_test!(thank_you_and_email_notification_rules, |app| async move {
    let mut admin = app.admin().await;
    let mut body = valid_survey("Thanks");
    body["settings"] = json!({"thank_you": {"type": "message", "message": "   "}});
    body["notifications"] =
        json!({"email": {"active": true, "addresses": "ops@example.com, sales@example.org"}});
    let res = admin.post("/api/v1/surveys", body.clone()).await;
    assert_eq!(res.status, 201);
    assert_eq!(
        res.body["survey"]["settings"]["thank_you"]["message"], "Thanks for your feedback!",
        "an empty message is restored"
    );
    assert_eq!(
        res.body["survey"]["notifications"]["email"]["addresses"],
        "ops@example.com, sales@example.org"
    );

    body["notifications"]["email"]["addresses"] = json!("ops@example.com, not an address");
    let res = admin.post("/api/v1/surveys", body.clone()).await;
    assert_eq!(res.status, 422);
    assert_eq!(
        res.body["fields"]["notifications.email.addresses"],
        "Please enter valid e-mail addresses, separated by commas."
    );

    body["notifications"]["email"]["addresses"] = json!("");
    body["settings"]["thank_you"] = json!({"type": 5});
    let res = admin.post("/api/v1/surveys", body).await;
    assert_eq!(res.status, 422);
    assert!(
        res.body["fields"]["settings.thank_you.type"].is_string(),
        "{}",
        res.body
    );
});

backend_test!(
    lite_saves_reset_what_the_license_does_not_cover,
    |app| async move {
        app.stock_catalogue();
        let mut admin = app.admin().await;
        let body = json!({"title": "Lite", "status": "publish", "questions": [
        {"id": "a", "type": "nps", "title": ""},
        {"id": "b", "type": "radio-button", "title": "Pick", "config": {"options": ["x", "y"]}, "settings": {"required": true, "randomize": true, "comment_box": true}},
        {"id": "c", "type": "star-rating", "title": "Stars"},
        {"id": "d", "type": "icon-choice", "title": "Icons", "config": {"options": [{"label": "Sun", "icon": {"name": "sun", "style": "solid"}}, {"label": "Moon", "icon": {"name": "moon", "style": "solid"}}]}},
    ], "settings": {
        "targeting": {"devices": ["mobile"], "pages": "all", "page_rules": []},
        "behavior": {"timing": "delay", "timing_delay": 5},
        "theming": {"color_scheme": "dark", "widget_color": "#000000", "text_color": "#FFFFFF", "button_color": "#FF0000"},
        "thank_you": {"type": "redirect", "message": "Bye", "redirect_url": "https://example.com/thanks"}
    }, "notifications": {"email": {"active": true, "addresses": "", "logic": {"enable": true, "action": "send", "conditions": [{"question_id": "b", "compare": "is", "value": "x"}]}}}});
        let res = admin.post("/api/v1/surveys", body).await;
        assert_eq!(res.status, 201, "{}", res.body);
        let survey = &res.body["survey"];
        let types: Vec<&str> = survey["questions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|q| q["type"].as_str().unwrap())
            .collect();
        assert_eq!(
            types,
            ["radio-button", "radio-button"],
            "nps and star-rating removed, icon-choice made a radio"
        );
        assert_eq!(
            survey["questions"][1]["config"]["options"],
            json!(["Sun", "Moon"])
        );
        assert_eq!(
            survey["questions"][0]["settings"],
            json!({"required": false, "randomize": false, "comment_box": false})
        );
        assert_eq!(
            survey["settings"]["targeting"]["devices"],
            json!(["desktop", "tablet", "mobile"])
        );
        assert_eq!(survey["settings"]["behavior"]["timing"], "immediate");
        assert_eq!(survey["settings"]["theming"]["color_scheme"], "light");
        assert_eq!(survey["settings"]["thank_you"]["type"], "message");
        assert_eq!(
            survey["settings"]["thank_you"]["message"], "Thanks for your feedback!",
            "Lite has no custom thank-you message"
        );
        assert_eq!(survey["notifications"]["email"]["logic"]["enable"], false);
        assert_eq!(res.body["published"], true);
    }
);

backend_test!(
    the_list_pages_sorts_filters_counts_and_selects,
    |app| async move {
        let mut admin = app.admin().await;
        let mut created = Vec::new();
        for i in 0..12 {
            let mut body = valid_survey(&format!("Survey {i:02}"));
            if i % 3 == 0 {
                body["status"] = json!("draft");
            }
            created.push(
                admin.post("/api/v1/surveys", body).await.body["survey"]["id"]
                    .as_i64()
                    .unwrap(),
            );
        }
        let mut scheduled = valid_survey("Tomorrow");
        scheduled["publish_at"] = json!(
            chrono::Utc::now()
                .checked_add_signed(chrono::Duration::days(1))
                .unwrap()
                .to_rfc3339()
        );
        let scheduled_id = admin.post("/api/v1/surveys", scheduled).await.body["survey"]["id"]
            .as_i64()
            .unwrap();
        admin
            .post("/api/v1/surveys/trash", json!({"survey_ids": [created[0]]}))
            .await;

        let page1 = admin.get("/api/v1/surveys").await;
        assert_eq!(page1.status, 200);
        assert_eq!(
            page1.body["pagination"],
            json!({"page": 1, "pages": 2, "per_page": 10, "total": 12})
        );
        assert_eq!(ids(&page1)[0], scheduled_id, "newest first by id");
        assert_eq!(ids(&page1).len(), 10);
        assert_eq!(
            (
                count(&page1, "all"),
                count(&page1, "publish"),
                count(&page1, "scheduled"),
                count(&page1, "draft"),
                count(&page1, "trash")
            ),
            (12, 8, 1, 3, 1)
        );
        let page2 = admin.get("/api/v1/surveys?page=2").await;
        assert_eq!(ids(&page2).len(), 2);

        let sched = admin
            .get("/api/v1/surveys?filter%5Bstatus%5D=scheduled")
            .await;
        assert_eq!(ids(&sched), [scheduled_id]);
        let trash = admin.get("/api/v1/surveys?filter[status]=trash").await;
        assert_eq!(ids(&trash), [created[0]]);

        let by_title = admin
            .get("/api/v1/surveys?orderby=title&order=asc&per_page=3&select=title,status")
            .await;
        let titles: Vec<&str> = by_title.body["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["title"].as_str().unwrap())
            .collect();
        assert_eq!(titles, ["Survey 01", "Survey 02", "Survey 03"]);
        let keys: Vec<&String> = by_title.body["items"][0]
            .as_object()
            .unwrap()
            .keys()
            .collect();
        assert_eq!(keys, ["id", "status", "title"]);

        for bad in [
            "page=0",
            "per_page=500",
            "orderby=secret",
            "order=up",
            "filter[status]=gone",
            "select=password",
        ] {
            let res = admin.get(&format!("/api/v1/surveys?{bad}")).await;
            assert_eq!(res.status, 422, "{bad}");
        }
    }
);

backend_test!(
    bulk_transitions_follow_the_spec_and_report_what_they_skip,
    |app| async move {
        let mut admin = app.admin().await;
        let a = admin.post("/api/v1/surveys", valid_survey("A")).await.body["survey"]["id"]
            .as_i64()
            .unwrap();
        let mut incomplete = valid_survey("B");
        incomplete["status"] = json!("draft");
        incomplete["questions"][0]["title"] = json!("");
        let b = admin.post("/api/v1/surveys", incomplete).await.body["survey"]["id"]
            .as_i64()
            .unwrap();

        let res = admin
            .post("/api/v1/surveys/draft", json!({"survey_ids": [a, b]}))
            .await;
        assert_eq!(res.body["updated"], json!([a]));
        assert_eq!(res.body["skipped"][0]["id"], b);
        let res = admin
            .post("/api/v1/surveys/publish", json!({"survey_ids": [a, b]}))
            .await;
        assert_eq!(res.body["updated"], json!([a]));
        assert_eq!(
            res.body["skipped"][0]["reason"],
            "The Survey can't be published: Some questions are missing options."
        );

        let res = admin
            .delete("/api/v1/surveys", json!({"survey_ids": [a]}))
            .await;
        assert_eq!(res.status, 200);
        assert_eq!(
            res.body["updated"],
            json!([]),
            "only trashed surveys are deleted"
        );
        assert_eq!(admin.get(&format!("/api/v1/surveys/{a}")).await.status, 200);

        assert_eq!(
            admin
                .post("/api/v1/surveys/trash", json!({"survey_ids": [a, b]}))
                .await
                .body["updated"],
            json!([a, b])
        );
        let edit_trashed = admin
            .post("/api/v1/surveys", json!({"id": a, "title": "edited"}))
            .await;
        assert_eq!(edit_trashed.status, 409);
        assert_eq!(
            admin
                .post("/api/v1/surveys/restore", json!({"survey_ids": [a]}))
                .await
                .body["updated"],
            json!([a])
        );
        assert_eq!(
            admin.get(&format!("/api/v1/surveys/{a}")).await.body["status"],
            "draft",
            "restored surveys come back as drafts"
        );

        let unknown = admin
            .post("/api/v1/surveys/trash", json!({"survey_ids": [a, 999_999]}))
            .await;
        assert_eq!(unknown.status, 404);
        assert_eq!(unknown.message(), "There is no survey with id 999999.");
        assert_eq!(
            admin.get(&format!("/api/v1/surveys/{a}")).await.body["status"],
            "draft",
            "nothing changed"
        );

        let res = admin
            .delete("/api/v1/surveys", json!({"survey_ids": [b]}))
            .await;
        assert_eq!(res.body["updated"], json!([b]));
        assert_eq!(admin.get(&format!("/api/v1/surveys/{b}")).await.status, 404);
        assert_eq!(
            admin
                .post("/api/v1/surveys/publish", json!({"survey_ids": []}))
                .await
                .status,
            422
        );
    }
);

backend_test!(duplicating_makes_a_draft_copy, |app| async move {
    let mut admin = app.admin().await;
    let original = admin
        .post("/api/v1/surveys", valid_survey("Original"))
        .await
        .body["survey"]
        .clone();
    let res = admin
        .post(
            &format!("/api/v1/surveys/{}/duplicate", original["id"]),
            json!(null),
        )
        .await;
    assert_eq!(res.status, 201);
    let copy = &res.body["survey"];
    assert_eq!(res.body["id"], copy["id"]);
    assert_ne!(copy["id"], original["id"]);
    assert_eq!(copy["title"], "Original (Copy)");
    assert_eq!(copy["status"], "draft");
    assert_eq!(copy["responses_count"], 0);
    assert_eq!(copy["questions"], original["questions"]);
    assert_eq!(
        copy["cookie_name"],
        format!("hearken_survey_{}", copy["id"])
    );
    assert_eq!(
        admin
            .post("/api/v1/surveys/424242/duplicate", json!(null))
            .await
            .status,
        404
    );
});

backend_test!(scheduling_rules, |app| async move {
    let mut admin = app.admin().await;
    let mut past = valid_survey("Past");
    past["publish_at"] = json!("2020-01-01 09:00:00");
    let res = admin.post("/api/v1/surveys", past).await;
    assert_eq!(res.status, 422);
    assert_eq!(
        res.body["fields"]["publish_at"],
        "The schedule date cannot be earlier than today."
    );

    let mut future = valid_survey("Future");
    future["publish_at"] = json!("2099-06-01 13:30:00");
    let res = admin.post("/api/v1/surveys", future).await;
    assert_eq!(res.body["survey"]["publish_at"], "2099-06-01T13:30:00Z");
    let id = res.body["survey"]["id"].clone();
    let res = admin
        .post("/api/v1/surveys", json!({"id": id, "status": "draft"}))
        .await;
    assert_eq!(
        res.body["survey"]["publish_at"],
        Value::Null,
        "a draft is never scheduled"
    );
    assert_eq!(res.message(), "Your Survey was Saved as a Draft.");
});

backend_test!(
    bad_input_gets_a_4xx_envelope_and_loses_nothing,
    |app| async move {
        let mut admin = app.admin().await;
        let saved = admin
            .post("/api/v1/surveys", valid_survey("Keep me"))
            .await
            .body["survey"]
            .clone();
        let id = saved["id"].as_i64().unwrap();

        let malformed = admin
            .send(
                Method::POST,
                "/api/v1/surveys",
                Some(format!("{{\"id\": {id}, \"title\": ")),
            )
            .await;
        assert_eq!(malformed.status, 400);
        let wrong_type = admin
            .post(
                "/api/v1/surveys",
                json!({"id": id, "title": "x", "questions": "lots"}),
            )
            .await;
        assert_eq!(wrong_type.status, 422);
        assert!(
            wrong_type.body["fields"]["questions"].is_string(),
            "{}",
            wrong_type.body
        );
        let unknown_field = admin
            .post(
                "/api/v1/surveys",
                json!({"id": id, "title": "x", "owner": "me"}),
            )
            .await;
        assert_eq!(unknown_field.status, 422);
        let nested_unknown = admin
            .post(
                "/api/v1/surveys",
                json!({"id": id, "settings": {"thank_you": {"colour": "red"}}}),
            )
            .await;
        assert_eq!(nested_unknown.status, 422);
        let huge = admin
            .send(
                Method::POST,
                "/api/v1/surveys",
                Some(format!("{{\"title\": \"{}\"}}", "x".repeat(1_100_000))),
            )
            .await;
        assert_eq!(huge.status, 413);
        let script = admin
            .post(
                "/api/v1/surveys",
                json!({"id": id, "title": "<script>alert(1)</script>"}),
            )
            .await;
        assert_eq!(script.status, 422);
        assert_eq!(
            script.body["fields"]["title"],
            "HTML tags are not allowed here; use plain text."
        );
        let missing = admin
            .post("/api/v1/surveys", json!({"id": 777_777, "title": "ghost"}))
            .await;
        assert_eq!(missing.status, 404);
        assert_eq!(admin.get("/api/v1/surveys/abc").await.status, 400);
        assert_eq!(admin.get("/api/v1/surveys/999999").await.status, 404);
        assert_eq!(admin.get("/api/v1/nothing-here").await.status, 404);
        assert_eq!(
            admin
                .send(Method::PUT, "/api/v1/surveys", None)
                .await
                .status,
            405
        );

        let after = admin.get(&format!("/api/v1/surveys/{id}")).await.body;
        assert_eq!(
            after, saved,
            "every failed save left the stored survey as it was"
        );

        let sql = "Robert'); DROP TABLE surveys;-- \" OR 1=1";
        let res = admin
            .post("/api/v1/surveys", json!({"id": id, "title": sql}))
            .await;
        assert_eq!(res.status, 200);
        assert_eq!(
            admin.get(&format!("/api/v1/surveys/{id}")).await.body["title"],
            sql,
            "stored verbatim, nothing dropped"
        );
    }
);

backend_test!(
    templates_list_blank_first_with_lite_templates,
    |app| async move {
        let mut admin = app.admin().await;
        let res = admin.get("/api/v1/survey-templates").await;
        assert_eq!(res.status, 200);
        let templates = res.body.as_array().unwrap();
        assert_eq!(templates[0]["key"], "blank");
        assert_eq!(templates.len(), 6);
        for t in templates {
            assert_eq!(t["is_available"], true);
            assert_eq!(t["required_addons"], json!([]));
            assert!(t["name"].is_string() && t["description"].is_string());
        }
    }
);
