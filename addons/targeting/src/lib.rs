//! The targeting add-on (Pro) owns `settings.targeting` of every survey: the devices a survey shows
//! on and its page rules (spec 000 §3, 002 §5). The host checks the shape against the manifest's
//! schema; this add-on adds what a schema cannot say (a rule without a value, or a pattern that is
//! not a regular expression, keeps the survey from being published while pages are targeted by
//! rules), and on `survey-visibility` hides a survey on a device not on its devices list, or whose
//! page rules the visitor's page does not match (`rules.rs`). Its manifest declares the tablet and
//! mobile devices: without it in force the host shows surveys on desktops only.

mod rules;

use hearken_addon::{Addon, Value, export_addon, json};

struct Targeting;

/// The hidden reasons the visibility endpoint shows (the device one is spec 002 §8's).
pub const NOT_THIS_PAGE: &str = "current page does not match the survey's page rules";
pub const DEVICE_NOT_LISTED: &str = "current device is not on the survey's devices list";

/// Is the visitor's device (desktop when the host says none) on the survey's devices list? An
/// empty or missing list means every device.
fn device_listed(targeting: &Value, visitor: &Value) -> bool {
    let device = visitor["device"].as_str().unwrap_or("desktop");
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

    fn survey_visibility(mut decision: Value) -> Result<Value, String> {
        if decision["visible"] != true {
            return Ok(decision);
        }
        let targeting = &decision["survey"]["settings"]["targeting"];
        if !device_listed(targeting, &decision["visitor"]) {
            decision["visible"] = false.into();
            decision["reason"] = DEVICE_NOT_LISTED.into();
            return Ok(decision);
        }
        if !by_rules(targeting) {
            return Ok(decision);
        }
        let rules = targeting["page_rules"]
            .as_array()
            .map(Vec::as_slice)
            .unwrap_or(&[]);
        if !rules::all_match(rules, &rules::Page::of(&decision["visitor"])) {
            decision["visible"] = false.into();
            decision["reason"] = NOT_THIS_PAGE.into();
        }
        Ok(decision)
    }
}

export_addon!(Targeting);

#[cfg(test)]
mod tests {
    use super::*;

    fn decide(targeting: Value, visitor: Value) -> Value {
        Targeting::survey_visibility(json!({
            "survey": {"id": 3, "settings": {"targeting": targeting}},
            "visitor": visitor,
            "visible": true,
            "reason": null,
        }))
        .unwrap()
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
        let out = Targeting::survey_visibility(json!({
            "survey": {"settings": {"targeting": {"devices": ["mobile"]}}},
            "visitor": {"device": "desktop"},
            "visible": false,
            "reason": "cookie present",
        }))
        .unwrap();
        assert_eq!(out["reason"], "cookie present");
    }
}
