//! `/api/v1/surveys…` and `/api/v1/survey-templates` (spec 000 §7).

use axum::{
    extract::{RawQuery, State},
    http::StatusCode,
    response::IntoResponse,
};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    model::{Survey, SurveyInput},
    save::SaveOutcome,
    store::{self, BulkAction, BulkOutcome, Filter, ListQuery, OrderBy, StatusCount},
    templates::Template,
};
use crate::{
    accounts::Capability,
    app::AppState,
    error::{Error, FieldErrors, Result},
    http::{
        error::ErrorBody,
        extract::{Admin, ApiJson, ApiPath},
        page::{PageQuery, Pagination},
    },
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_surveys, save_survey, delete_surveys))
        .routes(routes!(get_survey))
        .routes(routes!(duplicate_survey))
        .routes(routes!(publish_surveys))
        .routes(routes!(draft_surveys))
        .routes(routes!(trash_surveys))
        .routes(routes!(restore_surveys))
        .routes(routes!(list_templates))
        .routes(routes!(list_question_types))
        .merge(super::translations::api::routes())
}

/// Query of `GET /surveys` (documentation; the handler parses the raw query so that
/// `filter[status]` and repeated `select` keys work).
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
struct ListParams {
    /// Page number, from 1 (default 1).
    #[param(minimum = 1)]
    page: Option<i64>,
    /// Surveys per page, 1 to 100 (default 10).
    #[param(minimum = 1, maximum = 100)]
    per_page: Option<i64>,
    /// id (default), title, status or created_at.
    orderby: Option<String>,
    /// asc or desc (default desc).
    order: Option<String>,
    /// Fields to answer besides id: comma-separated, or repeated as select[]=….
    select: Option<String>,
    /// Quick filter: all, publish, scheduled, draft or trash.
    #[serde(rename = "filter[status]")]
    #[param(rename = "filter[status]")]
    filter_status: Option<String>,
}

/// A page of surveys: each has the Survey schema's fields, of which only `id` is always there
/// (`select` picks the others).
fn selected_surveys() -> utoipa::openapi::schema::Schema {
    use utoipa::{
        PartialSchema,
        openapi::{
            RefOr,
            schema::{ArrayBuilder, Schema},
        },
    };
    let mut survey = <Survey as PartialSchema>::schema();
    if let RefOr::T(Schema::Object(object)) = &mut survey {
        object.required = vec!["id".into()];
    }
    Schema::Array(ArrayBuilder::new().items(survey).build())
}

#[derive(Serialize, ToSchema)]
pub struct SurveyList {
    /// Surveys of the page; with `select`, only id and the selected fields.
    #[schema(schema_with = selected_surveys)]
    pub items: Vec<Value>,
    pub pagination: Pagination,
    pub status_filters: Vec<StatusCount>,
}

const SELECTABLE: [&str; 14] = [
    "title",
    "type",
    "status",
    "template",
    "questions",
    "settings",
    "notifications",
    "created_at",
    "updated_at",
    "publish_at",
    "impressions",
    "responses_count",
    "closed_by_limit",
    "cookie_name",
];

/// The survey list with its quick-filter counts.
#[utoipa::path(get, path = "/surveys", tag = "surveys", params(ListParams),
    responses((status = 200, body = SurveyList), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn list_surveys(
    State(state): State<AppState>,
    RawQuery(raw): RawQuery,
) -> Result<axum::Json<SurveyList>> {
    let (query, select) = parse_list_query(raw.as_deref().unwrap_or(""))?;
    let page = store::list(&state.db, &query).await?;
    let ownership = state.addons.ownership();
    let items = page
        .items
        .into_iter()
        .map(|mut survey| {
            ownership.complete_survey(&mut survey.settings.owned);
            project(survey, select.as_deref())
        })
        .collect::<Result<_>>()?;
    Ok(axum::Json(SurveyList {
        items,
        pagination: Pagination::of(query.page, query.per_page, page.total),
        status_filters: page.counts,
    }))
}

fn parse_list_query(raw: &str) -> Result<(ListQuery, Option<Vec<String>>)> {
    let asked = PageQuery::<false>::parse(raw)?;
    let mut query = ListQuery {
        page: asked.page,
        per_page: asked.rows(10).expect("a list without 'all'"),
        order_by: OrderBy::Id,
        descending: true,
        filter: Filter::All,
    };
    let mut select: Option<Vec<String>> = None;
    let bad = |field: &str, message: String| Error::Invalid {
        code: "invalid_query",
        message: message.clone(),
        fields: FieldErrors::from([(field.to_owned(), message)]),
    };
    for (key, value) in form_urlencoded::parse(raw.as_bytes()) {
        let value = value.trim();
        match key.as_ref() {
            "orderby" => {
                query.order_by = OrderBy::parse(value).ok_or_else(|| {
                    bad(
                        "orderby",
                        "orderby is one of id, title, status, created_at.".into(),
                    )
                })?;
            }
            "order" => {
                query.descending = match value.to_ascii_lowercase().as_str() {
                    "desc" => true,
                    "asc" => false,
                    _ => return Err(bad("order", "order is asc or desc.".into())),
                };
            }
            "filter[status]" | "status" => {
                query.filter = Filter::parse(value).ok_or_else(|| {
                    bad(
                        "filter[status]",
                        "filter[status] is one of publish, scheduled, draft, trash.".into(),
                    )
                })?;
            }
            "select" | "select[]" => {
                let fields = select.get_or_insert_with(Vec::new);
                for field in value.split(',').map(str::trim).filter(|f| !f.is_empty()) {
                    if field != "id" && !SELECTABLE.contains(&field) {
                        return Err(bad(
                            "select",
                            format!(
                                "'{field}' cannot be selected; choose from {}.",
                                SELECTABLE.join(", ")
                            ),
                        ));
                    }
                    fields.push(field.to_owned());
                }
            }
            _ if key.starts_with("select[") => {
                let fields = select.get_or_insert_with(Vec::new);
                if !SELECTABLE.contains(&value) && value != "id" {
                    return Err(bad(
                        "select",
                        format!(
                            "'{value}' cannot be selected; choose from {}.",
                            SELECTABLE.join(", ")
                        ),
                    ));
                }
                fields.push(value.to_owned());
            }
            _ => {}
        }
    }
    Ok((query, select))
}

fn project(survey: Survey, select: Option<&[String]>) -> Result<Value> {
    let value =
        serde_json::to_value(survey).map_err(|e| anyhow::anyhow!("serialising a survey: {e}"))?;
    let Some(fields) = select else {
        return Ok(value);
    };
    let Value::Object(all) = value else {
        return Ok(value);
    };
    let kept: Map<String, Value> = all
        .into_iter()
        .filter(|(k, _)| k == "id" || fields.iter().any(|f| f == k))
        .collect();
    Ok(Value::Object(kept))
}

/// One survey.
#[utoipa::path(get, path = "/surveys/{id}", tag = "surveys", params(("id" = i64, Path, description = "Survey id")),
    responses((status = 200, body = Survey), (status = 404, body = ErrorBody)))]
async fn get_survey(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
) -> Result<axum::Json<Survey>> {
    let mut survey = store::get(&state.db, id).await?;
    state
        .addons
        .ownership()
        .complete_survey(&mut survey.settings.owned);
    survey.addon_data = crate::addons::capabilities::attachments::attachments_of(
        &state.db,
        crate::addons::capabilities::attachments::Target::Survey(id),
    )
    .await?;
    Ok(axum::Json(survey))
}

/// Creates (`id` null) or updates a survey. Publishing with incomplete questions saves a draft and
/// answers published false with the reason.
#[utoipa::path(post, path = "/surveys", tag = "surveys", request_body = SurveyInput,
    responses((status = 200, body = SaveOutcome, description = "Updated"), (status = 201, body = SaveOutcome, description = "Created"),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn save_survey(
    State(state): State<AppState>,
    ApiJson(input): ApiJson<SurveyInput>,
) -> Result<impl IntoResponse> {
    let entitlements = state.entitlements().await?;
    let types = state.question_types(&entitlements).await?;
    let saving = super::save::Saving {
        db: &state.db,
        addons: &state.addons,
        entitlements: &entitlements,
        types: &types,
    };
    let saved = super::save::save(&saving, input).await?;
    let code = if saved.created {
        StatusCode::CREATED
    } else {
        StatusCode::OK
    };
    Ok((code, axum::Json(saved.outcome)))
}

#[derive(Serialize, ToSchema)]
pub struct Duplicated {
    /// The new survey's id.
    pub id: i64,
    pub survey: Survey,
}

/// Copies a survey as a new draft with no responses.
#[utoipa::path(post, path = "/surveys/{id}/duplicate", tag = "surveys", params(("id" = i64, Path, description = "Survey id")),
    responses((status = 201, body = Duplicated), (status = 404, body = ErrorBody)))]
async fn duplicate_survey(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
) -> Result<impl IntoResponse> {
    let id = store::duplicate(&state.db, id).await?;
    let survey = store::get(&state.db, id).await?;
    Ok((StatusCode::CREATED, axum::Json(Duplicated { id, survey })))
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SurveyIds {
    /// 1 to 1000 survey ids.
    #[schema(min_items = 1, max_items = 1000)]
    pub survey_ids: Vec<i64>,
}

const MAX_BULK: usize = 1000;

async fn bulk(
    state: &AppState,
    admin: &Admin,
    action: BulkAction,
    ids: SurveyIds,
) -> Result<axum::Json<BulkOutcome>> {
    let capability = match action {
        BulkAction::Publish | BulkAction::Draft => Capability::CreateEditSurveys,
        BulkAction::Trash | BulkAction::Restore | BulkAction::Delete => Capability::DeleteSurveys,
    };
    admin.require(capability)?;
    if ids.survey_ids.is_empty() || ids.survey_ids.len() > MAX_BULK {
        return Err(Error::invalid_field(
            "survey_ids",
            format!("survey_ids lists 1 to {MAX_BULK} survey ids."),
        ));
    }
    let entitlements = state.entitlements().await?;
    let types = state.question_types(&entitlements).await?;
    Ok(axum::Json(
        store::bulk(&state.db, action, &ids.survey_ids, &types).await?,
    ))
}

/// Publishes drafts (those with incomplete questions are skipped with the reason).
#[utoipa::path(post, path = "/surveys/publish", tag = "surveys", request_body = SurveyIds,
    responses((status = 200, body = BulkOutcome), (status = 404, body = ErrorBody, description = "An id does not exist; nothing changed")))]
async fn publish_surveys(
    State(state): State<AppState>,
    admin: Admin,
    ApiJson(ids): ApiJson<SurveyIds>,
) -> Result<axum::Json<BulkOutcome>> {
    bulk(&state, &admin, BulkAction::Publish, ids).await
}

/// Makes published surveys drafts (scheduling is turned off).
#[utoipa::path(post, path = "/surveys/draft", tag = "surveys", request_body = SurveyIds,
    responses((status = 200, body = BulkOutcome), (status = 404, body = ErrorBody)))]
async fn draft_surveys(
    State(state): State<AppState>,
    admin: Admin,
    ApiJson(ids): ApiJson<SurveyIds>,
) -> Result<axum::Json<BulkOutcome>> {
    bulk(&state, &admin, BulkAction::Draft, ids).await
}

/// Moves surveys to the trash.
#[utoipa::path(post, path = "/surveys/trash", tag = "surveys", request_body = SurveyIds,
    responses((status = 200, body = BulkOutcome), (status = 404, body = ErrorBody)))]
async fn trash_surveys(
    State(state): State<AppState>,
    admin: Admin,
    ApiJson(ids): ApiJson<SurveyIds>,
) -> Result<axum::Json<BulkOutcome>> {
    bulk(&state, &admin, BulkAction::Trash, ids).await
}

/// Restores trashed surveys as drafts.
#[utoipa::path(post, path = "/surveys/restore", tag = "surveys", request_body = SurveyIds,
    responses((status = 200, body = BulkOutcome), (status = 404, body = ErrorBody)))]
async fn restore_surveys(
    State(state): State<AppState>,
    admin: Admin,
    ApiJson(ids): ApiJson<SurveyIds>,
) -> Result<axum::Json<BulkOutcome>> {
    bulk(&state, &admin, BulkAction::Restore, ids).await
}

/// Deletes trashed surveys permanently, with their responses; others are reported, not touched.
#[utoipa::path(delete, path = "/surveys", tag = "surveys", request_body = SurveyIds,
    responses((status = 200, body = BulkOutcome), (status = 404, body = ErrorBody)))]
async fn delete_surveys(
    State(state): State<AppState>,
    admin: Admin,
    ApiJson(ids): ApiJson<SurveyIds>,
) -> Result<axum::Json<BulkOutcome>> {
    bulk(&state, &admin, BulkAction::Delete, ids).await
}

/// The templates of the setup step, 'blank' first: the core ones and those of active add-ons on
/// `survey-templates`. A template whose required add-on is inactive answers is_available false
/// with 'Requires {addon} addon'.
#[utoipa::path(get, path = "/survey-templates", tag = "surveys", responses((status = 200, body = Vec<Template>)))]
async fn list_templates(State(state): State<AppState>) -> Result<axum::Json<Vec<Template>>> {
    let entitlements = state.entitlements().await?;
    Ok(axum::Json(
        super::templates::in_force(&state.addons, &entitlements).await?,
    ))
}

/// The question types in force: the core ones and those active add-ons contribute.
#[utoipa::path(get, path = "/question-types", tag = "surveys", responses((status = 200, body = Vec<super::question_types::QuestionType>)))]
async fn list_question_types(
    State(state): State<AppState>,
) -> Result<axum::Json<Vec<super::question_types::QuestionType>>> {
    let entitlements = state.entitlements().await?;
    let types = state.question_types(&entitlements).await?;
    Ok(axum::Json(types.all().to_vec()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn list_query_defaults_and_rejections() {
        let (q, select) = parse_list_query("").unwrap();
        assert_eq!(
            (q.page, q.per_page, q.order_by, q.descending, q.filter),
            (1, 10, OrderBy::Id, true, Filter::All)
        );
        assert!(select.is_none());
        let (q, select) = parse_list_query(
            "filter%5Bstatus%5D=scheduled&select%5B%5D=title&select=status,publish_at&order=ASC",
        )
        .unwrap();
        assert_eq!(q.filter, Filter::Scheduled);
        assert!(!q.descending);
        assert_eq!(select.unwrap(), ["title", "status", "publish_at"]);
        for bad in [
            "page=0",
            "per_page=1000",
            "orderby=password",
            "order=sideways",
            "filter[status]=deleted",
            "select=password_hash",
        ] {
            assert!(parse_list_query(bad).is_err(), "{bad}");
        }
    }
}
