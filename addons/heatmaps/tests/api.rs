//! The heatmaps add-on through the API (issue 16), installed from the catalogue as an administrator
//! would, fed as the capture module (and an attacker) would: batches through its public endpoint
//! (nonce in the query, as `sendBeacon` sends it), the pages and the overlay the admin area reads,
//! batches at once (counter keys: none is lost), the retention job, and uninstalling with purge. Every test runs on SQLite and on
//! PostgreSQL.

use crate::common;

use axum::http::Method;
use common::{Client, kit};
use hearken::{addons::capabilities::stored as store, licensing::Tier};
use serde_json::{Value, json};

const SLUG: &str = "heatmaps";
const URL: &str = "https://blog.example/hello";

/// What the capture module asks first, with the nonce it got with the widget's answer.
async fn capture_config(visitor: &mut Client) -> (String, common::Response) {
    let nonce = kit::public_nonce(visitor, SLUG).await;
    let config = visitor
        .send_full(
            Method::GET,
            &format!("/api/v1/public/addons/{SLUG}/config"),
            None,
            &[("x-hearken-nonce", &nonce)],
        )
        .await;
    (nonce, config)
}

/// Sends a batch as `sendBeacon` does: text/plain, the nonce in the query.
async fn beacon(
    visitor: &mut Client,
    nonce: &str,
    batch: &Value,
    headers: &[(&str, &str)],
) -> common::Response {
    let mut all = vec![("content-type", "text/plain;charset=UTF-8")];
    all.extend_from_slice(headers);
    visitor
        .send_full(
            Method::POST,
            &format!(
                "/api/v1/public/addons/{SLUG}/events?nonce={}",
                urlencoding(nonce)
            ),
            Some(batch.to_string()),
            &all,
        )
        .await
}

fn urlencoding(text: &str) -> String {
    form_urlencoded::byte_serialize(text.as_bytes()).collect()
}

fn click(x: u32, y: u32, selector: &str) -> Value {
    json!({"t": "click", "x": x, "y": y, "selector": selector, "ex": 0.1, "ey": 0.9})
}

fn scrolled(to: u32) -> Vec<Value> {
    (1..=to / 5)
        .map(|step| json!({"t": "scroll", "depth": step * 5}))
        .collect()
}

fn batch(viewport: &str, view: bool, events: Vec<Value>) -> Value {
    json!({"url": format!("{URL}?utm_source=x#top"), "viewport": viewport, "view": view, "width": 1280, "height": 4000, "events": events})
}

fn today() -> String {
    chrono::Utc::now().format("%Y-%m-%d").to_string()
}

fn days_ago(days: i64) -> String {
    (chrono::Utc::now() - chrono::Duration::days(days))
        .format("%Y-%m-%d")
        .to_string()
}

/// A range around today that holds whatever the tests store, at any hour.
fn around_today() -> String {
    format!("from={}&to={}", days_ago(30), days_ago(-1))
}

backend_test!(
    clicks_and_scrolls_show_on_the_pages_and_in_the_overlay,
    |app| async move {
        app.stock_catalogue();
        let mut admin = app.admin().await;
        admin.license(Tier::Elite).await;
        kit::switch(&mut admin, SLUG, &["install", "activate"]).await;

        let mut visitor = app.client();
        let (nonce, config) = capture_config(&mut visitor).await;
        assert_eq!(config.status, 200, "{}", config.body);
        assert_eq!(config.body, json!({"sample_rate": 100, "honor_dnt": true}));

        // A desktop view: three clicks, a burst of rage, half the page seen.
        let mut events = vec![
            click(100, 40, "main > a.cta"),
            click(100, 40, "main > a.cta"),
            click(1000, 2000, "#buy"),
            json!({"t": "rage", "x": 100, "y": 40, "selector": "main > a.cta", "ex": 0.1, "ey": 0.9}),
        ];
        events.extend(scrolled(50));
        let res = beacon(&mut visitor, &nonce, &batch("desktop", true, events), &[]).await;
        assert_eq!(res.status, 204, "{}", res.body);
        // A mobile view that reads to the end, from another address.
        let mut other = app.client();
        other.address = "198.51.100.9".into();
        let res = beacon(
            &mut other,
            &nonce,
            &batch("mobile", true, scrolled(100)),
            &[],
        )
        .await;
        assert_eq!(res.status, 204, "{}", res.body);

        // Do Not Track and Global Privacy Control: answered, not stored.
        for header in [("dnt", "1"), ("sec-gpc", "1")] {
            let res = beacon(
                &mut visitor,
                &nonce,
                &batch("desktop", true, vec![click(5, 5, "h1")]),
                &[header],
            )
            .await;
            assert_eq!(res.status, 204, "{}", res.body);
        }

        // What a visitor (or an attacker) gets wrong stores nothing.
        let bare = visitor
            .send_full(
                Method::POST,
                &format!("/api/v1/public/addons/{SLUG}/events"),
                Some(batch("desktop", true, vec![]).to_string()),
                &[],
            )
            .await;
        assert_eq!(bare.status, 403, "{}", bare.body);
        assert_eq!(bare.code(), "invalid_nonce");
        let typed = beacon(
            &mut visitor,
            &nonce,
            &batch(
                "desktop",
                false,
                vec![json!({"t": "input", "value": "secret"})],
            ),
            &[],
        )
        .await;
        assert_eq!(typed.status, 422, "{}", typed.body);
        assert_eq!(
            typed.body["fields"]["events[0].t"],
            "t is click, rage or scroll."
        );
        let foreign = beacon(
            &mut visitor,
            &nonce,
            &json!({"url": "javascript:alert(1)", "viewport": "desktop", "width": 1}),
            &[],
        )
        .await;
        assert_eq!(foreign.status, 422, "{}", foreign.body);
        assert_eq!(foreign.code(), "invalid_events");
        let huge = beacon(
            &mut visitor,
            &nonce,
            &batch("desktop", false, vec![click(1, 1, &"a".repeat(150)); 120]),
            &[],
        )
        .await;
        assert_eq!(huge.status, 413, "{}", huge.body);

        // The admin area: the page, its figures, its view.
        let pages = admin
            .get(&format!("/api/v1/addons/{SLUG}/pages?{}", around_today()))
            .await;
        assert_eq!(pages.status, 200, "{}", pages.body);
        assert_eq!(pages.body["pagination"]["total"], 1);
        let row = &pages.body["items"][0];
        assert_eq!(row["url"], URL);
        assert_eq!(row["views"], 2);
        assert_eq!(row["clicks"], 3);
        assert_eq!(row["rage_clicks"], 1);
        assert_eq!(row["average_scroll"], 75.0, "50% and 100% seen");
        let id = row["id"].as_str().unwrap().to_owned();

        let mobile = admin
            .get(&format!(
                "/api/v1/addons/{SLUG}/pages?{}&viewport=mobile",
                around_today()
            ))
            .await;
        assert_eq!(mobile.body["items"][0]["views"], 1);
        assert_eq!(mobile.body["items"][0]["clicks"], 0);
        let default = admin.get(&format!("/api/v1/addons/{SLUG}/pages")).await;
        assert_eq!(default.body["to"], today());
        assert_eq!(default.body["from"], days_ago(6));

        let view = admin
            .get(&format!(
                "/api/v1/addons/{SLUG}/pages/{id}?{}",
                around_today()
            ))
            .await;
        assert_eq!(view.status, 200, "{}", view.body);
        assert_eq!(
            view.body["elements"][0],
            json!({"selector": "main > a.cta", "clicks": 2, "rage_clicks": 1})
        );
        assert_eq!(view.body["elements"][1]["selector"], "#buy");
        assert_eq!(
            view.body["rage"],
            json!([{"selector": "main > a.cta", "rage_clicks": 1}])
        );
        assert_eq!(
            view.body["viewports"]["desktop"],
            json!({"views": 1, "clicks": 3})
        );
        assert_eq!(
            view.body["viewports"]["tablet"],
            json!({"views": 0, "clicks": 0})
        );
        assert_eq!(
            view.body["scroll"][10],
            json!({"depth": 50, "reached": 2, "percent": 100.0})
        );
        assert_eq!(
            view.body["scroll"][20],
            json!({"depth": 100, "reached": 1, "percent": 50.0})
        );

        // Bad ranges and unknown pages answer as documented.
        let backwards = admin
            .get(&format!(
                "/api/v1/addons/{SLUG}/pages?from={}&to={}",
                today(),
                days_ago(2)
            ))
            .await;
        assert_eq!(backwards.status, 422, "{}", backwards.body);
        assert_eq!(
            backwards.body["fields"]["from"],
            "The start date must not be after the end date."
        );
        let nonsense = admin
            .get(&format!("/api/v1/addons/{SLUG}/pages?to=2026-02-30"))
            .await;
        assert_eq!(
            nonsense.body["fields"]["to"],
            "Dates are written YYYY-MM-DD."
        );
        for path in [
            "pages/0123456789abcdef",
            "pages/not-an-id",
            "pages/../secret",
        ] {
            let res = admin.get(&format!("/api/v1/addons/{SLUG}/{path}")).await;
            assert_eq!(res.status, 404, "{path}: {}", res.body);
        }
        let outsider = app
            .client()
            .get(&format!("/api/v1/addons/{SLUG}/pages"))
            .await;
        assert_eq!(outsider.status, 401, "{}", outsider.body);

        // "Open heatmap": a signed link to the live page, and the overlay it opens.
        let link = admin
            .post(
                &format!("/api/v1/addons/{SLUG}/pages/{id}/heatmap"),
                json!({"from": days_ago(30), "to": days_ago(-1), "viewport": "desktop"}),
            )
            .await;
        assert_eq!(link.status, 200, "{}", link.body);
        let token = link.body["token"].as_str().unwrap().to_owned();
        assert_eq!(link.body["url"], format!("{URL}#hearken-heatmap={token}"));
        let overlay = |token: String, nonce: String, viewport: &'static str| {
            let mut visitor = app.client();
            async move {
                visitor
                    .send_full(
                        Method::GET,
                        &format!(
                            "/api/v1/public/addons/{SLUG}/overlay?token={}&viewport={viewport}",
                            urlencoding(&token)
                        ),
                        None,
                        &[("x-hearken-nonce", &nonce)],
                    )
                    .await
            }
        };
        let drawn = overlay(token.clone(), nonce.clone(), "desktop").await;
        assert_eq!(drawn.status, 200, "{}", drawn.body);
        assert_eq!(drawn.body["clicks"], 3);
        assert_eq!(drawn.body["columns"], 64);
        assert_eq!(drawn.body["row_height"], 16);
        // x 100 of 1280 is column 5; y 40 is row 2; x 1000 is column 50, y 2000 row 125.
        assert_eq!(drawn.body["cells"], json!([[5, 2, 2], [50, 125, 1]]));
        assert_eq!(
            drawn.body["elements"][0]["grid"][12], 2,
            "bottom left of the link"
        );
        let phone = overlay(token.clone(), nonce.clone(), "mobile").await;
        assert_eq!(phone.body["views"], 1);
        assert_eq!(phone.body["cells"], json!([]));
        let forged = overlay(
            token.replacen(&days_ago(30), "2000-01-01", 1),
            nonce.clone(),
            "desktop",
        )
        .await;
        assert_eq!(forged.status, 403, "{}", forged.body);
        assert_eq!(
            forged.message(),
            "This heatmap link has expired or is not valid. Open the heatmap again from the admin area."
        );
        let no_nonce = overlay(token.clone(), String::new(), "desktop").await;
        assert_eq!(no_nonce.status, 403, "{}", no_nonce.body);
        assert_eq!(no_nonce.code(), "invalid_nonce");
    }
);

async fn put(app: &common::TestApp, key: &str, value: &Value) {
    let text = value.to_string();
    let outcomes = store::storage_apply(
        &app.db,
        &[store::StorageChange {
            slug: SLUG,
            key,
            value: Some(&text),
            add: false,
            quota: u64::MAX >> 1,
        }],
    )
    .await
    .unwrap();
    assert_eq!(outcomes, [None]);
}

async fn run_jobs(app: &common::TestApp, at: i64) -> Vec<String> {
    let entitlements = app.state.entitlements().await.unwrap();
    app.state
        .addons
        .run_due_jobs(&entitlements, at)
        .await
        .unwrap()
        .runs
}

async fn totals(admin: &mut Client) -> (Value, Value) {
    let pages = admin
        .get(&format!(
            "/api/v1/addons/{SLUG}/pages?from={}&to={}",
            days_ago(364),
            days_ago(-1)
        ))
        .await;
    assert_eq!(pages.status, 200, "{}", pages.body);
    let row = &pages.body["items"][0];
    (row["views"].clone(), row["clicks"].clone())
}

backend_test!(
    batches_at_once_all_count_and_retention_deletes_old_days,
    |app| async move {
        app.stock_catalogue();
        let mut admin = app.admin().await;
        admin.license(Tier::Elite).await;
        kit::switch(&mut admin, SLUG, &["install", "activate"]).await;
        let mut visitor = app.client();
        let nonce = kit::public_nonce(&mut visitor, SLUG).await;

        // 40 batches at once (several instances of the add-on run them): none is lost.
        let sends = (0..40).map(|i| {
            let nonce = nonce.clone();
            let mut visitor = app.client();
            visitor.address = format!("198.51.100.{}", 10 + i);
            async move {
                beacon(
                    &mut visitor,
                    &nonce,
                    &batch(
                        "desktop",
                        true,
                        vec![click(1, 1, "h1"), click(700, 300, "#buy")],
                    ),
                    &[],
                )
                .await
                .status
            }
        });
        let statuses = futures_util::future::join_all(sends).await;
        assert!(statuses.iter().all(|s| *s == 204), "{statuses:?}");
        assert_eq!(totals(&mut admin).await, (json!(40), json!(80)));
        let id = hearken_page_id(URL);
        let view = admin
            .get(&format!(
                "/api/v1/addons/{SLUG}/pages/{id}?{}",
                around_today()
            ))
            .await;
        assert_eq!(view.body["elements"][0]["clicks"], 40, "{}", view.body);
        assert_eq!(view.body["scroll"][0]["reached"], 40);

        // Days past, as an earlier day's batches left them: the bucket and the day's summary.
        let old = json!({"url": URL, "views": 5, "clicks": 5});
        for (days, viewport) in [(10, "desktop"), (3, "mobile")] {
            let day = days_ago(days);
            put(&app, &format!("b/{id}/{day}/{viewport}"), &old).await;
            put(
                &app,
                &summary_key(&day, &id),
                &json!({ &id: { viewport: old } }),
            )
            .await;
        }
        assert_eq!(totals(&mut admin).await, (json!(50), json!(90)));

        // Automated deletion off: the retention job keeps everything.
        let now = hearken::time::now();
        let ran = run_jobs(&app, now).await;
        assert_eq!(ran, ["heatmaps/retention"]);
        assert_eq!(totals(&mut admin).await, (json!(50), json!(90)));

        // On, 7 days: the day 10 days ago goes, bucket and summary.
        let saved = admin
            .post(
                "/api/v1/settings",
                json!({"heatmap_auto_delete_enabled": true, "heatmap_retention_period": "7"}),
            )
            .await;
        assert_eq!(saved.status, 200, "{}", saved.body);
        run_jobs(&app, now + 3_700).await;
        assert_eq!(totals(&mut admin).await, (json!(45), json!(85)));
        assert!(
            store::storage_keys(&app.db, SLUG, &format!("t/{}", days_ago(10)))
                .await
                .unwrap()
                .is_empty()
        );
        // 1 day: the day 3 days ago goes too; today stays.
        let saved = admin
            .post("/api/v1/settings", json!({"heatmap_retention_period": "1"}))
            .await;
        assert_eq!(saved.status, 200, "{}", saved.body);
        run_jobs(&app, now + 7_400).await;
        assert_eq!(totals(&mut admin).await, (json!(40), json!(80)));
        let left = store::storage_keys(&app.db, SLUG, "b/").await.unwrap();
        assert_eq!(left, [format!("b/{id}/{}/desktop", today())]);

        // Uninstalling with purge removes every bucket, summary and the signing key.
        let gone = admin
            .delete(&format!("/api/v1/addons/{SLUG}?purge=true"), json!({}))
            .await;
        assert_eq!(gone.status, 200, "{}", gone.body);
        assert!(
            store::storage_keys(&app.db, SLUG, "")
                .await
                .unwrap()
                .is_empty()
        );
    }
);

backend_test!(
    the_settings_follow_their_schemas_and_reach_the_module,
    |app| async move {
        app.stock_catalogue();
        let mut admin = app.admin().await;
        admin.license(Tier::Elite).await;
        kit::switch(&mut admin, SLUG, &["install", "activate"]).await;
        let refused = admin
            .post("/api/v1/settings", json!({"heatmap_sample_rate": 0}))
            .await;
        assert_eq!(refused.status, 422, "{}", refused.body);
        assert_eq!(
            refused.body["fields"]["heatmap_sample_rate"],
            "The sampling rate is a whole number from 1 to 100 (percent of page views)."
        );
        let saved = admin
            .post(
                "/api/v1/settings",
                json!({"heatmap_sample_rate": 25, "heatmap_honor_dnt": false}),
            )
            .await;
        assert_eq!(saved.status, 200, "{}", saved.body);
        let mut visitor = app.client();
        let (nonce, config) = capture_config(&mut visitor).await;
        assert_eq!(config.body, json!({"sample_rate": 25, "honor_dnt": false}));
        // With the setting off, a DNT batch counts.
        let res = beacon(
            &mut visitor,
            &nonce,
            &batch("tablet", true, vec![]),
            &[("dnt", "1")],
        )
        .await;
        assert_eq!(res.status, 204, "{}", res.body);
        let pages = admin
            .get(&format!("/api/v1/addons/{SLUG}/pages?{}", around_today()))
            .await;
        assert_eq!(pages.body["items"][0]["views"], 1, "{}", pages.body);
    }
);

/// The key of the day's summaries that holds `page` (one of four, by its first hex digit).
fn summary_key(day: &str, page: &str) -> String {
    let digit = u32::from_str_radix(&page[..1], 16).unwrap();
    format!("t/{day}/{}", digit % 4)
}

/// The page id the add-on gives an address (FNV-1a, 64 bits, in hex).
fn hearken_page_id(url: &str) -> String {
    let hash = url.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |hash, b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    format!("{hash:016x}")
}
