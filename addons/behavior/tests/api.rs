//! The behavior add-on through the API (issue 12), installed from the catalogue as an administrator
//! would: display length, expiry and thank-you redirects while it is in force, and the same survey
//! as on Lite once it is deactivated. Every test runs on SQLite and on PostgreSQL.

use crate::common::{self, kit::*};
use hearken::licensing::Tier;
use serde_json::{Value, json};

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
