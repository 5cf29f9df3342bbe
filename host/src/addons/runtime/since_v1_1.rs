//! The host's side of `hearken:addon@1.1.0` (`addon-sdk/wit/v1.1/`, the current contract): the
//! bindings generated from it, its imports bound to the host services of `addons/host/`, and its
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

impl host::log::Host for CallState {
    async fn debug(&mut self, message: String) {
        self.host.log(Level::Debug, &message)
    }
    async fn info(&mut self, message: String) {
        self.host.log(Level::Info, &message)
    }
    async fn warn(&mut self, message: String) {
        self.host.log(Level::Warn, &message)
    }
    async fn error(&mut self, message: String) {
        self.host.log(Level::Error, &message)
    }
}

impl host::storage::Host for CallState {
    async fn get(&mut self, key: String) -> Result<Option<String>, String> {
        self.host.storage_get(key).await
    }
    async fn set(&mut self, key: String, value: String) -> Result<(), String> {
        self.host.storage_set(key, value).await
    }
    async fn delete(&mut self, key: String) -> Result<(), String> {
        self.host.storage_delete(key).await
    }
    async fn keys(&mut self, prefix: String) -> Result<Vec<String>, String> {
        self.host.storage_keys(prefix).await
    }
}

impl host::data::Host for CallState {
    async fn get_survey(&mut self, id: u64) -> Result<Option<String>, String> {
        self.host.get_survey(id).await
    }
    async fn get_settings(&mut self) -> Result<String, String> {
        self.host.get_settings().await
    }
    async fn list_responses(&mut self, survey_id: u64, limit: u32) -> Result<String, String> {
        self.host.list_responses(survey_id, limit).await
    }
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

impl host::http::Host for CallState {
    async fn fetch(&mut self, request: String) -> Result<String, String> {
        self.host.http_fetch(request).await
    }
}

impl host::license::Host for CallState {
    async fn tier(&mut self) -> String {
        self.host.license_tier().await
    }
}

/// Instantiates the component and makes one call; the inner `Err` is the add-on's own refusal.
pub async fn call(
    pre: &AddonPre<CallState>,
    store: &mut Store<CallState>,
    call: Call<'_>,
) -> wasmtime::Result<Result<Answer, String>> {
    let addon = pre.instantiate_async(&mut *store).await?;
    call_on(&addon, store, call).await
}

/// One call on an instance already made (fresh, or warm from an earlier call).
pub async fn call_on(
    addon: &Addon,
    store: &mut Store<CallState>,
    call: Call<'_>,
) -> wasmtime::Result<Result<Answer, String>> {
    let done = |r: Result<(), String>| r.map(|()| Answer::Done);
    Ok(match call {
        Call::Text(hook, input) => filter(addon, store, hook, input).await?.map(Answer::Text),
        Call::Notify(hook, input) => done(match hook {
            Hook::ResponseSubmitted => {
                addon
                    .hearken_addon_response_submitted()
                    .call_notify(&mut *store, input)
                    .await?
            }
            other => return Err(unexpected(other)),
        }),
        Call::Lifecycle(step) => {
            let lifecycle = addon.hearken_addon_lifecycle();
            done(match step {
                LifecycleStep::Activate => lifecycle.call_on_activate(&mut *store).await?,
                LifecycleStep::Deactivate => lifecycle.call_on_deactivate(&mut *store).await?,
                LifecycleStep::Uninstall => lifecycle.call_on_uninstall(&mut *store).await?,
            })
        }
        Call::Migrate(from) => done(
            addon
                .hearken_addon_lifecycle()
                .call_migrate(&mut *store, from)
                .await?,
        ),
        Call::Job(name, _) => done(
            addon
                .hearken_addon_scheduled_job()
                .call_run(&mut *store, name)
                .await?,
        ),
    })
}

fn unexpected(hook: Hook) -> wasmtime::Error {
    wasmtime::format_err!("{} is not called this way", hook.name())
}

/// One filter or handler call on an instance.
pub async fn filter(
    addon: &Addon,
    store: &mut Store<CallState>,
    hook: Hook,
    input: &str,
) -> wasmtime::Result<Result<String, String>> {
    Ok(match hook {
        Hook::QuestionTypes => {
            addon
                .hearken_addon_question_types()
                .call_filter(&mut *store, input)
                .await?
        }
        Hook::ValidateQuestion => {
            addon
                .hearken_addon_validate_question()
                .call_filter(&mut *store, input)
                .await?
        }
        Hook::SurveyTemplates => {
            addon
                .hearken_addon_survey_templates()
                .call_filter(&mut *store, input)
                .await?
        }
        Hook::SanitizeSurvey => {
            addon
                .hearken_addon_sanitize_survey()
                .call_filter(&mut *store, input)
                .await?
        }
        Hook::SurveyVisibility => {
            addon
                .hearken_addon_survey_visibility()
                .call_filter(&mut *store, input)
                .await?
        }
        Hook::HttpRequest => {
            addon
                .hearken_addon_http_request()
                .call_handle(&mut *store, input)
                .await?
        }
        Hook::ValidateSurveySettings => {
            addon
                .hearken_addon_validate_survey_settings()
                .call_filter(&mut *store, input)
                .await?
        }
        Hook::ValidateResponse => {
            addon
                .hearken_addon_validate_response()
                .call_filter(&mut *store, input)
                .await?
        }
        other => return Err(unexpected(other)),
    })
}
