//! The host's side of `hearken:addon@1.1.0` (`addon-sdk/wit/v1.1/`, the current contract): the
//! bindings generated from it, its imports bound to the host services of `addons/capabilities/`, and its
//! exports called by hook. What 1.1 adds to 1.0: the `settings` and `attachments` imports,
//! `data.get-response`, and the `validate-survey-settings`, `validate-response` and
//! `scheduled-job` exports.

use wasmtime::{Store, component::Linker};

use super::{Answer, Call, LifecycleStep, state::CallState};
use crate::addons::{
    capabilities::attachments::Target, capabilities::log::Level, package::hooks::Hook,
};

wasmtime::component::bindgen!({
    path: "../addon-sdk/wit/v1.1",
    world: "addon",
    imports: { default: async },
    exports: { default: async },
});

use hearken::addon as host;

/// Adds the 1.1 imports (`hearken:addon/*@1.1.0`) to the linker.
pub fn add_to_linker(linker: &mut Linker<CallState>) -> wasmtime::Result<()> {
    Addon::add_to_linker::<CallState, wasmtime::component::HasSelf<CallState>>(linker, |s| s)
}

imports_of_1_0! {
    async fn get_response(
        &mut self,
        survey_id: u64,
        response_id: u64,
    ) -> Result<Option<String>, String> {
        self.host.get_response(survey_id, response_id).await
    }
}

impl host::settings::Host for CallState {
    async fn get(&mut self) -> Result<String, String> {
        self.host.settings_get().await
    }
    async fn set(&mut self, key: String, value: String) -> Result<(), String> {
        self.host.settings_set(key, value).await
    }
    async fn get_survey_setting(
        &mut self,
        survey_id: u64,
        key: String,
    ) -> Result<Option<String>, String> {
        self.host.survey_setting_get(survey_id, key).await
    }
    async fn set_survey_setting(
        &mut self,
        survey_id: u64,
        key: String,
        value: String,
    ) -> Result<(), String> {
        self.host.survey_setting_set(survey_id, key, value).await
    }
}

fn target(t: host::attachments::Target) -> Target {
    match t {
        host::attachments::Target::Survey(id) => Target::Survey(id as i64),
        host::attachments::Target::Response(id) => Target::Response(id as i64),
    }
}

impl host::attachments::Host for CallState {
    async fn get(
        &mut self,
        t: host::attachments::Target,
        key: String,
    ) -> Result<Option<String>, String> {
        self.host.attachment_get(target(t), key).await
    }
    async fn set(
        &mut self,
        t: host::attachments::Target,
        key: String,
        value: String,
    ) -> Result<(), String> {
        self.host.attachment_set(target(t), key, value).await
    }
    async fn delete(&mut self, t: host::attachments::Target, key: String) -> Result<(), String> {
        self.host.attachment_delete(target(t), key).await
    }
}

calls! {
    missing: unexpected,
    job: run_job,
    filters: {
        QuestionTypes => hearken_addon_question_types.call_filter,
        ValidateQuestion => hearken_addon_validate_question.call_filter,
        SurveyTemplates => hearken_addon_survey_templates.call_filter,
        SanitizeSurvey => hearken_addon_sanitize_survey.call_filter,
        SurveyVisibility => hearken_addon_survey_visibility.call_filter,
        HttpRequest => hearken_addon_http_request.call_handle,
        ValidateSurveySettings => hearken_addon_validate_survey_settings.call_filter,
        ValidateResponse => hearken_addon_validate_response.call_filter,
    }
}

async fn run_job(
    addon: &Addon,
    store: &mut Store<CallState>,
    name: &str,
) -> wasmtime::Result<Result<(), String>> {
    addon
        .hearken_addon_scheduled_job()
        .call_run(&mut *store, name)
        .await
}

fn unexpected(hook: Hook) -> wasmtime::Error {
    wasmtime::format_err!("{} is not called this way", hook.name())
}
