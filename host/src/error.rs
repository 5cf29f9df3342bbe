//! The one error type of the domain. It knows nothing of HTTP; `http::error` maps each kind to a status
//! and the JSON envelope `{"code", "message", "fields"}`.

use std::collections::BTreeMap;

/// Field path (`questions.0.title`) to the message shown beside that field.
pub type FieldErrors = BTreeMap<String, String>;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The request is well-formed but its content breaks a rule (HTTP 422).
    #[error("{message}")]
    Invalid {
        code: &'static str,
        message: String,
        fields: FieldErrors,
    },
    /// The request itself is malformed (HTTP 400).
    #[error("{message}")]
    BadRequest { code: &'static str, message: String },
    #[error("{0}")]
    NotFound(String),
    #[error("{0}")]
    Conflict(String),
    /// A package not signed by a trusted publisher, uploaded without consent (HTTP 409
    /// `consent_required`, with what it asks for).
    #[error("{message}")]
    ConsentRequired {
        message: String,
        sha256: String,
        addon: serde_json::Value,
        capabilities: serde_json::Value,
    },
    /// A conflict with its own code (HTTP 409), such as `last_administrator`.
    #[error("{message}")]
    ConflictWith { code: &'static str, message: String },
    /// No valid session, or wrong credentials (HTTP 401).
    #[error("{message}")]
    Unauthorized { code: &'static str, message: String },
    #[error("{message}")]
    Forbidden { code: &'static str, message: String },
    /// A feature above the current plan (HTTP 403 with code `plan_required`).
    #[error("{message}")]
    PlanRequired {
        feature: String,
        plan: &'static str,
        message: String,
    },
    #[error("{message}")]
    TooManyRequests {
        message: String,
        retry_after_secs: u64,
    },
    #[error("The request body is larger than 1 MiB.")]
    PayloadTooLarge,
    /// A body above a limit smaller than the API's (an add-on's public endpoint), HTTP 413.
    #[error("The request body is larger than {0} bytes.")]
    BodyAbove(usize),
    /// An add-on failed on a fail-closed hook (HTTP 502 with code `addon_failed`).
    #[error("{message}")]
    AddonFailed { slug: String, message: String },
    /// The add-on runtime could not take the call now (every instance busy): HTTP 503 with code
    /// `addon_busy` and `Retry-After: 1`. Not the add-on's fault, and not counted against it.
    #[error("{message}")]
    AddonBusy { slug: String, message: String },
    #[error("storage: {0}")]
    Storage(#[from] sqlx::Error),
    #[error("{0}")]
    Internal(#[from] anyhow::Error),
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
    pub fn invalid(message: impl Into<String>, fields: FieldErrors) -> Self {
        Error::Invalid {
            code: "invalid",
            message: message.into(),
            fields,
        }
    }

    /// One field wrong: the message is also the field's message.
    pub fn invalid_field(field: impl Into<String>, message: impl Into<String>) -> Self {
        let message = message.into();
        Error::invalid(
            message.clone(),
            FieldErrors::from([(field.into(), message)]),
        )
    }

    pub fn unauthorized() -> Self {
        Error::Unauthorized {
            code: "unauthorized",
            message: "Please sign in to continue.".into(),
        }
    }

    pub fn forbidden(message: impl Into<String>) -> Self {
        Error::Forbidden {
            code: "forbidden",
            message: message.into(),
        }
    }

    pub fn bad_request(code: &'static str, message: impl Into<String>) -> Self {
        Error::BadRequest {
            code,
            message: message.into(),
        }
    }

    /// '{feature} is a {plan} feature', the spec's upgrade-prompt text.
    pub fn plan_required(feature: impl Into<String>, plan: &'static str) -> Self {
        let feature = feature.into();
        let message = format!("{feature} is a {plan} feature");
        Error::PlanRequired {
            feature,
            plan,
            message,
        }
    }
}
