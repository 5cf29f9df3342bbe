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

use super::{Action, Response, StatusFilter, filter::Filter, submit::Submission};
use crate::{
    app::AppState,
    error::{Error, Result},
    http::{
        error::ErrorBody,
        extract::{ApiJson, ApiPath, ClientAddress},
        page::{PageQuery, Pagination},
    },
    surveys::{model::Survey, store as surveys},
};

/// The visitors' route: the widget's submission.
pub fn public_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(submit_response))
}

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_responses, delete_responses))
        .routes(routes!(one_response))
        .routes(routes!(trash_responses))
        .routes(routes!(restore_responses))
}

/// Stores a response to a published survey after checking every answer against it, then tells the
/// add-ons (`response-submitted`) and queues the survey's e-mail notification. With an
/// `Idempotency-Key` header (1 to 128 characters; the widget sends a UUID), a retry with the same
/// submission token and key answers the response stored the first time (201, its id) and stores,
/// announces and mails nothing.
#[utoipa::path(post, path = "/surveys/{id}/responses", tag = "responses", request_body = Submission,
    params(("id" = i64, Path),
        ("Idempotency-Key" = Option<String>, Header, min_length = 1, max_length = 128, description = "A key the client makes per response, 1 to 128 characters compared in any case (the widget sends a UUID): a retry with it answers the first result.")),
    responses((status = 201, body = Response), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody), (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
async fn submit_response(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
    ClientAddress(address): ClientAddress,
    headers: HeaderMap,
    ApiJson(submission): ApiJson<Submission>,
) -> Result<(StatusCode, axum::Json<Response>)> {
    let user_agent = headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let country =
        crate::visitors::address::header_country(state.config.country_header.as_deref(), &headers);
    let key = headers
        .get("idempotency-key")
        .map(|v| String::from_utf8_lossy(v.as_bytes()));
    let key = super::submit::idempotency_key(key.as_deref())?;
    let visit = state.visiting().await?;
    let response = super::submit::submit(
        &visit,
        &state.storing(),
        id,
        &address,
        user_agent,
        country.as_deref(),
        submission,
        key,
    )
    .await?;
    Ok((StatusCode::CREATED, axum::Json(response)))
}

#[derive(Serialize, ToSchema)]
pub struct ResponsesSurvey {
    pub id: i64,
    pub title: String,
    /// `[{id, title, type}]`.
    #[schema(schema_with = crate::api_schema::question_summaries)]
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
/// filter[status]), searched and filtered by answer, score, days, completion and language
/// (`responses::filter`); `pagination.total` counts the matches, `status_filters` the survey.
/// The status filters need a licence; without one the list shows published responses.
#[utoipa::path(get, path = "/surveys/{id}/responses", tag = "responses", params(("id" = i64, Path),
        ("page" = Option<i64>, Query, description = "Page number, from 1 (default 1)."),
        ("per_page" = Option<i64>, Query, description = "Responses per page (default 10); -1 for all."),
        ("filter[status]" = Option<String>, Query, description = "publish (default), trash, over_quota (stored past a response limit or a full quota), partial (a survey its visitor has not finished) or all; a licence is needed for the others."),
        ("search" = Option<String>, Query, description = "Text any answer contains, in any case (at most 200 characters)."),
        ("from" = Option<String>, Query, description = "Submitted on or after this day (YYYY-MM-DD, the site's time zone)."),
        ("to" = Option<String>, Query, description = "Submitted on or before this day (YYYY-MM-DD, the site's time zone)."),
        ("question" = Option<String>, Query, description = "A question id: only responses that answered it (and, with answer, min or max, how)."),
        ("answer" = Option<String>, Query, description = "With question: the answer is this value, or a list holding it."),
        ("min" = Option<f64>, Query, description = "With question: the answer is a number at least this."),
        ("max" = Option<f64>, Query, description = "With question: the answer is a number at most this."),
        ("completion" = Option<String>, Query, description = "complete (every question answered) or incomplete."),
        ("language" = Option<String>, Query, description = "Answered in this language (a BCP 47 tag), or none: not recorded.")),
    responses((status = 200, body = ResponsesList), (status = 400, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn list_responses(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
    RawQuery(raw): RawQuery,
) -> Result<axum::Json<ResponsesList>> {
    let survey = surveys::get(&state.db, id).await?;
    let entitlements = state.entitlements().await?;
    let asked = PageQuery::<true>::parse(raw.as_deref().unwrap_or(""))?;
    let mut filter = StatusFilter::Publish;
    for (key, value) in form_urlencoded::parse(raw.as_deref().unwrap_or("").as_bytes()) {
        if matches!(key.as_ref(), "filter[status]" | "status") {
            filter = StatusFilter::parse(value.trim()).ok_or_else(|| {
                let message = "filter[status] is all, publish, trash, over_quota or partial.";
                Error::Invalid {
                    code: "invalid_query",
                    message: message.into(),
                    fields: [("filter[status]".to_owned(), message.to_owned())].into(),
                }
            })?;
        }
    }
    // Without a licence there is no trash to look at (spec 001 §6).
    if !entitlements.is_licensed() {
        filter = StatusFilter::Publish;
    }
    let zone = super::counters::zone(&state.db).await?;
    let search = Filter::parse(raw.as_deref().unwrap_or(""), &survey, &zone)?;
    let counts = super::status_counts(&state.db, id).await?;
    // Every row ("all") is one page of at most ALL_LIMIT.
    let per_page = asked.rows(10);
    let page = if per_page.is_none() { 1 } else { asked.page };
    let (total, items) = if search.is_empty() {
        let total = counts.of(filter);
        let items = super::page(
            &state.db,
            id,
            filter,
            page,
            Some(per_page.unwrap_or(ALL_LIMIT)),
        )
        .await?;
        (total, items)
    } else {
        super::filtered_page(
            &state.db,
            id,
            filter,
            &search,
            page,
            per_page.unwrap_or(ALL_LIMIT),
        )
        .await?
    };
    let mut pagination = Pagination::of(page, per_page.unwrap_or(total.max(1)), total);
    pagination.per_page = per_page.unwrap_or(-1);
    Ok(axum::Json(ResponsesList {
        survey: ResponsesSurvey::of(&survey),
        items,
        pagination,
        // Over quota and partial are listed once a survey has such responses (issue 35).
        status_filters: [
            ("all", StatusFilter::All, true),
            ("publish", StatusFilter::Publish, true),
            ("trash", StatusFilter::Trash, true),
            ("over_quota", StatusFilter::OverQuota, false),
            ("partial", StatusFilter::Partial, false),
        ]
        .into_iter()
        .filter(|(_, f, always)| *always || counts.of(*f) > 0)
        .map(|(status, f, _)| StatusCountItem {
            status: status.into(),
            count: counts.of(f),
        })
        .collect(),
    }))
}

#[derive(Serialize, ToSchema)]
pub struct Position {
    /// 1 for the newest.
    pub n: i64,
    pub total: i64,
    /// The newer neighbour.
    #[schema(required = true)]
    pub previous_id: Option<i64>,
    /// The older neighbour.
    #[schema(required = true)]
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
    ApiPath((id, response_id)): ApiPath<(i64, i64)>,
) -> Result<axum::Json<SingleResponse>> {
    let entitlements = state.entitlements().await?;
    if !entitlements.is_licensed() {
        return Err(Error::plan_required("Response Details", "Pro"));
    }
    let survey = surveys::get(&state.db, id).await?;
    let mut response = super::get(&state.db, id, response_id).await?;
    response.addon_data = crate::addons::capabilities::attachments::attachments_of(
        &state.db,
        crate::addons::capabilities::attachments::Target::Response(response_id),
    )
    .await?;
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
    /// At most 1000 response ids.
    #[schema(max_items = 1000)]
    pub response_ids: Vec<i64>,
}

#[derive(Serialize, ToSchema)]
pub struct ResponsesChanged {
    /// How many responses changed.
    pub changed: u64,
}

async fn act(
    state: &AppState,
    id: i64,
    action: Action,
    ids: ResponseIds,
) -> Result<axum::Json<ResponsesChanged>> {
    // Trashing and restoring change what results count, as deleting does: the delete level
    // (docs/SECURITY.md, "Decisions").
    let entitlements = state.entitlements().await?;
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
    let types = state.question_types(&entitlements).await?;
    let changed = super::act(&state.db, &survey, &types, action, &ids.response_ids).await?;
    Ok(axum::Json(ResponsesChanged { changed }))
}

/// Moves published responses to the trash (Pro).
#[utoipa::path(post, path = "/surveys/{id}/responses/trash", tag = "responses", request_body = ResponseIds,
    params(("id" = i64, Path)), responses((status = 200, body = ResponsesChanged), (status = 403, body = ErrorBody)))]
async fn trash_responses(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
    ApiJson(ids): ApiJson<ResponseIds>,
) -> Result<axum::Json<ResponsesChanged>> {
    act(&state, id, Action::Trash, ids).await
}

/// Restores trashed responses (Pro).
#[utoipa::path(post, path = "/surveys/{id}/responses/restore", tag = "responses", request_body = ResponseIds,
    params(("id" = i64, Path)), responses((status = 200, body = ResponsesChanged), (status = 403, body = ErrorBody)))]
async fn restore_responses(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
    ApiJson(ids): ApiJson<ResponseIds>,
) -> Result<axum::Json<ResponsesChanged>> {
    act(&state, id, Action::Restore, ids).await
}

/// Deletes trashed responses permanently (Pro).
#[utoipa::path(delete, path = "/surveys/{id}/responses", tag = "responses", request_body = ResponseIds,
    params(("id" = i64, Path)), responses((status = 200, body = ResponsesChanged), (status = 403, body = ErrorBody)))]
async fn delete_responses(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
    ApiJson(ids): ApiJson<ResponseIds>,
) -> Result<axum::Json<ResponsesChanged>> {
    act(&state, id, Action::Delete, ids).await
}
