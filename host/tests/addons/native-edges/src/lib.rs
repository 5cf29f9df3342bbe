//! Test add-on for the native runtime (`host/tests/platform/native_addons.rs`), built as a shared library:
//! `sanitize-survey` panics on the title "panic", refuses "refuse", takes 5 ms on "slow", and
//! otherwise appends " (native)" to the title; `GET /storage` reads a key it wrote
//! with `POST /storage`, `POST /fetch` fetches the URL in its body, and `GET /survey` reads a
//! survey without the permission to.

use hearken_addon::{
    Addon, HttpRequest, HttpResponse, Value, data, export_addon, http, json, storage,
};

struct Edges;

impl Addon for Edges {
    fn sanitize_survey(mut survey: Value) -> Result<Value, String> {
        match survey["title"].as_str().unwrap_or("") {
            "panic" => panic!("asked to panic"),
            "refuse" => Err("asked to refuse".into()),
            "slow" => {
                // Past the host's inline limit: later calls run on blocking threads.
                std::thread::sleep(std::time::Duration::from_millis(5));
                survey["title"] = "slow (native)".into();
                Ok(survey)
            }
            title => {
                survey["title"] = format!("{title} (native)").into();
                Ok(survey)
            }
        }
    }

    fn http_request(request: HttpRequest) -> Result<HttpResponse, String> {
        Ok(match (request.method.as_str(), request.path.as_str()) {
            ("POST", "/storage") => {
                storage::set("note", &request.body)?;
                HttpResponse::json(200, &json!({"stored": true}))
            }
            ("GET", "/storage") => HttpResponse::json(200, &json!({"note": storage::get("note")?})),
            ("POST", "/fetch") => {
                let answer = http::fetch("GET", &request.body, &[], "")?;
                HttpResponse::json(200, &json!({"status": answer.status}))
            }
            ("GET", "/survey") => match data::survey(1) {
                Ok(survey) => HttpResponse::json(200, &json!({"survey": survey})),
                Err(e) => HttpResponse::json(200, &json!({"refused": e})),
            },
            _ => HttpResponse::json(404, &json!({"code": "not_found"})),
        })
    }
}

export_addon!(Edges);
