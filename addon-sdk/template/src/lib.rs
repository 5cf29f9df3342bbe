//! __NAME__: counts the page views its widget module reports, shows the count on an admin page,
//! and hides every survey on a page whose address carries `__SLUG__=off`.

use hearken_addon::{Addon, HttpRequest, HttpResponse, Value, export_addon, json, storage};

struct Plugin;

/// Does the page ask for no surveys?
pub fn opted_out(url: &str) -> bool {
    url.split(['?', '&'])
        .skip(1)
        .any(|pair| pair == "__SLUG__=off")
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
}
