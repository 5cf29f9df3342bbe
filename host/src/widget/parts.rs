//! What the answers of `GET widget/survey` share, made once per [`super::Snapshot`] (and per survey
//! within it) on first use instead of on every page view, and kept as JSON text: the appearance,
//! the features, the triggers allowed, and each survey's settings for the widget, its trigger and
//! the add-ons whose survey-scoped modules it needs. A page view then copies text instead of
//! building and serialising value trees that grow with every active add-on.

use std::sync::OnceLock;

use serde_json::{Map, Value, json, value::RawValue};

use crate::{
    addons::registry::ownership::{Ownership, set_at, value_at},
    licensing::Entitlements,
    surveys::{
        model::{Question, Survey},
        question_types::TypeSet,
        translations,
    },
};

/// The core's appearance keys the widget reads from the global settings; add-ons' keys join them
/// where their manifests say `widget = true` and their owner is in force.
const APPEARANCE_KEYS: [&str; 8] = [
    "widget_toggle_text",
    "widget_toggle_icon",
    "widget_font",
    "widget_position",
    "widget_show_logo",
    "logo_type",
    "skip_text",
    "next_text",
];

fn raw(value: &impl serde::Serialize) -> Box<RawValue> {
    serde_json::value::to_raw_value(value).expect("JSON values serialise")
}

/// What every answer made from one snapshot shares.
pub struct Shared {
    /// The global widget settings (spec 002 §3) with the add-ons' widget keys in force.
    pub appearance: Box<RawValue>,
    pub features: Box<RawValue>,
    /// `immediate`, then the trigger names of the add-ons in force.
    pub triggers: Vec<String>,
}

impl Shared {
    pub fn new(
        entitlements: &Entitlements,
        ownership: &Ownership,
        settings: &Map<String, Value>,
    ) -> Shared {
        let mut appearance: Map<String, Value> = APPEARANCE_KEYS
            .iter()
            .map(|k| {
                (
                    (*k).to_owned(),
                    settings.get(*k).cloned().unwrap_or(Value::Null),
                )
            })
            .collect();
        for key in ownership
            .plugin
            .iter()
            .filter(|k| k.decl.widget && k.in_force(entitlements))
        {
            let path = key.path();
            if let Some(value) = value_at(settings, &path) {
                set_at(&mut appearance, &path, value.clone());
            }
        }
        let triggers = ownership.triggers(entitlements);
        let features = json!({
            "required_hides_skip": entitlements.is_licensed() && entitlements.is_pro()
                && ownership.unlocked_in_force("widget.features", "required_hides_skip", entitlements),
            "triggers": triggers,
        });
        Shared {
            appearance: raw(&appearance),
            features: raw(&features),
            triggers,
        }
    }
}

/// A survey in one of its languages: the texts the widget shows, made on first use.
pub struct Shown {
    pub title: String,
    pub questions: Vec<Question>,
    pub settings: Box<RawValue>,
}

/// What every answer that shows one survey shares within a snapshot.
pub struct SurveyParts {
    /// The languages the survey may show in besides its base: those it has translations for that
    /// the site offers, each made on first use.
    pub languages: Vec<(String, OnceLock<Shown>)>,
    /// What the widget reads of the survey's settings: the thank-you, and the keys whose manifests
    /// say `widget = true`, only while their owners are in force.
    pub settings: Box<RawValue>,
    /// The trigger that opens it (`immediate` or one of [`Shared::triggers`]).
    pub trigger: String,
    /// The add-ons whose survey-scoped modules it needs: those in force that contribute one of its
    /// question types or own a survey setting the widget reads (sorted, once each).
    pub modules: Vec<String>,
}

impl SurveyParts {
    pub fn new(
        entitlements: &Entitlements,
        types: &TypeSet,
        ownership: &Ownership,
        survey: &Survey,
        triggers: &[String],
        offered: &[String],
    ) -> SurveyParts {
        let mut settings = ownership.survey_widget_settings(&survey.settings.owned, entitlements);
        settings.insert(
            "thank_you".into(),
            serde_json::to_value(&survey.settings.thank_you).unwrap_or(Value::Null),
        );
        let mut modules: Vec<String> = survey
            .questions
            .iter()
            .filter_map(|q| types.find(&q.question_type).and_then(|t| t.addon.clone()))
            .chain(ownership.widget_owners(
                &settings,
                &survey.settings.thank_you.thank_you_type,
                entitlements,
            ))
            .filter(|slug| entitlements.addon(slug))
            .collect();
        modules.sort();
        modules.dedup();
        let languages = survey
            .translations
            .keys()
            .filter(|tag| offered.contains(tag) && survey.language.as_ref() != Some(*tag))
            .map(|tag| (tag.clone(), OnceLock::new()))
            .collect();
        SurveyParts {
            languages,
            settings: raw(&settings),
            trigger: ownership.survey_trigger(&survey.settings.owned, entitlements, triggers),
            modules,
        }
    }
}

impl SurveyParts {
    /// The language `wishes` (the page's, in order) pick for `survey` among its base and its
    /// offered translations, with the survey in it; None for the base.
    pub fn show<'p>(
        &'p self,
        wishes: &[String],
        survey: &Survey,
        declared: &translations::Declared<'_>,
    ) -> Option<(&'p str, &'p Shown)> {
        if self.languages.is_empty() || wishes.is_empty() {
            return None;
        }
        let mut available: Vec<&str> = self.languages.iter().map(|(t, _)| t.as_str()).collect();
        // The base language first: a page in it sees the base even where a translation is near.
        if let Some(base) = survey.language.as_deref() {
            available.insert(0, base);
        }
        let found = translations::lookup(wishes, &available)?;
        let (tag, shown) = self.languages.iter().find(|(t, _)| t == found)?;
        let shown = shown.get_or_init(|| {
            let mut title = survey.title.clone();
            let mut questions = survey.questions.clone();
            let mut settings = survey.settings.clone();
            translations::show_in(
                translations::Texts {
                    title: &mut title,
                    questions: &mut questions,
                    settings: &mut settings,
                },
                declared,
                survey
                    .translations
                    .get(tag)
                    .expect("a language the survey has"),
            );
            let mut widget = declared
                .ownership
                .survey_widget_settings(&settings.owned, declared.entitlements);
            widget.insert(
                "thank_you".into(),
                serde_json::to_value(&settings.thank_you).unwrap_or(Value::Null),
            );
            Shown {
                title,
                questions,
                settings: raw(&widget),
            }
        });
        Some((tag, shown))
    }
}
