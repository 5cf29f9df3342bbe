//! `/api/v1/surveys/texts` and `/api/v1/surveys/{id}/translations` (issue #34): a survey's
//! translatable texts with each language's completeness, and its texts as a file a translator
//! fills in (CSV or JSON, one row per text id and language) and brings back. Editors only
//! (`http/access.rs`); each call costs one survey's texts, and an import's body is capped by the
//! API's body limit and [`MAX_ROWS`].

use std::collections::BTreeMap;

use axum::{
    body::Bytes,
    extract::{RawQuery, State},
    http::{HeaderMap, HeaderValue, header},
    response::{IntoResponse, Response},
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{Completeness, Text, Translations, canonical_tag, offered};
use crate::surveys::{
    model::{Survey, SurveyDraft, SurveyInput},
    save, translations,
};
use crate::{
    app::AppState,
    error::{Error, FieldErrors, Result},
    http::{
        error::ErrorBody,
        extract::{ApiJson, ApiPath},
    },
};

/// The most rows an import may have.
pub const MAX_ROWS: usize = 20_000;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(survey_texts))
        .routes(routes!(export_translations, import_translations))
}

/// The answer of `POST /surveys/texts`.
#[derive(Serialize, ToSchema)]
pub struct SurveyTexts {
    /// The survey's translatable texts, in the order the visitor meets them.
    pub texts: Vec<Text>,
    /// The site's languages (but the base), then any other the survey has, each with how many
    /// texts it translates.
    pub languages: Vec<Completeness>,
}

/// The texts of a survey being edited (saved or not) and how complete each language is.
#[utoipa::path(post, path = "/surveys/texts", tag = "surveys", request_body = SurveyInput,
    responses((status = 200, body = SurveyTexts), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn survey_texts(
    State(state): State<AppState>,
    ApiJson(input): ApiJson<SurveyInput>,
) -> Result<axum::Json<SurveyTexts>> {
    let draft = SurveyDraft {
        title: input.title.unwrap_or_default(),
        questions: input.questions.unwrap_or_default(),
        settings: input.settings.unwrap_or_default(),
        language: input.language.flatten().and_then(|l| canonical_tag(&l)),
        translations: input.translations.unwrap_or_default(),
        ..Default::default()
    };
    let texts = texts_of(&state, &draft).await?;
    let settings = crate::settings::load(&state.db).await?;
    // Tags as a save would store them, so that `de-de` counts as `de-DE`.
    let mut translations = Translations::new();
    for (tag, by_id) in draft.translations {
        if let Some(tag) = canonical_tag(&tag) {
            translations.entry(tag).or_default().extend(by_id);
        }
    }
    Ok(axum::Json(SurveyTexts {
        languages: translations::completeness(
            &texts,
            &translations,
            &offered(&settings),
            draft.language.as_deref(),
        ),
        texts,
    }))
}

/// The texts of `draft` under the question types and add-ons in force.
async fn texts_of(state: &AppState, draft: &SurveyDraft) -> Result<Vec<Text>> {
    let entitlements = state.entitlements().await?;
    let types = state.question_types(&entitlements).await?;
    let ownership = state.addons.ownership();
    Ok(save::texts_of(draft, &types, &ownership, &entitlements))
}

/// One row of the translator's file.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct TextRow {
    pub id: String,
    pub language: String,
    /// The text in the survey's base language, for the translator; an import checks it still is.
    #[serde(default)]
    pub base: String,
    /// The translation; empty when there is none yet.
    #[serde(default)]
    pub text: String,
}

/// The JSON form of the file.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct TextsFile {
    pub survey: i64,
    #[schema(required = true)]
    pub base_language: Option<String>,
    pub texts: Vec<TextRow>,
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
struct ExportParams {
    /// csv (default) or json.
    format: Option<String>,
    /// One language (a BCP 47 tag); all the site offers and the survey has when absent.
    language: Option<String>,
}

/// A survey's texts as a file for a translator: one row per text id and language, with the base
/// text beside the translation so far.
#[utoipa::path(get, path = "/surveys/{id}/translations", tag = "surveys", params(("id" = i64, Path), ExportParams),
    responses((status = 200, description = "text/csv or application/json, as an attachment"),
        (status = 400, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn export_translations(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
    RawQuery(raw): RawQuery,
) -> Result<Response> {
    let (mut format, mut language) = ("csv".to_owned(), None);
    for (key, value) in form_urlencoded::parse(raw.as_deref().unwrap_or("").as_bytes()) {
        match key.as_ref() {
            "format" => format = value.into_owned(),
            "language" => {
                language = Some(canonical_tag(&value).ok_or_else(|| {
                    Error::bad_request("invalid_query", translations::not_a_tag(&value))
                })?)
            }
            _ => {}
        }
    }
    if format != "csv" && format != "json" {
        return Err(Error::bad_request(
            "invalid_query",
            "format is csv or json.",
        ));
    }
    let survey = crate::surveys::store::get(&state.db, id).await?;
    let texts = texts_of(&state, &survey.draft()).await?;
    let settings = crate::settings::load(&state.db).await?;
    let languages: Vec<String> = match language {
        Some(one) => vec![one],
        None => translations::completeness(
            &texts,
            &survey.translations,
            &offered(&settings),
            survey.language.as_deref(),
        )
        .into_iter()
        .map(|c| c.language)
        .collect(),
    };
    let rows: Vec<TextRow> = languages
        .iter()
        .flat_map(|language| {
            let given = survey.translations.get(language);
            texts.iter().map(move |t| TextRow {
                id: t.id.clone(),
                language: language.clone(),
                base: t.base.clone(),
                text: given
                    .and_then(|g| g.get(&t.id))
                    .cloned()
                    .unwrap_or_default(),
            })
        })
        .collect();
    let (body, content_type) = if format == "json" {
        let file = TextsFile {
            survey: id,
            base_language: survey.language.clone(),
            texts: rows,
        };
        (
            serde_json::to_vec_pretty(&file)
                .map_err(|e| anyhow::anyhow!("the texts file did not serialise: {e}"))?,
            "application/json",
        )
    } else {
        (csv_of(&rows)?, "text/csv; charset=utf-8")
    };
    let mut headers = HeaderMap::new();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    let name = format!("survey-{id}-texts.{format}");
    if let Ok(v) = HeaderValue::from_str(&format!("attachment; filename=\"{name}\"")) {
        headers.insert(header::CONTENT_DISPOSITION, v);
    }
    Ok((headers, body).into_response())
}

/// The rows as CSV (RFC 4180, header `id,language,base,text`). A cell that a spreadsheet would
/// run as a formula starts with an apostrophe, as in the responses' exports; an import takes it off.
fn csv_of(rows: &[TextRow]) -> Result<Vec<u8>> {
    let mut out = csv::Writer::from_writer(Vec::new());
    let fail = |e: csv::Error| anyhow::anyhow!("the texts file did not write: {e}");
    out.write_record(["id", "language", "base", "text"])
        .map_err(fail)?;
    for row in rows {
        out.write_record([
            row.id.as_str(),
            &row.language,
            &defuse(&row.base),
            &defuse(&row.text),
        ])
        .map_err(fail)?;
    }
    Ok(out
        .into_inner()
        .map_err(|e| anyhow::anyhow!("the texts file did not write: {e}"))?)
}

fn defuse(cell: &str) -> String {
    if cell.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{cell}")
    } else {
        cell.to_owned()
    }
}

fn undefuse(cell: &str) -> &str {
    match cell.strip_prefix('\'') {
        Some(rest) if rest.starts_with(['=', '+', '-', '@', '\t', '\r']) => rest,
        _ => cell,
    }
}

/// What an import did.
#[derive(Serialize, ToSchema)]
pub struct Imported {
    pub survey: Survey,
    /// The translated texts the file gave (rows with an empty text are skipped).
    pub imported: usize,
}

/// Reads a translator's file (CSV with the export's header, or the export's JSON) into the saved
/// survey's translations. Every row must fit the survey, or nothing is saved: the refusal names
/// each row that does not (by its line in a CSV, its place in a JSON file's `texts`).
#[utoipa::path(post, path = "/surveys/{id}/translations", tag = "surveys", params(("id" = i64, Path)),
    request_body(content = String, description = "The file: text/csv or application/json", content_type = "text/csv"),
    responses((status = 200, body = Imported), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody),
        (status = 400, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn import_translations(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<axum::Json<Imported>> {
    let content_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_ascii_lowercase();
    let text = std::str::from_utf8(&body).map_err(|_| {
        Error::invalid(
            "The file is not UTF-8 text: save it as CSV UTF-8 or JSON and try again.",
            FieldErrors::new(),
        )
    })?;
    let rows = if content_type.starts_with("application/json") {
        rows_of_json(text)?
    } else if content_type.starts_with("text/csv") || content_type.starts_with("text/plain") {
        rows_of_csv(text)?
    } else {
        return Err(Error::bad_request(
            "unsupported_media_type",
            "Send the file as text/csv or application/json.",
        ));
    };
    let survey = crate::surveys::store::get(&state.db, id).await?;
    let texts = texts_of(&state, &survey.draft()).await?;
    let (translations, imported) = merge(&survey, &texts, rows)?;
    let entitlements = state.entitlements().await?;
    let types = state.question_types(&entitlements).await?;
    let saving = save::Saving {
        db: &state.db,
        addons: &state.addons,
        entitlements: &entitlements,
        types: &types,
    };
    let saved = save::save(
        &saving,
        SurveyInput {
            id: Some(id),
            translations: Some(translations),
            ..Default::default()
        },
    )
    .await?;
    Ok(axum::Json(Imported {
        survey: saved.outcome.survey,
        imported,
    }))
}

/// A row as read, with where it was in the file.
type Placed = (String, TextRow);

fn refused(message: &str, fields: FieldErrors) -> Error {
    Error::Invalid {
        code: "invalid_translations",
        message: message.into(),
        fields,
    }
}

fn rows_of_csv(text: &str) -> Result<Vec<Placed>> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut reader = csv::ReaderBuilder::new()
        .flexible(true)
        .from_reader(text.as_bytes());
    let header: Vec<String> = reader
        .headers()
        .map_err(|_| refused("The file is not CSV.", FieldErrors::new()))?
        .iter()
        .map(|h| h.trim().to_ascii_lowercase())
        .collect();
    let column = |name: &str| header.iter().position(|h| h == name);
    let (Some(id), Some(language), Some(text_at)) =
        (column("id"), column("language"), column("text"))
    else {
        return Err(refused(
            "The file's first line must name the columns id, language, base and text, as an export does.",
            FieldErrors::new(),
        ));
    };
    let base = column("base");
    let mut rows = Vec::new();
    for (i, record) in reader.records().enumerate() {
        let line = i + 2;
        let record = record.map_err(|e| {
            refused(
                &format!("Line {line} of the file is not CSV ({e})."),
                FieldErrors::new(),
            )
        })?;
        if rows.len() >= MAX_ROWS {
            return Err(refused(
                &format!("A file has at most {MAX_ROWS} rows."),
                FieldErrors::new(),
            ));
        }
        let cell = |at: Option<usize>| {
            at.and_then(|a| record.get(a))
                .map(|c| undefuse(c).to_owned())
                .unwrap_or_default()
        };
        if record.iter().all(|c| c.trim().is_empty()) {
            continue;
        }
        rows.push((
            format!("line {line}"),
            TextRow {
                id: cell(Some(id)).trim().to_owned(),
                language: cell(Some(language)).trim().to_owned(),
                base: cell(base),
                text: cell(Some(text_at)),
            },
        ));
    }
    Ok(rows)
}

fn rows_of_json(text: &str) -> Result<Vec<Placed>> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum File {
        Whole { texts: Vec<TextRow> },
        Rows(Vec<TextRow>),
    }
    let file: File = serde_json::from_str(text).map_err(|e| {
        refused(
            &format!("The file is not the JSON an export gives (an object with texts: [{{id, language, base, text}}]): {e}."),
            FieldErrors::new(),
        )
    })?;
    let rows = match file {
        File::Whole { texts } | File::Rows(texts) => texts,
    };
    if rows.len() > MAX_ROWS {
        return Err(refused(
            &format!("A file has at most {MAX_ROWS} rows."),
            FieldErrors::new(),
        ));
    }
    Ok(rows
        .into_iter()
        .enumerate()
        .map(|(i, row)| (format!("texts.{i}"), row))
        .collect())
}

/// The survey's translations with the file's rows over them, or the refusal naming each row that
/// does not fit: an id the survey has not, a language tag that is none or is the base language,
/// a base text that changed since the export, a text too long, a text given twice.
fn merge(survey: &Survey, texts: &[Text], rows: Vec<Placed>) -> Result<(Translations, usize)> {
    let mut errors = FieldErrors::new();
    let mut merged = survey.translations.clone();
    let mut given: BTreeMap<(String, String), String> = BTreeMap::new();
    let mut imported = 0;
    for (place, row) in rows {
        let Some(text) = texts.iter().find(|t| t.id == row.id) else {
            errors.insert(place, format!("“{}” is not a text of this survey.", row.id));
            continue;
        };
        let Some(language) = canonical_tag(&row.language) else {
            errors.insert(place, translations::not_a_tag(&row.language));
            continue;
        };
        if survey.language.as_deref() == Some(language.as_str()) {
            errors.insert(
                place,
                format!(
                    "{language} is the survey's base language: change its texts in the editor."
                ),
            );
            continue;
        }
        if !row.base.trim().is_empty() && row.base.trim() != text.base.trim() {
            errors.insert(
                place,
                format!(
                    "The base text of “{}” has changed since the export (it is now “{}”): export the texts again.",
                    row.id, text.base
                ),
            );
            continue;
        }
        if row.text.chars().count() > translations::MAX_TEXT {
            errors.insert(
                place,
                format!(
                    "A translated text has at most {} characters.",
                    translations::MAX_TEXT
                ),
            );
            continue;
        }
        if row.text.trim().is_empty() {
            continue;
        }
        let key = (language.clone(), row.id.clone());
        if given.get(&key).is_some_and(|t| t != &row.text) {
            errors.insert(
                place,
                format!("“{}” in {language} is given twice, differently.", row.id),
            );
            continue;
        }
        given.insert(key, row.text.clone());
        merged.entry(language).or_default().insert(row.id, row.text);
        imported += 1;
    }
    if !errors.is_empty() {
        let message = if errors.len() == 1 {
            format!(
                "Nothing was imported: {}",
                errors
                    .iter()
                    .map(|(k, v)| format!("{k}: {v}"))
                    .next()
                    .unwrap_or_default()
            )
        } else {
            format!(
                "Nothing was imported: {} rows do not fit this survey.",
                errors.len()
            )
        };
        return Err(refused(&message, errors));
    }
    if merged.len() > translations::MAX_LANGUAGES {
        return Err(refused(
            &format!(
                "Nothing was imported: a survey has at most {} languages.",
                translations::MAX_LANGUAGES
            ),
            FieldErrors::new(),
        ));
    }
    Ok((merged, imported))
}
