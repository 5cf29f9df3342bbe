//! `POST /api/v1/surveys/{id}/responses`: the widget posts a visitor's answers.

use axum::{
    extract::State,
    http::{HeaderMap, StatusCode, header},
};
use serde::Deserialize;
use serde_json::{Value, json};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{NewResponse, Response};
use crate::{
    addons::hooks::Hook,
    error::{Error, Result},
    http::{ApiJson, ApiPath, AppState, error::ErrorBody, extract::ClientAddress},
    licensing::Entitlements,
    surveys::{model::Status, store as surveys},
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(submit_response))
}

/// A visitor's submission.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Submission {
    /// The answers, one per answered question.
    #[schema(value_type = Object)]
    pub answers: Value,
    /// The page the survey was answered on (link, title and page data).
    #[serde(default)]
    #[schema(value_type = Object)]
    pub page_submitted: Value,
    /// Accepted for compatibility with the widget protocol; visitors have no session.
    #[serde(default)]
    pub nonce: Option<String>,
}

pub const NO_ANSWERS: &str = "A response needs at least one answer.";

fn has_answer(value: &Value) -> bool {
    match value {
        Value::Null => false,
        Value::Array(items) => items.iter().any(has_answer),
        Value::Object(map) => match map.get("value") {
            Some(v) => has_answer(v),
            None => map.values().any(has_answer),
        },
        Value::String(s) => !s.trim().is_empty(),
        _ => true,
    }
}

/// Stores a response to a published survey and tells the add-ons on `response-submitted`.
#[utoipa::path(post, path = "/surveys/{id}/responses", tag = "responses", request_body = Submission,
    params(("id" = i64, Path)),
    responses((status = 201, body = Response), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn submit_response(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
    ClientAddress(address): ClientAddress,
    headers: HeaderMap,
    ApiJson(submission): ApiJson<Submission>,
) -> Result<(StatusCode, axum::Json<Response>)> {
    let survey = match surveys::get(&state.db, id).await {
        Ok(s) if s.status == Status::Publish => s,
        Ok(_) | Err(Error::NotFound(_)) => {
            return Err(Error::NotFound(format!(
                "There is no published survey {id}."
            )));
        }
        Err(e) => return Err(e),
    };
    if !matches!(submission.answers, Value::Array(_) | Value::Object(_))
        || !has_answer(&submission.answers)
    {
        return Err(Error::invalid_field("answers", NO_ANSWERS));
    }
    if !matches!(submission.page_submitted, Value::Object(_) | Value::Null) {
        return Err(Error::invalid_field(
            "page_submitted",
            "page_submitted must be an object.",
        ));
    }
    let page = if submission.page_submitted.is_null() {
        json!({})
    } else {
        submission.page_submitted
    };
    let agent = headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .chars()
        .take(500)
        .collect::<String>();
    let response = super::insert(
        &state.db,
        NewResponse {
            survey_id: id,
            answers: &submission.answers,
            page_submitted: &page,
            user_ip: &address,
            user_agent: &agent,
        },
    )
    .await?;
    let entitlements = Entitlements::load(&state).await?;
    state.addons.notify(
        Hook::ResponseSubmitted,
        json!({"survey": survey, "response": response}),
        &entitlements,
    );
    Ok((StatusCode::CREATED, axum::Json(response)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_and_all_null_answers_are_not_answers() {
        assert!(!has_answer(&json!([])));
        assert!(!has_answer(&json!([{"question_id": null, "value": null}])));
        assert!(!has_answer(&json!([{"question_id": "q1", "value": "  "}])));
        assert!(has_answer(&json!([{"question_id": "q1", "value": 4}])));
        assert!(has_answer(&json!({"q1": ["A"]})));
    }
}
