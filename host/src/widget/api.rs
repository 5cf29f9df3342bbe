//! The visitor endpoints (`GET widget/survey`, `POST surveys/{id}/impression`), the admin's
//! `GET surveys/{id}/visibility` and `GET search`, and the CORS layer of the visitor endpoints.

use axum::{
    extract::{RawQuery, Request, State},
    http::{HeaderMap, HeaderValue, Method, StatusCode, header},
    middleware::Next,
    response::{IntoResponse, Response},
};
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    choose::WidgetAnswer,
    device::{self, Device},
    selection::Visitor,
    store::PageItem,
};
use crate::{
    app::AppState,
    error::{Error, Result},
    http::{
        error::ErrorBody,
        extract::{ApiPath, ClientAddress},
    },
};

/// The visitors' routes: every page view of the customer's site calls them.
pub fn public_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(widget_survey))
        .routes(routes!(impression))
}

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(visibility))
        .routes(routes!(search_pages))
        .routes(routes!(logic_type))
}

/// Reads the page context of docs/WIDGET_PROTOCOL.md from a query string.
pub fn visitor_from_query(raw: &str, user_agent: &str) -> Result<Visitor> {
    let mut v = Visitor {
        device: Some(device::device_of(user_agent)),
        ..Default::default()
    };
    let cap = |s: &str, n: usize| s.chars().take(n).collect::<String>();
    for (key, value) in form_urlencoded::parse(raw.as_bytes()) {
        match key.as_ref() {
            "url" => v.url = cap(&value, 2000),
            "title" => v.title = cap(&value, 300),
            "referrer" => v.referrer = cap(&value, 2000),
            "page_type" => v.page_type = cap(&value, 100),
            "post_type" => v.post_type = cap(&value, 100),
            "post_id" => v.post_id = cap(&value, 100),
            "role" => v.role = cap(&value, 100),
            "user_id" => v.user_id = cap(&value, 256),
            "lang" => {
                // At most 400 bytes are read (cut at a character's start): ten tags fit.
                let end = (0..=value.len().min(400))
                    .rev()
                    .find(|&i| value.is_char_boundary(i))
                    .unwrap_or(0);
                v.languages = crate::language::wishes(&value[..end]);
            }
            "logged_in" => v.logged_in = matches!(value.as_ref(), "true" | "1" | "yes"),
            "terms" => {
                v.terms = value
                    .split(',')
                    .map(|t| cap(t.trim(), 200))
                    .filter(|t| !t.is_empty())
                    .take(100)
                    .collect()
            }
            "device" => {
                v.device = match value.as_ref() {
                    "desktop" => Some(Device::Desktop),
                    "tablet" => Some(Device::Tablet),
                    "mobile" => Some(Device::Mobile),
                    _ => {
                        return Err(Error::bad_request(
                            "invalid_query",
                            "device is one of desktop, tablet, mobile.",
                        ));
                    }
                }
            }
            "survey_id" => {
                v.survey_id = Some(value.trim().parse().map_err(|_| {
                    Error::bad_request("invalid_query", "survey_id is a survey's id.")
                })?)
            }
            "cookies" if !value.trim().is_empty() => {
                // Cookies the page could not describe are ignored, like unparseable cookies.
                if let Ok(Value::Object(map)) = serde_json::from_str::<Value>(&value) {
                    v.cookies = map
                        .into_iter()
                        .take(200)
                        .map(|(k, v)| match v {
                            Value::String(_) => (k, v),
                            other => (k, Value::String(other.to_string())),
                        })
                        .collect()
                }
            }
            _ => {}
        }
    }
    Ok(v)
}

/// The survey this visitor should see on this page (spec 002 §4 "Survey selection"): the first
/// published survey that passes every rule, with the widget modules it needs and its nonces.
#[utoipa::path(get, path = "/widget/survey", tag = "widget",
    responses((status = 200, body = WidgetAnswer), (status = 400, body = ErrorBody)))]
async fn widget_survey(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    RawQuery(raw): RawQuery,
    headers: HeaderMap,
) -> Result<Response> {
    let agent = headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let visitor = visitor_from_query(raw.as_deref().unwrap_or(""), agent)?;
    let country =
        crate::visitors::address::header_country(state.config.country_header.as_deref(), &headers);
    let visit = state.visiting().await?;
    let answer = super::choose::choose(&visit, &visitor, &address, country.as_deref()).await?;
    let mut response = axum::Json(answer).into_response();
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(response)
}

/// What an impression answers: the single-use token for the response that may follow it.
#[derive(Serialize, ToSchema)]
pub struct ImpressionCounted {
    /// The `nonce` of this visitor's `POST surveys/{id}/responses`; it stores one response.
    pub submission: String,
}

/// Counts an impression of a survey (spec 002 §4: the widget posts one on init) and answers the
/// submission token for the response that may follow.
#[utoipa::path(post, path = "/surveys/{id}/impression", tag = "widget",
    params(("id" = i64, Path), ("nonce" = String, Query)),
    responses((status = 200, body = ImpressionCounted), (status = 403, body = ErrorBody), (status = 429, body = ErrorBody)))]
async fn impression(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
    ClientAddress(address): ClientAddress,
    RawQuery(raw): RawQuery,
) -> Result<Response> {
    let nonce = form_urlencoded::parse(raw.as_deref().unwrap_or("").as_bytes())
        .find(|(k, _)| k == "nonce")
        .map(|(_, v)| v.into_owned())
        .unwrap_or_default();
    let visit = state.visiting().await?;
    let submission =
        crate::responses::impression::count(&visit, state.ingest(), id, &nonce, &address).await?;
    let mut response = axum::Json(ImpressionCounted { submission }).into_response();
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(response)
}

#[derive(Serialize, ToSchema)]
pub struct VisibilityReport {
    pub survey_id: i64,
    pub shown: bool,
    /// Why the survey is hidden for this context (empty when shown).
    pub reasons: Vec<String>,
    /// The visitor context the rules saw.
    #[schema(schema_with = crate::api_schema::object)]
    pub context: Value,
}

/// Why a survey would or would not show for a given page context (the query takes the widget's
/// parameters, plus `device=desktop|tablet|mobile` and `country`).
#[utoipa::path(get, path = "/surveys/{id}/visibility", tag = "widget",
    params(("id" = i64, Path), ("url" = Option<String>, Query),
        ("device" = Option<String>, Query, description = "desktop, tablet or mobile"),
        ("country" = Option<String>, Query, description = "The visitor's country to try the rules for (ISO 3166-1 alpha-2, such as DE); none: unknown")),
    responses((status = 200, body = VisibilityReport), (status = 404, body = ErrorBody)))]
async fn visibility(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
    RawQuery(raw): RawQuery,
    headers: HeaderMap,
) -> Result<axum::Json<VisibilityReport>> {
    let survey = crate::surveys::store::get(&state.db, id).await?;
    let agent = headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let visitor = visitor_from_query(raw.as_deref().unwrap_or(""), agent)?;
    let context = visitor.to_json();
    // An administrator may say which country to try the rules for (`country=DE`).
    let country = form_urlencoded::parse(raw.as_deref().unwrap_or("").as_bytes())
        .find(|(k, _)| k == "country")
        .map(|(_, v)| v.into_owned());
    // A fresh snapshot of the entitlements and settings.
    state.visitors.invalidate();
    let visit = state.visiting().await?;
    let reasons =
        super::choose::hidden_reasons(&visit, &survey, &visitor, country.as_deref()).await;
    Ok(axum::Json(VisibilityReport {
        survey_id: id,
        shown: reasons.is_empty(),
        reasons,
        context,
    }))
}

/// Pages the widget has been shown on whose title or URL contains `title` (spec 002 §7 `search`).
#[utoipa::path(get, path = "/search", tag = "widget", params(("title" = Option<String>, Query)),
    responses((status = 200, body = Vec<PageItem>)))]
async fn search_pages(
    State(state): State<AppState>,
    RawQuery(raw): RawQuery,
) -> Result<axum::Json<Vec<PageItem>>> {
    let title = form_urlencoded::parse(raw.as_deref().unwrap_or("").as_bytes())
        .find(|(k, _)| k == "title" || k == "search")
        .map(|(_, v)| v.trim().to_lowercase())
        .unwrap_or_default();
    let items = super::store::search_pages(&state.db, &title).await?;
    Ok(axum::Json(items))
}

/// One choice of a page-rule picker.
#[derive(Serialize, ToSchema)]
pub struct Choice {
    pub id: String,
    pub label: String,
}

/// The choices of the page rules that pick from the site's own lists (spec 002 §7 `logic-type`):
/// `user_logged_in` (logged in or out), and the user roles (`wp_user_roles`), page types
/// (`wp_page_type`), post types (`post_type`), taxonomies (`taxonomy`) and terms
/// (`taxonomy_term`, ids `taxonomy:term`) the widget's page contexts have named, those containing
/// `search`. Editors and administrators only.
#[utoipa::path(get, path = "/logic-type", tag = "widget",
    params(("logic_type" = String, Query), ("search" = Option<String>, Query)),
    responses((status = 200, body = Vec<Choice>), (status = 422, body = ErrorBody)))]
async fn logic_type(
    State(state): State<AppState>,
    RawQuery(raw): RawQuery,
) -> Result<axum::Json<Vec<Choice>>> {
    let query: Vec<(String, String)> =
        form_urlencoded::parse(raw.as_deref().unwrap_or("").as_bytes())
            .into_owned()
            .collect();
    let param = |name: &str| {
        query
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.trim().to_owned())
            .unwrap_or_default()
    };
    let search = param("search").to_lowercase();
    let logic_type = param("logic_type");
    let kind = match logic_type.as_str() {
        "user_logged_in" => {
            let choices = [("true", "Logged in"), ("false", "Logged out")]
                .into_iter()
                .filter(|(_, label)| label.to_lowercase().contains(&search))
                .map(|(id, label)| Choice {
                    id: id.into(),
                    label: label.into(),
                })
                .collect();
            return Ok(axum::Json(choices));
        }
        "wp_user_roles" => "role",
        "wp_page_type" => "page_type",
        "post_type" => "post_type",
        "taxonomy" => "taxonomy",
        "taxonomy_term" => "term",
        _ => {
            return Err(Error::invalid_field(
                "logic_type",
                "logic_type is one of user_logged_in, wp_user_roles, wp_page_type, post_type, taxonomy, taxonomy_term.",
            ));
        }
    };
    let values = super::store::context_values(&state.db, kind, &search).await?;
    let choices = values
        .into_iter()
        .map(|value| {
            let label = match value.split_once(':') {
                Some((taxonomy, term)) if kind == "term" => format!("{term} ({taxonomy})"),
                _ => value.clone(),
            };
            Choice { id: value, label }
        })
        .collect();
    Ok(axum::Json(choices))
}

/// Is this route (the template the router matched, never the raw path: `%31` and `1` match the
/// same route) a visitor endpoint, answered to any embedding origin?
fn is_visitor_call(method: &Method, route: &str) -> bool {
    match route {
        "/api/v1/widget/survey"
        | "/api/v1/surveys/{id}/impression"
        | "/api/v1/public/addons/{slug}"
        | "/api/v1/public/addons/{slug}/{*rest}" => true,
        "/api/v1/surveys/{id}/responses" => method == Method::POST || method == Method::OPTIONS,
        _ => false,
    }
}

/// Is this a write an administrator made (a route behind the access layer other than sign-in and
/// sign-out)? Only such a write, once it succeeded, reloads the visitor snapshot.
fn is_admin_write(method: &Method, route: &str) -> bool {
    !matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
        && !route.starts_with("/api/v1/auth/")
        && crate::http::access::rule(method, route)
            .is_some_and(|rule| rule != crate::http::access::Access::Public)
}

/// The refusal of a visitor call from a page whose origin is not among the site origins.
pub const ORIGIN_NOT_ALLOWED: &str = "This site is not allowed to show Hearken surveys.";

/// CORS for the visitor endpoints (the settings' site origins, or any origin when none is set;
/// a call from another origin is refused with 403 when they are set), and a fresh selection
/// snapshot after a successful admin change made through this process (a failed or anonymous
/// write, which anyone can send, reloads nothing).
pub async fn visitor_layer(State(state): State<AppState>, req: Request, next: Next) -> Response {
    let method = req.method().clone();
    // Every decision is made on the route the router matched, never on the raw path.
    let route = req
        .extensions()
        .get::<axum::extract::MatchedPath>()
        .map_or("", |m| m.as_str());
    if !is_visitor_call(&method, route) {
        let writes = is_admin_write(&method, route);
        let response = next.run(req).await;
        if writes && response.status().is_success() {
            state.visitors.invalidate();
        }
        return response;
    }
    let origin = req
        .headers()
        .get(header::ORIGIN)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let origins = match state.visitor_snapshot().await {
        Ok(s) => s.origins.clone(),
        Err(e) => return e.into_response(),
    };
    let allow = match &origin {
        _ if origins.is_empty() => Some("*".to_owned()),
        Some(o) if origins.iter().any(|allowed| allowed == o) => Some(o.clone()),
        // A page of another site (a request without an Origin is not a browser's cross-site one).
        Some(_) => {
            let mut refused = Error::Forbidden {
                code: "origin_not_allowed",
                message: ORIGIN_NOT_ALLOWED.into(),
            }
            .into_response();
            refused
                .headers_mut()
                .append(header::VARY, HeaderValue::from_static("Origin"));
            return refused;
        }
        None => None,
    };
    let mut response = if method == Method::OPTIONS {
        StatusCode::NO_CONTENT.into_response()
    } else {
        next.run(req).await
    };
    let headers = response.headers_mut();
    if let Some(allow) = allow.and_then(|a| HeaderValue::from_str(&a).ok()) {
        headers.insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, allow);
        headers.insert(
            header::ACCESS_CONTROL_ALLOW_METHODS,
            HeaderValue::from_static("GET, POST, OPTIONS"),
        );
        headers.insert(
            header::ACCESS_CONTROL_ALLOW_HEADERS,
            HeaderValue::from_static("Content-Type, X-Hearken-Nonce, Idempotency-Key"),
        );
        headers.insert(
            header::ACCESS_CONTROL_MAX_AGE,
            HeaderValue::from_static("86400"),
        );
    }
    if !origins.is_empty() {
        headers.append(header::VARY, HeaderValue::from_static("Origin"));
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn visitor_calls_are_the_widget_impression_and_response_posts() {
        assert!(is_visitor_call(&Method::GET, "/api/v1/widget/survey"));
        assert!(is_visitor_call(
            &Method::POST,
            "/api/v1/surveys/{id}/impression"
        ));
        assert!(is_visitor_call(
            &Method::POST,
            "/api/v1/surveys/{id}/responses"
        ));
        assert!(is_visitor_call(
            &Method::OPTIONS,
            "/api/v1/surveys/{id}/responses"
        ));
        assert!(is_visitor_call(
            &Method::POST,
            "/api/v1/public/addons/{slug}/{*rest}"
        ));
        assert!(!is_visitor_call(
            &Method::GET,
            "/api/v1/surveys/{id}/responses"
        ));
        assert!(!is_visitor_call(
            &Method::POST,
            "/api/v1/surveys/{id}/responses/trash"
        ));
        assert!(!is_visitor_call(&Method::GET, "/api/v1/surveys"));
        // An unmatched request is nobody's visitor call.
        assert!(!is_visitor_call(&Method::POST, ""));
    }

    #[test]
    fn only_routes_behind_the_access_rules_are_admin_writes() {
        assert!(is_admin_write(&Method::POST, "/api/v1/settings"));
        assert!(is_admin_write(
            &Method::POST,
            "/api/v1/addons/{slug}/{*rest}"
        ));
        assert!(!is_admin_write(&Method::GET, "/api/v1/settings"));
        assert!(!is_admin_write(&Method::POST, "/api/v1/auth/login"));
        assert!(!is_admin_write(&Method::POST, "/api/v1/setup"));
        assert!(!is_admin_write(
            &Method::POST,
            "/api/v1/surveys/{id}/responses"
        ));
        assert!(!is_admin_write(&Method::POST, ""));
    }

    #[test]
    fn the_page_context_is_read_from_the_query() {
        let v = visitor_from_query(
            "url=https%3A%2F%2Fsite%2Fa&page_type=post&terms=category%3Anews%2C%20tag%3Ax&logged_in=true&cookies=%7B%22hearken_survey_3%22%3A%22x%22%2C%22other%22%3A1%7D&survey_id=3",
            "",
        )
        .unwrap();
        assert_eq!(v.url, "https://site/a");
        assert_eq!(v.page_type, "post");
        assert_eq!(v.terms, ["category:news", "tag:x"]);
        assert!(v.logged_in);
        assert_eq!(v.survey_id, Some(3));
        assert_eq!(v.cookies["hearken_survey_3"], "x");
        assert_eq!(v.cookies["other"], "1");
        assert!(visitor_from_query("survey_id=abc", "").is_err());
        assert!(
            visitor_from_query("cookies=not-json", "")
                .unwrap()
                .cookies
                .is_empty()
        );
    }
}
