//! Issue 35: frequency caps kept by the host (cooldowns after a survey is shown or answered,
//! surveys per visit, across page views and, with `userId`, across browsers), samples decided once
//! per visitor, response limits and quotas enforced in the transaction that stores the answer, and
//! "no client storage".

use crate::common;

use common::Client;
use serde_json::{Value, json};

async fn save(admin: &mut Client, survey: Value) -> i64 {
    let res = admin.post("/api/v1/surveys", survey).await;
    assert!(res.status == 201 || res.status == 200, "{}", res.body);
    res.body["survey"]["id"].as_i64().unwrap()
}

async fn set(admin: &mut Client, settings: Value) {
    let res = admin.post("/api/v1/settings", settings).await;
    assert_eq!(res.status, 200, "{}", res.body);
}

fn plans(title: &str, settings: Value) -> Value {
    json!({
        "id": null, "title": title, "status": "publish",
        "questions": [{"id": "p", "type": "radio-button", "title": "Which plan?", "config": {"options": ["Basic", "Pro"]}}],
        "settings": settings,
    })
}

/// A visitor id as the widget keeps it.
fn vid(n: usize) -> String {
    format!("visitor-{n:016}")
}

/// `GET widget/survey` as the loader asks it, with the visitor's `hearken_vid` and `userId`.
async fn page_view(client: &mut Client, vid: Option<&str>, user: Option<&str>) -> Value {
    let cookies = match vid {
        Some(v) => json!({"hearken_vid": v}).to_string(),
        None => "{}".into(),
    };
    let mut query: Vec<(&str, &str)> = vec![("url", "https://site.test/"), ("cookies", &cookies)];
    if let Some(u) = user {
        query.push(("user_id", u));
    }
    let qs = form_urlencoded::Serializer::new(String::new())
        .extend_pairs(query)
        .finish();
    let res = client.get(&format!("/api/v1/widget/survey?{qs}")).await;
    assert_eq!(res.status, 200, "{}", res.body);
    res.body
}

/// The widget's impression of the survey an answer shows: answers the submission token.
async fn impression(client: &mut Client, answer: &Value) -> String {
    let survey = &answer["survey"];
    let id = survey["id"].as_i64().unwrap();
    let nonce = survey["nonces"]["impression"].as_str().unwrap();
    let res = client
        .post(
            &format!("/api/v1/surveys/{id}/impression?nonce={nonce}"),
            json!({}),
        )
        .await;
    assert_eq!(res.status, 200, "{}", res.body);
    res.body["submission"].as_str().unwrap().to_owned()
}

async fn answer(client: &mut Client, id: i64, plan: &str, nonce: &str) -> Value {
    let res = client
        .post(
            &format!("/api/v1/surveys/{id}/responses"),
            json!({"answers": [{"question_id": "p", "value": plan}], "nonce": nonce}),
        )
        .await;
    assert_eq!(res.status, 201, "{}", res.body);
    res.body
}

/// What the admin's visibility report says for a visitor.
async fn reasons(admin: &mut Client, id: i64, vid: &str) -> Vec<String> {
    let cookies = json!({"hearken_vid": vid}).to_string();
    let qs = form_urlencoded::Serializer::new(String::new())
        .extend_pairs([("url", "https://site.test/"), ("cookies", cookies.as_str())])
        .finish();
    let res = admin
        .get(&format!("/api/v1/surveys/{id}/visibility?{qs}"))
        .await;
    assert_eq!(res.status, 200, "{}", res.body);
    serde_json::from_value(res.body["reasons"].clone()).unwrap()
}

fn no_rate_limit(config: &mut hearken::config::Config) {
    config.visitor_rate_limit = 0;
}

backend_test!(
    a_cooldown_after_a_survey_is_shown_holds_across_page_views_and_names_itself,
    |app| async move {
        let mut admin = app.admin().await;
        let id = save(&mut admin, plans("Plans", json!({}))).await;
        let mut browser = app.client();
        // No cap: no visitor id is made, and the survey shows on every page view.
        let first = page_view(&mut browser, None, None).await;
        assert_eq!(first["survey"]["id"], id);
        assert!(first.get("vid").is_none(), "no id without a cap: {first}");
        assert_eq!(first["storage"], true);

        set(&mut admin, json!({"cooldown_after_shown_days": 7})).await;
        // A visitor without an id is given one to keep.
        let fresh = page_view(&mut browser, None, None).await;
        let minted = fresh["vid"]
            .as_str()
            .expect("a visitor id to keep")
            .to_owned();
        assert!(minted.len() >= 16, "{minted}");

        let visitor = vid(1);
        let shown = page_view(&mut browser, Some(&visitor), None).await;
        assert_eq!(shown["survey"]["id"], id);
        assert!(shown.get("vid").is_none(), "a visitor with an id keeps it");
        // Shown only once the widget says so: asking again before the impression still shows it.
        assert_eq!(
            page_view(&mut browser, Some(&visitor), None).await["survey"]["id"],
            id
        );
        impression(&mut browser, &shown).await;
        for _ in 0..3 {
            let next = page_view(&mut browser, Some(&visitor), None).await;
            assert!(next["survey"].is_null(), "{next}");
        }
        let why = reasons(&mut admin, id, &visitor).await;
        assert_eq!(why.len(), 1, "{why:?}");
        assert!(
            why[0].starts_with("visitor saw a survey ")
                && why[0].ends_with(" ago; cooldown is 7 days"),
            "{why:?}"
        );
        // Another visitor is not capped.
        assert_eq!(
            page_view(&mut browser, Some(&vid(2)), None).await["survey"]["id"],
            id
        );
        // Turning the cap off lets the first visitor be asked again.
        set(&mut admin, json!({"cooldown_after_shown_days": 0})).await;
        assert_eq!(
            page_view(&mut browser, Some(&visitor), None).await["survey"]["id"],
            id
        );
    }
);

backend_test!(
    with_a_user_id_the_cap_holds_across_browsers_and_after_an_answer,
    |app| async move {
        let mut admin = app.admin().await;
        let id = save(&mut admin, plans("Plans", json!({}))).await;
        set(&mut admin, json!({"cooldown_after_answered_days": 14})).await;
        let mut laptop = app.client();
        let mut phone = app.client();
        let shown = page_view(&mut laptop, Some(&vid(10)), Some("customer-42")).await;
        assert_eq!(shown["survey"]["id"], id);
        // Shown is not answered: the other browser still sees it.
        let token = impression(&mut laptop, &shown).await;
        assert_eq!(
            page_view(&mut phone, Some(&vid(11)), Some("customer-42")).await["survey"]["id"],
            id
        );
        answer(&mut laptop, id, "Pro", &token).await;
        // Answered on the laptop: the phone, with its own cookie, is capped by the user id.
        let phone_view = page_view(&mut phone, Some(&vid(11)), Some("customer-42")).await;
        assert!(phone_view["survey"].is_null(), "{phone_view}");
        // Another user on the same phone is not.
        assert_eq!(
            page_view(&mut phone, Some(&vid(11)), Some("customer-43")).await["survey"]["id"],
            id
        );
    }
);

backend_test!(at_most_n_surveys_a_visit, |app| async move {
    let mut admin = app.admin().await;
    let first = save(&mut admin, plans("First", json!({}))).await;
    let second = save(&mut admin, plans("Second", json!({}))).await;
    set(&mut admin, json!({"surveys_per_visit": 1})).await;
    let mut browser = app.client();
    let visitor = vid(20);
    let shown = page_view(&mut browser, Some(&visitor), None).await;
    let shown_id = shown["survey"]["id"].as_i64().unwrap();
    assert!([first, second].contains(&shown_id));
    impression(&mut browser, &shown).await;
    // Closed without an answer: the next page shows no other survey this visit.
    let next = page_view(&mut browser, Some(&visitor), None).await;
    assert!(next["survey"].is_null(), "{next}");
    let why = reasons(&mut admin, first, &visitor).await;
    assert_eq!(
        why,
        ["visitor was shown 1 survey this visit; at most 1 per visit"]
    );
    // An inline survey is the page's own choice: caps do not hide it.
    let inline = browser
            .get(&format!(
                "/api/v1/widget/survey?url=https%3A%2F%2Fsite.test%2F&survey_id={first}&cookies=%7B%22hearken_vid%22%3A%22{visitor}%22%7D"
            ))
            .await;
    assert_eq!(inline.body["survey"]["id"], first);
});

backend_test!(
    a_ten_percent_sample_shows_to_a_tenth_of_visitors_and_never_re_rolls,
    |app| async move {
        let mut admin = app.admin().await;
        let id = save(
            &mut admin,
            plans("Sampled", json!({"audience": {"sample_percent": 10}})),
        )
        .await;
        let mut browser = app.client();
        let mut shown = Vec::new();
        for n in 0..5000 {
            let answer = page_view(&mut browser, Some(&vid(n)), None).await;
            shown.push(answer["survey"]["id"] == id);
        }
        let share = shown.iter().filter(|s| **s).count() as f64 / 5000.0;
        assert!((0.08..=0.12).contains(&share), "{share}");
        // Asking again never re-rolls.
        for (n, was) in shown.iter().enumerate().take(300) {
            let again = page_view(&mut browser, Some(&vid(n)), None).await;
            assert_eq!(again["survey"]["id"] == id, *was, "visitor {n}");
        }
        let outside = (0..5000).find(|n| !shown[*n]).unwrap();
        assert_eq!(
            reasons(&mut admin, id, &vid(outside)).await,
            ["visitor is outside the survey's 10% sample"]
        );
        // 100% (the default) shows to everyone.
        let mut all = plans("Sampled", json!({"audience": {"sample_percent": 100}}));
        all["id"] = json!(id);
        save(&mut admin, all).await;
        app.state.visitors.invalidate();
        assert_eq!(
            page_view(&mut browser, Some(&vid(outside)), None).await["survey"]["id"],
            id
        );
    }
);

backend_test!(
    a_response_limit_is_exact_under_200_parallel_answers,
    config = no_rate_limit,
    |app| async move {
        let mut admin = app.admin().await;
        let id = save(
            &mut admin,
            plans("Limited", json!({"limits": {"responses": 50}})),
        )
        .await;
        let mut tasks = Vec::new();
        for n in 0..200 {
            let nonce = app.submission_nonce(id).await;
            let mut client = app.client();
            let plan = if n % 2 == 0 { "Basic" } else { "Pro" };
            tasks.push(tokio::spawn(async move {
                answer(&mut client, id, plan, &nonce).await["status"]
                    .as_str()
                    .unwrap()
                    .to_owned()
            }));
        }
        let mut statuses = Vec::new();
        for task in tasks {
            statuses.push(task.await.unwrap());
        }
        // Every visitor who started in time is thanked (201); 50 are counted.
        assert_eq!(statuses.iter().filter(|s| *s == "publish").count(), 50);
        assert_eq!(statuses.iter().filter(|s| *s == "over_quota").count(), 150);
        // The list's status filters need a licence.
        admin.license(hearken::licensing::Tier::Plus).await;
        let list = admin
            .get(&format!(
                "/api/v1/surveys/{id}/responses?filter[status]=publish"
            ))
            .await;
        assert_eq!(list.body["pagination"]["total"], 50, "{}", list.body);
        let over = admin
            .get(&format!(
                "/api/v1/surveys/{id}/responses?filter[status]=over_quota"
            ))
            .await;
        assert_eq!(over.body["pagination"]["total"], 150, "{}", over.body);
        let survey = admin.get(&format!("/api/v1/surveys/{id}")).await;
        assert_eq!(survey.body["responses_count"], 50, "{}", survey.body);
        assert_eq!(survey.body["closed_by_limit"], true);
        let results = admin.get(&format!("/api/v1/surveys/{id}/results")).await;
        assert_eq!(results.body["over_quota"], 150, "{}", results.body);
        // The next visitor is not shown it, and the admin is told why.
        app.state.visitors.invalidate();
        let mut visitor = app.client();
        assert!(page_view(&mut visitor, None, None).await["survey"].is_null());
        let why = reasons(&mut admin, id, &vid(1)).await;
        assert_eq!(why, ["survey reached its limit of 50 responses"]);
    }
);

backend_test!(
    a_full_quota_keeps_the_answers_past_it_out_of_the_counts,
    config = no_rate_limit,
    |app| async move {
        let mut admin = app.admin().await;
        let id = save(
            &mut admin,
            plans(
                "Quota",
                json!({"limits": {"quotas": [{"question_id": "p", "value": "Pro", "limit": 2, "action": "end"}]}}),
            ),
        )
        .await;
        let mut visitor = app.client();
        let mut statuses = Vec::new();
        for plan in ["Pro", "Basic", "Pro", "Pro", "Basic"] {
            let nonce = app.submission_nonce(id).await;
            statuses.push(answer(&mut visitor, id, plan, &nonce).await["status"].clone());
        }
        assert_eq!(
            statuses,
            ["publish", "publish", "publish", "over_quota", "publish"]
        );
        let results = admin.get(&format!("/api/v1/surveys/{id}/results")).await;
        assert_eq!(
            results.body["quotas"],
            json!([{"question_id": "p", "value": "Pro", "limit": 2, "action": "end", "filled": 2}])
        );
        assert_eq!(results.body["responses_count"], 4);
        assert_eq!(results.body["over_quota"], 1);
    }
);

backend_test!(refusals_name_the_rule, |app| async move {
    let mut admin = app.admin().await;
    for (settings, field) in [
        (
            json!({"audience": {"sample_percent": 0}}),
            "settings.audience.sample_percent",
        ),
        (
            json!({"audience": {"sample_percent": 12.34}}),
            "settings.audience.sample_percent",
        ),
        (
            json!({"audience": {"daily_limit": 0}}),
            "settings.audience.daily_limit",
        ),
        (
            json!({"audience": {"daily_limit_of": "visits"}}),
            "settings.audience.daily_limit_of",
        ),
        (
            json!({"limits": {"responses": 0}}),
            "settings.limits.responses",
        ),
        (
            json!({"limits": {"quotas": [{"question_id": "x", "value": "Pro", "limit": 1}]}}),
            "settings.limits.quotas.0.question_id",
        ),
        (
            json!({"limits": {"quotas": [{"question_id": "p", "value": "Gold", "limit": 1}]}}),
            "settings.limits.quotas.0.value",
        ),
        (
            json!({"limits": {"quotas": [{"question_id": "p", "value": "Pro", "limit": 1, "action": "stop"}]}}),
            "settings.limits.quotas.0.action",
        ),
    ] {
        let res = admin
            .post("/api/v1/surveys", plans("Bad", settings.clone()))
            .await;
        assert_eq!(res.status, 422, "{settings}: {}", res.body);
        assert!(
            res.body["fields"][field].is_string(),
            "{settings}: {}",
            res.body
        );
    }
    for (settings, message) in [
        (
            json!({"cooldown_after_shown_days": 400}),
            "A cooldown is 0 to 365 days (0: none).",
        ),
        (
            json!({"surveys_per_visit": -1}),
            "Surveys per visit are 0 to 100 (0: no limit).",
        ),
        (
            json!({"no_client_storage": "yes"}),
            "This setting is true or false.",
        ),
    ] {
        let res = admin.post("/api/v1/settings", settings.clone()).await;
        assert_eq!(res.status, 422, "{settings}: {}", res.body);
        assert!(
            res.body.to_string().contains(message),
            "{settings}: {}",
            res.body
        );
    }
    // Nothing was stored by the refusals.
    let settings = admin.get("/api/v1/settings").await;
    assert_eq!(
        settings.body["cooldown_after_shown_days"], 0,
        "{}",
        settings.body
    );
});

backend_test!(
    without_client_storage_no_id_is_made_and_only_user_ids_are_capped,
    |app| async move {
        let mut admin = app.admin().await;
        let id = save(&mut admin, plans("Plans", json!({}))).await;
        set(
            &mut admin,
            json!({"no_client_storage": true, "cooldown_after_shown_days": 7}),
        )
        .await;
        let mut browser = app.client();
        let answer = page_view(&mut browser, None, None).await;
        assert_eq!(answer["storage"], false);
        assert!(answer.get("vid").is_none(), "{answer}");
        impression(&mut browser, &answer).await;
        // An anonymous visitor is not remembered (a stale cookie is ignored too).
        assert_eq!(
            page_view(&mut browser, Some(&vid(30)), None).await["survey"]["id"],
            id
        );
        let shown = page_view(&mut browser, None, Some("member-7")).await;
        impression(&mut browser, &shown).await;
        assert!(page_view(&mut browser, None, Some("member-7")).await["survey"].is_null());
        // A second answer with one token is refused.
        let token = impression(&mut browser, &answer).await;
        let first = browser
            .post(
                &format!("/api/v1/surveys/{id}/responses"),
                json!({"answers": [{"question_id": "p", "value": "Pro"}], "nonce": token}),
            )
            .await;
        assert_eq!(first.status, 201, "{}", first.body);
        let again = browser
            .post(
                &format!("/api/v1/surveys/{id}/responses"),
                json!({"answers": [{"question_id": "p", "value": "Pro"}], "nonce": token}),
            )
            .await;
        assert_eq!(again.status, 409, "{}", again.body);
    }
);
