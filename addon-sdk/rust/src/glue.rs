//! Each export of an add-on, from the host's text to the host's text, in terms of [`Addon`]: what
//! both the WebAssembly exports and the native descriptor of [`export_addon!`](crate::export_addon)
//! call, so that an add-on's source behaves the same built as either kind.

use crate::{Addon, HttpRequest, parse, render};

pub fn question_types<T: Addon>(value: &str) -> Result<String, String> {
    render(&T::question_types(parse(value)?)?)
}

pub fn validate_question<T: Addon>(value: &str) -> Result<String, String> {
    render(&T::validate_question(parse(value)?)?)
}

pub fn survey_templates<T: Addon>(value: &str) -> Result<String, String> {
    render(&T::survey_templates(parse(value)?)?)
}

pub fn sanitize_survey<T: Addon>(value: &str) -> Result<String, String> {
    render(&T::sanitize_survey(parse(value)?)?)
}

pub fn survey_visibility<T: Addon>(value: &str) -> Result<String, String> {
    T::survey_visibility_reusable(value)?.render()
}

pub fn response_submitted<T: Addon>(event: &str) -> Result<(), String> {
    T::response_submitted(parse(event)?)
}

pub fn validate_survey_settings<T: Addon>(value: &str) -> Result<String, String> {
    render(&T::validate_survey_settings(parse(value)?)?)
}

pub fn validate_response<T: Addon>(value: &str) -> Result<String, String> {
    render(&T::validate_response(parse(value)?)?)
}

pub fn http_request<T: Addon>(request: &str) -> Result<String, String> {
    let request: HttpRequest = serde_json::from_str(request)
        .map_err(|e| format!("the host sent an invalid request: {e}"))?;
    let response = T::http_request(request)?;
    serde_json::to_string(&response).map_err(|e| e.to_string())
}

/// The hooks above by name, as the native ABI lists and calls them.
pub const HOOKS: [&str; 9] = [
    "question-types",
    "validate-question",
    "survey-templates",
    "sanitize-survey",
    "survey-visibility",
    "response-submitted",
    "http-request",
    "validate-survey-settings",
    "validate-response",
];

/// One export by name (a hook, a lifecycle step, `migrate` or `scheduled-job`); calls that answer
/// nothing answer empty text.
pub fn dispatch<T: Addon>(export: &str, input: &str) -> Result<String, String> {
    let none = |r: Result<(), String>| r.map(|()| String::new());
    match export {
        "question-types" => question_types::<T>(input),
        "validate-question" => validate_question::<T>(input),
        "survey-templates" => survey_templates::<T>(input),
        "sanitize-survey" => sanitize_survey::<T>(input),
        "survey-visibility" => survey_visibility::<T>(input),
        "response-submitted" => none(response_submitted::<T>(input)),
        "http-request" => http_request::<T>(input),
        "validate-survey-settings" => validate_survey_settings::<T>(input),
        "validate-response" => validate_response::<T>(input),
        "scheduled-job" => none(T::scheduled_job(input.to_owned())),
        "on-activate" => none(T::on_activate()),
        "on-deactivate" => none(T::on_deactivate()),
        "on-uninstall" => none(T::on_uninstall()),
        "migrate" => none(T::migrate(input.to_owned())),
        other => Err(format!("this add-on has no export named {other}")),
    }
}
