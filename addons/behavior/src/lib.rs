//! The behavior add-on (Pro) owns `settings.behavior` of every survey (timing, display length, run
//! time, start minimized; spec 000 §3, §9) and the plugin setting `widget_start_minimized`. The host
//! checks the shapes against the manifest's schemas; this add-on adds what a schema cannot say: a
//! survey that expires needs both the month and the day before it can be published.

use hearken_addon::{Addon, Value, export_addon, json};

struct Behavior;

impl Addon for Behavior {
    fn validate_survey_settings(mut input: Value) -> Result<Value, String> {
        let behavior = &input["settings"]["behavior"];
        let expires = behavior["run_time"] == "expire";
        let dated =
            behavior["expire_at"]["month"].is_number() && behavior["expire_at"]["day"].is_number();
        if expires
            && !dated
            && let Some(incomplete) = input["incomplete"].as_array_mut()
        {
            incomplete.push(json!({
                "field": "settings.behavior.expire_at",
                "message": "Choose the month and day the survey expires.",
            }));
        }
        Ok(input)
    }
}

export_addon!(Behavior);
