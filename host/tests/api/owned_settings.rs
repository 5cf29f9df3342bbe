//! Settings add-ons own (API 1.1): the spec's survey keys owned by first-party add-ons keep their
//! REST shape and are checked, completed and reset from the owners' manifests; a third party's keys
//! live under `addons.{slug}`; plugin settings are gated by their owner and secrets never answered;
//! and an add-on reaches only its own keys and data through the host interfaces.

use crate::common;

use common::Client;
use hearken::licensing::Tier;
use serde_json::{Value, json};

async fn install(admin: &mut Client, slug: &str) {
    let res = admin
        .post(&format!("/api/v1/addons/{slug}/install"), json!({}))
        .await;
    assert_eq!(res.status, 200, "{}", res.body);
    let res = admin
        .post(&format!("/api/v1/addons/{slug}/activate"), json!({}))
        .await;
    assert_eq!(res.status, 200, "{}", res.body);
}

async fn ledger(admin: &mut Client) {
    let res = admin
        .upload(
            "/api/v1/addons/upload?activate=true",
            &common::addon_package("ledger"),
        )
        .await;
    assert_eq!(res.status, 201, "{}", res.body);
}

async fn save(admin: &mut Client, survey: Value) -> common::Response {
    admin.post("/api/v1/surveys", survey).await
}

fn survey(id: Option<i64>, settings: Value) -> Value {
    json!({"id": id, "title": "Owned", "status": "publish",
        "questions": [{"id": "q1", "type": "radio-button", "title": "How did we do?", "config": {"options": ["Well", "Badly"]}}],
        "settings": settings})
}

backend_test!(
    first_party_keys_keep_the_spec_shape_and_their_owners_check_them,
    |app| async move {
        app.stock_catalogue();
        let mut admin = app.admin().await;
        let res = save(&mut admin, survey(None, json!({}))).await;
        assert_eq!(res.status, 201, "{}", res.body);
        let id = res.body["survey"]["id"].as_i64().unwrap();
        let settings = admin.get(&format!("/api/v1/surveys/{id}")).await.body["settings"].clone();
        assert_eq!(
            settings["targeting"],
            json!({"devices": ["desktop", "tablet", "mobile"], "pages": "all", "page_rules": []})
        );
        assert_eq!(settings["behavior"]["timing_delay"], 20);
        assert_eq!(
            settings["behavior"]["expire_at"],
            json!({"month": null, "day": null})
        );
        assert_eq!(settings["theming"]["button_color"], "#2D87F1");
        assert_eq!(
            settings["geo_targeting"],
            json!({"target": "all", "countries": []})
        );
        assert_eq!(settings["google_drive"]["enable"], false);

        // Owners not installed: their keys are reset to the defaults on save (spec 000 §6).
        let res = save(
            &mut admin,
            survey(
                Some(id),
                json!({"behavior": {"timing": "delay", "timing_delay": 99}}),
            ),
        )
        .await;
        assert_eq!(res.status, 200, "{}", res.body);
        assert_eq!(
            res.body["survey"]["settings"]["behavior"]["timing"],
            "immediate"
        );

        admin.license(Tier::Pro).await;
        for slug in ["targeting", "behavior", "branding"] {
            install(&mut admin, slug).await;
        }
        let res = save(&mut admin, survey(Some(id), json!({
            "behavior": {"timing": "delay", "timing_delay": 61, "expire_at": {"month": 13, "day": 0}},
            "targeting": {"devices": ["desktop", "desktop"], "pages": "all", "page_rules": [{"logic": "moon_phase", "operator": "xor"}]},
            "theming": {"color_scheme": "light", "widget_color": "blue", "text_color": "#23282D", "button_color": "#2D87F1"}
        }))).await;
        assert_eq!(res.status, 422, "{}", res.body);
        let fields = &res.body["fields"];
        assert_eq!(
            fields["settings.behavior.timing_delay"],
            "The delay is between 0 and 60 seconds."
        );
        assert_eq!(
            fields["settings.behavior.expire_at.month"],
            "The month is 1 to 12."
        );
        assert_eq!(
            fields["settings.behavior.expire_at.day"],
            "The day is 1 to 31."
        );
        assert_eq!(
            fields["settings.targeting.devices"],
            "Choose one to three of desktop, tablet and mobile."
        );
        assert_eq!(
            fields["settings.targeting.page_rules.0.logic"],
            "Unknown page rule."
        );
        assert_eq!(
            fields["settings.targeting.page_rules.0.operator"],
            "A rule joins the previous one with && or ||."
        );
        assert_eq!(
            fields["settings.theming.widget_color"],
            "Colours are hex colours such as #2D87F1."
        );
        // Nothing was stored.
        let stored = admin.get(&format!("/api/v1/surveys/{id}")).await.body;
        assert_eq!(stored["settings"]["behavior"]["timing"], "immediate");

        // What the owners' hooks find keeps the survey from being published.
        let res = save(&mut admin, survey(Some(id), json!({
            "behavior": {"timing": "delay", "run_time": "expire", "expire_at": {"month": 5}},
            "targeting": {"devices": ["desktop"], "pages": "custom", "page_rules": [{"logic": "page_url_contains", "operator": null, "data": ""}]}
        }))).await;
        assert_eq!(res.status, 200, "{}", res.body);
        assert_eq!(res.body["published"], false);
        assert_eq!(
            res.body["fields"]["settings.targeting.page_rules.0.data"],
            "This rule needs a value."
        );
        assert_eq!(
            res.body["fields"]["settings.behavior.expire_at"],
            "Choose the month and day the survey expires."
        );
        // A partial object keeps the defaults of what it leaves out.
        let behavior = &res.body["survey"]["settings"]["behavior"];
        assert_eq!(
            (behavior["timing"].clone(), behavior["timing_delay"].clone()),
            (json!("delay"), json!(20))
        );

        // Deactivated: the owner's keys go back to their defaults on the next save.
        admin
            .post("/api/v1/addons/behavior/deactivate", json!({}))
            .await;
        let res = save(&mut admin, survey(Some(id), json!({}))).await;
        assert_eq!(
            res.body["survey"]["settings"]["behavior"]["timing"],
            "immediate"
        );
        assert_eq!(
            res.body["survey"]["settings"]["targeting"]["pages"],
            "custom"
        );
    }
);

backend_test!(
    a_third_party_keeps_its_survey_keys_under_its_slug,
    |app| async move {
        let mut admin = app.admin().await;
        ledger(&mut admin).await;
        let res = save(&mut admin, survey(None, json!({}))).await;
        let id = res.body["survey"]["id"].as_i64().unwrap();
        assert_eq!(
            res.body["survey"]["settings"]["addons"]["ledger"]["ledger"],
            json!({"budget": 10, "note": ""})
        );
        let bad = save(
            &mut admin,
            survey(
                Some(id),
                json!({"addons": {"ledger": {"ledger": {"budget": 5000}}}}),
            ),
        )
        .await;
        assert_eq!(bad.status, 422, "{}", bad.body);
        assert_eq!(
            bad.body["fields"]["settings.addons.ledger.ledger.budget"],
            "The budget is 0 to 1000."
        );
        let refused = save(
            &mut admin,
            survey(
                Some(id),
                json!({"addons": {"ledger": {"ledger": {"note": "a forbidden word"}}}}),
            ),
        )
        .await;
        assert_eq!(refused.status, 422, "{}", refused.body);
        assert_eq!(refused.body["message"], "That note is not allowed.");
        let draft = save(
            &mut admin,
            survey(
                Some(id),
                json!({"addons": {"ledger": {"ledger": {"budget": 0, "note": "  spaced  "}}}}),
            ),
        )
        .await;
        assert_eq!(draft.status, 200, "{}", draft.body);
        assert_eq!(draft.body["published"], false);
        assert_eq!(
            draft.body["fields"]["settings.addons.ledger.ledger.budget"],
            "A budget is needed to publish."
        );
        assert_eq!(
            draft.body["survey"]["settings"]["addons"]["ledger"]["ledger"]["note"],
            "spaced"
        );

        // A client that does not know the key cannot erase it; a key nobody owns is refused.
        let kept = save(
            &mut admin,
            survey(Some(id), json!({"enable_tracking": false})),
        )
        .await;
        assert_eq!(
            kept.body["survey"]["settings"]["addons"]["ledger"]["ledger"]["budget"],
            0
        );
        let unknown = save(
            &mut admin,
            survey(
                Some(id),
                json!({"addons": {"other": {"x": 1}}, "moon": true}),
            ),
        )
        .await;
        assert_eq!(unknown.status, 422, "{}", unknown.body);
        assert_eq!(
            unknown.body["fields"]["settings.addons.other.x"],
            "'settings.addons.other.x' is not a survey setting."
        );
        assert_eq!(
            unknown.body["fields"]["settings.moon"],
            "'settings.moon' is not a survey setting."
        );

        admin
            .post("/api/v1/addons/ledger/deactivate", json!({}))
            .await;
        let reset = save(&mut admin, survey(Some(id), json!({}))).await;
        assert_eq!(
            reset.body["survey"]["settings"]["addons"]["ledger"]["ledger"],
            json!({"budget": 10, "note": ""})
        );

        // Only the add-ons shipped with Hearken may own top-level keys.
        let dir = tempfile::tempdir().unwrap();
        let (source, wasm) = common::addon_sources("ledger");
        let manifest = std::fs::read_to_string(source.join("addon.toml"))
            .unwrap()
            .replace(
                "[survey_settings.ledger]\n",
                "[survey_settings.ledger]\ntop_level = true\n",
            )
            .replace("slug = \"ledger\"", "slug = \"ledger-two\"");
        std::fs::write(dir.path().join("addon.toml"), manifest).unwrap();
        std::fs::create_dir(dir.path().join("widget")).unwrap();
        std::fs::copy(
            source.join("widget/page.js"),
            dir.path().join("widget/page.js"),
        )
        .unwrap();
        let package = common::signed(
            &hearken::addons::package::pack(dir.path(), Some(&wasm))
                .unwrap()
                .1,
        );
        let res = admin.upload("/api/v1/addons/upload", &package).await;
        assert_eq!(res.status, 422, "{}", res.body);
        assert!(
            res.message()
                .starts_with("Only the add-ons shipped with Hearken may own top-level settings"),
            "{}",
            res.message()
        );
    }
);

backend_test!(
    plugin_settings_of_addons_are_gated_by_their_owner_and_secrets_stay_hidden,
    |app| async move {
        app.stock_catalogue();
        let mut admin = app.admin().await;
        let settings = admin.get("/api/v1/settings").await.body;
        assert_eq!(settings["widget_color"], "#FFFFFF");
        assert_eq!(settings["widget_button_color"], "#2D87F1");
        assert_eq!(settings["heatmap_retention_period"], "60");
        assert_eq!(settings["google_drive"]["connected"], false);

        let res = admin
            .post("/api/v1/settings", json!({"widget_color": "#000000"}))
            .await;
        assert_eq!(res.status, 403, "{}", res.body);
        assert_eq!(res.message(), "Theme Colors is a Pro feature");
        admin.license(Tier::Pro).await;
        let res = admin
            .post("/api/v1/settings", json!({"widget_color": "#000000"}))
            .await;
        assert_eq!(res.status, 403, "{}", res.body);
        assert_eq!(
            res.message(),
            "Please activate the Branding addon to access this feature."
        );
        install(&mut admin, "branding").await;
        let res = admin
            .post("/api/v1/settings", json!({"widget_color": "#000000"}))
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        assert_eq!(res.body["settings"]["widget_color"], "#000000");
        let bad = admin
            .post("/api/v1/settings", json!({"widget_color": "black"}))
            .await;
        assert_eq!(
            bad.body["fields"]["widget_color"],
            "Colours are hex colours such as #2D87F1."
        );
        let drive = admin
            .post(
                "/api/v1/settings",
                json!({"google_drive": {"connected": true}}),
            )
            .await;
        assert_eq!(drive.status, 422, "{}", drive.body);
        assert_eq!(
            drive.body["fields"]["google_drive"],
            "Google Drive is changed from its own screen, not saved here."
        );

        // A stored value its schema refuses reads as the default (heatmaps: 60 days).
        hearken::on_db!(&app.db, pool => {
            sqlx::query("INSERT INTO settings (key, value) VALUES ('heatmap_retention_period', '\"13\"')")
                .execute(pool).await.map(|_| ())
        }).unwrap();
        assert_eq!(
            admin.get("/api/v1/settings").await.body["heatmap_retention_period"],
            "60"
        );

        // A third party's keys, and its secret.
        ledger(&mut admin).await;
        let settings = admin.get("/api/v1/settings").await.body;
        assert_eq!(
            settings["addons"]["ledger"],
            json!({"ledger_mode": "calm", "ledger_token": ""})
        );
        let res = admin
            .post(
                "/api/v1/settings",
                json!({"addons": {"ledger": {"ledger_token": "s3cret", "ledger_mode": "busy"}}}),
            )
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        assert_eq!(
            res.body["settings"]["addons"]["ledger"]["ledger_token"],
            "••••••••"
        );
        let back = admin
            .post("/api/v1/settings", res.body["settings"].clone())
            .await;
        assert_eq!(back.status, 200, "{}", back.body);
        let own = admin.get("/api/v1/addons/ledger/settings").await;
        assert_eq!(
            own.body,
            json!({"ledger_mode": "busy", "ledger_token": "s3cret"})
        );
        let core = admin.get("/api/v1/addons/ledger/core-settings").await.body;
        assert!(
            core.get("ai_summary_api_key").is_none()
                && core.get("addons").is_none()
                && core.get("widget_color").is_none(),
            "{core}"
        );
        assert_eq!(core["skip_text"], "Skip");
    }
);

backend_test!(
    an_addon_reaches_only_its_own_keys_and_data,
    |app| async move {
        let mut admin = app.admin().await;
        ledger(&mut admin).await;
        let id = save(&mut admin, survey(None, json!({}))).await.body["survey"]["id"]
            .as_i64()
            .unwrap();
        let put = |path: String, body: Value| (path, body);
        let (path, body) = put(
            format!("/api/v1/addons/ledger/survey/{id}"),
            json!({"budget": 7, "note": "from the add-on"}),
        );
        let res = admin
            .send_bytes(
                axum::http::Method::PUT,
                &path,
                "application/json",
                body.to_string().into_bytes(),
            )
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        let stored = admin.get(&format!("/api/v1/surveys/{id}")).await.body;
        assert_eq!(
            stored["settings"]["addons"]["ledger"]["ledger"]["budget"],
            7
        );
        assert_eq!(
            admin
                .get(&format!("/api/v1/addons/ledger/survey/{id}"))
                .await
                .body["budget"],
            7
        );
        let res = admin
            .send_bytes(
                axum::http::Method::PUT,
                &path,
                "application/json",
                json!({"budget": -1}).to_string().into_bytes(),
            )
            .await;
        assert_eq!(res.status, 422, "{}", res.body);
        assert_eq!(res.message(), "ledger.budget: The budget is 0 to 1000.");
        let other = format!("/api/v1/addons/ledger/survey/{id}/behavior");
        let res = admin
            .send_bytes(
                axum::http::Method::PUT,
                &other,
                "application/json",
                json!({"timing": "delay"}).to_string().into_bytes(),
            )
            .await;
        assert_eq!(
            res.message(),
            "'behavior' is not a survey setting of this add-on ([survey_settings])"
        );

        // Attachments: shown read-only with the survey and the response.
        let attach = format!("/api/v1/addons/ledger/attach/survey/{id}/row");
        let res = admin
            .send_bytes(
                axum::http::Method::PUT,
                &attach,
                "application/json",
                json!({"sheet": "A7"}).to_string().into_bytes(),
            )
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        let stored = admin.get(&format!("/api/v1/surveys/{id}")).await.body;
        assert_eq!(
            stored["addon_data"],
            json!({"ledger": {"row": {"sheet": "A7"}}})
        );
        assert_eq!(admin.get(&attach).await.body, json!({"sheet": "A7"}));
        let missing = admin
            .send_bytes(
                axum::http::Method::PUT,
                "/api/v1/addons/ledger/attach/survey/999999/row",
                "application/json",
                b"1".to_vec(),
            )
            .await;
        assert_eq!(missing.message(), "there is no survey 999999");
        let res = admin
            .send_bytes(
                axum::http::Method::DELETE,
                &attach,
                "application/json",
                Vec::new(),
            )
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        assert!(
            admin
                .get(&format!("/api/v1/surveys/{id}"))
                .await
                .body
                .get("addon_data")
                .is_none()
        );

        let mut visitor = app.client();
        let nonce = app.submission_nonce(id).await;
        let sent = visitor
            .post(
                &format!("/api/v1/surveys/{id}/responses"),
                json!({"answers": [{"question_id": "q1", "value": "Well"}], "nonce": nonce}),
            )
            .await;
        assert_eq!(sent.status, 201, "{}", sent.body);
        let rid = sent.body["id"].as_i64().unwrap();
        let read = admin
            .get(&format!("/api/v1/addons/ledger/response/{id}/{rid}"))
            .await;
        assert_eq!(read.body["answers"][0]["value"], "Well");
        let on_response = format!("/api/v1/addons/ledger/attach/response/{rid}/synced");
        admin
            .send_bytes(
                axum::http::Method::PUT,
                &on_response,
                "application/json",
                b"true".to_vec(),
            )
            .await;
        admin.license(Tier::Pro).await;
        let single = admin
            .get(&format!("/api/v1/surveys/{id}/responses/{rid}"))
            .await;
        assert_eq!(
            single.body["response"]["addon_data"],
            json!({"ledger": {"synced": true}})
        );

        // A refusal names its field and answers 422, not 502.
        let refused = admin.get("/api/v1/addons/ledger/refuse").await;
        assert_eq!(refused.status, 422, "{}", refused.body);
        assert_eq!(
            refused.body,
            json!({"code": "addon_refused", "message": "Ledger says no.", "fields": {"budget": "Ledger says no."}})
        );
    }
);

backend_test!(
    triggers_come_from_the_addons_in_force_and_a_survey_names_one_through_an_owned_key,
    |app| async move {
        app.stock_catalogue();
        let mut admin = app.admin().await;
        admin.license(Tier::Pro).await;
        let id = save(&mut admin, survey(None, json!({}))).await.body["survey"]["id"]
            .as_i64()
            .unwrap();
        let mut visitor = app.client();
        let widget = |answer: &Value| {
            (
                answer["features"]["triggers"].clone(),
                answer["survey"]["trigger"].clone(),
            )
        };
        // No add-on provides a trigger: every survey opens at once.
        let answer = visitor.get("/api/v1/widget/survey").await.body;
        assert_eq!(widget(&answer), (json!(["immediate"]), json!("immediate")));

        // The behavior add-on provides its timings; behavior.timing names the survey's.
        install(&mut admin, "behavior").await;
        let res = save(
            &mut admin,
            survey(
                Some(id),
                json!({"behavior": {"timing": "delay", "timing_delay": 5}}),
            ),
        )
        .await;
        assert_eq!(res.status, 200, "{}", res.body);
        let answer = visitor.get("/api/v1/widget/survey").await.body;
        assert_eq!(
            widget(&answer),
            (
                json!(["immediate", "delay", "before_abandon", "half_page"]),
                json!("delay")
            )
        );

        // A third party's trigger under a name of its own, named by its own survey setting. The
        // behavior add-on's key comes first, so its timing wins while it names one.
        let package = common::addon_package_with("probe", |manifest| {
            format!(
                "{manifest}\n[widget]\ntriggers = [\"probe_tap\"]\n\n[survey_settings.opens]\nwidget = true\ntrigger = \"\"\ndefault = \"probe_tap\"\nschema = {{ enum = [\"immediate\", \"probe_tap\"] }}\n"
            )
        });
        let res = admin
            .upload("/api/v1/addons/upload?activate=true", &package)
            .await;
        assert_eq!(res.status, 201, "{}", res.body);
        let answer = visitor.get("/api/v1/widget/survey").await.body;
        assert_eq!(
            widget(&answer),
            (
                json!([
                    "immediate",
                    "delay",
                    "before_abandon",
                    "half_page",
                    "probe_tap"
                ]),
                json!("delay")
            )
        );
        let res = save(
            &mut admin,
            survey(Some(id), json!({"behavior": {"timing": "immediate"}})),
        )
        .await;
        assert_eq!(res.status, 200, "{}", res.body);
        let answer = visitor.get("/api/v1/widget/survey").await.body;
        assert_eq!(answer["survey"]["trigger"], "probe_tap");
        assert_eq!(
            answer["survey"]["settings"]["addons"]["probe"]["opens"],
            "probe_tap"
        );

        // An add-on that is not in force provides nothing, and its key names nothing.
        for slug in ["behavior", "probe"] {
            let res = admin
                .post(&format!("/api/v1/addons/{slug}/deactivate"), json!({}))
                .await;
            assert_eq!(res.status, 200, "{}", res.body);
        }
        let answer = visitor.get("/api/v1/widget/survey").await.body;
        assert_eq!(widget(&answer), (json!(["immediate"]), json!("immediate")));
    }
);
