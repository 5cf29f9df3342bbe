//! The geo-restrictions add-on (Pro) owns `settings.geo_targeting` of every survey: everyone
//! (`target: all`, the default) or only visitors in the chosen countries (`target: select`,
//! `countries: ["DE", …]`, spec 000 §3, 002 §5). The host resolves the visitor's country from the
//! request address (its IP-to-country database, or a trusted proxy's header) and hands it to this
//! add-on because the manifest asks for `visitor.country`; the add-on never sees the address. On
//! `survey-visibility` it hides a survey outside its countries. A visitor whose country cannot be
//! told (a private or unknown address) does not see a survey limited to countries: the limit is a
//! promise to the site's owner, and showing the survey to someone who may be outside it would
//! break it.
//!
//! The manifest sets `visibility_when_set`, so the host calls this only for surveys whose geo
//! targeting is not the default: surveys shown to everyone cost nothing.

use std::borrow::Cow;

use hearken_addon::{
    Addon, Value, Verdict, VisibilityInput, export_addon, json, serde::Deserialize,
};

struct GeoRestrictions;

/// Why a survey limited to countries cannot be published without one (the card says the same).
pub const NO_COUNTRY: &str = "Choose at least one country.";

/// The hidden reasons the visibility endpoint shows.
pub const OUTSIDE_COUNTRIES: &str = "visitor's country is not one of the survey's countries";
pub const COUNTRY_UNKNOWN: &str =
    "visitor's country is unknown, and the survey shows only in selected countries";

/// What `survey-visibility` reads of its input: the verdict so far, the survey's geo targeting and
/// the visitor's country. The rest of the input is skipped unread.
type Decision<'a> = VisibilityInput<'a, Survey<'a>, Visitor<'a>>;

#[derive(Deserialize)]
#[serde(crate = "hearken_addon::serde")]
struct Survey<'a> {
    #[serde(borrow, default)]
    settings: Settings<'a>,
}

#[derive(Deserialize, Default)]
#[serde(crate = "hearken_addon::serde")]
struct Settings<'a> {
    #[serde(borrow, default)]
    geo_targeting: Option<GeoTargeting<'a>>,
}

#[derive(Deserialize, Default)]
#[serde(crate = "hearken_addon::serde")]
struct GeoTargeting<'a> {
    #[serde(borrow, default)]
    target: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    countries: Vec<Cow<'a, str>>,
}

#[derive(Deserialize, Default)]
#[serde(crate = "hearken_addon::serde")]
struct Visitor<'a> {
    /// ISO 3166-1 alpha-2, upper case; null when the host cannot tell.
    #[serde(borrow, default)]
    country: Option<Cow<'a, str>>,
}

/// Whether a visitor from `country` may see a survey with `geo` targeting, and why not.
fn verdict(geo: &GeoTargeting<'_>, country: Option<&str>) -> Verdict {
    if geo.target.as_deref().unwrap_or("all") != "select" {
        return Verdict::SHOWN;
    }
    match country {
        None => Verdict::hidden(COUNTRY_UNKNOWN),
        Some(country)
            if geo
                .countries
                .iter()
                .any(|c| c.eq_ignore_ascii_case(country)) =>
        {
            Verdict::SHOWN
        }
        Some(_) => Verdict::hidden(OUTSIDE_COUNTRIES),
    }
}

impl Addon for GeoRestrictions {
    /// A survey limited to selected countries with none selected would show to nobody: it stays
    /// a draft until one is chosen.
    fn validate_survey_settings(mut input: Value) -> Result<Value, String> {
        let geo = &input["settings"]["geo_targeting"];
        let empty = geo["countries"].as_array().is_none_or(Vec::is_empty);
        if geo["target"] == "select"
            && empty
            && let Some(incomplete) = input["incomplete"].as_array_mut()
        {
            incomplete
                .push(json!({"field": "settings.geo_targeting.countries", "message": NO_COUNTRY}));
        }
        Ok(input)
    }

    fn survey_visibility_text(text: &str) -> Result<Verdict, String> {
        let decision: Decision = hearken_addon::input(text)?;
        if let Some(hidden) = decision.hidden() {
            return Ok(hidden);
        }
        let geo = decision.survey.settings.geo_targeting.unwrap_or_default();
        Ok(verdict(&geo, decision.visitor.country.as_deref()))
    }
}

export_addon!(GeoRestrictions);

#[cfg(test)]
mod tests {
    use super::*;

    /// The verdict for the input the host sends, as JSON.
    fn decide(geo: Value, country: Value) -> Value {
        let input = hearken_addon::visibility_test_input(
            json!({"geo_targeting": geo}),
            json!({"device": "desktop", "country": country}),
        );
        let verdict = GeoRestrictions::survey_visibility_text(&input).unwrap();
        hearken_addon::serde_json::to_value(verdict).unwrap()
    }

    #[test]
    fn everyone_sees_a_survey_for_all_countries() {
        let all = json!({"target": "all", "countries": ["DE"]});
        assert_eq!(decide(all.clone(), json!("US"))["visible"], true);
        assert_eq!(decide(all, Value::Null)["visible"], true);
        assert_eq!(decide(Value::Null, json!("US"))["visible"], true);
    }

    #[test]
    fn only_visitors_in_the_chosen_countries_see_a_selected_survey() {
        let select = json!({"target": "select", "countries": ["DE", "AT"]});
        assert_eq!(decide(select.clone(), json!("AT"))["visible"], true);
        let outside = decide(select.clone(), json!("US"));
        assert_eq!(outside["visible"], false);
        assert_eq!(outside["reason"], OUTSIDE_COUNTRIES);
        let unknown = decide(select, Value::Null);
        assert_eq!(unknown["visible"], false);
        assert_eq!(unknown["reason"], COUNTRY_UNKNOWN);
    }

    #[test]
    fn a_survey_hidden_before_keeps_its_reason() {
        let input = json!({
            "survey": {"settings": {"geo_targeting": {"target": "all", "countries": []}}},
            "visitor": {"country": "DE"},
            "visible": false,
            "reason": "survey is not published",
        });
        let verdict = GeoRestrictions::survey_visibility_text(&input.to_string()).unwrap();
        assert!(!verdict.visible);
        assert_eq!(verdict.reason.as_deref(), Some("survey is not published"));
    }

    #[test]
    fn a_survey_limited_to_no_country_is_incomplete() {
        let input = |geo: Value| json!({"settings": {"geo_targeting": geo}, "incomplete": []});
        let out = GeoRestrictions::validate_survey_settings(input(
            json!({"target": "select", "countries": []}),
        ))
        .unwrap();
        assert_eq!(
            out["incomplete"],
            json!([{"field": "settings.geo_targeting.countries", "message": NO_COUNTRY}])
        );
        for fine in [
            json!({"target": "select", "countries": ["DE"]}),
            json!({"target": "all", "countries": []}),
        ] {
            let out = GeoRestrictions::validate_survey_settings(input(fine)).unwrap();
            assert_eq!(out["incomplete"], json!([]));
        }
    }

    #[test]
    fn no_country_selected_hides_the_survey_from_everyone() {
        let none = json!({"target": "select", "countries": []});
        assert_eq!(decide(none, json!("DE"))["visible"], false);
    }
}
