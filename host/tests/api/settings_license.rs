//! Settings, licensing, the notifications drawer and the UI's config flags, on both backends.

use crate::common;

use hearken::licensing::{MintRequest, Tier};
use serde_json::json;

fn key(tier: Tier, expires: Option<&str>, disabled: bool) -> String {
    MintRequest {
        tier,
        expires: expires.map(|d| d.parse().unwrap()),
        disabled,
    }
    .mint_dev()
}

backend_test!(settings_answer_the_spec_defaults, |app| async move {
    app.stock_catalogue();
    let mut admin = app.admin().await;
    let s = admin.get("/api/v1/settings").await.body;
    assert_eq!(s["widget_button_color"], "#2D87F1");
    assert_eq!(s["widget_color"], "#FFFFFF");
    assert_eq!(s["widget_text_color"], "#23282D");
    assert_eq!(s["widget_toggle_color"], "#23282D");
    assert_eq!(s["widget_position"], "bottom_right");
    assert_eq!(s["widget_theme"], "light");
    assert_eq!(s["skip_text"], "Skip");
    assert_eq!(s["next_text"], "Next");
    assert_eq!(s["widget_toggle_icon"], "field-hearken");
    assert_eq!(s["heatmap_retention_period"], "60");
    assert_eq!(s["heatmap_auto_delete_enabled"], false);
    assert_eq!(s["google_drive"]["connected"], false);
});

backend_test!(
    settings_validation_uses_the_spec_messages_and_keeps_stored_values,
    |app| async move {
        app.stock_catalogue();
        let mut admin = app.admin().await;
        let ok = admin.post("/api/v1/settings", json!({"skip_text": "Later", "notifications_recipients": "a@example.com, b@example.org"})).await;
        assert_eq!(ok.status, 200);
        assert_eq!(ok.message(), "Settings saved.");

        let bad = admin
            .post(
                "/api/v1/settings",
                json!({"skip_text": "Nope", "notifications_recipients": "a@example.com, broken"}),
            )
            .await;
        assert_eq!(bad.status, 422);
        assert_eq!(bad.message(), "Please fix errors on this page.");
        assert!(bad.body["fields"]["notifications_recipients"].is_string());
        let logo = admin
            .post(
                "/api/v1/settings",
                json!({"logo_type": "custom", "widget_custom_logo": ""}),
            )
            .await;
        assert_eq!(logo.status, 422);
        assert_eq!(logo.message(), "You must select a custom logo.");
        assert_eq!(
            logo.body["fields"]["widget_custom_logo"],
            "You must select a custom logo."
        );
        let unknown = admin
            .post("/api/v1/settings", json!({"favourite_colour": "blue"}))
            .await;
        assert_eq!(unknown.status, 422);
        let wrong_type = admin
            .post("/api/v1/settings", json!({"allow_usage_tracking": "yes"}))
            .await;
        assert_eq!(wrong_type.status, 422);

        let s = admin.get("/api/v1/settings").await.body;
        assert_eq!(s["skip_text"], "Later", "the refused saves changed nothing");
        assert_eq!(
            s["notifications_recipients"],
            "a@example.com, b@example.org"
        );
        let none = admin
            .post("/api/v1/settings", json!({"logo_type": "none"}))
            .await;
        assert_eq!(
            none.body["settings"]["widget_show_logo"], false,
            "logo type none hides the logo"
        );
    }
);

backend_test!(
    pro_only_settings_are_refused_on_lite_and_accepted_with_pro,
    |app| async move {
        app.stock_catalogue();
        let mut admin = app.admin().await;
        let everything = admin.get("/api/v1/settings").await.body;
        assert_eq!(
            admin.post("/api/v1/settings", everything).await.status,
            200,
            "sending back unchanged values passes every gate"
        );

        let access = admin
            .post(
                "/api/v1/settings",
                json!({"view_results": ["administrator"]}),
            )
            .await;
        assert_eq!(access.status, 403);
        assert_eq!(access.code(), "plan_required");
        assert_eq!(access.message(), "Manage User Access is a Pro feature");
        assert_eq!(
            access.body["fields"]["detail"],
            "the Manage User Access is not available on your plan"
        );
        let middle = admin
            .post(
                "/api/v1/settings",
                json!({"widget_position": "middle_left"}),
            )
            .await;
        assert_eq!(middle.status, 403);
        assert_eq!(
            admin
                .post(
                    "/api/v1/settings",
                    json!({"widget_position": "bottom_left"})
                )
                .await
                .status,
            200
        );

        assert_eq!(
            admin
                .post(
                    "/api/v1/license/verify",
                    json!({"key": key(Tier::Pro, None, false)})
                )
                .await
                .status,
            200
        );
        let access = admin
            .post(
                "/api/v1/settings",
                json!({"view_results": ["administrator"], "widget_position": "middle_left"}),
            )
            .await;
        assert_eq!(access.status, 200, "{}", access.body);
        let mut editor = app.user_with_role(&mut admin, "editor").await;
        assert_eq!(
            editor.get("/api/v1/surveys").await.status,
            200,
            "editors still create and edit"
        );
        let mut editor_caps = editor.get("/api/v1/auth/me").await.body["capabilities"].clone();
        editor_caps
            .as_array_mut()
            .unwrap()
            .sort_by_key(|v| v.to_string());
        assert_eq!(
            editor_caps,
            json!(["create_edit_surveys"]),
            "view_results was taken from editors"
        );
        // Pro: a catalogue font with one of its weights is kept; anything else is refused with
        // its reason and the stored font stays.
        let lora = json!({"widget_font": {"family": "Lora", "weight": "700"}});
        assert_eq!(admin.post("/api/v1/settings", lora).await.status, 200);
        for (bad, reason) in [
            (
                json!({"family": "Comic Sans", "weight": "700"}),
                "Choose a font family from the list.",
            ),
            (
                json!({"family": "Lora", "weight": "100"}),
                "Choose one of the weights this font offers.",
            ),
            (
                json!({"family": "Lora", "weight": "700italic"}),
                "Choose one of the weights this font offers.",
            ),
            (
                json!({"family": "x'}body{color:red"}),
                "Choose a font family from the list.",
            ),
        ] {
            let refused = admin
                .post("/api/v1/settings", json!({ "widget_font": bad }))
                .await;
            assert_eq!(refused.status, 422, "{bad}");
            assert!(
                refused.body.to_string().contains(reason),
                "{}",
                refused.body
            );
        }
        assert_eq!(
            admin.get("/api/v1/settings").await.body["widget_font"],
            json!({"family": "Lora", "weight": "700"})
        );
        let heat = admin
            .post(
                "/api/v1/settings",
                json!({"heatmap_auto_delete_enabled": true}),
            )
            .await;
        assert_eq!(heat.message(), "Heatmaps is a Elite feature");
    }
);

backend_test!(
    license_states_valid_expired_disabled_invalid,
    |app| async move {
        app.stock_catalogue();
        let mut admin = app.admin().await;
        let lite = admin.get("/api/v1/license").await.body;
        assert_eq!(
            (
                lite["state"].as_str(),
                lite["key"].as_str(),
                lite["type"].as_str()
            ),
            (Some("none"), Some(""), Some(""))
        );

        let expired = admin
            .post(
                "/api/v1/license/verify",
                json!({"key": key(Tier::Pro, Some("2020-01-01"), false)}),
            )
            .await;
        assert_eq!(expired.status, 422);
        assert_eq!(
            expired.message(),
            "Your license key for Hearken has expired. Please click here to renew your license key."
        );
        let disabled = admin
            .post(
                "/api/v1/license/verify",
                json!({"key": key(Tier::Pro, None, true)}),
            )
            .await;
        assert_eq!(
            disabled.message(),
            "Your license key for Hearken has been disabled. Please use a different key."
        );
        let invalid = admin
            .post(
                "/api/v1/license/verify",
                json!({"key": "HKN1.garbage.here"}),
            )
            .await;
        assert_eq!(
            invalid.message(),
            "Your license key for Hearken is invalid. The key no longer exists or the user associated with the key has been deleted. Please use a different key."
        );
        assert_eq!(
            admin
                .post("/api/v1/license/verify", json!({"key": "  "}))
                .await
                .status,
            422
        );
        assert_eq!(
            admin.get("/api/v1/license").await.body["state"],
            "none",
            "refused keys are not stored"
        );

        let elite = key(Tier::Elite, Some("2099-12-31"), false);
        let ok = admin
            .post("/api/v1/license/verify", json!({"key": elite}))
            .await;
        assert_eq!(ok.status, 200);
        assert_eq!(ok.body["license"]["type"], "elite");
        assert_eq!(ok.body["license"]["is_licensed"], true);
        let config = admin.get("/api/v1/config").await.body;
        assert_eq!(
            (
                config["is_pro"].as_bool(),
                config["is_licensed"].as_bool(),
                config["license_type"].as_str()
            ),
            (Some(true), Some(true), Some("elite"))
        );
        assert_eq!(config["addons"]["templates"]["type"], "licensed");
        assert_eq!(config["admin_email"], common::ADMIN_EMAIL);

        // The issuer revokes the key: a refresh shows it disabled, with the notice and a notification.
        let key_id = ok.body["license"]["key_id"].as_str().unwrap().to_owned();
        hearken::licensing::revoke(&app.db, &key_id, "refunded")
            .await
            .unwrap();
        let refreshed = admin.post("/api/v1/license/validate", json!({})).await;
        assert_eq!(refreshed.status, 200);
        assert_eq!(refreshed.body["license"]["is_disabled"], true);
        assert_eq!(
            refreshed.body["license"]["notice"]["message"],
            "Your license key for Hearken has been disabled. Please use a different key."
        );
        let drawer = admin.get("/api/v1/notifications").await.body;
        assert_eq!(drawer["counts"]["active"], 1);
        assert_eq!(
            drawer["active"][0]["content"],
            "Your license key for Hearken has been disabled. Please use a different key."
        );
        let config = admin.get("/api/v1/config").await.body;
        assert_eq!(
            (
                config["is_pro"].as_bool(),
                config["is_licensed"].as_bool(),
                config["license_type"].as_str()
            ),
            (Some(true), Some(false), Some("lite"))
        );

        let plus = admin
            .post(
                "/api/v1/license/upgrade",
                json!({"key": key(Tier::Plus, None, false)}),
            )
            .await;
        assert_eq!(plus.body["reload"], true);
        assert_eq!(
            admin.get("/api/v1/notifications").await.body["counts"]["active"],
            0,
            "a valid key withdraws the notice"
        );
        assert_eq!(
            admin
                .post("/api/v1/license/deactivate", json!({}))
                .await
                .status,
            200
        );
        assert_eq!(admin.get("/api/v1/license").await.body["state"], "none");
        assert_eq!(
            admin
                .post("/api/v1/license/validate", json!({}))
                .await
                .status,
            422
        );
    }
);

backend_test!(
    a_stored_key_that_expires_turns_expired_with_its_notice,
    |app| async move {
        // As the server ships: its catalogue names the add-ons that sell paid question types.
        app.stock_catalogue();
        let mut admin = app.admin().await;
        // A key that was valid when stored and has since passed its last day.
        hearken::licensing::store_key_for_tests(
            &app.db,
            &key(Tier::Pro, Some("2021-03-04"), false),
        )
        .await
        .unwrap();
        let license = admin.get("/api/v1/license").await.body;
        assert_eq!(license["state"], "expired");
        assert_eq!(license["is_expired"], true);
        assert_eq!(license["notice"]["type"], "error");
        assert_eq!(license["notice"]["link"], "/admin/settings/general");
        let body = json!({"title": "x", "questions": [{"type": "nps", "title": "n"}]});
        let res = admin.post("/api/v1/surveys", body).await;
        assert_eq!(
            res.body["survey"]["questions"],
            json!([]),
            "an expired license unlocks nothing"
        );
    }
);

backend_test!(
    a_license_expiring_soon_raises_a_notification_that_can_be_dismissed,
    |app| async move {
        let mut admin = app.admin().await;
        let soon = (chrono::Utc::now() + chrono::Duration::days(10))
            .date_naive()
            .to_string();
        assert_eq!(
            admin
                .post(
                    "/api/v1/license/verify",
                    json!({"key": key(Tier::Pro, Some(&soon), false)})
                )
                .await
                .status,
            200
        );
        let drawer = admin.get("/api/v1/notifications").await.body;
        assert_eq!(drawer["counts"]["active"], 1);
        let n = &drawer["active"][0];
        assert_eq!(n["title"], "Your license expires soon");
        assert_eq!(drawer["notifications"], drawer["active"]);
        let id = n["id"].as_str().unwrap().to_owned();
        assert_eq!(
            admin
                .post(&format!("/api/v1/notifications/{id}/dismiss"), json!({}))
                .await
                .status,
            200
        );
        let drawer = admin.get("/api/v1/notifications").await.body;
        assert_eq!(
            (
                drawer["counts"]["active"].as_i64(),
                drawer["counts"]["dismissed"].as_i64()
            ),
            (Some(0), Some(1)),
            "it stays dismissed"
        );
        assert_eq!(
            admin
                .post("/api/v1/notifications/nope/dismiss", json!({}))
                .await
                .status,
            404
        );
        assert_eq!(
            admin
                .post("/api/v1/notifications/all/dismiss", json!({}))
                .await
                .status,
            200
        );
        let action = admin
            .post(
                "/api/v1/notifications/action",
                json!({"class": "license-expiring", "action": "validate_license"}),
            )
            .await;
        assert_eq!(action.body["reload"], true);
        assert_eq!(
            admin
                .post(
                    "/api/v1/notifications/action",
                    json!({"class": "x", "action": "launch"})
                )
                .await
                .status,
            422
        );
    }
);
