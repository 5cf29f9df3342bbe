//! __NAME__: counts the page views its widget module reports, shows the count on an admin page,
//! hides every survey on a page whose address carries `__SLUG__=off`, and keeps links out of
//! visitors' responses.

use hearken_addon::{
    Addon, HttpRequest, HttpResponse, Refusal, Value, export_addon, json, storage,
};

struct Plugin;

/// Does the page ask for no surveys?
pub fn opted_out(url: &str) -> bool {
    url.split(['?', '&'])
        .skip(1)
        .any(|pair| pair == "__SLUG__=off")
}

/// Does an answer carry a link? On a feedback form, that is most often spam.
pub fn has_link(text: &str) -> bool {
    let text = text.to_ascii_lowercase();
    ["http://", "https://", "www."]
        .iter()
        .any(|start| text.contains(start))
}

fn views() -> Result<u64, String> {
    Ok(storage::get("views")?
        .and_then(|n| n.parse().ok())
        .unwrap_or(0))
}

impl Addon for Plugin {
    /// `survey-visibility`: runs for every survey a page could show.
    fn survey_visibility(mut decision: Value) -> Result<Value, String> {
        if opted_out(decision["visitor"]["url"].as_str().unwrap_or("")) {
            decision["visible"] = json!(false);
            decision["reason"] = json!("the page asked __NAME__ for no surveys");
        }
        Ok(decision)
    }

    /// `validate-response`: runs on every visitor's response before it is stored (within 10 ms).
    /// Answers the response cleaned (text answers without surrounding spaces), or refuses one
    /// whose answer holds a link: the host answers 422 with the message, under the answer's
    /// field, and stores nothing. The same submission token may send the corrected response.
    fn validate_response(input: Value) -> Result<Value, String> {
        let mut response = input["response"].clone();
        for answer in response["answers"].as_array_mut().into_iter().flatten() {
            let Some(text) = answer["value"].as_str() else {
                continue;
            };
            if has_link(text) {
                let field = match &answer["question_id"] {
                    Value::String(id) => format!("answers.{id}"),
                    id => format!("answers.{id}"),
                };
                return Err(Refusal::new("Please leave links out of your answer.")
                    .field(field)
                    .into());
            }
            answer["value"] = json!(text.trim());
        }
        Ok(response)
    }

    /// `http-request`: `POST /view` from visitors (declared in [[public]]) and `GET /views` from
    /// signed-in administrators (the admin page).
    fn http_request(request: HttpRequest) -> Result<HttpResponse, String> {
        match (request.method.as_str(), request.path.as_str(), &request.visitor) {
            ("POST", "/view", Some(_)) => {
                let count = views()? + 1;
                storage::set("views", &count.to_string())?;
                Ok(HttpResponse::json(200, &json!({"views": count})))
            }
            ("GET", "/views", None) => Ok(HttpResponse::json(200, &json!({"views": views()?}))),
            _ => Ok(HttpResponse::json(
                404,
                &json!({"code": "not_found", "message": "There is nothing at this address."}),
            )),
        }
    }
}

export_addon!(Plugin);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_opts_out_with_its_query() {
        assert!(opted_out("https://shop.example/?__SLUG__=off"));
        assert!(opted_out("https://shop.example/?a=1&__SLUG__=off"));
        assert!(!opted_out("https://shop.example/__SLUG__=off"));
        assert!(!opted_out("https://shop.example/?__SLUG__=on"));
    }

    #[test]
    fn a_response_is_trimmed_and_one_with_a_link_is_refused_naming_the_answer() {
        let response = |text: &str| {
            json!({"survey": {"id": 1}, "response": {
                "answers": [{"question_id": "q1", "value": "Well"}, {"question_id": "q2", "value": text}],
                "page_submitted": {}}})
        };
        let cleaned = Plugin::validate_response(response("  Lovely bread  ")).unwrap();
        assert_eq!(cleaned["answers"][1]["value"], "Lovely bread");
        assert_eq!(
            Plugin::validate_response(response("Cheap bread at WWW.spam.example")),
            Err(Refusal::new("Please leave links out of your answer.")
                .field("answers.q2")
                .into())
        );
    }
}
