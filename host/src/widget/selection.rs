//! Survey selection (spec 002 §4 "Survey selection"): the host's own rules, in the order the issue
//! gives them. Add-on `survey-visibility` filters run after these (see `api.rs`). Pure functions of
//! the survey, the visitor and the entitlements so that every rule is tested on its own.

use std::borrow::Cow;

use chrono::{DateTime, Utc};
use serde::Serialize;
use serde_json::{Map, Value, json};

use super::device::Device;
use crate::{
    addons::registry::ownership::Ownership,
    licensing::Entitlements,
    surveys::{
        model::{Status, Survey},
        question_types::TypeSet,
    },
};

/// The hidden reasons of spec 002 §8, word for word. (The '{name} addon missing' of a device is
/// made from the name of the add-on that declares it, `Ownership::device_refusal`; the devices
/// list and the expiry are the add-ons' own reasons.)
pub const QUESTION_TYPES_MISSING: &str = "Question Types addon is missing";
pub const COOKIE_PRESENT: &str = "cookie present";
/// Hearken's own reasons for the rules the spec takes for granted.
pub const NOT_PUBLISHED: &str = "survey is not published";
pub const SCHEDULED: &str = "survey is scheduled and its publish date has not come";
pub const NO_QUESTIONS: &str = "survey has no questions";

/// What the embedding page tells the host about the visitor and the page (docs/WIDGET_PROTOCOL.md).
#[derive(Debug, Clone, Default, Serialize)]
pub struct Visitor {
    pub url: String,
    pub title: String,
    pub referrer: String,
    pub page_type: String,
    pub post_type: String,
    pub post_id: String,
    pub terms: Vec<String>,
    pub logged_in: bool,
    pub role: String,
    /// `hearken_*` cookies with their values, other cookies' names with "".
    pub cookies: Map<String, Value>,
    pub device: Option<Device>,
    /// The inline embed's survey.
    pub survey_id: Option<i64>,
    /// The languages the page asks for, in order (`lang`: the script tag's, `<html lang>`, the
    /// browser's).
    pub languages: Vec<String>,
    /// The site's own id of a signed-in visitor (`hearkenConfig.userId`), hashed before use.
    pub user_id: String,
}

impl Visitor {
    /// The visitor as add-on filters see it.
    pub fn to_json(&self) -> Value {
        json!({
            "url": self.url, "title": self.title, "referrer": self.referrer,
            "page_type": self.page_type, "post_type": self.post_type, "post_id": self.post_id,
            "terms": self.terms, "logged_in": self.logged_in, "role": self.role,
            "cookies": self.cookies, "device": self.device.unwrap_or(Device::Desktop).as_str(),
            "shortcode": self.survey_id.is_some(),
        })
    }
}

/// The survey's cookie as the widget writes it: `{"submitted": bool, "last_response_id": n}`.
/// `None` when absent or unparseable (spec: "a cookie that cannot be parsed is ignored").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SurveyCookie {
    pub submitted: bool,
}

pub fn survey_cookie(visitor: &Visitor, cookie_name: &str) -> Option<SurveyCookie> {
    let raw = visitor.cookies.get(cookie_name)?.as_str()?;
    let decoded: String = form_urlencoded::parse(format!("v={raw}").as_bytes())
        .next()
        .map(|(_, v)| v.into_owned())
        .unwrap_or_default();
    let value: Value = serde_json::from_str(&decoded).ok()?;
    let submitted = value.as_object()?.get("submitted")?.as_bool()?;
    Some(SurveyCookie { submitted })
}

/// Every reason the host's own rules hide `survey` from `visitor`; empty means it may show. The
/// add-ons' `survey-visibility` filters run after these, and may decide a rule in the host's place
/// (`takes_over`: the survey cookie's).
pub fn hidden_reasons(
    survey: &Survey,
    visitor: &Visitor,
    entitlements: &Entitlements,
    types: &TypeSet,
    ownership: &Ownership,
    now: DateTime<Utc>,
) -> Vec<Cow<'static, str>> {
    let mut reasons: Vec<Cow<'static, str>> = Vec::new();
    if survey.status != Status::Publish {
        reasons.push(NOT_PUBLISHED.into());
    }
    if let Some(at) = survey
        .publish_at
        .as_deref()
        .and_then(crate::time::parse_datetime)
        && at > now.timestamp()
    {
        reasons.push(SCHEDULED.into());
    }
    if survey.questions.is_empty() {
        reasons.push(NO_QUESTIONS.into());
    }
    // Until the visitor responds (spec 000 §9's default display length).
    if survey_cookie(visitor, &survey.cookie_name).is_some_and(|c| c.submitted)
        && !ownership.takes_over("cookie", &survey.settings.owned, entitlements)
    {
        reasons.push(COOKIE_PRESENT.into());
    }
    // The types in force are the core's and those of the add-ons the license covers.
    let types_missing = survey
        .questions
        .iter()
        .any(|q| types.find(&q.question_type).is_none());
    if types_missing {
        reasons.push(QUESTION_TYPES_MISSING.into());
    }
    let device = visitor.device.unwrap_or(Device::Desktop);
    if let Some(refusal) = ownership.device_refusal(device.as_str(), entitlements) {
        reasons.push(refusal.into());
    }
    reasons
}

#[cfg(test)]
mod tests {
    use crate::addons::package::manifest::test_manifest;

    use chrono::TimeZone;

    use super::*;
    use crate::{
        addons::package::manifest::Manifest,
        licensing::{LicenseView, Tier},
        surveys::question_types::tests::with_question_types_addon,
    };

    /// A made-up add-on that shows surveys on phones and decides the cookie rule for surveys
    /// where its `pace` key is set.
    const PACER: &str = test_manifest!(
        "pacer",
        "Pacer",
        "pro",
        "^1.1",
        r#"
[hooks]
survey-visibility = 10
[widget]
devices = ["mobile"]
[survey_settings.pace]
visibility_when_set = true
takes_over = ["cookie"]
default = "normal"
schema = { enum = ["normal", "always"] }
"#
    );

    fn ownership() -> Ownership {
        Ownership::gather([&Manifest::parse(PACER).unwrap()])
    }

    fn survey(types: &[&str]) -> Survey {
        let questions: Vec<Value> = types
            .iter()
            .enumerate()
            .map(|(i, t)| json!({"id": format!("q{i}"), "type": t, "title": "Q"}))
            .collect();
        Survey::for_tests(3, Value::Array(questions))
    }

    fn lite() -> Entitlements {
        Entitlements::new(LicenseView::for_tests(None), vec![])
    }

    fn pro(addons: &[&str]) -> Entitlements {
        let license = LicenseView::for_tests(Some(Tier::Pro));
        Entitlements::new(
            license,
            addons.iter().map(|s| (s.to_string(), Tier::Pro)).collect(),
        )
    }

    /// The types in force under `e`: the question-types add-on's with it, the core's without.
    fn types_for(e: &Entitlements) -> TypeSet {
        if e.addon("question-types") {
            with_question_types_addon()
        } else {
            TypeSet::core()
        }
    }

    fn now() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 21, 12, 0, 0).unwrap()
    }

    fn reasons(s: &Survey, v: &Visitor, e: &Entitlements) -> Vec<String> {
        hidden_reasons(s, v, e, &types_for(e), &ownership(), now())
            .into_iter()
            .map(Cow::into_owned)
            .collect()
    }

    fn with_cookie(value: &str) -> Visitor {
        let mut v = Visitor::default();
        v.cookies
            .insert("hearken_survey_3".into(), Value::String(value.into()));
        v
    }

    #[test]
    fn a_published_survey_with_core_questions_shows_to_a_desktop_visitor() {
        assert!(reasons(&survey(&["radio-button"]), &Visitor::default(), &lite()).is_empty());
    }

    #[test]
    fn drafts_scheduled_and_empty_surveys_are_hidden() {
        let v = Visitor::default();
        let mut s = survey(&["text"]);
        s.status = Status::Draft;
        assert_eq!(reasons(&s, &v, &lite()), [NOT_PUBLISHED]);
        let mut s = survey(&["text"]);
        s.publish_at = Some("2026-11-22T00:00:00Z".into());
        assert_eq!(reasons(&s, &v, &lite()), [SCHEDULED]);
        s.publish_at = Some("2026-11-21T00:00:00Z".into());
        assert!(reasons(&s, &v, &lite()).is_empty());
        assert_eq!(reasons(&survey(&[]), &v, &lite()), [NO_QUESTIONS]);
    }

    #[test]
    fn until_response_hides_after_submission_only() {
        let s = survey(&["text"]);
        let submitted = with_cookie("%7B%22submitted%22%3Atrue%2C%22last_response_id%22%3A4%7D");
        assert_eq!(reasons(&s, &submitted, &lite()), [COOKIE_PRESENT]);
        let viewed = with_cookie(r#"{"submitted":false}"#);
        assert!(reasons(&s, &viewed, &lite()).is_empty());
    }

    #[test]
    fn an_unparseable_cookie_is_ignored() {
        let s = survey(&["text"]);
        assert!(reasons(&s, &with_cookie("not json"), &lite()).is_empty());
        assert!(reasons(&s, &with_cookie(r#"{"submitted":"yes"}"#), &lite()).is_empty());
    }

    #[test]
    fn an_addon_in_force_decides_the_cookie_rule_only_where_its_key_is_set() {
        let submitted = with_cookie(r#"{"submitted":true}"#);
        let mut s = survey(&["text"]);
        // Its key at the default: the host's rule stands, add-on or not.
        assert_eq!(reasons(&s, &submitted, &pro(&["pacer"])), [COOKIE_PRESENT]);
        // A third party's key sits under `addons.{slug}`.
        s.settings
            .owned
            .insert("addons".into(), json!({"pacer": {"pace": "always"}}));
        assert!(reasons(&s, &submitted, &pro(&["pacer"])).is_empty());
        // Inactive or unlicensed: the host's rule again.
        assert_eq!(reasons(&s, &submitted, &pro(&[])), [COOKIE_PRESENT]);
        assert_eq!(reasons(&s, &submitted, &lite()), [COOKIE_PRESENT]);
    }

    #[test]
    fn rating_questions_need_pro_and_the_question_types_addon() {
        let s = survey(&["star-rating", "text"]);
        let v = Visitor::default();
        assert_eq!(reasons(&s, &v, &lite()), [QUESTION_TYPES_MISSING]);
        assert_eq!(reasons(&s, &v, &pro(&[])), [QUESTION_TYPES_MISSING]);
        assert!(reasons(&s, &v, &pro(&["question-types"])).is_empty());
        assert_eq!(
            reasons(&survey(&["nps"]), &v, &lite()),
            [QUESTION_TYPES_MISSING]
        );
    }

    #[test]
    fn other_devices_need_an_addon_in_force_that_declares_them() {
        let s = survey(&["text"]);
        let on = |device| Visitor {
            device: Some(device),
            ..Default::default()
        };
        assert_eq!(
            reasons(&s, &on(Device::Mobile), &lite()),
            ["Pacer addon missing"]
        );
        assert_eq!(
            reasons(&s, &on(Device::Mobile), &pro(&[])),
            ["Pacer addon missing"]
        );
        assert!(reasons(&s, &on(Device::Mobile), &pro(&["pacer"])).is_empty());
        // Nobody declares tablets.
        assert_eq!(
            reasons(&s, &on(Device::Tablet), &pro(&["pacer"])),
            ["no add-on shows surveys on tablet devices"]
        );
        assert!(reasons(&s, &on(Device::Desktop), &lite()).is_empty());
    }
}
