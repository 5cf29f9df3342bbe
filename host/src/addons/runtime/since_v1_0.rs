//! The host's side of `hearken:addon@1.0.0` (`addon-sdk/wit/v1.0/`, released and frozen): the
//! bindings generated from it, its imports bound to the host services of `addons/capabilities/`, and its
//! exports called by hook. Never edit this module to change behaviour: a rule belongs in the host
//! services, which every contract shares.

use wasmtime::{Store, component::Linker};

use super::{Answer, Call, LifecycleStep, state::CallState};
use crate::addons::{capabilities::log::Level, package::hooks::Hook};

wasmtime::component::bindgen!({
    path: "../addon-sdk/wit/v1.0",
    world: "addon",
    imports: { default: async },
    exports: { default: async },
});

use hearken::addon as host;

/// Adds the 1.0 imports (`hearken:addon/*@1.0.0`) to the linker.
pub fn add_to_linker(linker: &mut Linker<CallState>) -> wasmtime::Result<()> {
    Addon::add_to_linker::<CallState, wasmtime::component::HasSelf<CallState>>(linker, |s| s)
}

imports_of_1_0!();

calls! {
    missing: newer,
    job: no_jobs,
    filters: {
        QuestionTypes => hearken_addon_question_types.call_filter,
        ValidateQuestion => hearken_addon_validate_question.call_filter,
        SurveyTemplates => hearken_addon_survey_templates.call_filter,
        SanitizeSurvey => hearken_addon_sanitize_survey.call_filter,
        SurveyVisibility => hearken_addon_survey_visibility.call_filter,
        HttpRequest => hearken_addon_http_request.call_handle,
    }
}

async fn no_jobs(
    _: &Addon,
    _: &mut Store<CallState>,
    _: &str,
) -> wasmtime::Result<Result<(), String>> {
    Err(newer(Hook::ScheduledJob))
}

fn newer(hook: Hook) -> wasmtime::Error {
    wasmtime::format_err!(
        "{} is not part of hearken:addon@1.0.0 (it came with {})",
        hook.name(),
        hook.since().as_str()
    )
}
