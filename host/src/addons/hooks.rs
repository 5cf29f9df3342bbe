//! The hooks of `hearken:addon@1.0.0`: their names, the interface each lives in, and how the host
//! treats a failing add-on on each (fail-open skips it, fail-closed fails the operation).

use serde::Serialize;

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
    pub const ALL: [Hook; 7] = [
        Hook::QuestionTypes,
        Hook::ValidateQuestion,
        Hook::SurveyTemplates,
        Hook::SanitizeSurvey,
        Hook::SurveyVisibility,
        Hook::ResponseSubmitted,
        Hook::HttpRequest,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Hook::QuestionTypes => "question-types",
            Hook::ValidateQuestion => "validate-question",
            Hook::SurveyTemplates => "survey-templates",
            Hook::SanitizeSurvey => "sanitize-survey",
            Hook::SurveyVisibility => "survey-visibility",
            Hook::ResponseSubmitted => "response-submitted",
            Hook::HttpRequest => "http-request",
        }
    }

    pub fn from_name(name: &str) -> Option<Hook> {
        Hook::ALL.into_iter().find(|h| h.name() == name)
    }

    /// The exported interface that carries the hook.
    pub fn interface(self) -> String {
        format!("hearken:addon/{}@1.0.0", self.name())
    }

    pub fn kind(self) -> Kind {
        match self {
            Hook::ResponseSubmitted => Kind::Action,
            Hook::HttpRequest => Kind::Handler,
            _ => Kind::Filter,
        }
    }

    /// The function inside the interface.
    pub fn function(self) -> &'static str {
        match self.kind() {
            Kind::Filter => "filter",
            Kind::Action => "notify",
            Kind::Handler => "handle",
        }
    }

    /// The time budget of one add-on's call on this hook (a manifest may set a tighter one).
    /// `survey-visibility` runs while a visitor's page waits for the widget, so it gets less.
    pub fn budget(self) -> std::time::Duration {
        std::time::Duration::from_millis(match self {
            Hook::SurveyVisibility => 20,
            _ => 50,
        })
    }

    pub fn policy(self) -> Policy {
        match self {
            Hook::QuestionTypes | Hook::SurveyTemplates | Hook::ResponseSubmitted => {
                Policy::FailOpen
            }
            Hook::ValidateQuestion
            | Hook::SanitizeSurvey
            | Hook::SurveyVisibility
            | Hook::HttpRequest => Policy::FailClosed,
        }
    }
}

/// The lifecycle interface every add-on exports.
pub const LIFECYCLE: &str = "hearken:addon/lifecycle@1.0.0";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_policies_follow_the_sdk_docs() {
        for hook in Hook::ALL {
            assert_eq!(Hook::from_name(hook.name()), Some(hook));
        }
        assert_eq!(
            Hook::SanitizeSurvey.interface(),
            "hearken:addon/sanitize-survey@1.0.0"
        );
        assert_eq!(Hook::SurveyTemplates.policy(), Policy::FailOpen);
        assert_eq!(Hook::SurveyVisibility.policy(), Policy::FailClosed);
        assert_eq!(Hook::ResponseSubmitted.function(), "notify");
    }
}
