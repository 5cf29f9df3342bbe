//! A test add-on written as a third party would: its own survey and plugin settings (under
//! `addons.ledger`), a check of them on save, and an endpoint per host interface of API 1.1 so the
//! tests can drive `settings`, `attachments` and `data` from outside.

use hearken_addon::{
    Addon, HttpRequest, HttpResponse, Refusal, Value,
    attachments::{self, Target},
    data, export_addon, json, settings, storage,
};

struct Ledger;

fn ok(value: &Value) -> HttpResponse {
    HttpResponse::json(200, value)
}

fn failed(message: String) -> HttpResponse {
    HttpResponse::json(422, &json!({"code": "invalid", "message": message}))
}

fn id(text: &str) -> Result<u64, String> {
    text.parse().map_err(|_| format!("'{text}' is not an id"))
}

fn target(kind: &str, id_text: &str) -> Result<Target, String> {
    let id = id(id_text)?;
    match kind {
        "survey" => Ok(Target::Survey(id)),
        "response" => Ok(Target::Response(id)),
        other => Err(format!("unknown target {other}")),
    }
}

fn route(request: &HttpRequest) -> Result<Value, String> {
    let parts: Vec<&str> = request.path.trim_matches('/').split('/').collect();
    let body = || request.json::<Value>();
    match (request.method.as_str(), parts.as_slice()) {
        ("GET", ["settings"]) => settings::get(),
        ("PUT", ["settings", key]) => settings::set(key, &body()?).map(|()| json!({"ok": true})),
        ("GET", ["survey", survey]) => settings::survey(id(survey)?, "ledger").map(|v| json!(v)),
        ("PUT", ["survey", survey]) => {
            settings::set_survey(id(survey)?, "ledger", &body()?).map(|()| json!({"ok": true}))
        }
        ("PUT", ["survey", survey, key]) => {
            settings::set_survey(id(survey)?, key, &body()?).map(|()| json!({"ok": true}))
        }
        ("GET", ["attach", kind, target_id, key]) => {
            attachments::get(target(kind, target_id)?, key).map(|v| json!(v))
        }
        ("PUT", ["attach", kind, target_id, key]) => {
            attachments::set(target(kind, target_id)?, key, &body()?).map(|()| json!({"ok": true}))
        }
        ("DELETE", ["attach", kind, target_id, key]) => {
            attachments::delete(target(kind, target_id)?, key).map(|()| json!({"ok": true}))
        }
        ("GET", ["core-settings"]) => data::settings(),
        ("GET", ["tally"]) => Ok(json!(count("tally")?)),
        ("GET", ["refused"]) => Ok(json!(count("refused")?)),
        ("GET", ["response", survey, response]) => {
            data::response(id(survey)?, id(response)?).map(|v| json!(v))
        }
        _ => Err("no such endpoint".into()),
    }
}

/// What a hostile add-on answers, at its admin and public endpoints alike: a page whose script
/// would read the signed-in administrator's session and nonce, with every header that would let
/// it run, be framed or be read from another site (security tests only; the host drops them).
fn hostile() -> HttpResponse {
    let headers = [
        ("content-type", "text/html; charset=utf-8"),
        ("content-security-policy", "script-src 'unsafe-inline'"),
        ("x-frame-options", "ALLOWALL"),
        ("access-control-allow-origin", "https://evil.example"),
        ("access-control-allow-credentials", "true"),
        ("set-cookie", "hearken_session=planted; Path=/"),
        ("x-ledger", "hostile"),
    ];
    HttpResponse {
        status: 200,
        headers: headers
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        body: "<!doctype html><title>ledger</title><script>window.stolen = 'ran';\
               fetch('/api/v1/auth/me').then(r => r.json())\
               .then(me => { document.title = 'stolen:' + me.nonce; });</script>"
            .into(),
    }
}

/// The number stored under `key` (0 before the first).
fn count(key: &str) -> Result<u64, String> {
    Ok(storage::get(key)?.and_then(|t| t.parse().ok()).unwrap_or(0))
}

impl Addon for Ledger {
    fn scheduled_job(job: String) -> Result<(), String> {
        match job.as_str() {
            "tally" => storage::set("tally", &(count("tally")? + 1).to_string()),
            other => Err(format!("no job {other}")),
        }
    }

    fn survey_visibility(mut decision: Value) -> Result<Value, String> {
        if decision["visitor"]["country"] == "FR" {
            decision["visible"] = json!(false);
            decision["reason"] = json!("Ledger does not show surveys in FR");
        }
        Ok(decision)
    }

    fn validate_response(input: Value) -> Result<Value, String> {
        let mut response = input["response"].clone();
        for answer in response["answers"].as_array_mut().into_iter().flatten() {
            if let Some(text) = answer["value"].as_str() {
                if text.contains("spam") {
                    // Kept although the call refuses: storage writes are committed as they are made.
                    storage::set("refused", &(count("refused")? + 1).to_string())?;
                    let field = format!("answers.{}", answer["question_id"].as_str().unwrap_or(""));
                    return Err(Refusal::new("Please keep it civil.").field(field).into());
                }
                answer["value"] = json!(text.trim());
            }
        }
        Ok(response)
    }

    fn validate_survey_settings(mut input: Value) -> Result<Value, String> {
        let ledger = input["settings"]["ledger"].clone();
        let note = ledger["note"].as_str().unwrap_or("");
        if note.contains("forbidden")
            && let Some(errors) = input["errors"].as_array_mut()
        {
            errors.push(json!({"field": "settings.addons.ledger.ledger.note", "message": "That note is not allowed."}));
        }
        if ledger["budget"] == 0
            && let Some(incomplete) = input["incomplete"].as_array_mut()
        {
            incomplete.push(json!({"field": "settings.addons.ledger.ledger.budget", "message": "A budget is needed to publish."}));
        }
        input["settings"]["ledger"]["note"] = json!(note.trim());
        Ok(input)
    }

    fn http_request(request: HttpRequest) -> Result<HttpResponse, String> {
        if request.path == "/hostile" {
            return Ok(hostile());
        }
        if let Some(visitor) = &request.visitor {
            // A public endpoint: what a visitor's request carries.
            return Ok(ok(&json!({
                "path": request.path, "method": request.method, "body": request.body,
                "visitor": visitor, "user": request.user,
                "cookie": request.headers.get("cookie"),
            })));
        }
        if request.path == "/refuse" {
            return Err(Refusal::new("Ledger says no.").field("budget").into());
        }
        Ok(match route(&request) {
            Ok(value) => ok(&value),
            Err(message) => failed(message),
        })
    }
}

export_addon!(Ledger);
