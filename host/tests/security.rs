//! Issue #13, tried as an attacker would, on both backends: each test reproduces an attack and
//! asserts that it no longer works. (Accounts so far: set-up, the login throttle.)

mod common;

use common::{ADMIN_EMAIL, ADMIN_PASSWORD, Client, TestApp};
use futures_util::future::join_all;
use hearken::accounts::{LOGIN_FAILURE_LIMIT, NewUser};
use serde_json::json;

/// `count` clients from `address`, each sending one login with `password` at once; answers the
/// statuses.
async fn burst(
    app: &TestApp,
    address: &str,
    email: &str,
    password: &str,
    count: usize,
) -> Vec<u16> {
    let mut clients: Vec<Client> = (0..count)
        .map(|_| {
            let mut c = app.client();
            c.address = address.into();
            c
        })
        .collect();
    join_all(clients.iter_mut().map(|c| async move {
        c.post(
            "/api/v1/auth/login",
            json!({"email": email, "password": password}),
        )
        .await
        .status
    }))
    .await
}

async fn login_from(app: &TestApp, address: &str, email: &str, password: &str) -> common::Response {
    let mut client = app.client();
    client.address = address.into();
    client
        .post(
            "/api/v1/auth/login",
            json!({"email": email, "password": password}),
        )
        .await
}

backend_test!(
    set_up_once_done_answers_409_before_it_reads_the_password,
    |app| async move {
        app.admin().await;
        let mut stranger = app.client();
        // A password too weak to hash: once set up, the host does not get that far.
        let res = stranger
            .post(
                "/api/v1/setup",
                json!({"email": "mallory@example.com", "password": "x"}),
            )
            .await;
        assert_eq!(res.status, 409, "{}", res.body);
        assert_eq!(res.message(), "Hearken is already set up: sign in instead.");
        // Nor does it throttle (or hash) a flood of them: each is a cheap 409.
        for _ in 0..30 {
            let res = stranger
                .post(
                    "/api/v1/setup",
                    json!({"email": "mallory@example.com", "password": "password-123"}),
                )
                .await;
            assert_eq!(res.status, 409);
        }
    }
);

backend_test!(
    an_administrator_made_on_the_command_line_closes_set_up,
    |app| async move {
        // An editor alone leaves set-up open; `hearken user add --role administrator` closes it.
        let add = |email: &str, role: &str| NewUser {
            email: email.into(),
            name: String::new(),
            password: "password-123".into(),
            role: Some(role.into()),
        };
        hearken::accounts::create_user(&app.db, add("ed@example.com", "editor"))
            .await
            .unwrap();
        let mut browser = app.client();
        assert_eq!(browser.get("/api/v1/setup").await.body["needed"], true);
        hearken::accounts::create_user(&app.db, add("root@example.com", "administrator"))
            .await
            .unwrap();
        assert_eq!(browser.get("/api/v1/setup").await.body["needed"], false);
        let res = browser
            .post(
                "/api/v1/setup",
                json!({"email": "new@example.com", "password": "password-123"}),
            )
            .await;
        assert_eq!(res.status, 409);
    }
);

backend_test!(
    set_up_with_only_an_editor_creates_the_administrator,
    |app| async move {
        let editor = NewUser {
            email: "ed@example.com".into(),
            name: String::new(),
            password: "password-123".into(),
            role: Some("editor".into()),
        };
        hearken::accounts::create_user(&app.db, editor)
            .await
            .unwrap();
        let mut browser = app.client();
        let taken = browser
            .post(
                "/api/v1/setup",
                json!({"email": "ed@example.com", "password": "password-123"}),
            )
            .await;
        assert_eq!(taken.status, 422);
        assert_eq!(
            taken.body["fields"]["email"],
            "An account with the e-mail address ed@example.com already exists."
        );
        let ok = browser
            .post(
                "/api/v1/setup",
                json!({"email": ADMIN_EMAIL, "password": ADMIN_PASSWORD}),
            )
            .await;
        assert_eq!(ok.status, 201, "{}", ok.body);
        assert_eq!(browser.get("/api/v1/setup").await.body["needed"], false);
    }
);

backend_test!(
    set_up_attempts_are_throttled_per_address,
    |app| async move {
        let mut attacker = app.client();
        attacker.address = "198.51.100.20".into();
        for _ in 0..10 {
            let res = attacker
                .post(
                    "/api/v1/setup",
                    json!({"email": "not-an-address", "password": "password-123"}),
                )
                .await;
            assert_eq!(res.status, 422);
        }
        let res = attacker
            .post(
                "/api/v1/setup",
                json!({"email": "a@example.com", "password": "password-123"}),
            )
            .await;
        assert_eq!(res.status, 429);
        assert_eq!(
            res.message(),
            "Too many set-up attempts from your address; please try again in a minute."
        );
        assert!(res.headers.get("retry-after").is_some());
        // Set-up stays open to the operator at another address.
        let mut operator = app.client();
        operator.address = "198.51.100.21".into();
        let ok = operator
            .post(
                "/api/v1/setup",
                json!({"email": ADMIN_EMAIL, "password": ADMIN_PASSWORD}),
            )
            .await;
        assert_eq!(ok.status, 201);
    }
);

backend_test!(
    a_parallel_burst_of_guesses_gets_no_more_than_the_limit,
    |app| async move {
        app.admin().await;
        let statuses = burst(&app, "198.51.100.30", ADMIN_EMAIL, "guess-guess", 30).await;
        assert!(
            statuses.iter().all(|s| *s == 401 || *s == 429),
            "{statuses:?}"
        );
        // Refused attempts were not guesses and do not count; the guesses that got a check do.
        // Whatever the burst got, the address gets no more than the limit in all.
        let mut guesses = statuses.iter().filter(|s| **s == 401).count() as i64;
        loop {
            let res = login_from(&app, "198.51.100.30", ADMIN_EMAIL, "guess-guess").await;
            if res.status == 429 {
                break;
            }
            assert_eq!(res.status, 401);
            guesses += 1;
        }
        assert!(
            guesses <= LOGIN_FAILURE_LIMIT,
            "{guesses} guesses got through: {statuses:?}"
        );
        let right = login_from(&app, "198.51.100.30", ADMIN_EMAIL, ADMIN_PASSWORD).await;
        assert_eq!(right.status, 429, "the address is locked out");
    }
);

backend_test!(
    guesses_from_many_addresses_meet_the_accounts_limit,
    |app| async move {
        app.admin().await;
        for i in 0..10 {
            let res = login_from(
                &app,
                &format!("198.51.100.{}", 100 + i),
                ADMIN_EMAIL,
                "guess-guess",
            )
            .await;
            assert_eq!(res.status, 401);
        }
        // Case and spaces do not make another account.
        let res = login_from(&app, "198.51.100.200", " Admin@Example.com ", "guess-guess").await;
        assert_eq!(res.status, 429, "{}", res.body);
        assert!(
            res.message()
                .starts_with("Too many failed sign-in attempts for this account."),
            "{}",
            res.message()
        );
        let right = login_from(&app, "198.51.100.201", ADMIN_EMAIL, ADMIN_PASSWORD).await;
        assert_eq!(right.status, 429, "the account is locked for a while");
        // Another account from the same address is not.
        let other = login_from(&app, "198.51.100.200", "someone@example.com", "guess-guess").await;
        assert_eq!(other.status, 401);
    }
);

backend_test!(
    a_success_clears_only_its_own_accounts_failures,
    |app| async move {
        let mut admin = app.admin().await;
        admin
            .post(
                "/api/v1/users",
                json!({"email": "accomplice@example.com", "password": "password-123", "role": "editor"}),
            )
            .await;
        let address = "198.51.100.40";
        for _ in 0..4 {
            let res = login_from(&app, address, ADMIN_EMAIL, "guess-guess").await;
            assert_eq!(res.status, 401);
        }
        // The attacker's own account signs in from the same address…
        let own = login_from(&app, address, "accomplice@example.com", "password-123").await;
        assert_eq!(own.status, 200);
        // … which does not give the address new guesses at the administrator.
        let fifth = login_from(&app, address, ADMIN_EMAIL, "guess-guess").await;
        assert_eq!(fifth.status, 401);
        let sixth = login_from(&app, address, ADMIN_EMAIL, "guess-guess").await;
        assert_eq!(sixth.status, 429);
        // The administrator's own success clears the administrator's failures.
        let elsewhere = login_from(&app, "198.51.100.41", ADMIN_EMAIL, ADMIN_PASSWORD).await;
        assert_eq!(elsewhere.status, 200);
    }
);

/// Five failed sign-ins, each claiming another address in the entries the client writes, then
/// the right password: throttled all the same when the host reads the address the proxy saw.
async fn spoofing_attacker_is_throttled(app: &TestApp, proxies_append: &str) {
    app.admin().await;
    for i in 0..LOGIN_FAILURE_LIMIT {
        let chain = format!("203.0.113.{i}, {proxies_append}");
        let res = login_from(app, &chain, ADMIN_EMAIL, "guess-guess").await;
        assert_eq!(res.status, 401);
    }
    let chain = format!("203.0.113.99, {proxies_append}");
    let res = login_from(app, &chain, ADMIN_EMAIL, ADMIN_PASSWORD).await;
    assert_eq!(res.status, 429, "{}", res.body);
}

backend_test!(
    the_client_cannot_choose_its_address_in_x_forwarded_for,
    |app| async move {
        // One appending proxy: the rightmost entry is the client as the proxy saw it.
        spoofing_attacker_is_throttled(&app, "198.51.100.60").await;
    }
);

backend_test!(
    trusted_proxies_are_skipped_from_the_right,
    config = |c: &mut hearken::Config| c.trusted_proxies = vec!["10.0.0.0/8".parse().unwrap()],
    |app| async move {
        // A CDN edge appended the client, the internal load balancer (10.x, trusted) the edge.
        spoofing_attacker_is_throttled(&app, "198.51.100.61, 10.0.0.5").await;
    }
);

backend_test!(
    a_question_title_cannot_run_a_formula_in_the_csv_export,
    |app| async move {
        let mut admin = app.admin().await;
        admin.license(hearken::licensing::Tier::Pro).await;
        let res = admin
            .post(
                "/api/v1/surveys",
                json!({"id": null, "title": "Export", "status": "publish", "questions": [
                    {"id": "t", "type": "long-text", "title": "=HYPERLINK(\"https://evil.example\",\"Open\")"}
                ]}),
            )
            .await;
        assert_eq!(res.status, 201, "{}", res.body);
        let id = res.body["survey"]["id"].as_i64().unwrap();
        let (status, _, bytes) = admin
            .get_raw(&format!("/api/v1/exports?survey_id={id}&format=csv"))
            .await;
        assert_eq!(status, 200);
        let text = String::from_utf8(bytes).unwrap();
        let header = text
            .trim_start_matches('\u{feff}')
            .lines()
            .next()
            .unwrap()
            .to_owned();
        assert!(
            header.ends_with(",\"'=HYPERLINK(\"\"https://evil.example\"\",\"\"Open\"\")\""),
            "{header}"
        );
    }
);

backend_test!(
    a_backslash_path_is_not_a_url_on_this_site,
    |app| async move {
        // Browsers read `/\evil.example` as `//evil.example`: an open redirect through any URL
        // setting that takes site-relative paths.
        let mut admin = app.admin().await;
        for bad in ["/\\evil.example", "/\\/evil.example"] {
            let res = admin
                .post(
                    "/api/v1/settings",
                    json!({"notifications_header_image": bad}),
                )
                .await;
            assert_eq!(res.status, 422, "{bad}: {}", res.body);
        }
        let ok = admin
            .post(
                "/api/v1/settings",
                json!({"notifications_header_image": "/logo.png"}),
            )
            .await;
        assert_eq!(ok.status, 200, "{}", ok.body);
    }
);

backend_test!(
    the_largest_nps_comments_page_is_an_empty_page,
    |app| async move {
        let mut admin = app.admin().await;
        admin.license(hearken::licensing::Tier::Pro).await;
        let res = admin
            .upload(
                "/api/v1/addons/upload?activate=true",
                &common::addon_package("question-types"),
            )
            .await;
        assert_eq!(res.status, 201, "{}", res.body);
        let res = admin
            .post(
                "/api/v1/surveys",
                json!({"id": null, "title": "NPS", "type": "nps", "status": "publish", "questions": [
                    {"id": "n", "type": "nps", "title": "Recommend us?", "settings": {"comment_box": true}}
                ]}),
            )
            .await;
        let id = res.body["survey"]["id"].as_i64().unwrap();
        let nonce = app.submission_nonce(id).await;
        let mut visitor = app.client();
        let sent = visitor
            .post(
                &format!("/api/v1/surveys/{id}/responses"),
                json!({"answers": [{"question_id": "n", "value": 9, "extra": {"comments": "Great"}}], "page_submitted": {}, "nonce": nonce}),
            )
            .await;
        assert_eq!(sent.status, 201, "{}", sent.body);
        let last = admin
            .get(&format!(
                "/api/v1/surveys/{id}/nps-comments?page={}",
                i64::MAX
            ))
            .await;
        assert_eq!(last.status, 200, "{}", last.body);
        assert_eq!(last.body["items"], json!([]));
        assert_eq!(last.body["pagination"]["total"], 1);
        let first = admin
            .get(&format!("/api/v1/surveys/{id}/nps-comments"))
            .await;
        assert_eq!(first.body["items"][0]["comment"], "Great");
        assert_eq!(first.body["items"][0]["score"], 9);
    }
);

backend_test!(
    behind_https_the_session_cookie_is_secure_and_host_only,
    config = |c: &mut hearken::Config| c.public_url = "https://surveys.example.com".into(),
    |app| async move {
        let mut browser = app.client();
        let res = browser
            .post(
                "/api/v1/setup",
                json!({"email": ADMIN_EMAIL, "password": ADMIN_PASSWORD}),
            )
            .await;
        assert_eq!(res.status, 201);
        let set = res.headers["set-cookie"].to_str().unwrap().to_owned();
        assert!(set.starts_with("__Host-hearken_session="), "{set}");
        assert!(
            set.contains("; Secure") && set.contains("Path=/") && !set.contains("Domain"),
            "{set}"
        );
        let token = set
            .strip_prefix("__Host-hearken_session=")
            .and_then(|rest| rest.split(';').next())
            .unwrap()
            .to_owned();
        let mut reader = app.client();
        let me = reader
            .send_full(
                axum::http::Method::GET,
                "/api/v1/auth/me",
                None,
                &[("cookie", &format!("__Host-hearken_session={token}"))],
            )
            .await;
        assert_eq!(me.status, 200, "{}", me.body);
        // A cookie without the prefix (one a plain-http page or a subdomain could set) is not read.
        let shadow = reader
            .send_full(
                axum::http::Method::GET,
                "/api/v1/auth/me",
                None,
                &[("cookie", &format!("hearken_session={token}"))],
            )
            .await;
        assert_eq!(shadow.status, 401);
        // Signing out ends the session the prefixed cookie names.
        let nonce = res.body["nonce"].as_str().unwrap().to_owned();
        let cookie = format!("__Host-hearken_session={token}");
        let out = reader
            .send_full(
                axum::http::Method::POST,
                "/api/v1/auth/logout",
                Some("{}".into()),
                &[("cookie", &cookie), ("x-hearken-nonce", &nonce)],
            )
            .await;
        assert_eq!(out.status, 200, "{}", out.body);
        let after = reader
            .send_full(
                axum::http::Method::GET,
                "/api/v1/auth/me",
                None,
                &[("cookie", &cookie)],
            )
            .await;
        assert_eq!(after.status, 401);
    }
);

backend_test!(
    only_a_successful_admin_write_reloads_the_visitor_snapshot,
    |app| async move {
        let mut admin = app.admin().await;
        let before = app.state.visitors.generation();
        let mut stranger = app.client();
        // Anyone can send these; none of them may make every visitor's next request reload.
        assert_eq!(
            stranger.post("/api/v1/surveys", json!({})).await.status,
            401
        );
        assert_eq!(
            stranger
                .post("/api/v1/no-such-thing", json!({}))
                .await
                .status,
            404
        );
        let failed = login_from(&app, "198.51.100.90", ADMIN_EMAIL, "guess-guess").await;
        assert_eq!(failed.status, 401);
        let invalid = admin
            .post("/api/v1/settings", json!({"widget_position": "nowhere"}))
            .await;
        assert_eq!(invalid.status, 422);
        assert_eq!(app.state.visitors.generation(), before);
        let saved = admin
            .post(
                "/api/v1/settings",
                json!({"widget_position": "bottom_left"}),
            )
            .await;
        assert_eq!(saved.status, 200, "{}", saved.body);
        assert!(app.state.visitors.generation() > before);
    }
);

backend_test!(
    with_site_origins_set_another_sites_page_is_refused,
    |app| async move {
        let mut admin = app.admin().await;
        let res = admin
            .post(
                "/api/v1/settings",
                json!({"widget_allowed_origins": "https://shop.example"}),
            )
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        let mut visitor = app.client();
        let other = visitor
            .send_with_origin(
                axum::http::Method::GET,
                "/api/v1/widget/survey",
                "https://evil.example",
            )
            .await;
        assert_eq!(other.status, 403);
        assert_eq!(other.code(), "origin_not_allowed");
        assert_eq!(
            other.message(),
            "This site is not allowed to show Hearken surveys."
        );
        let preflight = visitor
            .send_with_origin(
                axum::http::Method::OPTIONS,
                "/api/v1/surveys/1/responses",
                "https://evil.example",
            )
            .await;
        assert_eq!(preflight.status, 403);
        let own = visitor
            .send_with_origin(
                axum::http::Method::GET,
                "/api/v1/widget/survey",
                "https://shop.example",
            )
            .await;
        assert_eq!(own.status, 200);
        assert_eq!(
            own.headers["access-control-allow-origin"],
            "https://shop.example"
        );
        // No Origin at all (not a browser's cross-site call): answered, without CORS.
        assert_eq!(visitor.get("/api/v1/widget/survey").await.status, 200);
    }
);

backend_test!(
    an_ipv6_visitor_cannot_escape_the_limit_by_changing_its_last_64_bits,
    config = |c: &mut hearken::Config| c.visitor_rate_limit = 2,
    |app| async move {
        let mut admin = app.admin().await;
        let res = admin
            .post("/api/v1/surveys", common::valid_survey("Rate"))
            .await;
        assert_eq!(res.status, 201, "{}", res.body);
        let id = res.body["survey"]["id"].as_i64().unwrap();
        let question = res.body["survey"]["questions"][0]["id"].clone();
        let answer = json!([{"question_id": question, "value": "Well"}]);
        let mut statuses = Vec::new();
        for host in 1..=3 {
            let mut visitor = app.client();
            visitor.address = format!("2001:db8:7:7::{host}");
            let nonce = app.submission_nonce(id).await;
            let sent = visitor
                .post(
                    &format!("/api/v1/surveys/{id}/responses"),
                    json!({"answers": answer, "page_submitted": {}, "nonce": nonce}),
                )
                .await;
            statuses.push(sent.status);
        }
        assert_eq!(statuses, [201, 201, 429]);
        // Another /64 has its own budget.
        let mut neighbour = app.client();
        neighbour.address = "2001:db8:7:8::1".into();
        let nonce = app.submission_nonce(id).await;
        let sent = neighbour
            .post(
                &format!("/api/v1/surveys/{id}/responses"),
                json!({"answers": answer, "page_submitted": {}, "nonce": nonce}),
            )
            .await;
        assert_eq!(sent.status, 201, "{}", sent.body);
    }
);
