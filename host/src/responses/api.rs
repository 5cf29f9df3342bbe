//! `POST surveys/{id}/responses` (the widget's submission, public, with the submission nonce) and
//! the admin's `GET surveys/{id}/responses`, `GET surveys/{id}/responses/{response}`,
//! `POST …/responses/trash`, `POST …/responses/restore` and `DELETE surveys/{id}/responses`.

use axum::{
    extract::{RawQuery, State},
    http::{HeaderMap, StatusCode, header},
};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{Action, Response, StatusFilter, answers, ingest::Prepared};
use crate::{
    accounts::Capability,
    addons::hooks::Hook,
    error::{Error, Result},
    http::{Admin, ApiJson, ApiPath, AppState, error::ErrorBody, extract::ClientAddress},
    licensing::{Entitlements, Tier},
    surveys::{
        model::{Status, Survey},
        store as surveys,
    },
    widget::{Snapshot, api::INVALID_NONCE, device, nonces::Kind},
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(submit_response, list_responses, delete_responses))
        .routes(routes!(one_response))
        .routes(routes!(trash_responses))
        .routes(routes!(restore_responses))
}

/// A visitor's submission (spec 002 §3 "Response payload").
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Submission {
    /// `[{question_id, value, extra?}]`.
    #[schema(value_type = Vec<Object>)]
    pub answers: Value,
    /// The page the survey was answered on: link, title and page data.
    #[serde(default)]
    #[schema(value_type = Object)]
    pub page_submitted: Value,
    /// The submission nonce from `GET widget/survey`.
    #[serde(default)]
    pub nonce: Option<String>,
}

/// The published survey a visitor answers: from the snapshot, else (published in another process
/// within the last second) from the database.
async fn answerable(
    state: &AppState,
    snapshot: &Snapshot,
    id: i64,
) -> Result<std::sync::Arc<Survey>> {
    if let Some(s) = snapshot.surveys.iter().find(|s| s.id == id) {
        return Ok(s.clone());
    }
    match surveys::get(&state.db, id).await {
        Ok(s) if s.status == Status::Publish => Ok(std::sync::Arc::new(s)),
        Ok(_) | Err(Error::NotFound(_)) => Err(Error::NotFound(format!(
            "There is no published survey {id}."
        ))),
        Err(e) => Err(e),
    }
}

/// Keeps the first three bytes of an IPv4 address and the first three groups of an IPv6 one.
pub fn anonymise_ip(address: &str) -> String {
    match address.parse::<std::net::IpAddr>() {
        Ok(std::net::IpAddr::V4(v4)) => {
            let [a, b, c, _] = v4.octets();
            format!("{a}.{b}.{c}.0")
        }
        Ok(std::net::IpAddr::V6(v6)) => {
            let s = v6.segments();
            format!("{:x}:{:x}:{:x}::", s[0], s[1], s[2])
        }
        Err(_) => String::new(),
    }
}

/// Stores a response to a published survey after checking every answer against it, then tells the
/// add-ons (`response-submitted`) and queues the survey's e-mail notification.
#[utoipa::path(post, path = "/surveys/{id}/responses", tag = "responses", request_body = Submission,
    params(("id" = i64, Path)),
    responses((status = 201, body = Response), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
async fn submit_response(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
    ClientAddress(address): ClientAddress,
    headers: HeaderMap,
    ApiJson(submission): ApiJson<Submission>,
) -> Result<(StatusCode, axum::Json<Response>)> {
    let snapshot = state.visitors.snapshot(&state).await?;
    let survey = answerable(&state, &snapshot, id).await?;
    let key = state.visitors.key(&state).await?;
    let now = crate::time::now();
    if !key.verify(
        submission.nonce.as_deref().unwrap_or(""),
        Kind::Submission,
        id,
        now,
    ) {
        return Err(Error::Forbidden {
            code: "invalid_nonce",
            message: INVALID_NONCE.into(),
        });
    }
    state
        .visitors
        .throttle(&address, state.config.visitor_rate_limit)?;
    let types = &snapshot.entitlements.question_types;
    let answers = answers::validate(&survey, types, &submission.answers)?;
    let page = match &submission.page_submitted {
        Value::Null => json!({}),
        Value::Object(map) => Value::Object(
            map.iter()
                .filter(|(k, _)| matches!(k.as_str(), "link" | "title" | "id" | "type" | "url"))
                .map(|(k, v)| {
                    let v = match v {
                        Value::String(s) => Value::String(s.chars().take(2000).collect()),
                        Value::Number(_) | Value::Null => v.clone(),
                        other => Value::String(other.to_string().chars().take(200).collect()),
                    };
                    (k.clone(), v)
                })
                .collect(),
        ),
        _ => {
            return Err(Error::invalid_field(
                "page_submitted",
                "page_submitted must be an object.",
            ));
        }
    };
    let agent_text: String = headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .chars()
        .take(500)
        .collect();
    let agent = device::parse(&agent_text);
    let ip = if snapshot.settings["anonymize_ip"].as_bool().unwrap_or(false) {
        anonymise_ip(&address)
    } else {
        address.clone()
    };
    let emails = crate::mail::response_email(
        &survey,
        &answers,
        &page,
        &snapshot.settings,
        snapshot.entitlements.has_plan(Tier::Pro),
        &state.config.public_url,
    )
    .into_iter()
    .collect();
    let counters = super::counted(&survey, types, &answers);
    let answers_value = Value::Array(answers);
    let prepared = Prepared {
        survey_id: id,
        answers: answers_value.to_string(),
        page_submitted: page.to_string(),
        user_ip: ip.clone(),
        user_agent: agent_text,
        user_browser: agent.browser.clone(),
        user_os: agent.os.clone(),
        user_device: agent.device.as_str().to_owned(),
        submitted_at: now,
        counters,
        emails,
    };
    let response_id = state.ingest().store(prepared).await?;
    state.mail_wake();
    let response = Response {
        id: response_id,
        survey_id: id,
        status: "publish".into(),
        submitted_at: crate::time::to_rfc3339(now),
        page_submitted: super::page_view(&page),
        user_ip: Some(ip),
        user_browser: Some(agent.browser),
        user_os: Some(agent.os),
        user_device: Some(agent.device.as_str().to_owned()),
        answers: answers_value,
    };
    if state
        .addons
        .has_chain(Hook::ResponseSubmitted, &snapshot.entitlements)
    {
        state.addons.notify(
            Hook::ResponseSubmitted,
            json!({"survey": &*survey, "response": &response}),
            &snapshot.entitlements,
        );
    }
    Ok((StatusCode::CREATED, axum::Json(response)))
}

#[derive(Serialize, ToSchema)]
pub struct ResponsesSurvey {
    pub id: i64,
    pub title: String,
    /// `[{id, title, type}]`.
    #[schema(value_type = Vec<Object>)]
    pub questions: Vec<Value>,
}

impl ResponsesSurvey {
    fn of(survey: &Survey) -> ResponsesSurvey {
        ResponsesSurvey {
            id: survey.id,
            title: survey.title.clone(),
            questions: survey
                .questions
                .iter()
                .map(|q| json!({"id": q.id, "title": q.title, "type": q.question_type}))
                .collect(),
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct Pagination {
    pub page: i64,
    pub pages: i64,
    pub total: i64,
    pub per_page: i64,
}

#[derive(Serialize, ToSchema)]
pub struct StatusCountItem {
    pub status: String,
    pub count: i64,
}

#[derive(Serialize, ToSchema)]
pub struct ResponsesList {
    pub survey: ResponsesSurvey,
    pub items: Vec<Response>,
    pub pagination: Pagination,
    pub status_filters: Vec<StatusCountItem>,
}

/// The most a `per_page=-1` ("all") answer holds.
pub const ALL_LIMIT: i64 = 10_000;

/// A survey's responses, newest first (spec 001 §7: page, per_page with -1 for all,
/// filter[status]). The status filters need a licence; without one the list shows published
/// responses.
#[utoipa::path(get, path = "/surveys/{id}/responses", tag = "responses", params(("id" = i64, Path)),
    responses((status = 200, body = ResponsesList), (status = 400, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn list_responses(
    State(state): State<AppState>,
    admin: Admin,
    ApiPath(id): ApiPath<i64>,
    RawQuery(raw): RawQuery,
) -> Result<axum::Json<ResponsesList>> {
    admin.require(Capability::ViewResults)?;
    let survey = surveys::get(&state.db, id).await?;
    let entitlements = Entitlements::load(&state).await?;
    let mut page = 1i64;
    let mut per_page = Some(10i64);
    let mut filter = StatusFilter::Publish;
    let bad = |field: &str, message: &str| Error::Invalid {
        code: "invalid_query",
        message: message.into(),
        fields: [(field.to_owned(), message.to_owned())].into(),
    };
    for (key, value) in form_urlencoded::parse(raw.as_deref().unwrap_or("").as_bytes()) {
        let value = value.trim();
        match key.as_ref() {
            "page" => {
                page = value
                    .parse()
                    .ok()
                    .filter(|p| *p >= 1)
                    .ok_or_else(|| bad("page", "page is a whole number from 1."))?
            }
            "per_page" => {
                per_page = match value.parse::<i64>() {
                    Ok(-1) => None,
                    Ok(n) if (1..=100).contains(&n) => Some(n),
                    _ => return Err(bad("per_page", "per_page is -1 (all) or 1 to 100.")),
                }
            }
            "filter[status]" | "status" => {
                filter = StatusFilter::parse(value).ok_or_else(|| {
                    bad("filter[status]", "filter[status] is all, publish or trash.")
                })?
            }
            _ => {}
        }
    }
    // Without a licence there is no trash to look at (spec 001 §6).
    if !entitlements.is_licensed() {
        filter = StatusFilter::Publish;
    }
    let (published, trashed) = super::status_counts(&state.db, id).await?;
    let total = match filter {
        StatusFilter::All => published + trashed,
        StatusFilter::Publish => published,
        StatusFilter::Trash => trashed,
    };
    let items = super::page(
        &state.db,
        id,
        filter,
        if per_page.is_none() { 1 } else { page },
        Some(per_page.unwrap_or(ALL_LIMIT)),
    )
    .await?;
    let shown_per_page = per_page.unwrap_or(total.max(1));
    Ok(axum::Json(ResponsesList {
        survey: ResponsesSurvey::of(&survey),
        items,
        pagination: Pagination {
            page: if per_page.is_none() { 1 } else { page },
            pages: ((total + shown_per_page - 1) / shown_per_page).max(1),
            total,
            per_page: per_page.unwrap_or(-1),
        },
        status_filters: vec![
            StatusCountItem {
                status: "all".into(),
                count: published + trashed,
            },
            StatusCountItem {
                status: "publish".into(),
                count: published,
            },
            StatusCountItem {
                status: "trash".into(),
                count: trashed,
            },
        ],
    }))
}

#[derive(Serialize, ToSchema)]
pub struct Position {
    /// 1 for the newest.
    pub n: i64,
    pub total: i64,
    /// The newer neighbour.
    pub previous_id: Option<i64>,
    /// The older neighbour.
    pub next_id: Option<i64>,
}

#[derive(Serialize, ToSchema)]
pub struct SingleResponse {
    pub survey: ResponsesSurvey,
    pub response: Response,
    pub position: Position,
}

/// One response and where it sits among the survey's responses of its status (the navigator's
/// 'Response {n} of {total}'). Single responses are a licensed feature (spec 001 §6).
#[utoipa::path(get, path = "/surveys/{id}/responses/{response_id}", tag = "responses",
    params(("id" = i64, Path), ("response_id" = i64, Path)),
    responses((status = 200, body = SingleResponse), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn one_response(
    State(state): State<AppState>,
    admin: Admin,
    ApiPath((id, response_id)): ApiPath<(i64, i64)>,
) -> Result<axum::Json<SingleResponse>> {
    admin.require(Capability::ViewResults)?;
    let entitlements = Entitlements::load(&state).await?;
    if !entitlements.is_licensed() {
        return Err(Error::plan_required("Response Details", "Pro"));
    }
    let survey = surveys::get(&state.db, id).await?;
    let response = super::get(&state.db, id, response_id).await?;
    let (n, total, previous_id, next_id) =
        super::position(&state.db, id, response_id, &response.status).await?;
    Ok(axum::Json(SingleResponse {
        survey: ResponsesSurvey::of(&survey),
        response,
        position: Position {
            n,
            total,
            previous_id,
            next_id,
        },
    }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ResponseIds {
    pub response_ids: Vec<i64>,
}

#[derive(Serialize, ToSchema)]
pub struct ActionOutcome {
    /// How many responses changed.
    pub changed: u64,
}

async fn act(
    state: &AppState,
    admin: &Admin,
    id: i64,
    action: Action,
    ids: ResponseIds,
) -> Result<axum::Json<ActionOutcome>> {
    admin.require(Capability::ViewResults)?;
    if action == Action::Delete {
        admin.require(Capability::DeleteSurveys)?;
    }
    let entitlements = Entitlements::load(state).await?;
    if !entitlements.is_licensed() {
        return Err(Error::plan_required("Trash and Restore Responses", "Pro"));
    }
    if ids.response_ids.len() > 1000 {
        return Err(Error::invalid_field(
            "response_ids",
            "At most 1000 responses at a time.",
        ));
    }
    let survey = surveys::get(&state.db, id).await?;
    let changed = super::act(
        &state.db,
        &survey,
        &entitlements.question_types,
        action,
        &ids.response_ids,
    )
    .await?;
    Ok(axum::Json(ActionOutcome { changed }))
}

/// Moves published responses to the trash (Pro).
#[utoipa::path(post, path = "/surveys/{id}/responses/trash", tag = "responses", request_body = ResponseIds,
    params(("id" = i64, Path)), responses((status = 200, body = ActionOutcome), (status = 403, body = ErrorBody)))]
async fn trash_responses(
    State(state): State<AppState>,
    admin: Admin,
    ApiPath(id): ApiPath<i64>,
    ApiJson(ids): ApiJson<ResponseIds>,
) -> Result<axum::Json<ActionOutcome>> {
    act(&state, &admin, id, Action::Trash, ids).await
}

/// Restores trashed responses (Pro).
#[utoipa::path(post, path = "/surveys/{id}/responses/restore", tag = "responses", request_body = ResponseIds,
    params(("id" = i64, Path)), responses((status = 200, body = ActionOutcome), (status = 403, body = ErrorBody)))]
async fn restore_responses(
    State(state): State<AppState>,
    admin: Admin,
    ApiPath(id): ApiPath<i64>,
    ApiJson(ids): ApiJson<ResponseIds>,
) -> Result<axum::Json<ActionOutcome>> {
    act(&state, &admin, id, Action::Restore, ids).await
}

/// Deletes trashed responses permanently (Pro).
#[utoipa::path(delete, path = "/surveys/{id}/responses", tag = "responses", request_body = ResponseIds,
    params(("id" = i64, Path)), responses((status = 200, body = ActionOutcome), (status = 403, body = ErrorBody)))]
async fn delete_responses(
    State(state): State<AppState>,
    admin: Admin,
    ApiPath(id): ApiPath<i64>,
    ApiJson(ids): ApiJson<ResponseIds>,
) -> Result<axum::Json<ActionOutcome>> {
    act(&state, &admin, id, Action::Delete, ids).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn anonymised_addresses_drop_the_host_part() {
        assert_eq!(anonymise_ip("203.0.113.57"), "203.0.113.0");
        assert_eq!(
            anonymise_ip("2001:db8:85a3:8d3:1319:8a2e:370:7348"),
            "2001:db8:85a3::"
        );
        assert_eq!(anonymise_ip("unknown"), "");
    }
}
