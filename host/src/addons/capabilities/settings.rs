//! `settings` (API 1.1): the plugin-settings and survey-settings keys the add-on owns, read and
//! written as JSON. A key is reachable only by its owner; a written value must pass the schema the
//! manifest declares for it. Where a key is stored is the settings' and the surveys' business
//! ([`SiteSettings`]).

use serde_json::Value;

use super::{DB_LIMIT, HostCall, HostFuture};
use crate::addons::package::{manifest::key_path, schema::Schema};

/// Reads and writes of settings by their path (`key_path`), which the application implements
/// over the plugin settings and the surveys' settings.
pub trait SiteSettings: Send + Sync {
    /// A plugin setting's stored value, if any.
    fn get(&self, path: Vec<String>) -> HostFuture<'_, Option<Value>>;
    fn set(&self, path: Vec<String>, value: Value) -> HostFuture<'_, ()>;
    /// A survey's setting: None when there is no such survey, Some(None) when the survey has no
    /// value there.
    fn survey_get(
        &self,
        survey_id: i64,
        path: Vec<String>,
    ) -> HostFuture<'_, Option<Option<Value>>>;
    /// Sets a survey's setting; false when there is no such survey.
    fn survey_set(&self, survey_id: i64, path: Vec<String>, value: Value) -> HostFuture<'_, bool>;
}

fn parse(value: &str) -> Result<Value, String> {
    serde_json::from_str(value).map_err(|e| format!("the value is not JSON ({e})"))
}

fn checked(schema: &Schema, key: &str, value: &Value) -> Result<(), String> {
    match schema.check(value, key).first() {
        None => Ok(()),
        Some(f) => Err(format!("{}: {}", f.path, f.message)),
    }
}

impl HostCall {
    fn own_setting(&self, key: &str) -> Result<(Vec<String>, Schema, bool), String> {
        self.info
            .settings
            .iter()
            .find(|(k, _, _)| k == key)
            .map(|(k, decl, schema)| {
                (
                    key_path(&self.info.slug, k, decl.top_level),
                    schema.clone(),
                    decl.secret,
                )
            })
            .ok_or_else(|| format!("'{key}' is not a plugin setting of this add-on ([settings])"))
    }

    fn own_survey_setting(&self, key: &str) -> Result<(Vec<String>, Schema), String> {
        self.info
            .survey_settings
            .iter()
            .find(|(k, _, _)| k == key)
            .map(|(k, decl, schema)| (key_path(&self.info.slug, k, decl.top_level), schema.clone()))
            .ok_or_else(|| {
                format!("'{key}' is not a survey setting of this add-on ([survey_settings])")
            })
    }

    /// Its plugin settings as one object (stored values over the declared defaults), secrets
    /// included.
    pub async fn settings_get(&mut self) -> Result<String, String> {
        let settings = self.services()?.settings;
        let own: Vec<(String, Vec<String>, Value)> = self
            .info
            .settings
            .iter()
            .map(|(k, decl, _)| {
                (
                    k.clone(),
                    key_path(&self.info.slug, k, decl.top_level),
                    decl.default.clone(),
                )
            })
            .collect();
        self.wait(DB_LIMIT, async move {
            let mut out = serde_json::Map::new();
            for (key, path, default) in own {
                let stored = settings.get(path).await?;
                out.insert(key, stored.unwrap_or(default));
            }
            serde_json::to_string(&out).map_err(|e| e.to_string())
        })
        .await
    }

    pub async fn settings_set(&mut self, key: String, value: String) -> Result<(), String> {
        let (path, schema, _) = self.own_setting(&key)?;
        let value = parse(&value)?;
        checked(&schema, &key, &value)?;
        let settings = self.services()?.settings;
        self.wait(DB_LIMIT, async move { settings.set(path, value).await })
            .await
    }

    pub async fn survey_setting_get(
        &mut self,
        survey_id: u64,
        key: String,
    ) -> Result<Option<String>, String> {
        let (path, _) = self.own_survey_setting(&key)?;
        let default = self
            .info
            .survey_settings
            .iter()
            .find(|(k, _, _)| *k == key)
            .map(|(_, decl, _)| decl.default.clone())
            .unwrap_or(Value::Null);
        let settings = self.services()?.settings;
        self.wait(DB_LIMIT, async move {
            let stored = settings.survey_get(survey_id as i64, path).await?;
            Ok(stored.map(|value| value.unwrap_or(default).to_string()))
        })
        .await
    }

    pub async fn survey_setting_set(
        &mut self,
        survey_id: u64,
        key: String,
        value: String,
    ) -> Result<(), String> {
        let (path, schema) = self.own_survey_setting(&key)?;
        let value = parse(&value)?;
        checked(&schema, &key, &value)?;
        let settings = self.services()?.settings;
        self.wait(DB_LIMIT, async move {
            match settings.survey_set(survey_id as i64, path, value).await? {
                true => Ok(()),
                false => Err(format!("there is no survey {survey_id}")),
            }
        })
        .await
    }
}
