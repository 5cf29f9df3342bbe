//! A survey's languages (issue #34): its base language (`language`), and `translations`, the same
//! texts in other languages keyed by text id. The survey's JSON keeps every base text where it
//! always was, so add-ons and clients that know nothing of languages read it unchanged.
//!
//! A text id names one visitor-facing text of the survey:
//! - `title`, `thank_you.message`;
//! - `questions.{qid}.title`, `questions.{qid}.options.{i}` (a plain option, or an option's
//!   `label`), and `questions.{qid}.config.{path}` for the texts a question type declares (its
//!   definition's `texts`, JSON pointers into the config: NPS `/labels/low`);
//! - `settings.{key}.{path}` for the texts an add-on's survey-settings key declares (its
//!   manifest's `texts`, JSON pointers into the value: branding `/skip_text`), while the add-on is
//!   in force; `{key}` is where the key sits (`theming`, `addons.{slug}.{key}`).
//!
//! One walk ([`walk`]) visits these texts in that order; listing them, counting a language's
//! completeness and showing the survey in a language all go through it, so they cannot disagree.

use std::collections::{BTreeMap, HashMap};

use serde_json::Value;

use super::{
    model::{Question, SurveySettings},
    question_types::TypeSet,
};
pub use crate::language::{canonical_tag, lookup, not_a_tag, wishes};

pub mod api;
use crate::{addons::registry::ownership::Ownership, error::FieldErrors, licensing::Entitlements};

/// A survey's translations: language tag → text id → text.
pub type Translations = BTreeMap<String, BTreeMap<String, String>>;

pub use crate::language::MAX_LANGUAGES;
/// The longest translated text, in characters.
pub const MAX_TEXT: usize = 5000;

/// One translatable text: its id and its text in the base language.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
pub struct Text {
    pub id: String,
    pub base: String,
}

/// The parts of a survey that hold visitor-facing texts.
pub struct Texts<'a> {
    pub title: &'a mut String,
    pub questions: &'a mut [Question],
    pub settings: &'a mut SurveySettings,
}

/// What decides which texts beyond the core's a survey has: the question types' and the add-on
/// keys' declarations, and which add-ons are in force.
pub struct Declared<'a> {
    pub types: &'a TypeSet,
    pub ownership: &'a Ownership,
    pub entitlements: &'a Entitlements,
}

/// The id a text id uses for a question: its id as the author wrote it.
pub fn question_key(id: &Value) -> String {
    match id {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// `/labels/low` → `labels.low` (a JSON pointer's tokens, unescaped, joined by dots).
fn dotted(pointer: &str) -> String {
    pointer
        .split('/')
        .skip(1)
        .map(|t| t.replace("~1", "/").replace("~0", "~"))
        .collect::<Vec<_>>()
        .join(".")
}

/// The string at `pointer` of `value`, for writing.
fn string_at<'v>(value: &'v mut Value, pointer: &str) -> Option<&'v mut String> {
    match value.pointer_mut(pointer)? {
        Value::String(s) => Some(s),
        _ => None,
    }
}

/// Visits every translatable text of a survey, in order, with its id.
pub fn walk(texts: Texts<'_>, declared: &Declared<'_>, f: &mut dyn FnMut(&str, &mut String)) {
    f("title", texts.title);
    for question in texts.questions.iter_mut() {
        let qid = question_key(&question.id);
        f(&format!("questions.{qid}.title"), &mut question.title);
        for (i, option) in question.config.options.iter_mut().enumerate() {
            let text = match option {
                Value::String(s) => Some(s),
                Value::Object(map) => match map.get_mut("label") {
                    Some(Value::String(s)) => Some(s),
                    _ => None,
                },
                _ => None,
            };
            if let Some(text) = text {
                f(&format!("questions.{qid}.options.{i}"), text);
            }
        }
        let Some(kind) = declared.types.find(&question.question_type) else {
            continue;
        };
        for pointer in &kind.texts {
            // The config's own keys (options, include_name) hold no declared texts: the rest of
            // the config is `extra`, where question types keep theirs.
            let mut tokens = pointer.splitn(3, '/').skip(1);
            let (Some(first), rest) = (tokens.next(), tokens.next()) else {
                continue;
            };
            let Some(slot) = question.config.extra.get_mut(first) else {
                continue;
            };
            let text = match rest {
                None => match slot {
                    Value::String(s) => Some(s),
                    _ => None,
                },
                Some(rest) => string_at(slot, &format!("/{rest}")),
            };
            if let Some(text) = text {
                f(&format!("questions.{qid}.config.{}", dotted(pointer)), text);
            }
        }
    }
    f("thank_you.message", &mut texts.settings.thank_you.message);
    for key in &declared.ownership.survey {
        if key.decl.texts.is_empty() || !key.in_force(declared.entitlements) {
            continue;
        }
        let path = key.path();
        let Some((first, rest)) = path.split_first() else {
            continue;
        };
        let Some(value) = texts.settings.owned.get_mut(first) else {
            continue;
        };
        // Keys and slugs hold no `/` or `~`: the path joins into a pointer as it is.
        let within: String = rest.iter().map(|step| format!("/{step}")).collect();
        let prefix = path.join(".");
        for pointer in &key.decl.texts {
            if let Some(text) = string_at(value, &format!("{within}{pointer}")) {
                f(&format!("settings.{prefix}.{}", dotted(pointer)), text);
            }
        }
    }
}

/// The survey's translatable texts with their base, in order; texts with an empty base are none.
pub fn list(texts: Texts<'_>, declared: &Declared<'_>) -> Vec<Text> {
    let mut out = Vec::new();
    walk(texts, declared, &mut |id, text| {
        if !text.trim().is_empty() {
            out.push(Text {
                id: id.to_owned(),
                base: text.clone(),
            });
        }
    });
    out
}

/// Rewrites the texts of a survey in `language` (those `texts` has; the rest keep their base), and
/// the logic and redirect conditions that compare a choice's answer with one of its options, so
/// the widget's logic compares what the visitor sees. Answers come back to the base by
/// [`answers_to_base`].
pub fn show_in(texts: Texts<'_>, declared: &Declared<'_>, language: &BTreeMap<String, String>) {
    // Each option's base and translated text, by question, for the conditions.
    let mut options: HashMap<String, Vec<(String, String)>> = HashMap::new();
    let Texts {
        title,
        questions,
        settings,
    } = texts;
    let reborrowed = Texts {
        title: &mut *title,
        questions: &mut *questions,
        settings: &mut *settings,
    };
    walk(reborrowed, declared, &mut |id, text| {
        if let Some(translated) = language.get(id) {
            if let Some(qid) = option_question(id) {
                options
                    .entry(qid.to_owned())
                    .or_default()
                    .push((text.clone(), translated.clone()));
            }
            *text = translated.clone();
        }
    });
    if options.is_empty() {
        return;
    }
    for question in questions.iter_mut() {
        for condition in &mut question.logic.conditions {
            if let Some(pairs) = options.get(&question_key(&condition.question_id)) {
                to_shown(&mut condition.value, pairs);
            }
        }
    }
    for condition in &mut settings.thank_you.conditions {
        if let Some(pairs) = options.get(&question_key(&condition.question)) {
            to_shown(&mut condition.condition, pairs);
        }
    }
}

/// The question id of an option's text id (`questions.{qid}.options.{i}`).
fn option_question(id: &str) -> Option<&str> {
    let rest = id.strip_prefix("questions.")?;
    let (qid, index) = rest.rsplit_once(".options.")?;
    index.parse::<usize>().ok().map(|_| qid)
}

/// A condition's value (a text or texts) with each base option replaced by its translation.
fn to_shown(value: &mut Value, pairs: &[(String, String)]) {
    match value {
        Value::String(s) => {
            if let Some((_, shown)) = pairs.iter().find(|(base, _)| base == s) {
                *s = shown.clone();
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|v| to_shown(v, pairs)),
        _ => {}
    }
}

/// The answers a visitor gave in `language` with each choice back in the base language, so that
/// the same option counts together whatever language it was chosen in. `answers` is the
/// submission's `[{question_id, value, extra?}]`; what does not match a translated option is left
/// as it is (the answer's validation then judges it).
pub fn answers_to_base(
    questions: &[Question],
    language: &BTreeMap<String, String>,
    answers: &mut Value,
) {
    let Value::Array(answers) = answers else {
        return;
    };
    for answer in answers {
        let Some(question) = questions
            .iter()
            .find(|q| Some(question_key(&q.id)) == answer.get("question_id").map(question_key))
        else {
            continue;
        };
        let qid = question_key(&question.id);
        let pairs: Vec<(String, String)> = question
            .config
            .options
            .iter()
            .enumerate()
            .filter_map(|(i, option)| {
                let base = match option {
                    Value::String(s) => s.clone(),
                    Value::Object(map) => map.get("label")?.as_str()?.to_owned(),
                    _ => return None,
                };
                let shown = language.get(&format!("questions.{qid}.options.{i}"))?;
                Some((shown.clone(), base))
            })
            .collect();
        if pairs.is_empty() {
            continue;
        }
        if let Some(value) = answer.get_mut("value") {
            // Swapped pairs: the shown text is looked up and the base written.
            to_shown(value, &pairs);
        }
    }
}

/// Checks a survey's base language and translations as a save stores them: tags well-formed and in
/// their conventional case, no translation into the base language, at most [`MAX_LANGUAGES`],
/// texts at most [`MAX_TEXT`] characters. Texts of ids the survey no longer has (a question
/// removed) and empty texts are dropped: they would show nowhere.
pub fn settle(
    language: &mut Option<String>,
    translations: &mut Translations,
    texts: &[Text],
) -> FieldErrors {
    let mut errors = FieldErrors::new();
    if let Some(tag) = language.as_deref() {
        match canonical_tag(tag) {
            Some(tag) => *language = Some(tag),
            None => {
                errors.insert("language".into(), not_a_tag(tag));
            }
        }
    }
    if translations.len() > MAX_LANGUAGES {
        errors.insert(
            "translations".into(),
            format!("A survey has at most {MAX_LANGUAGES} languages."),
        );
    }
    let ids: std::collections::HashSet<&str> = texts.iter().map(|t| t.id.as_str()).collect();
    let mut settled = Translations::new();
    for (tag, by_id) in std::mem::take(translations) {
        let Some(canonical) = canonical_tag(&tag) else {
            errors.insert(format!("translations.{tag}"), not_a_tag(&tag));
            continue;
        };
        if language.as_deref() == Some(canonical.as_str()) {
            errors.insert(
                format!("translations.{tag}"),
                format!(
                    "{canonical} is the survey's base language: its texts are the survey's own."
                ),
            );
            continue;
        }
        let kept = settled.entry(canonical).or_default();
        for (id, text) in by_id {
            if text.chars().count() > MAX_TEXT {
                errors.insert(
                    format!("translations.{tag}.{id}"),
                    format!("A translated text has at most {MAX_TEXT} characters."),
                );
            } else if ids.contains(id.as_str()) && !text.trim().is_empty() {
                kept.insert(id, text);
            }
        }
    }
    *translations = settled;
    errors
}

/// The languages the site offers (the `languages` setting), well-formed and once each.
pub fn offered(settings: &serde_json::Map<String, serde_json::Value>) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for tag in settings
        .get("languages")
        .and_then(|v| v.as_array())
        .into_iter()
        .flatten()
    {
        if let Some(tag) = tag.as_str().and_then(canonical_tag)
            && !out.contains(&tag)
        {
            out.push(tag);
        }
    }
    out
}

/// How complete a language is: texts translated of the survey's texts.
#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
pub struct Completeness {
    pub language: String,
    pub translated: usize,
    pub total: usize,
}

/// Each language's completeness: the site's offered languages, then any other the survey has.
pub fn completeness(
    texts: &[Text],
    translations: &Translations,
    offered: &[String],
    base: Option<&str>,
) -> Vec<Completeness> {
    let mut languages: Vec<&str> = offered
        .iter()
        .map(String::as_str)
        .filter(|l| Some(*l) != base)
        .collect();
    for tag in translations.keys() {
        if !languages.contains(&tag.as_str()) {
            languages.push(tag);
        }
    }
    languages
        .into_iter()
        .map(|language| {
            let given = translations.get(language);
            Completeness {
                language: language.to_owned(),
                translated: texts
                    .iter()
                    .filter(|t| given.is_some_and(|g| g.contains_key(&t.id)))
                    .count(),
                total: texts.len(),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn questions() -> Vec<Question> {
        serde_json::from_value(json!([
            {"id": "q1", "type": "radio-button", "title": "Which plan?", "config": {"options": ["Basic", "Pro"]}},
            {"id": 2, "type": "text", "title": "Why?",
             "logic": {"enabled": true, "action": "show", "conditions": [{"question_id": "q1", "compare": "is", "value": "Pro"}]}}
        ]))
        .unwrap()
    }

    #[test]
    fn a_survey_in_a_language_shows_its_texts_and_conditions_and_answers_come_back_to_the_base() {
        let mut title = "Plans".to_owned();
        let mut questions = questions();
        let mut settings = SurveySettings::default();
        let ownership = Ownership::default();
        let types = TypeSet::core();
        let entitlements =
            Entitlements::new(crate::licensing::LicenseView::for_tests(None), vec![]);
        let declared = Declared {
            types: &types,
            ownership: &ownership,
            entitlements: &entitlements,
        };
        let texts = list(
            Texts {
                title: &mut title.clone(),
                questions: &mut questions.clone(),
                settings: &mut settings.clone(),
            },
            &declared,
        );
        let ids: Vec<&str> = texts.iter().map(|t| t.id.as_str()).collect();
        assert_eq!(
            ids,
            [
                "title",
                "questions.q1.title",
                "questions.q1.options.0",
                "questions.q1.options.1",
                "questions.2.title",
                "thank_you.message"
            ]
        );
        let german: BTreeMap<String, String> = [
            ("title", "Tarife"),
            ("questions.q1.options.1", "Profi"),
            ("thank_you.message", "Danke!"),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_owned(), v.to_owned()))
        .collect();
        show_in(
            Texts {
                title: &mut title,
                questions: &mut questions,
                settings: &mut settings,
            },
            &declared,
            &german,
        );
        assert_eq!(title, "Tarife");
        assert_eq!(
            questions[0].title, "Which plan?",
            "a missing text keeps its base"
        );
        assert_eq!(
            questions[0].config.options,
            [json!("Basic"), json!("Profi")]
        );
        assert_eq!(questions[1].logic.conditions[0].value, json!("Profi"));
        assert_eq!(settings.thank_you.message, "Danke!");

        let mut answers =
            json!([{"question_id": "q1", "value": "Profi"}, {"question_id": 2, "value": "Profi"}]);
        answers_to_base(&self::questions(), &german, &mut answers);
        assert_eq!(answers[0]["value"], "Pro");
        assert_eq!(
            answers[1]["value"], "Profi",
            "a text answer is the visitor's own words"
        );
    }

    #[test]
    fn a_save_settles_tags_drops_stale_texts_and_refuses_the_base_language() {
        let texts = vec![Text {
            id: "title".into(),
            base: "Plans".into(),
        }];
        let mut language = Some("EN".to_owned());
        let mut translations: Translations = serde_json::from_value(json!({
            "de-de": {"title": "Tarife", "questions.gone.title": "Weg", "thank_you.message": ""},
            "en": {"title": "Plans"},
            "not a tag": {"title": "x"}
        }))
        .unwrap();
        let errors = settle(&mut language, &mut translations, &texts);
        assert_eq!(language.as_deref(), Some("en"));
        assert_eq!(
            serde_json::to_value(&translations).unwrap(),
            json!({"de-DE": {"title": "Tarife"}})
        );
        assert!(
            errors["translations.en"].contains("base language"),
            "{errors:?}"
        );
        assert!(errors["translations.not a tag"].contains("not a language tag"));
    }
}
