//! The core's settings keys, checked one by one with the messages of spec 002 §5 (add-ons' keys are
//! checked against the schemas their manifests declare).

use serde_json::Value;

use super::TOGGLE_ICONS;
use crate::text::is_valid_email;

/// Checks one core key's value; `roles` are the site's role slugs (for the Access lists).
pub fn check_value(key: &str, value: &Value, roles: &[String]) -> std::result::Result<(), String> {
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
        "widget_show_logo"
        | "summaries_html_template"
        | "summaries_disabled"
        | "allow_usage_tracking"
        | "anonymize_ip"
        | "no_client_storage" => {
            if value.is_boolean() {
                Ok(())
            } else {
                Err("This setting is true or false.".into())
            }
        }
        "widget_toggle_icon" => one_of(&TOGGLE_ICONS),
        "widget_position" => {
            one_of(&["bottom_left", "bottom_right", "middle_left", "middle_right"])
        }
        "logo_type" => one_of(&["hearken", "custom", "none"]),
        "automatic_updates" => one_of(&["all", "minor", "none"]),
        "widget_toggle_text" | "skip_text" | "next_text" => {
            let t = text()?;
            if t.chars().count() > 100 {
                Err("This text is 100 characters at most.".into())
            } else if crate::text::has_markup(t) {
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
            if t.is_empty() || crate::text::is_url(t) {
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
        "notifications_header_image" => {
            let t = text()?;
            if t.is_empty() || crate::text::is_url(t) {
                Ok(())
            } else {
                Err("Please enter a valid image URL.".into())
            }
        }
        "timezone" => match crate::time::SiteZone::parse(text()?) {
            Some(_) => Ok(()),
            None => Err(crate::time::UNKNOWN_ZONE.into()),
        },
        "widget_font" => super::fonts::check_font(value),
        "session_idle_hours" => match value.as_i64() {
            Some(1..=super::MAX_IDLE_HOURS) => Ok(()),
            _ => Err(format!(
                "Sessions end after 1 to {} hours without use.",
                super::MAX_IDLE_HOURS
            )),
        },
        "cooldown_after_shown_days" | "cooldown_after_answered_days" => match value.as_i64() {
            Some(0..=365) => Ok(()),
            _ => Err("A cooldown is 0 to 365 days (0: none).".into()),
        },
        "surveys_per_visit" => match value.as_i64() {
            Some(0..=100) => Ok(()),
            _ => Err("Surveys per visit are 0 to 100 (0: no limit).".into()),
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
                Err(crate::text::INVALID_ADDRESSES.into())
            }
        }
        "languages" => {
            use crate::language::{canonical_tag, not_a_tag};
            let Some(list) = value.as_array() else {
                return Err("This setting is a list of language tags.".into());
            };
            if list.len() > crate::language::MAX_LANGUAGES {
                return Err(format!(
                    "A site offers at most {} languages.",
                    crate::language::MAX_LANGUAGES
                ));
            }
            let mut seen = Vec::new();
            for tag in list {
                let text = tag.as_str().unwrap_or_default();
                let Some(canonical) = canonical_tag(text) else {
                    return Err(not_a_tag(
                        &tag.as_str().map_or_else(|| tag.to_string(), str::to_owned),
                    ));
                };
                if seen.contains(&canonical) {
                    return Err(format!("{canonical} is listed twice."));
                }
                seen.push(canonical);
            }
            Ok(())
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
