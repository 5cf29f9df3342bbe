//! The behavior, branding and targeting add-ons through the API (issue 12), installed from the
//! catalogue as an administrator would: what a visitor is shown while each is in force, and that
//! the same survey behaves as on Lite once it is deactivated. Every test runs on SQLite and on
//! PostgreSQL.

mod common;

use axum::http::Method;
use common::Client;
use hearken::licensing::Tier;
use serde_json::{Value, json};

const PHONE: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1";

async fn switch(admin: &mut Client, slug: &str, steps: &[&str]) {
    for step in steps {
        let res = admin
            .post(&format!("/api/v1/addons/{slug}/{step}"), json!({}))
            .await;
        assert_eq!(res.status, 200, "{slug} {step}: {}", res.body);
    }
}

fn survey(title: &str, settings: Value) -> Value {
    json!({
        "title": title,
        "status": "publish",
        "questions": [
            {"id": "q1", "type": "radio-button", "title": "Did you find it?", "config": {"options": ["Yes", "No"]}},
        ],
        "settings": settings,
    })
}

async fn create(admin: &mut Client, body: Value) -> Value {
    let res = admin.post("/api/v1/surveys", body).await;
    assert_eq!(res.status, 201, "{}", res.body);
    assert_eq!(res.body["published"], true, "{}", res.body);
    res.body["survey"].clone()
}

fn encoded(text: &str) -> String {
    form_urlencoded::byte_serialize(text.as_bytes()).collect()
}

/// `cookies=` for the survey's cookie holding `value`.
fn cookie(id: &Value, value: Value) -> String {
    let cookies = json!({format!("hearken_survey_{id}"): encoded(&value.to_string())});
    format!("cookies={}", encoded(&cookies.to_string()))
}

/// Why the survey is hidden from a visitor with this query (empty when it shows).
async fn reasons(admin: &mut Client, id: &Value, query: &str) -> Value {
    let res = admin
        .get(&format!("/api/v1/surveys/{id}/visibility?{query}"))
        .await;
    assert_eq!(res.status, 200, "{}", res.body);
    res.body["reasons"].clone()
}

async fn widget(client: &mut Client, query: &str) -> Value {
    let res = client.get(&format!("/api/v1/widget/survey?{query}")).await;
    assert_eq!(res.status, 200, "{}", res.body);
    res.body
}

async fn choices(admin: &mut Client, query: &str) -> common::Response {
    admin.get(&format!("/api/v1/logic-type?{query}")).await
}

fn module_slugs(answer: &Value) -> Vec<String> {
    answer["modules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["slug"].as_str().unwrap().to_owned())
        .collect()
}

backend_test!(
    a_survey_shows_on_the_devices_targeting_lists_and_only_desktops_without_it,
    |app| async move {
        app.stock_catalogue();
        let mut admin = app.admin().await;
        admin.license(Tier::Pro).await;
        switch(&mut admin, "targeting", &["install", "activate"]).await;
        let phones = create(
            &mut admin,
            survey(
                "Phones and desktops",
                json!({"targeting": {"devices": ["desktop", "mobile"], "pages": "all", "page_rules": []}}),
            ),
        )
        .await;
        let id = &phones["id"];
        assert_eq!(reasons(&mut admin, id, "device=mobile").await, json!([]));
        assert_eq!(
            reasons(&mut admin, id, "device=tablet").await,
            json!(["current device is not on the survey's devices list"])
        );
        let mut visitor = app.client();
        let res = visitor
            .send_with_agent(Method::GET, "/api/v1/widget/survey", PHONE)
            .await;
        assert_eq!(res.body["survey"]["id"], *id, "{}", res.body);

        // Deactivated: desktops only, as on Lite, and the saved devices are kept for later.
        switch(&mut admin, "targeting", &["deactivate"]).await;
        assert_eq!(
            reasons(&mut admin, id, "device=mobile").await,
            json!(["Targeting addon missing"])
        );
        assert_eq!(reasons(&mut admin, id, "device=desktop").await, json!([]));
        let res = visitor
            .send_with_agent(Method::GET, "/api/v1/widget/survey", PHONE)
            .await;
        assert_eq!(res.body["survey"], Value::Null, "{}", res.body);
        switch(&mut admin, "targeting", &["activate"]).await;
        assert_eq!(reasons(&mut admin, id, "device=mobile").await, json!([]));
    }
);

backend_test!(
    display_length_and_expiry_apply_while_behavior_is_in_force,
    |app| async move {
        app.stock_catalogue();
        let mut admin = app.admin().await;
        admin.license(Tier::Pro).await;
        switch(&mut admin, "behavior", &["install", "activate"]).await;
        let behavior = |extra: Value| {
            let mut b = json!({"timing": "immediate", "timing_delay": 20, "display_length": "until_response",
                "run_time": "indefinitely", "expire_at": {"month": null, "day": null}, "start_minimized": false});
            b.as_object_mut()
                .unwrap()
                .extend(extra.as_object().unwrap().clone());
            json!({ "behavior": b })
        };
        let once = create(
            &mut admin,
            survey("Once", behavior(json!({"display_length": "once"}))),
        )
        .await["id"]
            .clone();
        let again = create(
            &mut admin,
            survey(
                "Repeatedly",
                behavior(json!({"display_length": "repeatedly"})),
            ),
        )
        .await["id"]
            .clone();
        // January 1st has come in every year the test runs.
        let expired = create(
            &mut admin,
            survey(
                "Expired",
                behavior(json!({"run_time": "expire", "expire_at": {"month": 1, "day": 1}})),
            ),
        )
        .await["id"]
            .clone();
        let plain = create(&mut admin, survey("Until response", json!({}))).await["id"].clone();
        // Only the timing changed: the display length is the default, decided by the host.
        let delayed = create(
            &mut admin,
            survey(
                "Delayed",
                behavior(json!({"timing": "delay", "timing_delay": 5})),
            ),
        )
        .await["id"]
            .clone();

        let viewed = json!({"submitted": false});
        let answered = json!({"submitted": true, "last_response_id": 7});
        assert_eq!(
            reasons(&mut admin, &once, &cookie(&once, viewed.clone())).await,
            json!(["cookie present"])
        );
        assert_eq!(reasons(&mut admin, &once, "").await, json!([]));
        assert_eq!(
            reasons(&mut admin, &again, &cookie(&again, answered.clone())).await,
            json!([])
        );
        assert_eq!(
            reasons(&mut admin, &expired, "").await,
            json!(["survey expired on month/day"])
        );
        assert_eq!(
            reasons(&mut admin, &plain, &cookie(&plain, answered.clone())).await,
            json!(["cookie present"])
        );
        assert_eq!(
            reasons(&mut admin, &plain, &cookie(&plain, viewed.clone())).await,
            json!([])
        );
        assert_eq!(
            reasons(&mut admin, &delayed, &cookie(&delayed, answered.clone())).await,
            json!(["cookie present"])
        );
        assert_eq!(
            reasons(&mut admin, &delayed, &cookie(&delayed, viewed.clone())).await,
            json!([])
        );
        // Asked again at once, the verdicts behavior said hold for later views (by the value of
        // the survey's cookie, a missing one included) answer the same.
        for _ in 0..2 {
            assert_eq!(
                reasons(&mut admin, &once, &cookie(&once, viewed.clone())).await,
                json!(["cookie present"])
            );
            assert_eq!(reasons(&mut admin, &once, "").await, json!([]));
            assert_eq!(
                reasons(&mut admin, &again, &cookie(&again, viewed.clone())).await,
                json!([])
            );
        }
        // A changed display length counts at once: nothing remembered outlives a change.
        let mut changed = survey("Repeatedly", behavior(json!({"display_length": "once"})));
        changed["id"] = again.clone();
        let res = admin.post("/api/v1/surveys", changed).await;
        assert_eq!(res.status, 200, "{}", res.body);
        assert_eq!(
            reasons(&mut admin, &again, &cookie(&again, viewed.clone())).await,
            json!(["cookie present"])
        );
        // A cookie that cannot be parsed is ignored.
        let junk = format!(
            "cookies={}",
            encoded(&json!({format!("hearken_survey_{once}"): "%%%"}).to_string())
        );
        assert_eq!(reasons(&mut admin, &once, &junk).await, json!([]));

        // Deactivated: every survey shows until the visitor responds, and none expires.
        switch(&mut admin, "behavior", &["deactivate"]).await;
        assert_eq!(
            reasons(&mut admin, &once, &cookie(&once, viewed)).await,
            json!([])
        );
        assert_eq!(
            reasons(&mut admin, &again, &cookie(&again, answered)).await,
            json!(["cookie present"])
        );
        assert_eq!(reasons(&mut admin, &expired, "").await, json!([]));
    }
);

backend_test!(
    a_thank_you_redirect_goes_to_the_url_of_the_page_picked_while_behavior_is_in_force,
    |app| async move {
        app.stock_catalogue();
        let mut admin = app.admin().await;
        admin.license(Tier::Pro).await;
        switch(&mut admin, "behavior", &["install", "activate"]).await;
        let picked =
            json!({"id": "42", "label": "Thanks page", "url": "https://shop.example/thanks"});
        let saved = create(
            &mut admin,
            survey(
                "Redirecting",
                json!({"thank_you": {"type": "redirect", "message": "Thanks!", "redirect_to": picked}}),
            ),
        )
        .await;
        let thank_you = &saved["settings"]["thank_you"];
        assert_eq!(thank_you["redirect_to"], picked);
        assert_eq!(thank_you["redirect_url"], "https://shop.example/thanks");

        // A conditional redirect keeps each row's page and the URL it stands for.
        let conditional = create(
            &mut admin,
            survey(
                "Conditional",
                json!({"thank_you": {"type": "conditional_redirect", "conditions": [
                    {"question": "q1", "condition_type": "=", "condition": "No",
                     "page": {"id": "7", "label": "Help", "url": "https://shop.example/help"}},
                    {"question": "q1", "condition_type": "=", "condition": "Yes",
                     "page": "https://shop.example/review"},
                ]}}),
            ),
        )
        .await;
        let rows = &conditional["settings"]["thank_you"]["conditions"];
        assert_eq!(rows[0]["redirect_url"], "https://shop.example/help");
        assert_eq!(rows[1]["redirect_url"], "https://shop.example/review");

        // The widget gets the redirect and the behavior module that follows it.
        let mut visitor = app.client();
        let answer = widget(&mut visitor, "").await;
        assert_eq!(answer["survey"]["id"], conditional["id"], "{answer}");
        assert!(
            module_slugs(&answer).contains(&"behavior".to_owned()),
            "{answer}"
        );
        let module = answer["modules"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["slug"] == "behavior")
            .unwrap();
        let file = visitor.get(module["url"].as_str().unwrap()).await;
        assert_eq!(file.status, 200);

        // Deactivated: no module follows a redirect, and a save keeps only the message.
        switch(&mut admin, "behavior", &["deactivate"]).await;
        let answer = widget(&mut visitor, "").await;
        assert_eq!(module_slugs(&answer), Vec::<String>::new(), "{answer}");
        let id = saved["id"].clone();
        let mut again = survey(
            "Redirecting",
            json!({"thank_you": {"type": "redirect", "message": "Thanks!", "redirect_to": picked}}),
        );
        again["id"] = id;
        let res = admin.post("/api/v1/surveys", again).await;
        assert_eq!(res.status, 200, "{}", res.body);
        let thank_you = &res.body["survey"]["settings"]["thank_you"];
        assert_eq!(thank_you["type"], "message");
        assert_eq!(thank_you["message"], "Thanks!");
        assert_eq!(thank_you["redirect_to"], Value::Null);
    }
);

backend_test!(
    a_surveys_own_theming_reaches_visitors_only_where_it_changed_it_and_while_branding_is_in_force,
    |app| async move {
        app.stock_catalogue();
        let mut admin = app.admin().await;
        admin.license(Tier::Pro).await;
        switch(&mut admin, "branding", &["install", "activate"]).await;
        let res = admin
            .post(
                "/api/v1/settings",
                json!({"widget_button_color": "#FF5C00", "widget_start_minimized": true}),
            )
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        // Screens learn who makes each feature work without naming add-ons.
        let config = admin.get("/api/v1/config").await.body;
        assert_eq!(
            config["feature_owners"]["widget_start_minimized"],
            json!([{"slug": "behavior", "name": "Behavior"}, {"slug": "branding", "name": "Branding"}])
        );
        assert_eq!(
            config["feature_owners"]["widget_color"],
            json!([{"slug": "branding", "name": "Branding"}])
        );
        assert_eq!(
            config["feature_owners"]["thank_you.type=conditional_redirect"],
            json!([{"slug": "behavior", "name": "Behavior"}])
        );
        // Created with the editor's full light preset: not a change, so the site's colours show.
        let preset = json!({"theming": {"color_scheme": "light", "widget_color": "#FFFFFF",
            "text_color": "#23282D", "button_color": "#2D87F1"}});
        let plain = create(&mut admin, survey("Site colours", preset)).await;
        let mut visitor = app.client();
        let answer = widget(&mut visitor, "").await;
        assert_eq!(answer["survey"]["id"], plain["id"]);
        assert!(
            answer["survey"]["settings"].get("theming").is_none(),
            "{answer}"
        );
        assert_eq!(answer["appearance"]["widget_button_color"], "#FF5C00");
        // Start minimized needs branding or behavior: branding is in force.
        assert_eq!(answer["appearance"]["widget_start_minimized"], true);
        assert_eq!(module_slugs(&answer), Vec::<String>::new());

        let dark = json!({"theming": {"color_scheme": "dark", "widget_color": "#23282D",
            "text_color": "#FFFFFF", "button_color": "#FFFFFF"}});
        let own = create(&mut admin, survey("Dark", dark)).await;
        let answer = widget(&mut visitor, "").await;
        assert_eq!(answer["survey"]["id"], own["id"]);
        assert_eq!(
            answer["survey"]["settings"]["theming"]["color_scheme"],
            "dark"
        );
        assert_eq!(module_slugs(&answer), vec!["branding".to_owned()]);

        // Deactivated: neither the survey's theming nor the site's colours reach visitors.
        switch(&mut admin, "branding", &["deactivate"]).await;
        let answer = widget(&mut visitor, "").await;
        assert_eq!(answer["survey"]["id"], own["id"]);
        assert!(
            answer["survey"]["settings"].get("theming").is_none(),
            "{answer}"
        );
        assert!(answer["appearance"].get("widget_button_color").is_none());
        assert!(answer["appearance"].get("widget_start_minimized").is_none());
        assert_eq!(module_slugs(&answer), Vec::<String>::new());
    }
);

backend_test!(
    the_rule_pickers_offer_what_the_widget_has_seen,
    |app| async move {
        app.stock_catalogue();
        let mut admin = app.admin().await;
        create(&mut admin, survey("Any", json!({}))).await;
        let mut visitor = app.client();
        let page = format!(
            "url={}&title=Rust+book&page_type=single&post_type=product&role=subscriber&logged_in=true&terms={}",
            encoded("https://shop.example/books/rust"),
            encoded("product_cat:books,product_tag:rust")
        );
        widget(&mut visitor, &page).await;
        // The page's context is written off the request's path, the terms last: wait for them.
        for _ in 0..100 {
            let terms = choices(&mut admin, "logic_type=taxonomy_term").await.body;
            if terms.as_array().is_some_and(|t| t.len() == 2) {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        let roles = choices(&mut admin, "logic_type=wp_user_roles").await;
        assert_eq!(
            roles.body,
            json!([{"id": "subscriber", "label": "subscriber"}])
        );
        let types = choices(&mut admin, "logic_type=post_type&search=PROD").await;
        assert_eq!(types.body, json!([{"id": "product", "label": "product"}]));
        let taxonomies = choices(&mut admin, "logic_type=taxonomy").await;
        assert_eq!(
            taxonomies.body,
            json!([{"id": "product_cat", "label": "product_cat"}, {"id": "product_tag", "label": "product_tag"}])
        );
        let terms = choices(&mut admin, "logic_type=taxonomy_term&search=rust").await;
        assert_eq!(
            terms.body,
            json!([{"id": "product_tag:rust", "label": "rust (product_tag)"}])
        );
        let logged = choices(&mut admin, "logic_type=user_logged_in").await;
        assert_eq!(
            logged.body,
            json!([{"id": "true", "label": "Logged in"}, {"id": "false", "label": "Logged out"}])
        );
        let pages = admin.get("/api/v1/search?title=rust").await;
        assert_eq!(pages.body[0]["url"], "https://shop.example/books/rust");
        let bad = choices(&mut admin, "logic_type=moon").await;
        assert_eq!(bad.status, 422, "{}", bad.body);
        // Visitors cannot read them.
        let res = visitor
            .get("/api/v1/logic-type?logic_type=wp_user_roles")
            .await;
        assert_eq!(res.status, 401, "{}", res.body);
    }
);
