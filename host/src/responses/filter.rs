//! The responses list's search and filters (`GET surveys/{id}/responses`): text in any answer,
//! one question's answer or score, a range of days in the site's zone, and completion.
//!
//! The store narrows by status, days and (for plain search words) a substring of the stored
//! answers; what is left is decided here, on the parsed answers, so that both databases answer
//! alike and a search never matches a question id or a JSON key.

use chrono::NaiveDate;
use serde_json::Value;

use super::answers::id_key;
use crate::{error::Error, surveys::model::Survey, time::SiteZone};

/// The longest search text.
pub const SEARCH_MAX: usize = 200;

/// Answered every question, or left some out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Completion {
    Complete,
    Incomplete,
}

/// What one question's answer must be.
#[derive(Debug, Clone, PartialEq)]
pub enum AnswerTest {
    /// Any answer at all.
    Answered,
    /// This value, or an array holding it (a multi-select).
    Is(String),
    /// A number within `min..=max`.
    Between(Option<f64>, Option<f64>),
}

/// The filters of one list request; the default filters nothing.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Filter {
    /// Lower-cased search text.
    pub search: Option<String>,
    /// Submitted at or after (seconds), the start of `from` in the site's zone.
    pub since: Option<i64>,
    /// Submitted before (seconds), the end of `to` in the site's zone.
    pub until: Option<i64>,
    /// A question (its id as the answers key it) and the test its answer must pass.
    pub question: Option<(String, AnswerTest)>,
    pub completion: Option<Completion>,
    pub language: Option<LanguageFilter>,
    /// The survey's question ids, for completion.
    questions: Vec<String>,
}

/// Which responses a list or the results count: all, those answered in one language, or those whose
/// language was not recorded (`language=none`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LanguageFilter {
    In(String),
    NotRecorded,
}

impl LanguageFilter {
    /// `language` of a query: a tag, or `none`; empty is no filter.
    pub fn parse(text: &str) -> Result<Option<LanguageFilter>, Error> {
        let text = text.trim();
        if text.is_empty() {
            return Ok(None);
        }
        if text == "none" {
            return Ok(Some(LanguageFilter::NotRecorded));
        }
        crate::surveys::translations::canonical_tag(text)
            .map(|tag| Some(LanguageFilter::In(tag)))
            .ok_or_else(|| {
                let message = format!(
                    "{} Use none for responses whose language was not recorded.",
                    crate::surveys::translations::not_a_tag(text)
                );
                invalid("language", message)
            })
    }

    /// Whether a response in `language` passes.
    pub fn admits(&self, language: Option<&str>) -> bool {
        match self {
            LanguageFilter::In(tag) => language == Some(tag.as_str()),
            LanguageFilter::NotRecorded => language.is_none(),
        }
    }
}

fn invalid(field: &str, message: String) -> Error {
    Error::Invalid {
        code: "invalid_query",
        message: message.clone(),
        fields: [(field.to_owned(), message)].into(),
    }
}

impl Filter {
    /// Reads the query's `search`, `from`, `to`, `question` with `answer`, `min` or `max`,
    /// `completion` and `language`; a bad value is a 422 naming its field.
    pub fn parse(query: &str, survey: &Survey, zone: &SiteZone) -> Result<Filter, Error> {
        let mut filter = Filter {
            questions: survey.questions.iter().map(|q| id_key(&q.id)).collect(),
            ..Filter::default()
        };
        let (mut question, mut answer, mut min, mut max) = (None, None, None, None);
        for (key, value) in form_urlencoded::parse(query.as_bytes()) {
            let value = value.trim();
            match key.as_ref() {
                "search" if !value.is_empty() => {
                    if value.chars().count() > SEARCH_MAX {
                        return Err(invalid(
                            "search",
                            format!("search is at most {SEARCH_MAX} characters."),
                        ));
                    }
                    filter.search = Some(value.to_lowercase());
                }
                "from" if !value.is_empty() => {
                    filter.since = Some(zone.start_of(date("from", value)?));
                }
                "to" if !value.is_empty() => {
                    let day = date("to", value)?;
                    filter.until = Some(zone.start_of(day.succ_opt().unwrap_or(day)));
                }
                "question" if !value.is_empty() => question = Some(value.to_owned()),
                "answer" if !value.is_empty() => answer = Some(value.to_owned()),
                "min" if !value.is_empty() => min = Some(number("min", value)?),
                "max" if !value.is_empty() => max = Some(number("max", value)?),
                "language" => filter.language = LanguageFilter::parse(value)?,
                "completion" if !value.is_empty() => {
                    filter.completion = Some(match value {
                        "complete" => Completion::Complete,
                        "incomplete" => Completion::Incomplete,
                        _ => {
                            return Err(invalid(
                                "completion",
                                "completion is complete or incomplete.".into(),
                            ));
                        }
                    });
                }
                _ => {}
            }
        }
        if let (Some(since), Some(until)) = (filter.since, filter.until)
            && until <= since
        {
            return Err(invalid("to", "to is on or after from.".into()));
        }
        match question {
            None => {
                for (field, given) in [
                    ("answer", answer.is_some()),
                    ("min", min.is_some()),
                    ("max", max.is_some()),
                ] {
                    if given {
                        return Err(invalid(field, format!("{field} needs a question.")));
                    }
                }
            }
            Some(id) => {
                if !filter.questions.contains(&id) {
                    return Err(invalid(
                        "question",
                        format!("Survey {} has no question {id}.", survey.id),
                    ));
                }
                let test = match (answer, min, max) {
                    (Some(_), Some(_), _) | (Some(_), _, Some(_)) => {
                        return Err(invalid(
                            "answer",
                            "Filter by an answer or by a range of scores, not both.".into(),
                        ));
                    }
                    (Some(value), None, None) => AnswerTest::Is(value),
                    (None, None, None) => AnswerTest::Answered,
                    (None, min, max) => {
                        if let (Some(low), Some(high)) = (min, max)
                            && high < low
                        {
                            return Err(invalid("max", "max is at least min.".into()));
                        }
                        AnswerTest::Between(min, max)
                    }
                };
                filter.question = Some((id, test));
            }
        }
        Ok(filter)
    }

    /// True when nothing is filtered beyond the status.
    pub fn is_empty(&self) -> bool {
        self.search.is_none()
            && self.since.is_none()
            && self.until.is_none()
            && self.question.is_none()
            && self.completion.is_none()
            && self.language.is_none()
    }

    /// A substring of the stored answers' text every match holds, for the store to narrow by
    /// (lower-cased, `%` `_` `\` escaped for LIKE … ESCAPE '\'): only for search text that the
    /// stored JSON writes as it is (ASCII, no quote, backslash or control character), which
    /// both databases lower-case alike.
    pub fn stored_substring(&self) -> Option<String> {
        let search = self.search.as_deref()?;
        if !search
            .chars()
            .all(|c| c.is_ascii() && !c.is_ascii_control() && c != '"' && c != '\\')
        {
            return None;
        }
        let mut like = String::from("%");
        for c in search.chars() {
            if matches!(c, '%' | '_' | '\\') {
                like.push('\\');
            }
            like.push(c);
        }
        like.push('%');
        Some(like)
    }

    /// Whether a response's answers (the `[{question_id, value}]` list) pass every filter but
    /// the days and status, which the store applied.
    pub fn matches(&self, answers: &Value) -> bool {
        let list = answers.as_array().map(Vec::as_slice).unwrap_or(&[]);
        let value_of = |key: &str| {
            list.iter()
                .find(|a| id_key(&a["question_id"]) == key)
                .map(|a| &a["value"])
                .filter(|v| answered(v))
        };
        if let Some(search) = &self.search
            && !list.iter().any(|a| contains_text(&a["value"], search))
        {
            return false;
        }
        if let Some((id, test)) = &self.question {
            let Some(value) = value_of(id) else {
                return false;
            };
            let passes = match test {
                AnswerTest::Answered => true,
                AnswerTest::Is(wanted) => is_value(value, wanted),
                AnswerTest::Between(min, max) => number_of(value).is_some_and(|n| {
                    min.is_none_or(|low| n >= low) && max.is_none_or(|high| n <= high)
                }),
            };
            if !passes {
                return false;
            }
        }
        match self.completion {
            None => true,
            Some(wanted) => {
                let complete = self.questions.iter().all(|id| value_of(id).is_some());
                complete == (wanted == Completion::Complete)
            }
        }
    }
}

fn date(field: &str, value: &str) -> Result<NaiveDate, Error> {
    NaiveDate::parse_from_str(value, "%Y-%m-%d")
        .map_err(|_| invalid(field, format!("{field} is a date as YYYY-MM-DD.")))
}

fn number(field: &str, value: &str) -> Result<f64, Error> {
    value
        .parse::<f64>()
        .ok()
        .filter(|n| n.is_finite())
        .ok_or_else(|| invalid(field, format!("{field} is a number.")))
}

/// A value a visitor gave: not null, not empty text, not an empty list.
fn answered(value: &Value) -> bool {
    match value {
        Value::Null => false,
        Value::String(s) => !s.trim().is_empty(),
        Value::Array(items) => !items.is_empty(),
        Value::Object(map) => !map.is_empty(),
        _ => true,
    }
}

fn contains_text(value: &Value, search: &str) -> bool {
    match value {
        Value::String(s) => s.to_lowercase().contains(search),
        Value::Number(n) => n.to_string().contains(search),
        Value::Array(items) => items.iter().any(|v| contains_text(v, search)),
        Value::Object(map) => map.values().any(|v| contains_text(v, search)),
        _ => false,
    }
}

fn is_value(value: &Value, wanted: &str) -> bool {
    match value {
        Value::Array(items) => items.iter().any(|v| is_value(v, wanted)),
        Value::String(s) => s == wanted,
        Value::Number(n) => n.to_string() == wanted || number_of(value) == wanted.parse().ok(),
        Value::Bool(b) => b.to_string() == wanted,
        _ => false,
    }
}

fn number_of(value: &Value) -> Option<f64> {
    match value {
        Value::Number(n) => n.as_f64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn survey() -> Survey {
        Survey::for_tests(
            7,
            json!([
                {"id": 1, "title": "How was it?", "type": "radio-button", "config": {"options": ["good", "bad"]}},
                {"id": "q2", "title": "Score", "type": "short-text"},
                {"id": 3, "title": "Why?", "type": "long-text"}
            ]),
        )
    }

    fn parse(query: &str) -> Result<Filter, Error> {
        Filter::parse(query, &survey(), &SiteZone::parse("Europe/Berlin").unwrap())
    }

    fn answers(pairs: &[(Value, Value)]) -> Value {
        Value::Array(
            pairs
                .iter()
                .map(|(q, v)| json!({"question_id": q, "value": v}))
                .collect(),
        )
    }

    #[test]
    fn search_matches_answer_text_in_any_case_but_not_ids_or_keys() {
        let filter = parse("search=%C3%89T%C3%89").unwrap();
        assert!(filter.matches(&answers(&[(json!(3), json!("Un bel été"))])));
        assert!(!filter.matches(&answers(&[(json!(3), json!("winter"))])));
        let keys = parse("search=question_id").unwrap();
        assert!(!keys.matches(&answers(&[(json!(3), json!("fine"))])));
        assert_eq!(
            filter.stored_substring(),
            None,
            "non-ASCII is decided on the parsed answers"
        );
        assert_eq!(
            parse("search=50%25_off")
                .unwrap()
                .stored_substring()
                .as_deref(),
            Some("%50\\%\\_off%")
        );
    }

    #[test]
    fn a_question_filter_reads_choices_lists_and_score_ranges() {
        let good = parse("question=1&answer=good").unwrap();
        assert!(good.matches(&answers(&[(json!(1), json!("good"))])));
        assert!(good.matches(&answers(&[(json!("1"), json!(["bad", "good"]))])));
        assert!(!good.matches(&answers(&[(json!(1), json!("bad"))])));
        let high = parse("question=q2&min=9&max=10").unwrap();
        assert!(high.matches(&answers(&[(json!("q2"), json!(9))])));
        assert!(high.matches(&answers(&[(json!("q2"), json!("10"))])));
        assert!(!high.matches(&answers(&[(json!("q2"), json!(8))])));
        assert!(!high.matches(&answers(&[(json!(1), json!("good"))])));
    }

    #[test]
    fn completion_asks_for_every_question() {
        let complete = parse("completion=complete").unwrap();
        let all = answers(&[
            (json!(1), json!("good")),
            (json!("q2"), json!(3)),
            (json!(3), json!("ok")),
        ]);
        let some = answers(&[
            (json!(1), json!("good")),
            (json!("q2"), json!(3)),
            (json!(3), json!(" ")),
        ]);
        assert!(complete.matches(&all));
        assert!(!complete.matches(&some));
        assert!(parse("completion=incomplete").unwrap().matches(&some));
    }

    #[test]
    fn days_are_the_site_zones() {
        let filter = parse("from=2026-03-01&to=2026-03-01").unwrap();
        // Berlin is UTC+1 on 1 March.
        assert_eq!(filter.since, Some(1_772_319_600));
        assert_eq!(filter.until, Some(1_772_319_600 + 86_400));
    }

    #[test]
    fn bad_values_name_their_field() {
        for (query, field, message) in [
            ("from=yesterday", "from", "from is a date as YYYY-MM-DD."),
            ("to=2026-02-30", "to", "to is a date as YYYY-MM-DD."),
            (
                "from=2026-03-02&to=2026-03-01",
                "to",
                "to is on or after from.",
            ),
            ("question=1&min=ten", "min", "min is a number."),
            ("answer=good", "answer", "answer needs a question."),
            ("question=9", "question", "Survey 7 has no question 9."),
            (
                "question=1&answer=good&min=1",
                "answer",
                "Filter by an answer or by a range of scores, not both.",
            ),
            ("question=q2&min=5&max=1", "max", "max is at least min."),
            (
                "completion=half",
                "completion",
                "completion is complete or incomplete.",
            ),
        ] {
            match parse(query) {
                Err(Error::Invalid {
                    fields,
                    message: said,
                    ..
                }) => {
                    assert_eq!(said, message, "{query}");
                    assert_eq!(
                        fields.get(field).map(String::as_str),
                        Some(message),
                        "{query}"
                    );
                }
                other => panic!("{query}: {other:?}"),
            }
        }
        let long = format!("search={}", "a".repeat(SEARCH_MAX + 1));
        assert!(parse(&long).is_err());
        assert!(parse("").unwrap().is_empty());
    }
}
