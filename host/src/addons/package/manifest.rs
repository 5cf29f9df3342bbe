//! `addon.toml`: what an add-on is, what it needs from the host, which hooks it subscribes to, and
//! (API 1.1) the settings it owns, its public endpoints, its scheduled jobs and the permissions it
//! asks for. Parsing checks every field, so a package with a bad manifest is refused before
//! anything of it is stored or run.

use std::collections::BTreeMap;

use semver::{Version, VersionReq};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::addons::package::hooks::Hook;
use crate::addons::package::schema::Schema;
use crate::tier::Tier;

/// The WIT package versions of `hearken:addon` this host provides, newest first.
pub const HOST_API_VERSIONS: &[&str] = &["1.1.0", "1.0.0"];

/// Per-call limits when a manifest sets none, and the most a manifest may ask for.
pub const DEFAULT_TIME_MS: u64 = 50;
pub const DEFAULT_MEMORY_MB: u64 = 64;
/// A scheduled job's budget: default and most.
pub const DEFAULT_JOB_TIME_MS: u64 = 1000;
pub const MAX_JOB_TIME_MS: u64 = 10_000;
/// Public endpoints: requests per address per minute (default, most) and body bytes (default, most).
pub const DEFAULT_PUBLIC_RATE: u32 = 60;
pub const MAX_PUBLIC_RATE: u32 = 600;
pub const DEFAULT_PUBLIC_BODY: usize = 16 * 1024;
pub const MAX_PUBLIC_BODY: usize = 256 * 1024;
/// The shortest interval of a scheduled job.
pub const MIN_JOB_INTERVAL_SECS: u64 = 60;

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Manifest {
    pub slug: String,
    pub name: String,
    pub version: Version,
    #[serde(default)]
    pub description: String,
    #[serde(default)]
    pub author: String,
    /// Plan labels shown on the add-ons screen: Plus, Pro or Elite.
    #[serde(default)]
    pub categories: Vec<String>,
    /// The license tier the add-on needs (lite for a free add-on).
    pub plan: Tier,
    /// Semver requirement on the `hearken:addon` WIT package (`^1.0`).
    pub api: VersionReq,
    /// What runs it: a WebAssembly component in a package (the default), or a shared library the
    /// operator installs in `HEARKEN_NATIVE_ADDONS_DIR` (`native`).
    #[serde(default, skip_serializing_if = "AddonRuntime::is_wasm")]
    pub runtime: AddonRuntime,
    /// A page about the add-on (documentation, settings).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub redirect: Option<String>,
    /// Hook name to priority (lower runs first).
    #[serde(default)]
    pub hooks: BTreeMap<String, i32>,
    #[serde(default)]
    pub capabilities: Capabilities,
    #[serde(default)]
    pub limits: Limits,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ui: Option<Ui>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub widget: Option<Widget>,
    /// Survey-settings keys the add-on owns (API 1.1).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub survey_settings: BTreeMap<String, SurveySettingDecl>,
    /// Plugin-settings keys the add-on owns (API 1.1).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub settings: BTreeMap<String, PluginSettingDecl>,
    /// Endpoints visitors may call under `/api/v1/public/addons/{slug}/…` (API 1.1).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub public: Vec<PublicEndpoint>,
    /// Jobs the host runs on a schedule (API 1.1).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub jobs: Vec<Job>,
    /// The capability each of the add-on's admin endpoints (`/api/v1/addons/{slug}/…`) needs;
    /// a path no entry names needs `manage_options`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub admin_routes: Vec<AdminRoute>,
    /// Paid values of the core's survey fields this add-on makes usable ([`UNLOCKABLE`]):
    /// `"thank_you.type" = ["redirect", "conditional_redirect"]` (API 1.1).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub unlocks: BTreeMap<String, Vec<String>>,
}

/// What runs an add-on.
#[derive(Debug, Clone, Copy, Default, Serialize, Deserialize, PartialEq, Eq, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum AddonRuntime {
    /// A WebAssembly component (`addon.wasm`), sandboxed.
    #[default]
    Wasm,
    /// A shared library loaded into the host's process: not sandboxed.
    Native,
}

impl AddonRuntime {
    pub fn is_wasm(&self) -> bool {
        *self == AddonRuntime::Wasm
    }
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Capabilities {
    /// Its own key-value storage.
    #[serde(default)]
    pub storage: bool,
    /// Hosts (`hooks.example.com`, `127.0.0.1:9000`) outgoing HTTP may reach.
    #[serde(default)]
    pub http: Vec<String>,
    /// What the add-on may read or learn (API 1.1).
    #[serde(default)]
    pub permissions: Vec<Permission>,
    /// Storage key prefixes whose entries are counters (API 1.1): a `storage.set` of such a key
    /// adds its value to the stored one (see `store::add_json`) in the storage writer's
    /// transaction, so calls running at once lose no addition.
    #[serde(default)]
    pub storage_counters: Vec<String>,
}

/// A permission an add-on declares (API 1.1). Add-ons built against 1.0 read surveys, responses
/// and settings as 1.0 documented, without declaring anything.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Permission {
    /// `data.get-survey`.
    #[serde(rename = "surveys:read")]
    SurveysRead,
    /// `data.list-responses`, `data.get-response`, and the answers in `response-submitted`.
    #[serde(rename = "responses:read")]
    ResponsesRead,
    /// `data.get-settings` (never secrets, never other add-ons' keys).
    #[serde(rename = "settings:read")]
    SettingsRead,
    /// Raising and withdrawing notifications in the admin's drawer (API 1.1, through the reserved
    /// storage keys `hearken:notification/{id}`; see `host::storage`).
    #[serde(rename = "notifications:raise")]
    NotificationsRaise,
    /// The visitor's country (resolved by the host) in the visitor context.
    #[serde(rename = "visitor.country")]
    VisitorCountry,
    /// The visitor's address (anonymised when the site anonymises addresses).
    #[serde(rename = "visitor.address")]
    VisitorAddress,
}

impl Permission {
    pub fn as_str(self) -> &'static str {
        match self {
            Permission::SurveysRead => "surveys:read",
            Permission::ResponsesRead => "responses:read",
            Permission::SettingsRead => "settings:read",
            Permission::NotificationsRaise => "notifications:raise",
            Permission::VisitorCountry => "visitor.country",
            Permission::VisitorAddress => "visitor.address",
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Limits {
    /// Time budget of one hook call, at most 50 ms.
    #[serde(default = "default_time")]
    pub time_ms: u64,
    /// Memory of one call, at most 64 MiB.
    #[serde(default = "default_memory")]
    pub memory_mb: u64,
    /// API 1.1: every call on an instance no other call has used, as API 1.0 always does. Without
    /// it, a 1.1 add-on's hooks and endpoints may run on a warm instance an earlier call of the
    /// same add-on used (its statics survive; a fault retires the instance).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub fresh_instances: bool,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            time_ms: DEFAULT_TIME_MS,
            memory_mb: DEFAULT_MEMORY_MB,
            fresh_instances: false,
        }
    }
}

fn default_time() -> u64 {
    DEFAULT_TIME_MS
}
fn default_memory() -> u64 {
    DEFAULT_MEMORY_MB
}

/// The federated remote the admin shell mounts.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Ui {
    /// The remote entry file inside `ui/` (`remoteEntry.js`).
    #[serde(default = "default_entry")]
    pub entry: String,
    #[serde(default)]
    pub extension_points: Vec<ExtensionPoint>,
}

fn default_entry() -> String {
    "remoteEntry.js".into()
}

/// Extension points the admin shell offers.
pub const EXTENSION_POINTS: &[&str] = &[
    "settings-tab",
    "editor-card",
    "question-type-editor",
    "results-panel",
    "route",
    "menu-item",
];

/// The editor's steps, which an `editor-card`'s target names.
pub const EDITOR_STEPS: &[&str] = &["setup", "questions", "settings", "notifications", "publish"];

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ExtensionPoint {
    /// One of settings-tab, editor-card, question-type-editor, results-panel, route, menu-item.
    pub point: String,
    /// The module the remote exposes (`./SettingsTab`); none for a menu-item.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub module: Option<String>,
    /// Tab path, editor step, route path, or question type, depending on the point.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<String>,
    /// Tab, card, panel or menu title.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// API 1.1: what the shell's locked placeholder shows in place of the part while the add-on is
    /// not in force, one row per feature (each with its own upgrade prompt), instead of one prompt
    /// named after the label.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub locked_parts: Option<Vec<LockedPart>>,
}

/// One row of a locked placeholder: the feature its upgrade prompt names, and a read-only line.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LockedPart {
    pub feature: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
}

/// When a widget module loads.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum WidgetScope {
    /// With a survey that needs it (one of its question types, or a setting it owns).
    #[default]
    Survey,
    /// On every page view while the add-on is active (heatmap capture, post ratings).
    Page,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Widget {
    /// The ES module inside `widget/` the visitor widget loads.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub module: Option<String>,
    /// What it brings to the widget (question types, triggers …).
    #[serde(default)]
    pub features: Vec<String>,
    /// survey (default) or page.
    #[serde(default)]
    pub scope: WidgetScope,
    /// API 1.1: the trigger names (when a survey opens) it provides: its module registers them
    /// (or, for the built-in delay, before_abandon and half_page, the widget's own timing module
    /// runs them). While it is active and licensed, a survey may be opened by them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub triggers: Vec<String>,
    /// API 1.1: the devices besides desktop (`tablet`, `mobile`) on which surveys may show while
    /// the add-on is in force; on the others the host hides them ('{name} addon missing').
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub devices: Vec<String>,
}

/// A survey-settings key an add-on owns: `settings.{key}` of every survey when `top_level`
/// (first-party add-ons, keeping the spec's REST shape), else `settings.addons.{slug}.{key}`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct SurveySettingDecl {
    /// The value it has when never set (or is reset to while its add-on is not active and licensed); `default_json` gives it as JSON text
    /// instead, for values TOML cannot write (null).
    #[serde(default)]
    pub default: Value,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_json: Option<String>,
    /// JSON Schema (the subset of `addons::package::schema`) every value must pass.
    pub schema: Value,
    /// The widget receives the value (while the add-on is active and licensed).
    #[serde(default)]
    pub widget: bool,
    /// The key sits at the top of `settings` (only add-ons shipped with Hearken may).
    #[serde(default)]
    pub top_level: bool,
    /// API 1.1: a JSON pointer into the value (`""`: the value itself) naming the trigger that
    /// opens the survey, one of the triggers some active add-on provides (`widget.triggers`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trigger: Option<String>,
    /// API 1.1: the add-on's `survey-visibility` has nothing to decide for a survey whose value of
    /// this key is the default, so the host calls it only for surveys where one such key is not.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub visibility_when_set: bool,
    /// API 1.1: with `visibility_when_set`, only these fields of the value count (JSON pointers,
    /// `["/display_length", "/run_time"]`): a survey that changed only others is not asked about.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub visibility_fields: Vec<String>,
    /// API 1.1: with `widget`, the widget receives the value only for surveys where it is not the
    /// default, so the site-wide settings it would otherwise hide keep showing.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub widget_when_set: bool,
    /// API 1.1: the host's own selection rules ([`TAKEOVER_RULES`]) the add-on's
    /// `survey-visibility` decides instead, for the surveys it is called for (see
    /// `visibility_when_set`) while it is in force.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub takes_over: Vec<String>,
    /// The visitor-facing texts in the value (JSON pointers, `["/skip_text"]`) that a survey's
    /// translations may give in other languages (`surveys::translations`). Any API version may
    /// declare them; a manifest without them has none, and its texts show in the base language.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub texts: Vec<String>,
}

/// A plugin-settings key an add-on owns (`GET/POST /api/v1/settings`).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct PluginSettingDecl {
    /// The value it has when never set (or while its add-on is inactive); `default_json` gives it as JSON text
    /// instead, for values TOML cannot write (null).
    #[serde(default)]
    pub default: Value,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_json: Option<String>,
    pub schema: Value,
    /// Never answered to the admin or to other add-ons; writes are kept when the admin sends the
    /// placeholder back.
    #[serde(default)]
    pub secret: bool,
    /// The plan needed to change it (default: the add-on's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plan: Option<Tier>,
    /// The feature named in the upgrade prompt (default: the add-on's name).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub feature: Option<String>,
    /// The widget receives it in `appearance` (while the add-on is active and licensed).
    #[serde(default)]
    pub widget: bool,
    /// The key sits at the top of the settings map (only add-ons shipped with Hearken may), else
    /// under `addons.{slug}.{key}`.
    #[serde(default)]
    pub top_level: bool,
    /// Administrators cannot change it through the settings API; the add-on writes it
    /// (`settings.set`), for example a connection made on its own screen.
    #[serde(default)]
    pub readonly: bool,
    /// API 1.1: other add-ons (slugs) whose being in force also makes this key work, for a setting
    /// the spec gives to either of two add-ons (`widget_start_minimized`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub also_with: Vec<String>,
}

/// An endpoint visitors may call: `/api/v1/public/addons/{slug}{path}`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct PublicEndpoint {
    /// `/rate`, or a prefix `/events/*`.
    pub path: String,
    /// GET and/or POST (default both).
    #[serde(default = "default_public_methods")]
    pub methods: Vec<String>,
    /// Requests one visitor address may make per minute.
    #[serde(default = "default_public_rate")]
    pub rate_limit: u32,
    /// Largest request body, in bytes.
    #[serde(default = "default_public_body")]
    pub body_limit: usize,
}

fn default_public_methods() -> Vec<String> {
    vec!["GET".into(), "POST".into()]
}
fn default_public_rate() -> u32 {
    DEFAULT_PUBLIC_RATE
}
fn default_public_body() -> usize {
    DEFAULT_PUBLIC_BODY
}

impl PublicEndpoint {
    /// Does this endpoint answer `method` on `path` (the part after the slug)?
    pub fn matches(&self, method: &str, path: &str) -> bool {
        let path_ok = match self.path.strip_suffix("/*") {
            Some(prefix) => path == prefix || path.starts_with(&format!("{prefix}/")),
            None => path == self.path,
        };
        path_ok && self.methods.iter().any(|m| m.eq_ignore_ascii_case(method))
    }
}

/// Who may call some of the add-on's admin endpoints: `[[admin_routes]] path = "/report/*"
/// capability = "view_results"` (the first entry that matches decides).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct AdminRoute {
    /// `/report`, or a prefix `/report/*`.
    pub path: String,
    /// The methods it covers (default: all).
    #[serde(default)]
    pub methods: Vec<String>,
    /// `manage_options`, `create_edit_surveys`, `view_results` or `delete_surveys`.
    pub capability: crate::capability::Capability,
}

impl Manifest {
    /// The capability a call of `method` on the add-on's admin path `path` needs.
    pub fn admin_capability(&self, method: &str, path: &str) -> crate::capability::Capability {
        self.admin_routes
            .iter()
            .find(|r| {
                let path_ok = match r.path.strip_suffix("/*") {
                    Some(prefix) => path == prefix || path.starts_with(&format!("{prefix}/")),
                    None => path == r.path,
                };
                path_ok
                    && (r.methods.is_empty()
                        || r.methods.iter().any(|m| m.eq_ignore_ascii_case(method)))
            })
            .map(|r| r.capability)
            .unwrap_or(crate::capability::Capability::ManageOptions)
    }
}

/// A job the host calls (`scheduled-job`) at most once per `every` across all processes.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Job {
    /// The name passed to `scheduled-job.run`.
    pub name: String,
    /// `90s`, `15m`, `6h` or `1d`; at least a minute.
    pub every: String,
    /// The job's time budget (its own computing; waiting on host calls does not count).
    #[serde(default = "default_job_time")]
    pub time_ms: u64,
}

fn default_job_time() -> u64 {
    DEFAULT_JOB_TIME_MS
}

impl Job {
    /// The interval in seconds (the manifest's checks guarantee it parses).
    pub fn interval_secs(&self) -> u64 {
        parse_interval(&self.every).unwrap_or(u64::MAX)
    }
}

/// `90s`, `15m`, `6h`, `1d` as seconds.
/// A trigger name: 1 to 40 lowercase letters, digits and underscores, starting with a letter, and
/// not `immediate` (the widget's own, which cannot be replaced).
pub fn is_trigger_name(name: &str) -> bool {
    (1..=40).contains(&name.len())
        && name.starts_with(|c: char| c.is_ascii_lowercase())
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
        && name != "immediate"
}

pub fn parse_interval(text: &str) -> Option<u64> {
    let text = text.trim();
    let (number, unit) = text.split_at(text.len().checked_sub(1)?);
    let n: u64 = number.parse().ok()?;
    let unit = match unit {
        "s" => 1,
        "m" => 60,
        "h" => 3600,
        "d" => 86_400,
        _ => return None,
    };
    n.checked_mul(unit)
}

/// Why a manifest is refused; the message names the field.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{0}")]
pub struct ManifestError(pub String);

/// The host's selection rules an add-on may decide instead (`takes_over`): `cookie`, the survey
/// cookie's rule (hide once the visitor has responded).
pub const TAKEOVER_RULES: &[&str] = &["cookie"];

/// The values of the core's survey fields that are paid features: an add-on that declares one in
/// `[unlocks]` makes it usable while the add-on is in force; no declaring add-on in force, and a
/// save resets the field (spec 000 §6). A value no known add-on declares is free.
/// - `thank_you.type`: the thank-you's redirects;
/// - `question.type`: a question type the add-on brings ([`ANY_VALUE`]: any type key): while it is
///   not in force, a saved question of the type becomes a radio of its options' labels, or goes
///   when it has none;
/// - `question.settings`: a setting of every question (randomize, comment box), reset when off;
/// - `widget.features`: a behaviour of the widget, off unless a declaring add-on is in force.
pub const UNLOCKABLE: &[(&str, &[&str])] = &[
    ("thank_you.type", &["redirect", "conditional_redirect"]),
    ("question.type", &[ANY_VALUE]),
    ("question.settings", &["randomize", "comment_box"]),
    ("widget.features", &["required_hides_skip"]),
];

/// In [`UNLOCKABLE`]: any value (of the field's own syntax) may be declared.
pub const ANY_VALUE: &str = "*";

/// Does a key or string of this TOML value hold U+0000?
fn holds_nul(value: &toml::Value) -> bool {
    match value {
        toml::Value::String(text) => text.contains('\0'),
        toml::Value::Array(items) => items.iter().any(holds_nul),
        toml::Value::Table(table) => table
            .iter()
            .any(|(key, item)| key.contains('\0') || holds_nul(item)),
        _ => false,
    }
}

/// Where an owned key sits: `settings.{key}` for a top-level key, else
/// `settings.addons.{slug}.{key}` (the same path in the plugin settings and in a survey's).
pub fn key_path(slug: &str, key: &str, top_level: bool) -> Vec<String> {
    if top_level {
        vec![key.to_owned()]
    } else {
        vec!["addons".to_owned(), slug.to_owned(), key.to_owned()]
    }
}

/// Survey-settings keys of the core, which no add-on may claim.
pub const CORE_SURVEY_KEYS: &[&str] = &["enable_tracking", "thank_you", "addons"];

impl Manifest {
    pub fn parse(text: &str) -> Result<Manifest, ManifestError> {
        // The NUL rule (`http::nul`): a manifest's texts are stored and shown.
        if text.contains('\0')
            || toml::from_str::<toml::Table>(text)
                .is_ok_and(|table| holds_nul(&toml::Value::Table(table)))
        {
            return Err(ManifestError(
                "addon.toml may not contain the NUL character (U+0000).".into(),
            ));
        }
        let mut manifest: Manifest = toml::from_str(text).map_err(|e| {
            ManifestError(format!(
                "addon.toml is not a valid manifest: {}",
                e.message()
            ))
        })?;
        for (key, decl) in &mut manifest.survey_settings {
            decl.default = resolve_default(
                &format!("survey_settings.{key}"),
                &decl.default,
                &decl.default_json,
            )?;
        }
        for (key, decl) in &mut manifest.settings {
            decl.default = resolve_default(
                &format!("settings.{key}"),
                &decl.default,
                &decl.default_json,
            )?;
        }
        manifest.check()?;
        Ok(manifest)
    }

    fn check(&self) -> Result<(), ManifestError> {
        let fail = |m: String| Err(ManifestError(m));
        if !is_slug(&self.slug) {
            return fail(format!(
                "addon.toml: slug '{}' must be 2 to 64 lowercase letters, digits and dashes, starting with a letter.",
                self.slug
            ));
        }
        if self.name.trim().is_empty() || self.name.len() > 100 {
            return fail("addon.toml: name must be 1 to 100 characters.".into());
        }
        if self.description.len() > 1000 {
            return fail("addon.toml: description must be at most 1000 characters.".into());
        }
        for category in &self.categories {
            if !matches!(category.as_str(), "Free" | "Plus" | "Pro" | "Elite") {
                return fail(format!(
                    "addon.toml: category '{category}' must be Free, Plus, Pro or Elite."
                ));
            }
        }
        for (hook, priority) in &self.hooks {
            match Hook::from_name(hook) {
                None => {
                    return fail(format!(
                        "addon.toml: unknown hook '{hook}'. Hooks are: {}.",
                        Hook::SUBSCRIBABLE
                            .iter()
                            .map(|h| h.name())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ));
                }
                Some(Hook::ScheduledJob) => {
                    return fail(format!(
                        "addon.toml: '{hook}' is not subscribed in [hooks]: declare the jobs in [[jobs]]."
                    ));
                }
                Some(_) => {}
            }
            if !(-1000..=1000).contains(priority) {
                return fail(format!(
                    "addon.toml: priority of hook '{hook}' must be between -1000 and 1000."
                ));
            }
        }
        if self.limits.time_ms == 0 || self.limits.time_ms > DEFAULT_TIME_MS {
            return fail(format!(
                "addon.toml: limits.time_ms must be between 1 and {DEFAULT_TIME_MS}."
            ));
        }
        if self.limits.memory_mb == 0 || self.limits.memory_mb > DEFAULT_MEMORY_MB {
            return fail(format!(
                "addon.toml: limits.memory_mb must be between 1 and {DEFAULT_MEMORY_MB}."
            ));
        }
        if !self.capabilities.storage_counters.is_empty() && !self.capabilities.storage {
            return fail(
                "addon.toml: capabilities.storage_counters needs capabilities.storage = true."
                    .into(),
            );
        }
        if self.capabilities.storage_counters.len() > 8
            || self
                .capabilities
                .storage_counters
                .iter()
                .any(|p| p.is_empty() || p.len() > 64)
        {
            return fail(
                "addon.toml: capabilities.storage_counters is a list of at most 8 key prefixes of 1 to 64 bytes."
                    .into(),
            );
        }
        for host in &self.capabilities.http {
            let name = host.strip_suffix(":*").unwrap_or(host);
            if name.is_empty() || name.contains('/') || name.contains('*') || name.contains(' ') {
                return fail(format!(
                    "addon.toml: capabilities.http entry '{host}' must be a host name, optionally with a port (name:443) or any port (name:*)."
                ));
            }
        }
        if let Some(url) = &self.redirect
            && !(url.starts_with("https://") || url.starts_with("http://") || url.starts_with('/'))
        {
            return fail("addon.toml: redirect must be a web address.".into());
        }
        if let Some(ui) = &self.ui {
            if !is_safe_path(&ui.entry) {
                return fail("addon.toml: ui.entry must be a path inside ui/.".into());
            }
            for point in &ui.extension_points {
                check_point(point)?;
            }
        }
        if let Some(module) = self.widget.as_ref().and_then(|w| w.module.as_ref())
            && !is_safe_path(module)
        {
            return fail("addon.toml: widget.module must be a path inside widget/.".into());
        }
        for device in self.widget.iter().flat_map(|w| &w.devices) {
            if !matches!(device.as_str(), "tablet" | "mobile") {
                return fail(format!(
                    "addon.toml: widget.devices: '{device}' is not a device surveys can be shown on besides desktop (tablet, mobile)."
                ));
            }
        }
        for (field, values) in &self.unlocks {
            let Some((_, paid)) = UNLOCKABLE.iter().find(|(f, _)| f == field) else {
                return fail(format!(
                    "addon.toml: unlocks.{field}: only these core fields have paid values: {}.",
                    UNLOCKABLE
                        .iter()
                        .map(|(f, _)| *f)
                        .collect::<Vec<_>>()
                        .join(", ")
                ));
            };
            if paid == &[ANY_VALUE] {
                if let Some(value) = values.iter().find(|v| !is_slug(v)) {
                    return fail(format!(
                        "addon.toml: unlocks.{field}: '{value}' is not a key (lowercase letters, digits and dashes)."
                    ));
                }
                continue;
            }
            if let Some(value) = values.iter().find(|v| !paid.contains(&v.as_str())) {
                return fail(format!(
                    "addon.toml: unlocks.{field}: '{value}' is not one of its paid values ({}).",
                    paid.join(", ")
                ));
            }
        }
        for name in self.widget.iter().flat_map(|w| &w.triggers) {
            if !is_trigger_name(name) {
                return fail(format!(
                    "addon.toml: widget.triggers: '{name}' is not a trigger name (1 to 40 lowercase letters, digits and underscores, starting with a letter; 'immediate' is the widget's own)."
                ));
            }
        }
        for (key, decl) in &self.survey_settings {
            if !is_setting_key(key) || CORE_SURVEY_KEYS.contains(&key.as_str()) {
                return fail(format!(
                    "addon.toml: survey_settings.{key}: a key is 1 to 64 lowercase letters, digits and underscores, and not one of the core's ({}).",
                    CORE_SURVEY_KEYS.join(", ")
                ));
            }
            check_setting(
                &format!("survey_settings.{key}"),
                &decl.schema,
                &decl.default,
            )?;
            if let Some(pointer) = &decl.trigger
                && !(pointer.is_empty() || pointer.starts_with('/'))
            {
                return fail(format!(
                    "addon.toml: survey_settings.{key}.trigger is a JSON pointer into the value: empty or starting with '/'."
                ));
            }
            if let Some(rule) = decl
                .takes_over
                .iter()
                .find(|r| !TAKEOVER_RULES.contains(&r.as_str()))
            {
                return fail(format!(
                    "addon.toml: survey_settings.{key}.takes_over: '{rule}' is not a host rule an add-on can take over ({}).",
                    TAKEOVER_RULES.join(", ")
                ));
            }
            if !decl.takes_over.is_empty() && !self.hooks.contains_key("survey-visibility") {
                return fail(format!(
                    "addon.toml: survey_settings.{key}.takes_over needs the survey-visibility hook, which decides instead of the host."
                ));
            }
            if !decl.visibility_fields.is_empty()
                && (!decl.visibility_when_set
                    || decl.visibility_fields.iter().any(|p| !p.starts_with('/')))
            {
                return fail(format!(
                    "addon.toml: survey_settings.{key}.visibility_fields are JSON pointers into the value ('/field'), with visibility_when_set = true."
                ));
            }
            if decl.widget_when_set && !decl.widget {
                return fail(format!(
                    "addon.toml: survey_settings.{key}.widget_when_set needs widget = true."
                ));
            }
            if decl
                .texts
                .iter()
                .any(|p| !p.starts_with('/') || p.len() > 200)
            {
                return fail(format!(
                    "addon.toml: survey_settings.{key}.texts are JSON pointers into the value ('/skip_text')."
                ));
            }
        }
        for (key, decl) in &self.settings {
            if !is_setting_key(key) || key == "addons" {
                return fail(format!(
                    "addon.toml: settings.{key}: a key is 1 to 64 lowercase letters, digits and underscores (not 'addons')."
                ));
            }
            check_setting(&format!("settings.{key}"), &decl.schema, &decl.default)?;
            if let Some(feature) = &decl.feature
                && (feature.trim().is_empty() || feature.len() > 100)
            {
                return fail(format!(
                    "addon.toml: settings.{key}.feature must be 1 to 100 characters."
                ));
            }
            if let Some(slug) = decl
                .also_with
                .iter()
                .find(|s| !is_slug(s) || **s == self.slug)
            {
                return fail(format!(
                    "addon.toml: settings.{key}.also_with: '{slug}' is not another add-on's slug."
                ));
            }
            if decl.secret && decl.widget {
                return fail(format!(
                    "addon.toml: settings.{key} cannot be both secret and sent to the widget."
                ));
            }
        }
        for (i, endpoint) in self.public.iter().enumerate() {
            let at = format!("public.{i}");
            if !is_public_path(&endpoint.path) {
                return fail(format!(
                    "addon.toml: {at}.path must start with '/' and hold letters, digits, '-', '_' and '.' segments, optionally ending in '/*'."
                ));
            }
            if endpoint.methods.is_empty()
                || endpoint
                    .methods
                    .iter()
                    .any(|m| !matches!(m.to_ascii_uppercase().as_str(), "GET" | "POST"))
            {
                return fail(format!("addon.toml: {at}.methods are GET and/or POST."));
            }
            if !(1..=MAX_PUBLIC_RATE).contains(&endpoint.rate_limit) {
                return fail(format!(
                    "addon.toml: {at}.rate_limit must be between 1 and {MAX_PUBLIC_RATE} requests per minute."
                ));
            }
            if !(1..=MAX_PUBLIC_BODY).contains(&endpoint.body_limit) {
                return fail(format!(
                    "addon.toml: {at}.body_limit must be between 1 and {MAX_PUBLIC_BODY} bytes."
                ));
            }
        }
        if !self.public.is_empty() && !self.hooks.contains_key(Hook::HttpRequest.name()) {
            return fail(
                "addon.toml: public endpoints are answered by the http-request hook: subscribe to it in [hooks]."
                    .into(),
            );
        }
        let mut names: Vec<&str> = Vec::new();
        for (i, job) in self.jobs.iter().enumerate() {
            let at = format!("jobs.{i}");
            if !is_setting_key(&job.name) || names.contains(&job.name.as_str()) {
                return fail(format!(
                    "addon.toml: {at}.name must be a unique name of lowercase letters, digits and underscores."
                ));
            }
            names.push(&job.name);
            match parse_interval(&job.every) {
                Some(secs) if secs >= MIN_JOB_INTERVAL_SECS => {}
                _ => {
                    return fail(format!(
                        "addon.toml: {at}.every must be an interval such as 15m, 6h or 1d, of at least a minute."
                    ));
                }
            }
            if job.time_ms == 0 || job.time_ms > MAX_JOB_TIME_MS {
                return fail(format!(
                    "addon.toml: {at}.time_ms must be between 1 and {MAX_JOB_TIME_MS}."
                ));
            }
        }
        Ok(())
    }

    /// The subscribed hooks with their priorities (scheduled jobs are not subscriptions).
    pub fn subscriptions(&self) -> impl Iterator<Item = (Hook, i32)> + '_ {
        self.hooks
            .iter()
            .filter_map(|(name, p)| Hook::from_name(name).map(|h| (h, *p)))
    }

    /// The host API versions that satisfy the manifest's requirement, newest first.
    pub fn compatible_apis(&self) -> impl Iterator<Item = &'static str> + '_ {
        HOST_API_VERSIONS.iter().copied().filter(|v| {
            self.api
                .matches(&Version::parse(v).expect("valid host version"))
        })
    }

    /// The newest host API version that satisfies the manifest's requirement, if one does.
    pub fn compatible_api(&self) -> Option<&'static str> {
        self.compatible_apis().next()
    }

    pub fn has_permission(&self, permission: Permission) -> bool {
        self.capabilities.permissions.contains(&permission)
    }
}

fn check_point(point: &ExtensionPoint) -> Result<(), ManifestError> {
    let fail = |m: String| Err(ManifestError(m));
    if !EXTENSION_POINTS.contains(&point.point.as_str()) {
        return fail(format!(
            "addon.toml: unknown extension point '{}'. Points are: {}.",
            point.point,
            EXTENSION_POINTS.join(", ")
        ));
    }
    match (point.point.as_str(), &point.module) {
        ("menu-item", Some(_)) => {
            return fail(
                "addon.toml: a menu-item has no module: it links to the add-on's route.".into(),
            );
        }
        ("menu-item", None) => {
            if point.label.as_deref().is_none_or(|l| l.trim().is_empty()) {
                return fail("addon.toml: a menu-item needs a label.".into());
            }
        }
        (other, None) => {
            return fail(format!(
                "addon.toml: the {other} extension point needs the module the remote exposes."
            ));
        }
        (_, Some(_)) => {}
    }
    for part in point.locked_parts.iter().flatten() {
        if part.feature.trim().is_empty()
            || part.feature.len() > 100
            || part.text.as_ref().is_some_and(|t| t.len() > 200)
        {
            return fail("addon.toml: a locked part names a feature of 1 to 100 characters, with a text of at most 200.".into());
        }
    }
    if point.point == "editor-card"
        && let Some(step) = &point.target
        && !EDITOR_STEPS.contains(&step.as_str())
    {
        return fail(format!(
            "addon.toml: an editor-card's target is an editor step: {}.",
            EDITOR_STEPS.join(", ")
        ));
    }
    if matches!(point.point.as_str(), "route" | "menu-item")
        && let Some(path) = &point.target
        && !(path.starts_with('/') && !path.contains("..") && !path.contains("//"))
    {
        return fail(format!(
            "addon.toml: a {}'s target is a path starting with '/'.",
            point.point
        ));
    }
    Ok(())
}

/// The declared default: `default` (TOML) or `default_json` (JSON text), exactly one of them.
fn resolve_default(
    at: &str,
    default: &Value,
    json: &Option<String>,
) -> Result<Value, ManifestError> {
    match (default, json) {
        (Value::Null, Some(text)) => serde_json::from_str(text).map_err(|e| {
            ManifestError(format!("addon.toml: {at}.default_json is not JSON ({e})."))
        }),
        (Value::Null, None) => Err(ManifestError(format!(
            "addon.toml: {at} needs a default (or default_json)."
        ))),
        (value, None) => Ok(value.clone()),
        (_, Some(_)) => Err(ManifestError(format!(
            "addon.toml: {at} has both default and default_json; keep one."
        ))),
    }
}

/// Compiles a declared schema and checks the default passes it.
fn check_setting(at: &str, schema: &Value, default: &Value) -> Result<(), ManifestError> {
    let schema = Schema::compile(schema)
        .map_err(|e| ManifestError(format!("addon.toml: {at}.schema: {e}")))?;
    if let Some(failure) = schema.check(default, "").first() {
        return Err(ManifestError(format!(
            "addon.toml: {at}.default does not pass its schema ({}{}).",
            if failure.path.is_empty() {
                String::new()
            } else {
                format!("{}: ", failure.path)
            },
            failure.message
        )));
    }
    Ok(())
}

/// `/`, `/rate`, `/events/*`: segments of letters, digits, `-`, `_` and `.` (never `.` or `..`
/// alone), optionally ending in `/*` for everything below.
fn is_public_path(path: &str) -> bool {
    let base = path.strip_suffix("/*").unwrap_or(path);
    path.len() <= 200
        && path.starts_with('/')
        && (base.is_empty()
            || base == "/"
            || base[1..].split('/').all(|segment| {
                !segment.is_empty()
                    && segment != "."
                    && segment != ".."
                    && segment
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
            }))
}

/// A settings key or job name: 1 to 64 lowercase letters, digits and underscores, starting with a
/// letter.
pub fn is_setting_key(key: &str) -> bool {
    (1..=64).contains(&key.len())
        && key.starts_with(|c: char| c.is_ascii_lowercase())
        && key
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

/// A relative path of plain components: no `..`, no absolute or drive paths, no backslashes.
/// Zip entries and the paths a manifest names inside the package both pass through it.
pub fn is_safe_path(path: &str) -> bool {
    !path.is_empty()
        && !path.starts_with('/')
        && !path.contains('\\')
        && !path.contains('\0')
        && !path.contains(':')
        && path
            .split('/')
            .all(|part| !part.is_empty() && part != ".." && part != ".")
}

/// Slugs an add-on cannot take: they are paths of the add-ons API.
pub const RESERVED_SLUGS: &[&str] = &["upload", "ui-manifest"];

pub fn is_slug(slug: &str) -> bool {
    (2..=64).contains(&slug.len())
        && slug.starts_with(|c: char| c.is_ascii_lowercase())
        && slug
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && !slug.ends_with('-')
}

/// A made-up add-on's manifest text for tests: the lines every manifest starts with (slug, name,
/// version 1.0.0, plan, api), then `body`.
#[cfg(test)]
macro_rules! test_manifest {
    ($slug:literal, $name:literal, $plan:literal, $api:literal, $body:literal) => {
        concat!(
            "slug = \"",
            $slug,
            "\"\nname = \"",
            $name,
            "\"\nversion = \"1.0.0\"\nplan = \"",
            $plan,
            "\"\napi = \"",
            $api,
            "\"",
            $body
        )
    };
}
#[cfg(test)]
pub(crate) use test_manifest;

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = r#"
slug = "probe"
name = "Probe"
version = "1.2.3"
plan = "pro"
api = "^1.0"
categories = ["Pro"]
[hooks]
sanitize-survey = 5
"#;

    #[test]
    fn a_good_manifest_parses_with_defaults() {
        let m = Manifest::parse(GOOD).unwrap();
        assert_eq!(m.version, Version::new(1, 2, 3));
        assert_eq!(m.limits, Limits::default());
        assert_eq!(m.compatible_api(), Some("1.1.0"));
        assert_eq!(m.compatible_apis().collect::<Vec<_>>(), ["1.1.0", "1.0.0"]);
        assert_eq!(m.subscriptions().count(), 1);
        let only_one_zero = Manifest::parse(&GOOD.replace("^1.0", "~1.0")).unwrap();
        assert_eq!(only_one_zero.compatible_api(), Some("1.0.0"));
    }

    #[test]
    fn each_bad_field_is_named() {
        let cases = [
            (GOOD.replace("1.2.3", "1.2"), "not a valid manifest"),
            (GOOD.replace("\"probe\"", "\"Probe!\""), "slug 'Probe!'"),
            (
                GOOD.replace("sanitize-survey", "on-boot"),
                "unknown hook 'on-boot'",
            ),
            (GOOD.replace("[\"Pro\"]", "[\"Gold\"]"), "category 'Gold'"),
            (GOOD.replace("^1.0", "one"), "not a valid manifest"),
            (
                format!("{GOOD}\n[limits]\ntime_ms = 500\n"),
                "limits.time_ms",
            ),
            (format!("{GOOD}\nextra = 1\n"), "unknown hook 'extra'"),
            (format!("title = \"x\"\n{GOOD}"), "not a valid manifest"),
            (
                GOOD.replace("sanitize-survey = 5", "scheduled-job = 5"),
                "declare the jobs in [[jobs]]",
            ),
            (
                format!("{GOOD}\n[widget]\ntriggers = [\"immediate\"]\n"),
                "widget.triggers: 'immediate' is not a trigger name (1 to 40 lowercase letters, digits and underscores, starting with a letter; 'immediate' is the widget's own).",
            ),
            (
                format!("{GOOD}\n[widget]\ntriggers = [\"On-Click\"]\n"),
                "widget.triggers: 'On-Click' is not a trigger name",
            ),
            (
                format!(
                    "{GOOD}\n[survey_settings.opens]\ntrigger = \"opens\"\ndefault = \"x\"\nschema = {{ type = \"string\" }}\n"
                ),
                "survey_settings.opens.trigger is a JSON pointer into the value: empty or starting with '/'.",
            ),
        ];
        for (text, needle) in cases {
            let err = Manifest::parse(&text).unwrap_err().0;
            assert!(err.contains(needle), "{err} should mention {needle}");
        }
    }

    #[test]
    fn triggers_and_trigger_pointers_parse() {
        let m = Manifest::parse(&format!(
            "{GOOD}\n[widget]\ntriggers = [\"on_click\", \"scroll_75\"]\n[survey_settings.opens]\ntrigger = \"/when\"\ndefault = {{ when = \"on_click\" }}\nschema = {{ type = \"object\" }}\n"
        ))
        .unwrap();
        assert_eq!(m.widget.unwrap().triggers, ["on_click", "scroll_75"]);
        assert_eq!(m.survey_settings["opens"].trigger.as_deref(), Some("/when"));
        assert!(!is_trigger_name(&"a".repeat(41)));
        assert!(!is_trigger_name("9lives"));
        assert!(is_trigger_name(&"a".repeat(40)));
    }

    #[test]
    fn an_api_range_the_host_cannot_meet_has_no_compatible_version() {
        let m = Manifest::parse(&GOOD.replace("^1.0", "^2.0")).unwrap();
        assert_eq!(m.compatible_api(), None);
    }

    const OWNER: &str = test_manifest!(
        "nudge",
        "Nudge",
        "lite",
        "^1.1",
        r#"
[hooks]
http-request = 10
[capabilities]
permissions = ["surveys:read", "visitor.country"]
[survey_settings.nudge]
default = { delay = 20 }
widget = true
[survey_settings.nudge.schema]
type = "object"
additionalProperties = false
properties.delay = { type = "integer", minimum = 0, maximum = 60 }
[settings.nudge_api_key]
default = ""
secret = true
schema = { type = "string", maxLength = 200 }
[[public]]
path = "/events/*"
methods = ["POST"]
rate_limit = 120
[[jobs]]
name = "purge"
every = "1d"
"#
    );

    #[test]
    fn api_1_1_tables_parse() {
        let m = Manifest::parse(OWNER).unwrap();
        assert_eq!(m.survey_settings["nudge"].default["delay"], 20);
        assert!(m.survey_settings["nudge"].widget);
        assert!(m.settings["nudge_api_key"].secret);
        assert!(m.has_permission(Permission::VisitorCountry));
        assert!(!m.has_permission(Permission::ResponsesRead));
        assert!(m.public[0].matches("post", "/events/click"));
        assert!(m.public[0].matches("POST", "/events"));
        assert!(!m.public[0].matches("GET", "/events/click"));
        assert!(!m.public[0].matches("POST", "/eventsx"));
        assert_eq!(m.jobs[0].interval_secs(), 86_400);
        assert_eq!(m.public[0].body_limit, DEFAULT_PUBLIC_BODY);
    }

    #[test]
    fn api_1_1_tables_are_checked() {
        // What OWNER says, what the case says instead, and what the refusal mentions.
        #[rustfmt::skip]
        let cases = [
            ("permissions = [", "storage_counters = [\"c/\"]\npermissions = [", "capabilities.storage_counters needs capabilities.storage = true."),
            ("permissions = [", "storage = true\nstorage_counters = [\"\"]\npermissions = [", "capabilities.storage_counters is a list of at most 8 key prefixes of 1 to 64 bytes."),
            ("default = { delay = 20 }", "default = { delay = 99 }", "survey_settings.nudge.default does not pass its schema (delay: This must be a number from 0 to 60.)"),
            ("minimum = 0", "minimum = 0, if = 1", "the keyword 'if' is not supported"),
            ("survey_settings.nudge", "survey_settings.thank_you", "not one of the core's"),
            ("\"visitor.country\"", "\"visitor.everything\"", "not a valid manifest"),
            ("every = \"1d\"", "every = \"10s\"", "jobs.0.every"),
            ("every = \"1d\"", "every = \"daily\"", "jobs.0.every"),
            ("rate_limit = 120", "rate_limit = 100000", "public.0.rate_limit"),
            ("path = \"/events/*\"", "path = \"events\"", "public.0.path"),
            ("path = \"/events/*\"", "path = \"/../admin\"", "public.0.path"),
            ("methods = [\"POST\"]", "methods = [\"DELETE\"]", "public.0.methods"),
            ("http-request = 10", "sanitize-survey = 10", "subscribe to it in [hooks]"),
            ("secret = true", "secret = true\nwidget = true", "both secret and sent to the widget"),
        ];
        for (says, instead, needle) in cases {
            let text = OWNER.replace(says, instead);
            assert_ne!(text, OWNER, "{says} is in OWNER");
            let err = Manifest::parse(&text).unwrap_err().0;
            assert!(err.contains(needle), "{err} should mention {needle}");
        }
    }

    #[test]
    fn extension_points_of_1_1() {
        let with = |points: &str| {
            Manifest::parse(&format!("{GOOD}\n[ui]\nextension_points = [{points}]\n"))
        };
        assert!(with(r#"{ point = "menu-item", label = "Reports", target = "/" }, { point = "route", module = "./Home" }"#).is_ok());
        assert!(with(r#"{ point = "editor-card", module = "./Card", target = "publish", label = "Reports" }"#).is_ok());
        for (points, needle) in [
            (
                r#"{ point = "menu-item", module = "./X", label = "A" }"#,
                "a menu-item has no module",
            ),
            (r#"{ point = "menu-item" }"#, "needs a label"),
            (
                r#"{ point = "settings-tab", target = "x" }"#,
                "needs the module",
            ),
            (
                r#"{ point = "editor-card", module = "./C", target = "sidebar" }"#,
                "an editor step",
            ),
            (
                r#"{ point = "route", module = "./R", target = "x" }"#,
                "starting with '/'",
            ),
            (
                r#"{ point = "sidebar", module = "./S" }"#,
                "unknown extension point 'sidebar'",
            ),
        ] {
            let err = with(points).unwrap_err().0;
            assert!(err.contains(needle), "{err} should mention {needle}");
        }
    }

    #[test]
    fn intervals() {
        assert_eq!(parse_interval("90s"), Some(90));
        assert_eq!(parse_interval("15m"), Some(900));
        assert_eq!(parse_interval("6h"), Some(21_600));
        assert_eq!(parse_interval("2d"), Some(172_800));
        assert_eq!(parse_interval("h"), None);
        assert_eq!(parse_interval(""), None);
        assert_eq!(parse_interval("5w"), None);
    }
}
