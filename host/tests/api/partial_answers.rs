//! Issue 35 "partial answers": a survey of several questions is stored page by page under its
//! submission token (upserted, idempotent), counted, e-mailed and told only once complete; the
//! results count complete responses unless asked to include partial ones; the drop-off view and
//! the export tell the two apart.

use crate::common;

use common::Client;
use serde_json::{Value, json};

fn three_questions(settings: Value) -> Value {
    json!({
        "id": null, "title": "Checkout", "status": "publish",
        "questions": [
            {"id": "plan", "type": "radio-button", "title": "Which plan?", "config": {"options": ["Basic", "Pro"]}},
            {"id": "why", "type": "long-text", "title": "Why?"},
            {"id": "score", "type": "radio-button", "title": "Would you buy again?", "config": {"options": ["Yes", "No"]}},
        ],
        "settings": settings,
        "notifications": {"email": {"active": true, "addresses": "owner@shop.example"}},
    })
}

async fn save(admin: &mut Client, survey: Value) -> i64 {
    let res = admin.post("/api/v1/surveys", survey).await;
    assert!(res.status == 201 || res.status == 200, "{}", res.body);
    res.body["survey"]["id"].as_i64().unwrap()
}

/// A page view and its impression, as the widget makes them: answers the submission token.
async fn token(visitor: &mut Client, id: i64) -> String {
    let res = visitor
        .get("/api/v1/widget/survey?url=https%3A%2F%2Fshop.example%2F")
        .await;
    assert_eq!(res.status, 200, "{}", res.body);
    assert_eq!(res.body["survey"]["id"], id, "{}", res.body);
    let nonce = res.body["survey"]["nonces"]["impression"].as_str().unwrap();
    let res = visitor
        .post(
            &format!("/api/v1/surveys/{id}/impression?nonce={nonce}"),
            json!({}),
        )
        .await;
    assert_eq!(res.status, 200, "{}", res.body);
    res.body["submission"].as_str().unwrap().to_owned()
}

async fn post(visitor: &mut Client, id: i64, body: Value) -> common::Response {
    visitor
        .post(&format!("/api/v1/surveys/{id}/responses"), body)
        .await
}

fn plan(value: &str) -> Value {
    json!({"question_id": "plan", "value": value})
}

async fn queued_emails(app: &common::TestApp) -> i64 {
    hearken::on_db!(&app.db, pool => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM email_outbox").fetch_one(pool).await.unwrap())
}

/// Each question's (seen, answered) in a drop-off answer.
fn steps(drop_off: &Value) -> Vec<(i64, i64)> {
    drop_off["questions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|q| (q["seen"].as_i64().unwrap(), q["answered"].as_i64().unwrap()))
        .collect()
}

fn no_rate_limit(config: &mut hearken::config::Config) {
    config.visitor_rate_limit = 0;
}

backend_test!(
    a_survey_is_stored_page_by_page_and_counted_e_mailed_and_listed_once_complete,
    config = no_rate_limit,
    |app| async move {
        let mut admin = app.admin().await;
        admin.license(hearken::licensing::Tier::Pro).await;
        let id = save(&mut admin, three_questions(json!({}))).await;
        let mut visitor = app.client();
        let nonce = token(&mut visitor, id).await;

        // The first page: stored as partial, counted nowhere, no e-mail.
        let first = post(
            &mut visitor,
            id,
            json!({"answers": [plan("Pro")], "nonce": nonce, "complete": false}),
        )
        .await;
        assert_eq!(first.status, 201, "{}", first.body);
        assert_eq!(first.body["status"], "partial");
        let response = first.body["id"].as_i64().unwrap();
        assert_eq!(
            queued_emails(&app).await,
            0,
            "a partial response e-mails no one"
        );
        // The same page again (a retry) and the second page update the same response.
        for answers in [
            json!([plan("Pro")]),
            json!([plan("Pro"), {"question_id": "why", "value": "Cheaper"}]),
        ] {
            let again = post(
                &mut visitor,
                id,
                json!({"answers": answers, "nonce": nonce, "complete": false}),
            )
            .await;
            assert_eq!(again.status, 201, "{}", again.body);
            assert_eq!(again.body["id"], response, "one response per token");
            assert_eq!(again.body["status"], "partial");
        }

        let listed = admin.get(&format!("/api/v1/surveys/{id}/responses")).await;
        assert_eq!(listed.body["pagination"]["total"], 0, "{}", listed.body);
        let statuses: Vec<&str> = listed.body["status_filters"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["status"].as_str().unwrap())
            .collect();
        assert!(statuses.contains(&"partial"), "{statuses:?}");
        let partial = admin
            .get(&format!(
                "/api/v1/surveys/{id}/responses?filter[status]=partial"
            ))
            .await;
        assert_eq!(partial.body["pagination"]["total"], 1, "{}", partial.body);
        assert_eq!(partial.body["items"][0]["status"], "partial");
        assert_eq!(partial.body["items"][0]["answers"][1]["value"], "Cheaper");

        let results = admin.get(&format!("/api/v1/surveys/{id}/results")).await;
        assert_eq!(results.status, 200, "{}", results.body);
        assert_eq!(
            results.body["range_responses_count"], 0,
            "complete responses only, by default"
        );
        assert_eq!(results.body["partial_responses"], 1);
        assert_eq!(results.body["include_partial"], false);
        assert_eq!(results.body["question_stats"][0]["total_answers"], 0);
        let with = admin
            .get(&format!("/api/v1/surveys/{id}/results?partial=include"))
            .await;
        assert_eq!(with.body["include_partial"], true);
        assert_eq!(with.body["range_responses_count"], 1, "{}", with.body);
        assert_eq!(with.body["question_stats"][0]["total_answers"], 1);
        let pro = with.body["question_stats"][0]["options"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["value"] == "Pro")
            .unwrap()
            .clone();
        assert_eq!(pro["count"], 1);
        let refused = admin
            .get(&format!("/api/v1/surveys/{id}/results?partial=maybe"))
            .await;
        assert_eq!(refused.status, 422, "{}", refused.body);
        assert_eq!(refused.body["message"], "partial is include or exclude.");

        // The drop-off: shown once, both answered pages seen and answered, the third seen only.
        let drop = admin.get(&format!("/api/v1/surveys/{id}/drop-off")).await;
        assert_eq!(drop.status, 200, "{}", drop.body);
        assert_eq!(drop.body["shown"], 1);
        assert_eq!(drop.body["started"], 1);
        assert_eq!(drop.body["completed"], 0);
        assert_eq!(steps(&drop.body), [(1, 1), (1, 1), (1, 0)]);

        // The last page completes it: counted once, one e-mail.
        let done = post(&mut visitor, id, json!({"answers": [plan("Pro"), {"question_id": "why", "value": "Cheaper"}, {"question_id": "score", "value": "Yes"}], "nonce": nonce})).await;
        assert_eq!(done.status, 201, "{}", done.body);
        assert_eq!(done.body["id"], response);
        assert_eq!(done.body["status"], "publish");
        assert_eq!(queued_emails(&app).await, 1);
        let results = admin.get(&format!("/api/v1/surveys/{id}/results")).await;
        assert_eq!(results.body["range_responses_count"], 1);
        assert_eq!(results.body["partial_responses"], 0);
        assert_eq!(results.body["question_stats"][2]["total_answers"], 1);
        let drop = admin.get(&format!("/api/v1/surveys/{id}/drop-off")).await;
        assert_eq!(drop.body["completed"], 1);
        assert_eq!(steps(&drop.body), [(1, 1), (1, 1), (1, 1)]);

        // Once complete, the token stores nothing more: neither a page nor a whole response.
        for body in [
            json!({"answers": [plan("Basic")], "nonce": nonce, "complete": false}),
            json!({"answers": [plan("Basic")], "nonce": nonce}),
        ] {
            let late = post(&mut visitor, id, body).await;
            assert_eq!(late.status, 409, "{}", late.body);
        }
        assert_eq!(queued_emails(&app).await, 1, "told once");
        let one = admin
            .get(&format!(
                "/api/v1/surveys/{id}/responses?filter[status]=all"
            ))
            .await;
        assert_eq!(one.body["pagination"]["total"], 1);
    }
);

backend_test!(
    an_abandoned_survey_exports_as_incomplete_beside_a_complete_one,
    config = no_rate_limit,
    |app| async move {
        let mut admin = app.admin().await;
        admin.license(hearken::licensing::Tier::Pro).await;
        let id = save(&mut admin, three_questions(json!({}))).await;
        let mut visitor = app.client();
        let left = token(&mut visitor, id).await;
        let res = post(
            &mut visitor,
            id,
            json!({"answers": [plan("Basic")], "nonce": left, "complete": false}),
        )
        .await;
        assert_eq!(res.status, 201, "{}", res.body);
        let whole = token(&mut visitor, id).await;
        let res = post(
            &mut visitor,
            id,
            json!({"answers": [plan("Pro")], "nonce": whole}),
        )
        .await;
        assert_eq!(res.status, 201, "{}", res.body);
        assert_eq!(
            res.body["status"], "publish",
            "a response posted whole is complete"
        );

        let (status, _, bytes) = admin
            .get_raw(&format!(
                "/api/v1/exports?survey_id={id}&report=general&format=csv"
            ))
            .await;
        assert_eq!(status, 200);
        let csv = String::from_utf8(bytes).unwrap();
        let mut lines = csv.lines();
        let header: Vec<&str> = lines.next().unwrap().split(',').collect();
        let column = header
            .iter()
            .position(|h| h.trim_matches('"') == "complete")
            .expect("a complete column");
        let rows: Vec<(String, String)> = lines
            .map(|l| {
                let cells: Vec<&str> = l.split(',').collect();
                (
                    cells[header.iter().position(|h| *h == "Which plan?").unwrap()].to_owned(),
                    cells[column].to_owned(),
                )
            })
            .collect();
        assert_eq!(
            rows,
            [
                ("Pro".to_owned(), "true".to_owned()),
                ("Basic".to_owned(), "false".to_owned())
            ]
        );
    }
);

backend_test!(
    a_response_completed_after_the_limit_was_reached_is_over_quota,
    config = no_rate_limit,
    |app| async move {
        let mut admin = app.admin().await;
        let id = save(
            &mut admin,
            three_questions(json!({"limits": {"responses": 1}})),
        )
        .await;
        let mut first = app.client();
        let mut second = app.client();
        let a = token(&mut first, id).await;
        let b = token(&mut second, id).await;
        // Both start in time: their pages do not count against the limit.
        for (client, nonce) in [(&mut first, &a), (&mut second, &b)] {
            let res = post(
                client,
                id,
                json!({"answers": [plan("Pro")], "nonce": nonce, "complete": false}),
            )
            .await;
            assert_eq!(res.body["status"], "partial", "{}", res.body);
        }
        let done = post(
            &mut second,
            id,
            json!({"answers": [plan("Pro")], "nonce": b}),
        )
        .await;
        assert_eq!(done.body["status"], "publish", "{}", done.body);
        let late = post(
            &mut first,
            id,
            json!({"answers": [plan("Basic")], "nonce": a}),
        )
        .await;
        assert_eq!(late.status, 201, "thanked, not refused: {}", late.body);
        assert_eq!(late.body["status"], "over_quota");
        assert_eq!(
            queued_emails(&app).await,
            1,
            "the response past the limit e-mails no one"
        );
        let survey = admin.get(&format!("/api/v1/surveys/{id}")).await;
        assert_eq!(survey.body["closed_by_limit"], true, "{}", survey.body);
    }
);

backend_test!(
    a_full_quota_that_ends_the_survey_ends_it_at_the_page_and_one_that_keeps_asking_does_not,
    config = no_rate_limit,
    |app| async move {
        let mut admin = app.admin().await;
        admin.license(hearken::licensing::Tier::Pro).await;
        let quotas = |action: &str| json!({"limits": {"quotas": [{"question_id": "plan", "value": "Pro", "limit": 1, "action": action}]}});
        for action in ["end", "continue"] {
            let id = save(&mut admin, three_questions(quotas(action))).await;
            let mut filler = app.client();
            let nonce = token(&mut filler, id).await;
            let res = post(
                &mut filler,
                id,
                json!({"answers": [plan("Pro")], "nonce": nonce}),
            )
            .await;
            assert_eq!(res.body["status"], "publish", "{action}: {}", res.body);
            let mut visitor = app.client();
            let nonce = token(&mut visitor, id).await;
            let page = post(
                &mut visitor,
                id,
                json!({"answers": [plan("Pro")], "nonce": nonce, "complete": false}),
            )
            .await;
            assert_eq!(page.status, 201, "{}", page.body);
            let last = post(&mut visitor, id, json!({"answers": [plan("Pro"), {"question_id": "score", "value": "No"}], "nonce": nonce})).await;
            if action == "end" {
                assert_eq!(
                    page.body["status"], "over_quota",
                    "the page ends the survey"
                );
                assert_eq!(
                    last.status, 409,
                    "nothing more is asked or stored: {}",
                    last.body
                );
            } else {
                assert_eq!(page.body["status"], "partial", "the visitor is asked on");
                assert_eq!(last.status, 201, "{}", last.body);
                assert_eq!(last.body["status"], "over_quota");
            }
            let all = admin
                .get(&format!(
                    "/api/v1/surveys/{id}/responses?filter[status]=over_quota"
                ))
                .await;
            assert_eq!(all.body["pagination"]["total"], 1, "{action}: {}", all.body);
            // Unpublished, so that the next round's page views show its survey.
            let survey = admin.get(&format!("/api/v1/surveys/{id}")).await;
            let mut draft = survey.body.clone();
            draft["status"] = json!("draft");
            let saved = admin.post("/api/v1/surveys", draft).await;
            assert!(saved.status < 300, "{}", saved.body);
        }
    }
);

backend_test!(
    an_address_s_pages_count_apart_from_its_responses_at_four_times_the_limit,
    |app| async move {
        let mut admin = app.admin().await;
        let id = save(&mut admin, three_questions(json!({}))).await;
        let mut visitor = app.client();
        let nonce = token(&mut visitor, id).await;
        // 40 pages (more than the 30 responses a minute an address may send)…
        for n in 0..40 {
            let page = post(&mut visitor, id, json!({"answers": [plan(if n % 2 == 0 { "Pro" } else { "Basic" })], "nonce": nonce, "complete": false})).await;
            assert_eq!(page.status, 201, "page {n}: {}", page.body);
        }
        // …leave the address its responses,
        let done = post(
            &mut visitor,
            id,
            json!({"answers": [plan("Pro")], "nonce": nonce}),
        )
        .await;
        assert_eq!(done.status, 201, "{}", done.body);
        // and pages have a limit of their own: 120 a minute.
        let other = token(&mut visitor, id).await;
        let mut refused = None;
        for n in 40..130 {
            let page = post(
                &mut visitor,
                id,
                json!({"answers": [plan("Pro")], "nonce": other, "complete": false}),
            )
            .await;
            if page.status == 429 {
                refused = Some(n);
                break;
            }
            assert_eq!(page.status, 201, "{}", page.body);
        }
        assert_eq!(
            refused,
            Some(120),
            "the 121st page of the minute is refused"
        );
    }
);
