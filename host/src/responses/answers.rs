//! A visitor's answers checked against the survey (issue 5): every question id exists once, choice
//! values are among the question's options, ratings lie on their scale, e-mails look like e-mails,
//! text stays within 400 characters. What passes is normalised to
//! `[{question_id, value, extra?}]`, the one shape the results, exports and e-mails read.

use serde_json::{Map, Value, json};

use crate::{
    error::{Error, FieldErrors, Result},
    surveys::{
        model::{Question, Survey},
        question_types::{OptionKind, TypeSet},
    },
    text::is_valid_email,
};

/// Long-text answers (spec 002 §5) and every other free text.
pub const TEXT_LIMIT: usize = 400;
pub const NO_ANSWERS: &str = "A response needs at least one answer.";
pub const NOT_AN_OPTION: &str = "This answer is not one of the question's options.";
pub const TOO_LONG: &str = "Answers are 400 characters at most.";
pub const BAD_EMAIL: &str = "Please enter a valid email address.";
pub const OFF_SCALE: &str = "This rating is outside the question's scale.";

/// The canonical text of a question id (ids are strings or numbers).
pub fn id_key(id: &Value) -> String {
    match id {
        Value::String(s) => s.clone(),
        Value::Null => String::new(),
        other => other.to_string(),
    }
}

/// An answer as a person reads it: arrays joined with ", ", null as nothing (e-mails, exports).
pub fn display_text(value: &Value) -> String {
    match value {
        Value::Null => String::new(),
        Value::String(s) => s.clone(),
        Value::Array(items) => items
            .iter()
            .map(display_text)
            .collect::<Vec<_>>()
            .join(", "),
        other => other.to_string(),
    }
}

/// The label a visitor chooses for an option: the string itself, or `label` of an object option.
pub fn option_label(option: &Value) -> Option<&str> {
    match option {
        Value::String(s) => Some(s),
        Value::Object(o) => o.get("label").and_then(Value::as_str),
        _ => None,
    }
}

/// How a question's answers are counted by the results.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Counting {
    /// Free text: only answered/skipped.
    Text,
    /// One option per answer (radio-button, image-radio, icon-choice).
    Single(Vec<String>),
    /// Any number of options (checkbox).
    Multiple(Vec<String>),
    /// A score 1..=max (star-rating, nps).
    Scale(i64),
}

impl Counting {
    pub fn of(question: &Question, types: &TypeSet) -> Counting {
        let def = types.find(&question.question_type);
        if let Some(max) = def.and_then(|d| d.scale_max) {
            return Counting::Scale(max);
        }
        match question.question_type.as_str() {
            "star-rating" => return Counting::Scale(5),
            "nps" => return Counting::Scale(10),
            _ => {}
        }
        let labels = || {
            question
                .config
                .options
                .iter()
                .filter_map(option_label)
                .map(str::to_owned)
                .collect::<Vec<_>>()
        };
        let has_options = def.map(|d| d.options != OptionKind::None).unwrap_or(false)
            || matches!(
                question.question_type.as_str(),
                "image-radio" | "icon-choice"
            );
        match question.question_type.as_str() {
            "checkbox" => Counting::Multiple(labels()),
            _ if has_options => Counting::Single(labels()),
            _ => Counting::Text,
        }
    }

    pub fn is_quantitative(&self) -> bool {
        !matches!(self, Counting::Text)
    }

    /// The options as the results list them, in order.
    pub fn options(&self) -> Vec<String> {
        match self {
            Counting::Text => Vec::new(),
            Counting::Single(o) | Counting::Multiple(o) => o.clone(),
            Counting::Scale(max) => (1..=*max).map(|n| n.to_string()).collect(),
        }
    }

    /// The counter choices one stored value adds to.
    pub fn choices(&self, value: &Value) -> Vec<String> {
        match (self, value) {
            (_, Value::Null) | (Counting::Text, _) => Vec::new(),
            (Counting::Multiple(_), Value::Array(items)) => items
                .iter()
                .filter_map(Value::as_str)
                .map(str::to_owned)
                .collect(),
            (Counting::Scale(_), Value::Number(n)) => vec![n.to_string()],
            (_, Value::String(s)) => vec![s.clone()],
            _ => Vec::new(),
        }
    }
}

fn text_value(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => Some(s.trim().to_owned()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// Checks `raw` against `survey` and answers the normalised answers, or the field errors.
pub fn validate(survey: &Survey, types: &TypeSet, raw: &Value) -> Result<Vec<Value>> {
    let items: Vec<(Value, Value, Option<Value>)> = match raw {
        Value::Array(items) => items
            .iter()
            .map(|item| {
                let obj = item.as_object();
                let get = |k: &str| obj.and_then(|o| o.get(k)).cloned();
                (
                    get("question_id")
                        .or_else(|| get("questionId"))
                        .unwrap_or(Value::Null),
                    get("value").unwrap_or(Value::Null),
                    get("extra").filter(|e| !e.is_null()),
                )
            })
            .collect(),
        Value::Object(map) => map
            .iter()
            .map(|(k, v)| (Value::String(k.clone()), v.clone(), None))
            .collect(),
        _ => return Err(Error::invalid_field("answers", NO_ANSWERS)),
    };
    let mut errors = FieldErrors::new();
    let mut seen = Vec::new();
    let mut out = Vec::new();
    for (i, (id, value, extra)) in items.into_iter().enumerate() {
        let key = id_key(&id);
        let field = |what: &str| format!("answers.{i}.{what}");
        let Some(question) = survey.questions.iter().find(|q| id_key(&q.id) == key) else {
            errors.insert(
                field("question_id"),
                format!("There is no question '{key}' in this survey."),
            );
            continue;
        };
        if seen.contains(&key) {
            errors.insert(
                field("question_id"),
                format!("Question '{key}' is answered twice."),
            );
            continue;
        }
        seen.push(key);
        let value = match check_value(question, types, &value) {
            Ok(v) => v,
            Err(message) => {
                errors.insert(field("value"), message);
                continue;
            }
        };
        let extra = match extra.map(|e| check_extra(question, &e)).transpose() {
            Ok(e) => e.filter(|m| !m.is_empty()),
            Err(message) => {
                errors.insert(field("extra"), message);
                continue;
            }
        };
        let mut answer = json!({"question_id": question.id, "value": value});
        if let Some(extra) = extra {
            answer["extra"] = Value::Object(extra);
        }
        out.push(answer);
    }
    if !errors.is_empty() {
        let message = if errors.len() == 1 {
            errors.values().next().cloned().unwrap_or_default()
        } else {
            "Some answers do not fit the survey.".to_owned()
        };
        return Err(Error::invalid(message, errors));
    }
    if out.iter().all(|a| a["value"].is_null()) {
        return Err(Error::invalid_field("answers", NO_ANSWERS));
    }
    Ok(out)
}

fn check_value(question: &Question, types: &TypeSet, value: &Value) -> Result<Value, String> {
    if value.is_null() {
        return Ok(Value::Null);
    }
    let too_long = |s: &str| s.chars().count() > TEXT_LIMIT;
    match Counting::of(question, types) {
        Counting::Scale(max) => {
            let n = match value {
                Value::Number(n) => n.as_i64(),
                Value::String(s) => s.trim().parse().ok(),
                _ => None,
            };
            match n {
                Some(n) if (1..=max).contains(&n) => Ok(json!(n)),
                _ => Err(OFF_SCALE.into()),
            }
        }
        Counting::Single(options) => match text_value(value) {
            Some(s) if s.is_empty() => Ok(Value::Null),
            Some(s) if options.contains(&s) => Ok(Value::String(s)),
            _ => Err(NOT_AN_OPTION.into()),
        },
        Counting::Multiple(options) => {
            let items: Vec<Value> = match value {
                Value::Array(items) => items.clone(),
                single => vec![single.clone()],
            };
            let mut chosen: Vec<String> = Vec::new();
            for item in items {
                match text_value(&item) {
                    Some(s) if options.contains(&s) => {
                        if !chosen.contains(&s) {
                            chosen.push(s);
                        }
                    }
                    _ => return Err(NOT_AN_OPTION.into()),
                }
            }
            if chosen.is_empty() {
                Ok(Value::Null)
            } else {
                Ok(json!(chosen))
            }
        }
        Counting::Text => {
            let Some(s) = text_value(value) else {
                return Err("This answer is text.".into());
            };
            if s.is_empty() {
                return Ok(Value::Null);
            }
            if too_long(&s) {
                return Err(TOO_LONG.into());
            }
            if question.question_type == "email" && !is_valid_email(&s) {
                return Err(BAD_EMAIL.into());
            }
            Ok(Value::String(s))
        }
    }
}

fn check_extra(question: &Question, extra: &Value) -> Result<Map<String, Value>, String> {
    let Some(obj) = extra.as_object() else {
        return Err("extra is an object with comments or name.".into());
    };
    let mut out = Map::new();
    for (key, value) in obj {
        let allowed = match key.as_str() {
            "comments" => true,
            "name" => question.question_type == "email",
            _ => false,
        };
        if !allowed {
            return Err(format!("'{key}' is not an extra of this question."));
        }
        match value {
            Value::Null => {}
            Value::String(s) if s.chars().count() > TEXT_LIMIT => return Err(TOO_LONG.into()),
            Value::String(s) if s.trim().is_empty() => {}
            Value::String(s) => {
                out.insert(key.clone(), Value::String(s.trim().to_owned()));
            }
            _ => return Err(format!("{key} is text.")),
        }
    }
    Ok(out)
}

/// The question a visitor is shown after the last of `answers` (in the survey's order): the next
/// one whose logic asks it given those answers, as the widget's course decides; None when no
/// question follows.
pub fn next_asked(survey: &Survey, answers: &[Value]) -> Option<String> {
    let last = survey
        .questions
        .iter()
        .rposition(|q| {
            let key = id_key(&q.id);
            answers.iter().any(|a| id_key(&a["question_id"]) == key)
        })
        .map_or(0, |i| i + 1);
    survey.questions[last.min(survey.questions.len())..]
        .iter()
        .find(|q| {
            let logic = &q.logic;
            if !logic.enabled || logic.conditions.is_empty() {
                return true;
            }
            let matched = logic
                .conditions
                .iter()
                .all(|c| condition_matches(answers, &c.question_id, &c.compare, &c.value));
            if logic.action == "hide" {
                !matched
            } else {
                matched
            }
        })
        .map(|q| id_key(&q.id))
}

/// Does `answers` satisfy one logic condition (`is`, `is_not`, `includes`, `lower_than`,
/// `greater_than`, spaces accepted for underscores)? Used by e-mail logic.
pub fn condition_matches(
    answers: &[Value],
    question_id: &Value,
    compare: &str,
    expected: &Value,
) -> bool {
    let key = id_key(question_id);
    let Some(answer) = answers
        .iter()
        .find(|a| id_key(&a["question_id"]) == key)
        .map(|a| &a["value"])
    else {
        return false;
    };
    let as_text = |v: &Value| text_value(v).unwrap_or_default();
    let as_num = |v: &Value| as_text(v).parse::<f64>().ok();
    let expected_text = as_text(expected);
    match compare.replace(' ', "_").to_ascii_lowercase().as_str() {
        "is" | "=" => match answer {
            Value::Array(items) => items.iter().any(|i| as_text(i) == expected_text),
            v => as_text(v) == expected_text,
        },
        "is_not" | "!=" => match answer {
            Value::Null => false,
            Value::Array(items) => !items.iter().any(|i| as_text(i) == expected_text),
            v => as_text(v) != expected_text,
        },
        "includes" | "in" | "contains" => match answer {
            Value::Array(items) => items.iter().any(|i| as_text(i) == expected_text),
            v => as_text(v).contains(&expected_text),
        },
        "lower_than" | "less_than" | "<" => {
            matches!((as_num(answer), as_num(expected)), (Some(a), Some(b)) if a < b)
        }
        "greater_than" | ">" => {
            matches!((as_num(answer), as_num(expected)), (Some(a), Some(b)) if a > b)
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::surveys::question_types::tests::with_question_types_addon;

    fn survey() -> Survey {
        Survey::for_tests(
            1,
            json!([
                {"id": "r", "type": "radio-button", "title": "R", "config": {"options": ["Yes", "No"]}},
                {"id": "c", "type": "checkbox", "title": "C", "config": {"options": ["A", "B", "C"]}},
                {"id": "l", "type": "long-text", "title": "L"},
                {"id": "e", "type": "email", "title": "E", "config": {"options": [], "include_name": true}},
                {"id": 5, "type": "star-rating", "title": "S"},
                {"id": "n", "type": "nps", "title": "N"},
                {"id": "i", "type": "image-radio", "title": "I", "config": {"options": [{"label": "Cat", "image": "/c.png"}, {"label": "Dog", "image": "/d.png"}]}}
            ]),
        )
    }

    fn check(answers: Value) -> Result<Vec<Value>> {
        validate(&survey(), &with_question_types_addon(), &answers)
    }

    fn field_error(answers: Value) -> (String, String) {
        match check(answers) {
            Err(Error::Invalid { fields, .. }) => fields.into_iter().next().unwrap(),
            other => panic!("expected an invalid answer, got {other:?}"),
        }
    }

    #[test]
    fn valid_answers_of_every_type_are_normalised() {
        let out = check(json!([
            {"question_id": "r", "value": "Yes"},
            {"questionId": "c", "value": ["A", "C", "A"]},
            {"question_id": "l", "value": "  Fine  ", "extra": {"comments": ""}},
            {"question_id": "e", "value": "ada@example.com", "extra": {"name": "Ada"}},
            {"question_id": 5, "value": "4"},
            {"question_id": "n", "value": 10, "extra": {"comments": "Great"}},
            {"question_id": "i", "value": "Dog"}
        ]))
        .unwrap();
        assert_eq!(out[1]["value"], json!(["A", "C"]));
        assert_eq!(out[2], json!({"question_id": "l", "value": "Fine"}));
        assert_eq!(out[3]["extra"], json!({"name": "Ada"}));
        assert_eq!(out[4], json!({"question_id": 5, "value": 4}));
        assert_eq!(out[5]["extra"]["comments"], "Great");
    }

    #[test]
    fn values_outside_the_question_are_refused() {
        assert_eq!(
            field_error(json!([{"question_id": "r", "value": "Maybe"}])),
            ("answers.0.value".into(), NOT_AN_OPTION.into())
        );
        assert_eq!(
            field_error(json!([{"question_id": "c", "value": ["A", "Z"]}])).1,
            NOT_AN_OPTION
        );
        assert_eq!(
            field_error(json!([{"question_id": "i", "value": "Bird"}])).1,
            NOT_AN_OPTION
        );
        assert_eq!(
            field_error(json!([{"question_id": 5, "value": 6}])).1,
            OFF_SCALE
        );
        assert_eq!(
            field_error(json!([{"question_id": "n", "value": 0}])).1,
            OFF_SCALE
        );
        assert_eq!(
            field_error(json!([{"question_id": "l", "value": "x".repeat(401)}])).1,
            TOO_LONG
        );
        assert!(check(json!([{"question_id": "l", "value": "x".repeat(400)}])).is_ok());
        assert_eq!(
            field_error(json!([{"question_id": "e", "value": "not-an-address"}])).1,
            BAD_EMAIL
        );
        assert_eq!(
            field_error(json!([{"question_id": "zz", "value": "x"}])).0,
            "answers.0.question_id"
        );
        assert_eq!(
            field_error(
                json!([{"question_id": "r", "value": "Yes"}, {"question_id": "r", "value": "No"}])
            )
            .0,
            "answers.1.question_id"
        );
        assert_eq!(
            field_error(json!([{"question_id": "r", "value": "Yes", "extra": {"name": "x"}}])).0,
            "answers.0.extra"
        );
    }

    #[test]
    fn no_answers_or_only_nulls_are_not_a_response() {
        for answers in [
            json!([]),
            json!([{"question_id": "r", "value": null}]),
            json!([{"question_id": "l", "value": "  "}]),
            json!("x"),
        ] {
            assert!(
                matches!(check(answers), Err(Error::Invalid { message, .. }) if message == NO_ANSWERS)
            );
        }
    }

    #[test]
    fn conditions_compare_stored_answers() {
        let answers = vec![
            json!({"question_id": "r", "value": "Yes"}),
            json!({"question_id": "c", "value": ["A", "B"]}),
            json!({"question_id": "n", "value": 9}),
        ];
        assert!(condition_matches(
            &answers,
            &json!("r"),
            "is",
            &json!("Yes")
        ));
        assert!(!condition_matches(
            &answers,
            &json!("r"),
            "is not",
            &json!("Yes")
        ));
        assert!(condition_matches(
            &answers,
            &json!("c"),
            "includes",
            &json!("B")
        ));
        assert!(condition_matches(
            &answers,
            &json!("n"),
            "greater_than",
            &json!("8")
        ));
        assert!(!condition_matches(
            &answers,
            &json!("n"),
            "lower than",
            &json!(9)
        ));
        assert!(!condition_matches(
            &answers,
            &json!("missing"),
            "is",
            &json!("Yes")
        ));
        assert!(!condition_matches(
            &answers,
            &json!("r"),
            "sounds_like",
            &json!("Yes")
        ));
    }
}
