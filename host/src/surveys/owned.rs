//! The survey settings add-ons own, on a save: merged key by key over the stored survey (a client
//! that does not know an add-on's key cannot erase it), checked against the owner's schema while
//! the owner is in force, reset to the manifest's default while it is not (spec 000 §6's resets,
//! done for every add-on alike), and passed to the owners' `validate-survey-settings` hooks.

use serde_json::{Map, Value, json};

use crate::{
    addons::{
        Addons,
        package::hooks::Hook,
        registry::ownership::{Ownership, completed, paths, set_at, value_at},
    },
    error::{Error, FieldErrors, Result},
    licensing::Entitlements,
};

/// The settings a save stores: `sent` over `stored`, top-level key by key (`addons` slug by slug and
/// key by key).
pub fn merge(stored: &Map<String, Value>, sent: Map<String, Value>) -> Map<String, Value> {
    let mut out = stored.clone();
    for (path, value) in paths(sent) {
        set_at(&mut out, &path, value);
    }
    out
}

/// Settles every known key (default filled in, schema checked while its owner is in force, reset
/// while it is not) and refuses a changed key nobody owns. Answers the schema failures, by field
/// path (`settings.theming.widget_color`).
pub fn settle(
    owned: &mut Map<String, Value>,
    stored: &Map<String, Value>,
    ownership: &Ownership,
    entitlements: &Entitlements,
) -> FieldErrors {
    let mut errors = FieldErrors::new();
    for key in &ownership.survey {
        let path = key.path();
        let field = format!("settings.{}", path.join("."));
        let value = if key.in_force(entitlements) {
            let value = value_at(owned, &path)
                .cloned()
                .map(|v| completed(v, key.default()))
                .unwrap_or_else(|| key.default().clone());
            for failure in key.check(&value, &field) {
                errors.entry(failure.path).or_insert(failure.message);
            }
            value
        } else {
            key.default().clone()
        };
        set_at(owned, &path, value);
    }
    let known = |path: &[String]| ownership.survey_key(path).is_some();
    for (key, value) in owned.iter() {
        if key == "addons" {
            for (slug, keys) in value.as_object().into_iter().flatten() {
                for (k, v) in keys.as_object().into_iter().flatten() {
                    let path = ["addons".to_owned(), slug.clone(), k.clone()];
                    if !known(&path) && value_at(stored, &path) != Some(v) {
                        let field = format!("settings.{}", path.join("."));
                        errors.insert(field.clone(), format!("'{field}' is not a survey setting."));
                    }
                }
            }
        } else if !known(std::slice::from_ref(key)) && stored.get(key) != Some(value) {
            let field = format!("settings.{key}");
            errors.insert(field.clone(), format!("'{field}' is not a survey setting."));
        }
    }
    errors
}

/// The findings of the owners' `validate-survey-settings` hooks.
#[derive(Debug, Default)]
pub struct HookFindings {
    /// Refuse the save (422).
    pub errors: FieldErrors,
    /// Keep the survey from being published.
    pub incomplete: FieldErrors,
}

/// Calls each owner in force that subscribes to `validate-survey-settings` with its own keys; takes
/// back its cleaned values (checked against its schemas again) and its findings.
pub async fn validate_with_owners(
    addons: &Addons,
    survey: &Value,
    owned: &mut Map<String, Value>,
    ownership: &Ownership,
    entitlements: &Entitlements,
) -> Result<HookFindings> {
    let mut findings = HookFindings::default();
    for slug in addons.subscribers(Hook::ValidateSurveySettings, entitlements) {
        let keys: Vec<_> = ownership.survey.iter().filter(|k| k.slug == slug).collect();
        if keys.is_empty() {
            continue;
        }
        let mut own = Map::new();
        for key in &keys {
            if let Some(value) = value_at(owned, &key.path()) {
                own.insert(key.key.clone(), value.clone());
            }
        }
        let input = json!({"survey": survey, "settings": own, "errors": [], "incomplete": []});
        let output = addons
            .call_one(&slug, Hook::ValidateSurveySettings, input, entitlements)
            .await?;
        for key in &keys {
            let Some(value) = output["settings"].get(&key.key) else {
                continue;
            };
            let field = format!("settings.{}", key.path().join("."));
            if let Some(failure) = key.check(value, &field).into_iter().next() {
                return Err(Error::AddonFailed {
                    slug: slug.clone(),
                    message: format!(
                        "The {} add-on answered a value its own schema refuses ({}: {}). Nothing was saved.",
                        key.name, failure.path, failure.message
                    ),
                });
            }
            set_at(owned, &key.path(), value.clone());
        }
        for (list, into) in [
            ("errors", &mut findings.errors),
            ("incomplete", &mut findings.incomplete),
        ] {
            for item in output[list].as_array().into_iter().flatten() {
                let field = item["field"].as_str().unwrap_or("settings").to_owned();
                let message = item["message"]
                    .as_str()
                    .unwrap_or("This setting is not valid.")
                    .to_owned();
                into.entry(field).or_insert(message);
            }
        }
    }
    Ok(findings)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::addons::package::manifest::test_manifest;
    use crate::{addons::package::manifest::Manifest, licensing::LicenseView};
    use serde_json::json;

    const OWNER: &str = test_manifest!(
        "nudge",
        "Nudge",
        "pro",
        "^1.1",
        r#"
[survey_settings.nudge]
top_level = true
default = { delay = 20, style = "soft" }
[survey_settings.nudge.schema]
type = "object"
additionalProperties = false
properties.delay = { type = "integer", minimum = 0, maximum = 60, errorMessage = "The delay is between 0 and 60 seconds." }
properties.style = { enum = ["soft", "loud"] }
"#
    );

    fn ownership() -> Ownership {
        Ownership::gather([&Manifest::parse(OWNER).unwrap()])
    }

    fn entitled(active: bool) -> Entitlements {
        let license = LicenseView::for_tests(Some(crate::licensing::Tier::Pro));
        let addons = if active {
            vec![("nudge".to_owned(), crate::licensing::Tier::Pro)]
        } else {
            vec![]
        };
        Entitlements::new(license, addons)
    }

    fn map(value: Value) -> Map<String, Value> {
        value.as_object().unwrap().clone()
    }

    #[test]
    fn a_key_of_an_owner_in_force_is_checked_and_completed() {
        let stored = Map::new();
        let mut owned = map(json!({"nudge": {"delay": 61}}));
        let errors = settle(&mut owned, &stored, &ownership(), &entitled(true));
        assert_eq!(
            errors["settings.nudge.delay"],
            "The delay is between 0 and 60 seconds."
        );
        let mut owned = map(json!({"nudge": {"delay": 5}}));
        assert!(settle(&mut owned, &stored, &ownership(), &entitled(true)).is_empty());
        assert_eq!(owned["nudge"], json!({"delay": 5, "style": "soft"}));
    }

    #[test]
    fn a_key_of_an_owner_not_in_force_is_reset_to_its_default() {
        let mut owned = map(json!({"nudge": {"delay": 99}}));
        assert!(settle(&mut owned, &Map::new(), &ownership(), &entitled(false)).is_empty());
        assert_eq!(owned["nudge"], json!({"delay": 20, "style": "soft"}));
    }

    #[test]
    fn nobody_s_key_is_kept_as_stored_and_refused_when_changed() {
        let stored = map(json!({"legacy": 1, "addons": {"gone": {"k": true}}}));
        let mut same = stored.clone();
        assert!(settle(&mut same, &stored, &ownership(), &entitled(true)).is_empty());
        let mut changed = map(json!({"legacy": 2, "addons": {"gone": {"k": false}}}));
        let errors = settle(&mut changed, &stored, &ownership(), &entitled(true));
        assert_eq!(
            errors["settings.legacy"],
            "'settings.legacy' is not a survey setting."
        );
        assert_eq!(
            errors["settings.addons.gone.k"],
            "'settings.addons.gone.k' is not a survey setting."
        );
    }

    #[test]
    fn a_save_that_leaves_a_key_out_keeps_it() {
        let stored = map(json!({"nudge": {"delay": 5}, "addons": {"x": {"a": 1, "b": 2}}}));
        let merged = merge(&stored, map(json!({"addons": {"x": {"b": 3}}})));
        assert_eq!(
            Value::Object(merged),
            json!({"nudge": {"delay": 5}, "addons": {"x": {"a": 1, "b": 3}}})
        );
    }
}
