//! The targeting add-on (Pro) owns `settings.targeting` of every survey: the devices a survey shows
//! on and its page rules (spec 000 §3, 002 §5). The host checks the shape against the manifest's
//! schema; this add-on adds what a schema cannot say (a rule without a value, or a pattern that is
//! not a regular expression, keeps the survey from being published while pages are targeted by
//! rules), and on `survey-visibility` hides a survey on a device not on its devices list, or whose
//! page rules the visitor's page does not match (`rules.rs`). Its manifest declares the tablet and
//! mobile devices: without it in force the host shows surveys on desktops only.

mod rules;

use hearken_addon::{
    Addon, Value, Verdict, VisibilityInput, export_addon, json, serde::Deserialize,
};

struct Targeting;

/// The hidden reasons the visibility endpoint shows (the device one is spec 002 §8's).
pub const NOT_THIS_PAGE: &str = "current page does not match the survey's page rules";
pub const DEVICE_NOT_LISTED: &str = "current device is not on the survey's devices list";

/// What `survey-visibility` reads of its input (API 1.1): the verdict so far, the survey's
/// `settings.targeting` (small: read as a value) and the visitor's page context. The rest of the
/// input is skipped unread: this runs on every page view of a targeted survey.
type Decision<'a> = VisibilityInput<'a, Survey, rules::Visitor<'a>>;

#[derive(Deserialize)]
#[serde(crate = "hearken_addon::serde")]
struct Survey {
    #[serde(default)]
    settings: Settings,
}

#[derive(Deserialize, Default)]
#[serde(crate = "hearken_addon::serde")]
struct Settings {
    #[serde(default)]
    targeting: Value,
}

/// Is the visitor's device (desktop when the host says none) on the survey's devices list? An
/// empty or missing list means every device.
fn device_listed(targeting: &Value, visitor: &rules::Visitor<'_>) -> bool {
    let device = visitor.device.as_deref().unwrap_or("desktop");
    match targeting["devices"].as_array() {
        Some(list) if !list.is_empty() => list.iter().any(|d| d == device),
        _ => true,
    }
}

/// Does the survey target pages by rules (rather than every page)?
fn by_rules(targeting: &Value) -> bool {
    targeting["pages"].as_str().unwrap_or("all") != "all"
}

fn is_empty(data: &Value) -> bool {
    match data {
        Value::Null => true,
        Value::String(text) => text.trim().is_empty(),
        Value::Array(list) => list.is_empty(),
        _ => false,
    }
}

impl Addon for Targeting {
    fn validate_survey_settings(mut input: Value) -> Result<Value, String> {
        let targeting = &input["settings"]["targeting"];
        if !by_rules(targeting) {
            return Ok(input);
        }
        let flagged: Vec<(usize, &str)> = targeting["page_rules"]
            .as_array()
            .map(|rules| {
                rules
                    .iter()
                    .enumerate()
                    .filter_map(|(j, rule)| {
                        if is_empty(&rule["data"]) {
                            Some((j, "This rule needs a value."))
                        } else if rule["logic"] == "query_parameter_regex"
                            && rules::pattern(&rules::text(&rule["data"])).is_none()
                        {
                            Some((j, "This is not a valid regular expression."))
                        } else {
                            None
                        }
                    })
                    .collect()
            })
            .unwrap_or_default();
        let flagged: Vec<Value> = flagged
            .into_iter()
            .map(|(j, message)| {
                json!({
                    "field": format!("settings.targeting.page_rules.{j}.data"),
                    "message": message,
                })
            })
            .collect();
        if let Some(incomplete) = input["incomplete"].as_array_mut() {
            incomplete.extend(flagged);
        }
        Ok(input)
    }

    /// Typed and borrowed (SDK 1.2): a page view reads the page context without building it.
    fn survey_visibility_text(text: &str) -> Result<Verdict, String> {
        let decision: Decision = hearken_addon::input(text)?;
        if let Some(hidden) = decision.hidden() {
            return Ok(hidden);
        }
        let targeting = &decision.survey.settings.targeting;
        if !device_listed(targeting, &decision.visitor) {
            return Ok(Verdict::hidden(DEVICE_NOT_LISTED));
        }
        let rules = targeting["page_rules"]
            .as_array()
            .map(Vec::as_slice)
            .unwrap_or(&[]);
        if by_rules(targeting) && !rules::all_match(rules, &rules::Page::of(&decision.visitor)) {
            return Ok(Verdict::hidden(NOT_THIS_PAGE));
        }
        Ok(Verdict::SHOWN)
    }
}

export_addon!(Targeting);

#[cfg(test)]
mod tests {
    use super::*;

    /// The verdict for the input the host sends, as JSON text.
    fn decide(targeting: Value, visitor: Value) -> Value {
        let input = hearken_addon::visibility_test_input(json!({"targeting": targeting}), visitor);
        let verdict = Targeting::survey_visibility_text(&input).unwrap();
        hearken_addon::serde_json::to_value(verdict).unwrap()
    }

    #[test]
    fn a_survey_shows_only_on_the_devices_it_lists() {
        let tablets = json!({"devices": ["desktop", "tablet"], "pages": "all", "page_rules": []});
        let on_phone = decide(tablets.clone(), json!({"device": "mobile"}));
        assert_eq!(on_phone["visible"], false);
        assert_eq!(on_phone["reason"], DEVICE_NOT_LISTED);
        assert_eq!(
            decide(tablets, json!({"device": "tablet"}))["visible"],
            true
        );
        let phones = json!({"devices": ["mobile"], "pages": "all"});
        // No device from the host means a desktop.
        assert_eq!(decide(phones.clone(), json!({}))["visible"], false);
        assert_eq!(decide(phones, json!({"device": "mobile"}))["visible"], true);
    }

    #[test]
    fn the_page_rules_decide_after_the_device() {
        let rules = json!({"devices": ["desktop"], "pages": "custom", "page_rules": [
            {"logic": "page_url_contains", "operator": null, "data": "/pricing"}
        ]});
        let elsewhere = decide(
            rules.clone(),
            json!({"device": "desktop", "url": "https://a.test/blog"}),
        );
        assert_eq!(elsewhere["reason"], NOT_THIS_PAGE);
        let there = decide(
            rules,
            json!({"device": "desktop", "url": "https://a.test/pricing"}),
        );
        assert_eq!(there["visible"], true);
    }

    #[test]
    fn a_survey_already_hidden_stays_hidden_with_its_reason() {
        let input = json!({
            "survey": {"settings": {"targeting": {"devices": ["mobile"]}}},
            "visitor": {"device": "desktop"},
            "visible": false,
            "reason": "cookie present",
        });
        let out = Targeting::survey_visibility_text(&input.to_string()).unwrap();
        assert_eq!(out.reason.as_deref(), Some("cookie present"));
    }

    #[test]
    fn the_whole_page_context_of_the_host_is_read() {
        // The host's page context as `Visitor::to_json` writes it, nulls and escapes included.
        let visitor = json!({
            "url": "https://shop.example/a\"b", "title": "Caf\u{e9} \"x\"", "referrer": "",
            "page_type": "product", "post_type": "product", "post_id": "42", "terms": ["category:news"],
            "logged_in": false, "role": null, "cookies": {"hearken_survey_3": "%7B%7D", "theme": ""},
            "device": "desktop", "shortcode": false,
        });
        let rules = json!({"pages": "custom", "page_rules": [
            {"logic": "page_url_contains", "operator": null, "data": "a\"b"},
            {"logic": "cookie_exist", "operator": "&&", "data": ["theme"]},
            {"logic": "taxonomy_term_is", "operator": "&&", "data": ["news"]}
        ]});
        assert_eq!(decide(rules, visitor)["visible"], true);
    }
}
