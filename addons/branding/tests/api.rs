//! The branding add-on through the API (issue 12), installed from the catalogue as an administrator
//! would: a survey's own theming reaches visitors only where it changed it and while the add-on is
//! in force. Every test runs on SQLite and on PostgreSQL.

use crate::common::{self, kit::*};
use hearken::licensing::Tier;
use serde_json::json;

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
