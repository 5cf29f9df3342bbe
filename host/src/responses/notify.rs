//! The survey's notification of a new response (spec 000 "Send Email"): composed here, from the
//! survey, its answers and the page, with the e-mail templates of `mail`, and queued by the response
//! writer in the transaction that stores the response.

use minijinja::context;
use serde_json::{Map, Value};

use super::answers::{display_text, id_key};
use crate::{
    mail::{Outgoing, long_date, render, site_zone},
    surveys::model::Survey,
};

/// The survey's notification for one response, when it is active, has addresses, and its logic
/// (honoured on Pro and Elite only, spec 000 §6) lets it through.
pub fn response_email(
    survey: &Survey,
    answers: &[Value],
    page: &Value,
    settings: &Map<String, Value>,
    logic_allowed: bool,
    public_url: &str,
) -> Option<Outgoing> {
    let email = &survey.notifications.email;
    let recipients: Vec<&str> = email
        .addresses
        .split(',')
        .map(str::trim)
        .filter(|a| !a.is_empty())
        .collect();
    if !email.active || recipients.is_empty() {
        return None;
    }
    if logic_allowed && email.logic.enable && !email.logic.conditions.is_empty() {
        let all = email.logic.conditions.iter().all(|c| {
            super::answers::condition_matches(answers, &c.question_id, &c.compare, &c.value)
        });
        if !all {
            return None;
        }
    }
    let items: Vec<Value> = survey
        .questions
        .iter()
        .map(|q| {
            let answer = answers
                .iter()
                .find(|a| id_key(&a["question_id"]) == id_key(&q.id));
            let mut text = answer
                .map(|a| display_text(&a["value"]))
                .unwrap_or_default();
            if let Some(name) = answer.and_then(|a| a["extra"]["name"].as_str()) {
                text = format!("{text} ({name})");
            }
            serde_json::json!({
                "question": q.title,
                "answer": text,
                "comments": answer.and_then(|a| a["extra"]["comments"].as_str()).unwrap_or(""),
            })
        })
        .collect();
    let subject = format!("New response to {}", survey.title);
    let page_view = super::page_view(page);
    let ctx = context! {
        subject => &subject,
        survey_title => &survey.title,
        submitted => long_date(site_zone(settings).today()),
        page_name => page_view["name"].as_str().unwrap_or(""),
        page_url => page_view["url"].as_str(),
        answers => items,
        header_image => settings.get("notifications_header_image").and_then(Value::as_str).unwrap_or(""),
        results_url => format!("{}/admin/results/survey/{}/responses", public_url.trim_end_matches('/'), survey.id),
    };
    Some(Outgoing {
        recipients: recipients.join(", "),
        subject,
        html: render("response.html", ctx.clone()),
        text: render("response.txt", ctx),
    })
}
