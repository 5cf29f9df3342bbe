//! The JSON error envelope `{"code", "message", "fields"}` and the status of each error kind.
//! A storage or internal failure is logged with its detail and answered with a generic 500; every
//! failure a client can cause maps to a 4xx before it gets here.

use axum::{
    Json,
    http::{HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use serde::Serialize;

use crate::error::{Error, FieldErrors};

/// The body of every error answer.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ErrorBody {
    /// Stable machine-readable code (`invalid`, `not_found`, `plan_required` …).
    pub code: String,
    /// The sentence to show a person, the spec's wording where it has one.
    pub message: String,
    /// Per-field messages, keyed by the field's path (`questions.0.title`).
    pub fields: FieldErrors,
}

pub fn envelope(
    status: StatusCode,
    code: &str,
    message: impl Into<String>,
    fields: FieldErrors,
) -> Response {
    let body = ErrorBody {
        code: code.into(),
        message: message.into(),
        fields,
    };
    (status, Json(body)).into_response()
}

impl IntoResponse for Error {
    fn into_response(self) -> Response {
        let none = FieldErrors::new;
        match self {
            Error::Invalid {
                code,
                message,
                fields,
            } => envelope(StatusCode::UNPROCESSABLE_ENTITY, code, message, fields),
            Error::BadRequest { code, message } => {
                envelope(StatusCode::BAD_REQUEST, code, message, none())
            }
            Error::NotFound(message) => {
                envelope(StatusCode::NOT_FOUND, "not_found", message, none())
            }
            Error::Conflict(message) => envelope(StatusCode::CONFLICT, "conflict", message, none()),
            Error::ConsentRequired {
                message,
                sha256,
                addon,
                capabilities,
            } => (
                StatusCode::CONFLICT,
                Json(serde_json::json!({
                    "code": "consent_required",
                    "message": message,
                    "fields": {},
                    "sha256": sha256,
                    "addon": addon,
                    "capabilities": capabilities,
                })),
            )
                .into_response(),
            Error::ConflictWith { code, message } => {
                envelope(StatusCode::CONFLICT, code, message, none())
            }
            Error::Unauthorized { code, message } => {
                envelope(StatusCode::UNAUTHORIZED, code, message, none())
            }
            Error::Forbidden { code, message } => {
                envelope(StatusCode::FORBIDDEN, code, message, none())
            }
            Error::PlanRequired {
                feature,
                plan,
                message,
            } => {
                let fields = FieldErrors::from([
                    ("feature".to_owned(), feature.clone()),
                    ("plan".to_owned(), plan.to_owned()),
                    (
                        "detail".to_owned(),
                        format!("the {feature} is not available on your plan"),
                    ),
                ]);
                envelope(StatusCode::FORBIDDEN, "plan_required", message, fields)
            }
            Error::TooManyRequests {
                message,
                retry_after_secs,
            } => {
                let mut response = envelope(
                    StatusCode::TOO_MANY_REQUESTS,
                    "too_many_requests",
                    message,
                    none(),
                );
                if let Ok(value) = HeaderValue::from_str(&retry_after_secs.to_string()) {
                    response.headers_mut().insert(header::RETRY_AFTER, value);
                }
                response
            }
            Error::PayloadTooLarge => envelope(
                StatusCode::PAYLOAD_TOO_LARGE,
                "payload_too_large",
                "The request body is larger than 1 MiB.",
                none(),
            ),
            Error::BodyAbove(limit) => envelope(
                StatusCode::PAYLOAD_TOO_LARGE,
                "payload_too_large",
                format!("The request body is larger than {limit} bytes."),
                none(),
            ),
            Error::AddonFailed { slug, message } => {
                tracing::warn!(addon = %slug, "{message}");
                envelope(StatusCode::BAD_GATEWAY, "addon_failed", message, none())
            }
            Error::AddonBusy { slug, message } => {
                tracing::warn!(addon = %slug, "{message}");
                let mut response = envelope(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "addon_busy",
                    message,
                    none(),
                );
                response
                    .headers_mut()
                    .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
                response
            }
            Error::Storage(err) => {
                tracing::error!(error = %err, "storage failure");
                internal()
            }
            Error::Internal(err) => {
                tracing::error!(error = ?err, "internal failure");
                internal()
            }
        }
    }
}

fn internal() -> Response {
    envelope(
        StatusCode::INTERNAL_SERVER_ERROR,
        "internal_error",
        "Something went wrong on the server. The error was logged; please try again.",
        FieldErrors::new(),
    )
}
