//! The google-drive add-on through the API (issue 17), against the local server that speaks
//! Google's OAuth 2.0, Drive v3 and Sheets v4 protocols (`tools/mock-google`, run with Node as a
//! child process): the sign-in with PKCE, the folder, a survey's sheet, responses delivered
//! through the action outbox (a retry adds no second row), an expired token refreshed, a revoked
//! grant that disconnects and notifies, the export of existing responses, and secrets that never
//! leave the host. Every test runs on SQLite and on PostgreSQL.

use crate::common;

use std::{
    io::{BufRead, BufReader},
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use axum::http::Method;
use common::{Client, kit};
use hearken::licensing::Tier;
use serde_json::{Value, json};

const SLUG: &str = "google-drive";
const CLIENT_ID: &str = "hearken-test.apps.googleusercontent.com";
const CLIENT_SECRET: &str = "test-secret";
const ORIGIN: &str = "http://hearken.test";

/// The local Google: a Node process, stopped when dropped (and when its stdin closes).
struct MockGoogle {
    child: Child,
    url: String,
    http: reqwest::Client,
}

impl MockGoogle {
    fn start() -> MockGoogle {
        let script = common::workspace_root().join("tools/mock-google/server.mjs");
        let mut child = Command::new("node")
            .arg(&script)
            .args(["--port", "0"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("node runs tools/mock-google/server.mjs");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let url = line
            .trim()
            .rsplit_once(' ')
            .map(|(_, url)| url.to_owned())
            .expect("the mock prints the address it listens on");
        MockGoogle {
            child,
            url,
            http: reqwest::Client::builder()
                .redirect(reqwest::redirect::Policy::none())
                .build()
                .unwrap(),
        }
    }

    async fn control(&self, path: &str, body: Value) -> Value {
        let res = self
            .http
            .post(format!("{}/_mock/{path}", self.url))
            .json(&body)
            .send()
            .await
            .unwrap();
        assert!(res.status().is_success(), "mock {path}: {}", res.status());
        res.json().await.unwrap_or(Value::Null)
    }

    async fn state(&self) -> Value {
        self.http
            .get(format!("{}/_mock/state", self.url))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap()
    }

    fn endpoints(&self) -> Value {
        json!({
            "auth": format!("{}/o/oauth2/v2/auth", self.url),
            "token": format!("{}/token", self.url),
            "revoke": format!("{}/revoke", self.url),
            "drive": format!("{}/drive/v3", self.url),
            "sheets": format!("{}/v4", self.url),
        })
    }

    /// The rows of the one spreadsheet the mock holds whose title is `title`.
    async fn rows(&self, title: &str) -> Vec<Value> {
        let state = self.state().await;
        state["sheets"]
            .as_object()
            .unwrap()
            .values()
            .find(|s| s["title"] == title)
            .and_then(|s| s["rows"].as_array().cloned())
            .unwrap_or_default()
    }

    /// The user at Google's consent page: the browser follows the consent URL, the user presses
    /// Allow (or Deny), and Google answers with the redirect back to Hearken.
    async fn consent(&self, url: &str, allow: bool) -> String {
        let page = self.http.get(url).send().await.unwrap();
        assert_eq!(page.status(), 200, "the consent page");
        let html = page.text().await.unwrap();
        let fields = hidden_fields(&html);
        let mut form: Vec<(String, String)> = fields;
        form.push((
            "decision".into(),
            if allow { "allow" } else { "deny" }.into(),
        ));
        let res = self
            .http
            .post(format!("{}/o/oauth2/v2/auth/decide", self.url))
            .header("content-type", "application/x-www-form-urlencoded")
            .body(
                form_urlencoded::Serializer::new(String::new())
                    .extend_pairs(&form)
                    .finish(),
            )
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 302, "consent answers with a redirect");
        res.headers()["location"].to_str().unwrap().to_owned()
    }
}

impl Drop for MockGoogle {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The hidden inputs of the consent page's form.
fn hidden_fields(html: &str) -> Vec<(String, String)> {
    let attr = |tag: &str, name: &str| {
        let at = tag.find(&format!("{name}=\""))? + name.len() + 2;
        let end = tag[at..].find('"')? + at;
        Some(
            tag[at..end]
                .replace("&amp;", "&")
                .replace("&quot;", "\"")
                .replace("&#39;", "'")
                .replace("&lt;", "<")
                .replace("&gt;", ">"),
        )
    };
    html.split("<input")
        .skip(1)
        .filter_map(|rest| {
            let tag = &rest[..rest.find('>')?];
            if !tag.contains("type=\"hidden\"") {
                return None;
            }
            Some((attr(tag, "name")?, attr(tag, "value").unwrap_or_default()))
        })
        .collect()
}

async fn until(what: &str, mut probe: impl AsyncFnMut() -> bool) {
    let started = Instant::now();
    while !probe().await {
        assert!(started.elapsed() < Duration::from_secs(15), "{what}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn call(
    admin: &mut Client,
    method: Method,
    path: &str,
    body: Option<Value>,
) -> common::Response {
    admin
        .send_full(
            method,
            &format!("/api/v1/addons/{SLUG}{path}"),
            body.map(|b| b.to_string()),
            &[("origin", ORIGIN)],
        )
        .await
}

/// Google's redirect back to the add-on, with the `query` its consent page answered.
async fn callback(admin: &mut Client, query: &str) -> common::Response {
    call(
        admin,
        Method::GET,
        &format!("/oauth/callback?{query}"),
        None,
    )
    .await
}

/// Installs and activates the add-on on a Pro license, points it at `google`, and enters the
/// OAuth client.
async fn set_up(app: &common::TestApp, google: &MockGoogle) -> Client {
    app.stock_catalogue();
    let mut admin = app.admin().await;
    admin.license(Tier::Pro).await;
    kit::switch(&mut admin, SLUG, &["install", "activate"]).await;
    let res = admin
        .post(
            "/api/v1/settings",
            json!({"google_drive_endpoints": google.endpoints()}),
        )
        .await;
    assert!(res.status < 300, "endpoints: {}", res.body);
    let res = call(
        &mut admin,
        Method::PUT,
        "/credentials",
        Some(json!({"client_id": CLIENT_ID, "client_secret": CLIENT_SECRET})),
    )
    .await;
    assert_eq!(res.status, 200, "{}", res.body);
    assert_eq!(
        res.body,
        json!({"client_id": CLIENT_ID, "has_client_secret": true})
    );
    admin
}

/// Signs in through Google's consent page; answers where Hearken sent the browser back.
async fn sign_in(admin: &mut Client, google: &MockGoogle, to: &str, allow: bool) -> String {
    let res = call(
        admin,
        Method::POST,
        "/auth-url",
        Some(json!({"return": to})),
    )
    .await;
    assert_eq!(res.status, 200, "{}", res.body);
    assert_eq!(res.body["success"], true, "{}", res.body);
    let url = res.body["data"].as_str().unwrap().to_owned();
    assert!(
        url.starts_with(&format!("{}/o/oauth2/v2/auth?", google.url)),
        "{url}"
    );
    assert!(url.contains("code_challenge_method=S256"), "{url}");
    assert!(url.contains("access_type=offline"), "{url}");
    assert!(
        url.contains("redirect_uri=http%3A%2F%2Fhearken.test%2Fapi%2Fv1%2Faddons%2Fgoogle-drive%2Foauth%2Fcallback"),
        "{url}"
    );
    let back = google.consent(&url, allow).await;
    let (_, query) = back
        .split_once("/api/v1/addons/google-drive/oauth/callback?")
        .expect("Google sends the browser to the redirect URI");
    let res = callback(admin, query).await;
    assert_eq!(res.status, 302, "{}", res.body);
    res.headers["location"].to_str().unwrap().to_owned()
}

async fn survey_with_drive(admin: &mut Client, title: &str, enable: bool) -> i64 {
    let mut survey = common::valid_survey(title);
    survey["questions"]
        .as_array_mut()
        .unwrap()
        .push(json!({"id": "q2", "type": "text", "title": "Anything else?", "config": {}}));
    survey["settings"] =
        json!({"google_drive": {"enable": enable, "file_name": "", "spreadsheet_id": ""}});
    let res = admin.post("/api/v1/surveys", survey).await;
    assert!(res.status < 300, "{}", res.body);
    res.body["survey"]["id"].as_i64().unwrap()
}

async fn respond(app: &common::TestApp, survey_id: i64, answer: &str) -> i64 {
    let nonce = app.submission_nonce(survey_id).await;
    let res = app
        .client()
        .post(
            &format!("/api/v1/surveys/{survey_id}/responses"),
            json!({"answers": [{"question_id": "q1", "value": answer}, {"question_id": "q2", "value": "More cake"}], "page_submitted": {"link": "https://blog.example/hello"}, "nonce": nonce}),
        )
        .await;
    assert_eq!(res.status, 201, "{}", res.body);
    res.body["id"].as_i64().unwrap()
}

/// Makes every waiting action due now (the outbox's back-off is half a minute and more).
async fn retry_now(app: &common::TestApp) {
    hearken::on_db!(&app.db, pool => sqlx::query("UPDATE addon_actions SET next_attempt_at = 0, claimed_until = 0")
        .execute(pool).await.map(|_| ()))
    .unwrap();
    app.state.addons.actions_queued();
}

async fn pending_actions(app: &common::TestApp) -> i64 {
    hearken::on_db!(&app.db, pool => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM addon_actions WHERE failed_at IS NULL")
        .fetch_one(pool).await)
    .unwrap()
}

backend_test!(
    signs_in_chooses_a_folder_and_sends_each_response_to_its_sheet,
    |app| async move {
        let google = MockGoogle::start();
        let mut admin = set_up(&app, &google).await;

        let before = call(&mut admin, Method::GET, "/connection", None).await;
        assert_eq!(before.status, 200, "{}", before.body);
        assert_eq!(before.body["connected"], false);
        assert_eq!(before.body["has_client_secret"], true);

        let back = sign_in(&mut admin, &google, "settings", true).await;
        assert_eq!(back, "/admin/settings/google-drive?google_drive=connected");
        let connection = call(&mut admin, Method::GET, "/connection", None)
            .await
            .body;
        assert_eq!(connection["connected"], true, "{connection}");
        assert_eq!(connection["label"], "ada@example.com");
        assert!(connection["date"].as_i64().unwrap() > 1_700_000_000);
        assert_eq!(connection["folder"], Value::Null);
        let settings = admin.get("/api/v1/settings").await.body;
        assert_eq!(settings["google_drive"]["connected"], true);
        assert_eq!(settings["google_drive"]["label"], "ada@example.com");

        // Secrets stay in the host: no answer and no setting carries the client secret or a token.
        let tokens = google.state().await["tokens"].clone();
        let everything = format!(
            "{connection} {settings} {}",
            admin.get("/api/v1/addons").await.body
        );
        assert!(
            !everything.contains(CLIENT_SECRET),
            "the client secret leaked"
        );
        for token in tokens["access"]
            .as_array()
            .unwrap()
            .iter()
            .chain(tokens["refresh"].as_array().unwrap())
        {
            let token = token.as_str().unwrap();
            assert!(!everything.contains(token), "a token leaked");
        }

        // The folder picker lists the account's folders; one becomes the folder.
        let folders = call(&mut admin, Method::GET, "/folders", None).await;
        assert_eq!(folders.status, 200, "{}", folders.body);
        let list = folders.body["folders"].as_array().unwrap().clone();
        let names: Vec<&str> = list.iter().map(|f| f["name"].as_str().unwrap()).collect();
        assert_eq!(names, ["Archive", "Hearken responses", "Marketing"]);
        let chosen = list[1].clone();
        let res = call(
            &mut admin,
            Method::POST,
            "/folder",
            Some(json!({"folder_id": "not-a-folder"})),
        )
        .await;
        assert_eq!(res.status, 422, "{}", res.body);
        assert_eq!(
            res.body["fields"]["folder_id"],
            "That folder is not in your Google Drive any more."
        );
        let res = call(
            &mut admin,
            Method::POST,
            "/folder",
            Some(json!({"folder_id": chosen["id"]})),
        )
        .await;
        assert_eq!(res.status, 200, "{}", res.body);
        assert_eq!(res.body["folder"], chosen);
        assert_eq!(
            admin.get("/api/v1/settings").await.body["google_drive"]["folder_id"],
            chosen["id"]
        );

        // A survey sends its responses; one that does not, does not.
        let id = survey_with_drive(&mut admin, "Cake poll", true).await;
        let quiet = survey_with_drive(&mut admin, "Quiet poll", false).await;
        let first = respond(&app, id, "Well").await;
        respond(&app, quiet, "Badly").await;
        until("the response never reached the sheet", async || {
            google.rows("Cake poll").await.len() == 2
        })
        .await;
        let rows = google.rows("Cake poll").await;
        assert_eq!(
            rows[0],
            json!([
                "Response ID",
                "Submitted",
                "How did we do?",
                "Anything else?",
                "Page"
            ])
        );
        assert_eq!(rows[1][0], first.to_string());
        assert_eq!(rows[1][2], "Well");
        assert_eq!(rows[1][3], "More cake");
        assert_eq!(rows[1][4], "https://blog.example/hello");
        // The sheet is in the chosen folder, and the survey knows its id (the list links it).
        let state = google.state().await;
        let (sheet_id, sheet) = state["sheets"]
            .as_object()
            .unwrap()
            .iter()
            .find(|(_, s)| s["title"] == "Cake poll")
            .unwrap();
        assert_eq!(sheet["parents"], json!([chosen["id"]]), "{sheet}");
        let survey = admin.get(&format!("/api/v1/surveys/{id}")).await.body;
        assert_eq!(
            survey["settings"]["google_drive"]["spreadsheet_id"], *sheet_id,
            "{survey}"
        );
        assert!(google.rows("Quiet poll").await.is_empty());
        until("the action stayed in the outbox", async || {
            pending_actions(&app).await == 0
        })
        .await;

        // Removing the folder keeps the connection; disconnecting revokes the grant at Google.
        let res = call(&mut admin, Method::DELETE, "/folder", None).await;
        assert_eq!(res.body, json!({"success": true}));
        assert_eq!(
            call(&mut admin, Method::GET, "/connection", None)
                .await
                .body["folder"],
            Value::Null
        );
        google
            .control("fail", json!({"match": "POST /revoke", "status": 503}))
            .await;
        let res = call(&mut admin, Method::POST, "/disconnect", None).await;
        assert_eq!(res.body["success"], false, "{}", res.body);
        assert_eq!(
            call(&mut admin, Method::GET, "/connection", None)
                .await
                .body["connected"],
            true,
            "a failed disconnect changes nothing"
        );
        let res = call(&mut admin, Method::POST, "/disconnect", None).await;
        assert_eq!(res.body, json!({"success": true}));
        assert_eq!(
            call(&mut admin, Method::GET, "/connection", None)
                .await
                .body["connected"],
            false
        );
        assert_eq!(
            admin.get("/api/v1/settings").await.body["google_drive"]["connected"],
            false
        );
        let tokens = google.state().await["tokens"].clone();
        assert_eq!(
            tokens["refresh"],
            json!([]),
            "the grant is revoked at Google: {tokens}"
        );
    }
);

backend_test!(
    an_expired_token_is_refreshed_and_a_revoked_grant_disconnects_and_notifies,
    |app| async move {
        let google = MockGoogle::start();
        let mut admin = set_up(&app, &google).await;
        sign_in(&mut admin, &google, "settings", true).await;
        let id = survey_with_drive(&mut admin, "Refresh poll", true).await;

        // Google forgets the access token: the add-on gets a 401, refreshes, and goes on.
        google.control("expire", json!({})).await;
        respond(&app, id, "Well").await;
        until("the response never reached the sheet", async || {
            google.rows("Refresh poll").await.len() == 2
        })
        .await;
        let requests = google.state().await["requests"].clone();
        assert!(
            requests
                .as_array()
                .unwrap()
                .iter()
                .filter(|r| r["method"] == "POST" && r["path"] == "/token")
                .count()
                >= 2,
            "a refresh went to the token endpoint: {requests}"
        );

        // The user revokes Hearken's access at Google: the next response finds the grant gone.
        google.control("revoke", json!({})).await;
        let waiting = respond(&app, id, "Badly").await;
        until("the connection never showed as disconnected", async || {
            call(&mut admin, Method::GET, "/connection", None)
                .await
                .body["revoked"]
                == true
        })
        .await;
        let connection = call(&mut admin, Method::GET, "/connection", None)
            .await
            .body;
        assert_eq!(connection["connected"], false, "{connection}");
        assert_eq!(connection["label"], "ada@example.com");
        assert_eq!(
            admin.get("/api/v1/settings").await.body["google_drive"]["connected"],
            false
        );
        let drawer = admin.get("/api/v1/notifications").await.body;
        let text = drawer.to_string();
        assert!(text.contains("Google Drive was disconnected"), "{drawer}");
        assert!(text.contains("/admin/settings/google-drive"), "{drawer}");
        // The response waits in the outbox.
        assert_eq!(pending_actions(&app).await, 1);
        assert_eq!(google.rows("Refresh poll").await.len(), 2);

        // Signing in again withdraws the notification, and the retry delivers the response.
        sign_in(&mut admin, &google, "settings", true).await;
        let drawer = admin.get("/api/v1/notifications").await.body;
        assert!(
            !drawer.to_string().contains("Google Drive was disconnected"),
            "{drawer}"
        );
        retry_now(&app).await;
        until("the waiting response never arrived", async || {
            google.rows("Refresh poll").await.len() == 3
        })
        .await;
        assert_eq!(google.rows("Refresh poll").await[2][0], waiting.to_string());
    }
);

backend_test!(
    a_retry_adds_no_second_row_and_the_export_sends_only_what_is_missing,
    |app| async move {
        let google = MockGoogle::start();
        let mut admin = set_up(&app, &google).await;
        sign_in(&mut admin, &google, "survey_1", true).await;
        let id = survey_with_drive(&mut admin, "Retry poll", false).await;
        // Three responses before the survey sends any.
        let mut earlier = Vec::new();
        for answer in ["Well", "Badly", "Well"] {
            earlier.push(respond(&app, id, answer).await);
        }
        let res = call(
            &mut admin,
            Method::POST,
            &format!("/surveys/{id}/sheet"),
            None,
        )
        .await;
        assert_eq!(res.status, 200, "{}", res.body);
        let sheet = res.body["spreadsheet_id"].as_str().unwrap().to_owned();
        let mut survey = admin.get(&format!("/api/v1/surveys/{id}")).await.body;
        assert_eq!(survey["settings"]["google_drive"]["spreadsheet_id"], sheet);
        survey["settings"]["google_drive"]["enable"] = json!(true);
        // An editor's older copy, from before the sheet was made, does not unlink it.
        survey["settings"]["google_drive"]["spreadsheet_id"] = json!("");
        let res = admin.post("/api/v1/surveys", survey).await;
        assert!(res.status < 300, "{}", res.body);
        let survey = admin.get(&format!("/api/v1/surveys/{id}")).await.body;
        assert_eq!(survey["settings"]["google_drive"]["spreadsheet_id"], sheet);
        assert_eq!(survey["settings"]["google_drive"]["enable"], true);

        // Google appends the row, then the answer is lost: the add-on's try fails.
        google
            .control(
                "fail",
                json!({"match": "POST /v4/spreadsheets/", "status": 503, "drop_after_handling": true}),
            )
            .await;
        let late = respond(&app, id, "Badly").await;
        until("the lost answer never failed a try", async || {
            hearken::on_db!(&app.db, pool => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM addon_actions WHERE attempts > 0")
                .fetch_one(pool).await).unwrap() == 1
        })
        .await;
        assert_eq!(google.rows("Retry poll").await.len(), 2);
        // The retry looks at the sheet first, finds the row, and adds none.
        retry_now(&app).await;
        until("the retry never finished", async || {
            pending_actions(&app).await == 0
        })
        .await;
        let rows = google.rows("Retry poll").await;
        assert_eq!(rows.len(), 2, "{rows:?}");
        assert_eq!(rows[1][0], late.to_string());

        // The export sends the three earlier responses once, whatever is sent twice.
        let mut ids = earlier.clone();
        ids.push(late);
        ids.push(earlier[0]);
        let res = call(
            &mut admin,
            Method::POST,
            &format!("/surveys/{id}/export"),
            Some(json!({"response_ids": ids})),
        )
        .await;
        assert_eq!(res.status, 200, "{}", res.body);
        assert_eq!(res.body["appended"], 3);
        assert_eq!(res.body["skipped"], 2);
        let res = call(
            &mut admin,
            Method::POST,
            &format!("/surveys/{id}/export"),
            Some(json!({"response_ids": earlier})),
        )
        .await;
        assert_eq!(
            (res.body["appended"].clone(), res.body["skipped"].clone()),
            (json!(0), json!(3))
        );
        let rows = google.rows("Retry poll").await;
        assert_eq!(rows.len(), 5, "{rows:?}");
        // Ids of another survey's responses are not this survey's to export.
        let other = survey_with_drive(&mut admin, "Other poll", false).await;
        let foreign = respond(&app, other, "Well").await;
        let res = call(
            &mut admin,
            Method::POST,
            &format!("/surveys/{id}/export"),
            Some(json!({"response_ids": [foreign]})),
        )
        .await;
        assert_eq!(res.body["appended"], 0, "{}", res.body);
        for bad in [
            json!({}),
            json!({"response_ids": []}),
            json!({"response_ids": ["1"]}),
            json!({"response_ids": (1..=101).collect::<Vec<_>>()}),
        ] {
            let res = call(
                &mut admin,
                Method::POST,
                &format!("/surveys/{id}/export"),
                Some(bad),
            )
            .await;
            assert_eq!(res.status, 422, "{}", res.body);
            assert!(
                res.body["fields"]["response_ids"].is_string(),
                "{}",
                res.body
            );
        }
    }
);

backend_test!(
    the_sign_in_refuses_what_it_should_and_only_administrators_connect,
    |app| async move {
        let google = MockGoogle::start();
        let mut admin = set_up(&app, &google).await;

        // A denied consent, a forged state and a replayed callback all come back as an error.
        assert_eq!(
            sign_in(&mut admin, &google, "survey_7", false).await,
            "/admin/surveys/edit/7/notifications?google_drive=error"
        );
        let res = call(
            &mut admin,
            Method::GET,
            "/oauth/callback?code=x&state=forged",
            None,
        )
        .await;
        assert_eq!(
            res.headers["location"],
            "/admin/settings/google-drive?google_drive=error"
        );
        let res = call(
            &mut admin,
            Method::POST,
            "/auth-url",
            Some(json!({"return": "settings"})),
        )
        .await;
        let url = res.body["data"].as_str().unwrap().to_owned();
        let back = google.consent(&url, true).await;
        let query = back.split_once('?').unwrap().1.to_owned();
        let res = callback(&mut admin, &query).await;
        assert_eq!(
            res.headers["location"],
            "/admin/settings/google-drive?google_drive=connected"
        );
        let res = callback(&mut admin, &query).await;
        assert_eq!(
            res.headers["location"],
            "/admin/settings/google-drive?google_drive=error"
        );

        // A token endpoint that fails leaves no connection behind.
        call(&mut admin, Method::POST, "/disconnect", None).await;
        google
            .control("fail", json!({"match": "POST /token", "status": 500}))
            .await;
        assert_eq!(
            sign_in(&mut admin, &google, "settings", true).await,
            "/admin/settings/google-drive?google_drive=error"
        );
        assert_eq!(
            call(&mut admin, Method::GET, "/connection", None)
                .await
                .body["connected"],
            false
        );

        // Bad input gets clear answers.
        for (body, success) in [
            (json!({"return": "https://evil.example/"}), false),
            (json!({}), false),
        ] {
            let res = call(&mut admin, Method::POST, "/auth-url", Some(body)).await;
            assert_eq!(res.status, 200);
            assert_eq!(res.body["success"], success, "{}", res.body);
        }
        let res = call(
            &mut admin,
            Method::PUT,
            "/credentials",
            Some(json!({"client_id": "has space"})),
        )
        .await;
        assert_eq!(res.status, 422);
        assert!(res.body["fields"]["client_id"].is_string(), "{}", res.body);
        let res = call(
            &mut admin,
            Method::PUT,
            "/credentials",
            Some(json!({"client_id": "x".repeat(301)})),
        )
        .await;
        assert_eq!(res.status, 422);
        // An empty secret keeps the stored one.
        let res = call(
            &mut admin,
            Method::PUT,
            "/credentials",
            Some(json!({"client_id": CLIENT_ID, "client_secret": ""})),
        )
        .await;
        assert_eq!(res.status, 200, "{}", res.body);
        let res = call(&mut admin, Method::GET, "/folders", None).await;
        assert_eq!((res.status, res.code()), (409, "not_connected"));
        // The settings API cannot write the connection; only the add-on does.
        let res = admin
            .post("/api/v1/settings", json!({"google_drive": {"connected": true, "label": "x", "date": null, "folder_id": ""}}))
            .await;
        assert!(res.status >= 400, "{}", res.body);
        let res = admin
            .post(
                "/api/v1/settings",
                json!({"google_drive_endpoints": {"auth": "ftp://x"}}),
            )
            .await;
        assert_eq!(res.status, 422, "{}", res.body);

        // An editor sees the connection and makes sheets, but cannot connect or change it.
        let mut editor = app.user_with_role(&mut admin, "editor").await;
        let res = call(&mut editor, Method::GET, "/connection", None).await;
        assert_eq!(res.status, 200, "{}", res.body);
        assert!(res.body.get("client_secret").is_none());
        for (method, path, body) in [
            (
                Method::POST,
                "/auth-url",
                Some(json!({"return": "settings"})),
            ),
            (
                Method::PUT,
                "/credentials",
                Some(json!({"client_id": "x", "client_secret": "y"})),
            ),
            (Method::POST, "/disconnect", None),
            (Method::GET, "/folders", None),
            (Method::DELETE, "/folder", None),
        ] {
            let res = call(&mut editor, method.clone(), path, body).await;
            assert_eq!(res.status, 403, "{method} {path}: {}", res.body);
        }
        // A visitor reaches none of it.
        let mut visitor = app.client();
        let res = call(&mut visitor, Method::GET, "/connection", None).await;
        assert_eq!(res.status, 401, "{}", res.body);
    }
);
