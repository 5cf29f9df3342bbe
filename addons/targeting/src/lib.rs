//! The targeting add-on (Pro) owns `settings.targeting` of every survey: the devices a survey shows
//! on and its page rules (spec 000 §3, 002 §5). The host checks the shape against the manifest's
//! schema; this add-on adds what a schema cannot say: a rule without a value keeps the survey
//! from being published while pages are targeted by rules.

use hearken_addon::{Addon, Value, export_addon, json};

struct Targeting;

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
        if targeting["pages"].as_str().unwrap_or("all") == "all" {
            return Ok(input);
        }
        let empty: Vec<usize> = targeting["page_rules"]
            .as_array()
            .map(|rules| {
                rules
                    .iter()
                    .enumerate()
                    .filter(|(_, rule)| is_empty(&rule["data"]))
                    .map(|(j, _)| j)
                    .collect()
            })
            .unwrap_or_default();
        if let Some(incomplete) = input["incomplete"].as_array_mut() {
            for j in empty {
                incomplete.push(json!({
                    "field": format!("settings.targeting.page_rules.{j}.data"),
                    "message": "This rule needs a value.",
                }));
            }
        }
        Ok(input)
    }
}

export_addon!(Targeting);
