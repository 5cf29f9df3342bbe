//! What the host knows about a loaded add-on: its identity and what its manifest grants it, with
//! the settings schemas compiled once.

use std::time::Duration;

use serde_json::Value;

use super::{
    contract::ApiVersion,
    manifest::{Manifest, PluginSettingDecl, SurveySettingDecl},
    schema::Schema,
};

/// An add-on as the host knows it once loaded.
#[derive(Debug)]
pub struct AddonInfo {
    pub slug: String,
    pub name: String,
    /// The contract its component speaks.
    pub api: ApiVersion,
    pub storage: bool,
    /// Key prefixes whose entries add up (`capabilities.storage_counters`).
    pub storage_counters: Vec<String>,
    pub http_hosts: Vec<String>,
    pub permissions: Vec<super::manifest::Permission>,
    /// Its own survey-settings keys, with their compiled schemas.
    pub survey_settings: Vec<(String, SurveySettingDecl, Schema)>,
    /// Its own plugin-settings keys, with their compiled schemas.
    pub settings: Vec<(String, PluginSettingDecl, Schema)>,
    pub budget: Duration,
    pub memory: usize,
    /// Every call on a fresh instance (`limits.fresh_instances`, and always for API 1.0).
    pub fresh_instances: bool,
}

impl AddonInfo {
    pub fn of(manifest: &Manifest, api: ApiVersion) -> AddonInfo {
        let compile = |schema: &Value| Schema::compile(schema).expect("checked with the manifest");
        AddonInfo {
            slug: manifest.slug.clone(),
            name: manifest.name.clone(),
            api,
            storage: manifest.capabilities.storage,
            storage_counters: manifest.capabilities.storage_counters.clone(),
            http_hosts: manifest.capabilities.http.clone(),
            permissions: manifest.capabilities.permissions.clone(),
            survey_settings: manifest
                .survey_settings
                .iter()
                .map(|(k, d)| (k.clone(), d.clone(), compile(&d.schema)))
                .collect(),
            settings: manifest
                .settings
                .iter()
                .map(|(k, d)| (k.clone(), d.clone(), compile(&d.schema)))
                .collect(),
            budget: Duration::from_millis(manifest.limits.time_ms),
            memory: manifest.limits.memory_mb as usize * 1024 * 1024,
            fresh_instances: manifest.limits.fresh_instances || api == ApiVersion::V1_0,
        }
    }

    /// May the add-on read what `permission` guards? Add-ons of the 1.0 contract read surveys,
    /// responses and settings as 1.0 documented; visitor details are 1.1 permissions only.
    pub fn may(&self, permission: super::manifest::Permission) -> bool {
        use super::manifest::Permission::*;
        self.permissions.contains(&permission)
            || (self.api == ApiVersion::V1_0
                && matches!(permission, SurveysRead | ResponsesRead | SettingsRead))
    }
}
