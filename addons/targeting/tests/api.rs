//! The targeting add-on through the API (issue 12), installed from the catalogue as an
//! administrator would: the devices a survey shows on, and the page-rule pickers fed by what the
//! widget has seen. Every test runs on SQLite and on PostgreSQL.

use crate::common::{self, kit::*};
use axum::http::Method;
use hearken::licensing::Tier;
use serde_json::{Value, json};

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
