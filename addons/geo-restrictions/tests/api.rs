//! The geo-restrictions add-on through the API (issue 15), installed from the catalogue as an
//! administrator would: visitors reach the host through a trusted proxy that names their address
//! (`X-Forwarded-For`), the host looks the country up in the IP-to-country database `make`
//! installs, and the add-on shows a survey limited to Germany to German visitors only. Every test
//! runs on SQLite and on PostgreSQL.

use crate::common;

use common::Client;
use hearken::licensing::Tier;
use serde_json::{Value, json};

const OUTSIDE: &str = "visitor's country is not one of the survey's countries";
const UNKNOWN: &str =
    "visitor's country is unknown, and the survey shows only in selected countries";

fn database() -> std::path::PathBuf {
    common::workspace_root().join("build/geoip/country.mmdb")
}

fn geo_config(config: &mut hearken::Config) {
    config.trust_forwarded = true;
    config.geoip_db = Some(database());
}

async fn shown_to(app: &common::TestApp, address: &str) -> Value {
    let mut visitor = app.client();
    visitor.address = address.into();
    let res = visitor
        .get("/api/v1/widget/survey?url=https%3A%2F%2Fshop.example%2F")
        .await;
    assert_eq!(res.status, 200, "{}", res.body);
    res.body["survey"]["id"].clone()
}

async fn reasons(admin: &mut Client, id: &Value, query: &str) -> Value {
    let res = admin
        .get(&format!("/api/v1/surveys/{id}/visibility?{query}"))
        .await;
    assert_eq!(res.status, 200, "{}", res.body);
    res.body["reasons"].clone()
}

backend_test!(
    a_survey_limited_to_germany_shows_only_to_german_addresses,
    config = geo_config,
    |app| async move {
        if !database().is_file() {
            assert!(
                std::env::var("CI").as_deref() != Ok("true"),
                "build/geoip/country.mmdb is missing"
            );
            eprintln!("SKIPPED: no build/geoip/country.mmdb (run `make test`)");
            return;
        }
        app.stock_catalogue();
        let mut admin = app.admin().await;
        admin.license(Tier::Pro).await;
        for step in ["install", "activate"] {
            let res = admin
                .post(
                    &format!("/api/v1/addons/geo-restrictions/{step}"),
                    json!({}),
                )
                .await;
            assert_eq!(res.status, 200, "{step}: {}", res.body);
        }

        // Limited to no country at all, a survey stays a draft.
        let nowhere = admin
            .post(
                "/api/v1/surveys",
                json!({"title": "Nowhere", "status": "publish",
                    "questions": [{"id": "q1", "type": "long-text", "title": "Hallo?"}],
                    "settings": {"geo_targeting": {"target": "select", "countries": []}}}),
            )
            .await;
        assert_eq!(nowhere.status, 201, "{}", nowhere.body);
        assert_eq!(nowhere.body["published"], false, "{}", nowhere.body);
        assert_eq!(
            nowhere.body["fields"]["settings.geo_targeting.countries"],
            "Choose at least one country."
        );
        // A code that is not one is refused by the manifest's schema.
        let bad = admin
            .post(
                "/api/v1/surveys",
                json!({"title": "Bad", "questions": [],
                    "settings": {"geo_targeting": {"target": "select", "countries": ["Germany"]}}}),
            )
            .await;
        assert_eq!(bad.status, 422, "{}", bad.body);

        let made = admin
            .post(
                "/api/v1/surveys",
                json!({"title": "Nur in Deutschland", "status": "publish",
                    "questions": [{"id": "q1", "type": "long-text", "title": "Wie war's?"}],
                    "settings": {"geo_targeting": {"target": "select", "countries": ["DE"]}}}),
            )
            .await;
        assert_eq!(made.status, 201, "{}", made.body);
        assert_eq!(made.body["published"], true, "{}", made.body);
        let id = made.body["survey"]["id"].clone();

        assert_eq!(
            shown_to(&app, "193.99.144.80").await,
            id,
            "a German IPv4 address"
        );
        assert_eq!(
            shown_to(&app, "2a01:4f8::1").await,
            id,
            "a German IPv6 address"
        );
        assert_eq!(
            shown_to(&app, "8.8.8.8").await,
            Value::Null,
            "an American address"
        );
        assert_eq!(
            shown_to(&app, "10.0.0.7").await,
            Value::Null,
            "a private address"
        );

        assert_eq!(
            reasons(&mut admin, &id, "country=US").await,
            json!([OUTSIDE])
        );
        assert_eq!(reasons(&mut admin, &id, "country=de").await, json!([]));
        assert_eq!(reasons(&mut admin, &id, "").await, json!([UNKNOWN]));

        // Deactivated, it limits nothing.
        let res = admin
            .post("/api/v1/addons/geo-restrictions/deactivate", json!({}))
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        assert_eq!(shown_to(&app, "8.8.8.8").await, id);
    }
);
