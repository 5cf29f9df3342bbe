//! Survey selection (spec 002 §4 "Survey selection"): the host's own rules, in the order the issue
//! gives them. Add-on `survey-visibility` filters run after these (see `api.rs`). Pure functions of
//! the survey, the visitor and the entitlements so that every rule is tested on its own.

use chrono::{DateTime, Datelike, Utc};
use serde::Serialize;
use serde_json::{Map, Value, json};

use super::device::Device;
use crate::{
    licensing::Entitlements,
    surveys::model::{Status, Survey},
};

/// The hidden reasons of spec 002 §8, word for word.
pub const QUESTION_TYPES_MISSING: &str = "Question Types addon is missing";
pub const TARGETING_MISSING: &str = "Targeting addon missing";
pub const DEVICE_NOT_LISTED: &str = "current device is not on the survey's devices list";
pub const COOKIE_PRESENT: &str = "cookie present";
pub const EXPIRED: &str = "survey expired on month/day";
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

/// Question types that only the question-types add-on renders.
const ADDON_TYPES: [&str; 4] = ["star-rating", "nps", "image-radio", "icon-choice"];

/// Every reason the host's own rules hide `survey` from `visitor`; empty means it may show.
pub fn hidden_reasons(
    survey: &Survey,
    visitor: &Visitor,
    entitlements: &Entitlements,
    now: DateTime<Utc>,
) -> Vec<&'static str> {
    let mut reasons = Vec::new();
    if survey.status != Status::Publish {
        reasons.push(NOT_PUBLISHED);
    }
    if let Some(at) = survey
        .publish_at
        .as_deref()
        .and_then(crate::time::parse_datetime)
        && at > now.timestamp()
    {
        reasons.push(SCHEDULED);
    }
    if survey.questions.is_empty() {
        reasons.push(NO_QUESTIONS);
    }
    let behavior = entitlements.addon("behavior");
    let settings = survey.settings.owned.get("behavior");
    let text = |key: &str, default: &'static str| -> String {
        settings
            .and_then(|s| s.get(key))
            .and_then(Value::as_str)
            .unwrap_or(default)
            .to_owned()
    };
    if let Some(cookie) = survey_cookie(visitor, &survey.cookie_name) {
        let hide = match text("display_length", "until_response").as_str() {
            "once" if behavior => true,
            "repeatedly" if behavior => false,
            // until_response, and once/repeatedly without the behavior add-on.
            _ => cookie.submitted,
        };
        if hide {
            reasons.push(COOKIE_PRESENT);
        }
    }
    let expire_at = |key: &str| settings.and_then(|s| s["expire_at"][key].as_i64());
    if behavior
        && text("run_time", "indefinitely") == "expire"
        && let (Some(month), Some(day)) = (expire_at("month"), expire_at("day"))
        && (i64::from(now.month()), i64::from(now.day())) >= (month, day)
    {
        reasons.push(EXPIRED);
    }
    let types_missing = survey.questions.iter().any(|q| {
        let key = q.question_type.as_str();
        let addon_type = ADDON_TYPES.contains(&key);
        entitlements.question_types.find(key).is_none()
            || (addon_type && !(entitlements.is_licensed() && entitlements.addon("question-types")))
    });
    if types_missing {
        reasons.push(QUESTION_TYPES_MISSING);
    }
    let device = visitor.device.unwrap_or(Device::Desktop);
    if device != Device::Desktop && !entitlements.addon("targeting") {
        reasons.push(TARGETING_MISSING);
    } else {
        let devices: Vec<&str> = survey
            .settings
            .owned
            .get("targeting")
            .and_then(|t| t["devices"].as_array())
            .map(|list| list.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        if !devices.is_empty() && !devices.contains(&device.as_str()) {
            reasons.push(DEVICE_NOT_LISTED);
        }
    }
    reasons
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use chrono::TimeZone;

    use super::*;
    use crate::{
        licensing::{LicenseView, Tier},
        surveys::question_types::tests::with_question_types_addon,
    };

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
        let mut e = Entitlements::new(
            license,
            addons.iter().map(|s| (s.to_string(), Tier::Pro)).collect(),
        );
        if addons.contains(&"question-types") {
            e.question_types = Arc::new(with_question_types_addon());
        }
        e
    }

    fn now() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 21, 12, 0, 0).unwrap()
    }

    fn with_cookie(value: &str) -> Visitor {
        let mut v = Visitor::default();
        v.cookies
            .insert("hearken_survey_3".into(), Value::String(value.into()));
        v
    }

    #[test]
    fn a_published_survey_with_core_questions_shows_to_a_desktop_visitor() {
        assert!(
            hidden_reasons(
                &survey(&["radio-button"]),
                &Visitor::default(),
                &lite(),
                now()
            )
            .is_empty()
        );
    }

    #[test]
    fn drafts_scheduled_and_empty_surveys_are_hidden() {
        let mut s = survey(&["text"]);
        s.status = Status::Draft;
        assert_eq!(
            hidden_reasons(&s, &Visitor::default(), &lite(), now()),
            [NOT_PUBLISHED]
        );
        let mut s = survey(&["text"]);
        s.publish_at = Some("2026-11-22T00:00:00Z".into());
        assert_eq!(
            hidden_reasons(&s, &Visitor::default(), &lite(), now()),
            [SCHEDULED]
        );
        s.publish_at = Some("2026-11-21T00:00:00Z".into());
        assert!(hidden_reasons(&s, &Visitor::default(), &lite(), now()).is_empty());
        assert_eq!(
            hidden_reasons(&survey(&[]), &Visitor::default(), &lite(), now()),
            [NO_QUESTIONS]
        );
    }

    #[test]
    fn until_response_hides_after_submission_only() {
        let s = survey(&["text"]);
        let submitted = with_cookie("%7B%22submitted%22%3Atrue%2C%22last_response_id%22%3A4%7D");
        assert_eq!(
            hidden_reasons(&s, &submitted, &lite(), now()),
            [COOKIE_PRESENT]
        );
        let viewed = with_cookie(r#"{"submitted":false}"#);
        assert!(hidden_reasons(&s, &viewed, &lite(), now()).is_empty());
    }

    #[test]
    fn an_unparseable_cookie_is_ignored() {
        let s = survey(&["text"]);
        assert!(hidden_reasons(&s, &with_cookie("not json"), &lite(), now()).is_empty());
        assert!(
            hidden_reasons(&s, &with_cookie(r#"{"submitted":"yes"}"#), &lite(), now()).is_empty()
        );
    }

    #[test]
    fn once_and_repeatedly_depend_on_the_behavior_addon() {
        let mut s = survey(&["text"]);
        s.settings
            .owned
            .insert("behavior".into(), json!({"display_length": "once"}));
        let viewed = with_cookie(r#"{"submitted":false}"#);
        let submitted = with_cookie(r#"{"submitted":true}"#);
        assert_eq!(
            hidden_reasons(&s, &viewed, &pro(&["behavior"]), now()),
            [COOKIE_PRESENT]
        );
        assert!(hidden_reasons(&s, &viewed, &lite(), now()).is_empty());
        s.settings
            .owned
            .insert("behavior".into(), json!({"display_length": "repeatedly"}));
        assert!(hidden_reasons(&s, &submitted, &pro(&["behavior"]), now()).is_empty());
        assert_eq!(
            hidden_reasons(&s, &submitted, &lite(), now()),
            [COOKIE_PRESENT]
        );
    }

    #[test]
    fn expiry_compares_month_and_day_with_the_behavior_addon_only() {
        let mut s = survey(&["text"]);
        let expire = |month: i64, day: i64| json!({"run_time": "expire", "expire_at": {"month": month, "day": day}});
        s.settings.owned.insert("behavior".into(), expire(11, 21));
        let v = Visitor::default();
        assert_eq!(
            hidden_reasons(&s, &v, &pro(&["behavior"]), now()),
            [EXPIRED]
        );
        assert!(hidden_reasons(&s, &v, &lite(), now()).is_empty());
        s.settings.owned.insert("behavior".into(), expire(11, 22));
        assert!(hidden_reasons(&s, &v, &pro(&["behavior"]), now()).is_empty());
        s.settings.owned.insert("behavior".into(), expire(3, 22));
        assert_eq!(
            hidden_reasons(&s, &v, &pro(&["behavior"]), now()),
            [EXPIRED]
        );
    }

    #[test]
    fn rating_questions_need_pro_and_the_question_types_addon() {
        let s = survey(&["star-rating", "text"]);
        let v = Visitor::default();
        assert_eq!(
            hidden_reasons(&s, &v, &lite(), now()),
            [QUESTION_TYPES_MISSING]
        );
        assert_eq!(
            hidden_reasons(&s, &v, &pro(&[]), now()),
            [QUESTION_TYPES_MISSING]
        );
        assert!(hidden_reasons(&s, &v, &pro(&["question-types"]), now()).is_empty());
        assert_eq!(
            hidden_reasons(&survey(&["nps"]), &v, &lite(), now()),
            [QUESTION_TYPES_MISSING]
        );
    }

    #[test]
    fn other_devices_need_the_targeting_addon_and_the_devices_list() {
        let mut s = survey(&["text"]);
        let mobile = Visitor {
            device: Some(Device::Mobile),
            ..Default::default()
        };
        assert_eq!(
            hidden_reasons(&s, &mobile, &lite(), now()),
            [TARGETING_MISSING]
        );
        let devices = |list: Value| json!({"devices": list});
        s.settings
            .owned
            .insert("targeting".into(), devices(json!(["desktop", "tablet"])));
        assert_eq!(
            hidden_reasons(&s, &mobile, &pro(&["targeting"]), now()),
            [DEVICE_NOT_LISTED]
        );
        s.settings.owned.insert(
            "targeting".into(),
            devices(json!(["desktop", "tablet", "mobile"])),
        );
        assert!(hidden_reasons(&s, &mobile, &pro(&["targeting"]), now()).is_empty());
        s.settings
            .owned
            .insert("targeting".into(), devices(json!(["mobile"])));
        assert_eq!(
            hidden_reasons(&s, &Visitor::default(), &lite(), now()),
            [DEVICE_NOT_LISTED]
        );
    }
}
