//! The add-ons API (spec 002 §2.2 and §7, the admin-ajax actions as REST): the list, install,
//! activate, deactivate, uninstall, upload, the UI manifest the admin shell loads remotes from, the
//! add-ons' own endpoints, and their static files.

pub mod answer;
pub mod listing;
pub mod public;

use axum::{
    body::Bytes,
    extract::{Multipart, Path, Query, RawQuery, Request, State},
    http::{HeaderMap, HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::addons::api::listing::AddonItem;
use crate::addons::package::MAX_PACKAGE_BYTES;
use crate::addons::package::manifest::ExtensionPoint;
use crate::addons::registry::store::Source;
use crate::{
    accounts::Capability,
    app::AppState,
    error::{Error, Result},
    http::{
        error::ErrorBody,
        extract::{Admin, ClientAddress},
    },
    licensing::Entitlements,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_addons))
        .routes(routes!(ui_manifest))
        .merge(OpenApiRouter::new().routes(routes!(upload_addon)).layer(
            axum::extract::DefaultBodyLimit::max(MAX_PACKAGE_BYTES + 64 * 1024),
        ))
        .routes(routes!(install_addon))
        .routes(routes!(activate_addon))
        .routes(routes!(deactivate_addon))
        .routes(routes!(uninstall_addon))
        .routes(routes!(retry_failed_actions, discard_failed_actions))
}

/// Every add-on: the catalogue shipped with the host and the installed ones.
#[utoipa::path(get, path = "/addons", tag = "addons",
    responses((status = 200, body = Vec<AddonItem>), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn list_addons(State(state): State<AppState>) -> Result<axum::Json<Vec<AddonItem>>> {
    let entitlements = state.entitlements().await?;
    let mut items = state.addons.items(&entitlements);
    let mut actions = crate::addons::workers::actions::stats(&state.db).await?;
    for item in &mut items {
        item.actions = actions.remove(&item.slug);
    }
    Ok(axum::Json(items))
}

fn one(state: &AppState, entitlements: &Entitlements, slug: &str) -> Result<AddonItem> {
    state
        .addons
        .items(entitlements)
        .into_iter()
        .find(|i| i.slug == slug)
        .ok_or_else(|| Error::NotFound(format!("There is no add-on '{slug}'.")))
}

/// Installs an add-on from the catalogue (or upgrades an installed one to the catalogue's version).
#[utoipa::path(post, path = "/addons/{slug}/install", tag = "addons", params(("slug" = String, Path), ConsentQuery),
    responses((status = 200, body = AddonItem), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn install_addon(
    State(state): State<AppState>,
    Path(slug): Path<String>,
    Query(consent): Query<ConsentQuery>,
) -> Result<axum::Json<AddonItem>> {
    state
        .addons
        .install_from_catalogue(&slug, consent.consent.as_deref())
        .await?;
    let entitlements = state.entitlements().await?;
    Ok(axum::Json(one(&state, &entitlements, &slug)?))
}

/// Activates an installed add-on. The license must cover its plan ('{name} is a {plan} feature').
#[utoipa::path(post, path = "/addons/{slug}/activate", tag = "addons", params(("slug" = String, Path)),
    responses((status = 200, body = AddonItem), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn activate_addon(
    State(state): State<AppState>,
    Path(slug): Path<String>,
) -> Result<axum::Json<AddonItem>> {
    let entitlements = state.entitlements().await?;
    state.addons.activate(&slug, &entitlements).await?;
    let entitlements = state.entitlements().await?;
    Ok(axum::Json(one(&state, &entitlements, &slug)?))
}

#[utoipa::path(post, path = "/addons/{slug}/deactivate", tag = "addons", params(("slug" = String, Path)),
    responses((status = 200, body = AddonItem), (status = 404, body = ErrorBody)))]
async fn deactivate_addon(
    State(state): State<AppState>,
    Path(slug): Path<String>,
) -> Result<axum::Json<AddonItem>> {
    state.addons.deactivate(&slug).await?;
    let entitlements = state.entitlements().await?;
    Ok(axum::Json(one(&state, &entitlements, &slug)?))
}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct UninstallQuery {
    /// Also delete the add-on's stored data.
    #[serde(default)]
    pub purge: bool,
}

/// What an uninstall did.
#[derive(Serialize, ToSchema)]
pub struct Uninstalled {
    pub slug: String,
    pub uninstalled: bool,
    /// Whether its stored data was deleted too.
    pub purged: bool,
}

/// Uninstalls an add-on. Its stored data stays unless `purge=true`.
#[utoipa::path(delete, path = "/addons/{slug}", tag = "addons", params(("slug" = String, Path), UninstallQuery),
    responses((status = 200, body = Uninstalled), (status = 404, body = ErrorBody)))]
async fn uninstall_addon(
    State(state): State<AppState>,
    Path(slug): Path<String>,
    query: std::result::Result<Query<UninstallQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<axum::Json<Uninstalled>> {
    let Query(query) = query.map_err(|e| {
        Error::bad_request(
            "invalid_query",
            format!("purge must be true or false ({e})."),
        )
    })?;
    state.addons.uninstall(&slug, query.purge).await?;
    Ok(axum::Json(Uninstalled {
        slug,
        uninstalled: true,
        purged: query.purge,
    }))
}

/// What was done with an add-on's failed actions.
#[derive(Serialize, ToSchema)]
pub struct FailedActions {
    pub slug: String,
    /// Sent again (`POST`) or dropped (`DELETE`).
    pub count: u64,
}

/// Sends an add-on's failed actions again (responses it was not told of, after every retry
/// failed): each is due now, with its tries counted from zero.
#[utoipa::path(post, path = "/addons/{slug}/failed-actions", tag = "addons", params(("slug" = String, Path)),
    responses((status = 200, body = FailedActions), (status = 404, body = ErrorBody)))]
async fn retry_failed_actions(
    State(state): State<AppState>,
    Path(slug): Path<String>,
) -> Result<axum::Json<FailedActions>> {
    let count = state.addons.retry_failed_actions(&slug).await?;
    Ok(axum::Json(FailedActions { slug, count }))
}

/// Drops an add-on's failed actions: its card stops showing them.
#[utoipa::path(delete, path = "/addons/{slug}/failed-actions", tag = "addons", params(("slug" = String, Path)),
    responses((status = 200, body = FailedActions), (status = 404, body = ErrorBody)))]
async fn discard_failed_actions(
    State(state): State<AppState>,
    Path(slug): Path<String>,
) -> Result<axum::Json<FailedActions>> {
    let count = state.addons.discard_failed_actions(&slug).await?;
    Ok(axum::Json(FailedActions { slug, count }))
}

/// The administrator's consent to an unsigned package: its SHA-256 in hex.
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ConsentQuery {
    #[serde(default)]
    pub consent: Option<String>,
}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct UploadQuery {
    /// The package's SHA-256 in hex: consent to install a package no trusted publisher signed,
    /// after seeing what it may do (the 409 `consent_required` answer lists it).
    #[serde(default)]
    pub consent: Option<String>,
    /// Activate the add-on once installed (the screen's auto-activate option).
    #[serde(default)]
    pub activate: bool,
    /// When updating a given add-on: the package must be for this slug.
    #[serde(default)]
    pub slug: Option<String>,
}

/// Installs an uploaded `.hkpkg` (multipart form, the file in any field, `package` by convention).
/// A package for an installed add-on replaces it (an upgrade); its data and active state stay.
#[utoipa::path(post, path = "/addons/upload", tag = "addons", params(UploadQuery),
    request_body(content = String, content_type = "multipart/form-data", description = "A form with the .hkpkg file"),
    responses((status = 201, body = AddonItem), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody), (status = 409, body = ErrorBody, description = "consent_required: not signed by a trusted publisher; the body lists sha256 and capabilities"), (status = 422, body = ErrorBody)))]
async fn upload_addon(
    State(state): State<AppState>,
    query: std::result::Result<Query<UploadQuery>, axum::extract::rejection::QueryRejection>,
    multipart: std::result::Result<Multipart, axum::extract::multipart::MultipartRejection>,
) -> Result<(StatusCode, axum::Json<AddonItem>)> {
    let Query(query) = query.map_err(|e| {
        Error::bad_request(
            "invalid_query",
            format!("activate must be true or false ({e})."),
        )
    })?;
    let mut multipart = multipart.map_err(|e| {
        Error::bad_request(
            "invalid_upload",
            format!("Send the package as a multipart form ({e})."),
        )
    })?;
    let mut bytes: Option<Bytes> = None;
    loop {
        let field = multipart.next_field().await.map_err(upload_error)?;
        let Some(field) = field else { break };
        let is_file = field.file_name().is_some() || field.name() == Some("package");
        if is_file && bytes.is_none() {
            bytes = Some(field.bytes().await.map_err(upload_error)?);
        }
    }
    let bytes = bytes
        .ok_or_else(|| Error::bad_request("invalid_upload", "The form has no package file."))?;
    if bytes.is_empty() {
        return Err(Error::invalid_field(
            "package",
            "The package file is empty.",
        ));
    }
    state.addons.admit(&bytes, query.consent.as_deref())?;
    let slug = state
        .addons
        .install_bytes(&bytes, Source::Upload, query.slug.as_deref())
        .await?
        .slug;
    if query.activate {
        let entitlements = state.entitlements().await?;
        state.addons.activate(&slug, &entitlements).await?;
    }
    let entitlements = state.entitlements().await?;
    Ok((
        StatusCode::CREATED,
        axum::Json(one(&state, &entitlements, &slug)?),
    ))
}

fn upload_error(e: axum::extract::multipart::MultipartError) -> Error {
    let text = e.body_text();
    if e.status() == StatusCode::PAYLOAD_TOO_LARGE || text.contains("limit") {
        Error::invalid_field(
            "package",
            format!(
                "The package is larger than {} MiB.",
                MAX_PACKAGE_BYTES / 1024 / 1024
            ),
        )
    } else {
        Error::bad_request(
            "invalid_upload",
            format!("The upload could not be read ({text})."),
        )
    }
}

/// One active add-on's federated remote.
#[derive(Debug, Serialize, ToSchema)]
pub struct RemoteEntry {
    pub slug: String,
    pub name: String,
    pub version: String,
    /// The Module Federation container name (the slug with `_` for `-`).
    pub scope: String,
    /// URL of the remote entry, versioned for long-lived caching.
    pub remote_entry: String,
    pub extension_points: Vec<ExtensionPoint>,
    /// The widget module, if the add-on has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub widget_module: Option<String>,
    pub widget_features: Vec<String>,
}

/// An add-on whose admin parts the shell shows locked: it has a UI but is not active and licensed.
/// The shell draws the upgrade, Activate License, Install & Activate or 'Please activate the …
/// addon' state from these fields, so an add-on never repeats them.
#[derive(Debug, Serialize, ToSchema)]
pub struct LockedAddon {
    pub slug: String,
    pub name: String,
    /// lite, plus, pro or elite.
    pub plan: String,
    pub installed: bool,
    pub active: bool,
    /// 'licensed' when the license covers the plan, else 'unlicensed'.
    #[serde(rename = "type")]
    pub addon_type: String,
    /// Its extension points (without modules: nothing of a locked add-on is loaded).
    pub extension_points: Vec<ExtensionPoint>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct UiManifest {
    pub remotes: Vec<RemoteEntry>,
    pub locked: Vec<LockedAddon>,
}

/// The remotes the admin shell loads (each active, licensed add-on with a UI, and the extension
/// points it fills), and the add-ons with a UI that are locked (catalogue or installed, not active
/// and licensed), whose points the shell shows in their locked state.
#[utoipa::path(get, path = "/addons/ui-manifest", tag = "addons",
    responses((status = 200, body = UiManifest), (status = 401, body = ErrorBody)))]
async fn ui_manifest(
    State(state): State<AppState>,
    _admin: Admin,
) -> Result<axum::Json<UiManifest>> {
    let entitlements = state.entitlements().await?;
    let remotes =
        state
            .addons
            .active()
            .into_iter()
            .filter(|a| entitlements.covers(a.manifest().plan))
            .filter_map(|a| {
                let m = a.manifest();
                let ui = m.ui.as_ref()?;
                Some(RemoteEntry {
                    slug: m.slug.clone(),
                    name: m.name.clone(),
                    version: m.version.to_string(),
                    scope: m.slug.replace('-', "_"),
                    remote_entry: format!("/addons/{}/ui/{}?v={}", m.slug, ui.entry, m.version),
                    extension_points: ui.extension_points.clone(),
                    widget_module: m.widget.as_ref().and_then(|w| w.module.as_ref()).map(
                        |module| format!("/addons/{}/widget/{module}?v={}", m.slug, m.version),
                    ),
                    widget_features: m
                        .widget
                        .as_ref()
                        .map(|w| w.features.clone())
                        .unwrap_or_default(),
                })
            })
            .collect::<Vec<_>>();
    let installed = state.addons.installed();
    let catalogue = state.addons.catalogue();
    let known = installed
        .iter()
        .map(|i| (&i.manifest, true, i.row.active))
        .chain(
            catalogue
                .iter()
                .filter(|c| !installed.iter().any(|i| i.row.slug == c.manifest.slug))
                .map(|c| (&c.manifest, false, false)),
        );
    let mut locked: Vec<LockedAddon> = known
        .filter(|(m, _, _)| !remotes.iter().any(|r| r.slug == m.slug))
        .filter_map(|(m, installed, active)| {
            let ui = m.ui.as_ref()?;
            Some(LockedAddon {
                slug: m.slug.clone(),
                name: m.name.clone(),
                plan: m.plan.as_str().into(),
                installed,
                active,
                addon_type: listing::addon_type(&entitlements, m.plan),
                extension_points: ui
                    .extension_points
                    .iter()
                    .map(|p| ExtensionPoint {
                        module: None,
                        ..p.clone()
                    })
                    .collect(),
            })
        })
        .collect();
    locked.sort_by_key(|l| l.name.to_lowercase());
    Ok(axum::Json(UiManifest { remotes, locked }))
}

/// `/addons/{slug}/{ui|widget|assets}/{path}`: an active add-on's files. A request that names the
/// current version (`?v=`) is cached for a year; others must revalidate.
pub async fn asset(
    State(state): State<AppState>,
    Path((slug, folder, path)): Path<(String, String, String)>,
    RawQuery(query): RawQuery,
) -> Response {
    if !crate::addons::package::FOLDERS.contains(&folder.as_str()) {
        return crate::http::error::envelope(
            StatusCode::NOT_FOUND,
            "no_route",
            "There is nothing at this address.",
            Default::default(),
        );
    }
    let Some((bytes, version)) = state.addons.asset(&slug, &format!("{folder}/{path}")) else {
        return crate::http::error::envelope(
            StatusCode::NOT_FOUND,
            "not_found",
            format!("The active add-on '{slug}' has no file {folder}/{path}."),
            Default::default(),
        );
    };
    let versioned = form_urlencoded::parse(query.unwrap_or_default().as_bytes())
        .any(|(k, v)| k == "v" && v == version);
    let cache = if versioned {
        "public, max-age=31536000, immutable"
    } else {
        "no-cache"
    };
    let mut headers = HeaderMap::new();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static(content_type(&path)),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    headers.insert(
        header::ACCESS_CONTROL_ALLOW_ORIGIN,
        HeaderValue::from_static("*"),
    );
    // An add-on's files load as scripts, styles and images, where a response's own CSP does not
    // apply; opened as a page (an SVG, an HTML file), they run sandboxed, in no origin, so that an
    // add-on cannot plant a page that acts with the admin's session. HTML is a download only.
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'",
        ),
    );
    if is_page(&path) {
        headers.insert(
            header::CONTENT_DISPOSITION,
            HeaderValue::from_static("attachment"),
        );
    }
    (StatusCode::OK, headers, bytes.as_ref().clone()).into_response()
}

/// A file a browser would open as a page of this origin.
fn is_page(path: &str) -> bool {
    let extension = path.rsplit('.').next().unwrap_or("").to_ascii_lowercase();
    matches!(
        extension.as_str(),
        "html" | "htm" | "xhtml" | "xht" | "xml" | "shtml"
    )
}

fn content_type(path: &str) -> &'static str {
    match path.rsplit('.').next().unwrap_or("") {
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "json" | "map" => "application/json",
        "html" => "text/html; charset=utf-8",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "gif" => "image/gif",
        "webp" => "image/webp",
        "woff2" => "font/woff2",
        "woff" => "font/woff",
        "wasm" => "application/wasm",
        "txt" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// Largest body passed to an add-on endpoint.
const MAX_ENDPOINT_BODY: usize = 1024 * 1024;

/// `/api/v1/addons/{slug}/{path}`: an add-on's own endpoint, answered by its `http-request` hook.
/// Needs a signed-in user (and the nonce on state-changing methods). The add-on never sees the
/// session cookie, the nonce or an Authorization header; the host owns its answer's security
/// headers (`addons::api::answer`).
pub async fn endpoint(
    State(state): State<AppState>,
    admin: Admin,
    Path((slug, rest)): Path<(String, String)>,
    request: Request,
) -> Result<Response> {
    // The manifest names the capability per route; `manage_options` where it names none.
    let needed = state
        .addons
        .active()
        .iter()
        .find(|a| a.slug() == slug)
        .map(|a| {
            a.manifest()
                .admin_capability(request.method().as_str(), &format!("/{rest}"))
        })
        .unwrap_or(Capability::ManageOptions);
    admin.require(needed)?;
    let (parts, body) = request.into_parts();
    let body = axum::body::to_bytes(body, MAX_ENDPOINT_BODY)
        .await
        .map_err(|_| Error::PayloadTooLarge)?;
    crate::http::nul::check_body(&parts.headers, &body)?;
    let body = String::from_utf8(body.to_vec()).map_err(|_| {
        Error::bad_request("invalid_body", "Add-on endpoints take text bodies (UTF-8).")
    })?;
    let headers = visible_headers(&parts.headers);
    let request = json!({
        "method": parts.method.as_str(),
        "path": format!("/{rest}"),
        "query": parts.uri.query().unwrap_or(""),
        "headers": headers,
        "body": body,
        "user": admin.0.user.email,
    });
    let entitlements = state.entitlements().await?;
    let answer = state
        .addons
        .handle_http(&slug, &request, &entitlements)
        .await?;
    crate::addons::api::answer::response(
        &slug,
        &answer,
        crate::addons::api::answer::Audience::Admin,
    )
}

/// The headers an add-on sees: no cookies, no authorization, no nonce.
fn visible_headers(headers: &HeaderMap) -> serde_json::Map<String, Value> {
    headers
        .iter()
        .filter(|(k, _)| {
            *k != header::COOKIE
                && *k != header::AUTHORIZATION
                && k.as_str() != crate::http::extract::NONCE_HEADER
        })
        .filter_map(|(k, v)| {
            Some((
                k.as_str().to_owned(),
                Value::String(v.to_str().ok()?.to_owned()),
            ))
        })
        .collect()
}

/// `/api/v1/public/addons/{slug}/{path}`: an add-on's endpoint for visitors (declared in its
/// manifest's `[[public]]`), answered by its `http-request` hook. Anyone may call it: the nonce from
/// the widget's answer (`X-Hearken-Nonce` header or `nonce` query parameter), the endpoint's
/// per-address rate limit and body limit admit the call; cookies never reach the add-on nor come
/// back from it. CORS as the widget's endpoints (see `widget::api::visitor_layer`).
pub async fn public_endpoint(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    path: Path<Vec<(String, String)>>,
    request: Request,
) -> Result<Response> {
    let params: std::collections::HashMap<String, String> = path.0.into_iter().collect();
    let slug = params.get("slug").cloned().unwrap_or_default();
    let rest = format!("/{}", params.get("rest").map(String::as_str).unwrap_or(""));
    let (parts, body) = request.into_parts();
    let body = axum::body::to_bytes(body, crate::addons::package::manifest::MAX_PUBLIC_BODY)
        .await
        .map_err(|_| Error::BodyAbove(crate::addons::package::manifest::MAX_PUBLIC_BODY))?;
    crate::http::nul::check_body(&parts.headers, &body)?;
    let query = parts.uri.query().unwrap_or("");
    let nonce = parts
        .headers
        .get(crate::http::extract::NONCE_HEADER)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned)
        .or_else(|| {
            form_urlencoded::parse(query.as_bytes())
                .find(|(k, _)| k == "nonce")
                .map(|(_, v)| v.into_owned())
        })
        .unwrap_or_default();
    let user_agent = parts
        .headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let country = crate::visitors::address::header_country(
        state.config.country_header.as_deref(),
        &parts.headers,
    );
    let answer = crate::addons::api::public::handle(
        &state,
        crate::addons::api::public::PublicRequest {
            slug: &slug,
            method: parts.method.as_str(),
            path: &rest,
            query,
            headers: visible_headers(&parts.headers),
            body: &body,
            nonce: &nonce,
            address: &address,
            user_agent,
            header_country: country.as_deref(),
        },
    )
    .await?;
    let mut response = crate::addons::api::answer::response(
        &slug,
        &answer,
        crate::addons::api::answer::Audience::Public,
    )?;
    response
        .headers_mut()
        .entry(header::CACHE_CONTROL)
        .or_insert(HeaderValue::from_static("no-store"));
    Ok(response)
}
