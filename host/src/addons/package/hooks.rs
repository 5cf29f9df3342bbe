//! The hooks of `hearken:addon`: their names, the API version that introduced each, their kind
//! (filter, action, handler), their time budget, and how the host treats a failing add-on on each
//! (fail-open skips it, fail-closed fails the operation).

use serde::Serialize;

use crate::addons::package::contract::ApiVersion;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Hook {
    QuestionTypes,
    ValidateQuestion,
    SurveyTemplates,
    SanitizeSurvey,
    SurveyVisibility,
    ResponseSubmitted,
    HttpRequest,
    ValidateSurveySettings,
    ValidateResponse,
    ScheduledJob,
}

/// What the host does when an add-on's call fails.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Policy {
    /// Skip the add-on; the value passes on unchanged.
    FailOpen,
    /// Fail the whole operation.
    FailClosed,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Filter,
    Action,
    Handler,
}

impl Hook {
    pub const ALL: [Hook; 10] = [
        Hook::QuestionTypes,
        Hook::ValidateQuestion,
        Hook::SurveyTemplates,
        Hook::SanitizeSurvey,
        Hook::SurveyVisibility,
        Hook::ResponseSubmitted,
        Hook::HttpRequest,
        Hook::ValidateSurveySettings,
        Hook::ValidateResponse,
        Hook::ScheduledJob,
    ];

    /// The hooks a manifest subscribes to in `[hooks]`: all but the last, `scheduled-job` (jobs are
    /// declared in `[[jobs]]`).
    pub const SUBSCRIBABLE: &[Hook] = Hook::ALL.split_last().expect("hooks").1;

    pub fn name(self) -> &'static str {
        match self {
            Hook::QuestionTypes => "question-types",
            Hook::ValidateQuestion => "validate-question",
            Hook::SurveyTemplates => "survey-templates",
            Hook::SanitizeSurvey => "sanitize-survey",
            Hook::SurveyVisibility => "survey-visibility",
            Hook::ResponseSubmitted => "response-submitted",
            Hook::HttpRequest => "http-request",
            Hook::ValidateSurveySettings => "validate-survey-settings",
            Hook::ValidateResponse => "validate-response",
            Hook::ScheduledJob => "scheduled-job",
        }
    }

    pub fn from_name(name: &str) -> Option<Hook> {
        Hook::ALL.into_iter().find(|h| h.name() == name)
    }

    /// The API version that introduced the hook: a component of an older contract cannot export it.
    pub fn since(self) -> ApiVersion {
        match self {
            Hook::ValidateSurveySettings | Hook::ValidateResponse | Hook::ScheduledJob => {
                ApiVersion::V1_1
            }
            _ => ApiVersion::V1_0,
        }
    }

    pub fn kind(self) -> Kind {
        match self {
            Hook::ResponseSubmitted | Hook::ScheduledJob => Kind::Action,
            Hook::HttpRequest => Kind::Handler,
            _ => Kind::Filter,
        }
    }

    /// The time budget of one add-on's call on this hook (a manifest may set a tighter one; a job
    /// has its own in `[[jobs]]`). `survey-visibility` runs while a visitor's page waits for the
    /// widget and `validate-response` while a visitor's submission waits, so they get less.
    pub fn budget(self) -> std::time::Duration {
        std::time::Duration::from_millis(match self {
            Hook::SurveyVisibility => 20,
            Hook::ValidateResponse => 10,
            _ => 50,
        })
    }

    pub fn policy(self) -> Policy {
        match self {
            Hook::QuestionTypes
            | Hook::SurveyTemplates
            | Hook::ResponseSubmitted
            | Hook::ScheduledJob => Policy::FailOpen,
            Hook::ValidateQuestion
            | Hook::SanitizeSurvey
            | Hook::SurveyVisibility
            | Hook::HttpRequest
            | Hook::ValidateSurveySettings
            | Hook::ValidateResponse => Policy::FailClosed,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_policies_follow_the_sdk_docs() {
        for hook in Hook::ALL {
            assert_eq!(Hook::from_name(hook.name()), Some(hook));
        }
        assert_eq!(Hook::SurveyTemplates.policy(), Policy::FailOpen);
        assert_eq!(Hook::SurveyVisibility.policy(), Policy::FailClosed);
        assert_eq!(Hook::ValidateResponse.policy(), Policy::FailClosed);
        assert_eq!(Hook::ResponseSubmitted.kind(), Kind::Action);
        assert_eq!(Hook::ValidateSurveySettings.since(), ApiVersion::V1_1);
        assert_eq!(Hook::SanitizeSurvey.since(), ApiVersion::V1_0);
        assert!(!Hook::SUBSCRIBABLE.contains(&Hook::ScheduledJob));
    }
}
