//! Write a Hearken add-on in Rust.
//!
//! Implement [`Addon`] for a type, overriding only the hooks your manifest subscribes to, and export
//! it with [`export_addon!`]. Values arrive and leave as [`serde_json::Value`] in the shapes of the
//! host's REST API; the host modules ([`log`], [`storage`], [`data`], [`settings`],
//! [`attachments`], [`http`], [`notifications`], [`license`]) wrap what the host lets an add-on do;
//! [`clock`], [`pages`] and [`VisibilityInput`] are what several add-ons need beside. This crate builds
//! against `hearken:addon@1.1.0` (`addon-sdk/wit/latest`).
//!
//! ```ignore
//! use hearken_addon::{Addon, Value, export_addon};
//!
//! struct Shout;
//!
//! impl Addon for Shout {
//!     fn sanitize_survey(mut survey: Value) -> Result<Value, String> {
//!         if let Some(title) = survey["title"].as_str() {
//!             survey["title"] = title.to_uppercase().into();
//!         }
//!         Ok(survey)
//!     }
//! }
//!
//! export_addon!(Shout);
//! ```
//!
//! Build with `cargo build --target wasm32-wasip2 --release` and pack the result with
//! `hearken addon pack <dir>` (see addon-sdk/README.md). The same source builds as a native add-on
//! (a shared library the operator installs, crate 1.6): `cargo build` for the machine's own target
//! with `panic = "unwind"`; [`export_addon!`] then exports the descriptor of the native ABI
//! (`hearken-addon-abi`) instead of the component's exports, and the host modules call the host
//! through that ABI.

pub use serde;
pub use serde_json::{self, Value, json};

pub mod clock;
pub mod pages;
mod visibility;
pub use visibility::{VisibilityInput, test_input as visibility_test_input};

#[doc(hidden)]
pub mod glue;
#[cfg(not(target_arch = "wasm32"))]
#[doc(hidden)]
pub mod native;

/// The host's interfaces: WebAssembly imports in a component, the native ABI's host table in a
/// shared library. The host modules below call these alone.
mod imports {
    #[cfg(target_arch = "wasm32")]
    pub use crate::bindings::hearken::addon::{
        attachments, data, http, license, log, settings, storage,
    };
    #[cfg(not(target_arch = "wasm32"))]
    pub use crate::native::imports::{attachments, data, http, license, log, settings, storage};
}

#[doc(hidden)]
pub mod bindings {
    wit_bindgen::generate!({
        path: "../wit/latest",
        world: "addon",
        pub_export_macro: true,
        export_macro_name: "__export_addon_world",
        default_bindings_module: "hearken_addon::bindings",
    });
}

/// The hooks and lifecycle calls of an add-on. Every method has a default that leaves the value
/// unchanged, so an add-on implements only what its manifest subscribes to. Returning `Err` reports
/// a controlled failure with your message; a panic is a fault the host counts against the add-on.
pub trait Addon {
    fn on_activate() -> Result<(), String> {
        Ok(())
    }
    fn on_deactivate() -> Result<(), String> {
        Ok(())
    }
    fn on_uninstall() -> Result<(), String> {
        Ok(())
    }
    /// Stored data was written by `from_version`; bring it up to date.
    fn migrate(_from_version: String) -> Result<(), String> {
        Ok(())
    }
    /// Filter over the array of question-type definitions: push yours.
    fn question_types(types: Value) -> Result<Value, String> {
        Ok(types)
    }
    /// Filter over `{question, errors}`: push `{field, message}` errors.
    fn validate_question(input: Value) -> Result<Value, String> {
        Ok(input)
    }
    /// Filter over the array of survey templates: push yours.
    fn survey_templates(templates: Value) -> Result<Value, String> {
        Ok(templates)
    }
    /// Filter over the survey about to be saved.
    fn sanitize_survey(survey: Value) -> Result<Value, String> {
        Ok(survey)
    }
    /// Filter over `{survey, visitor, visible, reason, now}`.
    fn survey_visibility(decision: Value) -> Result<Value, String> {
        Ok(decision)
    }
    /// `survey-visibility` from the host's JSON text, for add-ons on a visitor's every page view
    /// that read a few fields: override it instead of [`Addon::survey_visibility`], read the text
    /// into your own type with [`input`] (borrowing its strings, skipping the rest unread), and
    /// answer a [`Verdict`]. The default parses the whole input into a [`Value`] and calls
    /// [`Addon::survey_visibility`]; an answer that is not an object is refused. Since 1.2.
    fn survey_visibility_text(input: &str) -> Result<Verdict, String> {
        Verdict::of(&Self::survey_visibility(parse(input)?)?)
    }
    /// `survey-visibility` answering, beside the verdict, for which later calls the same verdict
    /// holds ([`Reuse`]): the host then answers those from its memory without calling you.
    /// Override it instead of [`Addon::survey_visibility_text`] when your verdict depends on few
    /// things; the default answers that verdict with no reuse, so every view calls you. Since 1.3.
    fn survey_visibility_reusable(input: &str) -> Result<Reusable, String> {
        Self::survey_visibility_text(input).map(Reusable::once)
    }
    /// Action after a response is stored: `{survey, response}`.
    fn response_submitted(_event: Value) -> Result<(), String> {
        Ok(())
    }
    /// An endpoint under `/api/v1/addons/{slug}/...` (signed-in administrators: `user` is set) or
    /// `/api/v1/public/addons/{slug}/...` (visitors, declared in `[[public]]`: `visitor` is set).
    fn http_request(_request: HttpRequest) -> Result<HttpResponse, String> {
        Ok(HttpResponse::json(
            404,
            &json!({"code": "not_found", "message": "This add-on has no such endpoint."}),
        ))
    }
    /// Filter over `{survey, settings, errors, incomplete}`: `settings` holds your own
    /// survey-settings keys (already checked against their schemas). Clean them, and push
    /// `{field, message}` to `errors` (the save is refused) or `incomplete` (publishing waits).
    fn validate_survey_settings(input: Value) -> Result<Value, String> {
        Ok(input)
    }
    /// Filter over `{survey, response: {answers, page_submitted}, visitor}` before a visitor's
    /// response is stored: answer the response (cleaned), or refuse it with
    /// `Err(Refusal::new("…").field("answers.q1").into())`. Budget: 10 ms.
    fn validate_response(input: Value) -> Result<Value, String> {
        Ok(input["response"].clone())
    }
    /// A job of the manifest's `[[jobs]]`, by name.
    fn scheduled_job(_job: String) -> Result<(), String> {
        Ok(())
    }
}

/// A refusal that names the field it is about, for `Err` of a filter: the host answers the
/// visitor or the admin with 422, this message, and the field.
///
/// ```ignore
/// return Err(Refusal::new("Please keep it civil.").field("answers.q2").into());
/// ```
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Refusal {
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,
}

impl Refusal {
    pub fn new(message: impl Into<String>) -> Refusal {
        Refusal {
            message: message.into(),
            field: None,
        }
    }

    /// The field the refusal is about (`answers.q2`, `settings.nudge.delay`).
    pub fn field(mut self, field: impl Into<String>) -> Refusal {
        self.field = Some(field.into());
        self
    }
}

impl From<Refusal> for String {
    fn from(refusal: Refusal) -> String {
        serde_json::to_string(&refusal).unwrap_or(refusal.message)
    }
}

/// A request to one of the add-on's own endpoints.
#[derive(Debug, Clone, Default, serde::Deserialize, serde::Serialize)]
pub struct HttpRequest {
    pub method: String,
    /// The path after `/api/v1/addons/{slug}`, starting with `/` (or empty).
    pub path: String,
    /// The raw query string, without `?`.
    #[serde(default)]
    pub query: String,
    #[serde(default)]
    pub headers: std::collections::BTreeMap<String, String>,
    #[serde(default)]
    pub body: String,
    /// The signed-in administrator's login, on `/api/v1/addons/{slug}/...`.
    #[serde(default)]
    pub user: Option<String>,
    /// The visitor, on `/api/v1/public/addons/{slug}/...`: `{device, url, referrer, page, cookies}`
    /// plus `country` and `address` when the manifest declares those permissions.
    #[serde(default)]
    pub visitor: Option<Value>,
}

impl HttpRequest {
    /// The value of `name` in the query string, percent-decoded (`+` is a space); the first when it
    /// repeats.
    pub fn query_param(&self, name: &str) -> Option<String> {
        self.query.split('&').find_map(|pair| {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            (percent_decode(key) == name).then(|| percent_decode(value))
        })
    }

    /// The body parsed as JSON.
    pub fn json<T: serde::de::DeserializeOwned>(&self) -> Result<T, String> {
        serde_json::from_str(&self.body)
            .map_err(|e| format!("The request body is not valid JSON: {e}"))
    }
}

/// `text` with `%XX` escapes decoded and `+` read as a space; invalid escapes stay as they are and
/// invalid UTF-8 becomes U+FFFD.
pub fn percent_decode(text: &str) -> String {
    let hex = |b: u8| (b as char).to_digit(16).map(|d| d as u8);
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                (Some(high), Some(low)) => {
                    out.push(high << 4 | low);
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The answer of an add-on endpoint.
#[derive(Debug, Clone, Default, serde::Deserialize, serde::Serialize)]
pub struct HttpResponse {
    pub status: u16,
    #[serde(default)]
    pub headers: std::collections::BTreeMap<String, String>,
    #[serde(default)]
    pub body: String,
}

impl HttpResponse {
    /// An answer in the host's error envelope, `{code, message, fields}` (crate 1.4): `fields` maps
    /// a field's path to its message (`json!({})` when the error is about no field).
    pub fn error(status: u16, code: &str, message: &str, fields: Value) -> HttpResponse {
        HttpResponse::json(
            status,
            &json!({"code": code, "message": message, "fields": fields}),
        )
    }

    /// 404 in the host's envelope: there is nothing at this address. Since 1.7.
    pub fn not_found() -> HttpResponse {
        HttpResponse::error(
            404,
            "not_found",
            "There is nothing at this address.",
            json!({}),
        )
    }

    /// 204: done, nothing to say. Since 1.7.
    pub fn no_content() -> HttpResponse {
        HttpResponse {
            status: 204,
            ..HttpResponse::default()
        }
    }

    pub fn json(status: u16, body: &impl serde::Serialize) -> HttpResponse {
        let mut headers = std::collections::BTreeMap::new();
        headers.insert("content-type".into(), "application/json".into());
        HttpResponse {
            status,
            headers,
            body: serde_json::to_string(body).unwrap_or_default(),
        }
    }
}

/// Parses the JSON text the host passes in. Used by [`export_addon!`].
#[doc(hidden)]
pub fn parse(text: &str) -> Result<Value, String> {
    serde_json::from_str(text).map_err(|e| format!("the host sent invalid JSON: {e}"))
}

/// Renders a value back to JSON text. Used by [`export_addon!`].
#[doc(hidden)]
pub fn render(value: &Value) -> Result<String, String> {
    serde_json::to_string(value).map_err(|e| e.to_string())
}

/// Reads the JSON text the host passes in as your own type. Borrow strings (`&'a str`, or
/// `Cow<'a, str>` with `#[serde(borrow)]` where they may hold escapes) and name only the fields you
/// read: the rest is skipped without being built. Since 1.2.
///
/// ```ignore
/// #[derive(hearken_addon::serde::Deserialize)]
/// #[serde(crate = "hearken_addon::serde")]
/// struct Input<'a> { visible: bool, #[serde(borrow)] reason: Option<Cow<'a, str>> }
///
/// fn survey_visibility_text(text: &str) -> Result<Verdict, String> {
///     let input: Input = hearken_addon::input(text)?;
///     Ok(Verdict { visible: input.visible, reason: input.reason.map(Cow::into_owned) })
/// }
/// ```
pub fn input<'a, T: serde::Deserialize<'a>>(text: &'a str) -> Result<T, String> {
    serde_json::from_str(text).map_err(|e| format!("the host sent unexpected JSON: {e}"))
}

/// The answer of `survey-visibility`: whether the survey may show to this visitor, and if not, why
/// (shown by the visibility endpoint). Since 1.2.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct Verdict {
    pub visible: bool,
    #[serde(default)]
    pub reason: Option<String>,
}

impl Verdict {
    /// The survey may show.
    pub const SHOWN: Verdict = Verdict {
        visible: true,
        reason: None,
    };

    /// The survey is hidden, for `reason` (shown by the visibility endpoint).
    pub fn hidden(reason: impl Into<String>) -> Verdict {
        Verdict {
            visible: false,
            reason: Some(reason.into()),
        }
    }

    /// The verdict a `survey-visibility` filter left in `decision` (`visible` absent: hidden, as
    /// the host reads it). A decision that is not an object is refused.
    pub fn of(decision: &Value) -> Result<Verdict, String> {
        let Value::Object(map) = decision else {
            return Err("survey-visibility must answer an object with visible and reason".into());
        };
        Ok(Verdict {
            visible: map.get("visible").and_then(Value::as_bool).unwrap_or(false),
            reason: map.get("reason").and_then(Value::as_str).map(str::to_owned),
        })
    }

    /// The JSON text the host reads. Used by [`export_addon!`].
    #[doc(hidden)]
    pub fn render(&self) -> Result<String, String> {
        serde_json::to_string(self).map_err(|e| e.to_string())
    }
}

/// A [`Verdict`] with the later calls it holds for. Since 1.3.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Reusable {
    #[serde(flatten)]
    pub verdict: Verdict,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reuse: Option<Reuse>,
}

impl Reusable {
    /// A verdict for this call only.
    pub fn once(verdict: Verdict) -> Reusable {
        Reusable {
            verdict,
            reuse: None,
        }
    }

    /// A verdict that holds for every later call as `reuse` describes.
    pub fn reused(verdict: Verdict, reuse: Reuse) -> Reusable {
        Reusable {
            verdict,
            reuse: Some(reuse),
        }
    }

    /// The JSON text the host reads. Used by [`export_addon!`].
    #[doc(hidden)]
    pub fn render(&self) -> Result<String, String> {
        serde_json::to_string(self).map_err(|e| e.to_string())
    }
}

/// Which later `survey-visibility` calls a verdict holds for: every call whose input is this
/// one's apart from the visitor (the same survey and settings as you see them, the same verdict
/// so far), where the visitor has the same values of [`Reuse::cookies`] (a missing cookie counts
/// as a value), before [`Reuse::until`]. Name everything your verdict reads of the visitor: a
/// verdict that reads the page, the device or the country must not be reused. The host forgets
/// reused verdicts when an add-on is installed, updated, activated or deactivated. Since 1.3.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize)]
pub struct Reuse {
    /// The visitor's cookies the verdict depends on, by name.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub cookies: Vec<String>,
    /// The moment (Unix seconds, excluded) from which the verdict may change with the clock.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub until: Option<i64>,
}

impl Reuse {
    /// The verdict holds for every visitor, at any time.
    pub fn for_every_visitor() -> Reuse {
        Reuse::default()
    }

    /// The verdict also depends on the visitor's cookie `name`.
    pub fn cookie(mut self, name: impl Into<String>) -> Reuse {
        self.cookies.push(name.into());
        self
    }

    /// The verdict may change at `moment` (Unix seconds).
    pub fn until(mut self, moment: i64) -> Reuse {
        self.until = Some(self.until.map_or(moment, |m| m.min(moment)));
        self
    }
}

/// Lines in the host log.
pub mod log {
    use crate::imports::log as host;
    pub fn debug(message: &str) {
        host::debug(message)
    }
    pub fn info(message: &str) {
        host::info(message)
    }
    pub fn warn(message: &str) {
        host::warn(message)
    }
    pub fn error(message: &str) {
        host::error(message)
    }
}

/// The add-on's own key-value store (needs `capabilities.storage = true`).
pub mod storage {
    use crate::imports::storage as host;
    pub fn get(key: &str) -> Result<Option<String>, String> {
        host::get(key)
    }
    pub fn set(key: &str, value: &str) -> Result<(), String> {
        host::set(key, value)
    }
    pub fn delete(key: &str) -> Result<(), String> {
        host::delete(key)
    }
    pub fn keys(prefix: &str) -> Result<Vec<String>, String> {
        host::keys(prefix)
    }
    /// A stored JSON value, parsed.
    pub fn get_json<T: serde::de::DeserializeOwned>(key: &str) -> Result<Option<T>, String> {
        match get(key)? {
            Some(text) => serde_json::from_str(&text)
                .map(Some)
                .map_err(|e| e.to_string()),
            None => Ok(None),
        }
    }
    pub fn set_json(key: &str, value: &impl serde::Serialize) -> Result<(), String> {
        set(
            key,
            &serde_json::to_string(value).map_err(|e| e.to_string())?,
        )
    }
}

/// Read access to surveys, settings and responses, each behind a permission the manifest declares
/// in `capabilities.permissions`.
pub mod data {
    use crate::{Value, imports::data as host, parse};
    /// One survey (`surveys:read`).
    pub fn survey(id: u64) -> Result<Option<Value>, String> {
        host::get_survey(id)?.map(|s| parse(&s)).transpose()
    }
    /// The core plugin settings, without secrets (`settings:read`).
    pub fn settings() -> Result<Value, String> {
        parse(&host::get_settings()?)
    }
    /// The newest `limit` responses of a survey, newest first (`responses:read`).
    pub fn responses(survey_id: u64, limit: u32) -> Result<Value, String> {
        parse(&host::list_responses(survey_id, limit)?)
    }
    /// One response of a survey (`responses:read`).
    pub fn response(survey_id: u64, response_id: u64) -> Result<Option<Value>, String> {
        host::get_response(survey_id, response_id)?
            .map(|r| parse(&r))
            .transpose()
    }
}

/// The settings the add-on owns (`[settings]` and `[survey_settings]` of its manifest); writes are
/// checked against their schemas.
pub mod settings {
    use crate::{Value, imports::settings as host, parse};
    /// Its plugin settings as one object (stored values over the declared defaults).
    pub fn get() -> Result<Value, String> {
        parse(&host::get()?)
    }
    pub fn set(key: &str, value: &Value) -> Result<(), String> {
        host::set(key, &value.to_string())
    }
    /// Its survey-settings key on a survey (the default when never set); none without the survey.
    pub fn survey(survey_id: u64, key: &str) -> Result<Option<Value>, String> {
        host::get_survey_setting(survey_id, key)?
            .map(|v| parse(&v))
            .transpose()
    }
    pub fn set_survey(survey_id: u64, key: &str, value: &Value) -> Result<(), String> {
        host::set_survey_setting(survey_id, key, &value.to_string())
    }
}

/// The add-on's own data on a survey or a response; administrators see it under
/// `addon_data.{slug}`.
pub mod attachments {
    use crate::{Value, imports::attachments as host, parse};
    pub use host::Target;
    pub fn get(target: Target, key: &str) -> Result<Option<Value>, String> {
        host::get(target, key)?.map(|v| parse(&v)).transpose()
    }
    pub fn set(target: Target, key: &str, value: &Value) -> Result<(), String> {
        host::set(target, key, &value.to_string())
    }
    pub fn delete(target: Target, key: &str) -> Result<(), String> {
        host::delete(target, key)
    }
}

/// Outgoing HTTP to the hosts the manifest declares.
pub mod http {
    use crate::{Value, imports::http as host, json, parse};
    use std::collections::BTreeMap;

    #[derive(Debug, Clone)]
    pub struct Response {
        pub status: u16,
        pub headers: BTreeMap<String, String>,
        pub body: String,
    }

    /// Sends one request; `Err` when the host refuses it (undeclared host, timeout, network).
    pub fn fetch(
        method: &str,
        url: &str,
        headers: &[(&str, &str)],
        body: &str,
    ) -> Result<Response, String> {
        let headers: BTreeMap<&str, &str> = headers.iter().copied().collect();
        let request = json!({"method": method, "url": url, "headers": headers, "body": body});
        let answer: Value = parse(&host::fetch(&request.to_string())?)?;
        Ok(Response {
            status: answer["status"].as_u64().unwrap_or(0) as u16,
            headers: serde_json::from_value(answer["headers"].clone()).unwrap_or_default(),
            body: answer["body"].as_str().unwrap_or("").to_owned(),
        })
    }
}

/// Notifications in the admin's drawer (crate 1.5; the manifest declares `notifications:raise`).
/// Carried through storage calls on the reserved keys `hearken:notification/{id}`, which the host
/// answers itself and never stores (API 1.1 has no interface of its own for them).
pub mod notifications {
    use crate::{imports::storage as host, json};

    const PREFIX: &str = "hearken:notification/";

    /// Raises notification `id` (`a-z`, `0-9`, `-`, `.`; at most 64) unless the add-on raised one
    /// with that id before (even if it was dismissed since). `link` is `(text, path)` with a path
    /// inside the admin (`/admin/…`).
    pub fn raise(
        id: &str,
        title: &str,
        content: &str,
        link: Option<(&str, &str)>,
    ) -> Result<(), String> {
        let mut value = json!({"title": title, "content": content});
        if let Some((text, url)) = link {
            value["link"] = json!({"text": text, "url": url});
        }
        host::set(&format!("{PREFIX}{id}"), &value.to_string())
    }

    /// Withdraws every notification of the add-on whose id starts with `id_prefix` (all of them
    /// with `""`).
    pub fn withdraw(id_prefix: &str) -> Result<(), String> {
        host::delete(&format!("{PREFIX}{id_prefix}"))
    }
}

/// The license tier.
pub mod license {
    /// `lite`, `plus`, `pro` or `elite`.
    pub fn tier() -> String {
        crate::imports::license::tier()
    }
}

/// Exports `$ty` (which implements [`Addon`]): as the add-on's component when built for
/// `wasm32-wasip2`, as the native ABI's descriptor (`hearken_addon_descriptor`) otherwise. Both
/// call the same glue, so the two builds answer alike.
#[macro_export]
macro_rules! export_addon {
    ($ty:ident) => {
        #[cfg(target_arch = "wasm32")]
        const _: () = {
            use $crate::bindings::exports::hearken::addon as __hk;
            use $crate::glue as __glue;

            impl __hk::lifecycle::Guest for $ty {
                fn on_activate() -> Result<(), String> {
                    <$ty as $crate::Addon>::on_activate()
                }
                fn on_deactivate() -> Result<(), String> {
                    <$ty as $crate::Addon>::on_deactivate()
                }
                fn on_uninstall() -> Result<(), String> {
                    <$ty as $crate::Addon>::on_uninstall()
                }
                fn migrate(from_version: String) -> Result<(), String> {
                    <$ty as $crate::Addon>::migrate(from_version)
                }
            }
            impl __hk::question_types::Guest for $ty {
                fn filter(value: String) -> Result<String, String> {
                    __glue::question_types::<$ty>(&value)
                }
            }
            impl __hk::validate_question::Guest for $ty {
                fn filter(value: String) -> Result<String, String> {
                    __glue::validate_question::<$ty>(&value)
                }
            }
            impl __hk::survey_templates::Guest for $ty {
                fn filter(value: String) -> Result<String, String> {
                    __glue::survey_templates::<$ty>(&value)
                }
            }
            impl __hk::sanitize_survey::Guest for $ty {
                fn filter(value: String) -> Result<String, String> {
                    __glue::sanitize_survey::<$ty>(&value)
                }
            }
            impl __hk::survey_visibility::Guest for $ty {
                fn filter(value: String) -> Result<String, String> {
                    __glue::survey_visibility::<$ty>(&value)
                }
            }
            impl __hk::response_submitted::Guest for $ty {
                fn notify(event: String) -> Result<(), String> {
                    __glue::response_submitted::<$ty>(&event)
                }
            }
            impl __hk::validate_survey_settings::Guest for $ty {
                fn filter(value: String) -> Result<String, String> {
                    __glue::validate_survey_settings::<$ty>(&value)
                }
            }
            impl __hk::validate_response::Guest for $ty {
                fn filter(value: String) -> Result<String, String> {
                    __glue::validate_response::<$ty>(&value)
                }
            }
            impl __hk::scheduled_job::Guest for $ty {
                fn run(job: String) -> Result<(), String> {
                    <$ty as $crate::Addon>::scheduled_job(job)
                }
            }
            impl __hk::http_request::Guest for $ty {
                fn handle(request: String) -> Result<String, String> {
                    __glue::http_request::<$ty>(&request)
                }
            }

            $crate::bindings::__export_addon_world!($ty with_types_in $crate::bindings);
        };

        #[cfg(not(target_arch = "wasm32"))]
        const _: () = {
            #[cfg(panic = "abort")]
            compile_error!(
                "a native Hearken add-on must be built with panic = \"unwind\": the SDK catches a panic so that it never crosses into the host (add [profile.native] inherits = \"release\", panic = \"unwind\" and build with --profile native)"
            );

            static DESCRIPTOR: $crate::native::abi::Descriptor =
                $crate::native::descriptor::<$ty>();

            /// The native ABI's descriptor of this add-on.
            #[unsafe(no_mangle)]
            pub extern "C" fn hearken_addon_descriptor() -> *const $crate::native::abi::Descriptor
            {
                &DESCRIPTOR
            }
        };
    };
}

#[cfg(test)]
mod tests {
    use std::borrow::Cow;

    use super::*;

    #[test]
    fn a_decision_gives_its_verdict_and_a_non_object_is_refused() {
        let shown = Verdict::of(&json!({"survey": {"id": 1}, "visible": true, "reason": null}));
        assert_eq!(
            shown,
            Ok(Verdict {
                visible: true,
                reason: None
            })
        );
        let hidden = Verdict::of(&json!({"visible": false, "reason": "not today"})).unwrap();
        assert_eq!(
            hidden.render().unwrap(),
            r#"{"visible":false,"reason":"not today"}"#
        );
        // The host reads a missing `visible` as hidden.
        assert!(!Verdict::of(&json!({})).unwrap().visible);
        assert!(Verdict::of(&json!([true])).is_err());
    }

    #[derive(serde::Deserialize)]
    struct Input<'a> {
        #[serde(borrow)]
        survey: Survey<'a>,
        now: i64,
    }

    #[derive(serde::Deserialize)]
    struct Survey<'a> {
        #[serde(borrow)]
        cookie_name: Cow<'a, str>,
    }

    #[test]
    fn input_reads_only_the_named_fields_and_borrows_plain_strings() {
        let text = r#"{"survey":{"id":3,"cookie_name":"hearken_survey_3","questions":[{"a":[1,2]}]},"visitor":{"url":"x"},"now":7}"#;
        let read: Input = input(text).unwrap();
        assert!(matches!(
            read.survey.cookie_name,
            Cow::Borrowed("hearken_survey_3")
        ));
        assert_eq!(read.now, 7);
        let escaped: Input = input(r#"{"survey":{"cookie_name":"a\"b"},"now":0}"#).unwrap();
        assert_eq!(escaped.survey.cookie_name, "a\"b");
        let wrong = input::<Input>(r#"{"survey":{},"now":0}"#).err().unwrap();
        assert!(
            wrong.starts_with("the host sent unexpected JSON"),
            "{wrong}"
        );
    }

    #[test]
    fn query_parameters_are_found_and_decoded() {
        let request = HttpRequest {
            query: "page=2&post_id=hello%2Dworld&q=a+b&bad=%zz%&page=9".into(),
            ..HttpRequest::default()
        };
        assert_eq!(
            request.query_param("page").as_deref(),
            Some("2"),
            "the first"
        );
        assert_eq!(
            request.query_param("post_id").as_deref(),
            Some("hello-world")
        );
        assert_eq!(request.query_param("q").as_deref(), Some("a b"));
        assert_eq!(request.query_param("bad").as_deref(), Some("%zz%"));
        assert_eq!(request.query_param("none"), None);
        assert_eq!(percent_decode("%C3%A9%FF"), "é\u{FFFD}");
    }
}
