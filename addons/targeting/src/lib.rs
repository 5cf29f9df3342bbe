//! The targeting add-on (Pro) owns `settings.targeting` of every survey: the devices a survey shows
//! on and its page rules (spec 000 §3, 002 §5). The host checks the shape against the manifest's
//! schema; this add-on adds what a schema cannot say (a rule without a value, or a pattern that is
//! not a regular expression, keeps the survey from being published while pages are targeted by
//! rules), and on `survey-visibility` hides a survey whose page rules the visitor's page does not
//! match (`rules.rs`).

mod rules;

use hearken_addon::{Addon, Value, export_addon, json};

struct Targeting;

/// The hidden reason the visibility endpoint shows.
pub const NOT_THIS_PAGE: &str = "current page does not match the survey's page rules";

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
