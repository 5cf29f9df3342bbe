//! The behavior add-on (Pro) owns `settings.behavior` of every survey (timing, display length, run
//! time, start minimized; spec 000 §3, §9), the plugin setting `widget_start_minimized` and the
//! thank-you redirects (`[unlocks]`). The host checks the shapes against the manifest's schemas;
//! this add-on adds what a schema cannot say (a survey that expires needs both the month and the
//! day before it can be published), and on `survey-visibility` decides, for the surveys whose
//! behavior settings are not the defaults, the display length and the run time (spec 002 §4, §8).
//! For the others the host's own rule stands: a survey shows until the visitor responds.
//! Its widget module (widget-src/) runs the timings, start minimized and the redirects.

use std::{borrow::Cow, collections::BTreeMap};

use hearken_addon::{
    Addon, Reusable, Reuse, Value, Verdict, VisibilityInput, clock, export_addon, json,
    serde::Deserialize, serde_json,
};

struct Behavior;

/// The hidden reasons of spec 002 §8, word for word.
pub const COOKIE_PRESENT: &str = "cookie present";
pub const EXPIRED: &str = "survey expired on month/day";

/// The survey's cookie as the widget writes it (`{"submitted": bool, …}`, URL-encoded): whether
/// the visitor responded, or `None` when there is no cookie or it cannot be parsed (spec: "a
/// cookie that cannot be parsed is ignored").
fn submitted(cookies: &BTreeMap<Cow<'_, str>, Cow<'_, str>>, name: &str) -> Option<bool> {
    let raw = cookies.get(name)?;
    let value: Value = serde_json::from_str(&percent_decode(raw)?).ok()?;
    value.as_object()?.get("submitted")?.as_bool()
}

/// `%XX` escapes and `+` decoded; `None` when the result is not UTF-8.
fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match bytes[i] {
            b'%' if i + 2 < bytes.len() => match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                (Some(h), Some(l)) => {
                    out.push((h * 16 + l) as u8);
                    i += 3;
                    continue;
                }
                _ => out.push(b'%'),
            },
            b'+' => out.push(b' '),
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8(out).ok()
}

/// The UTC month and day of `seconds` since the Unix epoch.
fn month_day(seconds: i64) -> (i64, i64) {
    let (_, month, day) = clock::civil_from_days(clock::day_of(seconds));
    (i64::from(month), i64::from(day))
}

/// What `survey-visibility` reads of its input (the host's shape, API 1.1): the survey's cookie
/// name and behavior settings, the visitor's cookies, the verdict so far and the clock. The rest of
/// the input (title, page, device…) is skipped unread: this runs on every page view.
type Decision<'a> = VisibilityInput<'a, Survey<'a>, Visitor<'a>>;

#[derive(Deserialize)]
#[serde(crate = "hearken_addon::serde")]
struct Survey<'a> {
    #[serde(borrow, default)]
    cookie_name: Cow<'a, str>,
    #[serde(borrow, default)]
    settings: Settings<'a>,
}

#[derive(Deserialize, Default)]
#[serde(crate = "hearken_addon::serde")]
struct Settings<'a> {
    #[serde(borrow, default)]
    behavior: Rules<'a>,
}

/// `settings.behavior`, as far as visibility goes (the host checked it against the schema).
#[derive(Deserialize, Default)]
#[serde(crate = "hearken_addon::serde")]
struct Rules<'a> {
    #[serde(borrow, default)]
    display_length: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    run_time: Option<Cow<'a, str>>,
    #[serde(default)]
    expire_at: ExpireAt,
}

#[derive(Deserialize, Default)]
#[serde(crate = "hearken_addon::serde")]
struct ExpireAt {
    #[serde(default)]
    month: Option<i64>,
    #[serde(default)]
    day: Option<i64>,
}

#[derive(Deserialize, Default)]
#[serde(crate = "hearken_addon::serde")]
struct Visitor<'a> {
    /// The page's `hearken_*` cookies with their values (the host passes strings only).
    #[serde(borrow, default)]
    cookies: BTreeMap<Cow<'a, str>, Cow<'a, str>>,
}

/// Why the behavior settings hide the survey now, if they do.
fn hidden_by(behavior: &Rules<'_>, cookie: Option<bool>, now: i64) -> Option<&'static str> {
    let hide = match (behavior.display_length.as_deref(), cookie) {
        (_, None) | (Some("repeatedly"), _) => false,
        // Once: the first view set the cookie.
        (Some("once"), Some(_)) => true,
        // until_response, the default.
        (_, Some(submitted)) => submitted,
    };
    if hide {
        return Some(COOKIE_PRESENT);
    }
    if behavior.run_time.as_deref() == Some("expire")
        && let (Some(month), Some(day)) = (behavior.expire_at.month, behavior.expire_at.day)
        && month_day(now) >= (month, day)
    {
        return Some(EXPIRED);
    }
    None
}

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

    /// Typed and borrowed (SDK 1.2): on a page view this reads a few fields of the input and
    /// builds nothing of the rest. The verdict says what it depends on (SDK 1.3), so the host
    /// asks again only for a visitor with another value of the survey's cookie ("repeatedly"
    /// depends on none), and after midnight (UTC) when the survey expires on a date.
    fn survey_visibility_reusable(text: &str) -> Result<Reusable, String> {
        let decision: Decision = hearken_addon::input(text)?;
        if let Some(hidden) = decision.hidden() {
            return Ok(Reusable::reused(hidden, Reuse::for_every_visitor()));
        }
        let survey = &decision.survey;
        let rules = &survey.settings.behavior;
        let cookie = submitted(&decision.visitor.cookies, &survey.cookie_name);
        let verdict =
            hidden_by(rules, cookie, decision.now).map_or(Verdict::SHOWN, Verdict::hidden);
        let mut reuse = Reuse::for_every_visitor();
        if rules.display_length.as_deref() != Some("repeatedly") {
            reuse = reuse.cookie(survey.cookie_name.as_ref());
        }
        if rules.run_time.as_deref() == Some("expire") {
            reuse = reuse.until(next_midnight(decision.now));
        }
        Ok(Reusable::reused(verdict, reuse))
    }
}

/// The first second of the next UTC day: when `month_day` can next change.
fn next_midnight(seconds: i64) -> i64 {
    (seconds.div_euclid(86_400) + 1) * 86_400
}

export_addon!(Behavior);

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-11-21 12:00 UTC.
    const NOW: i64 = 1_795_262_400;

    /// The verdict for the input the host sends (the whole 1.1 shape, as JSON text).
    fn decide(behavior: Value, cookie: Option<&str>) -> Value {
        let cookies = match cookie {
            Some(value) => json!({"hearken_survey_3": value, "theme": "dark"}),
            None => json!({}),
        };
        let input = json!({
            "survey": {"id": 3, "title": "Q\"s", "type": null, "cookie_name": "hearken_survey_3", "settings": {"behavior": behavior}},
            "visitor": {"url": "https://shop.example/a", "terms": ["x"], "logged_in": false, "cookies": cookies, "device": "desktop"},
            "visible": true,
            "reason": null,
            "now": NOW,
        });
        let answer = Behavior::survey_visibility_reusable(&input.to_string()).unwrap();
        serde_json::to_value(answer).unwrap()
    }

    fn reason(behavior: Value, cookie: Option<&str>) -> Value {
        decide(behavior, cookie)["reason"].clone()
    }

    const VIEWED: &str = "%7B%22submitted%22%3Afalse%7D";
    const SUBMITTED: &str = r#"{"submitted":true,"last_response_id":4}"#;

    #[test]
    fn the_clock_reads_as_the_host_gives_it() {
        assert_eq!(month_day(NOW), (11, 21));
        assert_eq!(month_day(0), (1, 1));
        assert_eq!(month_day(951_782_400), (2, 29)); // 2000-02-29
        assert_eq!(month_day(-1), (12, 31));
    }

    #[test]
    fn until_response_hides_after_a_response_only() {
        let until = json!({"display_length": "until_response", "timing": "delay"});
        assert_eq!(reason(until.clone(), Some(SUBMITTED)), COOKIE_PRESENT);
        assert_eq!(decide(until.clone(), Some(VIEWED))["visible"], true);
        assert_eq!(decide(until, None)["visible"], true);
    }

    #[test]
    fn once_hides_after_the_first_view_and_repeatedly_never() {
        let once = json!({"display_length": "once"});
        assert_eq!(reason(once.clone(), Some(VIEWED)), COOKIE_PRESENT);
        assert_eq!(decide(once, None)["visible"], true);
        let again = json!({"display_length": "repeatedly"});
        assert_eq!(decide(again, Some(SUBMITTED))["visible"], true);
    }

    #[test]
    fn a_cookie_that_cannot_be_parsed_is_ignored() {
        let once = json!({"display_length": "once"});
        assert_eq!(decide(once.clone(), Some("not json"))["visible"], true);
        assert_eq!(
            decide(once.clone(), Some(r#"{"submitted":"yes"}"#))["visible"],
            true
        );
        assert_eq!(decide(once, Some("%E0%A4%A"))["visible"], true);
    }

    #[test]
    fn a_survey_expires_on_its_month_and_day() {
        let expire = |month: i64, day: i64| json!({"run_time": "expire", "expire_at": {"month": month, "day": day}});
        assert_eq!(reason(expire(11, 21), None), EXPIRED);
        assert_eq!(reason(expire(3, 22), None), EXPIRED);
        assert_eq!(decide(expire(11, 22), None)["visible"], true);
        assert_eq!(decide(expire(12, 1), None)["visible"], true);
        // Indefinitely, whatever the date says.
        let kept = json!({"run_time": "indefinitely", "expire_at": {"month": 1, "day": 1}});
        assert_eq!(decide(kept, None)["visible"], true);
        // No day chosen yet: the survey cannot be published, and nothing expires.
        let undated = json!({"run_time": "expire", "expire_at": {"month": 1, "day": null}});
        assert_eq!(decide(undated, None)["visible"], true);
    }

    #[test]
    fn a_hidden_survey_keeps_the_hosts_reason() {
        let input = json!({
            "survey": {"settings": {"behavior": {"display_length": "repeatedly"}}},
            "visitor": {}, "visible": false, "reason": "survey is not published", "now": NOW,
        });
        let out = Behavior::survey_visibility_reusable(&input.to_string())
            .unwrap()
            .verdict;
        assert_eq!(out.reason.as_deref(), Some("survey is not published"));
        assert!(!out.visible);
    }

    #[test]
    fn an_escaped_cookie_name_and_value_are_read() {
        let input = json!({
            "survey": {"cookie_name": "hearken_\"3", "settings": {"behavior": {"display_length": "once"}}},
            "visitor": {"cookies": {"hearken_\"3": "{\"submitted\":false}"}}, "visible": true, "now": NOW,
        });
        let out = Behavior::survey_visibility_reusable(&input.to_string())
            .unwrap()
            .verdict;
        assert_eq!(out.reason.as_deref(), Some(COOKIE_PRESENT));
    }

    #[test]
    fn a_verdict_names_what_it_depends_on() {
        // "repeatedly" reads no cookie: the verdict holds for every visitor.
        let again = decide(json!({"display_length": "repeatedly"}), Some(SUBMITTED));
        assert_eq!(again["reuse"], json!({}));
        // "once" and the default read the survey's cookie.
        let once = decide(json!({"display_length": "once"}), None);
        assert_eq!(once["reuse"], json!({"cookies": ["hearken_survey_3"]}));
        let until = decide(json!({"display_length": "until_response"}), Some(VIEWED));
        assert_eq!(until["reuse"]["cookies"], json!(["hearken_survey_3"]));
        // An expiry date is read again from the next midnight (UTC) on.
        let expire = json!({"display_length": "repeatedly", "run_time": "expire", "expire_at": {"month": 12, "day": 1}});
        let answer = decide(expire, None);
        assert_eq!(answer["reuse"], json!({"until": NOW + 12 * 3600}));
        assert_eq!(month_day(NOW + 12 * 3600), (11, 22));
        assert_eq!(month_day(NOW + 12 * 3600 - 1), (11, 21));
    }
}
