//! What API 1.1 lets an add-on do beyond hooks, tried from outside as a visitor or an attacker
//! would: public endpoints (nonce, declared paths only, rate and body limits, no cookies, CORS),
//! the page-scoped widget module, the visitor's country for add-ons that declare it, the
//! `validate-response` filter, and scheduled jobs that run once per interval across processes and
//! count their faults.

use crate::common;

use axum::http::Method;
use common::Client;
use serde_json::{Value, json};

async fn ledger(admin: &mut Client) {
    let res = admin
        .upload(
            "/api/v1/addons/upload?activate=true",
            &common::addon_package("ledger"),
        )
        .await;
    assert_eq!(res.status, 201, "{}", res.body);
}

async fn widget(client: &mut Client, headers: &[(&str, &str)]) -> Value {
    let res = client
        .send_full(
            Method::GET,
            "/api/v1/widget/survey?url=https%3A%2F%2Fshop.example%2F",
            None,
            headers,
        )
        .await;
    assert_eq!(res.status, 200, "{}", res.body);
    res.body
}

async fn publish(admin: &mut Client, title: &str) -> i64 {
    let res = admin
        .post(
            "/api/v1/surveys",
            json!({"id": null, "title": title, "status": "publish",
                "questions": [{"id": "q1", "type": "long-text", "title": "Tell us more"}]}),
        )
        .await;
    assert_eq!(res.status, 201, "{}", res.body);
    res.body["survey"]["id"].as_i64().unwrap()
}

backend_test!(
    public_endpoints_answer_only_declared_paths_with_a_nonce_and_within_limits,
    |app| async move {
        let mut admin = app.admin().await;
        ledger(&mut admin).await;
        let mut visitor = app.client();
        // No survey at all: the page-scoped module still comes, with its public endpoints.
        let answer = widget(&mut visitor, &[]).await;
        assert_eq!(answer["survey"], Value::Null);
        let module = &answer["page_modules"][0];
        assert_eq!(module["slug"], "ledger");
        assert_eq!(module["url"], "/addons/ledger/widget/page.js?v=1.0.0");
        assert_eq!(module["public"]["base"], "/api/v1/public/addons/ledger");
        let nonce = module["public"]["nonce"].as_str().unwrap().to_owned();
        assert_eq!(
            visitor
                .get("/addons/ledger/widget/page.js?v=1.0.0")
                .await
                .status,
            200
        );

        let ping = "/api/v1/public/addons/ledger/ping";
        let res = visitor
            .send_full(
                Method::POST,
                ping,
                Some("{\"n\":1}".into()),
                &[
                    ("x-hearken-nonce", &nonce),
                    ("cookie", "hearken_session=stolen"),
                    ("origin", "https://shop.example"),
                ],
            )
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        assert_eq!(res.body["path"], "/ping");
        assert_eq!(res.body["body"], "{\"n\":1}");
        assert_eq!(res.body["user"], Value::Null, "no admin identity");
        assert_eq!(
            res.body["cookie"],
            Value::Null,
            "no cookies reach the add-on"
        );
        assert_eq!(res.body["visitor"]["device"], "desktop");
        assert_eq!(res.body["visitor"]["country"], Value::Null);
        assert!(
            res.body["visitor"].get("address").is_none(),
            "no visitor.address permission"
        );
        assert_eq!(res.headers["cache-control"], "no-store");
        assert_eq!(res.headers["access-control-allow-origin"], "*");

        // The nonce, the declared path and method, and the body limit admit a call.
        let plain = |nonce: Option<&str>| {
            nonce
                .map(|n| vec![("x-hearken-nonce", n.to_owned())])
                .unwrap_or_default()
        };
        for (method, path, nonce, body, status) in [
            (Method::POST, ping.to_owned(), None, "", 403),
            (Method::POST, ping.to_owned(), Some("123.forged"), "", 403),
            (
                Method::POST,
                "/api/v1/public/addons/ledger/pong".to_owned(),
                Some(nonce.as_str()),
                "",
                404,
            ),
            (
                Method::DELETE,
                ping.to_owned(),
                Some(nonce.as_str()),
                "",
                404,
            ),
            (
                Method::POST,
                "/api/v1/public/addons/nobody/ping".to_owned(),
                Some(nonce.as_str()),
                "",
                404,
            ),
            (
                Method::POST,
                ping.to_owned(),
                Some(nonce.as_str()),
                "x".repeat(65).leak(),
                413,
            ),
        ] {
            let mut other = app.client();
            other.address = format!("198.51.100.{status}");
            let headers = plain(nonce);
            let headers: Vec<(&str, &str)> =
                headers.iter().map(|(k, v)| (*k, v.as_str())).collect();
            let res = other
                .send_full(method.clone(), &path, Some(body.to_owned()), &headers)
                .await;
            assert_eq!(res.status, status, "{method} {path}: {}", res.body);
        }
        let res = visitor
            .send_full(
                Method::POST,
                ping,
                Some("x".repeat(65)),
                &[("x-hearken-nonce", &nonce)],
            )
            .await;
        assert_eq!(res.message(), "The request body is larger than 64 bytes.");
        // The nonce also works as a query parameter (for GET from an image or a beacon).
        let by_query = format!(
            "{ping}?nonce={}",
            form_urlencoded::byte_serialize(nonce.as_bytes()).collect::<String>()
        );
        let mut beacon = app.client();
        beacon.address = "192.0.2.50".into();
        assert_eq!(beacon.get(&by_query).await.status, 200);

        // Five calls a minute per address, then 429.
        let mut flood = app.client();
        flood.address = "192.0.2.99".into();
        for _ in 0..5 {
            let res = flood
                .send_full(Method::GET, ping, None, &[("x-hearken-nonce", &nonce)])
                .await;
            assert_eq!(res.status, 200);
        }
        let res = flood
            .send_full(Method::GET, ping, None, &[("x-hearken-nonce", &nonce)])
            .await;
        assert_eq!(res.status, 429);
        assert_eq!(
            res.message(),
            "Too many requests from this address; please try again in a minute."
        );

        // A browser's preflight may send the nonce header.
        let res = visitor
            .send_full(
                Method::OPTIONS,
                ping,
                None,
                &[
                    ("origin", "https://shop.example"),
                    ("access-control-request-method", "POST"),
                ],
            )
            .await;
        assert_eq!(res.status, 204);
        assert!(
            res.headers["access-control-allow-headers"]
                .to_str()
                .unwrap()
                .contains("X-Hearken-Nonce")
        );

        // Deactivated: no module, no endpoint.
        admin
            .post("/api/v1/addons/ledger/deactivate", json!({}))
            .await;
        let mut fresh = app.client();
        fresh.address = "192.0.2.7".into();
        assert_eq!(widget(&mut fresh, &[]).await["page_modules"], json!([]));
        let res = fresh
            .send_full(Method::GET, ping, None, &[("x-hearken-nonce", &nonce)])
            .await;
        assert_eq!(res.status, 404);
    }
);

backend_test!(
    the_country_reaches_only_the_addons_that_declare_it,
    config = |c: &mut hearken::Config| c.country_header = Some("cf-ipcountry".into()),
    |app| async move {
        let mut admin = app.admin().await;
        let id = publish(&mut admin, "Everywhere but France").await;
        ledger(&mut admin).await;
        let mut visitor = app.client();
        assert_eq!(
            widget(&mut visitor, &[("cf-ipcountry", "DE")]).await["survey"]["id"],
            id
        );
        assert_eq!(
            widget(&mut visitor, &[("cf-ipcountry", "FR")]).await["survey"],
            Value::Null
        );
        let report = admin
            .get(&format!(
                "/api/v1/surveys/{id}/visibility?url=https%3A%2F%2Fshop.example%2F&country=FR"
            ))
            .await;
        assert_eq!(
            report.body["reasons"],
            json!(["Ledger does not show surveys in FR"])
        );
        let nonce = widget(&mut visitor, &[]).await["page_modules"][0]["public"]["nonce"]
            .as_str()
            .unwrap()
            .to_owned();
        let res = visitor
            .send_full(
                Method::GET,
                "/api/v1/public/addons/ledger/ping",
                None,
                &[("x-hearken-nonce", &nonce), ("cf-ipcountry", "fr")],
            )
            .await;
        assert_eq!(res.body["visitor"]["country"], "FR");
    }
);

backend_test!(
    validate_response_cleans_a_response_or_refuses_it_with_its_field,
    |app| async move {
        let mut admin = app.admin().await;
        let id = publish(&mut admin, "Feedback").await;
        ledger(&mut admin).await;
        let mut visitor = app.client();
        let nonce = app.submission_nonce(id).await;
        let refused = visitor
            .post(&format!("/api/v1/surveys/{id}/responses"),
                json!({"answers": [{"question_id": "q1", "value": "buy spam now"}], "nonce": nonce}))
            .await;
        assert_eq!(refused.status, 422, "{}", refused.body);
        assert_eq!(
            refused.body,
            json!({"code": "addon_refused", "message": "Please keep it civil.", "fields": {"answers.q1": "Please keep it civil."}})
        );
        // What the add-on stored before refusing is kept: nothing is rolled back.
        assert_eq!(admin.get("/api/v1/addons/ledger/refused").await.body, 1);
        // The refusal did not use up the submission token: the corrected response is stored.
        let sent = visitor
            .post(&format!("/api/v1/surveys/{id}/responses"),
                json!({"answers": [{"question_id": "q1", "value": "  lovely bread  "}], "nonce": nonce}))
            .await;
        assert_eq!(sent.status, 201, "{}", sent.body);
        assert_eq!(sent.body["answers"][0]["value"], "lovely bread");
        let listed = admin.get(&format!("/api/v1/surveys/{id}/responses")).await;
        assert_eq!(
            listed.body["pagination"]["total"], 1,
            "the refused response was not stored"
        );
    }
);

backend_test!(
    a_job_runs_once_per_interval_across_processes_and_its_faults_count,
    |app| async move {
        let mut admin = app.admin().await;
        ledger(&mut admin).await;
        let second = hearken::AppState::with_db(
            app.state.config.as_ref().clone(),
            hearken::Db::connect(&app.url).await.unwrap(),
        )
        .unwrap();
        second.start_addons().await.unwrap();
        let entitlements = app.state.entitlements().await.unwrap();
        let now = hearken::time::now();
        let (a, b) = tokio::join!(
            app.state.addons.run_due_jobs(&entitlements, now),
            second.addons.run_due_jobs(&entitlements, now)
        );
        let runs = [a.unwrap().runs, b.unwrap().runs].concat();
        assert_eq!(runs, ["ledger/tally"], "exactly one process ran it");
        assert_eq!(admin.get("/api/v1/addons/ledger/tally").await.body, 1);
        assert!(
            app.state
                .addons
                .run_due_jobs(&entitlements, now + 30)
                .await
                .unwrap()
                .runs
                .is_empty()
        );
        assert_eq!(
            second
                .addons
                .run_due_jobs(&entitlements, now + 61)
                .await
                .unwrap()
                .runs,
            ["ledger/tally"]
        );
        assert_eq!(admin.get("/api/v1/addons/ledger/tally").await.body, 2);

        // A job that runs past its budget is a fault; three deactivate the add-on.
        let res = admin
            .upload(
                "/api/v1/addons/upload?activate=true",
                &common::addon_package("faulty"),
            )
            .await;
        assert_eq!(res.status, 201, "{}", res.body);
        let entitlements = app.state.entitlements().await.unwrap();
        for minute in 0..3 {
            app.state
                .addons
                .run_due_jobs(&entitlements, now + 1000 + minute * 61)
                .await
                .unwrap();
        }
        let listed = admin.get("/api/v1/addons").await.body;
        let faulty = listed
            .as_array()
            .unwrap()
            .iter()
            .find(|a| a["slug"] == "faulty")
            .unwrap();
        assert_eq!(faulty["active"], false, "{faulty}");
        let drawer = admin.get("/api/v1/notifications").await.body.to_string();
        assert!(
            drawer.contains("The Faulty add-on failed 3 times"),
            "{drawer}"
        );
    }
);

/// Saves a survey titled `title` (the faulty add-on's `sanitize-survey` reads the title); answers
/// the status and how long the save took.
async fn save_titled(admin: &mut Client, title: &str) -> (u16, std::time::Duration) {
    let started = std::time::Instant::now();
    let res = admin
        .post(
            "/api/v1/surveys",
            json!({"title": title, "questions": [
                {"id": "q1", "type": "text", "title": "Anything?"}]}),
        )
        .await;
    (res.status, started.elapsed())
}

// Issue 14, item 5: overload is not a fault. The add-on's budget counts its own computing, so at
// full CPU load a healthy add-on is slow, never failed, and never deactivated.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_healthy_add_on_stays_active_while_the_machine_is_at_full_load() {
    let app = common::TestApp::start(common::Backend::Sqlite)
        .await
        .unwrap();
    let mut admin = app.admin().await;
    let res = admin
        .upload(
            "/api/v1/addons/upload?activate=true",
            &common::addon_package("faulty"),
        )
        .await;
    assert_eq!(res.status, 201, "{}", res.body);
    // Enough work for about a fifth of its 50 ms budget on an idle machine.
    let mut rounds = 1;
    loop {
        let (status, took) = save_titled(&mut admin, &format!("work:{rounds}")).await;
        assert_eq!(status, 201);
        if took >= std::time::Duration::from_millis(15) || rounds >= 1024 {
            break;
        }
        rounds *= 2;
    }
    // Every core busy, several times over.
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let hogs: Vec<_> = (0..16)
        .map(|_| {
            let stop = stop.clone();
            std::thread::spawn(move || {
                let mut x = 0u64;
                while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                    x = std::hint::black_box(x.wrapping_add(1));
                }
            })
        })
        .collect();
    let mut slowest = std::time::Duration::ZERO;
    for _ in 0..8 {
        let (status, took) = save_titled(&mut admin, &format!("work:{rounds}")).await;
        assert_eq!(status, 201, "a save failed at full load after {took:?}");
        slowest = slowest.max(took);
    }
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    for hog in hogs {
        hog.join().unwrap();
    }
    // The load did stretch calls past the budget in wall-clock time: a wall-clock budget would
    // have failed them.
    assert!(
        slowest > std::time::Duration::from_millis(50),
        "the load did not slow the add-on down ({slowest:?}): the test proves nothing"
    );
    let listed = admin.get("/api/v1/addons").await.body;
    let faulty = listed
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["slug"] == "faulty")
        .unwrap();
    assert_eq!(faulty["active"], true, "{faulty}");
    let drawer = admin.get("/api/v1/notifications").await.body.to_string();
    assert!(!drawer.contains("Faulty add-on failed"), "{drawer}");
}
