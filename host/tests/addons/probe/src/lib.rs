//! A test add-on: marks survey titles, adds a template, counts responses and activations in its
//! storage, and exposes them through its endpoints.

use hearken_addon::{
    Addon, HttpRequest, HttpResponse, Value, data, export_addon, json, license, storage,
};

struct Probe;

fn bump(key: &str) -> Result<u64, String> {
    let n = storage::get(key)?
        .and_then(|v| v.parse::<u64>().ok())
        .unwrap_or(0)
        + 1;
    storage::set(key, &n.to_string())?;
    Ok(n)
}

fn read(key: &str) -> Result<u64, String> {
    Ok(storage::get(key)?.and_then(|v| v.parse().ok()).unwrap_or(0))
}

impl Addon for Probe {
    fn on_activate() -> Result<(), String> {
        bump("activations").map(|_| ())
    }

    fn sanitize_survey(mut survey: Value) -> Result<Value, String> {
        let title = survey["title"].as_str().unwrap_or("").to_owned();
        if !title.ends_with(" (probed)") {
            survey["title"] = format!("{title} (probed)").into();
        }
        Ok(survey)
    }

    fn survey_templates(mut templates: Value) -> Result<Value, String> {
        if let Some(list) = templates.as_array_mut() {
            list.push(json!({
                "key": "probe-template",
                "name": "Probe Template",
                "description": "Added by the probe add-on.",
                "type": null,
                "required_addons": ["question-types"],
                "questions": [{"id": "q1", "type": "star-rating", "title": "Rate the probe", "config": {"options": []}}]
            }));
        }
        Ok(templates)
    }

    /// Hides surveys whose title mentions "secret".
    fn survey_visibility(mut decision: Value) -> Result<Value, String> {
        let title = decision["survey"]["title"].as_str().unwrap_or("");
        if title.to_lowercase().contains("secret") {
            decision["visible"] = false.into();
            decision["reason"] = "The probe hides secrets.".into();
        }
        Ok(decision)
    }

    fn response_submitted(event: Value) -> Result<(), String> {
        // The response first, then the count: a reader who sees the count also sees it.
        storage::set("last-response", &event["response"].to_string())?;
        bump("responses").map(drop)
    }

    fn http_request(request: HttpRequest) -> Result<HttpResponse, String> {
        let path = request.path.trim_end_matches('/');
        match (request.method.as_str(), path) {
            ("GET", "/counter") => Ok(HttpResponse::json(
                200,
                &json!({
                    "count": read("count")?,
                    "activations": read("activations")?,
                    "responses": read("responses")?,
                    "user": request.user,
                }),
            )),
            ("POST", "/counter") => Ok(HttpResponse::json(200, &json!({"count": bump("count")?}))),
            ("GET", "/last-response") => {
                let last = storage::get("last-response")?.unwrap_or_else(|| "null".into());
                Ok(HttpResponse::json(
                    200,
                    &hearken_addon::serde_json::from_str::<Value>(&last)
                        .map_err(|e| e.to_string())?,
                ))
            }
            // Raises or withdraws a drawer notification (`notifications:raise`, when a test's
            // manifest declares it) and answers what the host said.
            ("POST", "/notify") => {
                let n: Value = request.json()?;
                let link = n["link"]
                    .as_array()
                    .map(|l| (l[0].as_str().unwrap_or(""), l[1].as_str().unwrap_or("")));
                let outcome = hearken_addon::notifications::raise(
                    n["id"].as_str().unwrap_or(""),
                    n["title"].as_str().unwrap_or(""),
                    n["content"].as_str().unwrap_or(""),
                    link,
                );
                Ok(HttpResponse::json(200, &json!({"error": outcome.err()})))
            }
            ("DELETE", p) if p.starts_with("/notify/") => {
                let outcome = hearken_addon::notifications::withdraw(&p["/notify/".len()..]);
                Ok(HttpResponse::json(200, &json!({"error": outcome.err()})))
            }
            ("GET", "/tier") => Ok(HttpResponse::json(200, &json!({"tier": license::tier()}))),
            ("GET", p) if p.starts_with("/survey/") => {
                let id: u64 = p["/survey/".len()..]
                    .parse()
                    .map_err(|_| "bad id".to_owned())?;
                Ok(HttpResponse::json(
                    200,
                    &json!({"survey": data::survey(id)?}),
                ))
            }
            _ => Ok(HttpResponse::json(
                404,
                &json!({"code": "not_found", "message": "No such probe endpoint."}),
            )),
        }
    }
}

export_addon!(Probe);
