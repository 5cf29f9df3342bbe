//! First-run setup, sign-in, sessions, the nonce, capabilities and login throttling, on both backends.

use crate::common;

use axum::http::Method;
use common::{ADMIN_EMAIL, ADMIN_PASSWORD};
use serde_json::json;

backend_test!(first_admin_can_be_created_exactly_once, |app| async move {
    let mut stranger = app.client();
    assert_eq!(stranger.get("/api/v1/setup").await.body["needed"], true);
    let mut admin = app.admin().await;
    assert_eq!(stranger.get("/api/v1/setup").await.body["needed"], false);
    let me = admin.get("/api/v1/auth/me").await;
    assert_eq!(me.status, 200);
    assert_eq!(me.body["user"]["email"], ADMIN_EMAIL);
    assert_eq!(me.body["user"]["role"], "administrator");
    assert_eq!(me.body["capabilities"].as_array().unwrap().len(), 4);

    let mut stranger = app.client();
    let again = stranger
        .post(
            "/api/v1/setup",
            json!({"email": "mallory@example.com", "password": "password-123"}),
        )
        .await;
    assert_eq!(again.status, 409);
    assert_eq!(again.code(), "conflict");
    let users = admin.get("/api/v1/users").await;
    assert_eq!(users.body.as_array().unwrap().len(), 1);
});

backend_test!(
    setup_refuses_a_weak_password_and_a_bad_email_and_still_allows_setup_after,
    |app| async move {
        let mut client = app.client();
        let weak = client
            .post(
                "/api/v1/setup",
                json!({"email": "a@example.com", "password": "short"}),
            )
            .await;
        assert_eq!(weak.status, 422);
        assert_eq!(
            weak.body["fields"]["password"],
            "The password must be at least 8 characters long."
        );
        let bad = client
            .post(
                "/api/v1/setup",
                json!({"email": "not-an-address", "password": "long enough"}),
            )
            .await;
        assert_eq!(bad.status, 422);
        assert!(bad.body["fields"]["email"].is_string());
        let ok = client
            .post(
                "/api/v1/setup",
                json!({"email": "a@example.com", "password": "long enough"}),
            )
            .await;
        assert_eq!(ok.status, 201);
    }
);

backend_test!(
    login_sets_an_httponly_lax_cookie_and_answers_user_and_nonce,
    |app| async move {
        app.admin().await;
        let mut browser = app.client();
        let res = browser
            .post(
                "/api/v1/auth/login",
                json!({"email": "ADMIN@example.com ", "password": ADMIN_PASSWORD}),
            )
            .await;
        assert_eq!(res.status, 200);
        let cookie = res.headers.get("set-cookie").unwrap().to_str().unwrap();
        assert!(cookie.starts_with("hearken_session="));
        assert!(
            cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"),
            "{cookie}"
        );
        assert_eq!(res.body["user"]["email"], ADMIN_EMAIL);
        assert_eq!(res.body["nonce"].as_str().unwrap().len(), 32);
        assert!(res.body["user"].get("password_hash").is_none());

        let wrong = app
            .client()
            .post(
                "/api/v1/auth/login",
                json!({"email": ADMIN_EMAIL, "password": "wrong password"}),
            )
            .await;
        assert_eq!(wrong.status, 401);
        assert_eq!(
            wrong.message(),
            "The e-mail address or password is incorrect."
        );
    }
);

backend_test!(
    admin_endpoints_need_a_session_and_state_changes_need_the_nonce,
    |app| async move {
        let mut admin = app.admin().await;
        let mut anonymous = app.client();
        for path in [
            "/api/v1/surveys",
            "/api/v1/settings",
            "/api/v1/license",
            "/api/v1/config",
            "/api/v1/notifications",
            "/api/v1/auth/me",
        ] {
            let res = anonymous.get(path).await;
            assert_eq!(res.status, 401, "{path}");
        }
        let no_session = anonymous
            .post("/api/v1/surveys", common::valid_survey("x"))
            .await;
        assert_eq!(no_session.status, 401);

        let nonce = admin.nonce.take();
        let missing = admin
            .post("/api/v1/surveys", common::valid_survey("x"))
            .await;
        assert_eq!(missing.status, 403);
        assert_eq!(missing.code(), "invalid_nonce");
        admin.nonce = Some("0".repeat(32));
        let wrong = admin
            .post("/api/v1/surveys", common::valid_survey("x"))
            .await;
        assert_eq!(wrong.status, 403);
        admin.nonce = nonce;
        assert_eq!(
            admin
                .post("/api/v1/surveys", common::valid_survey("x"))
                .await
                .status,
            201
        );
        let list = admin.get("/api/v1/surveys").await;
        assert_eq!(
            list.body["pagination"]["total"], 1,
            "the refused calls stored nothing"
        );
    }
);

backend_test!(a_missing_capability_is_403, |app| async move {
    let mut admin = app.admin().await;
    let mut editor = app.user_with_role(&mut admin, "editor").await;
    assert_eq!(editor.get("/api/v1/surveys").await.status, 200);
    let created = editor
        .post("/api/v1/surveys", common::valid_survey("by editor"))
        .await;
    assert_eq!(created.status, 201);
    let id = created.body["survey"]["id"].as_i64().unwrap();

    let settings = editor.get("/api/v1/settings").await;
    assert_eq!(settings.status, 403);
    assert_eq!(settings.code(), "missing_capability");
    assert_eq!(
        editor
            .post("/api/v1/license/verify", json!({"key": "x"}))
            .await
            .status,
        403
    );
    assert_eq!(
        editor
            .post("/api/v1/surveys/trash", json!({"survey_ids": [id]}))
            .await
            .status,
        403,
        "editors lack delete_surveys by default"
    );

    let mut admin_role = app.user_with_role(&mut admin, "administrator").await;
    assert_eq!(
        admin_role
            .post("/api/v1/surveys/trash", json!({"survey_ids": [id]}))
            .await
            .status,
        200
    );
});

backend_test!(
    a_role_added_by_the_admin_holds_no_capability_until_access_grants_it,
    |app| async move {
        let mut admin = app.admin().await;
        let role = admin
            .post(
                "/api/v1/roles",
                json!({"slug": "shop_manager", "name": "Shop Manager"}),
            )
            .await;
        assert_eq!(role.status, 201);
        let dup = admin
            .post(
                "/api/v1/roles",
                json!({"slug": "shop_manager", "name": "Again"}),
            )
            .await;
        assert_eq!(dup.status, 422);
        let mut manager = app.user_with_role(&mut admin, "shop_manager").await;
        assert!(
            manager.get("/api/v1/auth/me").await.body["capabilities"]
                .as_array()
                .unwrap()
                .is_empty()
        );
        assert_eq!(manager.get("/api/v1/surveys").await.status, 403);
        let unknown_role = admin
            .post(
                "/api/v1/users",
                json!({"email": "x@example.com", "password": "password-123", "role": "pirate"}),
            )
            .await;
        assert_eq!(unknown_role.status, 422);
    }
);

backend_test!(
    repeated_failed_logins_from_one_address_are_throttled,
    |app| async move {
        app.admin().await;
        let mut attacker = app.client();
        attacker.address = "198.51.100.7".into();
        for _ in 0..5 {
            let res = attacker
                .post(
                    "/api/v1/auth/login",
                    json!({"email": ADMIN_EMAIL, "password": "guess"}),
                )
                .await;
            assert_eq!(res.status, 401);
        }
        let blocked = attacker
            .post(
                "/api/v1/auth/login",
                json!({"email": ADMIN_EMAIL, "password": ADMIN_PASSWORD}),
            )
            .await;
        assert_eq!(blocked.status, 429, "even the right password waits");
        assert!(blocked.headers.get("retry-after").is_some());
        assert!(
            blocked
                .message()
                .starts_with("Too many failed sign-in attempts")
        );

        let mut elsewhere = app.client();
        elsewhere.address = "198.51.100.8".into();
        let ok = elsewhere
            .post(
                "/api/v1/auth/login",
                json!({"email": ADMIN_EMAIL, "password": ADMIN_PASSWORD}),
            )
            .await;
        assert_eq!(ok.status, 200, "another address is not affected");
    }
);

backend_test!(logout_ends_the_session, |app| async move {
    let mut admin = app.admin().await;
    let cookie = admin.cookie.clone();
    let res = admin.post("/api/v1/auth/logout", json!({})).await;
    assert_eq!(res.status, 200);
    let mut replay = app.client();
    replay.cookie = cookie;
    assert_eq!(replay.get("/api/v1/auth/me").await.status, 401);
});

backend_test!(malformed_auth_bodies_get_the_envelope, |app| async move {
    let mut client = app.client();
    let res = client
        .send(Method::POST, "/api/v1/auth/login", Some("{not json".into()))
        .await;
    assert_eq!(res.status, 400);
    assert_eq!(res.code(), "malformed_json");
    let res = client
        .post("/api/v1/auth/login", json!({"email": 5, "password": []}))
        .await;
    assert_eq!(res.status, 422);
    let res = client
        .post(
            "/api/v1/auth/login",
            json!({"email": "a@b.co", "password": "x", "remember": true}),
        )
        .await;
    assert_eq!(res.status, 422, "unknown fields are refused");
    // serde reads an array into a struct's fields in order; the API takes objects only, so a
    // signed-in user's record cannot be changed by `[null, null]`.
    let mut admin = app.admin().await;
    let res = admin
        .send(Method::POST, "/api/v1/users/1", Some("[null, null]".into()))
        .await;
    assert_eq!(res.status, 422, "{}", res.body);
    assert_eq!(
        res.body["message"],
        "The request body must be a JSON object."
    );
    let res = client
        .send(
            Method::POST,
            "/api/v1/auth/login",
            Some(format!("[\"{ADMIN_EMAIL}\", \"{ADMIN_PASSWORD}\"]")),
        )
        .await;
    assert_eq!(res.status, 422, "an array is not credentials: {}", res.body);
});
