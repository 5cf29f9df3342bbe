//! `validate-response`: the add-ons' check of a visitor's response before it is stored, the typed
//! adapter of the hook over the registry's chain.

use serde_json::Value;

use crate::{
    addons::{
        capabilities::visitor::VisitorContext,
        package::hooks::Hook,
        registry::{Addons, Entitled},
    },
    error::Result,
    surveys::model::Survey,
};

/// Passes a visitor's response through the add-ons on `validate-response` before it is stored:
/// each answers it cleaned (`{answers, page_submitted}`), or refuses it (422 with its message
/// and field). Fail-closed: a failing add-on refuses the response (502).
pub async fn validate_response(
    addons: &Addons,
    survey: &Survey,
    answers: Vec<Value>,
    page: Value,
    visitor: &VisitorContext,
    entitlements: &dyn Entitled,
) -> Result<(Vec<Value>, Value)> {
    #[derive(serde::Deserialize)]
    struct Cleaned {
        answers: Vec<Value>,
        #[serde(default)]
        page_submitted: Value,
    }
    let hook = Hook::ValidateResponse;
    let survey_json = serde_json::json!({
        "id": survey.id, "title": survey.title, "type": survey.survey_type, "questions": survey.questions,
    });
    let mut response = Cleaned {
        answers,
        page_submitted: page,
    };
    for addon in addons.chain(hook, entitlements) {
        let info = addon.package.component.info().clone();
        let input = serde_json::json!({
            "survey": survey_json,
            "response": {"answers": response.answers, "page_submitted": response.page_submitted},
            "visitor": visitor.for_addon(&info),
        })
        .to_string();
        let outcome = addons.call_json::<Cleaned>(&addon, hook, &input).await;
        match outcome {
            Ok(cleaned) => response = cleaned,
            Err(e) => {
                addons.failed(&addon, hook, e).await?;
            }
        }
    }
    Ok((response.answers, response.page_submitted))
}
