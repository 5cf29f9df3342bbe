//! Extractors that turn every malformed request into the JSON error envelope, and the admin-session
//! extractor that enforces sign-in (401), the CSRF nonce on state-changing calls (403) and
//! capabilities (403).

use std::net::SocketAddr;

use axum::{
    extract::{
        ConnectInfo, FromRequest, FromRequestParts, Request,
        rejection::{JsonRejection, PathRejection},
    },
    http::{Method, StatusCode, request::Parts},
};
use serde::de::DeserializeOwned;

use crate::{
    accounts::{self, Capability, SESSION_COOKIE, Session},
    app::AppState,
    error::Error,
};

/// The header that must carry the session's nonce on every state-changing call.
pub const NONCE_HEADER: &str = "x-hearken-nonce";

/// `Json<T>` whose rejections are answered in the error envelope.
pub struct ApiJson<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for ApiJson<T> {
    type Rejection = Error;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        match axum::Json::<T>::from_request(req, state).await {
            Ok(axum::Json(value)) => Ok(ApiJson(value)),
            Err(rejection) => Err(json_rejection(rejection)),
        }
    }
}

fn json_rejection(rejection: JsonRejection) -> Error {
    let detail = rejection.body_text();
    match rejection {
        JsonRejection::JsonDataError(_) => {
            let problem = strip_prefix(&detail);
            // serde_path_to_error writes "path.to.field: what is wrong"; "." is the body itself.
            let fields = match problem.split_once(": ") {
                Some((path, what)) if path != "." && !path.contains(' ') => {
                    crate::error::FieldErrors::from([(path.to_owned(), what.to_owned())])
                }
                _ => Default::default(),
            };
            Error::Invalid {
                code: "invalid_body",
                message: format!("The request body does not have the expected shape: {problem}"),
                fields,
            }
        }
        JsonRejection::JsonSyntaxError(_) => Error::bad_request(
            "malformed_json",
            format!(
                "The request body is not valid JSON: {}",
                strip_prefix(&detail)
            ),
        ),
        JsonRejection::MissingJsonContentType(_) => Error::bad_request(
            "unsupported_media_type",
            "Send the request body as JSON with 'Content-Type: application/json'.",
        ),
        other if other.status() == StatusCode::PAYLOAD_TOO_LARGE => Error::PayloadTooLarge,
        _ => Error::bad_request(
            "unreadable_body",
            format!("The request body could not be read: {detail}"),
        ),
    }
}

fn strip_prefix(detail: &str) -> &str {
    detail
        .split_once(": ")
        .map(|(_, rest)| rest)
        .unwrap_or(detail)
}

/// `Path<T>` whose rejections are answered in the error envelope.
pub struct ApiPath<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned + Send> FromRequestParts<S> for ApiPath<T> {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        match axum::extract::Path::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Path(value)) => Ok(ApiPath(value)),
            Err(PathRejection::FailedToDeserializePathParams(err)) => Err(Error::bad_request(
                "invalid_path",
                format!("The address is not valid: {}", err.body_text()),
            )),
            Err(other) => Err(Error::bad_request("invalid_path", other.body_text())),
        }
    }
}

/// A signed-in admin. Extracting it checks the session cookie, and for any method other than
/// GET/HEAD/OPTIONS the `X-Hearken-Nonce` header.
pub struct Admin(pub Session);

impl FromRequestParts<AppState> for Admin {
    type Rejection = Error;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let token = cookie(parts, SESSION_COOKIE).ok_or_else(Error::unauthorized)?;
        let session = accounts::find_session(&state.db, &token)
            .await?
            .ok_or_else(Error::unauthorized)?;
        if !matches!(parts.method, Method::GET | Method::HEAD | Method::OPTIONS) {
            let sent = parts
                .headers
                .get(NONCE_HEADER)
                .and_then(|v| v.to_str().ok())
                .unwrap_or("");
            if !constant_time_eq(sent.as_bytes(), session.nonce.as_bytes()) {
                return Err(Error::Forbidden {
                    code: "invalid_nonce",
                    message: "The security token (X-Hearken-Nonce) is missing or does not match your session. Reload the page and try again.".into(),
                });
            }
        }
        Ok(Admin(session))
    }
}

impl Admin {
    /// Refuses with 403 unless the user holds `cap`.
    pub fn require(&self, cap: Capability) -> Result<(), Error> {
        if self.0.can(cap) {
            Ok(())
        } else {
            Err(Error::Forbidden {
                code: "missing_capability",
                message: format!(
                    "Sorry, you are not allowed to do that (it needs the {} capability).",
                    cap.as_str()
                ),
            })
        }
    }

    /// Refuses with 403 unless the user holds at least one of `caps`.
    pub fn require_any(&self, caps: &[Capability]) -> Result<(), Error> {
        match caps.iter().find(|c| self.0.can(**c)) {
            Some(_) => Ok(()),
            None => self.require(caps[0]),
        }
    }
}

/// The value of one cookie of the request.
pub fn cookie(parts: &Parts, name: &str) -> Option<String> {
    parts
        .headers
        .get_all(axum::http::header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.to_owned())
}

/// The client's address, for throttling: the socket peer, or the first `X-Forwarded-For` entry
/// when the configuration says a proxy sets it.
pub struct ClientAddress(pub String);

impl FromRequestParts<AppState> for ClientAddress {
    type Rejection = Error;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        if state.config.trust_forwarded
            && let Some(first) = parts
                .headers
                .get("x-forwarded-for")
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.split(',').next())
        {
            return Ok(ClientAddress(first.trim().to_owned()));
        }
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|ci| ci.0.ip().to_string());
        Ok(ClientAddress(peer.unwrap_or_else(|| "unknown".into())))
    }
}

fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}
