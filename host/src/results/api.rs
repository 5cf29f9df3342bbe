//! `GET results-summary`, `GET surveys/{id}/results`, `GET surveys/{id}/nps-comments`,
//! `GET surveys/{id}/drop-off`,
//! `GET exports`, `GET ai-summary/{id}` and `GET preload-ai-summary/{id}` (spec 001 §7).

use axum::{
    extract::{RawQuery, State},
    http::{HeaderValue, header},
    response::{IntoResponse, Response},
};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    DataPoint, DayRange, NpsComment, SurveyResults, SurveyRow,
    ai::{self, AiSummary},
    exports::{self, Export, Report},
};
use crate::{
    app::AppState,
    error::{Error, Result},
    http::{
        error::ErrorBody,
        extract::{Admin, ApiPath},
        page::{PageQuery, Pagination},
    },
    licensing::{Entitlements, Tier},
    responses::answers::id_key,
    surveys::store as surveys,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(results_summary))
        .routes(routes!(survey_results))
        .routes(routes!(nps_comments))
        .routes(routes!(drop_off))
        .routes(routes!(export))
        .routes(routes!(ai_summary, generate_ai_summary))
        .routes(routes!(preload_ai_summary))
}

fn query(raw: &Option<String>) -> Vec<(String, String)> {
    form_urlencoded::parse(raw.as_deref().unwrap_or("").as_bytes())
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect()
}

fn param<'a>(q: &'a [(String, String)], names: &[&str]) -> Option<&'a str> {
    q.iter()
        .find(|(k, _)| names.contains(&k.as_str()))
        .map(|(_, v)| v.as_str())
}

/// Ranges longer than this need a licence (spec 001: Past 30 Days is Pro).
pub const FREE_RANGE_DAYS: i64 = 7;

#[derive(Serialize, ToSchema)]
pub struct ResultsSummary {
    pub total_responses: i64,
    pub data_points: Vec<DataPoint>,
    pub surveys: Vec<SurveyRow>,
}

/// The overview: responses per day over the range (default the last 7 days) for all surveys or
/// one, and the survey table.
#[utoipa::path(get, path = "/results-summary", tag = "results",
    responses((status = 200, body = ResultsSummary), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn results_summary(
    State(state): State<AppState>,
    RawQuery(raw): RawQuery,
) -> Result<axum::Json<ResultsSummary>> {
    let q = query(&raw);
    let today = crate::responses::counters::zone(&state.db).await?.today();
    let range = DayRange::parse(
        param(&q, &["start_date", "from"]),
        param(&q, &["end_date", "to"]),
        DayRange::last(FREE_RANGE_DAYS, today),
    )?;
    let entitlements = state.entitlements().await?;
    if range.days() > FREE_RANGE_DAYS && !entitlements.is_licensed() {
        return Err(Error::plan_required("Past 30 Days", "Pro"));
    }
    let survey_id = match param(&q, &["survey_id"])
        .map(str::trim)
        .filter(|s| !s.is_empty() && *s != "all")
    {
        None => None,
        Some(s) => Some(
            s.parse::<i64>()
                .map_err(|_| Error::invalid_field("survey_id", "survey_id is a survey's id."))?,
        ),
    };
    let order_by = param(&q, &["orderby"]).unwrap_or("id");
    let descending = !matches!(param(&q, &["order"]), Some("asc"));
    let points = super::data_points(&state.db, survey_id, range).await?;
    let mut rows = super::survey_rows(&state.db, range, today, order_by, descending).await?;
    if let Some(id) = survey_id {
        rows.retain(|r| r.id == id);
    }
    Ok(axum::Json(ResultsSummary {
        total_responses: points.iter().map(|p| p.count).sum(),
        data_points: points,
        surveys: rows,
    }))
}

/// One survey's results over `from`..`to` (also `start`/`end`; default the last 30 days).
#[utoipa::path(get, path = "/surveys/{id}/results", tag = "results", params(("id" = i64, Path)),
    responses((status = 200, body = SurveyResults), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn survey_results(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
    RawQuery(raw): RawQuery,
) -> Result<axum::Json<SurveyResults>> {
    let q = query(&raw);
    let zone = crate::responses::counters::zone(&state.db).await?;
    let range = DayRange::parse(
        param(&q, &["from", "start", "start_date"]),
        param(&q, &["to", "end", "end_date"]),
        DayRange::last(30, zone.today()),
    )?;
    let language = super::LanguageFilter::parse(param(&q, &["language"]).unwrap_or(""))?;
    let partial = match param(&q, &["partial"]).unwrap_or("") {
        "" | "exclude" => false,
        "include" => true,
        _ => {
            let message = "partial is include or exclude.";
            return Err(Error::Invalid {
                code: "invalid_query",
                message: message.into(),
                fields: [("partial".to_owned(), message.to_owned())].into(),
            });
        }
    };
    let survey = surveys::get(&state.db, id).await?;
    let entitlements = state.entitlements().await?;
    let types = state.question_types(&entitlements).await?;
    let counted = super::Counted { language, partial };
    Ok(axum::Json(
        super::survey_results(&state.db, &survey, &types, range, zone, counted).await?,
    ))
}

/// Per question of a survey, how many visitors were shown it and how many answered it, over
/// `from`..`to` (default the last 30 days), from its complete and partial responses (issue 35).
/// One pass over the range's responses.
#[utoipa::path(get, path = "/surveys/{id}/drop-off", tag = "results", params(("id" = i64, Path),
        ("from" = Option<String>, Query, description = "First day (YYYY-MM-DD, the site's time zone)."),
        ("to" = Option<String>, Query, description = "Last day (YYYY-MM-DD, the site's time zone).")),
    responses((status = 200, body = super::dropoff::DropOff), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn drop_off(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
    RawQuery(raw): RawQuery,
) -> Result<axum::Json<super::dropoff::DropOff>> {
    let q = query(&raw);
    let zone = crate::responses::counters::zone(&state.db).await?;
    let range = DayRange::parse(
        param(&q, &["from", "start", "start_date"]),
        param(&q, &["to", "end", "end_date"]),
        DayRange::last(30, zone.today()),
    )?;
    let survey = surveys::get(&state.db, id).await?;
    Ok(axum::Json(
        super::dropoff::drop_off(&state.db, &survey, range, zone).await?,
    ))
}

#[derive(Serialize, ToSchema)]
pub struct NpsComments {
    pub items: Vec<NpsComment>,
    pub pagination: Pagination,
}

/// The comments left with the survey's NPS answers, 10 per page, newest first.
#[utoipa::path(get, path = "/surveys/{id}/nps-comments", tag = "results", params(("id" = i64, Path),
        ("page" = Option<i64>, Query, description = "Page number, from 1 (default 1).")),
    responses((status = 200, body = NpsComments), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn nps_comments(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
    asked: PageQuery,
) -> Result<axum::Json<NpsComments>> {
    let page = asked.page;
    let survey = surveys::get(&state.db, id).await?;
    let (items, total) = super::nps_comments(&state.db, &survey, page).await?;
    Ok(axum::Json(NpsComments {
        items,
        pagination: Pagination::of(page, super::COMMENTS_PER_PAGE, total),
    }))
}

/// The export file (Pro with a licence): `survey_id`, `report` general or question, `question_id`,
/// `start`, `end`, `format` csv (default) or xlsx. Streamed.
#[utoipa::path(get, path = "/exports", tag = "results",
    responses((status = 200, content_type = "text/csv"), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn export(State(state): State<AppState>, RawQuery(raw): RawQuery) -> Result<Response> {
    let entitlements = state.entitlements().await?;
    if !entitlements.is_licensed() {
        return Err(Error::plan_required("Export Results", "Pro"));
    }
    let (survey_id, report, question_id, start, end, format) =
        exports::parse_query(raw.as_deref().unwrap_or(""))?;
    let survey = surveys::get(&state.db, survey_id).await?;
    let report = match report.as_str() {
        "general" => Report::General,
        "question" => {
            let wanted = question_id.ok_or_else(|| {
                Error::invalid_field("question_id", "A question export needs question_id.")
            })?;
            let question = survey
                .questions
                .iter()
                .find(|q| id_key(&q.id) == wanted)
                .cloned()
                .ok_or_else(|| {
                    Error::NotFound(format!("Survey {survey_id} has no question '{wanted}'."))
                })?;
            Report::Question(Box::new(question))
        }
        other => {
            return Err(Error::invalid_field(
                "report",
                format!("'{other}' is not a report; use general or question."),
            ));
        }
    };
    let zone = crate::responses::counters::zone(&state.db).await?;
    let range = if start.is_some() || end.is_some() {
        Some(DayRange::parse(
            start.as_deref(),
            end.as_deref(),
            DayRange::last(30, zone.today()),
        )?)
    } else {
        None
    };
    let file = exports::stream(
        state.db.clone(),
        Export {
            survey,
            report,
            range,
            format,
            zone,
        },
    );
    let body = axum::body::Body::from_stream(futures_util::stream::unfold(
        file.chunks,
        |mut rx| async move { rx.recv().await.map(|item| (item, rx)) },
    ));
    let mut response = body.into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static(file.content_type),
    );
    if let Ok(v) = HeaderValue::from_str(&format!("attachment; filename=\"{}\"", file.name)) {
        headers.insert(header::CONTENT_DISPOSITION, v);
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(response)
}

async fn ai_gate(state: &AppState) -> Result<Entitlements> {
    let entitlements = state.entitlements().await?;
    if !entitlements.has_plan(Tier::Pro) {
        return Err(Error::plan_required("AI Summary", "Pro"));
    }
    Ok(entitlements)
}

/// Generates a fresh AI summary of the survey's text answers (Pro or Elite licence) and keeps it.
/// A POST with the nonce: it calls the paid provider. One generation per survey at a time, and at
/// most one successful one a minute (429 `too_many_requests` with `Retry-After`).
#[utoipa::path(post, path = "/ai-summary/{id}", tag = "results", params(("id" = i64, Path)),
    responses((status = 200, body = AiSummary), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 429, body = ErrorBody)))]
async fn generate_ai_summary(
    State(state): State<AppState>,
    Admin(session): Admin,
    ApiPath(id): ApiPath<i64>,
    headers: axum::http::HeaderMap,
) -> Result<axum::Json<AiSummary>> {
    let entitlements = ai_gate(&state).await?;
    let survey = surveys::get(&state.db, id).await?;
    let generation = state
        .ai_cooldowns
        .begin(id)
        .map_err(|retry_after_secs| Error::TooManyRequests {
            message: format!(
                "An AI summary of this survey was made moments ago. Try again in {retry_after_secs} seconds."
            ),
            retry_after_secs,
        })?;
    let types = state.question_types(&entitlements).await?;
    let (texts, answered_in) = ai::collect_texts(&state.db, &survey, &types).await?;
    let settings = crate::settings::load(&state.db).await?;
    // The administrator's language: their setting, else their browser's first.
    let browser = headers
        .get(axum::http::header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split([',', ';']).find_map(crate::language::canonical_tag));
    let languages = ai::Languages {
        answers: &answered_in,
        reply_in: session
            .user
            .language
            .as_deref()
            .or(browser.as_deref())
            .unwrap_or("en"),
    };
    let summary = ai::generate(&settings, &survey, &texts, &languages).await;
    if let Some(text) = summary.summary.as_deref() {
        ai::store(&state.db, id, text, survey.responses_count).await?;
        generation.made();
    }
    Ok(axum::Json(summary))
}

/// The stored AI summary of the survey, as `preload-ai-summary` answers it: reading never calls
/// the provider (generating is `POST ai-summary/{id}`).
#[utoipa::path(get, path = "/ai-summary/{id}", tag = "results", params(("id" = i64, Path)),
    responses((status = 200, body = AiSummary), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn ai_summary(state: State<AppState>, id: ApiPath<i64>) -> Result<axum::Json<AiSummary>> {
    preload_ai_summary(state, id).await
}

/// The last AI summary of the survey, if one was made.
#[utoipa::path(get, path = "/preload-ai-summary/{id}", tag = "results", params(("id" = i64, Path)),
    responses((status = 200, body = AiSummary), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn preload_ai_summary(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
) -> Result<axum::Json<AiSummary>> {
    ai_gate(&state).await?;
    surveys::get(&state.db, id).await?;
    let summary = ai::cached(&state.db, id).await?;
    Ok(axum::Json(AiSummary {
        success: summary.is_some(),
        summary,
        error: None,
    }))
}
