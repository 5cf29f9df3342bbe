//! Issue 31, security round 2: each attack tried against the real `hearken serve` on SQLite and on
//! PostgreSQL, as an attacker would send it (raw requests where a client library would tidy the
//! address up). Each test failed before the fix it names.
//! 1. An add-on's answer cannot carry headers that let it act as the administrator.
//! 2. A percent-encoded, doubled-slash or mixed-case path cannot dodge an access rule.
//! 3. U+0000 in any text gets one clear 422 on both databases, and no stored answer breaks a view.
//! 4. Wrong current passwords count with failed sign-ins, and past the limit end the session.
//! 5. A zip bomb is refused within 64 MiB; every switch takes 1/0; the add-on token's refusal
//!    says what expired.

use std::{collections::BTreeSet, time::Duration};

use reqwest::{Method, StatusCode, header::HeaderMap};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::support;

use support::{Backend, Server};

/// Runs `$body(backend)` as two tests, `sqlite` and `postgres`.
macro_rules! on_both {
    ($name:ident) => {
        mod $name {
            #[tokio::test]
            async fn sqlite() {
                super::$name(super::Backend::Sqlite).await;
            }

            #[tokio::test]
            async fn postgres() {
                super::$name(super::Backend::Postgres).await;
            }
        }
    };
}

const ADMIN_EMAIL: &str = "ada@example.com";
const ADMIN_PASSWORD: &str = "correct horse battery";

/// The repository root.
fn root() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_owned()
}

/// A browser of the admin: a cookie jar and the session's nonce.
struct Browser {
    http: reqwest::Client,
    base: String,
    nonce: String,
}

/// An answer: status, headers and the body (JSON, or the text as a JSON string).
struct Answer {
    status: u16,
    headers: HeaderMap,
    body: Value,
}

impl Answer {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }
}

impl Browser {
    fn new(server: &Server) -> Browser {
        let _ = rustls::crypto::ring::default_provider().install_default();
        Browser {
            http: reqwest::Client::builder()
                .cookie_store(true)
                .redirect(reqwest::redirect::Policy::none())
                .build()
                .unwrap(),
            base: server.base.clone(),
            nonce: String::new(),
        }
    }

    /// The first administrator, signed in.
    async fn administrator(server: &Server) -> Browser {
        let mut browser = Browser::new(server);
        let made = browser
            .send(
                Method::POST,
                "/api/v1/setup",
                Some(json!({"email": ADMIN_EMAIL, "password": ADMIN_PASSWORD, "name": "Ada"})),
            )
            .await;
        assert_eq!(made.status, 201, "{}", made.body);
        browser.nonce = made.body["nonce"].as_str().unwrap().to_owned();
        browser
    }

    async fn send(&self, method: Method, path: &str, body: Option<Value>) -> Answer {
        let mut request = self
            .http
            .request(method, format!("{}{path}", self.base))
            .header("x-hearken-nonce", &self.nonce);
        if let Some(body) = body {
            request = request.json(&body);
        }
        answer(request.send().await.unwrap()).await
    }

    async fn get(&self, path: &str) -> Answer {
        self.send(Method::GET, path, None).await
    }

    async fn post(&self, path: &str, body: Value) -> Answer {
        self.send(Method::POST, path, Some(body)).await
    }

    /// Uploads a package as the Add-ons screen does, consenting to what it asks for.
    async fn upload(&self, query: &str, package: &[u8]) -> Answer {
        let first = self.upload_once(query, package).await;
        if first.status != 409 {
            return first;
        }
        let sha = first.body["sha256"].as_str().unwrap().to_owned();
        self.upload_once(&format!("{query}&consent={sha}"), package)
            .await
    }

    async fn upload_once(&self, query: &str, package: &[u8]) -> Answer {
        let boundary = "attack-boundary";
        let mut body = format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"package\"; filename=\"a.hkpkg\"\r\nContent-Type: application/zip\r\n\r\n"
        )
        .into_bytes();
        body.extend_from_slice(package);
        body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
        let response = self
            .http
            .post(format!("{}/api/v1/addons/upload?{query}", self.base))
            .header("x-hearken-nonce", &self.nonce)
            .header(
                "content-type",
                format!("multipart/form-data; boundary={boundary}"),
            )
            .body(body)
            .send()
            .await
            .unwrap();
        answer(response).await
    }

    /// Verifies a development license key of `tier` (the server runs with HEARKEN_DEV=1).
    async fn license(&self, tier: hearken::licensing::Tier) {
        let key = hearken::licensing::MintRequest {
            tier,
            expires: None,
            disabled: false,
        }
        .mint_dev();
        let res = self
            .post("/api/v1/license/verify", json!({"key": key}))
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
    }
}

async fn answer(response: reqwest::Response) -> Answer {
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    let bytes = response.bytes().await.unwrap();
    let body = serde_json::from_slice(&bytes)
        .unwrap_or_else(|_| Value::String(String::from_utf8_lossy(&bytes).into_owned()));
    assert!(status < 500, "{status}: {body}");
    Answer {
        status,
        headers,
        body,
    }
}

/// Sends a request exactly as written (method, request target, headers, body) and answers the
/// status and the body: no client library tidies the path up.
async fn raw(
    server: &Server,
    method: &str,
    target: &str,
    headers: &[(&str, &str)],
) -> (u16, String) {
    let address = server.base.trim_start_matches("http://");
    let mut stream = tokio::net::TcpStream::connect(address).await.unwrap();
    let mut request = format!(
        "{method} {target} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\nContent-Type: application/json\r\n"
    );
    for (name, value) in headers {
        request.push_str(&format!("{name}: {value}\r\n"));
    }
    let body = "{\"answers\":[{\"question_id\":\"q1\",\"value\":\"Well\"}]}";
    request.push_str(&format!("Content-Length: {}\r\n\r\n{body}", body.len()));
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut text = String::new();
    stream.read_to_string(&mut text).await.unwrap();
    let status = text
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("no status in {text:?}"));
    assert!(status < 500, "{method} {target}: {text}");
    let body = text.split("\r\n\r\n").nth(1).unwrap_or("").to_owned();
    (status, body)
}

/// The test add-on `ledger` as an unsigned third party would ship it, answering `/hostile` (a page
/// whose script reads the admin's session, with every header that would let it run) at its admin
/// endpoint and at a public one; no admin UI, and no permission but reading the settings (its
/// component imports the data interface).
fn hostile_ledger() -> Vec<u8> {
    let source = root().join("host/tests/addons/ledger");
    let copy = tempfile::tempdir().unwrap();
    let manifest = std::fs::read_to_string(source.join("addon.toml"))
        .unwrap()
        .replace(
            r#"permissions = ["surveys:read", "responses:read", "settings:read", "visitor.country"]"#,
            r#"permissions = ["settings:read"]"#,
        );
    assert!(manifest.contains(r#"permissions = ["settings:read"]"#));
    std::fs::write(
        copy.path().join("addon.toml"),
        format!("{manifest}\n[[public]]\npath = \"/hostile\"\nmethods = [\"GET\"]\n"),
    )
    .unwrap();
    std::fs::create_dir(copy.path().join("widget")).unwrap();
    std::fs::copy(
        source.join("widget/page.js"),
        copy.path().join("widget/page.js"),
    )
    .unwrap();
    let wasm = root().join("target/wasm32-wasip2/addon/ledger.wasm");
    assert!(
        wasm.is_file(),
        "{} is missing: run `make addons`",
        wasm.display()
    );
    hearken::addons::package::pack(copy.path(), Some(&wasm))
        .unwrap()
        .1
}

/// A first-party add-on, packed and signed as `make` signs the catalogue.
fn first_party(name: &str) -> Vec<u8> {
    let wasm = root().join(format!(
        "target/wasm32-wasip2/addon/{}.wasm",
        name.replace('-', "_")
    ));
    let (_, bytes) =
        hearken::addons::package::pack(&root().join("addons").join(name), Some(&wasm)).unwrap();
    hearken::addons::package::sign(
        &bytes,
        &hearken::addons::package::trust::dev_publisher_key(),
    )
    .unwrap()
}

// 1. An add-on's HTTP answer runs as the administrator.

async fn an_add_ons_answer_cannot_act_as_the_administrator(backend: Backend) {
    let Some(server) = Server::start(backend, &[]).await else {
        return;
    };
    let admin = Browser::administrator(&server).await;
    let installed = admin.upload("activate=true", &hostile_ledger()).await;
    assert_eq!(installed.status, 201, "{}", installed.body);
    let origins = admin
        .post(
            "/api/v1/settings",
            json!({"widget_allowed_origins": "https://shop.example"}),
        )
        .await;
    assert_eq!(origins.status, 200, "{}", origins.body);

    let host_owned = |answer: &Answer, resource_policy: &str| {
        assert_eq!(
            answer.header("content-security-policy"),
            Some("sandbox; default-src 'none'")
        );
        assert_eq!(answer.header("x-content-type-options"), Some("nosniff"));
        assert_eq!(answer.header("x-frame-options"), Some("DENY"));
        assert_eq!(
            answer.header("cross-origin-resource-policy"),
            Some(resource_policy)
        );
        assert_eq!(answer.header("content-disposition"), Some("attachment"));
        assert_eq!(answer.header("access-control-allow-credentials"), None);
        assert_eq!(answer.header("set-cookie"), None);
        // Its own X- header passes.
        assert_eq!(answer.header("x-ledger"), Some("hostile"));
    };

    // The admin endpoint, as the signed-in administrator opens it.
    let page = admin.get("/api/v1/addons/ledger/hostile").await;
    assert_eq!(page.status, 200);
    assert!(page.body.as_str().unwrap().contains("<script>"));
    host_owned(&page, "same-origin");
    assert_eq!(page.header("access-control-allow-origin"), None);

    // The public endpoint, with the nonce any visitor gets from `widget/survey`.
    let visitor = Browser::new(&server);
    let shown = visitor
        .get("/api/v1/widget/survey?url=https%3A%2F%2Fshop.example%2F")
        .await;
    let module = shown.body["page_modules"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["slug"] == "ledger")
        .cloned()
        .unwrap_or_else(|| panic!("no ledger module: {}", shown.body));
    let nonce = module["public"]["nonce"].as_str().unwrap();
    let public = format!("/api/v1/public/addons/ledger/hostile?nonce={nonce}");
    // Sent to a signed-in administrator as a link: the same rules, with the admin's cookie.
    let opened = answer(
        admin
            .http
            .get(format!("{}{public}", server.base))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(opened.status, 200);
    host_owned(&opened, "cross-origin");
    assert_eq!(opened.header("access-control-allow-origin"), None);
    let from_site = visitor
        .http
        .get(format!("{}{public}", server.base))
        .header("origin", "https://shop.example")
        .send()
        .await
        .unwrap();
    let from_site = answer(from_site).await;
    host_owned(&from_site, "cross-origin");
    assert_eq!(
        from_site.header("access-control-allow-origin"),
        Some("https://shop.example")
    );
    let from_elsewhere = visitor
        .http
        .get(format!("{}{public}", server.base))
        .header("origin", "https://evil.example")
        .send()
        .await
        .unwrap();
    assert_eq!(from_elsewhere.status(), StatusCode::FORBIDDEN);

    // A stale or forged token: the refusal says which token.
    let forged = visitor
        .get("/api/v1/public/addons/ledger/hostile?nonce=1.forged")
        .await;
    assert_eq!(forged.status, 403);
    assert_eq!(forged.body["code"], "invalid_nonce");
    assert_eq!(
        forged.body["message"],
        "This page's add-on token has expired or is not valid; please reload the page."
    );
}
on_both!(an_add_ons_answer_cannot_act_as_the_administrator);

// 2. Percent-encoded ids skip the origin rule.

/// Spellings of `path` that a router might read as it, or that a check on the raw path might
/// miss: a parameter or a letter percent-encoded, a doubled slash, another case.
fn spellings(path: &str) -> Vec<String> {
    let mut out = vec![
        path.replacen("/api/v1/", "/api/v1//", 1),
        path.replacen("/api/v1/", "//api/v1/", 1),
        path.replacen("/api/v1/", "/API/v1/", 1),
        path.replacen("/api/v1/", "/api/V1/", 1),
        path.replacen("/api/v1/", "/api/v1/%2F", 1),
        path.replacen("/api/", "/%61pi/", 1),
    ];
    let last = path.rsplit('/').next().unwrap_or("");
    if let Some(first) = last.chars().next() {
        out.push(format!(
            "{}/{}{}",
            &path[..path.len() - last.len() - 1],
            if first.is_ascii_lowercase() {
                first.to_ascii_uppercase().to_string()
            } else {
                first.to_string()
            },
            &last[1..]
        ));
    }
    // Every digit of an id, percent-encoded.
    if path.chars().any(|c| c.is_ascii_digit() && c != '1') || path.contains("/1") {
        out.push(
            path.split('/')
                .map(|segment| {
                    if !segment.is_empty() && segment.chars().all(|c| c.is_ascii_digit()) {
                        segment.bytes().map(|b| format!("%{b:02X}")).collect()
                    } else {
                        segment.to_owned()
                    }
                })
                .collect::<Vec<_>>()
                .join("/"),
        );
    }
    out.retain(|s| s != path);
    out
}

async fn no_spelling_of_a_path_dodges_the_rules(backend: Backend) {
    let Some(server) = Server::start(backend, &[]).await else {
        return;
    };
    let admin = Browser::administrator(&server).await;
    let made = admin
        .post(
            "/api/v1/surveys",
            json!({"id": null, "title": "Checkout", "status": "publish", "questions": [
                {"id": "q1", "type": "radio-button", "title": "How did we do?", "config": {"options": ["Well", "Badly"]}}]}),
        )
        .await;
    assert_eq!(made.status, 201, "{}", made.body);
    let id = made.body["survey"]["id"].as_i64().unwrap();
    assert_eq!(id, 1);
    let saved = admin
        .post(
            "/api/v1/settings",
            json!({"widget_allowed_origins": "https://shop.example"}),
        )
        .await;
    assert_eq!(saved.status, 200, "{}", saved.body);
    let evil = [("Origin", "https://evil.example")];

    // The reported attack: %31 is survey 1, so the origin rule holds for it.
    for target in [
        "/api/v1/surveys/1/impression",
        "/api/v1/surveys/%31/impression",
        "/api/v1/surveys/1/responses",
        "/api/v1/surveys/%31/responses",
    ] {
        let (status, body) = raw(&server, "POST", target, &evil).await;
        assert_eq!(status, 403, "{target}: {body}");
        assert!(body.contains("origin_not_allowed"), "{target}: {body}");
    }
    let count: i64 = {
        let db = hearken::Db::connect(&server.url).await.unwrap();
        hearken::on_db!(&db, pool => {
            sqlx::query_scalar("SELECT COUNT(*) FROM responses").fetch_one(pool).await
        })
        .unwrap()
    };
    assert_eq!(count, 0, "nothing was stored");

    // Every route, anonymously and from another site: no spelling does better than the route's
    // own address. (A spelling the router does not match is 404; one it does is the same route,
    // with the same rule.)
    for route in hearken::http::access::ROUTES {
        let path = route
            .path
            .replace("{id}", "1")
            .replace("{response_id}", "1")
            .replace("{slug}", "ledger")
            .replace("{*rest}", "counter");
        let method = if route.method == "*" {
            "POST"
        } else {
            route.method
        };
        let (canonical, _) = raw(&server, method, &path, &evil).await;
        for spelling in spellings(&path) {
            let (status, body) = raw(&server, method, &spelling, &evil).await;
            // 405: the spelling is another route's address (`addons/Ui-manifest` is a slug).
            assert!(
                status == canonical || [400, 404, 405].contains(&status),
                "{method} {spelling} answered {status} where {path} answered {canonical}: {body}"
            );
            assert!(
                !(200..400).contains(&status),
                "{method} {spelling} answered {status}: {body}"
            );
        }
    }
}
on_both!(no_spelling_of_a_path_dodges_the_rules);

// 3. U+0000 gives 500s on PostgreSQL.

/// The dotted paths of the string fields of a JSON Schema (resolving `$ref`s against the
/// document's components), at most `depth` levels down; an array's items are at index 0.
fn string_fields(doc: &Value, schema: &Value, at: &str, depth: usize, out: &mut Vec<String>) {
    let schema = match schema["$ref"].as_str() {
        Some(reference) => {
            let name = reference.rsplit('/').next().unwrap();
            &doc["components"]["schemas"][name]
        }
        None => schema,
    };
    let join = |key: &str| {
        if at.is_empty() {
            key.to_owned()
        } else {
            format!("{at}.{key}")
        }
    };
    let kinds: Vec<&str> = match &schema["type"] {
        Value::String(t) => vec![t.as_str()],
        Value::Array(ts) => ts.iter().filter_map(Value::as_str).collect(),
        _ => vec![],
    };
    if depth == 0 {
        return;
    }
    for alternative in ["oneOf", "anyOf", "allOf"] {
        for sub in schema[alternative].as_array().into_iter().flatten() {
            string_fields(doc, sub, at, depth, out);
        }
    }
    if let Some(properties) = schema["properties"].as_object() {
        for (key, sub) in properties {
            string_fields(doc, sub, &join(key), depth - 1, out);
        }
    }
    if kinds.contains(&"array") {
        string_fields(doc, &schema["items"], &join("0"), depth - 1, out);
    }
    // An object of any keys (settings, a visitor's context): one of its own.
    if kinds.contains(&"object")
        && schema.get("properties").is_none()
        && schema["additionalProperties"] != false
    {
        out.push(join("any_key"));
    }
    if (kinds.contains(&"string") || (kinds.is_empty() && schema.get("properties").is_none()))
        && !at.is_empty()
    {
        out.push(at.to_owned());
    }
}

/// A JSON value holding `leaf` at the dotted `path` (numbers are array indices).
fn value_at(path: &str, leaf: Value) -> Value {
    path.rsplit('.')
        .fold(leaf, |inner, key| match key.parse::<usize>() {
            Ok(0) => json!([inner]),
            _ => json!({ key: inner }),
        })
}

async fn nul_in_any_text_gets_one_clear_error(backend: Backend) {
    let Some(server) = Server::start(backend, &[]).await else {
        return;
    };
    let admin = Browser::administrator(&server).await;
    let doc = admin.get("/api/v1/openapi.json").await.body;
    let nul = |answer: &Answer, what: &str| {
        assert_eq!(answer.status, 422, "{what}: {}", answer.body);
        assert_eq!(
            answer.body["code"], "nul_character",
            "{what}: {}",
            answer.body
        );
        assert_eq!(
            answer.body["message"],
            "Text may not contain the NUL character (U+0000)."
        );
    };
    let mut tried = BTreeSet::new();
    for (path, operations) in doc["paths"].as_object().unwrap() {
        for (method, operation) in operations.as_object().unwrap() {
            let Ok(method) = method.to_uppercase().parse::<Method>() else {
                continue;
            };
            let address = path
                .replace("{id}", "1")
                .replace("{response_id}", "1")
                .replace("{slug}", "ledger");
            // Any query parameter, declared or not.
            let res = admin
                .send(method.clone(), &format!("{address}?anything=a%00b"), None)
                .await;
            nul(&res, &format!("{method} {address}?anything="));
            assert!(res.body["fields"].get("anything").is_some(), "{}", res.body);
            // Every parameter: the path's and the query's.
            for parameter in operation["parameters"].as_array().into_iter().flatten() {
                let name = parameter["name"].as_str().unwrap();
                let target = match parameter["in"].as_str() {
                    Some("path") => path
                        .replace(&format!("{{{name}}}"), "a%00b")
                        .replace("{id}", "1")
                        .replace("{response_id}", "1")
                        .replace("{slug}", "ledger"),
                    Some("query") => format!("{address}?{name}=a%00b"),
                    _ => continue,
                };
                let res = admin.send(method.clone(), &target, None).await;
                nul(&res, &format!("{method} {target}"));
                tried.insert(format!("{method} {path} {name}"));
            }
            // Every text field of the body, one at a time.
            let Some(schema) = operation
                .pointer("/requestBody/content/application~1json/schema")
                .cloned()
            else {
                continue;
            };
            let mut fields = Vec::new();
            string_fields(&doc, &schema, "", 5, &mut fields);
            fields.sort();
            fields.dedup();
            for field in fields {
                let body = value_at(&field, json!("a\u{0}b"));
                let res = admin.send(method.clone(), &address, Some(body)).await;
                nul(&res, &format!("{method} {path} {field}"));
                assert!(
                    res.body["fields"].get(&field).is_some(),
                    "{method} {path}: names {field}: {}",
                    res.body
                );
                tried.insert(format!("{method} {path} {field}"));
            }
        }
    }
    for expected in [
        "POST /api/v1/auth/login email",
        "POST /api/v1/auth/password current_password",
        "POST /api/v1/surveys title",
        "POST /api/v1/surveys questions.0.title",
        "POST /api/v1/users name",
        "POST /api/v1/roles name",
        "POST /api/v1/settings any_key",
        "GET /api/v1/search title",
        "GET /api/v1/logic-type search",
        "POST /api/v1/surveys/{id}/responses answers.0.extra",
        "POST /api/v1/addons/{slug}/install slug",
    ] {
        assert!(
            tried.contains(expected),
            "{expected} was not tried: {tried:?}"
        );
    }
    // Signed out, the public sign-in refuses it the same way.
    let stranger = Browser::new(&server);
    let login = stranger
        .post(
            "/api/v1/auth/login",
            json!({"email": "ada\u{0}@example.com", "password": "x"}),
        )
        .await;
    nul(&login, "login");
    assert_eq!(
        login.body["fields"]["email"],
        "Text may not contain the NUL character (U+0000)."
    );
    // An add-on's own endpoints: a JSON body's escape and a text body's byte.
    let installed = admin.upload("activate=true", &hostile_ledger()).await;
    assert_eq!(installed.status, 201, "{}", installed.body);
    let json_body = admin
        .send(
            Method::PUT,
            "/api/v1/addons/ledger/settings/ledger_mode",
            Some(json!("calm\u{0}")),
        )
        .await;
    nul(&json_body, "add-on JSON body");
    let text_body = admin
        .http
        .put(format!(
            "{}/api/v1/addons/ledger/settings/ledger_mode",
            server.base
        ))
        .header("x-hearken-nonce", &admin.nonce)
        .header("content-type", "text/plain")
        .body("calm\0")
        .send()
        .await
        .unwrap();
    nul(&answer(text_body).await, "add-on text body");
}
on_both!(nul_in_any_text_gets_one_clear_error);

async fn a_stored_answer_never_breaks_a_results_view_or_an_export(backend: Backend) {
    let Some(server) = Server::start(backend, &[("HEARKEN_DEV", "1")]).await else {
        return;
    };
    let admin = Browser::administrator(&server).await;
    admin.license(hearken::licensing::Tier::Pro).await;
    let installed = admin
        .upload("activate=true", &first_party("question-types"))
        .await;
    assert_eq!(installed.status, 201, "{}", installed.body);
    let made = admin
        .post(
            "/api/v1/surveys",
            json!({"id": null, "title": "NPS", "type": "nps", "status": "publish", "questions": [
                {"id": "n", "type": "nps", "title": "Recommend us?", "settings": {"comment_box": true}},
                {"id": "t", "type": "long-text", "title": "Anything else?"}
            ]}),
        )
        .await;
    assert_eq!(made.status, 201, "{}", made.body);
    let id = made.body["survey"]["id"].as_i64().unwrap();
    let visitor = Browser::new(&server);
    let answer_with = |comment: &str, text: &str| {
        json!([
            {"question_id": "n", "value": 9, "extra": {"comments": comment}},
            {"question_id": "t", "value": text}
        ])
    };
    let token = async || {
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
        counted.body["submission"].as_str().unwrap().to_owned()
    };
    // The reported attack: refused now, on both databases.
    let refused = visitor
        .post(
            &format!("/api/v1/surveys/{id}/responses"),
            json!({"answers": answer_with("ni\u{0}ce", "fine"), "nonce": token().await}),
        )
        .await;
    assert_eq!(refused.status, 422, "{}", refused.body);
    assert_eq!(
        refused.body["fields"]["answers.0.extra.comments"],
        "Text may not contain the NUL character (U+0000)."
    );
    // What visitors may send: controls, joiners, right-to-left marks, formulas, long text.
    let odd = "\u{1}\u{7}\u{1b}[31m\u{200d}\u{202e}=HYPERLINK(\"x\")\u{fffe}\u{1f600}";
    for (comment, text) in [("plain", odd), (odd, "plain"), ("later", "=1+1")] {
        let stored = visitor
            .post(
                &format!("/api/v1/surveys/{id}/responses"),
                json!({"answers": answer_with(comment, text), "nonce": token().await}),
            )
            .await;
        assert_eq!(stored.status, 201, "{}", stored.body);
    }
    // And what an earlier version stored before the rule: a NUL escape in the answers' JSON.
    let db = hearken::Db::connect(&server.url).await.unwrap();
    let changed = hearken::on_db!(&db, pool => {
        sqlx::query("UPDATE responses SET answers = replace(answers, 'later', 'la\\u0000ter') WHERE answers LIKE '%later%'")
            .execute(pool).await.map(|r| r.rows_affected())
    })
    .unwrap();
    assert_eq!(changed, 1);

    for view in [
        format!("/api/v1/surveys/{id}/nps-comments"),
        format!("/api/v1/surveys/{id}/results"),
        format!("/api/v1/surveys/{id}/responses"),
        format!("/api/v1/surveys/{id}/responses/3"),
        "/api/v1/results-summary".to_owned(),
    ] {
        let res = admin.get(&view).await;
        assert_eq!(res.status, 200, "{view}: {}", res.body);
    }
    let comments = admin
        .get(&format!("/api/v1/surveys/{id}/nps-comments"))
        .await;
    assert_eq!(comments.body["pagination"]["total"], 3, "{}", comments.body);
    let texts: Vec<&str> = comments.body["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["comment"].as_str().unwrap())
        .collect();
    assert!(texts.contains(&odd), "{texts:?}");
    assert!(
        texts
            .iter()
            .any(|t| t.starts_with("la") && t.ends_with("ter")),
        "{texts:?}"
    );
    for format in ["csv", "xlsx"] {
        let export = admin
            .http
            .get(format!(
                "{}/api/v1/exports?survey_id={id}&format={format}",
                server.base
            ))
            .send()
            .await
            .unwrap();
        assert_eq!(export.status(), StatusCode::OK, "{format}");
        let bytes = export.bytes().await.unwrap();
        if format == "xlsx" {
            let mut book = zip::ZipArchive::new(std::io::Cursor::new(bytes.to_vec()))
                .expect("the XLSX file is a whole zip");
            let mut sheet = String::new();
            std::io::Read::read_to_string(
                &mut book.by_name("xl/worksheets/sheet1.xml").unwrap(),
                &mut sheet,
            )
            .unwrap();
            assert!(!sheet.contains('\0'), "no NUL in the sheet's XML");
            assert!(
                !sheet.contains('\u{1}'),
                "no control character in the sheet's XML"
            );
        } else {
            let text = String::from_utf8(bytes.to_vec()).unwrap();
            // The header and the three answers.
            assert_eq!(
                text.trim_start_matches('\u{feff}').lines().count(),
                4,
                "{text}"
            );
        }
    }
}
on_both!(a_stored_answer_never_breaks_a_results_view_or_an_export);

// 4. Password guessing through `POST auth/password`.

async fn guessing_the_password_through_a_session_ends_it(backend: Backend) {
    let Some(server) = Server::start(backend, &[]).await else {
        return;
    };
    let admin = Browser::administrator(&server).await;
    let guess = |password: &str| {
        admin.post(
            "/api/v1/auth/password",
            json!({"current_password": password, "password": "a brand new password"}),
        )
    };
    // The address's budget: five wrong guesses, then the session is over.
    for n in 0..hearken::accounts::LOGIN_FAILURE_LIMIT {
        let res = guess(&format!("guess number {n}")).await;
        assert_eq!(res.status, 422, "guess {n}: {}", res.body);
        assert_eq!(
            res.body["fields"]["current_password"],
            "The current password is not right."
        );
    }
    let stopped = guess("one more guess").await;
    assert_eq!(stopped.status, 429, "{}", stopped.body);
    assert!(stopped.header("retry-after").is_some());
    assert!(
        stopped.body["message"].as_str().unwrap().starts_with(
            "Too many wrong current passwords from your address: you have been signed out."
        ),
        "{}",
        stopped.body
    );
    assert_eq!(admin.get("/api/v1/auth/me").await.status, 401);
    // Even the right password gets no further: the session has ended.
    assert_eq!(guess(ADMIN_PASSWORD).await.status, 401);
    // They share sign-in's budget: this address may not sign in either, for now.
    let again = Browser::new(&server);
    let login = again
        .post(
            "/api/v1/auth/login",
            json!({"email": ADMIN_EMAIL, "password": ADMIN_PASSWORD}),
        )
        .await;
    assert_eq!(login.status, 429, "{}", login.body);
}
on_both!(guessing_the_password_through_a_session_ends_it);

async fn failed_sign_ins_and_wrong_current_passwords_share_one_budget(backend: Backend) {
    // Behind a proxy, so that each guess can come from an address of its own: the account's
    // budget (ten) then decides.
    let Some(server) = Server::start(backend, &[("HEARKEN_TRUST_FORWARDED", "1")]).await else {
        return;
    };
    let admin = Browser::administrator(&server).await;
    let stranger = Browser::new(&server);
    for n in 0..6 {
        let res = stranger
            .http
            .post(format!("{}/api/v1/auth/login", server.base))
            .header("x-forwarded-for", format!("198.51.100.{n}"))
            .json(&json!({"email": ADMIN_EMAIL, "password": "not it at all"}))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    }
    for n in 0..4 {
        let res = admin
            .http
            .post(format!("{}/api/v1/auth/password", server.base))
            .header("x-hearken-nonce", &admin.nonce)
            .header("x-forwarded-for", format!("203.0.113.{n}"))
            .json(&json!({"current_password": "still not it", "password": "a brand new password"}))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    }
    // The eleventh guess at the account, from yet another address.
    let res = admin
        .http
        .post(format!("{}/api/v1/auth/password", server.base))
        .header("x-hearken-nonce", &admin.nonce)
        .header("x-forwarded-for", "192.0.2.77")
        .json(&json!({"current_password": ADMIN_PASSWORD, "password": "a brand new password"}))
        .send()
        .await
        .unwrap();
    let res = answer(res).await;
    assert_eq!(res.status, 429, "{}", res.body);
    assert!(
        res.body["message"]
            .as_str()
            .unwrap()
            .contains("for this account: you have been signed out"),
        "{}",
        res.body
    );
    assert_eq!(admin.get("/api/v1/auth/me").await.status, 401);
}
on_both!(failed_sign_ins_and_wrong_current_passwords_share_one_budget);

// 5. Smaller: zip bombs, switches.

/// A /proc/PID/status figure in KiB.
fn proc_kib(pid: u32, field: &str) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find(|l| l.starts_with(field))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|n| n.parse().ok())
        .unwrap()
}

/// Zip archives that unpack to far more than they weigh, each a different shape.
fn bombs() -> Vec<(&'static str, Vec<u8>)> {
    use std::io::Write;
    let zip = |entries: usize, size: usize| {
        let mut out = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
        let options = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Deflated)
            .large_file(true);
        let chunk = vec![0u8; size.min(1 << 20)];
        for n in 0..entries {
            out.start_file(format!("assets/{n}.bin"), options).unwrap();
            for _ in 0..size / chunk.len() {
                out.write_all(&chunk).unwrap();
            }
        }
        out.finish().unwrap().into_inner()
    };
    vec![
        ("one entry of 512 MiB", zip(1, 1 << 29)),
        ("120 entries of 1 MiB", zip(120, 1 << 20)),
        ("1,000 entries of 120 KiB", zip(1000, 120 << 10)),
    ]
}

async fn a_zip_bomb_is_refused_within_64_mib(backend: Backend) {
    let Some(server) = Server::start(backend, &[]).await else {
        return;
    };
    let admin = Browser::administrator(&server).await;
    // Warm the upload path once, so that what is measured is the bomb.
    let warm = admin.upload("activate=false", b"not a zip").await;
    assert_eq!(warm.status, 422, "{}", warm.body);
    for (shape, bomb) in bombs() {
        tokio::time::sleep(Duration::from_millis(200)).await;
        let before = proc_kib(server.pid(), "VmRSS:");
        // Linux 4.0+: resets the peak (VmHWM) to the current size.
        std::fs::write(format!("/proc/{}/clear_refs", server.pid()), "5").unwrap();
        let res = admin.upload("activate=false", &bomb).await;
        assert_eq!(res.status, 422, "{shape}: {}", res.body);
        assert!(
            res.body["message"]
                .as_str()
                .unwrap()
                .contains("it was refused"),
            "{shape}: {}",
            res.body
        );
        let peak = proc_kib(server.pid(), "VmHWM:");
        let grown = peak.saturating_sub(before) / 1024;
        assert!(
            grown <= 64,
            "{shape} ({} KiB packed): memory grew by {grown} MiB",
            bomb.len() / 1024
        );
    }
}
on_both!(a_zip_bomb_is_refused_within_64_mib);

async fn every_switch_takes_1_and_0(backend: Backend) {
    for (forwarded, secure) in [("1", "1"), ("yes", "on"), ("0", "no"), ("off", "false")] {
        let Some(server) = Server::start(
            backend,
            &[
                ("HEARKEN_TRUST_FORWARDED", forwarded),
                ("HEARKEN_COOKIE_SECURE", secure),
            ],
        )
        .await
        else {
            return;
        };
        let browser = Browser::new(&server);
        let res = browser
            .http
            .post(format!("{}/api/v1/setup", server.base))
            .json(&json!({"email": ADMIN_EMAIL, "password": ADMIN_PASSWORD}))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::CREATED);
        let cookie = res.headers()["set-cookie"].to_str().unwrap().to_owned();
        let on = secure == "1" || secure == "on";
        assert_eq!(
            cookie.starts_with("__Host-hearken_session=") && cookie.contains("Secure"),
            on,
            "HEARKEN_COOKIE_SECURE={secure}: {cookie}"
        );
    }
}
on_both!(every_switch_takes_1_and_0);

/// Every switch of `hearken serve --help` (a flag that takes no value, read from an environment
/// variable) accepts the words an operator writes for yes and no.
#[test]
fn every_switch_of_the_server_reads_1_0_yes_no_on_off() {
    let help = std::process::Command::new(env!("CARGO_BIN_EXE_hearken"))
        .args(["serve", "--help"])
        .output()
        .unwrap();
    let help = String::from_utf8(help.stdout).unwrap();
    let lines: Vec<&str> = help.lines().collect();
    let mut switches = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let flag = line.trim_start();
        if !flag.starts_with("--") || flag.contains('<') {
            continue;
        }
        // Its description, up to the next flag, names the variable.
        let text: String = lines[i..]
            .iter()
            .take_while(|l| l.trim_start() == flag || !l.trim_start().starts_with('-'))
            .copied()
            .collect::<Vec<_>>()
            .join(" ");
        if let Some(at) = text.find("[env: ") {
            let name: String = text[at + 6..]
                .chars()
                .take_while(|c| c.is_ascii_uppercase() || *c == '_')
                .collect();
            switches.push(name);
        }
    }
    for expected in [
        "HEARKEN_DEV",
        "HEARKEN_TRUST_FORWARDED",
        "HEARKEN_COOKIE_SECURE",
    ] {
        assert!(
            switches.iter().any(|s| s == expected),
            "{switches:?}\n{help}"
        );
    }
    let data = tempfile::tempdir().unwrap();
    for switch in &switches {
        for word in ["1", "0", "true", "false", "yes", "no", "on", "off"] {
            let run = std::process::Command::new(env!("CARGO_BIN_EXE_hearken"))
                .arg("migrate")
                .env("HEARKEN_DATA_DIR", data.path())
                .env_remove("DATABASE_URL")
                .env(switch, word)
                .output()
                .unwrap();
            assert!(
                run.status.success(),
                "{switch}={word}: {}",
                String::from_utf8_lossy(&run.stderr)
            );
        }
    }
}
