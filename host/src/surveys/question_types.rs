//! The question types of spec 000 §3–§5 and the rules each carries: option counts and kinds, which
//! settings apply, and which logic operators and redirect comparators it allows. The host defines
//! the five core types; add-ons contribute more through the question-types filter hook (the
//! first-party Question Types add-on brings star-rating, nps, image-radio and icon-choice), and a
//! [`TypeSet`] holds the types in force for one request.

use std::sync::{Arc, Mutex};

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::{
    addons::{
        package::hooks::Hook,
        registry::{Addons, Entitled},
        runtime::CallError,
    },
    error::Result,
};

/// How a choice question's options look.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum OptionKind {
    /// No options (text, email, ratings).
    None,
    /// Plain strings.
    Text,
    /// `{label, image}`.
    Image,
    /// `{label, icon: {name, style}}`.
    Icon,
}

/// One question type: the wire shape of a definition the question-types hook answers.
#[derive(Debug, Clone, Serialize, Deserialize, utoipa::ToSchema)]
pub struct QuestionType {
    pub key: String,
    pub label: String,
    #[serde(default)]
    pub default_title: String,
    #[serde(default)]
    #[schema(schema_with = crate::api_schema::any)]
    pub default_config: Value,
    pub options: OptionKind,
    #[serde(default)]
    pub min_options: usize,
    #[serde(default)]
    pub max_options: usize,
    /// Answers are numbers (ratings) rather than choices or text.
    #[serde(default)]
    pub quantitative: bool,
    /// Numeric answers run 1..=max (star rating 5, NPS 10).
    #[serde(default)]
    pub scale_max: Option<i64>,
    /// Settings that apply: required, randomize, comment_box, icon_color, icon_size.
    #[serde(default)]
    pub settings: Vec<String>,
    /// Operators other questions' logic may use on this one; empty means it cannot drive logic.
    #[serde(default)]
    pub logic_operators: Vec<String>,
    /// Comparators a conditional-redirect row may use on this one.
    #[serde(default)]
    pub redirect_comparators: Vec<String>,
    /// The visitor-facing texts of its config that a survey's translations may give in other
    /// languages: JSON pointers into the config (NPS: `/labels/low`, `/labels/high`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub texts: Vec<String>,
    /// The add-on that contributed the type; none for core types.
    #[serde(default, skip_deserializing)]
    pub addon: Option<String>,
    /// Anything else the definition carries (default settings, icon sizes, …) for the editors.
    #[serde(flatten)]
    #[schema(schema_with = crate::api_schema::object)]
    pub extra: serde_json::Map<String, Value>,
}

impl QuestionType {
    pub fn randomize(&self) -> bool {
        self.settings.iter().any(|s| s == "randomize")
    }
    pub fn comment_box(&self) -> bool {
        self.settings.iter().any(|s| s == "comment_box")
    }
    pub fn drives_logic(&self) -> bool {
        !self.logic_operators.is_empty()
    }
    pub fn allows_operator(&self, op: &str) -> bool {
        self.logic_operators.iter().any(|o| o == op)
    }
    pub fn allows_comparator(&self, comparator: &str) -> bool {
        self.redirect_comparators.iter().any(|c| c == comparator)
    }

    /// Checks a definition an add-on contributed.
    pub fn check(&self) -> Result<(), String> {
        let key_ok = (2..=40).contains(&self.key.len())
            && self
                .key
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
        if !key_ok {
            return Err(format!(
                "the question type key '{}' is not a slug",
                self.key
            ));
        }
        if self.label.trim().is_empty() {
            return Err(format!("the question type '{}' has no label", self.key));
        }
        if self.min_options > self.max_options || self.max_options > MAX_OPTIONS {
            return Err(format!(
                "the question type '{}' has bad option limits",
                self.key
            ));
        }
        Ok(())
    }
}

pub const MAX_OPTIONS: usize = 5;

fn strings(items: &[&str]) -> Vec<String> {
    items.iter().map(|s| (*s).to_owned()).collect()
}

const EQ: &[&str] = &["is", "is_not"];
const CHECKBOX_OPS: &[&str] = &["is", "is_not", "includes"];
const TEXT_COMPARATORS: &[&str] = &["CONTAINS", "!CONTAINS", "STARTS_WITH", "ENDS_WITH"];

fn core_type(
    key: &str,
    label: &str,
    options: OptionKind,
    (min_options, max_options): (usize, usize),
    settings: &[&str],
    logic_operators: &[&str],
    redirect_comparators: &[&str],
) -> QuestionType {
    QuestionType {
        key: key.into(),
        label: label.into(),
        default_title: String::new(),
        default_config: serde_json::json!({"options": []}),
        options,
        min_options,
        max_options,
        quantitative: false,
        scale_max: None,
        settings: strings(settings),
        logic_operators: strings(logic_operators),
        redirect_comparators: strings(redirect_comparators),
        texts: Vec::new(),
        addon: None,
        extra: Default::default(),
    }
}

/// A core type the visitor answers with text: no options, no logic, text comparators.
fn text_type(key: &str, label: &str) -> QuestionType {
    core_type(
        key,
        label,
        OptionKind::None,
        (0, 0),
        &["required"],
        &[],
        TEXT_COMPARATORS,
    )
}

/// The five core (Lite) types.
pub fn core() -> Vec<QuestionType> {
    let choice = &["required", "randomize", "comment_box"];
    vec![
        core_type(
            "checkbox",
            "Checkbox",
            OptionKind::Text,
            (1, MAX_OPTIONS),
            choice,
            CHECKBOX_OPS,
            &["IN"],
        ),
        core_type(
            "radio-button",
            "Radio",
            OptionKind::Text,
            (2, MAX_OPTIONS),
            choice,
            EQ,
            &["=", "!="],
        ),
        text_type("email", "Email"),
        text_type("text", "Single Line Text"),
        text_type("long-text", "Comment Box"),
    ]
}

/// The question types in force: the core ones and those active add-ons contribute.
#[derive(Debug, Clone)]
pub struct TypeSet {
    types: Vec<QuestionType>,
}

impl Default for TypeSet {
    fn default() -> Self {
        TypeSet::core()
    }
}

impl TypeSet {
    pub fn core() -> TypeSet {
        TypeSet { types: core() }
    }

    /// The core set, built once: what every request without type-contributing add-ons uses.
    pub fn shared_core() -> std::sync::Arc<TypeSet> {
        static CORE: std::sync::LazyLock<std::sync::Arc<TypeSet>> =
            std::sync::LazyLock::new(|| std::sync::Arc::new(TypeSet::core()));
        CORE.clone()
    }

    /// The core types plus `contributed` (from add-on `addon`); a key already present or a bad
    /// definition is skipped with a warning.
    pub fn extend(&mut self, addon: &str, contributed: Vec<QuestionType>) {
        for mut t in contributed {
            if let Err(e) = t.check() {
                tracing::warn!(addon, "ignoring a question type: {e}");
                continue;
            }
            if self.find(&t.key).is_some() {
                continue;
            }
            t.addon = Some(addon.to_owned());
            self.types.push(t);
        }
    }

    pub fn find(&self, key: &str) -> Option<&QuestionType> {
        self.types.iter().find(|t| t.key == key)
    }

    pub fn all(&self) -> &[QuestionType] {
        &self.types
    }
}

/// The operator's canonical name: the spec writes `is not`, `lower than`; the wire may use either.
pub fn canonical_operator(op: &str) -> String {
    op.trim().to_ascii_lowercase().replace(' ', "_")
}

/// The notice shown when logic has no question to depend on (spec 000 §5).
pub const LOGIC_NEEDS_EARLIER_QUESTION: &str = "Add at least one Radio, Checkbox, NPS, or Star Rating question before this question to use conditional logic.";

/// Question types as of a registry generation and the add-ons that contributed them.
type Cached = (i64, Vec<String>, Arc<TypeSet>);

/// The question types of the last (registry generation, contributing add-ons): one per process,
/// held by the application.
#[derive(Default)]
pub struct TypeCache(Mutex<Option<Cached>>);

/// The question types in force: the core ones and those the active, licensed add-ons on
/// the question-types hook contribute (the hook's typed adapter). Cached until the registry
/// changes.
pub async fn in_force(
    addons: &Addons,
    entitlements: &dyn Entitled,
    cache: &TypeCache,
) -> Result<Arc<TypeSet>> {
    let chain = addons.chain(Hook::QuestionTypes, entitlements);
    if chain.is_empty() {
        return Ok(TypeSet::shared_core());
    }
    let generation = addons.generation();
    let slugs: Vec<String> = chain.iter().map(|a| a.slug().to_owned()).collect();
    if let Some((g, s, set)) = cache.0.lock().expect("types lock").as_ref()
        && *g == generation
        && *s == slugs
    {
        return Ok(set.clone());
    }
    let mut set = TypeSet::core();
    for addon in &chain {
        let input = serde_json::to_string(set.all()).map_err(|e| anyhow::anyhow!("{e}"))?;
        let outcome = addon
            .package
            .component
            .call_json(Hook::QuestionTypes, Some(addons.services()), &input)
            .await
            .and_then(|value| {
                serde_json::from_value::<Vec<QuestionType>>(value).map_err(|e| {
                    CallError::Fault(format!(
                        "it answered question-types with bad definitions ({e})"
                    ))
                })
            });
        match outcome {
            Ok(types) => {
                let added = types
                    .into_iter()
                    .filter(|t| set.find(&t.key).is_none())
                    .collect();
                set.extend(addon.slug(), added);
            }
            Err(e) => addons.failed(addon, Hook::QuestionTypes, e).await?,
        }
    }
    let set = Arc::new(set);
    *cache.0.lock().expect("types lock") = Some((generation, slugs, set.clone()));
    Ok(set)
}

/// Runs `validate-question` over each question; answers the errors by field path
/// (`questions.{i}.{field}`).
pub async fn validate_questions(
    addons: &Addons,
    questions: &[super::model::Question],
    entitlements: &dyn Entitled,
) -> Result<crate::error::FieldErrors> {
    let mut errors = crate::error::FieldErrors::new();
    if addons
        .chain(Hook::ValidateQuestion, entitlements)
        .is_empty()
    {
        return Ok(errors);
    }
    for (i, question) in questions.iter().enumerate() {
        let input = serde_json::json!({"question": question, "errors": []});
        let output = addons
            .filter(Hook::ValidateQuestion, input, entitlements)
            .await?;
        for error in output["errors"].as_array().into_iter().flatten() {
            let field = error["field"].as_str().unwrap_or("");
            let message = error["message"]
                .as_str()
                .unwrap_or("This answer is not valid.");
            let path = if field.is_empty() {
                format!("questions.{i}")
            } else {
                format!("questions.{i}.{field}")
            };
            errors.entry(path).or_insert_with(|| message.to_owned());
        }
    }
    Ok(errors)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// The core types and the question-types add-on's definitions (read from the add-on's own
    /// file), as a request sees them with that add-on active.
    pub fn with_question_types_addon() -> TypeSet {
        let mut set = TypeSet::core();
        let defs: Vec<QuestionType> = serde_json::from_str(include_str!(
            "../../../addons/question-types/definitions.json"
        ))
        .unwrap();
        set.extend("question-types", defs);
        set
    }

    #[test]
    fn option_limits_follow_the_spec() {
        let set = with_question_types_addon();
        let limits = |k: &str| {
            let t = set.find(k).unwrap();
            (t.min_options, t.max_options)
        };
        assert_eq!(limits("checkbox"), (1, 5));
        for key in ["radio-button", "image-radio", "icon-choice"] {
            assert_eq!(limits(key), (2, 5), "{key}");
        }
        assert!(set.find("dropdown").is_none());
        assert!(TypeSet::core().find("nps").is_none());
    }

    #[test]
    fn only_radio_checkbox_nps_and_star_rating_drive_logic() {
        let set = with_question_types_addon();
        let drivers: Vec<_> = set
            .all()
            .iter()
            .filter(|t| t.drives_logic())
            .map(|t| t.key.as_str())
            .collect();
        assert_eq!(drivers, ["checkbox", "radio-button", "star-rating", "nps"]);
        assert_eq!(canonical_operator("Is Not"), "is_not");
    }

    #[test]
    fn a_contributed_type_cannot_replace_a_core_one_or_break_the_limits() {
        let mut set = TypeSet::core();
        let mut bad = set.find("checkbox").unwrap().clone();
        bad.label = "Evil".into();
        let mut wide = bad.clone();
        wide.key = "wide".into();
        wide.max_options = 50;
        set.extend("evil", vec![bad, wide]);
        assert_eq!(set.find("checkbox").unwrap().label, "Checkbox");
        assert!(set.find("wide").is_none());
    }
}
