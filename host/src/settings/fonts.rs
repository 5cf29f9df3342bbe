//! The font catalogue (spec 002 §3: static data of web font families with their variants). It is
//! the admin shell's `fonts.json`, read at compile time so that the families the customizer offers,
//! the families the host accepts and the font files the widget build writes (widget/scripts/
//! fonts.mjs) are one list.

use std::{collections::HashMap, sync::LazyLock};

use serde::Deserialize;
use serde_json::Value;

#[derive(Deserialize)]
struct Family {
    family: String,
    variants: Vec<String>,
}

/// Family name → its upright weights ('regular', '100' … '900'; italic forms are not offered).
static CATALOGUE: LazyLock<HashMap<String, Vec<String>>> = LazyLock::new(|| {
    let families: Vec<Family> =
        serde_json::from_str(include_str!("../../../admin-shell/src/settings/fonts.json"))
            .expect("fonts.json is the catalogue's JSON");
    families
        .into_iter()
        .map(|f| {
            let upright = f.variants.into_iter().filter(|v| !v.contains("italic"));
            (f.family, upright.collect())
        })
        .collect()
});

pub const UNKNOWN_FAMILY: &str = "Choose a font family from the list.";
pub const UNKNOWN_WEIGHT: &str = "Choose one of the weights this font offers.";
const SHAPE: &str = "The font is empty (use the theme's) or {family, weight}.";

/// `widget_font`: '' or null (the theme's font), or `{family, weight}` with a catalogue family and
/// one of its upright weights; a family without a weight is a custom font at its regular weight.
pub fn check_font(value: &Value) -> Result<(), String> {
    let font = match value {
        Value::Null => return Ok(()),
        Value::String(s) if s.is_empty() => return Ok(()),
        Value::Object(font) if font.keys().all(|k| k == "family" || k == "weight") => font,
        _ => return Err(SHAPE.into()),
    };
    let text = |key: &str| match font.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) if s.is_empty() => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.as_str())),
        Some(_) => Err(SHAPE.to_owned()),
    };
    let (family, weight) = (text("family")?, text("weight")?);
    let Some(family) = family else {
        // Switching to the theme's font clears both (002 §3); a weight alone means nothing.
        return if weight.is_none() {
            Ok(())
        } else {
            Err(UNKNOWN_FAMILY.into())
        };
    };
    let Some(weights) = CATALOGUE.get(family) else {
        return Err(UNKNOWN_FAMILY.into());
    };
    match weight {
        Some(w) if !weights.iter().any(|v| v == w) => Err(UNKNOWN_WEIGHT.into()),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn the_theme_font_and_catalogue_fonts_are_accepted() {
        for ok in [
            json!(""),
            json!(null),
            json!({"family": null, "weight": null}),
            json!({"family": "Inter"}),
            json!({"family": "Open Sans", "weight": "regular"}),
            json!({"family": "Open Sans", "weight": "800"}),
        ] {
            assert_eq!(check_font(&ok), Ok(()), "{ok}");
        }
    }

    #[test]
    fn unknown_families_weights_and_shapes_are_refused_with_their_reason() {
        let refused = |v: Value| check_font(&v).unwrap_err();
        assert_eq!(refused(json!({"family": "Comic Sans"})), UNKNOWN_FAMILY);
        assert_eq!(refused(json!({"family": "../../etc"})), UNKNOWN_FAMILY);
        assert_eq!(refused(json!({"weight": "700"})), UNKNOWN_FAMILY);
        assert_eq!(
            refused(json!({"family": "Pacifico", "weight": "700"})),
            UNKNOWN_WEIGHT
        );
        assert_eq!(
            refused(json!({"family": "Inter", "weight": "100italic"})),
            UNKNOWN_WEIGHT
        );
        assert_eq!(refused(json!({"family": "Inter", "style": "x"})), SHAPE);
        assert_eq!(refused(json!("Inter")), SHAPE);
        assert_eq!(refused(json!({"family": 3})), SHAPE);
    }

    #[test]
    fn the_catalogue_holds_the_45_families() {
        assert_eq!(CATALOGUE.len(), 45);
        assert!(CATALOGUE.values().all(|w| w.iter().any(|v| v == "regular")));
    }
}
