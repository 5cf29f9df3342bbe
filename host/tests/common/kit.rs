//! What the paid add-ons' API tests share: switching an add-on on, a published survey, what a
//! visitor is shown and why.

use serde_json::{Value, json};

use super::Client;

pub const PHONE: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1";

pub async fn switch(admin: &mut Client, slug: &str, steps: &[&str]) {
    for step in steps {
        let res = admin
            .post(&format!("/api/v1/addons/{slug}/{step}"), json!({}))
            .await;
        assert_eq!(res.status, 200, "{slug} {step}: {}", res.body);
    }
}

/// The nonce of `slug`'s public endpoints, as its page module gets it with the widget's answer for
/// a page of blog.example.
pub async fn public_nonce(visitor: &mut Client, slug: &str) -> String {
    let res = visitor
        .get("/api/v1/widget/survey?url=https%3A%2F%2Fblog.example%2Fhello")
        .await;
    assert_eq!(res.status, 200, "{}", res.body);
    let modules = res.body["page_modules"].as_array().expect("page modules");
    let module = modules.iter().find(|m| m["slug"] == slug);
    let module =
        module.unwrap_or_else(|| panic!("{slug}'s page module comes with every page view"));
    module["public"]["nonce"].as_str().unwrap().to_owned()
}

pub fn survey(title: &str, settings: Value) -> Value {
    json!({
        "title": title,
        "status": "publish",
        "questions": [
            {"id": "q1", "type": "radio-button", "title": "Did you find it?", "config": {"options": ["Yes", "No"]}},
        ],
        "settings": settings,
    })
}

pub async fn create(admin: &mut Client, body: Value) -> Value {
    let res = admin.post("/api/v1/surveys", body).await;
    assert_eq!(res.status, 201, "{}", res.body);
    assert_eq!(res.body["published"], true, "{}", res.body);
    res.body["survey"].clone()
}

pub fn encoded(text: &str) -> String {
    form_urlencoded::byte_serialize(text.as_bytes()).collect()
}

/// `cookies=` for the survey's cookie holding `value`.
pub fn cookie(id: &Value, value: Value) -> String {
    let cookies = json!({format!("hearken_survey_{id}"): encoded(&value.to_string())});
    format!("cookies={}", encoded(&cookies.to_string()))
}

/// Why the survey is hidden from a visitor with this query (empty when it shows).
pub async fn reasons(admin: &mut Client, id: &Value, query: &str) -> Value {
    let res = admin
        .get(&format!("/api/v1/surveys/{id}/visibility?{query}"))
        .await;
    assert_eq!(res.status, 200, "{}", res.body);
    res.body["reasons"].clone()
}

pub async fn widget(client: &mut Client, query: &str) -> Value {
    let res = client.get(&format!("/api/v1/widget/survey?{query}")).await;
    assert_eq!(res.status, 200, "{}", res.body);
    res.body
}

pub async fn choices(admin: &mut Client, query: &str) -> super::Response {
    admin.get(&format!("/api/v1/logic-type?{query}")).await
}

pub fn module_slugs(answer: &Value) -> Vec<String> {
    answer["modules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["slug"].as_str().unwrap().to_owned())
        .collect()
}
