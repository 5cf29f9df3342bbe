//! Whom a survey asks and how many (issue 35): its audience (`settings.audience`: a sample of the
//! eligible visitors, a daily pace) and its limits (`settings.limits`: a response limit, quotas per
//! answer). The rules are pure functions of the survey and what the caller counted, so that the
//! widget's selection and the response writer read the same ones:
//! - the sample is decided by a hash of the visitor's key and the survey's id, so asking again
//!   never re-rolls;
//! - a daily limit is spread over the site's day: by a given second, at most the share of the day
//!   gone (with an hour's head start) may be spent;
//! - a response limit and the quotas are enforced by the response writer, in the transaction that
//!   stores the answer (`responses::ingest`); a response past them is stored as `over_quota`.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

/// Who a survey shows to (`settings.audience`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, default)]
pub struct Audience {
    /// The share of eligible visitors the survey shows to, 0.1 to 100 (one decimal).
    pub sample_percent: f64,
    /// At most this many impressions or responses (`daily_limit_of`) a day, spread over the day.
    #[schema(required = true)]
    pub daily_limit: Option<i64>,
    /// `impressions` or `responses`.
    pub daily_limit_of: String,
}

impl Default for Audience {
    fn default() -> Self {
        Audience {
            sample_percent: 100.0,
            daily_limit: None,
            daily_limit_of: "impressions".into(),
        }
    }
}

/// How many answers a survey takes (`settings.limits`).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, default)]
pub struct Limits {
    /// The survey closes after this many responses.
    #[schema(required = true)]
    pub responses: Option<i64>,
    pub quotas: Vec<Quota>,
}

/// At most `limit` responses whose answer to `question_id` is `value`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Quota {
    #[serde(deserialize_with = "super::model::author_id")]
    #[schema(schema_with = crate::api_schema::id)]
    pub question_id: Value,
    /// One of the question's options.
    pub value: String,
    pub limit: i64,
    /// `end` (the survey ends for a visitor past the quota) or `continue` (the other questions
    /// are still asked); either way the response is stored as over quota.
    #[serde(default = "end")]
    pub action: String,
}

fn end() -> String {
    "end".into()
}

pub const MAX_QUOTAS: usize = 20;
pub const MAX_RESPONSE_LIMIT: i64 = 10_000_000;
pub const MAX_DAILY_LIMIT: i64 = 1_000_000;

impl Limits {
    /// True when a response to this survey must go through the writer's count.
    pub fn any(&self) -> bool {
        self.responses.is_some() || !self.quotas.is_empty()
    }

    /// True when `count` responses have reached the response limit.
    pub fn reached(&self, count: i64) -> bool {
        self.responses.is_some_and(|limit| count >= limit)
    }
}

impl Quota {
    /// The counter key (`question key`, choice) a response answering this quota carries.
    pub fn key(&self) -> (String, String) {
        (
            super::validation::id_key(&self.question_id),
            self.value.clone(),
        )
    }

    /// True when a response with these counters (`responses::counted`) falls in this quota.
    pub fn matches(&self, counters: &[(String, String)]) -> bool {
        let (question, value) = self.key();
        counters.iter().any(|(q, c)| *q == question && *c == value)
    }
}

/// The reason a survey that reached its response limit is hidden.
pub fn limit_reached(limit: i64) -> String {
    format!("survey reached its limit of {limit} responses")
}

/// True when the visitor whose key is `visitor` falls in a `percent` sample of survey `survey_id`:
/// a hash of both, so that the same visitor gets the same answer every time and each survey draws
/// its own sample.
pub fn in_sample(visitor: &[u8; 16], survey_id: i64, percent: f64) -> bool {
    if percent >= 100.0 {
        return true;
    }
    let mut low = [0u8; 8];
    low.copy_from_slice(&visitor[..8]);
    let mut x = u64::from_le_bytes(low) ^ (survey_id as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    // splitmix64's finaliser: every bit of the input reaches every bit of the bucket.
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^= x >> 31;
    // Buckets of a thousandth of a percent.
    ((x % 100_000) as f64) < percent * 1000.0
}

/// The reason a visitor outside a survey's sample gets.
pub fn outside_sample(percent: f64) -> String {
    format!("visitor is outside the survey's {percent}% sample")
}

/// How much of a daily limit may be spent by `second` of the site's day (0..86,400): the share of
/// the day gone, an hour ahead, rounded up, so that a survey is not spent by morning and the first
/// visitors of the day are asked.
pub fn paced(limit: i64, second: i64) -> i64 {
    let second = second.clamp(0, 86_400) + 3600;
    let allowed = ((limit as i128 * second as i128 + 86_399) / 86_400) as i64;
    allowed.min(limit)
}

/// The reason a survey paced by its daily limit is hidden.
pub fn pace_reached(limit: i64, of: &str, allowed: i64) -> String {
    format!("survey is paced to {limit} {of} a day: {allowed} by this time of day, all used")
}

/// Checks the audience and the limits of `draft`; `fail(field, message)` for each breach.
pub fn check(draft: &super::model::SurveyDraft, fail: &mut impl FnMut(String, String)) {
    let audience = &draft.settings.audience;
    let percent = audience.sample_percent;
    if !(0.1..=100.0).contains(&percent) || (percent * 10.0).fract().abs() > 1e-9 {
        fail(
            "settings.audience.sample_percent".into(),
            "The sample is 0.1 to 100 percent, with at most one decimal.".into(),
        );
    }
    if audience
        .daily_limit
        .is_some_and(|n| !(1..=MAX_DAILY_LIMIT).contains(&n))
    {
        fail(
            "settings.audience.daily_limit".into(),
            format!("A daily limit is 1 to {MAX_DAILY_LIMIT}, or none."),
        );
    }
    if !["impressions", "responses"].contains(&audience.daily_limit_of.as_str()) {
        fail(
            "settings.audience.daily_limit_of".into(),
            "A daily limit counts impressions or responses.".into(),
        );
    }
    let limits = &draft.settings.limits;
    if limits
        .responses
        .is_some_and(|n| !(1..=MAX_RESPONSE_LIMIT).contains(&n))
    {
        fail(
            "settings.limits.responses".into(),
            format!("A response limit is 1 to {MAX_RESPONSE_LIMIT}, or none."),
        );
    }
    if limits.quotas.len() > MAX_QUOTAS {
        fail(
            "settings.limits.quotas".into(),
            format!("A survey has at most {MAX_QUOTAS} quotas."),
        );
    }
    for (i, quota) in limits.quotas.iter().enumerate() {
        let at = |f: &str| format!("settings.limits.quotas.{i}.{f}");
        let key = super::validation::id_key(&quota.question_id);
        match draft
            .questions
            .iter()
            .find(|q| super::validation::id_key(&q.id) == key)
        {
            None => fail(
                at("question_id"),
                "This quota refers to a question that is not in the survey.".into(),
            ),
            Some(q) if q.config.options.is_empty() => fail(
                at("question_id"),
                "A quota counts the answers to a question with options.".into(),
            ),
            Some(q) => {
                let label = |o: &Value| match o {
                    Value::String(s) => s.clone(),
                    other => other["label"].as_str().unwrap_or_default().to_owned(),
                };
                if !q.config.options.iter().any(|o| label(o) == quota.value) {
                    fail(at("value"), "Choose one of the question's options.".into());
                }
            }
        }
        if !(1..=MAX_RESPONSE_LIMIT).contains(&quota.limit) {
            fail(
                at("limit"),
                format!("A quota's limit is 1 to {MAX_RESPONSE_LIMIT}."),
            );
        }
        if !["end", "continue"].contains(&quota.action.as_str()) {
            fail(at("action"), "A quota's action is end or continue.".into());
        }
        if limits.quotas[..i]
            .iter()
            .any(|earlier| earlier.key() == quota.key())
        {
            fail(at("value"), "This answer has a quota already.".into());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sample_holds_its_share_and_never_re_rolls() {
        let mut shown = 0;
        for i in 0u32..20_000 {
            let mut key = [0u8; 16];
            key[..4].copy_from_slice(&i.to_le_bytes());
            // Keys are HMAC outputs: spread them as one would be.
            let key: [u8; 16] = {
                use sha2::Digest;
                let d = sha2::Sha256::digest(key);
                d[..16].try_into().unwrap()
            };
            let first = in_sample(&key, 7, 10.0);
            assert_eq!(first, in_sample(&key, 7, 10.0), "asked again, same answer");
            shown += first as u32;
        }
        let share = f64::from(shown) / 20_000.0;
        assert!((0.09..=0.11).contains(&share), "{share}");
        assert!(in_sample(&[0; 16], 1, 100.0));
    }

    #[test]
    fn a_daily_limit_is_spread_over_the_day() {
        assert_eq!(paced(240, 0), 10, "an hour's share at midnight");
        assert_eq!(paced(240, 43_200), 130);
        assert_eq!(paced(240, 86_399), 240);
        assert_eq!(paced(1, 0), 1, "a limit of one is there from midnight");
        assert_eq!(paced(MAX_DAILY_LIMIT, 86_400), MAX_DAILY_LIMIT);
    }
}
