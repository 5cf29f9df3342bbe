//! Plugin-wide settings (spec 002 §3): the core's keys with the defaults of §9 and the keys add-ons
//! own (declared in their manifests' `[settings]`, with a JSON Schema, a default and a plan), held as
//! one key/value map. Core keys are checked one by one (`values.rs`) and gated by plan here;
//! add-ons' keys are checked against their schemas and gated by their owner being active and
//! licensed. Secrets are never answered; an add-on's key that is not in force keeps its stored
//! value but cannot be changed.

pub mod api;
mod fonts;
mod values;

use serde_json::{Map, Value, json};

pub use values::is_origin;

use crate::{
    addons::registry::ownership::{Ownership, PluginKey, paths, set_at, value_at},
    capability::Capability,
    error::{Error, FieldErrors, Result},
    licensing::{Entitlements, Tier},
    on_db,
    storage::Db,
};

pub const FIX_ERRORS: &str = "Please fix errors on this page.";
pub const CUSTOM_LOGO_REQUIRED: &str = "You must select a custom logo.";
pub const SAVED: &str = "Settings saved.";
/// Hours an admin session may go unused before it ends (the `session_idle_hours` setting's
/// default).
pub const DEFAULT_IDLE_HOURS: i64 = 8;
/// The setting's largest value: the session lifetime.
pub const MAX_IDLE_HOURS: i64 = 14 * 24;

/// What `GET settings` shows for a secret that is set; sent back unchanged, it keeps the secret.
pub const SECRET_PLACEHOLDER: &str = "••••••••";

/// Toggle icons of the widget customizer (the first is Hearken's own mark).
pub const TOGGLE_ICONS: [&str; 9] = [
    "field-hearken",
    "field-smile",
    "field-mail-open",
    "field-hand-star",
    "field-comments",
    "field-comment-star",
    "field-comment-heart",
    "field-comment-edit",
    "field-chevron-down",
];

/// The core's settings with their defaults (spec 002 §3 and §9). Keys add-ons own (the widget's
/// colours and custom logo, start minimized, heatmaps, Google Drive …) come from their manifests.
pub fn defaults() -> Map<String, Value> {
    let Value::Object(map) = json!({
        "widget_show_logo": true,
        "widget_toggle_icon": "field-hearken",
        "widget_toggle_text": "",
        "widget_font": "",
        "widget_position": "bottom_right",
        "logo_type": "hearken",
        "skip_text": "Skip",
        "next_text": "Next",
        "notifications_recipients": "",
        "notifications_header_image": "",
        "summaries_html_template": true,
        "summaries_disabled": false,
        "allow_usage_tracking": false,
        "automatic_updates": "none",
        "create_edit_surveys": ["administrator", "editor"],
        "view_results": ["administrator", "editor"],
        "delete_surveys": ["administrator"],
        "widget_allowed_origins": "",
        "anonymize_ip": false,
        "ai_summary_endpoint": "",
        "ai_summary_model": "gpt-4o-mini",
        "ai_summary_api_key": "",
        "timezone": "UTC",
        "session_idle_hours": 8,
        "languages": [],
        "cooldown_after_shown_days": 0,
        "cooldown_after_answered_days": 0,
        "surveys_per_visit": 0,
        "no_client_storage": false
    }) else {
        unreachable!("the defaults are an object")
    };
    map
}

/// Core settings that are never answered to the admin or to add-ons.
pub const SECRET_KEYS: [&str; 1] = ["ai_summary_api_key"];

/// The stored rows by key.
async fn rows(db: &Db) -> Result<Map<String, Value>> {
    let rows: Vec<(String, String)> = on_db!(db, pool => sqlx::query_as("SELECT key, value FROM settings").fetch_all(pool).await)?;
    Ok(rows
        .into_iter()
        .filter_map(|(key, text)| serde_json::from_str(&text).ok().map(|v| (key, v)))
        .collect())
}

/// The core's settings: stored values over the defaults (what the host itself reads).
pub async fn load(db: &Db) -> Result<Map<String, Value>> {
    let stored = rows(db).await?;
    let mut settings = defaults();
    for (key, value) in stored {
        if settings.contains_key(&key) {
            settings.insert(key, value);
        }
    }
    Ok(settings)
}

/// The row that holds an add-on's key at `path` (`widget_color`, or `addons.{slug}.{key}`).
fn row_key(path: &[String]) -> String {
    path.join(".")
}

/// Every setting: the core's and those of every known add-on (its stored value when it passes its
/// schema, else its default), secrets included. Only the host reads this.
pub async fn load_all(db: &Db, ownership: &Ownership) -> Result<Map<String, Value>> {
    let stored = rows(db).await?;
    let mut settings = defaults();
    for (key, value) in &stored {
        if settings.contains_key(key) {
            settings.insert(key.clone(), value.clone());
        }
    }
    for key in &ownership.plugin {
        let path = key.path();
        let value = stored
            .get(&row_key(&path))
            .filter(|v| key.schema.admits(v))
            .cloned()
            .unwrap_or_else(|| key.default().clone());
        set_at(&mut settings, &path, value);
    }
    Ok(settings)
}

/// What the admin sees: every setting with secrets masked.
pub async fn load_for_admin(db: &Db, ownership: &Ownership) -> Result<Map<String, Value>> {
    let mut settings = load_all(db, ownership).await?;
    mask(&mut settings, ownership);
    Ok(settings)
}

fn mask(settings: &mut Map<String, Value>, ownership: &Ownership) {
    let secret_paths = SECRET_KEYS.iter().map(|k| vec![(*k).to_owned()]).chain(
        ownership
            .plugin
            .iter()
            .filter(|k| k.decl.secret)
            .map(PluginKey::path),
    );
    for path in secret_paths.collect::<Vec<_>>() {
        let set = match value_at(settings, &path) {
            None | Some(Value::Null) => false,
            Some(Value::String(text)) => !text.is_empty(),
            Some(_) => true,
        };
        let shown = if set {
            json!(SECRET_PLACEHOLDER)
        } else {
            json!("")
        };
        set_at(settings, &path, shown);
    }
}

/// The settings an add-on may read (`data.get-settings`, permission `settings:read`): the core's,
/// without secrets. Add-ons read their own keys through `settings.get`.
pub async fn load_for_addons(db: &Db) -> Result<Map<String, Value>> {
    let mut settings = load(db).await?;
    for key in SECRET_KEYS {
        settings.remove(key);
    }
    Ok(settings)
}

/// The stored value of an add-on's key, if it was ever written.
pub async fn load_path(db: &Db, path: &[String]) -> Result<Option<Value>> {
    let key = row_key(path);
    let row: Option<String> = on_db!(db, pool => {
        sqlx::query_scalar("SELECT value FROM settings WHERE key = $1").bind(&key).fetch_optional(pool).await
    })?;
    Ok(row.and_then(|text| serde_json::from_str(&text).ok()))
}

/// Stores an add-on's key at `path` (its value already checked against the owner's schema).
pub async fn store_path(db: &Db, path: &[String], value: &Value) -> Result<()> {
    let key = row_key(path);
    let text = value.to_string();
    on_db!(db, pool => {
        sqlx::query("INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value")
            .bind(&key).bind(&text).execute(pool).await.map(|_| ())
    })?;
    Ok(())
}

/// Which roles the Access settings grant each capability. Administrators are always included.
pub struct AccessLists(Map<String, Value>);

impl AccessLists {
    pub fn roles_for(&self, cap: Capability) -> Vec<String> {
        let mut roles: Vec<String> = self
            .0
            .get(cap.as_str())
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
            .map(str::to_owned)
            .collect();
        if !roles.iter().any(|r| r == "administrator") {
            roles.insert(0, "administrator".into());
        }
        roles
    }
}

pub async fn access_lists(db: &Db) -> Result<AccessLists> {
    Ok(AccessLists(load(db).await?))
}

impl AccessLists {
    /// The lists in `settings` (as [`load`] answers them).
    pub fn of(settings: Map<String, Value>) -> AccessLists {
        AccessLists(settings)
    }

    /// How long a session may go unused (`session_idle_hours`), in seconds.
    pub fn session_idle_secs(&self) -> i64 {
        self.0
            .get("session_idle_hours")
            .and_then(Value::as_i64)
            .unwrap_or(DEFAULT_IDLE_HOURS)
            .clamp(1, MAX_IDLE_HOURS)
            * 3600
    }
}

/// Settings that `save` checks but does not store: `timezone` is stored together with the recount
/// of the daily counters in the new zone's days (`responses::counters::rezone`).
pub const STORED_ELSEWHERE: [&str; 1] = ["timezone"];

/// One key a save touches.
enum Entry<'a> {
    Core(String),
    Owned(&'a PluginKey),
}

/// Validates and stores `changes` (a partial map), answering the full settings as the admin sees
/// them. Values equal to the stored ones pass every gate, so a screen may send back everything it
/// loaded (secrets as their placeholder). A changed `timezone` is checked and answered but not
/// stored here (see [`STORED_ELSEWHERE`]).
pub async fn save(
    db: &Db,
    entitlements: &Entitlements,
    ownership: &Ownership,
    roles: &[String],
    changes: Map<String, Value>,
) -> Result<Map<String, Value>> {
    let current = load_all(db, ownership).await?;
    let mut next = current.clone();
    let mut errors = FieldErrors::new();
    let mut touched: Vec<(Vec<String>, Entry)> = Vec::new();
    for (path, value) in paths(changes) {
        let dotted = path.join(".");
        let entry = match ownership.plugin_key(&path) {
            Some(owned) => Entry::Owned(owned),
            None if path.len() == 1 && current.contains_key(&path[0]) => {
                Entry::Core(path[0].clone())
            }
            None => {
                errors.insert(dotted.clone(), format!("'{dotted}' is not a setting."));
                continue;
            }
        };
        let unchanged = value_at(&current, &path) == Some(&value);
        let secret = match &entry {
            Entry::Core(key) => SECRET_KEYS.contains(&key.as_str()),
            Entry::Owned(owned) => owned.decl.secret,
        };
        if secret && value == json!(SECRET_PLACEHOLDER) {
            continue;
        }
        if unchanged {
            continue;
        }
        match &entry {
            Entry::Core(key) => {
                if let Err(message) = values::check_value(key, &value, roles) {
                    errors.insert(dotted, message);
                    continue;
                }
            }
            Entry::Owned(owned) => {
                if owned.decl.readonly {
                    errors.insert(
                        dotted,
                        format!(
                            "{} is changed from its own screen, not saved here.",
                            owned.feature()
                        ),
                    );
                    continue;
                }
                if let Some(failure) = owned.check(&value, &dotted).into_iter().next() {
                    errors.insert(failure.path, failure.message);
                    continue;
                }
            }
        }
        set_at(&mut next, &path, value);
        touched.push((path, entry));
    }
    normalise_logo(&mut next);
    let custom_logo = vec!["widget_custom_logo".to_owned()];
    if next["logo_type"] == "custom"
        && value_at(&next, &custom_logo)
            .and_then(Value::as_str)
            .unwrap_or("")
            .trim()
            .is_empty()
    {
        errors.insert("widget_custom_logo".into(), CUSTOM_LOGO_REQUIRED.into());
    }
    if !errors.is_empty() {
        let message = if errors.len() == 1 && errors.contains_key("widget_custom_logo") {
            CUSTOM_LOGO_REQUIRED
        } else {
            FIX_ERRORS
        };
        return Err(Error::invalid(message, errors));
    }
    // Keys normalising changed count as touched too (logo type clears the custom logo).
    if value_at(&next, &custom_logo) != value_at(&current, &custom_logo)
        && !touched.iter().any(|(p, _)| *p == custom_logo)
        && let Some(owned) = ownership.plugin_key(&custom_logo)
    {
        touched.push((custom_logo.clone(), Entry::Owned(owned)));
    }
    if next.get("widget_show_logo") != current.get("widget_show_logo")
        && !touched
            .iter()
            .any(|(p, _)| p.len() == 1 && p[0] == "widget_show_logo")
    {
        touched.push((
            vec!["widget_show_logo".into()],
            Entry::Core("widget_show_logo".into()),
        ));
    }
    for (path, entry) in &touched {
        let value = value_at(&next, path).cloned().unwrap_or(Value::Null);
        match entry {
            Entry::Core(key) => core_gate(key, &value, entitlements, ownership)?,
            Entry::Owned(owned) => owned_gate(owned, entitlements)?,
        }
    }
    let written: Vec<(String, String)> = touched
        .iter()
        .filter(|(path, _)| !(path.len() == 1 && STORED_ELSEWHERE.contains(&path[0].as_str())))
        .map(|(path, _)| {
            let value = value_at(&next, path).cloned().unwrap_or(Value::Null);
            (row_key(path), value.to_string())
        })
        .collect();
    on_db!(db, pool => {
        let mut tx = crate::begin_write!(pool).await?;
        for (key, value) in &written {
            sqlx::query("INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value")
                .bind(key).bind(value).execute(&mut *tx).await?;
        }
        tx.commit().await
    })?;
    mask(&mut next, ownership);
    Ok(next)
}

/// Choosing logo type none hides the logo and clears the custom one; hearken shows our logo and
/// clears the custom one; custom shows the logo (spec 002 §4).
fn normalise_logo(settings: &mut Map<String, Value>) {
    let clear_custom = |settings: &mut Map<String, Value>| {
        if settings.contains_key("widget_custom_logo") {
            settings.insert("widget_custom_logo".into(), json!(""));
        }
    };
    match settings["logo_type"].as_str() {
        Some("none") => {
            settings.insert("widget_show_logo".into(), json!(false));
            clear_custom(settings);
        }
        Some("hearken") => {
            settings.insert("widget_show_logo".into(), json!(true));
            clear_custom(settings);
        }
        Some("custom") => {
            settings.insert("widget_show_logo".into(), json!(true));
        }
        _ => {}
    }
}

/// An add-on's key changes only while its owner is in force: below its plan the upgrade prompt
/// ('{feature} is a {plan} feature'), otherwise 'Please activate the {name} addon …' (spec 002 §5).
fn owned_gate(owned: &PluginKey, entitlements: &Entitlements) -> Result<()> {
    if !entitlements.covers(owned.plan()) {
        return Err(Error::plan_required(owned.feature(), owned.plan().label()));
    }
    if owned.in_force(entitlements) {
        Ok(())
    } else {
        Err(Error::Forbidden {
            code: "addon_inactive",
            message: format!(
                "Please activate the {} addon to access this feature.",
                owned.name
            ),
        })
    }
}

/// Refuses a change of a core key the license does not cover (spec 002 §5, §6).
fn core_gate(
    key: &str,
    value: &Value,
    entitlements: &Entitlements,
    ownership: &Ownership,
) -> Result<()> {
    let paid = |feature: &str| -> Result<()> {
        if entitlements.has_plan(Tier::Plus) {
            Ok(())
        } else {
            Err(Error::plan_required(feature, "Pro"))
        }
    };
    match key {
        "create_edit_surveys" | "view_results" | "delete_surveys" => {
            if entitlements.has_plan(Tier::Pro) {
                Ok(())
            } else {
                Err(Error::plan_required("Manage User Access", "Pro"))
            }
        }
        "widget_toggle_icon" => paid("Custom Icon"),
        "widget_toggle_text" => paid("Toggle Label"),
        "widget_font" => paid("Custom Font"),
        "widget_position" if matches!(value.as_str(), Some("middle_left" | "middle_right")) => {
            paid("Widget Position")
        }
        // A custom logo is the custom-logo key's owner's feature.
        "logo_type" if value == "custom" => {
            match ownership.plugin_key(&["widget_custom_logo".to_owned()]) {
                Some(owned) => owned_gate(owned, entitlements),
                None => Err(Error::plan_required("Custom Logo", "Pro")),
            }
        }
        _ => Ok(()),
    }
}
