//! `addon.toml`: what an add-on is, what it needs from the host, and which hooks it subscribes to.
//! Parsing checks every field, so a package with a bad manifest is refused before anything of it
//! is stored or run.

use std::collections::BTreeMap;

use semver::{Version, VersionReq};
use serde::{Deserialize, Serialize};

use super::hooks::Hook;
use crate::licensing::Tier;

/// The WIT package versions of `hearken:addon` this host provides.
pub const HOST_API_VERSIONS: &[&str] = &["1.0.0"];

/// Per-call limits when a manifest sets none, and the most a manifest may ask for.
pub const DEFAULT_TIME_MS: u64 = 50;
pub const DEFAULT_MEMORY_MB: u64 = 64;

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
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            time_ms: DEFAULT_TIME_MS,
            memory_mb: DEFAULT_MEMORY_MB,
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
];

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ExtensionPoint {
    /// One of settings-tab, editor-card, question-type-editor, results-panel, route.
    pub point: String,
    /// The module the remote exposes (`./SettingsTab`).
    pub module: String,
    /// Tab or card title, route path, or question type, depending on the point.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
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
}

/// Why a manifest is refused; the message names the field.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{0}")]
pub struct ManifestError(pub String);

impl Manifest {
    pub fn parse(text: &str) -> Result<Manifest, ManifestError> {
        let manifest: Manifest = toml::from_str(text).map_err(|e| {
            ManifestError(format!(
                "addon.toml is not a valid manifest: {}",
                e.message()
            ))
        })?;
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
            if !matches!(category.as_str(), "Plus" | "Pro" | "Elite") {
                return fail(format!(
                    "addon.toml: category '{category}' must be Plus, Pro or Elite."
                ));
            }
        }
        for (hook, priority) in &self.hooks {
            if Hook::from_name(hook).is_none() {
                return fail(format!(
                    "addon.toml: unknown hook '{hook}'. Hooks are: {}.",
                    Hook::ALL.map(|h| h.name()).join(", ")
                ));
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
        for host in &self.capabilities.http {
            if host.is_empty() || host.contains('/') || host.contains('*') || host.contains(' ') {
                return fail(format!(
                    "addon.toml: capabilities.http entry '{host}' must be a host name, optionally with a port."
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
                if !EXTENSION_POINTS.contains(&point.point.as_str()) {
                    return fail(format!(
                        "addon.toml: unknown extension point '{}'. Points are: {}.",
                        point.point,
                        EXTENSION_POINTS.join(", ")
                    ));
                }
            }
        }
        if let Some(module) = self.widget.as_ref().and_then(|w| w.module.as_ref())
            && !is_safe_path(module)
        {
            return fail("addon.toml: widget.module must be a path inside widget/.".into());
        }
        Ok(())
    }

    /// The subscribed hooks with their priorities.
    pub fn subscriptions(&self) -> impl Iterator<Item = (Hook, i32)> + '_ {
        self.hooks
            .iter()
            .filter_map(|(name, p)| Hook::from_name(name).map(|h| (h, *p)))
    }

    /// The host API version that satisfies the manifest's requirement, if one does.
    pub fn compatible_api(&self) -> Option<&'static str> {
        HOST_API_VERSIONS.iter().copied().find(|v| {
            self.api
                .matches(&Version::parse(v).expect("valid host version"))
        })
    }
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
        assert_eq!(m.compatible_api(), Some("1.0.0"));
        assert_eq!(m.subscriptions().count(), 1);
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
        ];
        for (text, needle) in cases {
            let err = Manifest::parse(&text).unwrap_err().0;
            assert!(err.contains(needle), "{err} should mention {needle}");
        }
    }

    #[test]
    fn an_api_range_the_host_cannot_meet_has_no_compatible_version() {
        let m = Manifest::parse(&GOOD.replace("^1.0", "^2.0")).unwrap();
        assert_eq!(m.compatible_api(), None);
    }
}
