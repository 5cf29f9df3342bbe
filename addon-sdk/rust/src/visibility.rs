//! `survey-visibility` for add-ons that read its input as their own types, and a test input.

use std::borrow::Cow;

use crate::{Value, Verdict, json};

/// What the host sends `survey-visibility` (API 1.1), read as your own types: `S`, what you read of
/// the survey (its `settings`, its `cookie_name`), and `V`, what you read of the visitor (device,
/// page, country, cookies, as your manifest's permissions allow). Name only the fields you read:
/// the rest is skipped unread. Since 1.7.
///
/// ```ignore
/// type Input<'a> = hearken_addon::VisibilityInput<'a, Survey<'a>, Visitor<'a>>;
///
/// fn survey_visibility_text(text: &str) -> Result<Verdict, String> {
///     let input: Input = hearken_addon::input(text)?;
///     if let Some(hidden) = input.hidden() {
///         return Ok(hidden);
///     }
///     …
/// }
/// ```
#[derive(serde::Deserialize)]
#[serde(bound(deserialize = "S: serde::Deserialize<'de>, V: serde::Deserialize<'de> + Default"))]
pub struct VisibilityInput<'a, S, V> {
    /// The verdict so far (the host's, then earlier add-ons').
    pub visible: bool,
    #[serde(borrow, default)]
    pub reason: Option<Cow<'a, str>>,
    pub survey: S,
    #[serde(default)]
    pub visitor: V,
    /// The host's clock, Unix seconds.
    #[serde(default)]
    pub now: i64,
}

impl<S, V> VisibilityInput<'_, S, V> {
    /// The verdict so far when it hides the survey (an add-on cannot show a survey the host or an
    /// earlier add-on hid): answer it as it is.
    pub fn hidden(&self) -> Option<Verdict> {
        (!self.visible).then(|| Verdict {
            visible: false,
            reason: self.reason.as_deref().map(str::to_owned),
        })
    }
}

/// For tests: the input the host sends `survey-visibility` for survey 3 (cookie
/// `hearken_survey_3`) with `settings`, seen by `visitor`, shown so far, at time 0.
pub fn test_input(settings: Value, visitor: Value) -> String {
    json!({
        "survey": {"id": 3, "title": "T", "type": null, "cookie_name": "hearken_survey_3", "settings": settings},
        "visitor": visitor,
        "visible": true,
        "reason": null,
        "now": 0,
    })
    .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Deserialize)]
    struct Survey {
        cookie_name: String,
    }

    #[derive(serde::Deserialize, Default)]
    struct Visitor<'a> {
        #[serde(borrow)]
        device: Option<Cow<'a, str>>,
    }

    type Input<'a> = VisibilityInput<'a, Survey, Visitor<'a>>;

    #[test]
    fn an_input_reads_as_the_add_on_s_types() {
        let text = test_input(json!({}), json!({"device": "mobile"}));
        let input: Input = crate::input(&text).unwrap();
        assert_eq!(input.survey.cookie_name, "hearken_survey_3");
        assert_eq!(input.visitor.device.as_deref(), Some("mobile"));
        assert!(input.hidden().is_none());
    }

    #[test]
    fn a_hidden_survey_stays_hidden_with_its_reason() {
        let text =
            r#"{"visible": false, "reason": "cookie present", "survey": {"cookie_name": "c"}}"#;
        let input: Input = crate::input(text).unwrap();
        assert_eq!(input.hidden(), Some(Verdict::hidden("cookie present")));
        assert!(input.visitor.device.is_none(), "no visitor: the default");
    }
}
