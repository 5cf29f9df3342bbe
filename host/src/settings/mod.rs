//! Plugin-wide settings (spec 002 §3) held as a key/value map with the defaults of §9, their
//! validation with the spec's messages, and the plan gates on the keys a plan locks.

pub mod api;

use serde_json::{Map, Value, json};

use crate::{
    accounts::Capability,
    error::{Error, FieldErrors, Result},
    licensing::{Entitlements, Tier},
    on_db,
    storage::Db,
    surveys::validation::{is_hex_color, is_valid_email},
};

pub const FIX_ERRORS: &str = "Please fix errors on this page.";
pub const CUSTOM_LOGO_REQUIRED: &str = "You must select a custom logo.";
pub const SAVED: &str = "Settings saved.";

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
pub const HEATMAP_RETENTION_DAYS: [&str; 7] = ["1", "7", "14", "30", "60", "180", "365"];

/// Every setting with its default (spec 002 §3 and §9).
pub fn defaults() -> Map<String, Value> {
    let Value::Object(map) = json!({
        "widget_button_color": "#2D87F1",
        "widget_color": "#FFFFFF",
        "widget_show_logo": true,
        "widget_text_color": "#23282D",
        "widget_theme": "light",
        "widget_toggle_icon": "field-hearken",
        "widget_toggle_color": "#23282D",
        "widget_toggle_text": "",
        "widget_font": "",
        "widget_position": "bottom_right",
        "widget_start_minimized": false,
        "widget_custom_logo": "",
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
        "heatmap_auto_delete_enabled": false,
        "heatmap_retention_period": "60",
        "google_drive": {"connected": false, "label": "", "date": null, "folder_id": ""},
        "widget_allowed_origins": "",
        "anonymize_ip": false,
        "ai_summary_endpoint": "",
        "ai_summary_model": "gpt-4o-mini",
        "ai_summary_api_key": "",
        "timezone": "UTC"
    }) else {
        unreachable!("the defaults are an object")
    };
    map
}

/// The stored settings over the defaults.
pub async fn load(db: &Db) -> Result<Map<String, Value>> {
    let rows: Vec<(String, String)> = on_db!(db, pool => sqlx::query_as("SELECT key, value FROM settings").fetch_all(pool).await)?;
    let mut settings = defaults();
    for (key, value) in rows {
        if settings.contains_key(&key)
            && let Ok(value) = serde_json::from_str(&value)
        {
            settings.insert(key, value);
        }
    }
    if !settings["heatmap_retention_period"]
        .as_str()
        .is_some_and(|v| HEATMAP_RETENTION_DAYS.contains(&v))
    {
        settings.insert("heatmap_retention_period".into(), json!("60"));
    }
    Ok(settings)
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

/// Settings that `save` checks but does not store: `timezone` is stored together with the recount
/// of the daily counters in the new zone's days (`responses::counters::rezone`).
pub const STORED_ELSEWHERE: [&str; 1] = ["timezone"];

/// Validates and stores `changes` (a partial map), answering the full settings. Values equal to the
/// stored ones pass every plan gate, so a screen may send back everything it loaded. A changed
/// `timezone` is checked and answered but not stored here (see [`STORED_ELSEWHERE`]).
pub async fn save(
    db: &Db,
    entitlements: &Entitlements,
    roles: &[String],
    changes: Map<String, Value>,
) -> Result<Map<String, Value>> {
    let current = load(db).await?;
    let mut next = current.clone();
    let mut errors = FieldErrors::new();
    for (key, value) in changes {
        if !current.contains_key(&key) {
            errors.insert(key.clone(), format!("'{key}' is not a setting."));
            continue;
        }
        if key == "google_drive" && current.get(&key) != Some(&value) {
            errors.insert(
                key,
                "Google Drive is connected and disconnected from its own card, not saved here."
                    .into(),
            );
            continue;
        }
        if let Err(message) = check_value(&key, &value, roles) {
            errors.insert(key, message);
            continue;
        }
        next.insert(key, value);
    }
    normalise_logo(&mut next);
    if next["logo_type"] == "custom"
        && next["widget_custom_logo"]
            .as_str()
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
    for (key, value) in &next {
        if current.get(key) != Some(value) {
            gate(key, value, entitlements)?;
        }
    }
    let changed: Vec<(String, String)> = next
        .iter()
        .filter(|(k, v)| current.get(*k) != Some(*v) && !STORED_ELSEWHERE.contains(&k.as_str()))
        .map(|(k, v)| (k.clone(), v.to_string()))
        .collect();
    on_db!(db, pool => {
        let mut tx = crate::begin_write!(pool).await?;
        for (key, value) in &changed {
            sqlx::query("INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value")
                .bind(key).bind(value).execute(&mut *tx).await?;
        }
        tx.commit().await
    })?;
    Ok(next)
}

/// Choosing logo type none hides the logo and clears the custom one; hearken shows our logo and
/// clears the custom one; custom shows the logo (spec 002 §4).
fn normalise_logo(settings: &mut Map<String, Value>) {
    match settings["logo_type"].as_str() {
        Some("none") => {
            settings.insert("widget_show_logo".into(), json!(false));
            settings.insert("widget_custom_logo".into(), json!(""));
        }
        Some("hearken") => {
            settings.insert("widget_show_logo".into(), json!(true));
            settings.insert("widget_custom_logo".into(), json!(""));
        }
        Some("custom") => {
            settings.insert("widget_show_logo".into(), json!(true));
        }
        _ => {}
    }
}

fn check_value(key: &str, value: &Value, roles: &[String]) -> std::result::Result<(), String> {
    let text = || {
        value
            .as_str()
            .ok_or_else(|| "This setting is text.".to_owned())
    };
    let one_of = |allowed: &[&str]| -> std::result::Result<(), String> {
        let v = value.as_str().unwrap_or("\u{0}");
        if allowed.contains(&v) {
            Ok(())
        } else {
            Err(format!("Choose one of: {}.", allowed.join(", ")))
        }
    };
    match key {
        "widget_button_color" | "widget_color" | "widget_text_color" | "widget_toggle_color" => {
            if is_hex_color(text()?) {
                Ok(())
            } else {
                Err("Colours are hex colours such as #2D87F1.".into())
            }
        }
        "widget_show_logo"
        | "widget_start_minimized"
        | "summaries_html_template"
        | "summaries_disabled"
        | "allow_usage_tracking"
        | "anonymize_ip"
        | "heatmap_auto_delete_enabled" => {
            if value.is_boolean() {
                Ok(())
            } else {
                Err("This setting is true or false.".into())
            }
        }
        "widget_theme" => one_of(&["light", "dark"]),
        "widget_toggle_icon" => one_of(&TOGGLE_ICONS),
        "widget_position" => {
            one_of(&["bottom_left", "bottom_right", "middle_left", "middle_right"])
        }
        "logo_type" => one_of(&["hearken", "custom", "none"]),
        "automatic_updates" => one_of(&["all", "minor", "none"]),
        "heatmap_retention_period" => one_of(&HEATMAP_RETENTION_DAYS),
        "widget_toggle_text" | "skip_text" | "next_text" => {
            let t = text()?;
            if t.chars().count() > 100 {
                Err("This text is 100 characters at most.".into())
            } else if crate::surveys::validation::has_markup(t) {
                Err("HTML tags are not allowed here; use plain text.".into())
            } else {
                Ok(())
            }
        }
        "widget_allowed_origins" => {
            let t = text()?;
            match t
                .split(',')
                .map(str::trim)
                .filter(|o| !o.is_empty())
                .find(|o| !is_origin(o))
            {
                None => Ok(()),
                Some(bad) => Err(format!(
                    "'{bad}' is not a site origin; write origins such as https://example.com, separated by commas."
                )),
            }
        }
        "ai_summary_endpoint" => {
            let t = text()?;
            if t.is_empty() || crate::surveys::validation::is_url(t) {
                Ok(())
            } else {
                Err("Please enter the URL of an OpenAI-compatible API, such as https://api.openai.com/v1.".into())
            }
        }
        "ai_summary_model" | "ai_summary_api_key" => {
            let t = text()?;
            if t.chars().count() > 200 {
                Err("This text is 200 characters at most.".into())
            } else {
                Ok(())
            }
        }
        "widget_custom_logo" | "notifications_header_image" => {
            let t = text()?;
            if t.is_empty() || crate::surveys::validation::is_url(t) {
                Ok(())
            } else {
                Err("Please enter a valid image URL.".into())
            }
        }
        "timezone" => match crate::time::SiteZone::parse(text()?) {
            Some(_) => Ok(()),
            None => Err(crate::time::UNKNOWN_ZONE.into()),
        },
        "widget_font" => match value {
            Value::String(s) if s.is_empty() => Ok(()),
            Value::Null => Ok(()),
            Value::Object(font)
                if font.keys().all(|k| k == "family" || k == "weight")
                    && font.values().all(|v| v.is_string() || v.is_null()) =>
            {
                Ok(())
            }
            _ => Err("The font is empty (use the theme's) or {family, weight}.".into()),
        },
        "notifications_recipients" => {
            let t = text()?;
            if t.split(',')
                .map(str::trim)
                .filter(|a| !a.is_empty())
                .all(is_valid_email)
            {
                Ok(())
            } else {
                Err(crate::surveys::validation::INVALID_ADDRESSES.into())
            }
        }
        "create_edit_surveys" | "view_results" | "delete_surveys" => {
            let Some(list) = value.as_array() else {
                return Err("This setting is a list of role slugs.".into());
            };
            for role in list {
                match role.as_str() {
                    Some(r) if roles.iter().any(|known| known == r) => {}
                    _ => return Err(format!("{role} is not a role of this site.")),
                }
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// `scheme://host[:port]` with no path: what a browser sends in `Origin`.
pub fn is_origin(text: &str) -> bool {
    let Some((scheme, rest)) = text.split_once("://") else {
        return false;
    };
    matches!(scheme, "http" | "https")
        && !rest.is_empty()
        && !rest.contains('/')
        && rest
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':' | '[' | ']'))
}

/// Refuses a change the license or add-ons do not cover (spec 002 §5, §6).
fn gate(key: &str, value: &Value, entitlements: &Entitlements) -> Result<()> {
    let paid = |feature: &str| -> Result<()> {
        if entitlements.has_plan(Tier::Plus) {
            Ok(())
        } else {
            Err(Error::plan_required(feature, "Pro"))
        }
    };
    let addon = |slug: &str, title: &str, feature: &str| -> Result<()> {
        paid(feature)?;
        if entitlements.addon(slug) {
            Ok(())
        } else {
            Err(Error::Forbidden {
                code: "addon_inactive",
                message: format!("Please activate the {title} addon to access this feature."),
            })
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
        "widget_color"
        | "widget_text_color"
        | "widget_button_color"
        | "widget_toggle_color"
        | "widget_theme" => addon("branding", "Branding", "Theme Colors"),
        "widget_custom_logo" => addon("branding", "Branding", "Custom Logo"),
        "logo_type" if value == "custom" => addon("branding", "Branding", "Custom Logo"),
        "widget_start_minimized" => addon("behavior", "Behavior", "Start Minimized"),
        "heatmap_auto_delete_enabled" | "heatmap_retention_period" => {
            if !entitlements.has_plan(Tier::Elite) {
                return Err(Error::plan_required("Heatmaps", "Elite"));
            }
            addon("heatmaps", "Heatmaps", "Heatmaps")
        }
        _ => Ok(()),
    }
}
