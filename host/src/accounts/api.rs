//! `/api/v1/setup`, `/api/v1/auth/…`, `/api/v1/users` and `/api/v1/roles`.

use axum::{
    extract::State,
    http::{HeaderMap, HeaderValue, StatusCode, header},
    response::IntoResponse,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{Capability, NewUser, Role, Session, User, sessions::SESSION_LIFETIME_SECS};
use crate::{
    app::AppState,
    error::Result,
    http::{
        error::ErrorBody,
        extract::{Admin, ApiJson, ApiPath, ClientAddress},
    },
};

use super::manage::{self, UserChange};

/// The routes anyone may call: set-up and sign-in (`http/access.rs` lists them as public).
pub fn public_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(setup_status, setup))
        .routes(routes!(login))
}

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(logout))
        .routes(routes!(me))
        .routes(routes!(list_users, add_user))
        .routes(routes!(update_user, delete_user))
        .routes(routes!(set_password))
        .routes(routes!(disable_user))
        .routes(routes!(enable_user))
        .routes(routes!(end_sessions))
        .routes(routes!(change_own_password))
        .routes(routes!(set_own_language))
        .routes(routes!(list_roles, add_role))
}

/// The signed-in user, the session's nonce for `X-Hearken-Nonce`, and what the user may do.
#[derive(Serialize, ToSchema)]
pub struct SignedIn {
    pub user: User,
    pub nonce: String,
    pub capabilities: Vec<Capability>,
}

impl From<Session> for SignedIn {
    fn from(session: Session) -> Self {
        SignedIn {
            user: session.user,
            nonce: session.nonce,
            capabilities: session.capabilities,
        }
    }
}

fn session_cookie(state: &AppState, token: &str, max_age: i64) -> HeaderMap {
    let secure = if state.config.secure_cookies() {
        "; Secure"
    } else {
        ""
    };
    let name = state.config.session_cookie();
    let value =
        format!("{name}={token}; Path=/; HttpOnly; SameSite=Lax; Max-Age={max_age}{secure}");
    let mut headers = HeaderMap::new();
    if let Ok(value) = HeaderValue::from_str(&value) {
        headers.insert(header::SET_COOKIE, value);
    }
    headers
}

/// Set-up attempts one address may make per minute while set-up is open.
pub const SETUP_ATTEMPTS_PER_MINUTE: u32 = 10;

/// Whether the first administrator still has to be created (the admin shows its first-run screen).
#[derive(Serialize, ToSchema)]
pub struct SetupStatus {
    pub needed: bool,
}

#[utoipa::path(get, path = "/setup", tag = "auth", responses((status = 200, body = SetupStatus)))]
async fn setup_status(State(state): State<AppState>) -> Result<axum::Json<SetupStatus>> {
    Ok(axum::Json(SetupStatus {
        needed: super::setup_needed(&state.db).await?,
    }))
}

/// Creates the first administrator on a fresh install and signs them in. Answers 409 once an
/// administrator exists, before it reads the request's password (no hashing for anyone once set-up
/// is done); 10 attempts a minute per address (429 after).
#[utoipa::path(post, path = "/setup", tag = "auth", request_body = NewUser,
    responses((status = 201, body = SignedIn), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
async fn setup(
    State(state): State<AppState>,
    address: ClientAddress,
    ApiJson(new): ApiJson<NewUser>,
) -> Result<impl IntoResponse> {
    if !super::setup_needed(&state.db).await? {
        return Err(super::users::already_set_up());
    }
    state
        .visitors
        .throttle_calls(
            &state.db,
            &format!("setup:{}", crate::visitors::address::rate_key(&address.0)),
            SETUP_ATTEMPTS_PER_MINUTE,
            "Too many set-up attempts from your address; please try again in a minute.",
        )
        .await?;
    let password = new.password.clone();
    let user = super::create_first_admin(&state.db, new).await?;
    let (session, token) = super::login(
        &state.db,
        &user.email,
        password,
        &crate::visitors::address::rate_key(&address.0),
    )
    .await?;
    Ok((
        StatusCode::CREATED,
        session_cookie(&state, &token, SESSION_LIFETIME_SECS),
        axum::Json(SignedIn::from(session)),
    ))
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Credentials {
    pub email: String,
    pub password: String,
}

/// Signs in: sets the HttpOnly session cookie and answers the user and nonce. Repeated failures from
/// one address are refused with 429 for a while.
#[utoipa::path(post, path = "/auth/login", tag = "auth", request_body = Credentials,
    responses((status = 200, body = SignedIn), (status = 401, body = ErrorBody), (status = 429, body = ErrorBody)))]
async fn login(
    State(state): State<AppState>,
    address: ClientAddress,
    ApiJson(credentials): ApiJson<Credentials>,
) -> Result<impl IntoResponse> {
    let (session, token) = super::login(
        &state.db,
        &credentials.email,
        credentials.password,
        // Failures count per address, per /64 for IPv6.
        &crate::visitors::address::rate_key(&address.0),
    )
    .await?;
    Ok((
        session_cookie(&state, &token, SESSION_LIFETIME_SECS),
        axum::Json(SignedIn::from(session)),
    ))
}

#[derive(Serialize, ToSchema)]
pub struct SignedOut {
    pub success: bool,
}

/// Ends the session and clears its cookie.
#[utoipa::path(post, path = "/auth/logout", tag = "auth", responses((status = 200, body = SignedOut), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn logout(
    State(state): State<AppState>,
    _admin: Admin,
    headers: HeaderMap,
) -> Result<impl IntoResponse> {
    let token = headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|p| p.trim().split_once('='))
        .find(|(k, _)| *k == state.config.session_cookie())
        .map(|(_, v)| v.to_owned())
        .unwrap_or_default();
    super::end_session(&state.db, &token).await?;
    Ok((
        session_cookie(&state, "", 0),
        axum::Json(SignedOut { success: true }),
    ))
}

/// The signed-in user and the session's nonce.
#[utoipa::path(get, path = "/auth/me", tag = "auth", responses((status = 200, body = SignedIn), (status = 401, body = ErrorBody)))]
async fn me(admin: Admin) -> axum::Json<SignedIn> {
    axum::Json(SignedIn::from(admin.0))
}

/// Every admin account.
#[utoipa::path(get, path = "/users", tag = "auth", responses((status = 200, body = Vec<User>), (status = 403, body = ErrorBody)))]
async fn list_users(State(state): State<AppState>) -> Result<axum::Json<Vec<User>>> {
    Ok(axum::Json(super::list_users(&state.db).await?))
}

/// Adds an admin account with a role.
#[utoipa::path(post, path = "/users", tag = "auth", request_body = NewUser,
    responses((status = 201, body = User), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn add_user(
    State(state): State<AppState>,
    ApiJson(new): ApiJson<NewUser>,
) -> Result<impl IntoResponse> {
    Ok((
        StatusCode::CREATED,
        axum::Json(super::create_user(&state.db, new).await?),
    ))
}

/// Every role (administrator and editor are built in).
#[utoipa::path(get, path = "/roles", tag = "auth", responses((status = 200, body = Vec<Role>)))]
async fn list_roles(State(state): State<AppState>) -> Result<axum::Json<Vec<Role>>> {
    Ok(axum::Json(super::list_roles(&state.db).await?))
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewRole {
    /// Lower-case letters, digits, '-' or '_'.
    pub slug: String,
    pub name: String,
}

/// Adds a role, which the Access settings can then grant capabilities.
#[utoipa::path(post, path = "/roles", tag = "auth", request_body = NewRole,
    responses((status = 201, body = Role), (status = 422, body = ErrorBody)))]
async fn add_role(
    State(state): State<AppState>,
    ApiJson(role): ApiJson<NewRole>,
) -> Result<impl IntoResponse> {
    Ok((
        StatusCode::CREATED,
        axum::Json(super::add_role(&state.db, &role.slug, &role.name).await?),
    ))
}

/// Changes a user's name or role. Demoting the last active administrator answers 409
/// `last_administrator`.
#[utoipa::path(post, path = "/users/{id}", tag = "auth", request_body = UserChange, params(("id" = i64, Path)),
    responses((status = 200, body = User), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn update_user(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
    ApiJson(change): ApiJson<UserChange>,
) -> Result<axum::Json<User>> {
    Ok(axum::Json(
        manage::update_user(&state.db, id, change).await?,
    ))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewPassword {
    /// 8 to 1024 characters.
    #[schema(min_length = 8, max_length = 1024)]
    pub password: String,
}

/// Sets a user's password (an administrator's reset); every session of that user ends, but the
/// caller's own when they reset their own.
#[utoipa::path(post, path = "/users/{id}/password", tag = "auth", request_body = NewPassword, params(("id" = i64, Path)),
    responses((status = 200, body = User), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn set_password(
    State(state): State<AppState>,
    admin: Admin,
    ApiPath(id): ApiPath<i64>,
    ApiJson(new): ApiJson<NewPassword>,
) -> Result<axum::Json<User>> {
    let keep = (admin.0.user.id == id).then_some(admin.0.token_hash.as_str());
    Ok(axum::Json(
        manage::set_password(&state.db, id, new.password, keep).await?,
    ))
}

/// Disables a user: they cannot sign in, and their sessions end. The last active administrator
/// cannot be disabled (409 `last_administrator`).
#[utoipa::path(post, path = "/users/{id}/disable", tag = "auth", params(("id" = i64, Path)),
    responses((status = 200, body = User), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn disable_user(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
) -> Result<axum::Json<User>> {
    Ok(axum::Json(manage::set_disabled(&state.db, id, true).await?))
}

/// Enables a disabled user.
#[utoipa::path(post, path = "/users/{id}/enable", tag = "auth", params(("id" = i64, Path)),
    responses((status = 200, body = User), (status = 404, body = ErrorBody)))]
async fn enable_user(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
) -> Result<axum::Json<User>> {
    Ok(axum::Json(
        manage::set_disabled(&state.db, id, false).await?,
    ))
}

#[derive(Serialize, ToSchema)]
pub struct Deleted {
    pub deleted: bool,
}

/// Deletes a user and their sessions. The last active administrator cannot be deleted (409).
#[utoipa::path(delete, path = "/users/{id}", tag = "auth", params(("id" = i64, Path)),
    responses((status = 200, body = Deleted), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn delete_user(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
) -> Result<axum::Json<Deleted>> {
    manage::delete_user(&state.db, id).await?;
    Ok(axum::Json(Deleted { deleted: true }))
}

#[derive(Serialize, ToSchema)]
pub struct Ended {
    /// How many sessions ended.
    pub ended: u64,
}

/// Signs a user out everywhere.
#[utoipa::path(delete, path = "/users/{id}/sessions", tag = "auth", params(("id" = i64, Path)),
    responses((status = 200, body = Ended), (status = 404, body = ErrorBody)))]
async fn end_sessions(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
) -> Result<axum::Json<Ended>> {
    Ok(axum::Json(Ended {
        ended: manage::end_sessions(&state.db, id).await?,
    }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PasswordChange {
    pub current_password: String,
    /// 8 to 1024 characters.
    #[schema(min_length = 8, max_length = 1024)]
    pub password: String,
}

#[derive(Serialize, ToSchema)]
pub struct Changed {
    pub success: bool,
}

/// The signed-in user changes their own password; their other sessions end, this one stays. Wrong
/// current passwords count with failed sign-ins (per account and address): past the limits the
/// answer is 429 and this session ends.
#[utoipa::path(post, path = "/auth/password", tag = "auth", request_body = PasswordChange,
    responses((status = 200, body = Changed), (status = 401, body = ErrorBody), (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
async fn change_own_password(
    State(state): State<AppState>,
    admin: Admin,
    address: ClientAddress,
    ApiJson(change): ApiJson<PasswordChange>,
) -> Result<axum::Json<Changed>> {
    manage::change_own_password(
        &state.db,
        &admin.0,
        change.current_password,
        change.password,
        // Counted as sign-in's failures are: per address, per /64 for IPv6.
        &crate::visitors::address::rate_key(&address.0),
    )
    .await?;
    Ok(axum::Json(Changed { success: true }))
}

/// The body of `POST /auth/language`.
#[derive(Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AdminLanguage {
    /// `en` or `de`; null follows the browser's languages. Required: `{}` is refused.
    #[serde(deserialize_with = "present_or_null")]
    #[schema(required = true)]
    pub language: Option<String>,
}

/// A field that must be there, as a text or null (serde takes a missing `Option` as null).
fn present_or_null<'de, D: serde::Deserializer<'de>>(de: D) -> Result<Option<String>, D::Error> {
    Option::<String>::deserialize(de)
}

/// The signed-in user's language for the admin. Each user sets only their own.
#[utoipa::path(post, path = "/auth/language", tag = "auth", request_body = AdminLanguage,
    responses((status = 200, body = AdminLanguage), (status = 401, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn set_own_language(
    State(state): State<AppState>,
    admin: Admin,
    ApiJson(body): ApiJson<AdminLanguage>,
) -> Result<axum::Json<AdminLanguage>> {
    let language = match body.language.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(tag) => Some(
            super::users::ADMIN_LANGUAGES
                .iter()
                .find(|l| l.eq_ignore_ascii_case(tag))
                .copied()
                .ok_or_else(|| {
                    crate::error::Error::invalid_field(
                        "language",
                        format!(
                            "The admin speaks {}; “{tag}” is not one of them.",
                            super::users::ADMIN_LANGUAGES.join(" and ")
                        ),
                    )
                })?,
        ),
    };
    super::users::set_language(&state.db, admin.0.user.id, language).await?;
    Ok(axum::Json(AdminLanguage {
        language: language.map(str::to_owned),
    }))
}
