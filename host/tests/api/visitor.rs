//! The visitor loop through the API (issue 5): which survey the widget gets, CORS, nonces,
//! impressions, answer validation, the response list and its actions, the results figures, exports,
//! the AI summary against a local OpenAI-compatible server, and e-mail to an SMTP listener on
//! loopback. Every test runs on SQLite and on PostgreSQL.

use crate::common;

use std::{sync::Arc, time::Duration};

use axum::http::Method;
use common::Client;
use hearken::licensing::Tier;
use serde_json::{Value, json};
use tokio::{
    io::{AsyncBufReadExt, AsyncWriteExt, BufReader},
    net::TcpListener,
    sync::Mutex,
};

const MOBILE: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1";

async fn create(admin: &mut Client, survey: Value) -> i64 {
    let res = admin.post("/api/v1/surveys", survey).await;
    assert_eq!(res.status, 201, "{}", res.body);
    res.body["survey"]["id"].as_i64().unwrap()
}

fn feedback_survey(title: &str) -> Value {
    json!({
        "id": null, "title": title, "status": "publish",
        "questions": [
            {"id": "r", "type": "radio-button", "title": "How did we do?", "config": {"options": ["Well", "Badly"]}},
            {"id": "c", "type": "checkbox", "title": "What did you use?", "config": {"options": ["Search", "Cart", "Blog"]}},
            {"id": "t", "type": "long-text", "title": "Anything else?"},
            {"id": "e", "type": "email", "title": "Your e-mail", "config": {"options": [], "include_name": true}}
        ]
    })
}

async fn widget(client: &mut Client, query: &str) -> Value {
    let res = client.get(&format!("/api/v1/widget/survey?{query}")).await;
    assert_eq!(res.status, 200, "{}", res.body);
    res.body
}

async fn submit(
    app: &common::TestApp,
    client: &mut Client,
    id: i64,
    answers: Value,
) -> common::Response {
    let nonce = app.submission_nonce(id).await;
    client
        .post(
            &format!("/api/v1/surveys/{id}/responses"),
            json!({"answers": answers, "page_submitted": {"link": "https://shop.example/cart", "title": "Cart"}, "nonce": nonce}),
        )
        .await
}

fn cookies(value: Value) -> String {
    let text = value.to_string();
    form_urlencoded::byte_serialize(text.as_bytes()).collect()
}

backend_test!(
    the_widget_gets_the_newest_survey_that_passes,
    |app| async move {
        app.stock_catalogue();
        let mut admin = app.admin().await;
        let older = create(&mut admin, feedback_survey("Older")).await;
        let newer = create(&mut admin, feedback_survey("Newer")).await;
        let mut draft = feedback_survey("Draft");
        draft["status"] = json!("draft");
        create(&mut admin, draft).await;
        let mut visitor = app.client();

        let got = widget(&mut visitor, "url=https%3A%2F%2Fshop.example%2F").await;
        assert_eq!(got["survey"]["id"], newer);
        assert_eq!(
            got["survey"]["cookie_name"],
            format!("hearken_survey_{newer}")
        );
        assert_eq!(got["survey"]["position"], "bottom_right");
        assert!(
            got["survey"]["nonces"]["submission"]
                .as_str()
                .unwrap()
                .contains('.')
        );
        assert_eq!(got["appearance"]["skip_text"], "Skip");
        // The widget's colours belong to the branding add-on: not sent while it is not in force
        // (the widget uses its own defaults, the spec's).
        assert!(got["appearance"].get("widget_button_color").is_none());
        assert!(got["survey"]["settings"].get("theming").is_none());
        assert!(got["survey"]["settings"].get("behavior").is_none());
        assert_eq!(got["modules"], json!([]));
        assert_eq!(got["renderer"], "/widget/renderer.js");

        // Answered: until_response hides it, and the next survey shows.
        let answered =
            cookies(json!({format!("hearken_survey_{newer}"): "%7B%22submitted%22%3Atrue%7D"}));
        let got = widget(&mut visitor, &format!("cookies={answered}")).await;
        assert_eq!(got["survey"]["id"], older);
        // Only viewed: still shown. An unreadable cookie is ignored.
        let viewed = cookies(json!({format!("hearken_survey_{newer}"): "{\"submitted\":false}"}));
        assert_eq!(
            widget(&mut visitor, &format!("cookies={viewed}")).await["survey"]["id"],
            newer
        );
        let junk = cookies(json!({format!("hearken_survey_{newer}"): "%%%"}));
        assert_eq!(
            widget(&mut visitor, &format!("cookies={junk}")).await["survey"]["id"],
            newer
        );

        // The inline embed asks for one survey.
        let got = widget(&mut visitor, &format!("survey_id={older}")).await;
        assert_eq!(got["survey"]["id"], older);
        assert_eq!(got["survey"]["shortcode"], true);
        let bad = visitor.get("/api/v1/widget/survey?survey_id=abc").await;
        assert_eq!(bad.status, 400);

        // A phone without the targeting add-on sees nothing; the admin can see why.
        let res = visitor
            .send_with_agent(Method::GET, "/api/v1/widget/survey", MOBILE)
            .await;
        assert_eq!(res.body["survey"], Value::Null);
        let why = admin
            .get(&format!(
                "/api/v1/surveys/{newer}/visibility?url=https%3A%2F%2Fshop.example%2F&device=mobile"
            ))
            .await;
        assert_eq!(why.status, 200, "{}", why.body);
        assert_eq!(why.body["shown"], false);
        assert_eq!(why.body["reasons"], json!(["Targeting addon missing"]));
        let why = admin
            .get(&format!(
                "/api/v1/surveys/{newer}/visibility?cookies={answered}"
            ))
            .await;
        assert_eq!(why.body["reasons"], json!(["cookie present"]));
        assert_eq!(
            admin
                .get(&format!("/api/v1/surveys/{newer}/visibility"))
                .await
                .body["shown"],
            true
        );
        assert_eq!(
            visitor
                .get(&format!("/api/v1/surveys/{newer}/visibility"))
                .await
                .status,
            401
        );
    }
);

backend_test!(
    rating_surveys_bring_the_question_types_module,
    |app| async move {
        let mut admin = app.admin().await;
        admin.license(Tier::Pro).await;
        let res = admin
            .upload(
                "/api/v1/addons/upload?activate=true",
                &common::addon_package("question-types"),
            )
            .await;
        assert_eq!(res.status, 201, "{}", res.body);
        let id = create(
            &mut admin,
            json!({"id": null, "title": "NPS", "type": "nps", "status": "publish", "questions": [
                {"id": "n", "type": "nps", "title": "How likely are you to recommend us?"}
            ]}),
        )
        .await;
        let mut visitor = app.client();
        let got = widget(&mut visitor, "").await;
        assert_eq!(got["survey"]["id"], id);
        assert_eq!(got["features"]["required_hides_skip"], true);
        let module = &got["modules"][0];
        assert_eq!(module["slug"], "question-types");
        assert!(
            module["url"]
                .as_str()
                .unwrap()
                .starts_with("/addons/question-types/widget/index.js?v=")
        );
        // Deactivated: the survey is hidden for want of its question types.
        let res = admin
            .post("/api/v1/addons/question-types/deactivate", json!({}))
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        assert_eq!(widget(&mut visitor, "").await["survey"], Value::Null);
        let why = admin.get(&format!("/api/v1/surveys/{id}/visibility")).await;
        assert_eq!(
            why.body["reasons"],
            json!(["Question Types addon is missing"])
        );
    }
);

backend_test!(
    visitor_endpoints_answer_cors_for_the_site_origins,
    |app| async move {
        let mut admin = app.admin().await;
        let id = create(&mut admin, feedback_survey("Ask")).await;
        let mut visitor = app.client();
        let preflight = visitor
            .send_with_origin(
                Method::OPTIONS,
                &format!("/api/v1/surveys/{id}/responses"),
                "https://shop.example",
            )
            .await;
        assert_eq!(preflight.status, 204);
        assert_eq!(preflight.headers["access-control-allow-origin"], "*");
        assert!(
            preflight.headers["access-control-allow-headers"]
                .to_str()
                .unwrap()
                .contains("Content-Type")
        );
        let res = admin
            .post(
                "/api/v1/settings",
                json!({"widget_allowed_origins": "https://shop.example, http://localhost:3000"}),
            )
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        let res = admin
            .post(
                "/api/v1/settings",
                json!({"widget_allowed_origins": "shop.example/path"}),
            )
            .await;
        assert_eq!(res.status, 422);
        let allowed = visitor
            .send_with_origin(Method::GET, "/api/v1/widget/survey", "https://shop.example")
            .await;
        assert_eq!(
            allowed.headers["access-control-allow-origin"],
            "https://shop.example"
        );
        let other = visitor
            .send_with_origin(Method::GET, "/api/v1/widget/survey", "https://evil.example")
            .await;
        assert!(other.headers.get("access-control-allow-origin").is_none());
        // Admin endpoints never answer CORS.
        let admin_call = visitor
            .send_with_origin(Method::GET, "/api/v1/surveys", "https://shop.example")
            .await;
        assert!(
            admin_call
                .headers
                .get("access-control-allow-origin")
                .is_none()
        );
    }
);

backend_test!(
    impressions_answered_before_their_commit_are_all_counted_once_the_writer_is_flushed,
    config = |c: &mut hearken::config::Config| c.visitor_rate_limit = 0,
    |app| async move {
        let mut admin = app.admin().await;
        let id = create(&mut admin, feedback_survey("Counted")).await;
        let mut visitor = app.client();
        let got = widget(&mut visitor, "").await;
        let nonce: String = form_urlencoded::byte_serialize(
            got["survey"]["nonces"]["impression"]
                .as_str()
                .unwrap()
                .as_bytes(),
        )
        .collect();
        let path = format!("/api/v1/surveys/{id}/impression?nonce={nonce}");
        let posts = (0..40).map(|_| {
            let mut client = app.client();
            let path = path.clone();
            async move { client.send(Method::POST, &path, None).await.status }
        });
        let statuses = futures_util::future::join_all(posts).await;
        assert!(statuses.iter().all(|s| *s == 200), "{statuses:?}");
        // A graceful stop's last step: every impression acknowledged is committed, once.
        app.state.ingest().flush().await.unwrap();
        let survey = admin.get(&format!("/api/v1/surveys/{id}")).await;
        assert_eq!(survey.body["impressions"], 40);
    }
);

backend_test!(
    impressions_and_responses_need_their_nonces,
    |app| async move {
        let mut admin = app.admin().await;
        let id = create(&mut admin, feedback_survey("Ask")).await;
        let mut visitor = app.client();
        let got = widget(&mut visitor, "").await;
        let impression = got["survey"]["nonces"]["impression"]
            .as_str()
            .unwrap()
            .to_owned();
        let submission = got["survey"]["nonces"]["submission"]
            .as_str()
            .unwrap()
            .to_owned();
        let path = format!("/api/v1/surveys/{id}/impression");
        assert_eq!(
            visitor.post(&path, Value::Null).await.code(),
            "invalid_nonce"
        );
        let encoded: String = form_urlencoded::byte_serialize(impression.as_bytes()).collect();
        let res = visitor
            .send(Method::POST, &format!("{path}?nonce={encoded}"), None)
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        assert!(res.body["submission"].as_str().unwrap().contains('.'));
        assert_eq!(res.headers["cache-control"], "no-store");
        let wrong: String = form_urlencoded::byte_serialize(submission.as_bytes()).collect();
        assert_eq!(
            visitor
                .send(Method::POST, &format!("{path}?nonce={wrong}"), None)
                .await
                .status,
            403
        );
        // An impression is acknowledged before its commit (issue 36): it joins the writer's next.
        app.state.ingest().flush().await.unwrap();
        let survey = admin.get(&format!("/api/v1/surveys/{id}")).await;
        assert_eq!(survey.body["impressions"], 1);
        // The results' funnel counts it on the day it was counted (the site's zone), not before.
        let today = hearken::time::SiteZone::default().today();
        let results = admin
            .get(&format!(
                "/api/v1/surveys/{id}/results?from={}&to={}",
                today.pred_opt().unwrap(),
                today.succ_opt().unwrap()
            ))
            .await;
        assert_eq!(results.body["range_impressions"], 1, "{}", results.body);
        assert_eq!(results.body["impressions"], 1);
        let before = admin
            .get(&format!(
                "/api/v1/surveys/{id}/results?from=2020-01-01&to=2020-01-31"
            ))
            .await;
        assert_eq!(before.body["range_impressions"], 0, "{}", before.body);

        let responses = format!("/api/v1/surveys/{id}/responses");
        let answers = json!([{"question_id": "r", "value": "Well"}]);
        let res = visitor.post(&responses, json!({"answers": answers})).await;
        assert_eq!((res.status, res.code()), (403, "invalid_nonce"));
        let res = visitor
            .post(&responses, json!({"answers": answers, "nonce": impression}))
            .await;
        assert_eq!(res.status, 403);
        let res = visitor
            .post(&responses, json!({"answers": answers, "nonce": submission}))
            .await;
        assert_eq!(res.status, 201, "{}", res.body);
    }
);

backend_test!(answers_are_checked_against_the_survey, |app| async move {
    let mut admin = app.admin().await;
    let id = create(&mut admin, feedback_survey("Ask")).await;
    let mut visitor = app.client();
    for (answers, field) in [
        (
            json!([{"question_id": "r", "value": "Maybe"}]),
            "answers.0.value",
        ),
        (
            json!([{"question_id": "c", "value": ["Search", "Nope"]}]),
            "answers.0.value",
        ),
        (
            json!([{"question_id": "t", "value": "x".repeat(401)}]),
            "answers.0.value",
        ),
        (
            json!([{"question_id": "e", "value": "not an address"}]),
            "answers.0.value",
        ),
        (
            json!([{"question_id": "zz", "value": "Well"}]),
            "answers.0.question_id",
        ),
    ] {
        let res = submit(&app, &mut visitor, id, answers.clone()).await;
        assert_eq!(res.status, 422, "{answers}: {}", res.body);
        assert!(
            res.body["fields"][field].is_string(),
            "{answers}: {}",
            res.body
        );
    }
    for answers in [json!([]), json!([{"question_id": "r", "value": null}])] {
        let res = submit(&app, &mut visitor, id, answers).await;
        assert_eq!(res.message(), "A response needs at least one answer.");
    }
    let res = submit(
        &app,
        &mut visitor,
        id,
        json!([
            {"question_id": "r", "value": "Badly"},
            {"question_id": "c", "value": ["Cart", "Blog"]},
            {"question_id": "t", "value": "x".repeat(400)},
            {"question_id": "e", "value": "ada@example.com", "extra": {"name": "Ada"}}
        ]),
    )
    .await;
    assert_eq!(res.status, 201, "{}", res.body);
    assert_eq!(res.body["user_ip"], "203.0.113.10");
    assert_eq!(
        res.body["page_submitted"]["url"],
        "https://shop.example/cart"
    );
    assert_eq!(res.body["answers"][3]["extra"]["name"], "Ada");
    // Nothing was stored by the refused attempts.
    let mut licensed = admin;
    let list = licensed
        .get(&format!("/api/v1/surveys/{id}/responses"))
        .await;
    assert_eq!(list.body["pagination"]["total"], 1);

    // The admin may anonymise addresses.
    let res = licensed
        .post("/api/v1/settings", json!({"anonymize_ip": true}))
        .await;
    assert_eq!(res.status, 200, "{}", res.body);
    let res = submit(
        &app,
        &mut visitor,
        id,
        json!([{"question_id": "r", "value": "Well"}]),
    )
    .await;
    assert_eq!(res.body["user_ip"], "203.0.113.0");
});

backend_test!(
    the_user_agent_is_parsed_and_addresses_are_rate_limited,
    |app| async move {
        let mut admin = app.admin().await;
        let id = create(&mut admin, feedback_survey("Ask")).await;
        let mut visitor = app.client();
        let nonce = app.submission_nonce(id).await;
        let body =
            json!({"answers": [{"question_id": "r", "value": "Well"}], "nonce": nonce}).to_string();
        let res = visitor
            .send_full(
                Method::POST,
                &format!("/api/v1/surveys/{id}/responses"),
                Some(body.clone()),
                &[("user-agent", MOBILE)],
            )
            .await;
        assert_eq!(res.status, 201, "{}", res.body);
        assert_eq!(res.body["user_device"], "mobile");
        assert_eq!(res.body["user_os"], "iPhone");
        assert!(
            res.body["user_browser"]
                .as_str()
                .unwrap()
                .starts_with("Safari")
        );
        // 30 a minute per address by default.
        let mut limited = None;
        for _ in 0..40 {
            let nonce = app.submission_nonce(id).await;
            let body = json!({"answers": [{"question_id": "r", "value": "Well"}], "nonce": nonce})
                .to_string();
            let res = visitor
                .send(
                    Method::POST,
                    &format!("/api/v1/surveys/{id}/responses"),
                    Some(body),
                )
                .await;
            if res.status == 429 {
                limited = Some(res);
                break;
            }
            assert_eq!(res.status, 201);
        }
        let limited = limited.expect("the address was never limited");
        assert_eq!(limited.code(), "too_many_requests");
        visitor.address = "198.51.100.7".into();
        let nonce = app.submission_nonce(id).await;
        let body =
            json!({"answers": [{"question_id": "r", "value": "Well"}], "nonce": nonce}).to_string();
        let res = visitor
            .send(
                Method::POST,
                &format!("/api/v1/surveys/{id}/responses"),
                Some(body),
            )
            .await;
        assert_eq!(res.status, 201);
    }
);

backend_test!(
    responses_are_listed_trashed_restored_and_deleted,
    |app| async move {
        let mut admin = app.admin().await;
        let id = create(&mut admin, feedback_survey("Ask")).await;
        let mut visitor = app.client();
        let mut ids = Vec::new();
        for value in ["Well", "Badly", "Well"] {
            let res = submit(
                &app,
                &mut visitor,
                id,
                json!([{"question_id": "r", "value": value}]),
            )
            .await;
            ids.push(res.body["id"].as_i64().unwrap());
        }
        let list = admin
            .get(&format!("/api/v1/surveys/{id}/responses?page=1"))
            .await;
        assert_eq!(list.status, 200, "{}", list.body);
        assert_eq!(list.body["items"][0]["id"], ids[2], "newest first");
        assert_eq!(list.body["survey"]["questions"][0]["type"], "radio-button");
        assert_eq!(
            list.body["pagination"],
            json!({"page": 1, "pages": 1, "total": 3, "per_page": 10})
        );
        // Lite: no trash, no single response.
        let trash = format!("/api/v1/surveys/{id}/responses/trash");
        assert_eq!(
            admin
                .post(&trash, json!({"response_ids": [ids[0]]}))
                .await
                .code(),
            "plan_required"
        );
        assert_eq!(
            admin
                .get(&format!("/api/v1/surveys/{id}/responses/{}", ids[0]))
                .await
                .status,
            403
        );

        admin.license(Tier::Pro).await;
        let res = admin
            .post(&trash, json!({"response_ids": [ids[0], ids[1]]}))
            .await;
        assert_eq!(res.body["changed"], 2, "{}", res.body);
        let list = admin
            .get(&format!(
                "/api/v1/surveys/{id}/responses?filter%5Bstatus%5D=trash"
            ))
            .await;
        assert_eq!(list.body["pagination"]["total"], 2);
        assert_eq!(
            list.body["status_filters"],
            json!([{"status": "all", "count": 3}, {"status": "publish", "count": 1}, {"status": "trash", "count": 2}])
        );
        // The results no longer count trashed responses.
        let results = admin.get(&format!("/api/v1/surveys/{id}/results")).await;
        assert_eq!(results.body["range_responses_count"], 1);
        assert_eq!(
            results.body["question_stats"][0]["options"],
            json!([{"value": "Well", "count": 1}, {"value": "Badly", "count": 0}])
        );
        let res = admin
            .post(
                &format!("/api/v1/surveys/{id}/responses/restore"),
                json!({"response_ids": [ids[1]]}),
            )
            .await;
        assert_eq!(res.body["changed"], 1);
        let res = admin
            .delete(
                &format!("/api/v1/surveys/{id}/responses"),
                json!({"response_ids": [ids[0], ids[2]]}),
            )
            .await;
        assert_eq!(res.body["changed"], 1, "only trashed responses are deleted");
        let all = admin
            .get(&format!(
                "/api/v1/surveys/{id}/responses?per_page=-1&filter%5Bstatus%5D=all"
            ))
            .await;
        assert_eq!(all.body["pagination"]["total"], 2);
        assert_eq!(all.body["pagination"]["per_page"], -1);
        let results = admin.get(&format!("/api/v1/surveys/{id}/results")).await;
        assert_eq!(
            results.body["question_stats"][0]["options"],
            json!([{"value": "Well", "count": 1}, {"value": "Badly", "count": 1}])
        );

        let single = admin
            .get(&format!("/api/v1/surveys/{id}/responses/{}", ids[1]))
            .await;
        assert_eq!(single.status, 200, "{}", single.body);
        assert_eq!(
            single.body["position"],
            json!({"n": 2, "total": 2, "previous_id": ids[2], "next_id": null})
        );
        assert_eq!(single.body["response"]["page_submitted"]["name"], "Cart");
        assert_eq!(
            admin
                .get(&format!("/api/v1/surveys/{id}/responses?page=0"))
                .await
                .status,
            422
        );
        assert_eq!(
            admin
                .get(&format!("/api/v1/surveys/{id}/responses?per_page=1000"))
                .await
                .status,
            422
        );
    }
);

/// The ids `GET surveys/{id}/responses?{query}` lists, checking its total and the survey's counts.
async fn found(admin: &mut Client, id: i64, query: &str) -> Vec<i64> {
    let list = admin
        .get(&format!("/api/v1/surveys/{id}/responses?{query}"))
        .await;
    assert_eq!(list.status, 200, "{query}: {}", list.body);
    let got: Vec<i64> = list.body["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_i64().unwrap())
        .collect();
    if !query.contains("per_page") {
        assert_eq!(list.body["pagination"]["total"], got.len(), "{query}");
    }
    assert_eq!(
        list.body["status_filters"][1]["count"], 3,
        "the survey's own counts"
    );
    got
}

backend_test!(
    responses_are_searched_and_filtered_by_answer_score_days_and_completion,
    |app| async move {
        let mut admin = app.admin().await;
        let id = create(&mut admin, feedback_survey("Filters")).await;
        let mut visitor = app.client();
        let answers = [
            json!([{"question_id": "r", "value": "Well"}, {"question_id": "c", "value": ["Search", "Cart"]}, {"question_id": "t", "value": "The CART was ÉMPTY"}, {"question_id": "e", "value": "ann@example.com", "extra": {"name": "Ann"}}]),
            json!([{"question_id": "r", "value": "Badly"}, {"question_id": "c", "value": ["Blog"]}]),
            json!([{"question_id": "r", "value": "Well"}, {"question_id": "t", "value": "50% off, please"}]),
        ];
        let mut ids = Vec::new();
        for answer in answers {
            let res = submit(&app, &mut visitor, id, answer).await;
            assert_eq!(res.status, 201, "{}", res.body);
            ids.push(res.body["id"].as_i64().unwrap());
        }
        // Search reads answers in any case, never ids or keys.
        assert_eq!(found(&mut admin, id, "search=cart").await, [ids[0]]);
        assert_eq!(found(&mut admin, id, "search=%C3%A9mpty").await, [ids[0]]);
        assert_eq!(found(&mut admin, id, "search=50%25").await, [ids[2]]);
        assert_eq!(
            found(&mut admin, id, "search=question_id").await,
            Vec::<i64>::new()
        );
        assert_eq!(
            found(&mut admin, id, "search=ann%40example").await,
            [ids[0]]
        );
        // One question's answer, a choice in a multi-select, completion.
        assert_eq!(
            found(&mut admin, id, "question=r&answer=Well").await,
            [ids[2], ids[0]]
        );
        assert_eq!(
            found(&mut admin, id, "question=c&answer=Blog").await,
            [ids[1]]
        );
        assert_eq!(found(&mut admin, id, "question=t").await, [ids[2], ids[0]]);
        assert_eq!(found(&mut admin, id, "completion=complete").await, [ids[0]]);
        assert_eq!(
            found(&mut admin, id, "completion=incomplete").await,
            [ids[2], ids[1]]
        );
        assert_eq!(
            found(
                &mut admin,
                id,
                "question=r&answer=Well&completion=incomplete"
            )
            .await,
            [ids[2]]
        );
        // Days in the site's zone (UTC here): yesterday to tomorrow holds them all, 2001 none.
        let today = chrono::Utc::now().date_naive();
        let days = format!(
            "from={}&to={}",
            today.pred_opt().unwrap(),
            today.succ_opt().unwrap()
        );
        assert_eq!(found(&mut admin, id, &days).await, [ids[2], ids[1], ids[0]]);
        assert_eq!(
            found(&mut admin, id, "from=2001-01-01&to=2001-12-31").await,
            Vec::<i64>::new()
        );
        // Pages of the matches.
        assert_eq!(
            found(&mut admin, id, "question=r&answer=Well&per_page=1&page=2")
                .await
                .len(),
            1
        );
        let page = admin
            .get(&format!(
                "/api/v1/surveys/{id}/responses?question=r&answer=Well&per_page=1&page=2"
            ))
            .await;
        assert_eq!(
            page.body["pagination"],
            json!({"page": 2, "pages": 2, "total": 2, "per_page": 1})
        );
        assert_eq!(page.body["items"][0]["id"], ids[0]);
        // Bad filters: one clear error naming the field; nothing stored changes.
        for (query, field, message) in [
            ("from=27.11.2026", "from", "from is a date as YYYY-MM-DD."),
            (
                "question=nope",
                "question",
                &*format!("Survey {id} has no question nope."),
            ),
            ("min=3", "min", "min needs a question."),
            ("question=r&min=x", "min", "min is a number."),
            (
                "completion=some",
                "completion",
                "completion is complete or incomplete.",
            ),
        ] {
            let res = admin
                .get(&format!("/api/v1/surveys/{id}/responses?{query}"))
                .await;
            assert_eq!(res.status, 422, "{query}: {}", res.body);
            assert_eq!(res.body["message"], message, "{query}");
            assert_eq!(res.body["fields"][field], message, "{query}");
        }
        let long = "a".repeat(201);
        assert_eq!(
            admin
                .get(&format!("/api/v1/surveys/{id}/responses?search={long}"))
                .await
                .status,
            422
        );
        assert_eq!(found(&mut admin, id, "").await.len(), 3);
        // The list stays an editor's: a visitor gets nothing.
        let mut stranger = app.client();
        assert_eq!(
            stranger
                .get(&format!("/api/v1/surveys/{id}/responses?search=cart"))
                .await
                .status,
            401
        );
    }
);

backend_test!(
    results_count_options_skips_days_and_ranges,
    |app| async move {
        let mut admin = app.admin().await;
        let id = create(&mut admin, feedback_survey("Ask")).await;
        let mut visitor = app.client();
        for answers in [
            json!([{"question_id": "r", "value": "Well"}, {"question_id": "c", "value": ["Search", "Cart"]}, {"question_id": "t", "value": "Lovely shop"}]),
            json!([{"question_id": "r", "value": "Well"}, {"question_id": "c", "value": ["Cart"]}, {"question_id": "t", "value": null}]),
            json!([{"question_id": "r", "value": "Badly"}, {"question_id": "t", "value": "Slow checkout"}]),
        ] {
            assert_eq!(submit(&app, &mut visitor, id, answers).await.status, 201);
        }
        let res = admin.get(&format!("/api/v1/surveys/{id}/results")).await;
        assert_eq!(res.status, 200, "{}", res.body);
        let stats = &res.body["question_stats"];
        assert_eq!(res.body["range_responses_count"], 3);
        assert_eq!(stats[0]["is_quantitative"], true);
        assert_eq!(
            stats[0]["options"],
            json!([{"value": "Well", "count": 2}, {"value": "Badly", "count": 1}])
        );
        assert_eq!(
            (
                stats[0]["total_answers"].clone(),
                stats[0]["skipped"].clone()
            ),
            (json!(3), json!(0))
        );
        assert_eq!(
            stats[1]["options"],
            json!([{"value": "Search", "count": 1}, {"value": "Cart", "count": 2}, {"value": "Blog", "count": 0}])
        );
        assert_eq!(
            (
                stats[1]["total_answers"].clone(),
                stats[1]["skipped"].clone()
            ),
            (json!(2), json!(1))
        );
        assert_eq!(stats[2]["is_quantitative"], false);
        assert_eq!(stats[2]["skipped"], 1);
        let texts: Vec<&str> = stats[2]["answers"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["value"].as_str().unwrap())
            .collect();
        assert_eq!(texts, ["Slow checkout", "Lovely shop"]);
        assert_eq!(res.body["nps_overview"], Value::Null);
        let days = res.body["data_points"].as_array().unwrap();
        assert_eq!(days.len(), 30);
        assert_eq!(days.last().unwrap()["count"], 3);

        // A range in the past has nothing; a reversed or too early range is refused.
        let past = admin
            .get(&format!(
                "/api/v1/surveys/{id}/results?from=2020-01-01&to=2020-01-31"
            ))
            .await;
        assert_eq!(past.body["range_responses_count"], 0);
        assert_eq!(past.body["question_stats"][0]["options"][0]["count"], 0);
        assert_eq!(past.body["data_points"].as_array().unwrap().len(), 31);
        assert_eq!(
            admin
                .get(&format!(
                    "/api/v1/surveys/{id}/results?from=2020-02-01&to=2020-01-01"
                ))
                .await
                .status,
            422
        );
        assert_eq!(
            admin
                .get(&format!("/api/v1/surveys/{id}/results?from=2004-12-31"))
                .await
                .status,
            422
        );

        // The overview: 7 days on Lite, 30 with a licence.
        let summary = admin.get("/api/v1/results-summary").await;
        assert_eq!(summary.status, 200, "{}", summary.body);
        assert_eq!(summary.body["total_responses"], 3);
        assert_eq!(summary.body["data_points"].as_array().unwrap().len(), 7);
        let row = &summary.body["surveys"][0];
        assert_eq!(
            (
                row["id"].as_i64(),
                row["responses_count"].as_i64(),
                row["responses_count_7_days"].as_i64()
            ),
            (Some(id), Some(3), Some(3))
        );
        let today = chrono::Utc::now().date_naive();
        let month_ago = today - chrono::Duration::days(29);
        let thirty = format!("/api/v1/results-summary?start_date={month_ago}&end_date={today}");
        assert_eq!(admin.get(&thirty).await.code(), "plan_required");
        admin.license(Tier::Plus).await;
        let summary = admin.get(&thirty).await;
        assert_eq!(summary.body["data_points"].as_array().unwrap().len(), 30);
        let other = admin.get("/api/v1/results-summary?survey_id=999999").await;
        assert_eq!(other.body["total_responses"], 0);
    }
);

backend_test!(nps_results_follow_the_segments, |app| async move {
    let mut admin = app.admin().await;
    admin.license(Tier::Pro).await;
    let res = admin
        .upload(
            "/api/v1/addons/upload?activate=true",
            &common::addon_package("question-types"),
        )
        .await;
    assert_eq!(res.status, 201, "{}", res.body);
    let id = create(
        &mut admin,
        json!({"id": null, "title": "NPS", "type": "nps", "status": "publish", "questions": [
            {"id": "n", "type": "nps", "title": "Recommend us?", "settings": {"comment_box": true}},
            {"id": "s", "type": "star-rating", "title": "Stars"}
        ]}),
    )
    .await;
    let mut visitor = app.client();
    // 5 promoters, 2 passives, 3 detractors: NPS = (5 - 3) / 10 = 20.
    let scores = [10, 10, 9, 9, 9, 8, 7, 6, 3, 1];
    for (i, score) in scores.iter().enumerate() {
        visitor.address = format!("198.51.100.{i}");
        let mut answer = json!({"question_id": "n", "value": score});
        if i < 12 {
            answer["extra"] = json!({"comments": format!("comment {i}")});
        }
        let res = submit(
            &app,
            &mut visitor,
            id,
            json!([answer, {"question_id": "s", "value": 4}]),
        )
        .await;
        assert_eq!(res.status, 201, "{}", res.body);
    }
    for (i, bad) in [json!(0), json!(11), json!("x")].into_iter().enumerate() {
        visitor.address = format!("192.0.2.{i}");
        assert_eq!(
            submit(
                &app,
                &mut visitor,
                id,
                json!([{"question_id": "n", "value": bad}])
            )
            .await
            .status,
            422
        );
    }
    let res = admin.get(&format!("/api/v1/surveys/{id}/results")).await;
    assert_eq!(
        res.body["nps_overview"],
        json!({"detractor": 3, "passive": 2, "promoter": 5, "nps": 20, "total": 10})
    );
    assert_eq!(
        res.body["question_stats"][1]["options"][3],
        json!({"value": "4", "count": 10})
    );
    assert_eq!(
        res.body["nps_by_date"].as_array().unwrap().last().unwrap()["nps"],
        20
    );
    let page1 = admin
        .get(&format!("/api/v1/surveys/{id}/nps-comments"))
        .await;
    assert_eq!(page1.body["items"].as_array().unwrap().len(), 10);
    assert_eq!(
        page1.body["pagination"],
        json!({"page": 1, "pages": 1, "total": 10, "per_page": 10})
    );
    assert_eq!(page1.body["items"][0]["comment"], "comment 9");
    assert_eq!(page1.body["items"][0]["score"], 1);
    let page2 = admin
        .get(&format!("/api/v1/surveys/{id}/nps-comments?page=2"))
        .await;
    assert_eq!(page2.body["items"], json!([]));
});

backend_test!(
    exports_stream_csv_and_xlsx_for_licensed_installs,
    |app| async move {
        let mut admin = app.admin().await;
        let id = create(&mut admin, feedback_survey("Shop Feedback")).await;
        let mut visitor = app.client();
        submit(&app, &mut visitor, id, json!([{"question_id": "r", "value": "Well"}, {"question_id": "t", "value": "=cmd|' /C calc'!A0"}])).await;
        submit(&app, &mut visitor, id, json!([{"question_id": "c", "value": ["Cart", "Blog"]}, {"question_id": "e", "value": "ada@example.com", "extra": {"name": "Ada"}}])).await;
        let url = format!("/api/v1/exports?survey_id={id}&report=general&format=csv");
        assert_eq!(admin.get(&url).await.code(), "plan_required");
        admin.license(Tier::Pro).await;
        let res = admin.get_raw(&url).await;
        assert_eq!(res.0, 200);
        assert!(
            res.1["content-disposition"]
                .to_str()
                .unwrap()
                .contains("shop-feedback")
        );
        let text = String::from_utf8(res.2).unwrap();
        let lines: Vec<&str> = text.trim_start_matches('\u{feff}').lines().collect();
        assert_eq!(lines.len(), 3, "{text}");
        assert!(lines[0].starts_with("Response ID,Submitted,Page,Page URL,User IP,Browser,OS,Device,How did we do?,What did you use?,Anything else?,Your e-mail,Your e-mail (First Name)"), "{}", lines[0]);
        assert!(lines[1].contains("\"Cart, Blog\""), "{}", lines[1]);
        assert!(lines[1].contains("ada@example.com,Ada"), "{}", lines[1]);
        assert!(
            lines[2].contains("'=cmd"),
            "formulas are defused: {}",
            lines[2]
        );
        let per_question = admin
        .get_raw(&format!("/api/v1/exports?survey_id={id}&report=question&question_id=c&start=2005-01-01&end=2099-12-31"))
        .await;
        let text = String::from_utf8(per_question.2).unwrap();
        assert_eq!(
            text.trim_start_matches('\u{feff}').lines().count(),
            2,
            "{text}"
        );
        let xlsx = admin
            .get_raw(&format!("/api/v1/exports?survey_id={id}&format=xlsx"))
            .await;
        assert_eq!(xlsx.0, 200);
        assert_eq!(&xlsx.2[..2], b"PK", "an XLSX file is a zip");
        let mut book = zip::ZipArchive::new(std::io::Cursor::new(xlsx.2)).unwrap();
        let mut sheet = String::new();
        std::io::Read::read_to_string(
            &mut book.by_name("xl/worksheets/sheet1.xml").unwrap(),
            &mut sheet,
        )
        .unwrap();
        let cell = |name: &str| {
            let start = sheet.find(&format!("<c r=\"{name}\"")).unwrap();
            let end = start + sheet[start..].find("</c>").unwrap();
            sheet[start..end].to_owned()
        };
        // A spreadsheet can sort by id and by date: neither is text (a `t=` type attribute).
        let id_cell = cell("A2");
        assert!(
            !id_cell.contains(" t=") && id_cell.contains("<v>"),
            "{id_cell}"
        );
        let submitted = cell("B2");
        assert!(
            !submitted.contains(" t=") && submitted.contains(" s="),
            "a date with its format: {submitted}"
        );
        assert!(cell("I3").contains("t="), "an answer's words stay text");
        assert_eq!(
            admin
                .get(&format!(
                    "/api/v1/exports?survey_id={id}&report=question&question_id=zz"
                ))
                .await
                .status,
            404
        );
        assert_eq!(
            admin
                .get(&format!("/api/v1/exports?survey_id={id}&format=pdf"))
                .await
                .status,
            422
        );
    }
);

use common::ai::openai_mock;

backend_test!(
    the_ai_summary_talks_to_an_openai_compatible_server,
    |app| async move {
        let mut admin = app.admin().await;
        let id = create(&mut admin, feedback_survey("Ask")).await;
        let mut visitor = app.client();
        submit(&app, &mut visitor, id, json!([{"question_id": "t", "value": "Call me on +44 20 7946 0958 or mail bob@example.org, checkout is slow"}, {"question_id": "e", "value": "ada@example.com"}])).await;
        let generate = format!("/api/v1/ai-summary/{id}");
        assert_eq!(
            admin.post(&generate, json!({})).await.code(),
            "plan_required"
        );
        admin.license(Tier::Plus).await;
        assert_eq!(
            admin.post(&generate, json!({})).await.code(),
            "plan_required",
            "Plus is not enough"
        );
        admin.license(Tier::Pro).await;
        let res = admin.post(&generate, json!({})).await;
        assert_eq!(res.body["success"], false);
        assert!(
            res.body["error"]
                .as_str()
                .unwrap()
                .contains("No AI provider")
        );

        // A provider's refusal is answered as its message, and starts no cooldown.
        let (url, _) = openai_mock((
            401,
            json!({"error": {"message": "Incorrect API key provided"}}),
        ))
        .await;
        admin
            .post(
                "/api/v1/settings",
                json!({"ai_summary_endpoint": url, "ai_summary_api_key": "sk-test"}),
            )
            .await;
        let res = admin.post(&generate, json!({})).await;
        assert_eq!(
            res.body,
            json!({"success": false, "summary": null, "error": "Incorrect API key provided"})
        );

        let (url, seen) = openai_mock((200, json!({"choices": [{"message": {"role": "assistant", "content": "Visitors find checkout slow."}}]}))).await;
        let res = admin
        .post("/api/v1/settings", json!({"ai_summary_endpoint": url, "ai_summary_model": "test-model", "ai_summary_api_key": "sk-test"}))
        .await;
        assert_eq!(res.status, 200, "{}", res.body);
        assert_eq!(
            admin
                .get(&format!("/api/v1/preload-ai-summary/{id}"))
                .await
                .body,
            json!({"success": false, "summary": null, "error": null})
        );
        let res = admin.post(&generate, json!({})).await;
        assert_eq!(
            res.body,
            json!({"success": true, "summary": "Visitors find checkout slow.", "error": null})
        );
        let sent = seen.lock().await[0].clone();
        assert_eq!(sent["model"], "test-model");
        let prompt = sent["messages"][1]["content"].as_str().unwrap();
        assert!(prompt.contains("checkout is slow"), "{prompt}");
        assert!(
            prompt.contains("[phone]") && prompt.contains("[email]"),
            "{prompt}"
        );
        assert!(
            !prompt.contains("7946")
                && !prompt.contains("bob@example.org")
                && !prompt.contains("ada@example.com"),
            "{prompt}"
        );
        let cached = admin.get(&format!("/api/v1/preload-ai-summary/{id}")).await;
        assert_eq!(cached.body["summary"], "Visitors find checkout slow.");
        // Reading by the generation's address is a read too: the provider is not called.
        let read = admin.get(&generate).await;
        assert_eq!(read.body["summary"], "Visitors find checkout slow.");
        assert_eq!(seen.lock().await.len(), 1);
    }
);

/// The messages an SMTP listener received: (recipients, data).
type Inbox = Arc<Mutex<Vec<(Vec<String>, String)>>>;

/// A minimal SMTP server on loopback that records each message: (recipients, data).
async fn smtp_listener() -> (String, Inbox) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("smtp://{}", listener.local_addr().unwrap());
    let mail = Arc::new(Mutex::new(Vec::new()));
    let record = mail.clone();
    tokio::spawn(async move {
        loop {
            let Ok((socket, _)) = listener.accept().await else {
                return;
            };
            let record = record.clone();
            tokio::spawn(async move {
                let (read, mut write) = socket.into_split();
                let mut lines = BufReader::new(read);
                let _ = write.write_all(b"220 test ESMTP\r\n").await;
                let mut rcpt = Vec::new();
                let mut line = String::new();
                loop {
                    line.clear();
                    if lines.read_line(&mut line).await.unwrap_or(0) == 0 {
                        return;
                    }
                    let upper = line.to_ascii_uppercase();
                    let reply: &[u8] = if upper.starts_with("EHLO") {
                        b"250-test\r\n250 8BITMIME\r\n"
                    } else if upper.starts_with("RCPT TO:") {
                        rcpt.push(line[8..].trim().trim_matches(['<', '>']).to_owned());
                        b"250 OK\r\n"
                    } else if upper.starts_with("DATA") {
                        let _ = write.write_all(b"354 go\r\n").await;
                        let mut data = String::new();
                        loop {
                            line.clear();
                            if lines.read_line(&mut line).await.unwrap_or(0) == 0 || line == ".\r\n"
                            {
                                break;
                            }
                            data.push_str(&line);
                        }
                        record.lock().await.push((std::mem::take(&mut rcpt), data));
                        b"250 queued\r\n"
                    } else if upper.starts_with("QUIT") {
                        let _ = write.write_all(b"221 bye\r\n").await;
                        return;
                    } else {
                        b"250 OK\r\n"
                    };
                    let _ = write.write_all(reply).await;
                }
            });
        }
    });
    (url, mail)
}

async fn wait_for_mail(mail: &Inbox, n: usize) -> Vec<(Vec<String>, String)> {
    let started = std::time::Instant::now();
    loop {
        let got = mail.lock().await.clone();
        if got.len() >= n {
            return got;
        }
        assert!(
            started.elapsed() < Duration::from_secs(15),
            "no e-mail arrived"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

fn decoded(data: &str) -> String {
    // Quoted-printable soft breaks and the few escapes the bodies use.
    data.replace("=\r\n", "")
        .replace("=3D", "=")
        .replace("=20", " ")
}

#[tokio::test]
async fn a_response_is_mailed_to_the_survey_addresses_over_smtp() {
    let (smtp, mail) = smtp_listener().await;
    let app = common::TestApp::start_with(common::Backend::Sqlite, |c| c.smtp_url = Some(smtp))
        .await
        .unwrap();
    hearken::mail::worker::start(app.state.mailing());
    let mut admin = app.admin().await;
    assert_eq!(
        admin.get("/api/v1/config").await.body["mail_configured"],
        true
    );
    let mut survey = feedback_survey("Checkout survey");
    survey["notifications"] =
        json!({"email": {"active": true, "addresses": "owner@shop.example, team@shop.example"}});
    let id = create(&mut admin, survey).await;
    let mut visitor = app.client();
    let res = submit(&app, &mut visitor, id, json!([{"question_id": "r", "value": "Badly"}, {"question_id": "t", "value": "The <b>button</b> was hidden"}])).await;
    assert_eq!(res.status, 201);
    let got = wait_for_mail(&mail, 1).await;
    let (rcpt, data) = &got[0];
    assert_eq!(rcpt, &["owner@shop.example", "team@shop.example"]);
    let data = decoded(data);
    assert!(
        data.contains("Subject: New response to Checkout survey"),
        "{data}"
    );
    assert!(
        data.contains("How did we do?") && data.contains("Badly"),
        "{data}"
    );
    let html = &data[data.find("text/html").unwrap()..];
    assert!(
        html.contains("The &lt;b&gt;button&lt;") && !html.contains("<b>button"),
        "the HTML part escapes answers: {html}"
    );
    assert!(
        data.contains("text/plain") && data.contains("text/html"),
        "{data}"
    );
    assert!(data.contains("Skipped"), "{data}");
}

#[tokio::test]
async fn a_failed_send_is_retried_and_never_loses_the_response() {
    // Nothing listens here at first.
    let port = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    let app = common::TestApp::start_with(common::Backend::Sqlite, |c| {
        c.smtp_url = Some(format!("smtp://127.0.0.1:{port}"))
    })
    .await
    .unwrap();
    let mut admin = app.admin().await;
    let mut survey = feedback_survey("Ask");
    survey["notifications"] = json!({"email": {"active": true, "addresses": "owner@shop.example"}});
    let id = create(&mut admin, survey).await;
    let mut visitor = app.client();
    let res = submit(
        &app,
        &mut visitor,
        id,
        json!([{"question_id": "r", "value": "Well"}]),
    )
    .await;
    assert_eq!(
        res.status, 201,
        "the visitor is answered though the mail server is down"
    );
    assert_eq!(
        hearken::mail::send_due(&app.db, &app.state.smtp, &app.state.stopping)
            .await
            .unwrap(),
        0
    );
    let row: (i64, Option<String>, i64) = hearken::on_db!(&app.db, pool => sqlx::query_as("SELECT attempts, last_error, next_attempt_at FROM email_outbox").fetch_one(pool).await.unwrap());
    assert_eq!(row.0, 1);
    assert!(row.1.is_some());
    assert!(row.2 > hearken::time::now(), "retried later, with back-off");
    let list = admin.get(&format!("/api/v1/surveys/{id}/responses")).await;
    assert_eq!(list.body["pagination"]["total"], 1);
}

#[tokio::test]
async fn email_logic_decides_on_pro() {
    let (smtp, mail) = smtp_listener().await;
    let app = common::TestApp::start_with(common::Backend::Sqlite, |c| c.smtp_url = Some(smtp))
        .await
        .unwrap();
    let mut admin = app.admin().await;
    admin.license(Tier::Pro).await;
    let mut survey = feedback_survey("Ask");
    survey["notifications"] = json!({"email": {"active": true, "addresses": "owner@shop.example",
        "logic": {"enable": true, "action": "send", "conditions": [{"question_id": "r", "compare": "is", "value": "Badly"}]}}});
    let id = create(&mut admin, survey).await;
    let mut visitor = app.client();
    submit(
        &app,
        &mut visitor,
        id,
        json!([{"question_id": "r", "value": "Well"}]),
    )
    .await;
    submit(
        &app,
        &mut visitor,
        id,
        json!([{"question_id": "r", "value": "Badly"}]),
    )
    .await;
    hearken::mail::send_due(&app.db, &app.state.smtp, &app.state.stopping)
        .await
        .unwrap();
    let got = wait_for_mail(&mail, 1).await;
    assert_eq!(got.len(), 1, "only the matching response is mailed");
    assert!(decoded(&got[0].1).contains("Badly"));
}

backend_test!(
    the_weekly_summary_is_queued_once_by_two_processes,
    |app| async move {
        let mut admin = app.admin().await;
        let id = create(&mut admin, feedback_survey("Ask")).await;
        let mut visitor = app.client();
        submit(
            &app,
            &mut visitor,
            id,
            json!([{"question_id": "r", "value": "Well"}]),
        )
        .await;
        let now = chrono::Utc::now() + chrono::Duration::days(7);
        // No recipients: nothing to send.
        assert!(
            !hearken::mail::worker::queue_weekly_summary(&app.state.mailing(), now)
                .await
                .unwrap()
        );
        let res = admin
            .post(
                "/api/v1/settings",
                json!({"notifications_recipients": "owner@shop.example"}),
            )
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        let second = hearken::AppState::with_db(
            app.state.config.as_ref().clone(),
            hearken::Db::connect(&app.url).await.unwrap(),
        )
        .unwrap();
        let (first_mail, second_mail) = (app.state.mailing(), second.mailing());
        let (a, b) = tokio::join!(
            hearken::mail::worker::queue_weekly_summary(&first_mail, now),
            hearken::mail::worker::queue_weekly_summary(&second_mail, now)
        );
        assert_eq!(
            [a.unwrap(), b.unwrap()].iter().filter(|q| **q).count(),
            1,
            "exactly one process queues it"
        );
        assert!(
            !hearken::mail::worker::queue_weekly_summary(&second.mailing(), now)
                .await
                .unwrap()
        );
        let queued: (i64, String) = hearken::on_db!(&app.db, pool => sqlx::query_as("SELECT COUNT(*), MAX(subject) FROM email_outbox").fetch_one(pool).await.unwrap());
        assert_eq!(queued.0, 1);
        assert!(
            queued.1.starts_with("Your weekly survey summary"),
            "{}",
            queued.1
        );
        // Disabled summaries are not queued for the next week.
        admin
            .post("/api/v1/settings", json!({"summaries_disabled": true}))
            .await;
        assert!(
            !hearken::mail::worker::queue_weekly_summary(
                &app.state.mailing(),
                now + chrono::Duration::days(7)
            )
            .await
            .unwrap()
        );
    }
);

backend_test!(search_finds_the_pages_the_widget_saw, |app| async move {
    let mut admin = app.admin().await;
    let mut visitor = app.client();
    widget(
        &mut visitor,
        "url=https%3A%2F%2Fshop.example%2Fpricing&title=Pricing%20plans&post_id=42",
    )
    .await;
    widget(&mut visitor, "url=javascript%3Aalert(1)&title=Evil").await;
    let started = std::time::Instant::now();
    loop {
        let res = admin.get("/api/v1/search?title=pric").await;
        assert_eq!(res.status, 200, "{}", res.body);
        if res.body.as_array().is_some_and(|a| !a.is_empty()) {
            assert_eq!(
                res.body,
                json!([{"id": "42", "title": "Pricing plans", "url": "https://shop.example/pricing"}])
            );
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "the page was never recorded"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(admin.get("/api/v1/search?title=evil").await.body, json!([]));
    assert_eq!(visitor.get("/api/v1/search?title=pric").await.status, 401);
});

backend_test!(
    results_count_the_days_of_the_site_time_zone,
    |app| async move {
        let mut admin = app.admin().await;
        let id = create(&mut admin, feedback_survey("Zones")).await;
        let mut visitor = app.client();
        let res = submit(
            &app,
            &mut visitor,
            id,
            json!([{"question_id": "r", "value": "Well"}]),
        )
        .await;
        assert_eq!(res.status, 201, "{}", res.body);
        assert_eq!(admin.get("/api/v1/config").await.body["timezone"], "UTC");

        // The response was sent at 23:30 on November 23 in New York, 04:30 on the 24th in UTC.
        let late_evening = chrono::DateTime::parse_from_rfc3339("2026-11-23T23:30:00-05:00")
            .unwrap()
            .timestamp();
        hearken::on_db!(&app.db, pool => {
            sqlx::query("UPDATE responses SET submitted_at = $1 WHERE survey_id = $2")
                .bind(late_evening).bind(id).execute(pool).await.map(|r| r.rows_affected())
        })
        .unwrap();

        // A zone that is not an IANA name is refused and changes nothing.
        let bad = admin
            .post("/api/v1/settings", json!({"timezone": "Mars/Olympus_Mons"}))
            .await;
        assert_eq!(bad.status, 422, "{}", bad.body);
        assert_eq!(bad.body["fields"]["timezone"], hearken::time::UNKNOWN_ZONE);
        assert_eq!(admin.get("/api/v1/settings").await.body["timezone"], "UTC");

        // New York: the recount puts the response on New York's 23rd.
        let saved = admin
            .post("/api/v1/settings", json!({"timezone": "America/New_York"}))
            .await;
        assert_eq!(saved.status, 200, "{}", saved.body);
        assert_eq!(saved.body["settings"]["timezone"], "America/New_York");
        assert_eq!(
            admin.get("/api/v1/config").await.body["timezone"],
            "America/New_York"
        );
        assert_eq!(count_on(&mut admin, id, "2026-11-23").await, (1, 1));
        assert_eq!(count_on(&mut admin, id, "2026-11-24").await, (0, 0));

        // Back to UTC: the same response is on the 24th.
        let saved = admin
            .post("/api/v1/settings", json!({"timezone": "UTC"}))
            .await;
        assert_eq!(saved.status, 200, "{}", saved.body);
        assert_eq!(count_on(&mut admin, id, "2026-11-23").await, (0, 0));
        assert_eq!(count_on(&mut admin, id, "2026-11-24").await, (1, 1));

        // In Kolkata (+05:30) it is 10:00 on the 24th; the export carries the site's offset.
        admin
            .post("/api/v1/settings", json!({"timezone": "Asia/Kolkata"}))
            .await;
        assert_eq!(count_on(&mut admin, id, "2026-11-24").await, (1, 1));
        admin.license(Tier::Pro).await;
        let export =
            |day: &str| format!("/api/v1/exports?survey_id={id}&format=csv&start={day}&end={day}");
        let (status, _, body) = admin.get_raw(&export("2026-11-24")).await;
        assert_eq!(status, 200);
        let text = String::from_utf8(body).unwrap();
        assert!(text.contains("2026-11-24T10:00:00+05:30"), "{text}");
        let (_, _, body) = admin.get_raw(&export("2026-11-23")).await;
        let text = String::from_utf8(body).unwrap();
        assert!(!text.contains("2026-11-24T10:00:00"), "{text}");
    }
);

/// A survey's responses on one day, and the first option's count, as the results say.
async fn count_on(admin: &mut Client, id: i64, day: &str) -> (i64, i64) {
    let res = admin
        .get(&format!("/api/v1/surveys/{id}/results?from={day}&to={day}"))
        .await;
    assert_eq!(res.status, 200, "{}", res.body);
    (
        res.body["range_responses_count"].as_i64().unwrap(),
        res.body["question_stats"][0]["options"][0]["count"]
            .as_i64()
            .unwrap(),
    )
}

backend_test!(a_new_response_counts_on_the_site_today, |app| async move {
    let mut admin = app.admin().await;
    let saved = admin
        .post(
            "/api/v1/settings",
            json!({"timezone": "Pacific/Kiritimati"}),
        )
        .await;
    assert_eq!(saved.status, 200, "{}", saved.body);
    let id = create(&mut admin, feedback_survey("Far east")).await;
    let mut visitor = app.client();
    let res = submit(
        &app,
        &mut visitor,
        id,
        json!([{"question_id": "r", "value": "Badly"}]),
    )
    .await;
    assert_eq!(res.status, 201, "{}", res.body);
    // Kiritimati is 14 hours ahead of UTC: its today is the response's day whatever the hour.
    let today = hearken::time::SiteZone::parse("Pacific/Kiritimati")
        .unwrap()
        .today();
    let res = admin
        .get(&format!(
            "/api/v1/results-summary?start_date={today}&end_date={today}"
        ))
        .await;
    assert_eq!(res.body["total_responses"], 1, "{}", res.body);
    let default = admin.get("/api/v1/results-summary").await;
    assert_eq!(
        default.body["data_points"]
            .as_array()
            .unwrap()
            .last()
            .unwrap()["date"],
        today.to_string()
    );
});

backend_test!(
    page_rules_show_a_survey_on_the_pages_they_match_and_nowhere_else,
    |app| async move {
        app.stock_catalogue();
        let mut admin = app.admin().await;
        admin.license(Tier::Pro).await;
        for step in ["install", "activate"] {
            let res = admin
                .post(&format!("/api/v1/addons/targeting/{step}"), json!({}))
                .await;
            assert_eq!(res.status, 200, "{step}: {}", res.body);
        }
        let mut survey = feedback_survey("Pricing only");
        // (on /pricing && logged in) || with ?coupon=…: && binds tighter than ||.
        survey["settings"] = json!({"targeting": {
        "devices": ["desktop", "tablet", "mobile"], "pages": "custom",
        "page_rules": [
            {"logic": "page_url_contains", "operator": null, "data": "/pricing"},
            {"logic": "user_logged_in", "operator": "&&", "data": true},
            {"logic": "query_parameter_contains", "operator": "||", "data": "coupon"},
        ]}});
        let id = create(&mut admin, survey).await;
        let mut visitor = app.client();
        let url = |u: &str| form_urlencoded::byte_serialize(u.as_bytes()).collect::<String>();
        let shown = |answer: &Value| answer["survey"]["id"] == id;
        for (query, expected) in [
            (
                format!("url={}&logged_in=true", url("https://shop.example/pricing")),
                true,
            ),
            (
                format!(
                    "url={}&logged_in=false",
                    url("https://shop.example/pricing")
                ),
                false,
            ),
            (
                format!("url={}&logged_in=true", url("https://shop.example/cart")),
                false,
            ),
            (
                format!("url={}", url("https://shop.example/cart?coupon=SPRING")),
                true,
            ),
        ] {
            let answer = widget(&mut visitor, &query).await;
            assert_eq!(shown(&answer), expected, "{query}: {answer}");
        }
        // The visibility endpoint says why.
        let why = admin
            .get(&format!(
                "/api/v1/surveys/{id}/visibility?url={}",
                url("https://shop.example/cart")
            ))
            .await;
        assert_eq!(why.status, 200, "{}", why.body);
        assert_eq!(
            why.body["reasons"],
            json!(["current page does not match the survey's page rules"])
        );
        // A pattern that is not a regular expression keeps the survey a draft, saying why.
        let mut bad = feedback_survey("Bad pattern");
        bad["settings"] = json!({"targeting": {"pages": "custom", "page_rules": [
            {"logic": "query_parameter_regex", "operator": null, "data": "(unclosed"}]}});
        let res = admin.post("/api/v1/surveys", bad).await;
        assert_eq!(res.status, 201, "{}", res.body);
        assert_eq!(res.body["published"], false, "{}", res.body);
        assert_eq!(
            res.body["message"],
            "The Survey can't be published: Some settings are incomplete."
        );
        assert_eq!(
            res.body["fields"]["settings.targeting.page_rules.0.data"],
            "This is not a valid regular expression."
        );
        // Deactivated, the add-on decides nothing: the survey shows on every page, as on Lite.
        let res = admin
            .post("/api/v1/addons/targeting/deactivate", json!({}))
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        let answer = widget(
            &mut visitor,
            &format!("url={}", url("https://shop.example/cart")),
        )
        .await;
        assert_eq!(answer["survey"]["id"], id, "{answer}");
    }
);

// Issue 14, item 3: the widget retries a submission with its Idempotency-Key; a retry never
// duplicates, and answers the first result.
backend_test!(
    a_retried_submission_answers_the_first_result_and_stores_one_response,
    |app| async move {
        let mut admin = app.admin().await;
        let res = admin
            .post("/api/v1/surveys", common::valid_survey("Retried"))
            .await;
        let id = res.body["survey"]["id"].as_i64().unwrap();
        let question = res.body["survey"]["questions"][0]["id"].clone();
        let mut visitor = app.client();
        let shown = visitor
            .get("/api/v1/widget/survey?url=https%3A%2F%2Fshop.example%2F")
            .await;
        let token = shown.body["survey"]["nonces"]["submission"]
            .as_str()
            .unwrap()
            .to_owned();
        let body = json!({"answers": [{"question_id": question, "value": "Well"}], "page_submitted": {}, "nonce": token})
            .to_string();
        let path = format!("/api/v1/surveys/{id}/responses");
        let key = "6f1c2a9e-3b7d-4c55-9a0e-2f8b1d7c4e10";
        async fn send(visitor: &mut Client, path: &str, body: &str, key: &str) -> common::Response {
            visitor
                .send_full(
                    Method::POST,
                    path,
                    Some(body.to_owned()),
                    &[("idempotency-key", key)],
                )
                .await
        }
        // A key longer than 128 characters is refused, and spends nothing.
        let bad = send(&mut visitor, &path, &body, &"k".repeat(129)).await;
        assert_eq!(bad.status, 422, "{}", bad.body);
        assert_eq!(
            bad.body["fields"]["Idempotency-Key"],
            "The Idempotency-Key header is 1 to 128 characters."
        );
        let first = send(&mut visitor, &path, &body, key).await;
        assert_eq!(first.status, 201, "{}", first.body);
        // The answer was lost on the way: the widget sends it again, with the same key (any case).
        for k in [key.to_owned(), key.to_uppercase()] {
            let again = send(&mut visitor, &path, &body, &k).await;
            assert_eq!(again.status, 201, "{}", again.body);
            assert_eq!(again.body["id"], first.body["id"]);
        }
        // Another key with the same token is another response: refused as before.
        let other = send(
            &mut visitor,
            &path,
            &body,
            "0f8fad5b-d9cb-469f-a165-70867728950e",
        )
        .await;
        assert_eq!(other.status, 409, "{}", other.body);
        assert_eq!(other.body["code"], "already_submitted");
        let stored = admin.get(&format!("/api/v1/surveys/{id}/responses")).await;
        assert_eq!(stored.body["pagination"]["total"], 1, "{}", stored.body);
        // The preflight of a visitor's page lets the header through.
        let preflight = visitor
            .send_with_origin(Method::OPTIONS, &path, "https://shop.example")
            .await;
        let allowed = preflight.headers["access-control-allow-headers"]
            .to_str()
            .unwrap();
        assert!(allowed.contains("Idempotency-Key"), "{allowed}");
    }
);

// Issue 14, item 7: `GET /metrics` for Prometheus, to this machine or a scraper with the token.
backend_test!(
    metrics_count_requests_by_route_and_stay_private,
    config = |c: &mut hearken::Config| c.metrics_token = Some("scrape-secret-123".into()),
    |app| async move {
        let mut admin = app.admin().await;
        let res = admin
            .post("/api/v1/surveys", common::valid_survey("Measured"))
            .await;
        let id = res.body["survey"]["id"].as_i64().unwrap();
        let mut visitor = app.client();
        visitor
            .get("/api/v1/widget/survey?url=https%3A%2F%2Fshop.example%2F")
            .await;
        let nonce = app.submission_nonce(id).await;
        let question = res.body["survey"]["questions"][0]["id"].clone();
        let stored = visitor
            .post(
                &format!("/api/v1/surveys/{id}/responses"),
                json!({"answers": [{"question_id": question, "value": "Well"}], "nonce": nonce}),
            )
            .await;
        assert_eq!(stored.status, 201, "{}", stored.body);
        // A visitor, even signed in as an administrator, may not read them.
        for client in [&mut visitor, &mut admin] {
            let refused = client.get("/metrics").await;
            assert_eq!(refused.status, 403);
            assert_eq!(refused.body["code"], "forbidden");
        }
        let wrong = visitor
            .send_full(
                Method::GET,
                "/metrics",
                None,
                &[("authorization", "Bearer guess")],
            )
            .await;
        assert_eq!(wrong.status, 403);
        let (status, headers, body) = {
            let res = visitor
                .send_full(
                    Method::GET,
                    "/metrics",
                    None,
                    &[("authorization", "Bearer scrape-secret-123")],
                )
                .await;
            (
                res.status,
                res.headers,
                res.body.as_str().unwrap_or_default().to_owned(),
            )
        };
        assert_eq!(status, 200);
        assert!(
            headers["content-type"]
                .to_str()
                .unwrap()
                .starts_with("application/openmetrics-text; version=1.0.0")
        );
        for series in [
            "hearken_http_requests_total{method=\"GET\",route=\"/api/v1/widget/survey\",status=\"200\"}",
            "hearken_http_requests_total{method=\"POST\",route=\"/api/v1/surveys/{id}/responses\",status=\"201\"}",
            "hearken_http_request_duration_seconds_bucket{le=\"+Inf\",route=\"/api/v1/widget/survey\"}",
            "hearken_writer_batch_size_count",
            "hearken_writer_queue_depth",
            "hearken_email_outbox_depth",
            "hearken_addon_actions_pending",
        ] {
            assert!(body.contains(series), "{series} missing from:\n{body}");
        }
        // Request paths never become labels: only route templates do.
        assert!(
            !body.contains(&format!("/api/v1/surveys/{id}/responses")),
            "{body}"
        );
        // This machine itself may scrape without the token.
        let mut local = app.client();
        local.address = "127.0.0.1".into();
        let res = local.get("/metrics").await;
        assert_eq!(res.status, 200);
        assert!(
            res.body
                .as_str()
                .unwrap()
                .contains("hearken_writer_queue_depth")
        );
    }
);
