//! The post-ratings add-on through the API (issue 15), installed from the catalogue as an
//! administrator would, and rated as visitors (and an attacker) would: its settings through the
//! settings API with the manifest's schema, ratings through its public endpoint (nonce, 1 to 5, a
//! named post, one per visitor address), and the results the admin area reads, 10 a page. Every
//! test runs on SQLite and on PostgreSQL.

use crate::common;

use axum::http::Method;
use common::{Client, kit};
use hearken::licensing::Tier;
use serde_json::{Value, json};

async fn call(
    visitor: &mut Client,
    method: Method,
    path: &str,
    nonce: &str,
    body: Option<Value>,
) -> common::Response {
    visitor
        .send_full(
            method,
            &format!("/api/v1/public/addons/post-ratings{path}"),
            body.map(|b| b.to_string()),
            &[("x-hearken-nonce", nonce)],
        )
        .await
}

fn rating(post_id: Value, rating: Value) -> Value {
    json!({"post_id": post_id, "post_title": "Hello world", "url": "https://blog.example/hello?utm=x", "rating": rating})
}

backend_test!(
    visitors_rate_a_post_once_and_the_results_count_it,
    |app| async move {
        app.stock_catalogue();
        let mut admin = app.admin().await;
        admin.license(Tier::Pro).await;
        kit::switch(&mut admin, "post-ratings", &["install", "activate"]).await;

        let mut visitor = app.client();
        let nonce = kit::public_nonce(&mut visitor, "post-ratings").await;
        let post = call(&mut visitor, Method::GET, "/post?post_id=42", &nonce, None).await;
        assert_eq!(post.status, 200, "{}", post.body);
        assert_eq!(post.body["total_ratings"], 0);
        assert_eq!(post.body["rated"], false);
        assert_eq!(post.body["settings"]["icon_id"], "star");
        assert_eq!(post.body["settings"]["display_settings"], "after_content");

        // Without the nonce, or with a rating outside 1 to 5, nothing is stored.
        let bare = visitor
            .send_full(
                Method::POST,
                "/api/v1/public/addons/post-ratings/rate",
                Some(rating(json!(42), json!(5)).to_string()),
                &[],
            )
            .await;
        assert_eq!(bare.status, 403, "{}", bare.body);
        for bad in [json!(0), json!(6), json!(4.5), json!("5")] {
            let refused = call(
                &mut visitor,
                Method::POST,
                "/rate",
                &nonce,
                Some(rating(json!(42), bad)),
            )
            .await;
            assert_eq!(refused.status, 422, "{}", refused.body);
            assert_eq!(
                refused.body["fields"]["rating"],
                "A rating is a whole number from 1 to 5."
            );
        }
        let no_post = call(
            &mut visitor,
            Method::POST,
            "/rate",
            &nonce,
            Some(rating(json!("../x"), json!(5))),
        )
        .await;
        assert_eq!(no_post.status, 422, "{}", no_post.body);

        let rated = call(
            &mut visitor,
            Method::POST,
            "/rate",
            &nonce,
            Some(rating(json!(42), json!(4))),
        )
        .await;
        assert_eq!(rated.status, 200, "{}", rated.body);
        assert_eq!(
            rated.body,
            json!({"total_ratings": 1, "average_rating": 4.0})
        );
        // A second rating from the same address is refused, whatever its cookies say.
        let again = call(
            &mut visitor,
            Method::POST,
            "/rate",
            &nonce,
            Some(rating(json!(42), json!(1))),
        )
        .await;
        assert_eq!(again.status, 409, "{}", again.body);
        assert_eq!(again.body["message"], "You have already rated this post.");
        let seen = call(&mut visitor, Method::GET, "/post?post_id=42", &nonce, None).await;
        assert_eq!(seen.body["rated"], true);

        // Another visitor's rating counts; the average has one decimal.
        let mut other = app.client();
        other.address = "198.51.100.7".into();
        let other_nonce = kit::public_nonce(&mut other, "post-ratings").await;
        let rated = call(
            &mut other,
            Method::POST,
            "/rate",
            &other_nonce,
            Some(rating(json!("42"), json!(5))),
        )
        .await;
        assert_eq!(
            rated.body,
            json!({"total_ratings": 2, "average_rating": 4.5})
        );

        let results = admin.get("/api/v1/addons/post-ratings/results").await;
        assert_eq!(results.status, 200, "{}", results.body);
        assert_eq!(
            results.body["items"],
            json!([{"post_id": "42", "post_title": "Hello world", "url": "https://blog.example/hello", "total_ratings": 2, "average_rating": 4.5}])
        );
        assert_eq!(
            results.body["pagination"],
            json!({"page": 1, "pages": 1, "total": 1, "per_page": 10})
        );
        let details = admin.get("/api/v1/addons/post-ratings/results/42").await;
        assert_eq!(details.status, 200, "{}", details.body);
        let ratings: Vec<&Value> = details.body["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| &r["rating"])
            .collect();
        assert_eq!(ratings, [&json!(5), &json!(4)], "newest first");
        assert!(
            details.body["items"][0]["created_at"]
                .as_str()
                .unwrap()
                .ends_with('Z')
        );
        let unknown = admin.get("/api/v1/addons/post-ratings/results/43").await;
        assert_eq!(unknown.status, 404, "{}", unknown.body);

        // The results are not public.
        let outsider = app
            .client()
            .get("/api/v1/addons/post-ratings/results")
            .await;
        assert_eq!(outsider.status, 401, "{}", outsider.body);

        // Two ratings at one moment can leave one out of the post's total (as here, written
        // over); the recount job counts the total again from the votes.
        let lost = json!({"post_title": "Hello world", "url": "https://blog.example/hello", "total": 1, "sum": 4}).to_string();
        let outcomes = hearken::addons::capabilities::stored::storage_apply(
            &app.db,
            &[hearken::addons::capabilities::stored::StorageChange {
                slug: "post-ratings",
                key: "post/42",
                value: Some(&lost),
                add: false,
                quota: u64::MAX >> 1,
            }],
        )
        .await
        .unwrap();
        assert_eq!(outcomes, [None]);
        let entitlements = app.state.entitlements().await.unwrap();
        let ran = app
            .state
            .addons
            .run_due_jobs(&entitlements, hearken::time::now())
            .await
            .unwrap();
        assert_eq!(ran.runs, ["post-ratings/recount"]);
        let results = admin.get("/api/v1/addons/post-ratings/results").await;
        assert_eq!(results.body["items"][0]["total_ratings"], 2);
        assert_eq!(results.body["items"][0]["average_rating"], 4.5);
    }
);

backend_test!(
    results_come_ten_a_page_and_settings_follow_the_schema,
    |app| async move {
        app.stock_catalogue();
        let mut admin = app.admin().await;
        admin.license(Tier::Pro).await;
        kit::switch(&mut admin, "post-ratings", &["install", "activate"]).await;
        for i in 0..12 {
            let mut visitor = app.client();
            visitor.address = format!("198.51.100.{}", 10 + i);
            let nonce = kit::public_nonce(&mut visitor, "post-ratings").await;
            let res = call(
                &mut visitor,
                Method::POST,
                "/rate",
                &nonce,
                Some(rating(json!(format!("post-{i}")), json!(1 + i % 5))),
            )
            .await;
            assert_eq!(res.status, 200, "{}", res.body);
        }
        let first = admin
            .get("/api/v1/addons/post-ratings/results?page=1")
            .await;
        assert_eq!(first.body["items"].as_array().unwrap().len(), 10);
        assert_eq!(first.body["pagination"]["pages"], 2);
        let second = admin
            .get("/api/v1/addons/post-ratings/results?page=2")
            .await;
        assert_eq!(second.body["items"].as_array().unwrap().len(), 2);

        let settings = admin.get("/api/v1/settings").await;
        let mut block = settings.body["post_ratings"].clone();
        assert_eq!(block["rating_question"], "Was this article helpful?");
        block["icon_id"] = json!("heart");
        block["show_vote_count"] = json!("no");
        let saved = admin
            .post("/api/v1/settings", json!({"post_ratings": block}))
            .await;
        assert_eq!(saved.status, 200, "{}", saved.body);
        assert_eq!(saved.body["settings"]["post_ratings"]["icon_id"], "heart");
        block["icon_color"] = json!("red");
        let refused = admin
            .post("/api/v1/settings", json!({"post_ratings": block}))
            .await;
        assert_eq!(refused.status, 422, "{}", refused.body);
        let kept = admin.get("/api/v1/settings").await;
        assert_eq!(
            kept.body["post_ratings"]["icon_color"], "#F5A623",
            "a refused save changes nothing"
        );

        // Visitors' blocks follow the saved settings.
        let mut visitor = app.client();
        let nonce = kit::public_nonce(&mut visitor, "post-ratings").await;
        let post = call(
            &mut visitor,
            Method::GET,
            "/post?post_id=post-1",
            &nonce,
            None,
        )
        .await;
        assert_eq!(post.body["settings"]["icon_id"], "heart");
        assert_eq!(post.body["settings"]["show_vote_count"], "no");
    }
);
