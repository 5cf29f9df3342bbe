//! Drawer notifications raised by add-ons (issue 17): an add-on that declares
//! `notifications:raise` raises and withdraws its own through the reserved storage keys, within
//! the host's bounds; one that does not is refused; uninstalling withdraws what it raised.

use crate::common;

use axum::http::Method;
use hearken::licensing::Tier;
use serde_json::{Value, json};

async fn notify(admin: &mut common::Client, body: Value) -> Value {
    let res = admin.post("/api/v1/addons/probe/notify", body).await;
    assert_eq!(res.status, 200, "{}", res.body);
    res.body["error"].clone()
}

async fn drawer(admin: &mut common::Client) -> Vec<Value> {
    let res = admin.get("/api/v1/notifications").await;
    assert_eq!(res.status, 200, "{}", res.body);
    let all = res.body["notifications"]
        .as_array()
        .or(res.body.as_array())
        .cloned()
        .unwrap_or_default();
    all.into_iter()
        .filter(|n| n["id"].as_str().unwrap_or("").starts_with("addon:probe:"))
        .collect()
}

fn plain() -> Value {
    json!({"id": "sync-1", "title": "Sync stopped", "content": "The remote service refused the key.", "link": ["Settings", "/admin/settings/general"]})
}

backend_test!(
    an_add_on_raises_and_withdraws_its_notifications_within_bounds,
    |app| async move {
        let mut admin = app.admin().await;
        admin.license(Tier::Pro).await;

        // Without the permission the host refuses, and the drawer stays empty.
        let res = admin
            .upload(
                "/api/v1/addons/upload?activate=true",
                &common::addon_package("probe"),
            )
            .await;
        assert!(res.status < 300, "{}", res.body);
        let refused = notify(&mut admin, plain()).await;
        assert!(
            refused.as_str().unwrap().contains("notifications:raise"),
            "{refused}"
        );
        assert!(drawer(&mut admin).await.is_empty());
        let res = admin.delete("/api/v1/addons/probe", json!({})).await;
        assert!(res.status < 300, "{}", res.body);

        let with = common::addon_package_with("probe", |m| {
            m.replace(
                "permissions = [\"surveys:read\"]",
                "permissions = [\"surveys:read\", \"notifications:raise\"]",
            )
        });
        let res = admin
            .upload("/api/v1/addons/upload?activate=true", &with)
            .await;
        assert!(res.status < 300, "{}", res.body);
        assert_eq!(notify(&mut admin, plain()).await, Value::Null);
        // Raising the same id again adds nothing.
        assert_eq!(notify(&mut admin, plain()).await, Value::Null);
        let shown = drawer(&mut admin).await;
        assert_eq!(shown.len(), 1, "{shown:?}");
        assert_eq!(shown[0]["id"], "addon:probe:sync-1");
        assert_eq!(shown[0]["title"], "Sync stopped");
        assert_eq!(shown[0]["content"], "The remote service refused the key.");
        assert_eq!(shown[0]["buttons"][0]["url"], "/admin/settings/general");
        assert_eq!(shown[0]["buttons"][0]["is_external"], false);
        // Nothing of it is stored among the add-on's keys.
        let keys: i64 = hearken::on_db!(&app.db, pool => sqlx::query_scalar("SELECT COUNT(*) FROM addon_storage WHERE key LIKE 'hearken:%'")
            .fetch_one(pool).await)
        .unwrap();
        assert_eq!(keys, 0);

        // What an add-on may not put in the drawer.
        for (change, why) in [
            (json!({"id": "Bad_Id"}), "a notification id"),
            (json!({"id": "a%"}), "a notification id"),
            (json!({"title": ""}), "title"),
            (json!({"title": "x".repeat(121)}), "title"),
            (json!({"content": "x".repeat(1001)}), "content"),
            (
                json!({"link": ["Phish", "https://evil.example/"]}),
                "inside the admin",
            ),
            (
                json!({"link": ["Phish", "/admin//evil.example"]}),
                "inside the admin",
            ),
        ] {
            let mut body = plain();
            body["id"] = json!("other");
            for (k, v) in change.as_object().unwrap() {
                body[k] = v.clone();
            }
            let error = notify(&mut admin, body).await;
            assert!(
                error.as_str().unwrap_or("").contains(why),
                "{change}: {error}"
            );
        }
        assert_eq!(drawer(&mut admin).await.len(), 1);

        // At most 20 at a time.
        for i in 2..=20 {
            let mut body = plain();
            body["id"] = json!(format!("sync-{i}"));
            assert_eq!(notify(&mut admin, body).await, Value::Null);
        }
        let mut body = plain();
        body["id"] = json!("sync-21");
        let error = notify(&mut admin, body).await;
        assert!(error.as_str().unwrap().contains("at most 20"), "{error}");

        // A prefix withdraws its family, and only the add-on's own.
        let res = admin
            .send(Method::DELETE, "/api/v1/addons/probe/notify/sync-1", None)
            .await;
        assert_eq!(res.body["error"], Value::Null, "{}", res.body);
        // sync-1 and sync-10 … sync-19 go.
        assert_eq!(drawer(&mut admin).await.len(), 9);

        // Uninstalling withdraws the rest.
        let res = admin.delete("/api/v1/addons/probe", json!({})).await;
        assert!(res.status < 300, "{}", res.body);
        assert!(drawer(&mut admin).await.is_empty());
    }
);
