//! The native side of the SDK (every target but `wasm32`): the descriptor [`export_addon!`]
//! exports from a shared library (`hearken-addon-abi`, version 1), and the host modules' calls,
//! which go through the host table the host passes to each call instead of WebAssembly imports.
//!
//! A panic in the add-on never crosses the ABI: [`call`] catches it and answers
//! [`abi::STATUS_PANIC`] with its message. That needs unwinding, so [`export_addon!`] refuses to
//! build a native library with `panic = "abort"`.
//!
//! [`export_addon!`]: crate::export_addon

use std::{
    cell::Cell,
    panic::{AssertUnwindSafe, catch_unwind},
};

use abi::{Buffer, Bytes, Descriptor, HostTable};
pub use hearken_addon_abi as abi;

use crate::{Addon, Value, glue};

/// The contract whose JSON values this SDK speaks.
const API: &str = "1.1.0";
/// [`glue::HOOKS`] as the JSON array the descriptor carries.
const HOOKS: &str = r#"["question-types","validate-question","survey-templates","sanitize-survey","survey-visibility","response-submitted","http-request","validate-survey-settings","validate-response"]"#;

thread_local! {
    /// The host table of the call running on this thread (null between calls).
    static HOST: Cell<*const HostTable> = const { Cell::new(std::ptr::null()) };
}

/// The descriptor of add-on `T`.
pub const fn descriptor<T: Addon>() -> Descriptor {
    Descriptor {
        abi_version: abi::ABI_VERSION,
        api: Bytes::of(API),
        hooks: Bytes::of(HOOKS),
        call: call::<T>,
        free,
    }
}

/// Frees an answer of [`call`].
///
/// # Safety
/// `buffer` was written by [`call`] of this library and is freed once.
unsafe extern "C" fn free(buffer: Buffer) {
    // SAFETY: the caller's promise.
    unsafe { buffer.free() }
}

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    let text = payload
        .downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".to_owned());
    format!("the add-on panicked: {text}")
}

/// One call from the host.
///
/// # Safety
/// `host` is a valid host table for the duration of the call; `export` and `input` are readable;
/// `out` is writable.
unsafe extern "C" fn call<T: Addon>(
    host: *const HostTable,
    export: Bytes,
    input: Bytes,
    out: *mut Buffer,
) -> u32 {
    let previous = HOST.with(|h| h.replace(host));
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: the host's promise for the call's duration.
        let (export, input) = unsafe { (export.as_slice(), input.as_slice()) };
        let export = std::str::from_utf8(export)
            .map_err(|_| "the host sent an export name that is not UTF-8".to_owned())?;
        let input = std::str::from_utf8(input)
            .map_err(|_| "the host sent text that is not UTF-8".to_owned())?;
        glue::dispatch::<T>(export, input)
    }));
    HOST.with(|h| h.set(previous));
    let (status, text) = match outcome {
        Ok(Ok(answer)) => (abi::STATUS_OK, answer),
        Ok(Err(message)) => (abi::STATUS_ERR, message),
        Err(payload) => {
            let message = panic_message(&*payload);
            // Dropping a payload may itself panic: forget it rather than unwind from here.
            std::mem::forget(payload);
            (abi::STATUS_PANIC, message)
        }
    };
    // SAFETY: the host's promise.
    unsafe { out.write(Buffer::from_text(text)) };
    status
}

/// Calls host function `name` with `args` (a JSON array) through the running call's host table.
fn host_call(name: &str, args: Value) -> Result<Value, String> {
    let host = HOST.with(Cell::get);
    if host.is_null() {
        return Err(format!(
            "{name} is only available while the host is calling the add-on"
        ));
    }
    let input = args.to_string();
    let mut out = Buffer::EMPTY;
    // SAFETY: the table is valid while the host's call runs on this thread, which it does: HOST is
    // set only for that call's duration.
    let table = unsafe { &*host };
    let status =
        unsafe { (table.call)(table.context, Bytes::of(name), Bytes::of(&input), &mut out) };
    // SAFETY: the host wrote `out` (or left it empty); it is read once, then given back.
    let text = unsafe { out.text() };
    unsafe { (table.free)(table.context, out) };
    if status == abi::STATUS_OK {
        serde_json::from_str(&text)
            .map_err(|e| format!("the host answered {name} with invalid JSON: {e}"))
    } else {
        Err(text)
    }
}

fn typed<T: serde::de::DeserializeOwned>(name: &str, args: Value) -> Result<T, String> {
    serde_json::from_value(host_call(name, args)?)
        .map_err(|e| format!("the host answered {name} unexpectedly: {e}"))
}

/// The host interfaces with the signatures the WebAssembly bindings have, over [`host_call`].
pub mod imports {
    pub mod log {
        use super::super::host_call;
        use crate::json;
        fn line(level: &str, message: &str) {
            let _ = host_call(&format!("log.{level}"), json!([message]));
        }
        pub fn debug(message: &str) {
            line("debug", message)
        }
        pub fn info(message: &str) {
            line("info", message)
        }
        pub fn warn(message: &str) {
            line("warn", message)
        }
        pub fn error(message: &str) {
            line("error", message)
        }
    }

    pub mod storage {
        use super::super::typed;
        use crate::json;
        pub fn get(key: &str) -> Result<Option<String>, String> {
            typed("storage.get", json!([key]))
        }
        pub fn set(key: &str, value: &str) -> Result<(), String> {
            typed("storage.set", json!([key, value]))
        }
        pub fn delete(key: &str) -> Result<(), String> {
            typed("storage.delete", json!([key]))
        }
        pub fn keys(prefix: &str) -> Result<Vec<String>, String> {
            typed("storage.keys", json!([prefix]))
        }
    }

    pub mod data {
        use super::super::typed;
        use crate::json;
        pub fn get_survey(id: u64) -> Result<Option<String>, String> {
            typed("data.get-survey", json!([id]))
        }
        pub fn get_settings() -> Result<String, String> {
            typed("data.get-settings", json!([]))
        }
        pub fn list_responses(survey_id: u64, limit: u32) -> Result<String, String> {
            typed("data.list-responses", json!([survey_id, limit]))
        }
        pub fn get_response(survey_id: u64, response_id: u64) -> Result<Option<String>, String> {
            typed("data.get-response", json!([survey_id, response_id]))
        }
    }

    pub mod settings {
        use super::super::typed;
        use crate::json;
        pub fn get() -> Result<String, String> {
            typed("settings.get", json!([]))
        }
        pub fn set(key: &str, value: &str) -> Result<(), String> {
            typed("settings.set", json!([key, value]))
        }
        pub fn get_survey_setting(survey_id: u64, key: &str) -> Result<Option<String>, String> {
            typed("settings.get-survey-setting", json!([survey_id, key]))
        }
        pub fn set_survey_setting(survey_id: u64, key: &str, value: &str) -> Result<(), String> {
            typed(
                "settings.set-survey-setting",
                json!([survey_id, key, value]),
            )
        }
    }

    pub mod attachments {
        use super::super::typed;
        pub use crate::bindings::hearken::addon::attachments::Target;
        use crate::{Value, json};
        fn target(t: Target) -> Value {
            match t {
                Target::Survey(id) => json!({"survey": id}),
                Target::Response(id) => json!({"response": id}),
            }
        }
        pub fn get(t: Target, key: &str) -> Result<Option<String>, String> {
            typed("attachments.get", json!([target(t), key]))
        }
        pub fn set(t: Target, key: &str, value: &str) -> Result<(), String> {
            typed("attachments.set", json!([target(t), key, value]))
        }
        pub fn delete(t: Target, key: &str) -> Result<(), String> {
            typed("attachments.delete", json!([target(t), key]))
        }
    }

    pub mod http {
        use super::super::typed;
        use crate::json;
        pub fn fetch(request: &str) -> Result<String, String> {
            typed("http.fetch", json!([request]))
        }
    }

    pub mod license {
        use super::super::typed;
        use crate::json;
        /// The tier; `lite` when the host cannot tell.
        pub fn tier() -> String {
            typed("license.tier", json!([])).unwrap_or_else(|_| "lite".to_owned())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Panics;
    impl Addon for Panics {
        fn sanitize_survey(survey: Value) -> Result<Value, String> {
            if survey["title"] == "boom" {
                panic!("the title was boom");
            }
            if survey["title"] == "store" {
                crate::storage::set("k", "v")?;
            }
            Ok(survey)
        }
    }

    fn run(export: &str, input: &str) -> (u32, String) {
        let descriptor = descriptor::<Panics>();
        let mut out = Buffer::EMPTY;
        let status = unsafe {
            (descriptor.call)(
                std::ptr::null(),
                Bytes::of(export),
                Bytes::of(input),
                &mut out,
            )
        };
        let text = unsafe { out.text() };
        unsafe { (descriptor.free)(out) };
        (status, text)
    }

    #[test]
    fn answers_refusals_and_panics_come_back_as_statuses_with_text() {
        assert_eq!(
            run("sanitize-survey", r#"{"title":"ok"}"#),
            (abi::STATUS_OK, r#"{"title":"ok"}"#.to_owned())
        );
        let (status, text) = run("sanitize-survey", "not json");
        assert_eq!(status, abi::STATUS_ERR);
        assert!(text.starts_with("the host sent invalid JSON"), "{text}");
        assert_eq!(
            run("sanitize-survey", r#"{"title":"boom"}"#),
            (
                abi::STATUS_PANIC,
                "the add-on panicked: the title was boom".to_owned()
            )
        );
        // Without a host table (no call of the host's), a host call is refused, not a crash.
        let (status, text) = run("sanitize-survey", r#"{"title":"store"}"#);
        assert_eq!(status, abi::STATUS_ERR);
        assert!(text.contains("storage.set is only available"), "{text}");
        assert_eq!(run("on-activate", ""), (abi::STATUS_OK, String::new()));
        let (status, text) = run("no-such-hook", "");
        assert_eq!(
            (status, text.as_str()),
            (
                abi::STATUS_ERR,
                "this add-on has no export named no-such-hook"
            )
        );
    }

    #[test]
    fn the_descriptor_lists_every_hook_the_glue_dispatches() {
        let listed: Vec<String> = serde_json::from_str(HOOKS).unwrap();
        assert_eq!(listed, glue::HOOKS);
        assert_eq!(descriptor::<Panics>().abi_version, abi::ABI_VERSION);
    }
}
